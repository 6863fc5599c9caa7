import type { Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import type { BookingCalendar } from './calendar.js';
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
  booking_cancelled_at: Date | string | null;
}

const BOOKING_SELECT = `SELECT b.id AS booking_id, b.source AS booking_source, b.amount_cents AS booking_amount_cents,
    b.promo_code AS booking_promo_code, b.booked_at, b.cancelled_at AS booking_cancelled_at, ${LIVE_CLASS_COLUMNS}
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

/** A member's booking that is not cancelled, with the class it is for. */
export interface LiveBooking {
  id: number;
  live: LiveClassRecord;
}

/**
 * Bookings as members hold them. A booking the member cancelled is kept (what was paid stays paid)
 * but no longer counts: every read here but `byPayment` leaves it out.
 */
export class BookingRepository {
  constructor(private readonly db: Queryable) {}

  async byId(id: number): Promise<ApiLiveClassBooking | undefined> {
    const rows = await this.db.query<BookingRow>(
      `${BOOKING_SELECT} WHERE b.id = $1 AND b.cancelled_at IS NULL`,
      [id],
    );
    return rows[0] ? toApiBooking(rows[0]) : undefined;
  }

  /** The member's booking `id` unless it was cancelled; another member's is undefined too. */
  async liveOfMember(id: number, userId: number): Promise<LiveBooking | undefined> {
    const rows = await this.db.query<BookingRow>(
      `${BOOKING_SELECT} WHERE b.id = $1 AND b.user_id = $2 AND b.cancelled_at IS NULL`,
      [id, userId],
    );
    return rows[0] ? { id: rows[0].booking_id, live: toLiveClassRecord(rows[0]) } : undefined;
  }

  /** The booking a payment made, cancelled or not: a repeated confirmation must tell the two apart. */
  async byPayment(
    paymentId: string,
  ): Promise<{ booking: ApiLiveClassBooking; cancelled: boolean } | undefined> {
    const rows = await this.db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.payment_id = $1`, [paymentId]);
    const row = rows[0];
    return row ? { booking: toApiBooking(row), cancelled: row.booking_cancelled_at !== null } : undefined;
  }

  /** The member's bookings of classes starting in [from, to), by start time then id; cancelled ones are gone. */
  async listForMember(userId: number, from: Date, to: Date): Promise<ApiLiveClassBooking[]> {
    const rows = await this.db.query<BookingRow>(
      `${BOOKING_SELECT} WHERE b.user_id = $1 AND b.cancelled_at IS NULL AND l.scheduled_at >= $2 AND l.scheduled_at < $3
       ORDER BY l.scheduled_at, l.id`,
      [userId, from, to],
    );
    return rows.map(toApiBooking);
  }

  /** Marks a booking cancelled; the row stays, so its charge and promo redemption still point at it. */
  async cancel(id: number, at: Date): Promise<void> {
    await this.db.query(
      'UPDATE live_class_bookings SET cancelled_at = $2 WHERE id = $1 AND cancelled_at IS NULL',
      [id, at],
    );
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
 * (the unique index of (user, class) among bookings not cancelled decides, so a race cannot book twice;
 * a class whose booking the member cancelled can be booked again).
 */
export async function insertBooking(
  tx: Queryable,
  calendar: BookingCalendar,
  userId: number,
  live: LiveClassRecord,
  booking: NewBooking,
  now: Date,
): Promise<ApiLiveClassBooking> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO live_class_bookings (user_id, live_class_id, source, amount_cents, promo_code, payment_id, booked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, live_class_id) WHERE cancelled_at IS NULL DO NOTHING RETURNING id`,
    [userId, live.id, booking.source, booking.amountCents, booking.promoCode, booking.paymentId, now],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw alreadyBooked();
  await calendar.addLiveClass(tx, userId, live.id, live.scheduledAt, now);
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
