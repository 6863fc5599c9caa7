import type Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';
import { ok } from '../http/envelope.js';
import type { OutboxEmail } from '../mail/mailer.js';
import { recordFailedAttempt } from './billing.js';
import { brandForStudio, type Member, type PaymentsContext } from './context.js';
import { invalidInput, PaymentError } from './errors.js';
import { receiptMessage } from './messages.js';
import { type ChargeRecord, ChargeRepository } from './repository/charges.js';
import { DayPassRepository } from './repository/day-passes.js';
import { SubscriptionRepository } from './repository/subscriptions.js';
import { periodEndOf } from './rules.js';
import { verifyStripeEvent } from './stripe-provider.js';

/**
 * POST /api/payments/stripe/webhook: Stripe's events, verified by signature on the raw body.
 * Each event id is recorded once (in the transaction that handles it), so a redelivery is
 * acknowledged and not processed again. Handled: a charge that was still pending succeeds
 * (receipt) or fails (the subscription's period is reopened as past due; a day pass is revoked);
 * a refund is recorded on its charge.
 */

export const WEBHOOK_PATH = '/api/payments/stripe/webhook';

async function memberOf(tx: Queryable, userId: number): Promise<Member> {
  const [row] = await tx.query<{ id: number; email: string; first_name: string; last_name: string }>(
    'SELECT id, email, first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw new Error(`No user ${userId}`);
  return { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name };
}

async function chargeSucceeded(
  ctx: PaymentsContext,
  tx: Queryable,
  charge: ChargeRecord,
  now: Date,
): Promise<OutboxEmail[]> {
  const subscriptions = new SubscriptionRepository(tx);
  const dayPasses = new DayPassRepository(tx);
  const charges = new ChargeRepository(tx);
  await charges.settleCharge(charge.id, 'succeeded', null, now);
  const member = await memberOf(tx, charge.userId);
  const studioId =
    charge.subscriptionId !== null
      ? (await subscriptions.subscriptionById(charge.subscriptionId))?.studioId
      : charge.dayPassId !== null
        ? (await dayPasses.dayPassById(charge.dayPassId))?.studioId
        : undefined;
  if (studioId === undefined || charge.cardBrand === null || charge.cardLast4 === null) return [];
  const brand = await brandForStudio(tx, studioId, ctx.publicUrl);
  const message = receiptMessage(member, brand, {
    description: charge.description,
    amountCents: charge.amountCents,
    card: { brand: charge.cardBrand, last4: charge.cardLast4 },
    chargeRef: charge.reference,
    paidAt: now,
  });
  return [await ctx.mailer.enqueue(tx, message, now)];
}

async function chargeFailed(
  ctx: PaymentsContext,
  tx: Queryable,
  charge: ChargeRecord,
  reason: string,
  now: Date,
): Promise<OutboxEmail[]> {
  const subscriptions = new SubscriptionRepository(tx);
  const dayPasses = new DayPassRepository(tx);
  const charges = new ChargeRepository(tx);
  await charges.settleCharge(charge.id, 'failed', reason, now);
  if (charge.dayPassId !== null) {
    await dayPasses.revokeDayPass(charge.dayPassId, now);
    return [];
  }
  if (charge.subscriptionId === null || charge.periodIndex === null) return [];
  const sub = await subscriptions.subscriptionById(charge.subscriptionId, { lock: true });
  // Only the period this charge opened can be taken back; anything else has moved on.
  if (!sub || sub.status !== 'active' || sub.periodIndex !== charge.periodIndex) return [];
  const previous = charge.periodIndex - 1;
  await subscriptions.updateSubscription(
    sub.id,
    {
      periodIndex: previous,
      currentPeriodStart: previous <= 0 ? sub.startedAt : periodEndOf(sub, previous - 1),
      currentPeriodEnd: previous <= 0 ? sub.billingAnchorAt : periodEndOf(sub, previous),
    },
    now,
  );
  const reopened = await subscriptions.subscriptionById(sub.id);
  if (!reopened) return [];
  const result = await recordFailedAttempt(
    ctx,
    tx,
    reopened,
    await memberOf(tx, sub.userId),
    reopened.failedAttempts + 1,
    reason,
    now,
  );
  return result.emails;
}

/**
 * A refund made at Stripe (support refunds from Stripe's dashboard): the member's charge records
 * how much of it was refunded and when, so their payment history and receipt say so.
 */
async function chargeRefunded(tx: Queryable, stripeCharge: Stripe.Charge, now: Date): Promise<void> {
  const intent = stripeCharge.payment_intent;
  const intentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  if (intentId === null) return;
  await new ChargeRepository(tx).recordRefund(intentId, stripeCharge.amount_refunded, now);
}

export async function handleStripeEvent(
  ctx: PaymentsContext,
  event: Stripe.Event,
  now: Date,
): Promise<{ processed: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    const recorded = await tx.query(
      'INSERT INTO stripe_events (id, type, received_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id',
      [event.id, event.type, now],
    );
    if (recorded.length === 0) return { processed: false, emails: [] as OutboxEmail[] };
    if (event.type === 'charge.refunded') {
      await chargeRefunded(tx, event.data.object as Stripe.Charge, now);
      return { processed: true, emails: [] as OutboxEmail[] };
    }
    if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
      return { processed: true, emails: [] as OutboxEmail[] };
    }
    const intent = event.data.object as Stripe.PaymentIntent;
    const charge = await new ChargeRepository(tx).pendingChargeByProviderRef(intent.id);
    if (!charge) return { processed: true, emails: [] as OutboxEmail[] };
    const emails =
      event.type === 'payment_intent.succeeded'
        ? await chargeSucceeded(ctx, tx, charge, now)
        : await chargeFailed(
            ctx,
            tx,
            charge,
            intent.last_payment_error?.message ?? 'Your card was declined.',
            now,
          );
    return { processed: true, emails };
  });
  for (const email of result.emails) await ctx.mailer.deliver(email);
  ctx.log.info(
    { eventId: event.id, type: event.type, processed: result.processed },
    'payments: stripe webhook',
  );
  return { processed: result.processed };
}

/**
 * Registers the webhook in its own scope: signatures are computed over the exact bytes Stripe
 * sent, so this route reads the raw body instead of the app's JSON parser.
 */
export function registerStripeWebhook(
  app: FastifyInstance,
  ctx: PaymentsContext,
  webhookSecret: string | undefined,
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, async (request) => {
      if (webhookSecret === undefined || ctx.provider.kind !== 'stripe') {
        throw new PaymentError(404, 'not_found', 'Stripe webhooks are not configured on this server.');
      }
      const header = request.headers['stripe-signature'];
      if (typeof header !== 'string' || header === '') throw invalidInput('stripe-signature: is required');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: Stripe.Event;
      try {
        event = verifyStripeEvent(raw, header, webhookSecret, app.clock().getTime());
      } catch (error) {
        request.log.warn({ err: error }, 'payments: stripe webhook with a bad signature');
        throw invalidInput('stripe-signature: does not match the payload');
      }
      await handleStripeEvent(ctx, event, app.clock());
      return ok({ received: true });
    });
  });
}
