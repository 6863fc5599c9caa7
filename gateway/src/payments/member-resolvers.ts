// The member's payments: User.subscription / dayPasses from the request's one
// GET /api/user/subscription, User.paymentCards from GET /api/user/subscription/payment-sources
// (only when asked), and the MemberSubscription and DayPass types.
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { ErrorCode } from '../errors/index.js';
import { toGlobalId } from '../node/global-id.js';
import type { DayPassModel } from './models.js';

/** The passes still to be used (today's and later days'), earliest first. */
export function upcomingDayPasses(passes: readonly DayPassModel[], now: number = Date.now()): DayPassModel[] {
  return passes
    .filter((pass) => !(Date.parse(pass.endsAt) <= now))
    .sort((a, b) => a.date.localeCompare(b.date) || Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

export const memberResolvers: Resolvers = {
  User: {
    // Only the viewer is ever a User here (accounts/loaders.ts), so the one memo serves every User.
    subscription: async (_user, _args, { loaders }) => (await loaders.payments.member()).subscription,
    dayPasses: async (_user, _args, { loaders }) =>
      upcomingDayPasses((await loaders.payments.member()).dayPasses),
    paymentCards: (_user, _args, { loaders }) => loaders.payments.paymentCards(),
    freeTrialAvailable: async (_user, _args, { loaders }) => (await loaders.payments.member()).trialAvailable,
  },

  MemberSubscription: {
    id: (subscription) => toGlobalId('MemberSubscription', subscription.id),
    plan: async (subscription, _args, { loaders }) => {
      const plan = await loaders.payments.planByPackageId.load(subscription.packageId);
      // Plan is non-null in the schema: a plan the backend no longer knows is an error, not a guess.
      if (!plan) {
        throw new GraphQLError(
          `The plan '${subscription.packageId}' of this subscription is not on sale any more.`,
          {
            extensions: { code: ErrorCode.NotFound },
          },
        );
      }
      return plan;
    },
  },

  DayPass: {
    id: (pass) => toGlobalId('DayPass', pass.id),
    studio: (pass, _args, { loaders }) =>
      pass.studioId === null ? null : loaders.studios.byId.load(pass.studioId),
  },
};
