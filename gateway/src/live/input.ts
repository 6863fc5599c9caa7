// Cheap checks of live-class input made before any REST call: ids that name nothing (another type's
// global id, garbage), ranges the schedule refuses, stream ids the broadcast registry would refuse.
// A refusal costs no round trip; everything that needs the backend's knowledge stays the backend's.
import { userInputError } from '../errors.js';
import { fromGlobalKey, numericKey } from '../node/global-id.js';

/** The longest range `liveSchedule` serves. */
export const MAX_SCHEDULE_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;
export const MAX_USER_AGENT_LENGTH = 500;
export const MAX_BROWSER_LENGTH = 100;
export const STREAM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * A database id from a global id of `typeName` or a plain number (as in the page's URL); null when
 * it is neither (another type's global id names nothing here).
 */
export function databaseIdOf(id: string, typeName: string): number | null {
  const trimmed = id.trim();
  const plain = numericKey(trimmed);
  if (plain !== null) return plain;
  const decoded = fromGlobalKey(trimmed);
  return decoded && decoded.typeName === typeName ? numericKey(decoded.key) : null;
}

/** `studioId` of the schedule and its subscription: absent means the main site; a bad id is BAD_USER_INPUT. */
export function studioIdArgument(studioId: string | null | undefined): number | null {
  if (studioId === null || studioId === undefined) return null;
  const id = databaseIdOf(studioId, 'Studio');
  if (id === null) throw userInputError('studioId must be a Studio id (its global id or numeric id).');
  return id;
}

/** A DateTime argument as a time in ms (the scalar gives a Date; a string is read too). */
function timeOf(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** `from`/`to` of `liveSchedule`: to after from, at most 31 days apart. */
export function scheduleRange(from: Date | string, to: Date | string): { from: number; to: number } {
  const start = timeOf(from);
  const end = timeOf(to);
  if (Number.isNaN(start) || Number.isNaN(end)) throw userInputError('from and to must be date-times.');
  if (end <= start) throw userInputError('to must be after from.');
  if (end - start > MAX_SCHEDULE_DAYS * DAY_MS) throw userInputError(`The schedule is served at most ${MAX_SCHEDULE_DAYS} days at a time.`);
  return { from: start, to: end };
}

/** An ISO form of a DateTime argument, for a REST body. */
export function isoOf(value: Date | string): string {
  const time = timeOf(value);
  if (Number.isNaN(time)) throw userInputError('from and to must be date-times.');
  return new Date(time).toISOString();
}
