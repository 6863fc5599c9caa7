import type { Queryable } from '../db/database.js';
import type { ProgressRecord } from './repository.js';

/**
 * Playback in the database: every event as it came (`video_events`), each viewing's watch time
 * (`video_sessions`, locked while an event is applied), the member's progress per video and the
 * workouts viewings complete. Called inside the logevent transaction only.
 */

export type PlaybackEventType = 'start' | 'heartbeat' | 'pause' | 'seek' | 'complete';

export interface ViewingRecord {
  sessionId: string;
  userId: number;
  videoId: number;
  startedAt: Date;
  lastEventAt: Date;
  lastPosition: number;
  watchedSeconds: number;
  playing: boolean;
  completedAt: Date | null;
}

interface ViewingRow {
  session_id: string;
  user_id: number;
  video_id: number;
  started_at: Date | string;
  last_event_at: Date | string;
  last_position: number;
  watched_seconds: number;
  playing: boolean;
  completed_at: Date | string | null;
}

const VIEWING_COLUMNS = `session_id::text AS session_id, user_id, video_id, started_at, last_event_at,
  last_position::float8 AS last_position, watched_seconds::float8 AS watched_seconds, playing, completed_at`;

function toViewing(row: ViewingRow): ViewingRecord {
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    videoId: row.video_id,
    startedAt: new Date(row.started_at),
    lastEventAt: new Date(row.last_event_at),
    lastPosition: Number(row.last_position),
    watchedSeconds: Number(row.watched_seconds),
    playing: row.playing,
    completedAt: row.completed_at === null ? null : new Date(row.completed_at),
  };
}

export interface CompletedWorkoutRecord {
  id: number;
  when: Date;
  videoId: number;
  timeZone: string | null;
  /** A workout the member had planned (now completed), rather than one the viewing added. */
  planned: boolean;
}

export class WatchingRepository {
  constructor(private readonly tx: Queryable) {}

  async recordEvent(event: {
    userId: number;
    videoId: number;
    sessionId: string;
    type: PlaybackEventType;
    position: number;
    device: string | null;
    analytics: Record<string, unknown> | null;
    at: Date;
  }): Promise<void> {
    await this.tx.query(
      `INSERT INTO video_events (user_id, video_id, session_id, event_type, position_seconds, device, analytics, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8)`,
      [
        event.userId,
        event.videoId,
        event.sessionId,
        event.type,
        event.position,
        event.device,
        event.analytics === null ? null : JSON.stringify(event.analytics),
        event.at,
      ],
    );
  }

  /**
   * The viewing, locked to the end of the transaction (two events of one viewing take turns); a
   * viewing's first event opens it, not playing, at that event's position. `created` says which.
   */
  async lockViewing(
    sessionId: string,
    userId: number,
    videoId: number,
    position: number,
    at: Date,
  ): Promise<{ viewing: ViewingRecord; created: boolean }> {
    const inserted = await this.tx.query<ViewingRow>(
      `INSERT INTO video_sessions (session_id, user_id, video_id, started_at, last_event_at, last_position, playing)
       VALUES ($1, $2, $3, $4, $4, $5, false)
       ON CONFLICT (session_id) DO NOTHING
       RETURNING ${VIEWING_COLUMNS}`,
      [sessionId, userId, videoId, at, position],
    );
    if (inserted[0] !== undefined) {
      // Locked already: the row is this transaction's own until it commits.
      return { viewing: toViewing(inserted[0]), created: true };
    }
    const rows = await this.tx.query<ViewingRow>(
      `SELECT ${VIEWING_COLUMNS} FROM video_sessions WHERE session_id = $1 FOR UPDATE`,
      [sessionId],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('video session vanished while locked');
    return { viewing: toViewing(row), created: false };
  }

  async saveViewing(viewing: ViewingRecord, completedWorkoutId: number | null): Promise<void> {
    await this.tx.query(
      `UPDATE video_sessions
          SET started_at = $2, last_event_at = $3, last_position = $4, watched_seconds = $5, playing = $6,
              completed_at = $7, completed_workout_id = COALESCE($8, CASE WHEN $7::timestamptz IS NULL THEN NULL
                                                                     ELSE completed_workout_id END)
        WHERE session_id = $1`,
      [
        viewing.sessionId,
        viewing.startedAt,
        viewing.lastEventAt,
        viewing.lastPosition,
        viewing.watchedSeconds,
        viewing.playing,
        viewing.completedAt,
        completedWorkoutId,
      ],
    );
  }

  /** Adds the event to the member's progress on the video: position, watch time, completion, when. */
  async updateProgress(change: {
    userId: number;
    videoId: number;
    position: number;
    addedSeconds: number;
    completedAt: Date | null;
    at: Date;
  }): Promise<ProgressRecord> {
    const rows = await this.tx.query<{
      position_seconds: number;
      watched_seconds: number;
      completed_at: Date | string | null;
      last_watched_at: Date | string;
    }>(
      `INSERT INTO video_progress (user_id, video_id, position_seconds, watched_seconds, completed_at, last_watched_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, video_id) DO UPDATE SET
         position_seconds = EXCLUDED.position_seconds,
         watched_seconds = video_progress.watched_seconds + EXCLUDED.watched_seconds,
         completed_at = COALESCE(EXCLUDED.completed_at, video_progress.completed_at),
         last_watched_at = GREATEST(EXCLUDED.last_watched_at, video_progress.last_watched_at)
       RETURNING position_seconds::float8 AS position_seconds, watched_seconds::float8 AS watched_seconds,
                 completed_at, last_watched_at`,
      [change.userId, change.videoId, change.position, change.addedSeconds, change.completedAt, change.at],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('progress upsert returned no row');
    return {
      positionSeconds: Number(row.position_seconds),
      watchedSeconds: Number(row.watched_seconds),
      completedAt: row.completed_at === null ? null : new Date(row.completed_at),
      lastWatchedAt: new Date(row.last_watched_at),
    };
  }

  /**
   * A finished viewing on the member's calendar: the plan they made for this video within 12 hours of
   * now (scheduled, or already marked skipped) becomes completed, the nearest one; without such a
   * plan a completed workout is added.
   */
  async completeWorkout(userId: number, videoId: number, at: Date): Promise<CompletedWorkoutRecord> {
    const planned = await this.tx.query<{ id: number; when_at: Date | string; time_zone: string | null }>(
      `UPDATE workouts SET status = 'completed', updated_at = $3
        WHERE id = (SELECT id FROM workouts
                     WHERE user_id = $1 AND video_id = $2 AND status IN ('scheduled', 'skipped')
                       AND when_at BETWEEN $3::timestamptz - interval '12 hours' AND $3::timestamptz + interval '12 hours'
                     ORDER BY abs(extract(epoch FROM when_at - $3::timestamptz)), id
                     LIMIT 1 FOR UPDATE)
        RETURNING id, when_at, time_zone`,
      [userId, videoId, at],
    );
    const plan = planned[0];
    if (plan !== undefined)
      return { id: plan.id, when: new Date(plan.when_at), videoId, timeZone: plan.time_zone, planned: true };
    const rows = await this.tx.query<{ id: number }>(
      `INSERT INTO workouts (user_id, when_at, status, video_id, live_class_id, created_at, updated_at)
       VALUES ($1, $2, 'completed', $3, NULL, $2, $2) RETURNING id`,
      [userId, at, videoId],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('workout insert returned no id');
    return { id, when: at, videoId, timeZone: null, planned: false };
  }
}
