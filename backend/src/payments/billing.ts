import type { Queryable } from '../db/database.js';
import type { OutboxEmail } from '../mail/mailer.js';
import { brandForStudio, chargeCard, type Member, type PaymentsContext } from './context.js';
import { addDays, DAY_MS } from '../shared/dates.js';
import { randomId } from '../shared/ids.js';
import {
  paymentFailedMessage,
  receiptMessage,
  subscriptionEndedMessage,
  trialEndingMessage,
  yearlyRenewalMessage,
} from './messages.js';
import { CURRENCY, toDollars } from '../shared/money.js';
import { applyScheduledChange } from './plan-change.js';
import { ChargeRepository } from './repository/charges.js';
import { type SubscriptionRecord, SubscriptionRepository } from './repository/subscriptions.js';
import {
  amountForPeriod,
  MAX_CHARGE_ATTEMPTS,
  periodEndOf,
  RETRY_DAYS_AFTER_FIRST_FAILURE,
  TRIAL_NOTICE_DAYS,
  YEARLY_RENEWAL_NOTICE_DAYS,
} from './rules.js';

/**
 * The subscription lifecycle (API.md "Lifecycle"): trial end → first charge, period end →
 * renewal, declines → past due with retries, then expired; cancellations take effect; notices.
 *
 * Safe with several instances and concurrent runs: each step claims one due subscription with
 * `FOR UPDATE SKIP LOCKED` and does all of its work (charge, new period, charge row, mail) in that
 * one transaction. A period is charged at most once: the provider sees a key fixed by
 * subscription, period, attempt and card, so a step re-run after a crash between the charge and
 * the commit gets the provider's recorded answer; and charges allow one paid charge per period.
 */

export type BillingActionKind =
  | 'trial_converted'
  | 'renewed'
  | 'payment_recovered'
  | 'payment_failed'
  | 'expired'
  | 'canceled'
  | 'trial_notice'
  | 'renewal_notice';

export interface BillingAction {
  action: BillingActionKind;
  subscriptionId: number;
  stripeSubscriptionId: string;
  userId: number;
  /** Dollars, for charges. */
  amount?: number;
  chargeId?: string;
  failureMessage?: string;
}

interface StepResult {
  action: BillingAction;
  emails: OutboxEmail[];
}

/** How many steps one run may take before it yields (a long outage catches up over several runs). */
const MAX_STEPS_PER_RUN = 1000;

const DUE_SUBSCRIPTION = `
  SELECT s.id FROM subscriptions s
  WHERE s.status IN ('trialing', 'active', 'past_due') AND NOT (s.id = ANY($2::int[])) AND (
       (s.status IN ('trialing', 'active') AND s.current_period_end <= $1)
    OR (s.status = 'past_due' AND s.next_retry_at <= $1)
    OR (s.status = 'trialing' AND NOT s.trial_notice_sent AND NOT s.cancel_at_period_end
        AND s.current_period_end - make_interval(days => ${TRIAL_NOTICE_DAYS}) <= $1)
    OR (s.status = 'active' AND s.plan = 'yearly' AND NOT s.cancel_at_period_end
        AND s.scheduled_plan IS NULL AND s.renewal_notice_period IS DISTINCT FROM s.period_index
        AND s.current_period_end - make_interval(days => ${YEARLY_RENEWAL_NOTICE_DAYS}) <= $1)
  )
  ORDER BY s.id
  LIMIT 1
  FOR UPDATE SKIP LOCKED`;

async function memberOf(tx: Queryable, userId: number): Promise<Member> {
  const [row] = await tx.query<{ id: number; email: string; first_name: string; last_name: string }>(
    'SELECT id, email, first_name, last_name FROM users WHERE id = $1',
    [userId],
  );
  if (!row) throw new Error(`No user ${userId}`);
  return { id: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name };
}

function planName(sub: SubscriptionRecord): string {
  return sub.plan === 'monthly' ? 'Monthly Plan' : 'Annual Plan';
}

function actionOf(
  sub: SubscriptionRecord,
  action: BillingActionKind,
  extra: Partial<BillingAction> = {},
): BillingAction {
  return {
    action,
    subscriptionId: sub.id,
    stripeSubscriptionId: sub.reference,
    userId: sub.userId,
    ...extra,
  };
}

export type CollectOutcome =
  | { paid: true; action: BillingAction; emails: OutboxEmail[] }
  | { paid: false; message: string; action: BillingAction; emails: OutboxEmail[] };

/**
 * Charges the next period of `sub` (locked by the caller) with its card: success opens the
 * period; a decline is recorded and, when `countFailure`, moves the subscription along the retry
 * schedule (the billing job); otherwise (a member retrying with a new card) the caller rolls back.
 */
export async function collectNextPeriod(
  ctx: PaymentsContext,
  tx: Queryable,
  sub: SubscriptionRecord,
  now: Date,
  options: { countFailure: boolean },
): Promise<CollectOutcome> {
  const subscriptions = new SubscriptionRepository(tx);
  const charges = new ChargeRepository(tx);
  const member = await memberOf(tx, sub.userId);
  const period = sub.periodIndex + 1;
  const attempt = sub.failedAttempts + 1;
  const amountCents = amountForPeriod(sub, period);
  const kind = sub.periodIndex === 0 ? 'subscription' : 'renewal';
  const successAction: BillingActionKind =
    sub.status === 'past_due' ? 'payment_recovered' : sub.periodIndex === 0 ? 'trial_converted' : 'renewed';
  const description = `${sub.studioName} ${planName(sub)}${kind === 'renewal' ? ' renewal' : ''}`;
  const emails: OutboxEmail[] = [];

  const openPeriod = async (): Promise<void> => {
    await subscriptions.updateSubscription(
      sub.id,
      {
        status: 'active',
        periodIndex: period,
        currentPeriodStart: periodEndOf(sub, period - 1),
        currentPeriodEnd: periodEndOf(sub, period),
        failedAttempts: 0,
        firstFailedAt: null,
        nextRetryAt: null,
      },
      now,
    );
  };

  // A free plan (a 'forever' 100% code) renews without asking the provider anything.
  if (amountCents === 0) {
    await openPeriod();
    return { paid: true, action: actionOf(sub, successAction, { amount: 0 }), emails };
  }

  const card = sub.card;
  if (card === null) {
    if (!options.countFailure)
      return { paid: false, message: 'No card is on file.', action: actionOf(sub, 'payment_failed'), emails };
    const failed = await recordFailedAttempt(ctx, tx, sub, member, attempt, 'No card is on file.', now);
    return { paid: false, message: 'No card is on file.', ...failed };
  }
  // Fixed by subscription, period, attempt and card: a re-run after a crash asks the provider the same question.
  const idempotencyKey = `renewal:${sub.reference}:${period}:${attempt}:${card.id}`;
  const result = await chargeCard(ctx, tx, member, card, {
    amountCents,
    idempotencyKey,
    description,
    metadata: {
      userId: String(sub.userId),
      subscription: sub.reference,
      period: String(period),
      attempt: String(attempt),
    },
    now,
  });
  const failureMessage = result.status === 'declined' ? result.message : null;
  // A member retrying with a new card (update-card) is answered directly; the caller rolls back.
  if (failureMessage !== null && !options.countFailure) {
    return {
      paid: false,
      message: failureMessage,
      action: actionOf(sub, 'payment_failed', { failureMessage }),
      emails,
    };
  }
  const chargeRef = randomId('ch_');
  await charges.insertCharge({
    reference: chargeRef,
    userId: sub.userId,
    subscriptionId: sub.id,
    dayPassId: null,
    kind,
    amountCents,
    currency: CURRENCY,
    status: result.status === 'declined' ? 'failed' : result.status,
    description,
    idempotencyKey,
    provider: ctx.provider.kind,
    providerRef: result.providerRef,
    periodIndex: period,
    attempt,
    card,
    failureMessage,
    createdAt: now,
  });
  if (failureMessage === null) {
    await openPeriod();
    if (result.status === 'succeeded') {
      const brand = await brandForStudio(tx, sub.studioId, ctx.publicUrl);
      const message = receiptMessage(member, brand, {
        description,
        amountCents,
        card,
        chargeRef,
        paidAt: now,
      });
      emails.push(await ctx.mailer.enqueue(tx, message, now));
    }
    return {
      paid: true,
      action: actionOf(sub, successAction, { amount: toDollars(amountCents), chargeId: chargeRef }),
      emails,
    };
  }
  const failed = await recordFailedAttempt(ctx, tx, sub, member, attempt, failureMessage, now);
  return {
    paid: false,
    message: failureMessage,
    action: { ...failed.action, chargeId: chargeRef },
    emails: failed.emails,
  };
}

/** Past due with the next retry 1, 3 or 5 days after the first failure; the fourth failure ends it. */
export async function recordFailedAttempt(
  ctx: PaymentsContext,
  tx: Queryable,
  sub: SubscriptionRecord,
  member: Member,
  attempt: number,
  failureMessage: string,
  now: Date,
): Promise<StepResult> {
  const subscriptions = new SubscriptionRepository(tx);
  const brand = await brandForStudio(tx, sub.studioId, ctx.publicUrl);
  const dueCents = amountForPeriod(sub, sub.periodIndex + 1);
  if (attempt >= MAX_CHARGE_ATTEMPTS) {
    await subscriptions.updateSubscription(
      sub.id,
      { status: 'expired', endedAt: now, failedAttempts: attempt, nextRetryAt: null },
      now,
    );
    const email = await ctx.mailer.enqueue(
      tx,
      subscriptionEndedMessage(member, brand, { reason: 'payment_failed', endedAt: now }),
      now,
    );
    return { action: actionOf(sub, 'expired', { failureMessage }), emails: [email] };
  }
  const firstFailedAt = sub.firstFailedAt ?? now;
  const nextRetryAt = addDays(firstFailedAt, RETRY_DAYS_AFTER_FIRST_FAILURE[attempt - 1] ?? 1);
  await subscriptions.updateSubscription(
    sub.id,
    { status: 'past_due', failedAttempts: attempt, firstFailedAt, nextRetryAt },
    now,
  );
  const emails: OutboxEmail[] = [];
  // One notice when payment first fails; the retries are listed in it.
  if (attempt === 1) {
    const message = paymentFailedMessage(member, brand, {
      amountCents: dueCents,
      reason: failureMessage,
      nextRetryAt,
    });
    emails.push(await ctx.mailer.enqueue(tx, message, now));
  }
  return { action: actionOf(sub, 'payment_failed', { amount: toDollars(dueCents), failureMessage }), emails };
}

/** A cancellation takes effect: the subscription ends (at `endedAt`) and the member is told. */
export async function endCancelled(
  ctx: PaymentsContext,
  tx: Queryable,
  sub: SubscriptionRecord,
  endedAt: Date,
  now: Date,
): Promise<StepResult> {
  const subscriptions = new SubscriptionRepository(tx);
  await subscriptions.updateSubscription(
    sub.id,
    { status: 'canceled', endedAt, pausedAt: null, nextRetryAt: null },
    now,
  );
  const member = await memberOf(tx, sub.userId);
  const brand = await brandForStudio(tx, sub.studioId, ctx.publicUrl);
  const email = await ctx.mailer.enqueue(
    tx,
    subscriptionEndedMessage(member, brand, { reason: 'cancelled', endedAt }),
    now,
  );
  return { action: actionOf(sub, 'canceled'), emails: [email] };
}

/** What is due for one claimed subscription at `now`, done; null when nothing is. */
async function step(
  ctx: PaymentsContext,
  tx: Queryable,
  sub: SubscriptionRecord,
  now: Date,
): Promise<StepResult | null> {
  const t = now.getTime();
  const subscriptions = new SubscriptionRepository(tx);
  if (sub.status === 'trialing' || sub.status === 'active') {
    if (sub.currentPeriodEnd.getTime() <= t) {
      if (sub.cancelAtPeriodEnd) return endCancelled(ctx, tx, sub, sub.currentPeriodEnd, now);
      // A switch of plan chosen during the period starts with this renewal.
      return collectNextPeriod(ctx, tx, await applyScheduledChange(tx, sub, now), now, {
        countFailure: true,
      });
    }
    if (sub.cancelAtPeriodEnd) return null;
    if (
      sub.status === 'trialing' &&
      !sub.trialNoticeSent &&
      sub.currentPeriodEnd.getTime() - TRIAL_NOTICE_DAYS * DAY_MS <= t
    ) {
      await subscriptions.updateSubscription(sub.id, { trialNoticeSent: true }, now);
      const member = await memberOf(tx, sub.userId);
      const brand = await brandForStudio(tx, sub.studioId, ctx.publicUrl);
      const message = trialEndingMessage(member, brand, {
        planName: planName(sub),
        trialEndsAt: sub.currentPeriodEnd,
        amountCents: amountForPeriod(sub, 1),
      });
      return { action: actionOf(sub, 'trial_notice'), emails: [await ctx.mailer.enqueue(tx, message, now)] };
    }
    if (
      sub.status === 'active' &&
      sub.plan === 'yearly' &&
      sub.scheduledChange === null &&
      sub.renewalNoticePeriod !== sub.periodIndex &&
      sub.currentPeriodEnd.getTime() - YEARLY_RENEWAL_NOTICE_DAYS * DAY_MS <= t
    ) {
      await subscriptions.updateSubscription(sub.id, { renewalNoticePeriod: sub.periodIndex }, now);
      const member = await memberOf(tx, sub.userId);
      const brand = await brandForStudio(tx, sub.studioId, ctx.publicUrl);
      const message = yearlyRenewalMessage(member, brand, {
        renewsAt: sub.currentPeriodEnd,
        amountCents: amountForPeriod(sub, sub.periodIndex + 1),
      });
      return {
        action: actionOf(sub, 'renewal_notice'),
        emails: [await ctx.mailer.enqueue(tx, message, now)],
      };
    }
    return null;
  }
  if (sub.status === 'past_due' && sub.nextRetryAt !== null && sub.nextRetryAt.getTime() <= t) {
    return collectNextPeriod(ctx, tx, sub, now, { countFailure: true });
  }
  return null;
}

/**
 * The subscription lifecycle job: everything due (trial ends, renewals, retries, cancellations,
 * pauses, reminders). The server runs it as the `billing` job of the shared job runner (jobs/);
 * tests and POST /api/dev/billing/run call `runDue(now)` directly.
 */
export class BillingJob {
  constructor(
    private readonly ctx: PaymentsContext,
    private readonly clock: () => Date,
  ) {}

  /** Everything due at `now`, one subscription per transaction; returns what it did. */
  async runDue(now: Date = this.clock()): Promise<BillingAction[]> {
    const actions: BillingAction[] = [];
    // Subscriptions that failed this run (provider down, a bug): left for the next run, not retried in a loop.
    const skipped: number[] = [];
    for (let steps = 0; steps < MAX_STEPS_PER_RUN; steps += 1) {
      let claimed: number | undefined;
      let result: StepResult | null | undefined;
      try {
        result = await this.ctx.db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: number }>(DUE_SUBSCRIPTION, [now, skipped]);
          if (!row) return undefined;
          claimed = row.id;
          const sub = await new SubscriptionRepository(tx).subscriptionById(row.id);
          if (!sub) return undefined;
          return step(this.ctx, tx, sub, now);
        });
      } catch (error) {
        if (claimed === undefined) throw error;
        this.ctx.log.error({ err: error, subscriptionId: claimed }, 'billing: step failed; retried next run');
        skipped.push(claimed);
        continue;
      }
      if (result === undefined) break;
      if (result === null) {
        // The scan and the step disagree about what is due: never spin on it.
        if (claimed !== undefined) skipped.push(claimed);
        continue;
      }
      for (const email of result.emails) await this.ctx.mailer.deliver(email);
      this.ctx.log.info(result.action, `billing: ${result.action.action}`);
      actions.push(result.action);
    }
    return actions;
  }
}
