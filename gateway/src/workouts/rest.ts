// The member's workout calendar (API.md "Workouts") and calendar sync (API.md "Calendar sync"): the
// REST calls and their decoders. Every field is checked: an answer the gateway cannot read is an
// UPSTREAM_ERROR, never a wrong value on the member's calendar. Reads made as POSTs (the contract's
// methods) are sent once, like every POST.
import { FEED_PATH_PATTERN } from '../http/calendar-proxy.js';
import { decodeLiveClass } from '../live/rest.js';
import type { RestClient } from '../rest/client.js';
import { array, isoTime, malformed, object, positiveInt, type Json } from '../rest/decode.js';
import type {
  CalendarConnectionModel,
  CalendarFeedModel,
  CalendarProviderValue,
  CalendarSyncStateValue,
  WorkoutModel,
  WorkoutStatusValue,
} from './models.js';

export const WORKOUTS_PATH = '/api/workout/myWorkout';
export const ADD_WORKOUT_PATH = '/api/workout/add';
export const UPDATE_WORKOUT_PATH = '/api/workout/update';
export const UPDATE_WORKOUT_STATUS_PATH = '/api/workout/updateStatus';
export const DELETE_WORKOUT_PATH = '/api/workout/delete';
export const CALENDAR_FEED_PATH = '/api/workout/calendarFeed';
export const REGENERATE_CALENDAR_FEED_PATH = '/api/workout/calendarFeed/regenerate';
export const CALENDAR_CONNECTIONS_PATH = '/api/calendar/connections';

/** The contract's name of a provider in paths and answers. */
export type RestCalendarProvider = 'google' | 'outlook';

export const calendarConnectPath = (provider: RestCalendarProvider) => `/api/calendar/${provider}/connect`;
export const calendarDisconnectPath = (provider: RestCalendarProvider) =>
  `/api/calendar/${provider}/disconnect`;
export const calendarSyncPath = (provider: RestCalendarProvider) => `/api/calendar/${provider}/sync`;
export const calendarCompletePath = (provider: RestCalendarProvider) => `/api/calendar/${provider}/complete`;

const WORKOUT_STATUSES: Readonly<Record<string, WorkoutStatusValue>> = {
  scheduled: 'SCHEDULED',
  completed: 'COMPLETED',
  skipped: 'SKIPPED',
};

export const REST_WORKOUT_STATUSES: Readonly<Record<WorkoutStatusValue, string>> = {
  SCHEDULED: 'scheduled',
  COMPLETED: 'completed',
  SKIPPED: 'skipped',
};

const PROVIDERS: Readonly<Record<string, CalendarProviderValue>> = { google: 'GOOGLE', outlook: 'OUTLOOK' };

export const REST_PROVIDERS: Readonly<Record<CalendarProviderValue, RestCalendarProvider>> = {
  GOOGLE: 'google',
  OUTLOOK: 'outlook',
};

const SYNC_STATES: Readonly<Record<string, CalendarSyncStateValue>> = {
  unconnected: 'UNCONNECTED',
  unsynced: 'UNSYNCED',
  syncing: 'SYNCING',
  synced: 'SYNCED',
  error: 'ERROR',
};

// ---- strict readers ---------------------------------------------------------------------------

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw malformed(what);
  return value;
}

function nonBlank(value: unknown, what: string): string {
  const read = text(value, what);
  if (read.trim() === '') throw malformed(what);
  return read;
}

function wholeNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw malformed(what);
  return value;
}

function flag(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw malformed(what);
  return value;
}

/** A key the contract always sends (null allowed): absent is malformed, not null. */
function present(raw: Json, key: string, what: string): unknown {
  if (!(key in raw)) throw malformed(`${what}.${key}`);
  return raw[key];
}

function nullablePositive(value: unknown, what: string): number | null {
  return value === null ? null : positiveInt(value, what);
}

/** An address the browser is sent to: http or https only (never `javascript:` or the like). */
function webAddress(value: unknown, what: string): string {
  const read = nonBlank(value, what);
  let url: URL;
  try {
    url = new URL(read);
  } catch {
    throw malformed(what);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw malformed(what);
  return read;
}

// ---- decoders -----------------------------------------------------------------------------------

/** The video summary a calendar row carries: checked whole, its length kept. */
function videoDurationOf(value: unknown, videoId: number | null, what: string): number | null {
  if (value === null) return null;
  const video = object(value, what);
  if (videoId === null || positiveInt(video.id, `${what}.id`) !== videoId) throw malformed(`${what}.id`);
  nonBlank(video.title, `${what}.title`);
  text(video.summary, `${what}.summary`);
  text(video.instructor, `${what}.instructor`);
  return wholeNumber(video.durationSeconds, `${what}.durationSeconds`);
}

/**
 * A calendar row. `complete`: every field of the contract's Workout must be there (the calendar's
 * own answers); otherwise the fields a finished viewing's workout carries are enough (`id, when,
 * status, videoId, liveClassId, liveClass, timeZone`), and whatever else is there is checked too.
 */
function decodeWorkoutRow(value: unknown, what: string, complete: boolean): WorkoutModel {
  const raw = object(value, what);
  const status = typeof raw.status === 'string' ? WORKOUT_STATUSES[raw.status] : undefined;
  if (!status) throw malformed(`${what}.status`);
  const videoId = nullablePositive(present(raw, 'videoId', what), `${what}.videoId`);
  const liveClassId = nullablePositive(present(raw, 'liveClassId', what), `${what}.liveClassId`);
  // A workout is a video or a live class, never both or neither.
  if ((videoId === null) === (liveClassId === null)) throw malformed(`${what}.videoId`);
  const rawClass = complete ? present(raw, 'liveClass', what) : (raw.liveClass ?? null);
  const liveClass = rawClass === null ? null : decodeLiveClass(rawClass, `${what}.liveClass`);
  if (liveClass !== null && liveClass.id !== liveClassId) throw malformed(`${what}.liveClass.id`);
  const rawZone = complete ? present(raw, 'timeZone', what) : (raw.timeZone ?? null);
  const workout: WorkoutModel = {
    __typename: 'Workout',
    id: positiveInt(raw.id, `${what}.id`),
    when: isoTime(raw.when, `${what}.when`),
    status,
    timeZone: rawZone === null ? null : nonBlank(rawZone, `${what}.timeZone`),
    videoId,
    liveClassId,
    liveClass,
  };
  if (complete || 'video' in raw)
    workout.videoDurationSeconds = videoDurationOf(present(raw, 'video', what), videoId, `${what}.video`);
  if (complete || 'programId' in raw) nullablePositive(present(raw, 'programId', what), `${what}.programId`);
  if (complete || 'programTitle' in raw)
    workout.programTitle = text(raw.programTitle, `${what}.programTitle`);
  if (complete || 'revision' in raw) wholeNumber(raw.revision, `${what}.revision`);
  if (complete || 'updatedAt' in raw) isoTime(raw.updatedAt, `${what}.updatedAt`);
  return workout;
}

/** A row of the calendar's own answers (myWorkout, add, update, updateStatus): every field. */
export function decodeWorkout(value: unknown, what: string): WorkoutModel {
  return decodeWorkoutRow(value, what, true);
}

/**
 * A workout as a finished viewing (POST /api/video/logevent) or an event (`workout.added` from a
 * viewing carries only what the library knows) gives it: what is missing is read when asked.
 */
export function decodeWorkoutSketch(value: unknown, what: string): WorkoutModel {
  return decodeWorkoutRow(value, what, false);
}

/** The one workout a change answers (`[Workout]`), which must be the one asked about. */
function changedWorkout(content: unknown, workoutId: number, what: string): WorkoutModel {
  const rows = array(content, what);
  if (rows.length !== 1) throw malformed(what);
  const workout = decodeWorkout(rows[0], `${what}[0]`);
  if (workout.id !== workoutId) throw malformed(`${what}[0].id`);
  return workout;
}

export function decodeCalendarConnection(value: unknown, what: string): CalendarConnectionModel {
  const raw = object(value, what);
  const provider = typeof raw.provider === 'string' ? PROVIDERS[raw.provider] : undefined;
  if (!provider) throw malformed(`${what}.provider`);
  const state = typeof raw.state === 'string' ? SYNC_STATES[raw.state] : undefined;
  if (!state) throw malformed(`${what}.state`);
  return {
    provider,
    configured: flag(raw.configured, `${what}.configured`),
    state,
    reason: raw.reason === undefined || raw.reason === null ? null : nonBlank(raw.reason, `${what}.reason`),
    lastSyncedAt:
      raw.lastSyncedAt === undefined || raw.lastSyncedAt === null
        ? null
        : isoTime(raw.lastSyncedAt, `${what}.lastSyncedAt`),
    pending: wholeNumber(raw.pending, `${what}.pending`),
  };
}

function decodeFeed(value: unknown, what: string): CalendarFeedModel {
  const raw = object(value, what);
  const url = webAddress(raw.url, `${what}.url`);
  // The address the gateway forwards (http/calendar-proxy.ts): any other would answer 404.
  if (!FEED_PATH_PATTERN.test(new URL(url).pathname)) throw malformed(`${what}.url`);
  return { url, createdAt: isoTime(raw.createdAt, `${what}.createdAt`) };
}

// ---- calls --------------------------------------------------------------------------------------

/**
 * POST /api/workout/myWorkout between two UTC dates (`YYYY-MM-DD`, both days included): the
 * caller's workouts by time, with their counts per status (which must add up to the rows).
 */
export async function fetchWorkouts(
  rest: RestClient,
  fromDate: string,
  toDate: string,
): Promise<WorkoutModel[]> {
  const what = 'workout/myWorkout';
  const content = object(await rest.post(WORKOUTS_PATH, { body: { fromDate, toDate } }), what);
  const rows = array(content.workouts, `${what}.workouts`).map((row, index) =>
    decodeWorkout(row, `${what}.workouts[${index}]`),
  );
  const counts = object(content.status, `${what}.status`);
  const total = Object.keys(WORKOUT_STATUSES).reduce(
    (sum, status) => sum + wholeNumber(counts[status], `${what}.status.${status}`),
    0,
  );
  if (total !== rows.length) throw malformed(`${what}.status`);
  return rows;
}

/** POST /api/workout/add: plans a video at the member's wall-clock time in `timeZone`. */
export async function postWorkout(
  rest: RestClient,
  body: { videoId: number; when: string; timeZone: string },
): Promise<WorkoutModel> {
  const workout = decodeWorkout(
    await rest.post(ADD_WORKOUT_PATH, { body: { ...body, liveClassId: null, status: 'scheduled' } }),
    'workout/add',
  );
  if (workout.videoId !== body.videoId) throw malformed('workout/add.videoId');
  return workout;
}

/** POST /api/workout/update: a new wall-clock time, in `timeZone` or the workout's own zone. */
export async function postWorkoutTime(
  rest: RestClient,
  body: { workoutId: number; when: string; timeZone?: string },
): Promise<WorkoutModel> {
  return changedWorkout(await rest.post(UPDATE_WORKOUT_PATH, { body }), body.workoutId, 'workout/update');
}

/** POST /api/workout/updateStatus. */
export async function postWorkoutStatus(
  rest: RestClient,
  workoutId: number,
  status: WorkoutStatusValue,
): Promise<WorkoutModel> {
  return changedWorkout(
    await rest.post(UPDATE_WORKOUT_STATUS_PATH, {
      body: { workoutId, status: REST_WORKOUT_STATUSES[status] },
    }),
    workoutId,
    'workout/updateStatus',
  );
}

/** POST /api/workout/delete: answers the deleted workout's id. */
export async function postWorkoutDeletion(rest: RestClient, workoutId: number): Promise<number> {
  const what = 'workout/delete';
  const content = object(await rest.post(DELETE_WORKOUT_PATH, { body: { workoutId } }), what);
  if (positiveInt(content.deletedWorkoutId, `${what}.deletedWorkoutId`) !== workoutId)
    throw malformed(`${what}.deletedWorkoutId`);
  return workoutId;
}

/** GET /api/calendar/connections: one per provider (Google's, then Outlook's). */
export async function fetchCalendarConnections(rest: RestClient): Promise<CalendarConnectionModel[]> {
  const what = 'calendar/connections';
  const content = await rest.get(CALENDAR_CONNECTIONS_PATH);
  const connections = array(content, what).map((row, index) =>
    decodeCalendarConnection(row, `${what}[${index}]`),
  );
  if (new Set(connections.map((connection) => connection.provider)).size !== connections.length)
    throw malformed(`${what}.provider`);
  return connections;
}

/** The connection a change answers, which must be the provider's asked about. */
function providerConnection(
  content: unknown,
  provider: RestCalendarProvider,
  what: string,
): CalendarConnectionModel {
  const connection = decodeCalendarConnection(content, what);
  if (REST_PROVIDERS[connection.provider] !== provider) throw malformed(`${what}.provider`);
  return connection;
}

/** POST /api/calendar/{provider}/connect: where to send the member to allow access. */
export async function postCalendarConnect(rest: RestClient, provider: RestCalendarProvider): Promise<string> {
  const what = `calendar/${provider}/connect`;
  const content = object(await rest.post(calendarConnectPath(provider)), what);
  return webAddress(content.authorizationUrl, `${what}.authorizationUrl`);
}

/** POST /api/calendar/{provider}/complete: the grant handed in; the connection, now connected. */
export async function postCalendarCompletion(
  rest: RestClient,
  provider: RestCalendarProvider,
  grant: string,
): Promise<CalendarConnectionModel> {
  const what = `calendar/${provider}/complete`;
  return providerConnection(
    await rest.post(calendarCompletePath(provider), { body: { grant } }),
    provider,
    what,
  );
}

/** POST /api/calendar/{provider}/disconnect: the connection, now `unconnected`. */
export async function postCalendarDisconnect(
  rest: RestClient,
  provider: RestCalendarProvider,
): Promise<CalendarConnectionModel> {
  const what = `calendar/${provider}/disconnect`;
  return providerConnection(await rest.post(calendarDisconnectPath(provider)), provider, what);
}

/** POST /api/calendar/{provider}/sync ('Sync Now', 202): the connection as it stands. */
export async function postCalendarSync(
  rest: RestClient,
  provider: RestCalendarProvider,
): Promise<CalendarConnectionModel> {
  const what = `calendar/${provider}/sync`;
  return providerConnection(await rest.post(calendarSyncPath(provider)), provider, what);
}

/** POST /api/workout/calendarFeed: the member's feed address (made on the first call). */
export async function fetchCalendarFeed(rest: RestClient): Promise<CalendarFeedModel> {
  return decodeFeed(await rest.post(CALENDAR_FEED_PATH), 'workout/calendarFeed');
}

/** POST /api/workout/calendarFeed/regenerate: a new address; the old one answers 404 from now on. */
export async function postCalendarFeedRegeneration(rest: RestClient): Promise<CalendarFeedModel> {
  return decodeFeed(await rest.post(REGENERATE_CALENDAR_FEED_PATH), 'workout/calendarFeed/regenerate');
}
