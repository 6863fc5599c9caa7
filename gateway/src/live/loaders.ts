// Per-request loaders for live classes. One REST call per resource per request, however many fields ask:
// - the schedule: one GET /api/liveclass/upcoming/public/all[?studioId=] per studio key (every
//   class it lists primes `byId`, so the same classes met again cost nothing);
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
} from './rest.js';

export interface LiveLoaders {
  /** Every listed class (not cancelled, not over) of a studio, or of every studio (null). */
  schedule(studioId: number | null): Promise<LiveClassModel[]>;
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

export function createLiveLoaders(rest: RestClient): LiveLoaders {
  const schedules = new Map<string, Promise<LiveClassModel[]>>();
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

  return {
    schedule(studioId) {
      const key = studioId === null ? '' : String(studioId);
      let list = schedules.get(key);
      if (!list) {
        list = fetchSchedule(rest, studioId).then((classes) => {
          prime(classes);
          return classes;
        });
        schedules.set(key, list);
      }
      return list;
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
