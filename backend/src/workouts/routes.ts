import type { FastifyInstance } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { toApiLiveClass, type ApiLiveClass } from '../live/present.js';
import { LIVE_CLASS_COLUMNS, toLiveClassRecord, type LiveClassRow } from '../live/repository.js';

/** The member's workout calendar (read only; live class bookings add to it). */

/** The most workouts one call returns (the calendar asks for at most a few years). */
export const MAX_WORKOUTS = 1000;

export type WorkoutStatus = 'scheduled' | 'completed' | 'skipped';

export interface ApiWorkout {
  id: number;
  /** ISO 8601, UTC. */
  when: string;
  status: WorkoutStatus;
  videoId: number | null;
  liveClassId: number | null;
  liveClass: ApiLiveClass | null;
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
  if (midnight.getUTCFullYear() !== year || midnight.getUTCMonth() !== month - 1 || midnight.getUTCDate() !== day) return undefined;
  if (text.length === 10) return end ? new Date(midnight.getTime() + DAY_MS) : midnight;
  const at = new Date(text);
  if (Number.isNaN(at.getTime())) return undefined;
  // A date-time `to` is inclusive: the window is [from, to].
  return end ? new Date(at.getTime() + 1) : at;
}

interface WorkoutRow {
  workout_id: number;
  when_at: Date | string;
  status: WorkoutStatus;
  video_id: number | null;
  workout_live_class_id: number | null;
}

type JoinedRow = WorkoutRow & Partial<LiveClassRow>;

function toApiWorkout(row: JoinedRow): ApiWorkout {
  const hasClass = row.workout_live_class_id !== null && row.id !== undefined && row.id !== null;
  return {
    id: row.workout_id,
    when: new Date(row.when_at).toISOString(),
    status: row.status,
    videoId: row.video_id,
    liveClassId: row.workout_live_class_id,
    // The LEFT JOIN filled every class column when the class exists.
    liveClass: hasClass ? toApiLiveClass(toLiveClassRecord(row as WorkoutRow & LiveClassRow)) : null,
  };
}

export function registerWorkoutRoutes(app: FastifyInstance, db: Database): void {
  const signedIn = authenticate(app, db);

  app.post<{ Body: { fromDate: string; toDate: string } }>(
    '/api/workout/myWorkout',
    { schema: { body: myWorkoutBodySchema }, preHandler: signedIn },
    async (request) => {
      // authUserInfo in the body (spec) is ignored: the session says whose calendar it is.
      const { member } = memberOf(request);
      const from = parseBound(request.body.fromDate, false);
      if (from === undefined) throw new HttpError(400, 'fromDate: is not a real date', 'invalid_input');
      const to = parseBound(request.body.toDate, true);
      if (to === undefined) throw new HttpError(400, 'toDate: is not a real date', 'invalid_input');
      if (to.getTime() <= from.getTime()) throw new HttpError(400, 'toDate: must not be before fromDate', 'invalid_input');
      const rows = await db.query<JoinedRow>(
        `SELECT w.id AS workout_id, w.when_at, w.status, w.video_id, w.live_class_id AS workout_live_class_id,
                ${LIVE_CLASS_COLUMNS}
           FROM workouts w
           LEFT JOIN (live_classes l JOIN studios s ON s.id = l.studio_id) ON l.id = w.live_class_id
          WHERE w.user_id = $1 AND w.when_at >= $2 AND w.when_at < $3
          ORDER BY w.when_at, w.id
          LIMIT ${MAX_WORKOUTS}`,
        [member.id, from, to],
      );
      return ok({ workouts: rows.map(toApiWorkout), status: true });
    },
  );
}
