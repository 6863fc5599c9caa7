import type { Queryable } from '../db/database.js';
import type { BookingCalendar } from '../live/calendar.js';
import {
  LIVE_CLASS_COLUMNS,
  toLiveClassRecord,
  type LiveClassRecord,
  type LiveClassRow,
} from '../live/repository.js';

/**
 * The member's workout calendar in the database: table `workouts` (booking a live class adds to it,
 * cancelling the booking takes it off).
 */

export type WorkoutStatus = 'scheduled' | 'completed' | 'skipped';

export interface WorkoutRecord {
  id: number;
  when: Date;
  status: WorkoutStatus;
  videoId: number | null;
  liveClassId: number | null;
  /** The member's IANA zone when they planned it themselves (on-demand workouts). */
  timeZone: string | null;
  /** The booked class, when the workout is one and the class still exists. */
  liveClass: LiveClassRecord | null;
}

interface WorkoutRow {
  workout_id: number;
  when_at: Date | string;
  status: WorkoutStatus;
  video_id: number | null;
  workout_live_class_id: number | null;
  workout_time_zone: string | null;
}

type JoinedRow = WorkoutRow & Partial<LiveClassRow>;

function toRecord(row: JoinedRow): WorkoutRecord {
  const hasClass = row.workout_live_class_id !== null && row.id !== undefined && row.id !== null;
  return {
    id: row.workout_id,
    when: new Date(row.when_at),
    status: row.status,
    videoId: row.video_id,
    liveClassId: row.workout_live_class_id,
    timeZone: row.workout_time_zone,
    // The LEFT JOIN filled every class column when the class exists.
    liveClass: hasClass ? toLiveClassRecord(row as WorkoutRow & LiveClassRow) : null,
  };
}

export class WorkoutRepository {
  constructor(private readonly db: Queryable) {}

  /** The member's workouts in [from, to), in time order (then id), at most `limit`. */
  async listForMember(userId: number, from: Date, to: Date, limit: number): Promise<WorkoutRecord[]> {
    const rows = await this.db.query<JoinedRow>(
      `SELECT w.id AS workout_id, w.when_at, w.status, w.video_id, w.live_class_id AS workout_live_class_id,
              w.time_zone AS workout_time_zone, ${LIVE_CLASS_COLUMNS}
         FROM workouts w
         LEFT JOIN (live_classes l JOIN studios s ON s.id = l.studio_id) ON l.id = w.live_class_id
        WHERE w.user_id = $1 AND w.when_at >= $2 AND w.when_at < $3
        ORDER BY w.when_at, w.id
        LIMIT ${Math.trunc(limit)}`,
      [userId, from, to],
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
    if (id === undefined) throw new Error('workout insert returned no id');
    return { id, when, status: 'scheduled', videoId, liveClassId: null, timeZone, liveClass: null };
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
  async addLiveClass(userId: number, liveClassId: number, when: Date, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO workouts (user_id, when_at, status, video_id, live_class_id, created_at, updated_at)
       VALUES ($1, $2, 'scheduled', NULL, $3, $4, $4)
       ON CONFLICT (user_id, live_class_id) WHERE live_class_id IS NOT NULL DO NOTHING`,
      [userId, when, liveClassId, now],
    );
  }

  /** A class the member cancelled leaves their calendar. */
  async removeLiveClass(userId: number, liveClassId: number): Promise<void> {
    await this.db.query('DELETE FROM workouts WHERE user_id = $1 AND live_class_id = $2', [
      userId,
      liveClassId,
    ]);
  }
}

/** The calendar the live domain writes to when a member books or cancels a class, inside its transaction. */
export const workoutCalendar: BookingCalendar = {
  addLiveClass: (tx, userId, liveClassId, when, now) =>
    new WorkoutRepository(tx).addLiveClass(userId, liveClassId, when, now),
  removeLiveClass: (tx, userId, liveClassId) =>
    new WorkoutRepository(tx).removeLiveClass(userId, liveClassId),
};
