// The member's payments: User.subscription / dayPasses from the request's one
// GET /api/user/subscription, User.paymentCards from GET /api/user/subscription/payment-sources
// (only when asked), the payment history (User.charges, one GET /api/user/charges a page, its
// cursors the backend's own) and one receipt (User.charge), and the MemberSubscription, PlanChange,
// Charge and DayPass types.
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { ErrorCode } from '../errors/index.js';
import type { GatewayContext } from '../graph/context.js';
import { fromGlobalKey, toGlobalId } from '../node/global-id.js';
import { connectionFromRestPage, parseRestPageArgs } from '../relay/connection.js';
import { isSessionEnded } from '../shared/session.js';
import type { DayPassModel, PlanModel } from './models.js';
import { chargeNode } from './node.js';
import { fetchCharges } from './rest.js';

/** A plan a subscription names; Plan is non-null in the schema, so a plan the backend no longer knows is an error. */
async function requiredPlan(context: GatewayContext, packageId: string, what: string): Promise<PlanModel> {
  const plan = await context.loaders.payments.planByPackageId.load(packageId);
  if (!plan) {
    throw new GraphQLError(`The plan '${packageId}' of this ${what} is not on sale any more.`, {
      extensions: { code: ErrorCode.NotFound },
    });
  }
  return plan;
}

/** `Charge:ch_…` or a bare `ch_…` reference: the reference; null for anything else. */
function chargeReferenceOf(id: string): string | null {
  const trimmed = id.trim();
  if (trimmed.startsWith('ch_')) return trimmed;
  const decoded = fromGlobalKey(trimmed);
  return decoded?.typeName === 'Charge' ? decoded.key : null;
}

const EMPTY_PAGE = {
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  totalCount: null,
};

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
    charges: async (_user, args, context) => {
      // Arguments first: a bad cursor costs no REST call.
      const page = parseRestPageArgs(args);
      if (!context.rest.hasAuthorization) return EMPTY_PAGE;
      try {
        return connectionFromRestPage(await fetchCharges(context.rest, page), page);
      } catch (error) {
        if (isSessionEnded(error)) return EMPTY_PAGE;
        throw error;
      }
    },
    charge: (_user, { id }, context) => {
      const reference = chargeReferenceOf(id);
      return reference === null ? null : chargeNode(context, reference);
    },
  },

  PlanChange: {
    plan: (change, _args, context) => requiredPlan(context, change.packageId, 'plan change'),
  },

  Charge: {
    id: (charge) => toGlobalId('Charge', charge.reference),
    studio: (charge, _args, { loaders }) =>
      charge.studioId === null ? null : loaders.studios.byId.load(charge.studioId),
  },

  MemberSubscription: {
    id: (subscription) => toGlobalId('MemberSubscription', subscription.id),
    plan: (subscription, _args, context) => requiredPlan(context, subscription.packageId, 'subscription'),
  },

  DayPass: {
    id: (pass) => toGlobalId('DayPass', pass.id),
    studio: (pass, _args, { loaders }) =>
      pass.studioId === null ? null : loaders.studios.byId.load(pass.studioId),
  },
};
