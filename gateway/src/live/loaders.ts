// Per-request loaders for live classes. One REST call per resource per request, however many fields ask:
// - the schedule: one GET /api/liveclass/upcoming/public/all?from=&to=[&studioId=|&mainSiteOnly=] per
//   site and range; `liveSchedulePublishedUntil` asked in the same request reads its answer from that
//   same call (every class it lists primes `byId`, so the same classes met again cost nothing);
// - classes by id (node/nodes, liveClass(id), a booking or workout without its class): ONE
//   GET /api/liveclass/public?ids=… for every id the request names (DataLoader, ≤100 a batch);
// - the member's bookings: one GET /api/liveclass/purchased, shared by every LiveClass.viewerBooking,
//   User.bookedLiveClasses and node() of a booking;
// - the viewer's friends who booked classes: ONE POST /api/liveclass/friends-booked for every class
//   whose `friendsBooked` the request asks (DataLoader, ≤100 a batch), so a schedule week is one call.
import DataLoader from 'dataloader';
import type { MemberModel } from '../accounts/models.js';
import type { RestClient } from '../rest/client.js';
import type { LiveClassBookingModel, LiveClassModel } from './models.js';
import {
  fetchClassesById,
  fetchFriendsBooked,
  fetchPurchased,
  fetchSchedule,
  MAX_CLASS_IDS,
  MAX_FRIENDS_BOOKED_IDS,
  type ScheduleModel,
  type StartRange,
} from './rest.js';

export interface LiveLoaders {
  /**
   * The classes (not cancelled, not over) of a site starting in `range`: a studio's white-label
   * site, or the main site (null).
   */
  schedule(studioId: number | null, range: StartRange): Promise<LiveClassModel[]>;
  /**
   * When a site's schedule is published until. Served by a schedule read of the same site the
   * request makes anyway (the schedule page asks both: one call); alone, by a day's read.
   */
  publishedUntil(studioId: number | null): Promise<string | null>;
  /** Classes by id, any state; unknown ids give null. Batched into one call. */
  byId: DataLoader<number, LiveClassModel | null>;
  /** The viewer's bookings (a day ago to a year ahead). */
  purchased(): Promise<LiveClassBookingModel[]>;
  /** The viewer's friends who booked each class (a member's only: never asked without a session). */
  friendsBooked: DataLoader<number, MemberModel[]>;
  /** Puts classes the request already holds (an event's payload, a booking's or workout's class) into `byId`. */
  prime(classes: Iterable<LiveClassModel | null>): void;
  /** The member changed (a booking, a new session): bookings and friends' bookings are read again if asked. */
  forgetMember(): void;
}

/** A schedule read: a site and a range, or (range null) only when the site is published until. */
interface ScheduleKey {
  studioId: number | null;
  range: StartRange | null;
}

const scheduleKeyOf = ({ studioId, range }: ScheduleKey): string =>
  `${studioId ?? 'main'}:${range === null ? 'published' : `${range.from}-${range.to}`}`;

/** What `publishedUntil` reads when nothing else of its site is read: the day from now, the shortest call that carries it. */
const DAY_MS = 24 * 60 * 60 * 1000;

export function createLiveLoaders(rest: RestClient): LiveLoaders {
  let purchased: Promise<LiveClassBookingModel[]> | undefined;

  const byId = new DataLoader<number, LiveClassModel | null>(
    async (ids) => {
      const found = new Map(
        (await fetchClassesById(rest, ids)).map((liveClass) => [liveClass.id, liveClass]),
      );
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_CLASS_IDS },
  );

  const friendsBooked = new DataLoader<number, MemberModel[]>(
    async (ids) => {
      const found = await fetchFriendsBooked(rest, ids);
      return ids.map((id) => found.get(id) ?? []);
    },
    { maxBatchSize: MAX_FRIENDS_BOOKED_IDS },
  );

  const prime = (classes: Iterable<LiveClassModel | null>): void => {
    // prime() keeps an entry already there: the first answer of a request wins, so one request
    // never shows two versions of a class.
    for (const liveClass of classes) if (liveClass) byId.prime(liveClass.id, liveClass);
  };

  // Every schedule field of a request's tick is seen together, so a published-until question joins
  // a range read of its site instead of making a call of its own.
  const schedules = new DataLoader<ScheduleKey, ScheduleModel, string>(
    async (keys) => {
      const reads: Array<{ studioId: number | null; read: Promise<ScheduleModel> }> = [];
      const read = (studioId: number | null, range: StartRange): Promise<ScheduleModel> => {
        const started = fetchSchedule(rest, studioId, range).then((schedule) => {
          prime(schedule.classes);
          return schedule;
        });
        reads.push({ studioId, read: started });
        return started;
      };
      // Ranges first (DataLoader hands each distinct key once), then the published-until questions.
      const answers = new Map<ScheduleKey, Promise<ScheduleModel>>();
      for (const key of keys) if (key.range !== null) answers.set(key, read(key.studioId, key.range));
      for (const key of keys) {
        if (key.range !== null) continue;
        const same = reads.find((candidate) => candidate.studioId === key.studioId);
        const now = Date.now();
        answers.set(key, same?.read ?? read(key.studioId, { from: now, to: now + DAY_MS }));
      }
      // One site's failure is that field's error only.
      return Promise.all(
        keys.map((key) =>
          answers
            .get(key)!
            .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      );
    },
    { cacheKeyFn: scheduleKeyOf },
  );

  return {
    async schedule(studioId, range) {
      return (await schedules.load({ studioId, range })).classes;
    },
    async publishedUntil(studioId) {
      return (await schedules.load({ studioId, range: null })).publishedUntil;
    },
    byId,
    purchased() {
      return (purchased ??= fetchPurchased(rest).then((bookings) => {
        prime(bookings.map((booking) => booking.liveClass));
        return bookings;
      }));
    },
    friendsBooked,
    prime,
    forgetMember() {
      purchased = undefined;
      friendsBooked.clearAll();
    },
  };
}
