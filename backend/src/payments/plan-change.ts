import type { Queryable } from '../db/database.js';
import { isClassOnlyPackage } from '../studios/package-ids.js';
import type { StudioRepository } from '../studios/repository.js';
import { formatInstant } from '../shared/dates.js';
import type { Member, PaymentsContext } from './context.js';
import { invalidInput, invalidState, NO_SUBSCRIPTION_MESSAGE, PaymentError } from './errors.js';
import { findPlan, planNameOf as planName, type Plan, type SubscriptionPlanKind } from './plans.js';
import { toApiSubscription, type ApiSubscription } from './present.js';
import { MemberRepository } from './repository/members.js';
import {
  type ScheduledPlanChange,
  type SubscriptionRecord,
  SubscriptionRepository,
} from './repository/subscriptions.js';
import { renewalPriceOn } from './rules.js';

/**
 * Switching between the monthly and the annual plan (API.md "Switching plan"). The switch takes
 * effect at the next renewal (the end of the period already paid for, or of the free trial):
 * nothing is charged or refunded now, the member keeps what they paid for, and from that day they
 * pay the new plan's price. A 'forever' promo code keeps its discount on the new plan.
 */

/** The monthly or annual plan a package id names, or the 400 naming `packageId`. */
async function subscriptionPlan(
  studios: StudioRepository,
  packageId: string,
): Promise<Plan & { kind: SubscriptionPlanKind }> {
  if (isClassOnlyPackage(packageId)) {
    throw invalidInput(`packageId: '${packageId}' is a class-only purchase, not a subscription plan`);
  }
  const plan = await findPlan(studios, packageId);
  if (!plan) throw invalidInput(`packageId: no such plan '${packageId}'`);
  if (plan.kind === 'daypass')
    throw invalidInput(`packageId: '${packageId}' is a day pass, not a subscription plan`);
  return { ...plan, kind: plan.kind };
}

/** Whether the state allows a switch; the 409 that says why not. */
function refuseUnlessRenewing(sub: SubscriptionRecord): void {
  if (sub.status === 'paused') throw invalidState('A paused plan cannot be switched: resume it first.');
  if (sub.status === 'past_due')
    throw invalidState('A plan with an unpaid renewal cannot be switched: update your card first.');
  if (sub.cancelAtPeriodEnd)
    throw invalidState('A cancelled plan cannot be switched: undo the cancellation first.');
}

/**
 * Schedules the switch to `packageId` at the next renewal, or, when it names the plan the member
 * is on while a switch is scheduled, keeps that plan (the switch is called off). Runs with the
 * member's row and the subscription locked, like every other change to it.
 */
export async function changePlan(
  ctx: PaymentsContext,
  studios: StudioRepository,
  member: Member,
  packageId: string,
  now: Date,
): Promise<ApiSubscription> {
  const plan = await subscriptionPlan(studios, packageId);
  const subscription = await ctx.db.transaction(async (tx) => {
    await new MemberRepository(tx).lockMember(member.id);
    const subscriptions = new SubscriptionRepository(tx);
    const sub = await subscriptions.currentSubscription(member.id, { lock: true });
    if (!sub) throw new PaymentError(404, 'no_subscription', NO_SUBSCRIPTION_MESSAGE);
    if (plan.studio.id !== sub.studioId) {
      throw invalidInput(`packageId: '${plan.packageId}' is not one of ${sub.studioName}'s plans`);
    }
    refuseUnlessRenewing(sub);
    if (plan.packageId === sub.packageId) {
      if (sub.scheduledChange === null) {
        throw new PaymentError(409, 'same_plan', `You are already on the ${planName(sub.plan)}.`);
      }
      await clearScheduledChange(tx, sub.id, now);
    } else if (sub.scheduledChange?.packageId === plan.packageId) {
      throw new PaymentError(
        409,
        'same_plan',
        `Your plan already switches to the ${planName(plan.kind)} on ${formatInstant(sub.currentPeriodEnd)}.`,
      );
    } else {
      await subscriptions.updateSubscription(
        sub.id,
        {
          scheduledPackageId: plan.packageId,
          scheduledPlan: plan.kind,
          scheduledPriceCents: plan.priceCents,
          scheduledRenewalPriceCents: renewalPriceOn(sub, plan.priceCents),
        },
        now,
      );
    }
    const fresh = await subscriptions.subscriptionById(sub.id);
    if (!fresh) throw new Error(`Subscription ${sub.id} vanished`);
    return toApiSubscription(fresh, now);
  });
  ctx.log.info(
    { userId: member.id, subscription: subscription.stripeSubscriptionId, packageId: plan.packageId },
    'payments: plan switch',
  );
  return subscription;
}

async function clearScheduledChange(tx: Queryable, subscriptionId: number, now: Date): Promise<void> {
  await new SubscriptionRepository(tx).updateSubscription(
    subscriptionId,
    {
      scheduledPackageId: null,
      scheduledPlan: null,
      scheduledPriceCents: null,
      scheduledRenewalPriceCents: null,
    },
    now,
  );
}

/**
 * At the renewal (the billing job, the subscription locked): a scheduled switch becomes the plan,
 * anchored where the new plan begins, so its periods run on its own interval from that day.
 * Returns the subscription as it now is (unchanged when nothing was scheduled).
 */
export async function applyScheduledChange(
  tx: Queryable,
  sub: SubscriptionRecord,
  now: Date,
): Promise<SubscriptionRecord> {
  const change: ScheduledPlanChange | null = sub.scheduledChange;
  if (change === null) return sub;
  const subscriptions = new SubscriptionRepository(tx);
  await subscriptions.updateSubscription(
    sub.id,
    {
      packageId: change.packageId,
      plan: change.plan,
      priceCents: change.priceCents,
      renewalPriceCents: change.renewalPriceCents,
      billingAnchorAt: sub.currentPeriodEnd,
      anchorPeriod: sub.periodIndex,
      scheduledPackageId: null,
      scheduledPlan: null,
      scheduledPriceCents: null,
      scheduledRenewalPriceCents: null,
    },
    now,
  );
  const fresh = await subscriptions.subscriptionById(sub.id);
  if (!fresh) throw new Error(`Subscription ${sub.id} vanished`);
  return fresh;
}
