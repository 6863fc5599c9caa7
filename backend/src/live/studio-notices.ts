import type { Queryable } from '../db/database.js';

/**
 * The notices owed to members when the studio cancels or moves a class they booked: written in the
 * transaction of the change (one statement, however many bookings), sent later by a background job
 * (class-payments/studio-changes.ts), which refunds and mails each booking on its own.
 */

export type StudioNoticeKind = 'cancelled' | 'moved';

export interface StudioNotice {
  id: number;
  bookingId: number;
  kind: StudioNoticeKind;
  /** A move: the class's time as the member last heard it. */
  previous: { scheduledAt: Date; minutesDuration: number } | null;
  attempts: number;
}

interface NoticeRow {
  id: number;
  booking_id: number;
  kind: StudioNoticeKind;
  previous_scheduled_at: Date | string | null;
  previous_minutes_duration: number | null;
  attempts: number;
}

/** Every member still booked on the class hears once that the studio cancelled it. */
export async function noticeClassCancelled(tx: Queryable, liveClassId: number, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO live_class_studio_notices (booking_id, kind, created_at, next_attempt_at)
     SELECT id, 'cancelled', $2, $2 FROM live_class_bookings WHERE live_class_id = $1 AND cancelled_at IS NULL
     ON CONFLICT (booking_id) WHERE kind = 'cancelled' DO NOTHING`,
    [liveClassId, now],
  );
}

/**
 * Every member still booked on the class hears of its new time. A move notice already waiting for a
 * booking stays (it keeps the time the member knew, and reads the class's time when it is sent).
 */
export async function noticeClassMoved(
  tx: Queryable,
  liveClassId: number,
  previous: { scheduledAt: Date; minutesDuration: number },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO live_class_studio_notices
       (booking_id, kind, previous_scheduled_at, previous_minutes_duration, created_at, next_attempt_at)
     SELECT id, 'moved', $2, $3, $4, $4 FROM live_class_bookings WHERE live_class_id = $1 AND cancelled_at IS NULL
     ON CONFLICT (booking_id) WHERE kind = 'moved' AND done_at IS NULL DO NOTHING`,
    [liveClassId, previous.scheduledAt, previous.minutesDuration, now],
  );
}

export class StudioNoticeRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * The next notice due at `now`, locked for the caller's transaction. SKIP LOCKED: a notice another
   * run (on this instance or another) is sending right now is left to it.
   */
  async claimDue(now: Date, skip: readonly number[]): Promise<StudioNotice | undefined> {
    const [row] = await this.db.query<NoticeRow>(
      `SELECT id, booking_id, kind, previous_scheduled_at, previous_minutes_duration, attempts
         FROM live_class_studio_notices
        WHERE done_at IS NULL AND next_attempt_at <= $1 AND NOT (id = ANY($2::int[]))
        ORDER BY next_attempt_at, id
        LIMIT 1
        FOR UPDATE SKIP LOCKED`,
      [now, [...skip]],
    );
    if (row === undefined) return undefined;
    return {
      id: row.id,
      bookingId: row.booking_id,
      kind: row.kind,
      previous:
        row.previous_scheduled_at === null || row.previous_minutes_duration === null
          ? null
          : {
              scheduledAt: new Date(row.previous_scheduled_at),
              minutesDuration: row.previous_minutes_duration,
            },
      attempts: row.attempts,
    };
  }

  async markDone(id: number, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE live_class_studio_notices SET done_at = $2, last_error = NULL WHERE id = $1',
      [id, now],
    );
  }

  /** A failed attempt: tried again at `retryAt`. */
  async markFailed(id: number, error: string, retryAt: Date): Promise<void> {
    await this.db.query(
      `UPDATE live_class_studio_notices SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3
        WHERE id = $1 AND done_at IS NULL`,
      [id, error.slice(0, 1000), retryAt],
    );
  }
}
