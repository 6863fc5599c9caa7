import type { FastifyInstance } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { UserRecord } from '../accounts/repository.js';
import type { Queryable } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { hasBooking, mayBookFree } from '../live/access.js';
import { BookingRepository, insertBooking, type ApiLiveClassBooking } from '../live/bookings-repository.js';
import type { BookingCalendar } from '../live/calendar.js';
import { enqueueBookingConfirmation } from '../live/class-mail.js';
import {
  ALREADY_INCLUDED_MESSAGE,
  alreadyBooked,
  badInput,
  bookingCancelled,
  checkOpen,
  notFound,
  NO_SUCH_LIVE_CLASS_ID_MESSAGE,
  NO_SUCH_PAYMENT_MESSAGE,
  PAYMENT_EXPIRED_MESSAGE,
} from '../live/errors.js';
import type { BookingAccess } from '../live/messages.js';
import { LiveClassRepository, type LiveClassRecord } from '../live/repository.js';
import {
  confirmationBodySchema,
  confirmationParamsSchema,
  paymentIntentBodySchema,
} from '../live/schemas.js';
import type { OutboxEmail } from '../mail/mailer.js';
import { classListCents } from '../payments/class-prices.js';
import {
  cardFor,
  chargeCard,
  DeclinedPurchase,
  type Member,
  type PaymentsContext,
} from '../payments/context.js';
import { cardDeclined } from '../payments/errors.js';
import { paymentAttemptKeys, tooManyPaymentsMessage } from '../payments/limits.js';
import { discountCents, recordRedemption, usablePromo, type PromoCode } from '../payments/promo.js';
import type { CardRecord } from '../payments/repository/cards.js';
import { ChargeRepository } from '../payments/repository/charges.js';
import { MemberRepository } from '../payments/repository/members.js';
import { randomId } from '../shared/ids.js';
import { CURRENCY, formatUsd } from '../shared/money.js';

/** How long a payment intent can be confirmed: the price it holds is the price of its moment. */
export const PAYMENT_INTENT_TTL_MS = 30 * 60_000;

interface IntentRow {
  id: string;
  client_secret: string;
  user_id: number;
  live_class_id: number;
  studio_id: number;
  list_amount_cents: number;
  amount_cents: number;
  promo_code: string | null;
  status: 'requires_payment' | 'succeeded';
  declined_attempts: number;
  expires_at: Date | string;
}

interface IntentBody {
  liveClassId: number;
  amount: number;
  studioId: number;
  coupon?: string | null;
}

interface ConfirmationBody {
  liveClassId?: number;
  amount: number;
  studioId: number;
  paymentIntentId: string;
  token?: string | null;
}

const blank = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value.trim() === '' ? undefined : value.trim();

function toMember(user: UserRecord): Member {
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
}

function listCents(live: LiveClassRecord): number {
  return classListCents(live.price);
}

function describe(live: LiveClassRecord): string {
  return `Live class: ${live.title} (${live.instructor})`;
}

async function loadClass(tx: Queryable, id: number): Promise<LiveClassRecord> {
  const live = await new LiveClassRepository(tx).findById(id);
  if (live === undefined) throw notFound(NO_SUCH_LIVE_CLASS_ID_MESSAGE);
  return live;
}

/**
 * Per-class payment: the server prices the class (price, less a promo code for live
 * classes or for everything), remembers that price in an intent for 30 minutes, and on confirmation
 * charges it through the payments provider and books the class in one transaction.
 */
export function registerClassPaymentRoutes(
  app: FastifyInstance,
  ctx: PaymentsContext,
  calendar: BookingCalendar,
): void {
  const { db } = ctx;
  const signedIn = authenticate(app, db);

  app.post<{ Body: IntentBody }>(
    '/api/liveclass/upcoming/payment-intent',
    { schema: { body: paymentIntentBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const body = request.body;
      const now = app.clock();
      // A payment attempt (as at every checkout), counted before anything is priced or stored.
      await ctx.limiter.enforce(paymentAttemptKeys(member.id, request.ip), now, tooManyPaymentsMessage);
      const created = await db.transaction(async (tx) => {
        await new MemberRepository(tx).lockMember(member.id);
        const live = await loadClass(tx, body.liveClassId);
        if (live.studioId !== body.studioId) throw badInput("studioId: does not match the class's studio");
        checkOpen(live, now);
        if (await hasBooking(tx, member.id, live.id)) throw alreadyBooked();
        if (await mayBookFree(tx, member, live, now))
          throw new HttpError(409, ALREADY_INCLUDED_MESSAGE, 'already_included');
        const coupon = blank(body.coupon);
        // Checked now so the member is told before paying; again under the code's lock at confirmation.
        const promo: PromoCode | null =
          coupon === undefined
            ? null
            : await usablePromo(tx, coupon, now, 'liveclass', { memberId: member.id });
        const listAmount = listCents(live);
        const amount = promo === null ? listAmount : listAmount - discountCents(promo, listAmount);
        // The server's price decides; a client showing another amount must not be charged either.
        if (body.amount !== amount)
          throw new HttpError(
            409,
            `amount: the price of this class is ${formatUsd(amount)}`,
            'amount_mismatch',
          );
        const id = randomId('lcpay_', 18);
        const clientSecret = `${id}_secret_${randomId('', 18)}`;
        await tx.query(
          `INSERT INTO live_class_payments (id, client_secret, user_id, live_class_id, studio_id, list_amount_cents, amount_cents,
             promo_code, status, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'requires_payment', $9, $10)`,
          [
            id,
            clientSecret,
            member.id,
            live.id,
            live.studioId,
            listAmount,
            amount,
            promo?.code ?? null,
            now,
            new Date(now.getTime() + PAYMENT_INTENT_TTL_MS),
          ],
        );
        return { paymentIntentId: id, client_secret: clientSecret, amount, listAmount, free: amount === 0 };
      });
      return reply.code(201).send(ok(created));
    },
  );

  app.post<{ Params: { liveClassId: number }; Body: ConfirmationBody }>(
    '/api/liveclass/upcoming/:liveClassId/confirmation',
    { schema: { params: confirmationParamsSchema, body: confirmationBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member: user } = memberOf(request);
      const member = toMember(user);
      const body = request.body;
      const now = app.clock();
      await ctx.limiter.enforce(paymentAttemptKeys(member.id, request.ip), now, tooManyPaymentsMessage);
      try {
        const { booking, emails } = await db.transaction((tx) =>
          confirm(ctx, calendar, tx, member, request.params.liveClassId, body, now),
        );
        for (const email of emails) await ctx.mailer.deliver(email);
        return ok({ booking });
      } catch (error) {
        if (!(error instanceof DeclinedPurchase)) throw error;
        // Nothing was booked or charged; the next attempt must reach the provider under a new key
        // (Stripe would replay this decline for the same key), so count it.
        await db.query(
          `UPDATE live_class_payments SET declined_attempts = declined_attempts + 1 WHERE id = $1 AND status = 'requires_payment'`,
          [body.paymentIntentId],
        );
        ctx.log.info(
          { userId: member.id, paymentIntentId: body.paymentIntentId, reason: error.message },
          'live class payment declined',
        );
        throw cardDeclined(error.message);
      }
    },
  );
}

async function confirm(
  ctx: PaymentsContext,
  calendar: BookingCalendar,
  tx: Queryable,
  member: Member,
  liveClassId: number,
  body: ConfirmationBody,
  now: Date,
): Promise<{ booking: ApiLiveClassBooking; emails: OutboxEmail[] }> {
  const members = new MemberRepository(tx);
  const charges = new ChargeRepository(tx);
  await members.lockMember(member.id);
  // The intent's row lock makes a double submit wait here, then find the first one's booking.
  const [intent] = await tx.query<IntentRow>('SELECT * FROM live_class_payments WHERE id = $1 FOR UPDATE', [
    body.paymentIntentId,
  ]);
  // Another member's intent is answered as unknown: its existence is none of this caller's business.
  if (intent === undefined || intent.user_id !== member.id) throw notFound(NO_SUCH_PAYMENT_MESSAGE);
  if (
    intent.live_class_id !== liveClassId ||
    (body.liveClassId !== undefined && body.liveClassId !== liveClassId)
  ) {
    throw badInput('liveClassId: does not match the payment');
  }
  if (intent.amount_cents !== body.amount) throw badInput('amount: does not match the payment');
  if (intent.studio_id !== body.studioId) throw badInput('studioId: does not match the payment');
  if (intent.status === 'succeeded') {
    const made = await new BookingRepository(tx).byPayment(intent.id);
    if (made === undefined) throw new Error(`Payment ${intent.id} succeeded without a booking`);
    // The member cancelled what this payment booked: repeating it neither charges again nor books again.
    if (made.cancelled) throw bookingCancelled();
    return { booking: made.booking, emails: [] };
  }
  if (new Date(intent.expires_at).getTime() <= now.getTime())
    throw new HttpError(409, PAYMENT_EXPIRED_MESSAGE, 'payment_expired');
  const live = await loadClass(tx, liveClassId);
  checkOpen(live, now);
  if (await hasBooking(tx, member.id, live.id)) throw alreadyBooked();
  // Re-checked under the code's lock: a limited code may have been used up since the intent, by
  // anyone or by this member's other purchases.
  const promo =
    intent.promo_code === null
      ? null
      : await usablePromo(tx, intent.promo_code, now, 'liveclass', { lock: true, memberId: member.id });

  const amount = intent.amount_cents;
  let card: CardRecord | null = null;
  let charge: {
    reference: string;
    status: 'succeeded' | 'pending';
    providerRef: string;
    key: string;
  } | null = null;
  if (amount > 0) {
    const token = blank(body.token);
    if (token === undefined) throw badInput('token: is required');
    card = await cardFor(ctx, tx, member, token, 'token', now);
    const key = intent.declined_attempts === 0 ? intent.id : `${intent.id}:${intent.declined_attempts}`;
    const result = await chargeCard(ctx, tx, member, card, {
      amountCents: amount,
      idempotencyKey: key,
      description: describe(live),
      metadata: {
        userId: String(member.id),
        liveClassId: String(live.id),
        paymentIntentId: intent.id,
        kind: 'liveclass',
      },
      now,
    });
    if (result.status === 'declined') throw new DeclinedPurchase(result.message);
    charge = { reference: randomId('ch_'), status: result.status, providerRef: result.providerRef, key };
  }

  await tx.query(`UPDATE live_class_payments SET status = 'succeeded', succeeded_at = $2 WHERE id = $1`, [
    intent.id,
    now,
  ]);
  if (charge !== null && card !== null) {
    await charges.insertCharge({
      reference: charge.reference,
      userId: member.id,
      subscriptionId: null,
      dayPassId: null,
      liveClassPaymentId: intent.id,
      kind: 'liveclass',
      amountCents: amount,
      currency: CURRENCY,
      status: charge.status,
      description: describe(live),
      idempotencyKey: `liveclass:${charge.key}`,
      provider: ctx.provider.kind,
      providerRef: charge.providerRef,
      periodIndex: null,
      attempt: intent.declined_attempts + 1,
      card,
      failureMessage: null,
      createdAt: now,
    });
  }
  const source = amount > 0 || promo === null ? 'payment' : 'promo';
  const booking = await insertBooking(
    tx,
    calendar,
    member.id,
    live,
    { source, amountCents: amount, promoCode: promo?.code ?? null, paymentId: intent.id },
    now,
  );
  if (promo !== null)
    await recordRedemption(tx, {
      code: promo.code,
      userId: member.id,
      liveClassBookingId: booking.id,
      at: now,
    });

  // One e-mail per purchase: the booking confirmation, which is also the receipt when a card was charged.
  const access: BookingAccess =
    charge !== null && card !== null
      ? {
          kind: 'paid',
          amountCents: amount,
          card,
          paidAt: now,
          chargeRef: charge.status === 'succeeded' ? charge.reference : null,
        }
      : promo !== null
        ? { kind: 'promo', code: promo.code }
        : { kind: 'free' };
  const emails: OutboxEmail[] = [
    await enqueueBookingConfirmation(
      tx,
      { mailer: ctx.mailer, publicUrl: ctx.publicUrl },
      member,
      booking.id,
      live,
      access,
      now,
    ),
  ];
  ctx.log.info(
    { userId: member.id, liveClassId: live.id, paymentIntentId: intent.id, charged: amount },
    'live class paid and booked',
  );
  return { booking, emails };
}
