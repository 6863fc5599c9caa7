import { addMonths } from '../shared/dates.js';
import { monthsPerPeriod, type SubscriptionPlanKind } from './plans.js';
import { discountCents } from './promo.js';
import type { SubscriptionRecord } from './repository/subscriptions.js';

/** The subscription rules shared by the API, the membership and the billing job. */

/** Past-due retries: 1, 3 and 5 days after the first failure; the fourth failure ends it. */
export const RETRY_DAYS_AFTER_FIRST_FAILURE = [1, 3, 5] as const;
export const MAX_CHARGE_ATTEMPTS = RETRY_DAYS_AFTER_FIRST_FAILURE.length + 1;
export const TRIAL_NOTICE_DAYS = 3;
export const YEARLY_RENEWAL_NOTICE_DAYS = 7;

/** The end of paid period `n` (n ≥ 1): `n` intervals after the anchor, calendar-aware. */
export function periodEnd(anchor: Date, plan: SubscriptionPlanKind, n: number): Date {
  return addMonths(anchor, monthsPerPeriod(plan) * n);
}

/**
 * The end of paid period `n` of a subscription: counted from its anchor on its plan's interval.
 * After a switch of plan the anchor is where the new plan began (`anchorPeriod`), so the earlier
 * periods on the old interval do not shift the new ones.
 */
export function periodEndOf(
  sub: Pick<SubscriptionRecord, 'billingAnchorAt' | 'anchorPeriod' | 'plan'>,
  n: number,
): Date {
  return periodEnd(sub.billingAnchorAt, sub.plan, n - sub.anchorPeriod);
}

/**
 * Whether the subscription lets the member in at `now`: trialing or active, and a cancelled one
 * only until its period ends (even if the billing job has not closed it yet).
 */
export function grantsAccess(
  sub: Pick<SubscriptionRecord, 'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
  now: Date,
): boolean {
  if (sub.status !== 'trialing' && sub.status !== 'active') return false;
  return !sub.cancelAtPeriodEnd || now.getTime() < sub.currentPeriodEnd.getTime();
}

type PricedSubscription = Pick<
  SubscriptionRecord,
  'priceCents' | 'renewalPriceCents' | 'trialEndsAt' | 'promo' | 'periodIndex' | 'scheduledChange'
>;

/**
 * What paid period `period` costs: the next period after a switch of plan costs the new plan's
 * renewal price; period 1 of a subscription started with a once-only code (no trial) is the
 * discounted first payment (charged at sign-up, or again if that charge failed later); every other
 * period costs the renewal price (discounted for ever under a 'forever' code).
 */
export function amountForPeriod(sub: PricedSubscription, period: number): number {
  if (sub.scheduledChange !== null && period === sub.periodIndex + 1)
    return sub.scheduledChange.renewalPriceCents;
  if (period === 1 && sub.trialEndsAt === null && sub.promo !== null && sub.promo.duration === 'once') {
    return sub.priceCents - discountCents(sub.promo, sub.priceCents);
  }
  return sub.renewalPriceCents;
}

/** What each renewal on a plan priced `priceCents` costs this subscription: less a 'forever' code. */
export function renewalPriceOn(sub: Pick<SubscriptionRecord, 'promo'>, priceCents: number): number {
  return sub.promo !== null && sub.promo.duration === 'forever'
    ? priceCents - discountCents(sub.promo, priceCents)
    : priceCents;
}

/** When the next charge is due and how much it is; null when none is coming. */
export function nextBilling(
  sub: PricedSubscription &
    Pick<
      SubscriptionRecord,
      'status' | 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'nextRetryAt' | 'periodIndex'
    >,
): { at: Date; amountCents: number } | null {
  if (sub.cancelAtPeriodEnd) return null;
  const amountCents = amountForPeriod(sub, sub.periodIndex + 1);
  switch (sub.status) {
    case 'trialing':
      return { at: sub.trialEndsAt ?? sub.currentPeriodEnd, amountCents };
    case 'active':
      return { at: sub.currentPeriodEnd, amountCents };
    case 'past_due':
      return sub.nextRetryAt === null ? null : { at: sub.nextRetryAt, amountCents };
    default:
      return null;
  }
}

/** When access ends for good: the period end once cancelled, the end once ended; null while it renews. */
export function endsAt(
  sub: Pick<SubscriptionRecord, 'cancelAtPeriodEnd' | 'currentPeriodEnd' | 'endedAt'>,
): Date | null {
  if (sub.endedAt !== null) return sub.endedAt;
  return sub.cancelAtPeriodEnd ? sub.currentPeriodEnd : null;
}
