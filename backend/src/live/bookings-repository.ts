import type { Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import { alreadyBooked } from './errors.js';
import { toApiLiveClass, type ApiLiveClass } from './present.js';
import {
  LIVE_CLASS_COLUMNS,
  LIVE_CLASS_FROM,
  toLiveClassRecord,
  type LiveClassRecord,
  type LiveClassRow,
} from './repository.js';

export type BookingSource = 'subscription' | 'payment' | 'promo';

/** The contract's LiveClassBooking. */
export interface ApiLiveClassBooking {
  id: number;
  liveClassId: number;
  liveClass: ApiLiveClass;
  bookedAt: string;
  source: BookingSource;
  /** Cents paid (0 for a subscriber or a free promo). */
  amount: number;
  promoCode: string | null;
}

interface BookingRow extends LiveClassRow {
  booking_id: number;
  booking_source: BookingSource;
  booking_amount_cents: number;
  booking_promo_code: string | null;
  booked_at: Date | string;
}

const BOOKING_SELECT = `SELECT b.id AS booking_id, b.source AS booking_source, b.amount_cents AS booking_amount_cents,
    b.promo_code AS booking_promo_code, b.booked_at, ${LIVE_CLASS_COLUMNS}
  ${LIVE_CLASS_FROM} JOIN live_class_bookings b ON b.live_class_id = l.id`;

function toApiBooking(row: BookingRow): ApiLiveClassBooking {
  const live = toLiveClassRecord(row);
  return {
    id: row.booking_id,
    liveClassId: live.id,
    liveClass: toApiLiveClass(live),
    bookedAt: new Date(row.booked_at).toISOString(),
    source: row.booking_source,
    amount: row.booking_amount_cents,
    promoCode: row.booking_promo_code,
  };
}

export class BookingRepository {
  constructor(private readonly db: Queryable) {}

  async byId(id: number): Promise<ApiLiveClassBooking | undefined> {
    const rows = await this.db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.id = $1`, [id]);
    return rows[0] ? toApiBooking(rows[0]) : undefined;
  }

  async byPayment(paymentId: string): Promise<ApiLiveClassBooking | undefined> {
    const rows = await this.db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.payment_id = $1`, [paymentId]);
    return rows[0] ? toApiBooking(rows[0]) : undefined;
  }

  /** The member's bookings of classes starting in [from, to), by start time then id. */
  async listForMember(userId: number, from: Date, to: Date): Promise<ApiLiveClassBooking[]> {
    const rows = await this.db.query<BookingRow>(
      `${BOOKING_SELECT} WHERE b.user_id = $1 AND l.scheduled_at >= $2 AND l.scheduled_at < $3 ORDER BY l.scheduled_at, l.id`,
      [userId, from, to],
    );
    return rows.map(toApiBooking);
  }
}

export interface NewBooking {
  source: BookingSource;
  amountCents: number;
  promoCode: string | null;
  paymentId: string | null;
}

/**
 * Books `live` for the member inside the caller's transaction: the booking, its calendar workout
 * (scheduled at the class's start) and the `liveclass.booked` event. Booking twice → 409 already_booked
 * (the unique (user, class) row decides, so a race cannot book twice).
 */
export async function insertBooking(
  tx: Queryable,
  userId: number,
  live: LiveClassRecord,
  booking: NewBooking,
  now: Date,
): Promise<ApiLiveClassBooking> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO live_class_bookings (user_id, live_class_id, source, amount_cents, promo_code, payment_id, booked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, live_class_id) DO NOTHING RETURNING id`,
    [userId, live.id, booking.source, booking.amountCents, booking.promoCode, booking.paymentId, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw alreadyBooked();
  await tx.query(
    `INSERT INTO workouts (user_id, when_at, status, video_id, live_class_id, created_at, updated_at)
     VALUES ($1, $2, 'scheduled', NULL, $3, $4, $4)
     ON CONFLICT (user_id, live_class_id) WHERE live_class_id IS NOT NULL DO NOTHING`,
    [userId, live.scheduledAt, live.id, now],
  );
  const created = await new BookingRepository(tx).byId(id);
  if (created === undefined) throw new Error(`Booking ${id} vanished`);
  await recordEvent(tx, {
    type: 'liveclass.booked',
    occurredAt: now,
    subject: { kind: 'liveclass', id: live.id },
    audienceUserIds: [userId],
    payload: { booking: created },
  });
  return created;
}
