// Query.classTypes and the ClassType type (the on-demand library's class type filter).
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { toGlobalId } from '../node/global-id.js';

export const classTypeResolvers: Resolvers = {
  Query: {
    classTypes: (_parent, _args, { loaders }) => loaders.studios.classTypes.all(),
  },
  ClassType: {
    id: (classType) => toGlobalId('ClassType', classType.id),
    databaseId: (classType) => classType.id,
  },
};
