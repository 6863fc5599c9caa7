// Query.liveSchedule / Query.liveClass and the LiveClass type. The schedule is ONE REST call (the
// range asked for, answering liveSchedulePublishedUntil of the same site too) however many classes it
// lists (each class's studio comes from the request's catalogue-cached studio list, its
// viewerBooking from the request's one GET /api/liveclass/purchased).
import { GraphQLError } from 'graphql';
import type { QueryResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import { ErrorCode } from '../errors/index.js';
import { toGlobalId } from '../node/global-id.js';
import { connectionFromUnpagedList, parseConnectionArgs } from '../relay/connection.js';
import { databaseIdOf } from '../node/global-id.js';
import type { GatewayContext } from '../graph/context.js';
import { nowOrLater } from '../shared/now-or-later.js';
import { studioById } from '../studios/loaders.js';
import { loadSite } from '../studios/site.js';
import { MAX_CLASS_MINUTES, scheduleRange, scheduleSiteArguments } from './input.js';
import type { LiveClassModel } from './models.js';
import { viewerBookings, viewerFriendsBooked } from './node.js';

export function endsAtMs(liveClass: LiveClassModel): number {
  return Date.parse(liveClass.startsAt) + liveClass.minutesDuration * 60_000;
}

/**
 * What `liveSchedule` lists of a REST schedule: overlapping [from, to) (a class under way at `from`
 * included), not cancelled, on the main site unless a studio's, by start then id.
 */
export function scheduleWindow(
  classes: readonly LiveClassModel[],
  from: number,
  to: number,
  mainSiteOnly: boolean,
): LiveClassModel[] {
  // Each start read once (a week is hundreds of classes; the sort compares each many times).
  const listed: Array<{ start: number; liveClass: LiveClassModel }> = [];
  for (const liveClass of classes) {
    if (liveClass.cancelledAt !== null || (mainSiteOnly && !liveClass.isOnMainSite)) continue;
    const start = Date.parse(liveClass.startsAt);
    if (start < to && start + liveClass.minutesDuration * 60_000 > from) listed.push({ start, liveClass });
  }
  return listed
    .sort((a, b) => a.start - b.start || a.liveClass.id - b.liveClass.id)
    .map(({ liveClass }) => liveClass);
}

/**
 * The studio whose schedule a field asks for (a white-label site's), or null for the main site.
 * A host is resolved from the request's one studio list, as `site(host:)` resolves it.
 */
async function scheduleStudio(
  site: { studioId: number | null; host: string | null },
  context: GatewayContext,
): Promise<number | null> {
  if (site.host === null) return site.studioId;
  return (await loadSite(context, site.host)).studio?.id ?? null;
}

const Query: QueryResolvers = {
  liveSchedule: async (_parent, { from, to, studioId, host }, context) => {
    // Checked before any call: a bad range or id costs no round trip.
    const range = scheduleRange(from, to);
    const site = scheduleSiteArguments(studioId, host);
    const studio = await scheduleStudio(site, context);
    // The REST range is of start times: from the longest class earlier, so one still on at `from` is listed too.
    const starts = { from: range.from - MAX_CLASS_MINUTES * 60_000, to: range.to };
    return scheduleWindow(
      await context.loaders.live.schedule(studio, starts),
      range.from,
      range.to,
      studio === null,
    );
  },
  liveSchedulePublishedUntil: async (_parent, { studioId, host }, context) => {
    const studio = await scheduleStudio(scheduleSiteArguments(studioId, host), context);
    // Read from the same request's schedule call of that site when there is one: asking both costs one REST call.
    return context.loaders.live.publishedUntil(studio);
  },
  liveClass: (_parent, { id }, { loaders }) => {
    const liveClassId = databaseIdOf(id, 'LiveClass');
    return liveClassId === null ? null : loaders.live.byId.load(liveClassId);
  },
};

export const liveClassResolvers: Resolvers = {
  Query,
  LiveClass: {
    id: (liveClass) => toGlobalId('LiveClass', liveClass.id),
    databaseId: (liveClass) => liveClass.id,
    // A Date: the scalar writes it as ISO text without reading the text back.
    endsAt: (liveClass) => new Date(endsAtMs(liveClass)),
    studioTimeZone: (liveClass) => liveClass.timeZone,
    // From the request's one studio list (catalogue-cached), never a call per class.
    studio: (liveClass, _args, { loaders }) =>
      nowOrLater(studioById(loaders.studios, liveClass.studioId), (studio) => {
        if (!studio) {
          throw new GraphQLError(`The studio of live class ${liveClass.id} is not in the studio catalogue.`, {
            extensions: { code: ErrorCode.NotFound },
          });
        }
        return studio;
      }),
    hasEnded: (liveClass) => endsAtMs(liveClass) <= Date.now(),
    // A visitor has no bookings: null at once, not a promise for each class of the week.
    viewerBooking: (liveClass, _args, context) =>
      context.rest.hasAuthorization
        ? viewerBookings(context).then(
            (bookings) => bookings.find((booking) => booking.liveClassId === liveClass.id) ?? null,
          )
        : null,
    // Every class of the operation in one batched call; a visitor's list is empty without one.
    friendsBooked: async (liveClass, args, context) => {
      // Checked before any call: a bad page costs no round trip.
      const page = parseConnectionArgs(args);
      return connectionFromUnpagedList(await viewerFriendsBooked(context, liveClass.id), page);
    },
  },
};
