// The member's side of live classes: User.bookedLiveClasses / canBookLiveClassesFree, and the
// LiveClassBooking, LiveClassAttendance, Broadcast and LiveScheduleChange types. A
// class these name is read through the request's batched by-id loader (one call for all of them),
// unless the REST answer carried it.
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { MembershipModel, UserModel } from '../accounts/models.js';
import type { GatewayContext } from '../graph/context.js';
import { ErrorCode } from '../errors/index.js';
import { toGlobalId } from '../node/global-id.js';
import {
  connectionByKey,
  connectionFromRestPage,
  parseKeyPageArgs,
  parseRestPageArgs,
  type SortKey,
} from '../relay/connection.js';
import { isSessionEnded } from '../shared/session.js';
import type { SiteModel } from '../studios/models.js';
import { loadSite } from '../studios/site.js';
import { endsAtMs } from './live-class-resolvers.js';
import type { LiveClassBookingModel, LiveClassModel } from './models.js';
import { fetchBookingHistory } from './rest.js';
import { viewerBookings } from './node.js';

/** A class a booking, attendance or broadcast names; the schema makes it non-null, so a missing one is an error. */
export async function requiredClass(context: GatewayContext, liveClassId: number): Promise<LiveClassModel> {
  const liveClass = await context.loaders.live.byId.load(liveClassId);
  if (!liveClass)
    throw new GraphQLError(`Live class ${liveClassId} could not be found.`, {
      extensions: { code: ErrorCode.NotFound },
    });
  return liveClass;
}

/**
 * The contract's "may book free" rule, judged for a site rather than one class: staff anywhere; an
 * instructor on the site of a studio they are attached to; else an active membership that is not
 * the class-only purchase and is the general site's (studio null) or, on a white-label site, that
 * studio's. (On the general site a studio's membership covers only that studio's classes, so it
 * does not count as booking free there: the backend decides per class.)
 */
export async function mayBookFreeOn(
  site: SiteModel,
  user: UserModel,
  membership: () => Promise<MembershipModel>,
): Promise<boolean> {
  if (user.userType === 'INTERNAL') return true;
  const studioId = site.mode === 'WHITE_LABEL' ? (site.studio?.id ?? null) : null;
  if (user.userType === 'INSTRUCTOR' && studioId !== null && user.instructorStudioIds.includes(studioId))
    return true;
  const current = await membership();
  if (!current.active || current.isClassOnly) return false;
  return current.studioId === null || current.studioId === studioId;
}

/** A booking's place in the member's list: its class's start, then the booking. */
export function bookingSortKey(booking: LiveClassBookingModel, liveClass: LiveClassModel): SortKey {
  return [new Date(liveClass.startsAt).toISOString(), booking.id];
}

/** The viewer's bookings of classes still to come or under way, with their classes, by sort key. */
async function upcomingBookings(
  context: GatewayContext,
): Promise<{ booking: LiveClassBookingModel; liveClass: LiveClassModel }[]> {
  const now = Date.now();
  const withClasses = await Promise.all(
    (await viewerBookings(context)).map(async (booking) => ({
      booking,
      liveClass: booking.liveClass ?? (await requiredClass(context, booking.liveClassId)),
    })),
  );
  return withClasses
    .filter(({ liveClass }) => liveClass.cancelledAt === null && endsAtMs(liveClass) > now)
    .sort((a, b) =>
      a.liveClass.startsAt === b.liveClass.startsAt
        ? a.booking.id - b.booking.id
        : Date.parse(a.liveClass.startsAt) - Date.parse(b.liveClass.startsAt),
    );
}

/**
 * The backend's "may book free" rule for one class: staff; an instructor of the class's studio; an
 * active membership that is not the class-only purchase, sold by the general site or by the class's
 * studio. Visitors (and an ended session) never.
 */
export async function includedForViewer(
  context: GatewayContext,
  liveClass: LiveClassModel,
): Promise<boolean> {
  if (!context.rest.hasAuthorization) return false;
  const user = await context.loaders.accounts.viewer();
  if (!user) return false;
  if (user.userType === 'INTERNAL') return true;
  if (user.userType === 'INSTRUCTOR' && user.instructorStudioIds.includes(liveClass.studioId)) return true;
  const membership = await context.loaders.accounts.membership(user);
  if (!membership.active || membership.isClassOnly) return false;
  return membership.studioId === null || membership.studioId === liveClass.studioId;
}

export const bookingResolvers: Resolvers = {
  User: {
    // Only the viewer is ever a User (accounts/loaders.ts), so the request's one purchased call serves it.
    bookedLiveClasses: (_user, _args, context) => viewerBookings(context),
    upcomingLiveClassBookings: async (_user, args, context) => {
      // Arguments first: a bad cursor costs no REST call.
      const page = parseKeyPageArgs(args);
      const upcoming = await upcomingBookings(context);
      const keys = new Map(
        upcoming.map(({ booking, liveClass }) => [booking, bookingSortKey(booking, liveClass)]),
      );
      return connectionByKey(
        upcoming.map(({ booking }) => booking),
        page,
        (booking) => keys.get(booking) ?? [],
      );
    },
    pastLiveClassBookings: async (_user, args, context) => {
      // Arguments first: a bad cursor costs no REST call.
      const page = parseRestPageArgs(args);
      const empty = {
        edges: [],
        pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
        totalCount: null,
      };
      if (!context.rest.hasAuthorization) return empty;
      try {
        const rest = await fetchBookingHistory(context.rest, page);
        context.loaders.live.prime(rest.items.map((booking) => booking.liveClass));
        return connectionFromRestPage(rest, page);
      } catch (error) {
        if (isSessionEnded(error)) return empty;
        throw error;
      }
    },
    canBookLiveClassesFree: async (user, { host }, context) =>
      mayBookFreeOn(await loadSite(context, host), user, () => context.loaders.accounts.membership(user)),
  },

  LiveClass: {
    includedForViewer: (liveClass, _args, context) => includedForViewer(context, liveClass),
  },

  LiveClassBooking: {
    id: (booking) => toGlobalId('LiveClassBooking', booking.id),
    databaseId: (booking) => booking.id,
    liveClass: (booking, _args, context) => booking.liveClass ?? requiredClass(context, booking.liveClassId),
  },

  LiveClassAttendance: {
    id: (attendance) => toGlobalId('LiveClassAttendance', attendance.id),
    databaseId: (attendance) => attendance.id,
    liveClass: (attendance, _args, context) => requiredClass(context, attendance.liveClassId),
  },

  Broadcast: {
    liveClass: (broadcast, _args, context) => requiredClass(context, broadcast.liveClassId),
  },
};
