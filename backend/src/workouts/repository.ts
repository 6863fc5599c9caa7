import type { Queryable } from '../db/database.js';
import {
  LIVE_CLASS_COLUMNS,
  toLiveClassRecord,
  type LiveClassRecord,
  type LiveClassRow,
} from '../live/repository.js';

/**
 * The member's workout calendar in the database: table `workouts` (booking a live class adds to it,
 * cancelling the booking takes it off). Every read that answers a member is by owner: another
 * member's workout is never found, so it reads exactly like an unknown one.
 */

export type WorkoutStatus = 'scheduled' | 'completed' | 'skipped';

export const WORKOUT_STATUSES: readonly WorkoutStatus[] = ['completed', 'scheduled', 'skipped'];

export interface WorkoutRecord {
  id: number;
  userId: number;
  when: Date;
  status: WorkoutStatus;
  videoId: number | null;
  liveClassId: number | null;
  /** The member's IANA zone when they planned it themselves (on-demand workouts). */
  timeZone: string | null;
  /** The booked class, when the workout is one and the class still exists. */
  liveClass: LiveClassRecord | null;
  /** Whether the member holds a booking of the class that they have not cancelled. */
  booked: boolean;
  /** Raised by the database on every change of what the workout says. */
  revision: number;
  updatedAt: Date;
}

interface WorkoutRow {
  workout_id: number;
  workout_user_id: number;
  when_at: Date | string;
  status: WorkoutStatus;
  video_id: number | null;
  workout_live_class_id: number | null;
  workout_time_zone: string | null;
  workout_booked: boolean;
  workout_revision: number;
  workout_updated_at: Date | string;
}

type JoinedRow = WorkoutRow & Partial<LiveClassRow>;

function toRecord(row: JoinedRow): WorkoutRecord {
  const hasClass = row.workout_live_class_id !== null && row.id !== undefined && row.id !== null;
  return {
    id: row.workout_id,
    userId: row.workout_user_id,
    when: new Date(row.when_at),
    status: row.status,
    videoId: row.video_id,
    liveClassId: row.workout_live_class_id,
    timeZone: row.workout_time_zone,
    // The LEFT JOIN filled every class column when the class exists.
    liveClass: hasClass ? toLiveClassRecord(row as WorkoutRow & LiveClassRow) : null,
    booked: row.workout_booked,
    revision: Number(row.workout_revision),
    updatedAt: new Date(row.workout_updated_at),
  };
}

/** A workout with its class (if any) and whether the member still holds a booking of it. */
const SELECT_WORKOUT = `
  SELECT w.id AS workout_id, w.user_id AS workout_user_id, w.when_at, w.status, w.video_id,
         w.live_class_id AS workout_live_class_id, w.time_zone AS workout_time_zone,
         w.revision AS workout_revision, w.updated_at AS workout_updated_at,
         (w.live_class_id IS NOT NULL AND EXISTS (
            SELECT 1 FROM live_class_bookings b
             WHERE b.user_id = w.user_id AND b.live_class_id = w.live_class_id AND b.cancelled_at IS NULL
         )) AS workout_booked,
         ${LIVE_CLASS_COLUMNS}
    FROM workouts w
    LEFT JOIN (live_classes l JOIN studios s ON s.id = l.studio_id) ON l.id = w.live_class_id`;

/** A passed workout the auto-skip job changed. */
export interface PassedWorkout {
  id: number;
  userId: number;
  status: WorkoutStatus;
}

export class WorkoutRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The member's workouts in [from, to), in time order (then id), at most `limit`; only those of
   * `statuses` when given.
   */
  async listForMember(
    userId: number,
    from: Date,
    to: Date,
    limit: number,
    statuses?: readonly WorkoutStatus[],
  ): Promise<WorkoutRecord[]> {
    const rows = await this.db.query<JoinedRow>(
      `${SELECT_WORKOUT}
        WHERE w.user_id = $1 AND w.when_at >= $2 AND w.when_at < $3
          AND ($4::text[] IS NULL OR w.status = ANY($4::text[]))
        ORDER BY w.when_at, w.id
        LIMIT ${Math.trunc(limit)}`,
      [userId, from, to, statuses === undefined ? null : [...statuses]],
    );
    return rows.map(toRecord);
  }

  /**
   * The member's workout `id`, or undefined when there is none or it is another member's.
   * `forUpdate` locks it for the caller's transaction (a change and its checks agree).
   */
  async findForMember(
    id: number,
    userId: number,
    options: { forUpdate?: boolean } = {},
  ): Promise<WorkoutRecord | undefined> {
    const rows = await this.db.query<JoinedRow>(
      `${SELECT_WORKOUT} WHERE w.id = $1 AND w.user_id = $2${options.forUpdate === true ? ' FOR UPDATE OF w' : ''}`,
      [id, userId],
    );
    return rows[0] === undefined ? undefined : toRecord(rows[0]);
  }

  /** The workouts of `ids` (any member's: for the job's events), in id order. */
  async byIds(ids: readonly number[]): Promise<WorkoutRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<JoinedRow>(
      `${SELECT_WORKOUT} WHERE w.id = ANY($1::int[]) ORDER BY w.id`,
      [[...ids]],
    );
    return rows.map(toRecord);
  }

  /** An on-demand workout the member planned: `scheduled` at `when`, with the zone they planned it in. */
  async addVideo(
    userId: number,
    videoId: number,
    when: Date,
    timeZone: string,
    now: Date,
  ): Promise<WorkoutRecord> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO workouts (user_id, when_at, status, video_id, live_class_id, time_zone, created_at, updated_at)
       VALUES ($1, $2, 'scheduled', $3, NULL, $4, $5, $5) RETURNING id`,
      [userId, when, videoId, timeZone, now],
    );
    const id = rows[0]?.id;
    const added = id === undefined ? undefined : await this.findForMember(id, userId);
    if (added === undefined) throw new Error('workout insert returned no row');
    return added;
  }

  /** Moves the member's workout (locked by the caller) to `when`, planned in `timeZone`. */
  async reschedule(id: number, when: Date, timeZone: string, now: Date): Promise<void> {
    await this.db.query('UPDATE workouts SET when_at = $2, time_zone = $3, updated_at = $4 WHERE id = $1', [
      id,
      when,
      timeZone,
      now,
    ]);
  }

  async setStatus(id: number, status: WorkoutStatus, now: Date): Promise<void> {
    await this.db.query('UPDATE workouts SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
  }

  async delete(id: number): Promise<void> {
    await this.db.query('DELETE FROM workouts WHERE id = $1', [id]);
  }

  /**
   * Up to `limit` workouts still `scheduled` whose time has passed at `now` (their start plus the
   * video's or the class's length, so one under way is left alone), changed in one statement: a
   * booked class the member joined is `completed`, anything else `skipped`. SKIP LOCKED: a workout
   * another run (or a member's change) holds is left to it, and one changed meanwhile is no longer
   * `scheduled`, so however many runs race, each workout changes once.
   */
  async settlePassed(now: Date, limit: number): Promise<PassedWorkout[]> {
    return this.db.query<PassedWorkout>(
      `WITH due AS (
         SELECT w.id FROM workouts w
           LEFT JOIN videos v ON v.id = w.video_id
           LEFT JOIN live_classes l ON l.id = w.live_class_id
          WHERE w.status = 'scheduled' AND w.when_at <= $1
            AND w.when_at + make_interval(secs => COALESCE(v.duration_seconds, l.minutes_duration * 60, 0)) <= $1
          ORDER BY w.when_at, w.id
          LIMIT ${Math.trunc(limit)}
          FOR UPDATE OF w SKIP LOCKED
       )
       UPDATE workouts w
          SET status = CASE WHEN w.live_class_id IS NOT NULL AND EXISTS (
                              SELECT 1 FROM live_class_attendance a
                               WHERE a.user_id = w.user_id AND a.live_class_id = w.live_class_id)
                            THEN 'completed' ELSE 'skipped' END,
              updated_at = $1
         FROM due
        WHERE w.id = due.id AND w.status = 'scheduled'
       RETURNING w.id, w.user_id AS "userId", w.status`,
      [now],
    );
  }

  /** The member's first on-demand workout in [from, to) that is still to do, if any. */
  async firstPlannedVideo(
    userId: number,
    from: Date,
    to: Date,
  ): Promise<{ id: number; when: Date; videoId: number } | undefined> {
    const rows = await this.db.query<{ id: number; when_at: Date | string; video_id: number }>(
      `SELECT id, when_at, video_id FROM workouts
        WHERE user_id = $1 AND video_id IS NOT NULL AND status = 'scheduled' AND when_at >= $2 AND when_at < $3
        ORDER BY when_at, id LIMIT 1`,
      [userId, from, to],
    );
    const row = rows[0];
    return row === undefined ? undefined : { id: row.id, when: new Date(row.when_at), videoId: row.video_id };
  }

  /** A booked class on the member's calendar, scheduled at its start; booking again keeps the one there. */
  async addLiveClass(
    userId: number,
    liveClassId: number,
    when: Date,
    now: Date,
  ): Promise<number | undefined> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO workouts (user_id, when_at, status, video_id, live_class_id, created_at, updated_at)
       VALUES ($1, $2, 'scheduled', NULL, $3, $4, $4)
       ON CONFLICT (user_id, live_class_id) WHERE live_class_id IS NOT NULL DO NOTHING
       RETURNING id`,
      [userId, when, liveClassId, now],
    );
    return rows[0]?.id;
  }

  /** A booked class the studio moved: its workout follows, keeping its id; one passed over as skipped is planned again. */
  async moveLiveClass(
    userId: number,
    liveClassId: number,
    when: Date,
    now: Date,
  ): Promise<number | undefined> {
    const moved = await this.db.query<{ id: number }>(
      `UPDATE workouts
          SET when_at = $3, updated_at = $4,
              status = CASE WHEN status = 'skipped' AND $3::timestamptz > $4::timestamptz THEN 'scheduled' ELSE status END
        WHERE user_id = $1 AND live_class_id = $2
        RETURNING id`,
      [userId, liveClassId, when, now],
    );
    return moved[0]?.id;
  }

  /** A class the member cancelled leaves their calendar. */
  async removeLiveClass(userId: number, liveClassId: number): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      'DELETE FROM workouts WHERE user_id = $1 AND live_class_id = $2 RETURNING id',
      [userId, liveClassId],
    );
    return rows.map((row) => row.id);
  }
}
