import { CURRENCY, toDollars } from '../shared/money.js';
import type { Plan } from './plans.js';
import { promoOutput } from './promo.js';
import type { CardRecord } from './repository/cards.js';
import type { ChargeRecord } from './repository/charges.js';
import type { DayPassRecord } from './repository/day-passes.js';
import type { SubscriptionRecord } from './repository/subscriptions.js';
import { endsAt, grantsAccess, nextBilling } from './rules.js';

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

export function toApiCharge(charge: ChargeRecord) {
  return {
    id: charge.reference,
    amount: toDollars(charge.amountCents),
    currency: charge.currency,
    status: charge.status,
    description: charge.description,
    kind: charge.kind,
    cardBrand: charge.cardBrand,
    cardLast4: charge.cardLast4,
    failureMessage: charge.failureMessage,
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
