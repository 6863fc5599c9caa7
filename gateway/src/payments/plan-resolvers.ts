// Query.plans and the Plan type: the plans on sale on a site, from the request's plan lists (shared
// across requests by the catalogue cache); a plan's studio from the request's studio list.
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { ErrorCode } from '../errors/index.js';
import { toGlobalId } from '../node/global-id.js';
import { given } from '../shared/input.js';
import { isStudioShortName } from './input.js';
import { NO_STUDIO_MESSAGE } from './user-errors.js';

export const planResolvers: Resolvers = {
  Query: {
    plans: (_parent, { studioShortName }, { loaders }) => {
      const studio = given(studioShortName);
      // A name that could not be a short name names no studio; it must not reach the query string unchecked.
      if (studio !== null && !isStudioShortName(studio)) {
        throw new GraphQLError(NO_STUDIO_MESSAGE, { extensions: { code: ErrorCode.NotFound } });
      }
      return loaders.payments.plans(studio);
    },
  },

  Plan: {
    id: (plan) => toGlobalId('Plan', plan.packageId),
    studio: (plan, _args, { loaders }) =>
      plan.studioId === null ? null : loaders.studios.byId.load(plan.studioId),
  },
};
