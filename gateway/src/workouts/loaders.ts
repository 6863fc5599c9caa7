// Per-request loaders for the member's workout calendar:
// - the calendar: one POST /api/workout/myWorkout per range of UTC days, however many workouts it
//   holds and however many fields ask; a range inside days already asked for is read from that
//   answer. The live classes its rows carry go into the live domain's by-id loader, so a workout's
//   class met again costs nothing;
// - the calendar connections (GET /api/calendar/connections) and the feed's address
//   (POST /api/workout/calendarFeed), once each.
// All of it is the member's: forgotten when the member changes, and by the mutations that change it.
import type { LiveClassModel } from '../live/models.js';
import type { RestClient } from '../rest/client.js';
import type { CalendarConnectionModel, CalendarFeedModel, WorkoutModel } from './models.js';
import { fetchCalendarConnections, fetchCalendarFeed, fetchWorkouts } from './rest.js';

export interface WorkoutLoaders {
  /**
   * The viewer's calendar on the UTC days that `[from, to)` touches (ISO instants): every workout of
   * those days, which the caller narrows to the exact range.
   */
  workouts(from: string, to: string): Promise<WorkoutModel[]>;
  /** Google's and Outlook's connection, as the backend lists them. */
  calendarConnections(): Promise<CalendarConnectionModel[]>;
  /** The member's feed address (made by the backend on the first ask). */
  calendarFeed(): Promise<CalendarFeedModel>;
  /** A new feed address was made: it is the one from now on. */
  replaceCalendarFeed(feed: CalendarFeedModel): void;
  /** A workout changed: the calendar is read again if asked. */
  forgetWorkouts(): void;
  /** A connection changed: the connections are read again if asked. */
  forgetCalendarConnections(): void;
  /** The member changed (a booking, a new session): everything is read again if asked. */
  forgetMember(): void;
}

/** What the calendar gives other domains' loaders: the live classes its rows carry. */
export interface WorkoutLoaderOptions {
  primeClasses(classes: Iterable<LiveClassModel | null>): void;
}

/** The UTC day (`YYYY-MM-DD`) of a time in ms. */
function utcDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The REST range covering `[from, to)`: the day of `from` to the day of the last instant before
 * `to` (the contract's `toDate` includes its day).
 */
export function calendarDays(from: string, to: string): { fromDate: string; toDate: string } {
  const start = Date.parse(from);
  const end = Math.max(start, Date.parse(to) - 1);
  return { fromDate: utcDay(start), toDate: utcDay(end) };
}

/** Calls `load` once and hands every caller the same promise until `forget`. */
function once<T>(load: () => Promise<T>) {
  let promise: Promise<T> | undefined;
  return {
    get: () => (promise ??= load()),
    set: (value: T) => {
      promise = Promise.resolve(value);
    },
    forget: () => {
      promise = undefined;
    },
  };
}

export function createWorkoutLoaders(rest: RestClient, options: WorkoutLoaderOptions): WorkoutLoaders {
  const ranges: { fromDate: string; toDate: string; rows: Promise<WorkoutModel[]> }[] = [];
  const connections = once(() => fetchCalendarConnections(rest));
  const feed = once(() => fetchCalendarFeed(rest));
  return {
    workouts(from, to) {
      const { fromDate, toDate } = calendarDays(from, to);
      // Dates in this form compare as text.
      const known = ranges.find((range) => range.fromDate <= fromDate && range.toDate >= toDate);
      if (known) return known.rows;
      const rows = fetchWorkouts(rest, fromDate, toDate).then((found) => {
        options.primeClasses(found.map((row) => row.liveClass));
        return found;
      });
      ranges.push({ fromDate, toDate, rows });
      return rows;
    },
    calendarConnections: connections.get,
    calendarFeed: feed.get,
    replaceCalendarFeed: feed.set,
    forgetWorkouts() {
      ranges.length = 0;
    },
    forgetCalendarConnections: connections.forget,
    forgetMember() {
      ranges.length = 0;
      connections.forget();
      feed.forget();
    },
  };
}
