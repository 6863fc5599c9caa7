import type { FastifyInstance } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { toApiLiveClass, type ApiLiveClass } from '../live/present.js';
import { WorkoutRepository, type WorkoutRecord, type WorkoutStatus } from './repository.js';

/** The member's workout calendar (read only; live class bookings add to it). */

/** The most workouts one call returns (the calendar asks for at most a few years). */
export const MAX_WORKOUTS = 1000;

export interface ApiWorkout {
  id: number;
  /** ISO 8601, UTC. */
  when: string;
  status: WorkoutStatus;
  videoId: number | null;
  liveClassId: number | null;
  liveClass: ApiLiveClass | null;
  /** The zone the member planned it in (on-demand workouts they added); null otherwise. */
  timeZone: string | null;
}

/** `YYYY-MM-DD` (a whole UTC day) or an ISO date-time with a zone. */
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$';
const dateSchema = {
  type: 'string',
  maxLength: 40,
  pattern: DATE_PATTERN,
  'x-error': 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone',
} as const;

export const myWorkoutBodySchema = {
  type: 'object',
  properties: { fromDate: dateSchema, toDate: dateSchema },
  required: ['fromDate', 'toDate'],
} as const;

const DAY_MS = 86_400_000;

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

export function toApiWorkout(workout: WorkoutRecord): ApiWorkout {
  return {
    id: workout.id,
    when: workout.when.toISOString(),
    status: workout.status,
    videoId: workout.videoId,
    liveClassId: workout.liveClassId,
    liveClass: workout.liveClass === null ? null : toApiLiveClass(workout.liveClass),
    timeZone: workout.timeZone,
  };
}

export function registerWorkoutRoutes(app: FastifyInstance, db: Database): void {
  const signedIn = authenticate(app, db);
  const repository = new WorkoutRepository(db);

  app.post<{ Body: { fromDate: string; toDate: string } }>(
    '/api/workout/myWorkout',
    { schema: { body: myWorkoutBodySchema }, preHandler: signedIn },
    async (request) => {
      // authUserInfo in the body (clients send it) is ignored: the session says whose calendar it is.
      const { member } = memberOf(request);
      const from = parseBound(request.body.fromDate, false);
      if (from === undefined) throw new HttpError(400, 'fromDate: is not a real date', 'invalid_input');
      const to = parseBound(request.body.toDate, true);
      if (to === undefined) throw new HttpError(400, 'toDate: is not a real date', 'invalid_input');
      if (to.getTime() <= from.getTime())
        throw new HttpError(400, 'toDate: must not be before fromDate', 'invalid_input');
      const workouts = await repository.listForMember(member.id, from, to, MAX_WORKOUTS);
      return ok({ workouts: workouts.map(toApiWorkout), status: true });
    },
  );
}
