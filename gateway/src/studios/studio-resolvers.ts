// Query.studios / Query.studio and the Studio type: the studio page's content, derived from the
// backend's WebStudio record (models.ts) by the pure functions in mapping.ts.
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { toGlobalId } from '../node/global-id.js';
import { connectionFromUnpagedList, parseConnectionArgs } from '../relay/connection.js';
import { describeEquipment } from './equipment.js';
import {
  DEFAULT_INSTRUCTOR_IMAGE,
  classTypesOf,
  equipmentKeysOf,
  imagesOf,
  levelOf,
  slugOf,
  whiteLabelOf,
} from './mapping.js';

export const studioResolvers: Resolvers = {
  Query: {
    studios: async (_parent, args, { loaders }) => {
      const page = parseConnectionArgs(args);
      return connectionFromUnpagedList(await loaders.studios.all(), page);
    },
    studio: (_parent, { slug }, { loaders }) => loaders.studios.bySlug(slug),
  },

  Studio: {
    id: (studio) => toGlobalId('Studio', studio.id),
    databaseId: (studio) => studio.id,
    slug: (studio) => slugOf(studio),
    classTypes: (studio) => classTypesOf(studio),
    level: (studio) => levelOf(studio),
    equipment: (studio) => equipmentKeysOf(studio).map(describeEquipment),
    instructors: (studio) =>
      studio.instructors.map((instructor) => ({
        name: instructor.name,
        bio: instructor.bio,
        imageUrl: instructor.imageUrl ?? DEFAULT_INSTRUCTOR_IMAGE,
      })),
    testimonials: (studio) => studio.feedback.map((item) => ({ author: item.name, text: item.feedback })),
    images: (studio) => imagesOf(studio),
    whiteLabel: (studio) => whiteLabelOf(studio),
  },
};
