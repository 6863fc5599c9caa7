import { CURRENCY, toDollars } from '../shared/money.js';
import { packageIdFor } from '../studios/package-ids.js';
import { planNameOf, subscriptionPriceCents, type Plan, type SubscriptionPlanKind } from './plans.js';
import { promoOutput } from './promo.js';
import type { CardRecord } from './repository/cards.js';
import type { ReceiptRecord } from './repository/charges.js';
import type { DayPassRecord } from './repository/day-passes.js';
import type { SubscriptionRecord } from './repository/subscriptions.js';
import { endsAt, grantsAccess, nextBilling, renewalPriceOn } from './rules.js';

/** The API's payment shapes (API.md "Shapes"), listed field by field. Prices in dollars, times in ISO UTC. */

const iso = (value: Date | null): string | null => (value === null ? null : value.toISOString());

export interface ApiPlan {
  packageId: string;
  kind: Plan['kind'];
  name: string;
  price: number;
  currency: string;
  interval: 'month' | 'year' | null;
  trialDays: number;
  studioId: number;
  studioShortName: string;
}

export function toApiPlan(plan: Plan): ApiPlan {
  return {
    packageId: plan.packageId,
    kind: plan.kind,
    name: plan.name,
    price: toDollars(plan.priceCents),
    currency: CURRENCY,
    interval: plan.interval,
    trialDays: plan.trialDays,
    studioId: plan.studio.id,
    studioShortName: plan.studio.shortName,
  };
}

export interface ApiCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export function toApiCard(
  card: Pick<CardRecord, 'id' | 'brand' | 'last4' | 'expMonth' | 'expYear'>,
): ApiCard {
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.expMonth,
    expYear: card.expYear,
  };
}

/** A plan the subscription runs on from its next renewal: what it costs and from when. */
export interface ApiPlanChange {
  packageId: string;
  plan: SubscriptionPlanKind;
  name: string;
  /** The plan's list price (dollars). */
  price: number;
  /** What the first payment on it will be (dollars): the price, less a 'forever' promo code. */
  firstPayment: number;
  /** When it starts: the next renewal (the end of the period paid for, or of the trial). */
  startsAt: string;
}

function planChange(
  sub: SubscriptionRecord,
  change: { packageId: string; plan: SubscriptionPlanKind; priceCents: number; renewalPriceCents: number },
): ApiPlanChange {
  return {
    packageId: change.packageId,
    plan: change.plan,
    name: planNameOf(change.plan),
    price: toDollars(change.priceCents),
    firstPayment: toDollars(change.renewalPriceCents),
    startsAt: sub.currentPeriodEnd.toISOString(),
  };
}

/**
 * The plan the member may switch to now: the other of monthly and annual (or, while a switch is
 * scheduled, the plan they are on, which calls the switch off). None unless the subscription renews:
 * a paused, overdue, cancelled or ended one cannot switch.
 */
function planChoices(sub: SubscriptionRecord, now: Date): ApiPlanChange[] {
  const renewing =
    (sub.status === 'trialing' || sub.status === 'active') &&
    !sub.cancelAtPeriodEnd &&
    sub.currentPeriodEnd.getTime() > now.getTime();
  if (!renewing) return [];
  if (sub.scheduledChange !== null) {
    return [
      planChange(sub, {
        packageId: sub.packageId,
        plan: sub.plan,
        priceCents: sub.priceCents,
        renewalPriceCents: sub.renewalPriceCents,
      }),
    ];
  }
  const other: SubscriptionPlanKind = sub.plan === 'monthly' ? 'yearly' : 'monthly';
  const priceCents = subscriptionPriceCents(other);
  return [
    planChange(sub, {
      packageId: packageIdFor(sub.studioShortName, other),
      plan: other,
      priceCents,
      renewalPriceCents: renewalPriceOn(sub, priceCents),
    }),
  ];
}

export function toApiSubscription(sub: SubscriptionRecord, now: Date) {
  const next = nextBilling(sub);
  return {
    id: sub.id,
    packageId: sub.packageId,
    plan: sub.plan,
    studioId: sub.studioId,
    studioShortName: sub.studioShortName,
    status: sub.status,
    grantsAccess: grantsAccess(sub, now),
    trial: sub.status === 'trialing',
    trialEndsAt: iso(sub.trialEndsAt),
    price: toDollars(sub.priceCents),
    startedAt: sub.startedAt.toISOString(),
    currentPeriodStart: sub.currentPeriodStart.toISOString(),
    currentPeriodEnd: sub.currentPeriodEnd.toISOString(),
    nextBillingAt: next === null ? null : next.at.toISOString(),
    nextBillingAmount: next === null ? null : toDollars(next.amountCents),
    cancelled: sub.cancelAtPeriodEnd || sub.status === 'canceled',
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    cancelledAt: iso(sub.cancelledAt),
    endsAt: iso(endsAt(sub)),
    pausedAt: iso(sub.pausedAt),
    scheduledChange: sub.scheduledChange === null ? null : planChange(sub, sub.scheduledChange),
    planChoices: planChoices(sub, now),
    promo: sub.promo === null ? null : { code: sub.promo.code, output: promoOutput(sub.promo) },
    card: sub.card === null ? null : toApiCard(sub.card),
    stripeSubscriptionId: sub.reference,
    failedAttempts: sub.failedAttempts,
    createdAt: sub.createdAt.toISOString(),
  };
}

export type ApiSubscription = ReturnType<typeof toApiSubscription>;

export function toApiDayPass(pass: DayPassRecord, now: Date) {
  return {
    id: pass.id,
    passDate: pass.passDate,
    timeZone: pass.timeZone,
    startsAt: pass.startsAt.toISOString(),
    endsAt: pass.endsAt.toISOString(),
    active:
      pass.revokedAt === null &&
      pass.startsAt.getTime() <= now.getTime() &&
      now.getTime() < pass.endsAt.getTime(),
    studioId: pass.studioId,
    studioShortName: pass.studioShortName,
    price: toDollars(pass.priceCents),
  };
}

/**
 * A charge as the payment history and its receipt show it. A charge refunded in full reads
 * `refunded`; a partial refund keeps `succeeded` with the refunded amount beside it.
 */
export function toApiCharge(charge: ReceiptRecord) {
  const refundedInFull = charge.status === 'succeeded' && charge.refundedCents >= charge.amountCents;
  return {
    id: charge.reference,
    amount: toDollars(charge.amountCents),
    currency: charge.currency,
    status: refundedInFull ? ('refunded' as const) : charge.status,
    description: charge.description,
    kind: charge.kind,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    failureMessage: charge.failureMessage,
    refundedAmount: toDollars(charge.refundedCents),
    refundedAt: iso(charge.refundedAt),
    studio: charge.studio,
    createdAt: charge.createdAt.toISOString(),
  };
}

export interface ProductRow {
  id: number;
  title: string;
  type: 'email' | 'subscription' | 'credit';
  credit_type: 'live' | 'ondemand' | null;
  price_cents: number;
  description: string;
}

export function toApiProduct(row: ProductRow) {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    creditType: row.credit_type,
    price: toDollars(row.price_cents),
    description: row.description,
  };
}
