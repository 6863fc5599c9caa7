import type { Queryable } from '../db/database.js';
import type { OutboxEmail } from '../mail/mailer.js';
import { collectNextPeriod, endCancelled } from './billing.js';
import { brandForStudio, cardFor, DeclinedPurchase, type Member, type PaymentsContext } from './context.js';
import { cardDeclined, invalidState, NO_SUBSCRIPTION_MESSAGE, PaymentError } from './errors.js';
import { pauseNoticeMessage } from './messages.js';
import { toApiSubscription, type ApiSubscription } from './present.js';
import { MemberRepository } from './repository/members.js';
import { type SubscriptionRecord, SubscriptionRepository } from './repository/subscriptions.js';

/**
 * The member's changes to their subscription (API.md "Lifecycle"): cancel (at period end),
 * un-cancel, pause, un-pause and a new card. Each runs with the member's row and the subscription
 * locked, so it never interleaves with a purchase or with the billing job's step.
 */

export type SubscriptionAction = 'cancel' | 'un-cancel' | 'pause' | 'un-pause';

interface ActionResult {
  subscription: ApiSubscription;
  /** The subscription as it was before (DELETE /api/user/subscription reports whether it was a trial). */
  before: SubscriptionRecord;
  emails: OutboxEmail[];
}

async function lockedSubscription(tx: Queryable, userId: number): Promise<SubscriptionRecord> {
  const members = new MemberRepository(tx);
  const subscriptions = new SubscriptionRepository(tx);
  await members.lockMember(userId);
  const sub = await subscriptions.currentSubscription(userId, { lock: true });
  if (!sub) throw new PaymentError(404, 'no_subscription', NO_SUBSCRIPTION_MESSAGE);
  return sub;
}

async function reload(tx: Queryable, sub: SubscriptionRecord, now: Date): Promise<ApiSubscription> {
  const fresh = await new SubscriptionRepository(tx).subscriptionById(sub.id);
  if (!fresh) throw new Error(`Subscription ${sub.id} vanished`);
  return toApiSubscription(fresh, now);
}

function periodOver(sub: SubscriptionRecord, now: Date): boolean {
  return sub.currentPeriodEnd.getTime() <= now.getTime();
}

async function apply(
  ctx: PaymentsContext,
  tx: Queryable,
  sub: SubscriptionRecord,
  action: SubscriptionAction,
  now: Date,
): Promise<OutboxEmail[]> {
  const subscriptions = new SubscriptionRepository(tx);
  switch (action) {
    case 'cancel': {
      if (sub.status === 'paused' || sub.status === 'past_due') {
        // No access and no period running: the cancellation takes effect now.
        const ended = await endCancelled(ctx, tx, sub, now, now);
        await subscriptions.updateSubscription(sub.id, { cancelledAt: now }, now);
        return ended.emails;
      }
      // Cancelling twice is the same as once.
      if (!sub.cancelAtPeriodEnd)
        await subscriptions.updateSubscription(sub.id, { cancelAtPeriodEnd: true, cancelledAt: now }, now);
      return [];
    }
    case 'un-cancel': {
      if (!sub.cancelAtPeriodEnd) throw invalidState('The subscription is not cancelled.');
      if (periodOver(sub, now)) throw invalidState('The subscription has already ended.');
      if (sub.card === null && sub.renewalPriceCents > 0) {
        throw invalidState('No card is on file: add one with update-card before undoing the cancellation.');
      }
      await subscriptions.updateSubscription(sub.id, { cancelAtPeriodEnd: false, cancelledAt: null }, now);
      return [];
    }
    case 'pause': {
      if (sub.status === 'paused') throw invalidState('The subscription is already paused.');
      if (sub.status === 'past_due')
        throw invalidState(
          'A subscription with an unpaid renewal cannot be paused: update your card instead.',
        );
      if (sub.cancelAtPeriodEnd) throw invalidState('A cancelled subscription cannot be paused.');
      await subscriptions.updateSubscription(sub.id, { status: 'paused', pausedAt: now }, now);
      return [];
    }
    case 'un-pause': {
      if (sub.status !== 'paused' || sub.pausedAt === null)
        throw invalidState('The subscription is not paused.');
      // The paused time is handed back: every date still ahead moves on by it.
      const pausedMs = Math.max(0, now.getTime() - sub.pausedAt.getTime());
      const shift = (date: Date): Date => new Date(date.getTime() + pausedMs);
      const inTrial = sub.periodIndex === 0;
      await subscriptions.updateSubscription(
        sub.id,
        {
          status: inTrial ? 'trialing' : 'active',
          pausedAt: null,
          billingAnchorAt: shift(sub.billingAnchorAt),
          currentPeriodEnd: shift(sub.currentPeriodEnd),
          ...(sub.trialEndsAt !== null && inTrial ? { trialEndsAt: shift(sub.trialEndsAt) } : {}),
        },
        now,
      );
      return [];
    }
  }
}

export async function changeSubscription(
  ctx: PaymentsContext,
  member: Member,
  action: SubscriptionAction,
  now: Date,
): Promise<ActionResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const before = await lockedSubscription(tx, member.id);
    const emails = await apply(ctx, tx, before, action, now);
    if (action === 'pause' || action === 'un-pause') {
      // The member is told, with the dates as the change left them.
      const after = await new SubscriptionRepository(tx).subscriptionById(before.id);
      const brand = await brandForStudio(tx, before.studioId, ctx.publicUrl);
      if (after)
        emails.push(await ctx.mailer.enqueue(tx, pauseNoticeMessage(member, brand, after, now), now));
    }
    return { subscription: await reload(tx, before, now), before, emails };
  });
  for (const email of result.emails) await ctx.mailer.deliver(email);
  ctx.log.info(
    { userId: member.id, subscription: result.before.reference, action },
    `payments: subscription ${action}`,
  );
  return result;
}

/**
 * Puts a new card on the subscription. A past-due renewal is charged with it at once: paid → active
 * again; declined → 402 and nothing changes (the old card and the retry schedule stay).
 */
export async function updateCard(
  ctx: PaymentsContext,
  member: Member,
  token: string,
  now: Date,
): Promise<ApiSubscription> {
  const result = await ctx.db
    .transaction(async (tx) => {
      const sub = await lockedSubscription(tx, member.id);
      if (sub.status === 'canceled' || sub.status === 'expired')
        throw invalidState('The subscription has ended.');
      const card = await cardFor(ctx, tx, member, token, 'token', now);
      await new SubscriptionRepository(tx).updateSubscription(sub.id, { cardId: card.id }, now);
      let emails: OutboxEmail[] = [];
      if (sub.status === 'past_due') {
        const withCard = await new SubscriptionRepository(tx).subscriptionById(sub.id);
        if (!withCard) throw new Error(`Subscription ${sub.id} vanished`);
        const outcome = await collectNextPeriod(ctx, tx, withCard, now, { countFailure: false });
        if (!outcome.paid) throw new DeclinedPurchase(outcome.message);
        emails = outcome.emails;
      }
      return { subscription: await reload(tx, sub, now), emails };
    })
    .catch((error: unknown) => {
      // Rolled back: the old card and the retry schedule stay.
      throw error instanceof DeclinedPurchase ? cardDeclined(error.message) : error;
    });
  for (const email of result.emails) await ctx.mailer.deliver(email);
  ctx.log.info(
    { userId: member.id, subscription: result.subscription.stripeSubscriptionId },
    'payments: card updated',
  );
  return result.subscription;
}
