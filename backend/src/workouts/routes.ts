import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { recordWorkoutEvent, type WorkoutChange } from './events.js';
import { instantOf, isKnownTimeZone } from './local-time.js';
import { presentWorkout, presentWorkouts } from './present.js';
import { WorkoutRepository, type WorkoutRecord, type WorkoutStatus } from './repository.js';
import {
  myWorkoutBodySchema,
  updateBodySchema,
  updateStatusBodySchema,
  workoutIdBodySchema,
  type MyWorkoutBody,
  type UpdateBody,
  type UpdateStatusBody,
  type WorkoutIdBody,
} from './schemas.js';

/** The member's workout calendar: read it, move, mark and delete their own workouts. */

/** The most workouts one read returns; a range holding more is refused (ask for a shorter one). */
export const MAX_WORKOUTS = 2000;
/** The longest range one read may ask for (the calendar asks from 2000-01-01 to a year ahead). */
export const MAX_RANGE_YEARS = 100;

export const NO_SUCH_WORKOUT_MESSAGE = 'workoutId: no such workout';
/** The specification's wording for a date and time that cannot be read (31 April, 24:00). */
export const INVALID_DATE_MESSAGE = 'Invalid date string passed';
export const LIVE_CLASS_TIME_MESSAGE =
  "A booked class's time is the studio's: a live class on your calendar cannot be moved.";
export const BOOKED_CLASS_MESSAGE =
  'This workout is a live class you booked. Cancel the booking in My classes to take it off your calendar.';
export const STARTED_CLASS_MESSAGE =
  'This workout is a live class you booked, and it has started: it stays on your calendar. Mark it skipped if you missed it.';
export const TOO_MANY_WORKOUTS_MESSAGE = `The range holds more than ${MAX_WORKOUTS} workouts. Ask for a shorter range (fromDate, toDate).`;

const DAY_MS = 86_400_000;

function invalid(message: string): HttpError {
  return new HttpError(400, message, 'invalid_input');
}

function noSuchWorkout(): HttpError {
  return new HttpError(404, NO_SUCH_WORKOUT_MESSAGE, 'not_found');
}

/** The instant a bound names, or undefined for a date that does not exist (2030-02-31). */
function parseBound(text: string, end: boolean): Date | undefined {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const midnight = new Date(Date.UTC(year, month - 1, day));
  if (
    midnight.getUTCFullYear() !== year ||
    midnight.getUTCMonth() !== month - 1 ||
    midnight.getUTCDate() !== day
  )
    return undefined;
  if (text.length === 10) return end ? new Date(midnight.getTime() + DAY_MS) : midnight;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return undefined;
  // A date-time `to` is inclusive: the window is [from, to].
  return end ? new Date(at.getTime() + 1) : at;
}

function statusCounts(workouts: readonly WorkoutRecord[]): Record<WorkoutStatus, number> {
  const counts: Record<WorkoutStatus, number> = { scheduled: 0, completed: 0, skipped: 0 };
  for (const workout of workouts) counts[workout.status] += 1;
  return counts;
}

export function registerWorkoutRoutes(
  app: FastifyInstance,
  db: Database,
  signedIn: preHandlerAsyncHookHandler,
): void {
  app.post<{ Body: MyWorkoutBody }>(
    '/api/workout/myWorkout',
    { schema: { body: myWorkoutBodySchema }, preHandler: signedIn },
    async (request) => {
      // authUserInfo in the body (clients send it) is ignored: the session says whose calendar it is.
      const { member } = memberOf(request);
      const from = parseBound(request.body.fromDate, false);
      if (from === undefined) throw invalid('fromDate: is not a real date');
      const to = parseBound(request.body.toDate, true);
      if (to === undefined) throw invalid('toDate: is not a real date');
      if (to.getTime() <= from.getTime()) throw invalid('toDate: must not be before fromDate');
      const longest = new Date(from);
      longest.setUTCFullYear(longest.getUTCFullYear() + MAX_RANGE_YEARS);
      if (to.getTime() > longest.getTime() + DAY_MS)
        throw invalid(`toDate: the range may be at most ${MAX_RANGE_YEARS} years`);
      const found = await new WorkoutRepository(db).listForMember(member.id, from, to, MAX_WORKOUTS + 1);
      if (found.length > MAX_WORKOUTS)
        throw new HttpError(400, TOO_MANY_WORKOUTS_MESSAGE, 'too_many_workouts');
      return ok({ workouts: await presentWorkouts(db, found), status: statusCounts(found) });
    },
  );

  app.post<{ Body: UpdateBody }>(
    '/api/workout/update',
    { schema: { body: updateBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const body = request.body;
      // A date that exists nowhere (31 April, 24:00) is refused before anything is looked up.
      const anywhere = instantOf(body.when, 'UTC');
      if ('error' in anywhere) throw invalid(INVALID_DATE_MESSAGE);
      if (body.timeZone !== undefined && !isKnownTimeZone(body.timeZone))
        throw invalid('timeZone: is not a known IANA time zone');
      const now = app.clock();
      const updated = await db.transaction(async (tx) => {
        const workouts = new WorkoutRepository(tx);
        const workout = await workouts.findForMember(body.workoutId, member.id, { forUpdate: true });
        if (workout === undefined) throw noSuchWorkout();
        if (workout.liveClassId !== null)
          throw new HttpError(409, LIVE_CLASS_TIME_MESSAGE, 'live_class_time');
        const zone = body.timeZone ?? workout.timeZone;
        if (zone === null)
          throw invalid('timeZone: is required (this workout was not planned in a time zone)');
        const instant = instantOf(body.when, zone);
        if ('error' in instant)
          throw instant.error === 'gap'
            ? invalid(`when: ${body.when} does not exist in ${zone} (the clocks go forward then)`)
            : invalid(INVALID_DATE_MESSAGE);
        const changed: WorkoutChange[] = [];
        if (instant.at.getTime() !== workout.when.getTime()) changed.push('when');
        if (zone !== workout.timeZone) changed.push('timeZone');
        if (changed.length === 0) return presentWorkout(tx, workout);
        await workouts.reschedule(workout.id, instant.at, zone, now);
        const after = await workouts.findForMember(workout.id, member.id);
        if (after === undefined) throw new Error(`workout ${workout.id} vanished`);
        const api = await presentWorkout(tx, after);
        await recordWorkoutEvent(
          tx,
          member.id,
          { type: 'workout.changed', workout: api, changed, automatic: false },
          now,
        );
        return api;
      });
      return ok([updated]);
    },
  );

  app.post<{ Body: UpdateStatusBody }>(
    '/api/workout/updateStatus',
    { schema: { body: updateStatusBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const status: WorkoutStatus = request.body.status ?? 'scheduled';
      const now = app.clock();
      const updated = await db.transaction(async (tx) => {
        const workouts = new WorkoutRepository(tx);
        const workout = await workouts.findForMember(request.body.workoutId, member.id, { forUpdate: true });
        if (workout === undefined) throw noSuchWorkout();
        if (workout.status === status) return presentWorkout(tx, workout);
        await workouts.setStatus(workout.id, status, now);
        const after = await workouts.findForMember(workout.id, member.id);
        if (after === undefined) throw new Error(`workout ${workout.id} vanished`);
        const api = await presentWorkout(tx, after);
        await recordWorkoutEvent(
          tx,
          member.id,
          { type: 'workout.changed', workout: api, changed: ['status'], automatic: false },
          now,
        );
        return api;
      });
      return ok([updated]);
    },
  );

  app.post<{ Body: WorkoutIdBody }>(
    '/api/workout/delete',
    { schema: { body: workoutIdBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const workoutId = await db.transaction(async (tx) => {
        const workouts = new WorkoutRepository(tx);
        const workout = await workouts.findForMember(request.body.workoutId, member.id, { forUpdate: true });
        if (workout === undefined) throw noSuchWorkout();
        // A booked class leaves the calendar with its booking (cancelling it in My classes), never
        // alone: the calendar and the member's bookings (and what was paid) always agree.
        if (workout.booked) {
          const started =
            workout.liveClass !== null && now.getTime() >= workout.liveClass.scheduledAt.getTime();
          throw started
            ? new HttpError(409, STARTED_CLASS_MESSAGE, 'booked_class')
            : new HttpError(409, BOOKED_CLASS_MESSAGE, 'booked_class');
        }
        await workouts.delete(workout.id);
        await recordWorkoutEvent(tx, member.id, { type: 'workout.deleted', workoutId: workout.id }, now);
        return workout.id;
      });
      return ok({ deletedWorkoutId: workoutId });
    },
  );
}
