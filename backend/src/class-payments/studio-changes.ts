import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { retryDelayMs } from '../jobs/runner.js';
import { BookingRepository } from '../live/bookings-repository.js';
import { studioCancellationMoney } from '../live/bookings.js';
import type { BookingCalendar } from '../live/calendar.js';
import { enqueueClassMoved, enqueueStudioCancelled, type ClassMail } from '../live/class-mail.js';
import type { Recipient, StudioCancellationMoney } from '../live/messages.js';
import { StudioNoticeRepository, type StudioNotice } from '../live/studio-notices.js';
import type { OutboxEmail } from '../mail/mailer.js';
import type { PaymentProvider } from '../payments/provider.js';
import { ChargeRepository } from '../payments/repository/charges.js';

/**
 * Sends what members are owed when the studio cancels or moves a class they booked: each notice in
 * one transaction of its own (refund, promo code freed, calendar workout, e-mail, notice marked
 * done), so whichever run sends it and however often a run is repeated, a booking is refunded and
 * told once. A notice that fails (the payment provider unreachable, a payment still processing) is
 * tried again after a wait that doubles with each failure; the others go on meanwhile.
 */

/** How often the job looks for notices to send. */
export const STUDIO_NOTICE_CHECK_MS = 10_000;
/** The wait after a notice's first failure; doubled by each further one, up to the maximum. */
export const STUDIO_NOTICE_RETRY_BASE_MS = 30_000;
export const STUDIO_NOTICE_RETRY_MAX_MS = 60 * 60_000;
/** How many notices one run sends at most (a backlog is caught up over the next runs). */
const MAX_NOTICES_PER_RUN = 500;

export interface StudioChangeServices {
  db: Database;
  provider: PaymentProvider;
  mail: ClassMail;
  calendar: BookingCalendar;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** The refund's key at the provider comes from the charge alone: a retry, anywhere, refunds it once. */
export function studioRefundKey(chargeReference: string): string {
  return `studio-cancellation-refund:${chargeReference}`;
}

async function recipientOf(tx: Queryable, userId: number): Promise<Recipient> {
  const [user] = await tx.query<{ id: number; email: string; first_name: string }>(
    'SELECT id, email, first_name FROM users WHERE id = $1',
    [userId],
  );
  if (user === undefined) throw new Error(`No member ${userId}`);
  return { id: user.id, email: user.email, firstName: user.first_name };
}

/**
 * A booking of a class the studio cancelled: its payment refunded in full at the provider and on the
 * charge, a code used on it freed, its workout off the calendar, and the e-mail saying so.
 */
async function sendCancelled(
  tx: Queryable,
  services: StudioChangeServices,
  notice: StudioNotice,
  now: Date,
): Promise<OutboxEmail | undefined> {
  const bookings = new BookingRepository(tx);
  const booking = await bookings.forNotice(notice.bookingId);
  if (booking === undefined) return undefined;
  const payment = await bookings.paymentOf(booking.id);
  if (payment === undefined) return undefined;
  let money: StudioCancellationMoney = studioCancellationMoney(payment);
  if (booking.paymentId !== null) {
    const charges = new ChargeRepository(tx);
    const charge = await charges.chargeOfClassPayment(booking.paymentId);
    if (charge?.status === 'pending')
      throw new Error(`The payment ${charge.reference} is still processing; refunded once it goes through`);
    if (charge !== undefined && charge.providerRef !== null) {
      const owed = charge.amountCents - charge.refundedCents;
      if (owed > 0) {
        const refund = await services.provider.refund(tx, {
          chargeRef: charge.providerRef,
          amountCents: owed,
          idempotencyKey: studioRefundKey(charge.reference),
          metadata: {
            reason: 'studio_cancelled_class',
            bookingId: String(booking.id),
            charge: charge.reference,
          },
          now,
        });
        await charges.recordRefund(charge.providerRef, charge.refundedCents + refund.amountCents, now);
      }
    }
  }
  const released = await bookings.releasePromo(booking.id);
  if (money.kind === 'refunded') money = { ...money, promoCode: released };
  await services.calendar.removeLiveClass(tx, booking.userId, booking.live.id, now);
  return enqueueStudioCancelled(
    tx,
    services.mail,
    await recipientOf(tx, booking.userId),
    booking.id,
    booking.live,
    money,
    now,
  );
}

/**
 * A booking of a class the studio moved: its workout at the new time, and the e-mail with the
 * updated invitation. Nothing when the member cancelled meanwhile, the studio then cancelled the
 * class (its own notice follows), or the class is back at the time the member knew.
 */
async function sendMoved(
  tx: Queryable,
  services: StudioChangeServices,
  notice: StudioNotice,
  now: Date,
): Promise<OutboxEmail | undefined> {
  const booking = await new BookingRepository(tx).forNotice(notice.bookingId);
  const previous = notice.previous;
  if (booking === undefined || previous === null || booking.memberCancelled) return undefined;
  const { live } = booking;
  if (live.cancelledAt !== null) return undefined;
  if (
    live.scheduledAt.getTime() === previous.scheduledAt.getTime() &&
    live.minutesDuration === previous.minutesDuration
  )
    return undefined;
  await services.calendar.moveLiveClass(tx, booking.userId, live.id, live.scheduledAt, now);
  return enqueueClassMoved(
    tx,
    services.mail,
    await recipientOf(tx, booking.userId),
    booking.id,
    live,
    previous,
    now,
  );
}

/**
 * Sends every notice due at `now`, one transaction each; the e-mails are delivered after each commit.
 * Returns how many notices were done and how many failed (each failure waits for its retry).
 */
export async function sendStudioClassNotices(
  services: StudioChangeServices,
  now: Date,
): Promise<{ done: number; failed: number }> {
  const { db } = services;
  let done = 0;
  const failed: number[] = [];
  for (let step = 0; step < MAX_NOTICES_PER_RUN; step += 1) {
    let claimed: StudioNotice | undefined;
    let outcome: { email: OutboxEmail | undefined } | undefined;
    try {
      outcome = await db.transaction(async (tx) => {
        const notices = new StudioNoticeRepository(tx);
        const notice = await notices.claimDue(now, failed);
        if (notice === undefined) return undefined;
        claimed = notice;
        const email =
          notice.kind === 'cancelled'
            ? await sendCancelled(tx, services, notice, now)
            : await sendMoved(tx, services, notice, now);
        await notices.markDone(notice.id, now);
        return { email };
      });
    } catch (error) {
      if (claimed === undefined) throw error;
      const message = error instanceof Error ? error.message : String(error);
      const attempt = claimed.attempts + 1;
      const retryAt = new Date(
        now.getTime() + retryDelayMs(attempt, STUDIO_NOTICE_RETRY_BASE_MS, STUDIO_NOTICE_RETRY_MAX_MS),
      );
      services.log.error(
        { err: error, noticeId: claimed.id, bookingId: claimed.bookingId, attempt },
        `live classes: the studio's ${claimed.kind} notice failed (attempt ${attempt}); tried again at ${retryAt.toISOString()}`,
      );
      await new StudioNoticeRepository(db).markFailed(claimed.id, message, retryAt);
      failed.push(claimed.id);
      continue;
    }
    if (outcome === undefined) break;
    if (outcome.email !== undefined) await services.mail.mailer.deliver(outcome.email);
    done += 1;
  }
  return { done, failed: failed.length };
}
