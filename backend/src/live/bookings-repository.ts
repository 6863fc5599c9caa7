import type { Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import { MAX_ID } from '../http/ids.js';
import type { BookingCalendar } from './calendar.js';
import { alreadyBooked } from './errors.js';
import { recordFriendBookingChange } from './friend-bookings.js';
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
  /** Cents given back to the card (the studio cancelled the class, or support refunded it); null when nothing. */
  refundedAmount: number | null;
  /** When that refund was made (ISO 8601, UTC); null when nothing was refunded. */
  refundedAt: string | null;
}

interface BookingRow extends LiveClassRow {
  booking_id: number;
  booking_source: BookingSource;
  booking_amount_cents: number;
  booking_promo_code: string | null;
  booked_at: Date | string;
  booking_cancelled_at: Date | string | null;
  booking_refunded_cents: number | null;
  booking_refunded_at: Date | string | null;
}

const BOOKING_COLUMNS = `b.id AS booking_id, b.source AS booking_source, b.amount_cents AS booking_amount_cents,
    b.promo_code AS booking_promo_code, b.booked_at, b.cancelled_at AS booking_cancelled_at,
    r.refunded_cents AS booking_refunded_cents, r.refunded_at AS booking_refunded_at, ${LIVE_CLASS_COLUMNS}`;
/** The booking's paid charge, when any of it was refunded. */
const BOOKING_FROM = `${LIVE_CLASS_FROM} JOIN live_class_bookings b ON b.live_class_id = l.id
  LEFT JOIN LATERAL (
    SELECT c.refunded_cents, c.refunded_at FROM charges c
     WHERE c.live_class_payment_id = b.payment_id AND c.status = 'succeeded' AND c.refunded_cents > 0
     ORDER BY c.id DESC LIMIT 1
  ) r ON true`;
const BOOKING_SELECT = `SELECT ${BOOKING_COLUMNS} ${BOOKING_FROM}`;

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
    refundedAmount: row.booking_refunded_cents ?? null,
    refundedAt: row.booking_refunded_at === null ? null : new Date(row.booking_refunded_at).toISOString(),
  };
}

/** How a booking was paid for, and its charge when money was taken (or is being taken). */
export interface BookingPayment {
  source: BookingSource;
  amountCents: number;
  promoCode: string | null;
  charge: {
    reference: string;
    amountCents: number;
    status: 'succeeded' | 'pending';
    cardBrand: string | null;
    cardLast4: string | null;
    createdAt: Date;
    /** What support refunded of it at the payment provider, and when (0 and null when nothing). */
    refundedCents: number;
    refundedAt: Date | null;
  } | null;
}

/** A member's booking that is not cancelled, with the class it is for. */
export interface LiveBooking {
  id: number;
  live: LiveClassRecord;
}

/**
 * Where a page of the member's class history ends: the class start, to the microsecond PostgreSQL
 * keeps, and the booking id. The next page starts strictly after it, so a booking cancelled or a
 * class cancelled by the studio between two pages neither skips nor repeats one.
 */
export interface HistoryPosition {
  /** The class start as `YYYY-MM-DDTHH:MM:SS.ffffffZ` (UTC). */
  startsAt: string;
  bookingId: number;
}

/** The only cursor shape handed out: `<class start, UTC, microseconds>_<booking id>`. */
export const HISTORY_CURSOR_PATTERN =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{6}Z_[1-9][0-9]{0,9}$';

export function historyCursor(position: HistoryPosition): string {
  return `${position.startsAt}_${position.bookingId}`;
}

/**
 * The position a cursor names, or undefined when it is not one this backend could have handed out:
 * another shape, a date and time that does not exist (`2030-02-31`, `24:00`, year 0), or an id no
 * booking can have.
 */
export function readHistoryCursor(cursor: string): HistoryPosition | undefined {
  if (!new RegExp(HISTORY_CURSOR_PATTERN).test(cursor)) return undefined;
  const [startsAt = '', id = ''] = cursor.split('_');
  const bookingId = Number(id);
  if (bookingId > MAX_ID) return undefined;
  // JavaScript rolls impossible dates over (31 February reads as 3 March) where PostgreSQL refuses
  // them: a date and time exists when reading it back gives the same fields. Year 0 does not exist.
  const at = new Date(`${startsAt.slice(0, 23)}Z`);
  const exists =
    !Number.isNaN(at.getTime()) &&
    at.getUTCFullYear() >= 1 &&
    at.toISOString().slice(0, 19) === startsAt.slice(0, 19);
  return exists ? { startsAt, bookingId } : undefined;
}

/** One page of the member's class history, and where the next one starts (none after the last page). */
export interface HistoryPage {
  bookings: ApiLiveClassBooking[];
  /** Each booking's place in the order, for its cursor. */
  positions: HistoryPosition[];
  next: HistoryPosition | null;
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

  /**
   * The member's bookings, not cancelled by them, of classes that are over at `now`: ended (start +
   * duration) or cancelled by the studio, whatever their time. Newest first: class start descending,
   * then booking id descending; `limit` of them from just after `after`.
   */
  async historyForMember(
    userId: number,
    now: Date,
    limit: number,
    after: HistoryPosition | undefined,
  ): Promise<HistoryPage> {
    // One row more than asked says whether another page follows, without counting.
    const rows = await this.db.query<BookingRow & { history_starts_at: string }>(
      `SELECT ${BOOKING_COLUMNS},
         to_char(l.scheduled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS history_starts_at
       ${BOOKING_FROM}
       WHERE b.user_id = $1 AND b.cancelled_at IS NULL
         AND (l.cancelled_at IS NOT NULL OR l.scheduled_at + make_interval(mins => l.minutes_duration) <= $2)
         AND ($3::timestamptz IS NULL OR (l.scheduled_at, b.id) < ($3::timestamptz, $4::int))
       ORDER BY l.scheduled_at DESC, b.id DESC
       LIMIT $5`,
      [userId, now, after?.startsAt ?? null, after?.bookingId ?? null, limit + 1],
    );
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      bookings: page.map(toApiBooking),
      positions: page.map((row) => ({ startsAt: row.history_starts_at, bookingId: row.booking_id })),
      next:
        rows.length > limit && last !== undefined
          ? { startsAt: last.history_starts_at, bookingId: last.booking_id }
          : null,
    };
  }

  /** What was given for booking `id`: its source, and the charge of its payment that went through or is going through. */
  async paymentOf(id: number): Promise<BookingPayment | undefined> {
    const rows = await this.db.query<{
      source: BookingSource;
      amount_cents: number;
      promo_code: string | null;
      reference: string | null;
      charge_cents: number | null;
      status: 'succeeded' | 'pending' | null;
      card_brand: string | null;
      card_last4: string | null;
      charged_at: Date | string | null;
      refunded_cents: number | null;
      refunded_at: Date | string | null;
    }>(
      `SELECT b.source, b.amount_cents, b.promo_code, c.reference, c.amount_cents AS charge_cents, c.status,
              c.card_brand, c.card_last4, c.created_at AS charged_at, c.refunded_cents, c.refunded_at
         FROM live_class_bookings b
         LEFT JOIN charges c ON c.live_class_payment_id = b.payment_id AND c.status IN ('succeeded', 'pending')
        WHERE b.id = $1
        ORDER BY c.id DESC
        LIMIT 1`,
      [id],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return {
      source: row.source,
      amountCents: row.amount_cents,
      promoCode: row.promo_code,
      charge:
        row.reference === null || row.charge_cents === null || row.status === null || row.charged_at === null
          ? null
          : {
              reference: row.reference,
              amountCents: row.charge_cents,
              status: row.status,
              cardBrand: row.card_brand,
              cardLast4: row.card_last4,
              createdAt: new Date(row.charged_at),
              refundedCents: row.refunded_cents ?? 0,
              refundedAt: row.refunded_at === null ? null : new Date(row.refunded_at),
            },
    };
  }

  /**
   * Booking `id` as a studio's notice needs it, cancelled by its member or not, locked: whose it is,
   * its class, and the per-class payment that bought it (null when none).
   */
  async forNotice(id: number): Promise<
    | {
        id: number;
        userId: number;
        live: LiveClassRecord;
        memberCancelled: boolean;
        paymentId: string | null;
      }
    | undefined
  > {
    const rows = await this.db.query<
      BookingRow & { booking_user_id: number; booking_payment_id: string | null }
    >(
      `SELECT ${BOOKING_COLUMNS}, b.user_id AS booking_user_id, b.payment_id AS booking_payment_id
       ${BOOKING_FROM} WHERE b.id = $1 FOR UPDATE OF b`,
      [id],
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    return {
      id: row.booking_id,
      userId: row.booking_user_id,
      live: toLiveClassRecord(row),
      memberCancelled: row.booking_cancelled_at !== null,
      paymentId: row.booking_payment_id,
    };
  }

  /** Frees the promo code redeemed for booking `id`, so its member may use it again; returns the code. */
  async releasePromo(id: number): Promise<string | null> {
    const rows = await this.db.query<{ code: string }>(
      'DELETE FROM promo_redemptions WHERE live_class_booking_id = $1 RETURNING code',
      [id],
    );
    return rows[0]?.code ?? null;
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
 * (scheduled at the class's start), the `liveclass.booked` event and its note to the member's friends. Booking twice → 409 already_booked
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
  await recordFriendBookingChange(tx, userId, live, now);
  return created;
}
