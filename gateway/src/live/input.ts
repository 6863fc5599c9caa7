// Cheap checks of live-class input made before any REST call: ids that name nothing (another type's
// global id, garbage), ranges the schedule refuses, stream ids the broadcast registry would refuse.
// A refusal costs no round trip; everything that needs the backend's knowledge stays the backend's.
import { userInputError } from '../errors/index.js';
import { databaseIdOf } from '../node/global-id.js';
import { timeOf } from '../shared/dates.js';

/** The longest range `liveSchedule` serves. */
export const MAX_SCHEDULE_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest a class lasts (API.md: `minutesDuration` 1–600): how long before `from` a class still on at `from` may start. */
export const MAX_CLASS_MINUTES = 600;
export const MAX_USER_AGENT_LENGTH = 500;
export const MAX_BROWSER_LENGTH = 100;
export const STREAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `studioId` of the schedule and its subscription: absent means the main site; a bad id is BAD_USER_INPUT. */
export function studioIdArgument(studioId: string | null | undefined): number | null {
  if (studioId === null || studioId === undefined) return null;
  const id = databaseIdOf(studioId, 'Studio');
  if (id === null) throw userInputError('studioId must be a Studio id (its global id or numeric id).');
  return id;
}

/** `from`/`to` of `liveSchedule`: to after from, at most 31 days apart. */
export function scheduleRange(from: Date | string, to: Date | string): { from: number; to: number } {
  const start = timeOf(from);
  const end = timeOf(to);
  if (Number.isNaN(start) || Number.isNaN(end)) throw userInputError('from and to must be date-times.');
  if (end <= start) throw userInputError('to must be after from.');
  if (end - start > MAX_SCHEDULE_DAYS * DAY_MS)
    throw userInputError(`The schedule is served at most ${MAX_SCHEDULE_DAYS} days at a time.`);
  return { from: start, to: end };
}

/** The site of a schedule field: by `studioId`, or by `host` (resolved as `site(host:)` does), not both. */
export function scheduleSiteArguments(
  studioId: string | null | undefined,
  host: string | null | undefined,
): { studioId: number | null; host: string | null } {
  const studio = studioIdArgument(studioId);
  if (host === null || host === undefined) return { studioId: studio, host: null };
  if (studio !== null) throw userInputError('Give studioId or host, not both.');
  return { studioId: null, host };
}
