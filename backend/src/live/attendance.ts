import type { FastifyInstance } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { mayWatch } from './access.js';
import {
  badInput,
  classCancelled,
  classEnd,
  classEnded,
  CLASS_NOT_LIVE_MESSAGE,
  notFound,
  NO_SUCH_LIVE_CLASS_ID_MESSAGE,
  paymentRequired,
  WATCH_NEEDS_BOOKING_MESSAGE,
} from './errors.js';
import { toApiLiveClass } from './present.js';
import { LiveClassRepository } from './repository.js';
import { attendanceBodySchema, attendanceLeaveBodySchema, attendanceParamsSchema } from './schemas.js';

/** A class's room opens this long before its start (and closes when it ends). */
export const JOIN_EARLY_MS = 60 * 60_000;
/** Slack for clocks and a late "leave" call when checking the camera time against the time joined. */
const CAMERA_SLACK_SECONDS = 60;

export interface ApiAttendance {
  attendanceId: number;
  liveClassId: number;
  joinedAt: string;
  leftAt: string | null;
  cameraOn: boolean | null;
  cameraOnDurationSeconds: number | null;
}

interface AttendanceRow {
  id: number;
  user_id: number;
  live_class_id: number;
  joined_at: Date | string;
  left_at: Date | string | null;
  camera_on: boolean | null;
  camera_on_duration_seconds: number | null;
}

const COLUMNS = 'id, user_id, live_class_id, joined_at, left_at, camera_on, camera_on_duration_seconds';

function toApi(row: AttendanceRow): ApiAttendance {
  return {
    attendanceId: row.id,
    liveClassId: row.live_class_id,
    joinedAt: new Date(row.joined_at).toISOString(),
    leftAt: row.left_at === null ? null : new Date(row.left_at).toISOString(),
    cameraOn: row.camera_on,
    cameraOnDurationSeconds: row.camera_on_duration_seconds,
  };
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/** Attendance: a row when a member joins a class's stream, completed when they leave. */
export function registerAttendanceRoutes(app: FastifyInstance, db: Database): void {
  const signedIn = authenticate(app, db);

  app.post<{ Body: { liveClassId: number; userAgent?: string | null; browser?: string | null } }>(
    '/api/events/live-class',
    { schema: { body: attendanceBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const body = request.body;
      const now = app.clock();
      const attendance = await db.transaction(async (tx) => {
        const live = await new LiveClassRepository(tx).findById(body.liveClassId);
        if (live === undefined) throw notFound(NO_SUCH_LIVE_CLASS_ID_MESSAGE);
        if (live.cancelledAt !== null) throw classCancelled();
        if (!(await mayWatch(tx, member, live, now)))
          throw paymentRequired(WATCH_NEEDS_BOOKING_MESSAGE, toApiLiveClass(live));
        if (now.getTime() < live.scheduledAt.getTime() - JOIN_EARLY_MS)
          throw new HttpError(409, CLASS_NOT_LIVE_MESSAGE, 'class_not_live');
        if (now.getTime() >= classEnd(live).getTime()) throw classEnded();
        const [row] = await tx.query<AttendanceRow>(
          `INSERT INTO live_class_attendance (user_id, live_class_id, user_agent, browser, joined_at)
           VALUES ($1, $2, $3, $4, $5) RETURNING ${COLUMNS}`,
          [member.id, live.id, blankToNull(body.userAgent), blankToNull(body.browser), now],
        );
        return toApi(row!);
      });
      return reply.code(201).send(ok(attendance));
    },
  );

  app.patch<{
    Params: { attendanceId: number };
    Body: { cameraOn: boolean; cameraOnDurationSeconds: number };
  }>(
    '/api/events/live-class/:attendanceId',
    { schema: { params: attendanceParamsSchema, body: attendanceLeaveBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const { cameraOn, cameraOnDurationSeconds } = request.body;
      return ok(
        await db.transaction(async (tx) => {
          const [row] = await tx.query<AttendanceRow>(
            `SELECT ${COLUMNS} FROM live_class_attendance WHERE id = $1 FOR UPDATE`,
            [request.params.attendanceId],
          );
          // Someone else's attendance is answered as unknown.
          if (row === undefined || row.user_id !== member.id)
            throw notFound('attendanceId: no such attendance');
          const since = Math.floor((now.getTime() - new Date(row.joined_at).getTime()) / 1000);
          if (cameraOnDurationSeconds > since + CAMERA_SLACK_SECONDS) {
            throw badInput(`cameraOnDurationSeconds: is longer than the ${since} seconds since joining`);
          }
          const [updated] = await tx.query<AttendanceRow>(
            `UPDATE live_class_attendance SET left_at = $2, camera_on = $3, camera_on_duration_seconds = $4
              WHERE id = $1 RETURNING ${COLUMNS}`,
            [row.id, now, cameraOn, cameraOnDurationSeconds],
          );
          return toApi(updated!);
        }),
      );
    },
  );
}
