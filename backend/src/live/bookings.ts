import type { FastifyInstance } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import { ok } from '../http/envelope.js';
import { readIds, requiredIdsQuerySchema } from '../http/ids.js';
import { MemberRepository } from '../payments/repository/members.js';
import { freeBookingGrant, hasBooking } from './access.js';
import {
  BookingRepository,
  historyCursor,
  insertBooking,
  readHistoryCursor,
  type BookingPayment,
  type HistoryPosition,
} from './bookings-repository.js';
import type { BookingCalendar } from './calendar.js';
import { enqueueBookingCancelled, enqueueBookingConfirmation, type ClassMail } from './class-mail.js';
import {
  alreadyBooked,
  badInput,
  BOOKING_NEEDS_PAYMENT_MESSAGE,
  checkOpen,
  classStarted,
  INVALID_HISTORY_CURSOR_MESSAGE,
  notFound,
  NO_SUCH_BOOKING_MESSAGE,
  NO_SUCH_LIVE_CLASS_ID_MESSAGE,
  paymentRequired,
} from './errors.js';
import type { CancellationRefund, StudioCancellationMoney } from './messages.js';
import { recordFriendBookingChange } from './friend-bookings.js';
import { toApiLiveClass } from './present.js';
import { LiveClassRepository } from './repository.js';
import { bookBodySchema, bookingHistoryQuerySchema, bookingParamsSchema } from './schemas.js';

/** GET /api/liveclass/purchased starts a day back, so a class just over is still shown. */
export const PURCHASED_FROM_MS = 24 * 3_600_000;

function oneYearAfter(now: Date): Date {
  const later = new Date(now);
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  return later;
}

/** What a member's cancellation answers: the booking that is gone, and the class it was for. */
export interface CancelledBooking {
  bookingId: number;
  liveClassId: number;
}

/**
 * What cancelling does with the money: nothing is refunded, since payments are not refundable once
 * billed, so a paid booking keeps its charge; the cancellation notice states which case it was.
 */
export function refundOnCancel(payment: BookingPayment): CancellationRefund {
  const { charge } = payment;
  if (charge !== null) {
    return {
      kind: 'kept',
      amountCents: charge.amountCents,
      card:
        charge.cardBrand === null || charge.cardLast4 === null
          ? null
          : { brand: charge.cardBrand, last4: charge.cardLast4 },
      paidAt: charge.createdAt,
      chargeRef: charge.reference,
      pending: charge.status === 'pending',
      refunded:
        charge.refundedCents > 0 && charge.refundedAt !== null
          ? { amountCents: charge.refundedCents, at: charge.refundedAt }
          : null,
    };
  }
  if (payment.source === 'subscription') return { kind: 'nothing_charged', why: 'included' };
  if (payment.promoCode !== null && payment.amountCents === 0)
    return { kind: 'nothing_charged', why: 'promo', code: payment.promoCode };
  // A price but no charge standing: the provider failed the payment after the class was booked.
  return { kind: 'nothing_charged', why: payment.amountCents > 0 ? 'payment_failed' : 'free' };
}

/**
 * What a studio cancellation does with the money of a booking (the refund itself is made by the
 * studio's notice, in the background): a payment is refunded in full and any code used is freed.
 */
export function studioCancellationMoney(payment: BookingPayment): StudioCancellationMoney {
  const { charge } = payment;
  if (charge !== null) {
    if (charge.status === 'pending') return { kind: 'payment_processing' };
    return {
      kind: 'refunded',
      amountCents: charge.amountCents,
      card:
        charge.cardBrand === null || charge.cardLast4 === null
          ? null
          : { brand: charge.cardBrand, last4: charge.cardLast4 },
      chargeRef: charge.reference,
      promoCode: payment.promoCode,
    };
  }
  if (payment.source === 'subscription') return { kind: 'included' };
  if (payment.promoCode !== null && payment.amountCents === 0)
    return { kind: 'promo', code: payment.promoCode };
  return { kind: payment.amountCents > 0 ? 'payment_failed' : 'free' };
}

/**
 * Booking without paying, cancelling a booking, the member's booked classes (coming and past), and
 * classes by id for any state. Booking and cancelling are confirmed by e-mail.
 */
export function registerBookingRoutes(
  app: FastifyInstance,
  db: Database,
  calendar: BookingCalendar,
  mail: ClassMail,
): void {
  const signedIn = authenticate(app, db);

  app.get<{ Querystring: { ids: string } }>(
    '/api/liveclass/public',
    { schema: { querystring: requiredIdsQuerySchema } },
    async (request) => {
      const found = await new LiveClassRepository(db).findByIds(readIds(request.query.ids));
      return ok(found.map(toApiLiveClass));
    },
  );

  app.post<{ Body: { liveClassId: number } }>(
    '/api/liveclass/upcoming',
    { schema: { body: bookBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const { booking, email } = await db.transaction(async (tx) => {
        // One booking or purchase of a member at a time (the payments lock), so checks and insert agree.
        await new MemberRepository(tx).lockMember(member.id);
        const live = await new LiveClassRepository(tx).findById(request.body.liveClassId);
        if (live === undefined) throw notFound(NO_SUCH_LIVE_CLASS_ID_MESSAGE);
        checkOpen(live, now);
        if (await hasBooking(tx, member.id, live.id)) throw alreadyBooked();
        const grant = await freeBookingGrant(tx, member, live, now);
        if (grant === null) throw paymentRequired(BOOKING_NEEDS_PAYMENT_MESSAGE, toApiLiveClass(live));
        const made = await insertBooking(
          tx,
          calendar,
          member.id,
          live,
          { source: 'subscription', amountCents: 0, promoCode: null, paymentId: null },
          now,
        );
        const confirmation = await enqueueBookingConfirmation(
          tx,
          mail,
          member,
          made.id,
          live,
          { kind: grant },
          now,
        );
        return { booking: made, email: confirmation };
      });
      await mail.mailer.deliver(email);
      return reply.code(201).send(ok({ booking }));
    },
  );

  app.get('/api/liveclass/purchased', { preHandler: signedIn }, async (request) => {
    const { member } = memberOf(request);
    const now = app.clock();
    const purchased = await new BookingRepository(db).listForMember(
      member.id,
      new Date(now.getTime() - PURCHASED_FROM_MS),
      oneYearAfter(now),
    );
    return ok({ purchased });
  });

  // A fixed path: the router prefers it to `purchased/:bookingId` whatever the order, and that route is DELETE only.
  app.get<{ Querystring: { limit: number; after?: string } }>(
    '/api/liveclass/purchased/history',
    { schema: { querystring: bookingHistoryQuerySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const { limit, after } = request.query;
      let from: HistoryPosition | undefined;
      if (after !== undefined) {
        from = readHistoryCursor(after);
        if (from === undefined) throw badInput(INVALID_HISTORY_CURSOR_MESSAGE);
      }
      const page = await new BookingRepository(db).historyForMember(member.id, app.clock(), limit, from);
      return ok({
        // Each booking with the cursor that continues right after it, for clients that page from any item.
        bookings: page.bookings.map((booking, index) => ({
          ...booking,
          cursor: historyCursor(page.positions[index]!),
        })),
        nextCursor: page.next === null ? null : historyCursor(page.next),
      });
    },
  );

  app.delete<{ Params: { bookingId: number } }>(
    '/api/liveclass/purchased/:bookingId',
    { schema: { params: bookingParamsSchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const now = app.clock();
      const { cancelled, email } = await db.transaction(async (tx) => {
        // The lock booking and paying take: a cancellation never interleaves with this member booking
        // the class again, nor with a second cancellation of the same booking.
        await new MemberRepository(tx).lockMember(member.id);
        const bookings = new BookingRepository(tx);
        // Unknown, another member's or already cancelled: one answer, so nothing is learnt about other bookings.
        const booking = await bookings.liveOfMember(request.params.bookingId, member.id);
        if (booking === undefined) throw notFound(NO_SUCH_BOOKING_MESSAGE);
        const { live } = booking;
        // A class the studio cancelled never starts: its booking can always be cleared from the list.
        if (live.cancelledAt === null && now.getTime() >= live.scheduledAt.getTime()) throw classStarted();
        // Nothing is refunded by the member cancelling: payments are not refundable once billed, so the
        // charge and any promo redemption stay with the cancelled booking. A class the studio
        // cancelled is refunded by the studio's notice, whether or not the member clears it first.
        const payment = await bookings.paymentOf(booking.id);
        if (payment === undefined) throw new Error(`Booking ${booking.id} vanished`);
        await bookings.cancel(booking.id, now);
        await calendar.removeLiveClass(tx, member.id, live.id, now);
        const result: CancelledBooking = { bookingId: booking.id, liveClassId: live.id };
        await recordEvent(tx, {
          type: 'liveclass.booking_cancelled',
          occurredAt: now,
          subject: { kind: 'liveclass', id: live.id },
          audienceUserIds: [member.id],
          payload: { ...result },
        });
        await recordFriendBookingChange(tx, member.id, live, now);
        const notice = await enqueueBookingCancelled(
          tx,
          mail,
          member,
          booking.id,
          live,
          live.cancelledAt === null
            ? refundOnCancel(payment)
            : { kind: 'studio_cancelled', money: studioCancellationMoney(payment) },
          now,
        );
        return { cancelled: result, email: notice };
      });
      await mail.mailer.deliver(email);
      return ok({ cancelled });
    },
  );
}
