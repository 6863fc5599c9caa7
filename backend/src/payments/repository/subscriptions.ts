import type { Queryable } from '../../db/database.js';
import type { SubscriptionPlanKind } from '../plans.js';
import type { ProviderKind } from '../provider.js';
import type { CardRecord } from './cards.js';
import { date, optionalDate, type Timestamp } from './rows.js';

/** Subscriptions: their record, the lifecycle's changes, and the SQL. */

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled' | 'expired';

/** Statuses of a member's current subscription (at most one): it has not ended. */
export const CURRENT_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'paused'];

/** A switch of plan waiting for the next renewal, priced when the member chose it. */
export interface ScheduledPlanChange {
  packageId: string;
  plan: SubscriptionPlanKind;
  /** The new plan's list price. */
  priceCents: number;
  /** What each renewal on it costs (the list price, less a 'forever' promo code). */
  renewalPriceCents: number;
}

export interface SubscriptionRecord {
  id: number;
  reference: string;
  userId: number;
  packageId: string;
  studioId: number;
  studioShortName: string;
  studioName: string;
  plan: SubscriptionPlanKind;
  priceCents: number;
  renewalPriceCents: number;
  status: SubscriptionStatus;
  source: string;
  provider: ProviderKind;
  cardId: string | null;
  card: CardRecord | null;
  promo: {
    code: string;
    percentOff: number | null;
    amountOffCents: number | null;
    duration: 'once' | 'forever';
  } | null;
  startedAt: Date;
  trialEndsAt: Date | null;
  billingAnchorAt: Date;
  /** The paid period the anchor starts: 0, or the first period after a switch of plan. */
  anchorPeriod: number;
  periodIndex: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
  endedAt: Date | null;
  pausedAt: Date | null;
  /** The plan the subscription switches to at its next renewal; null when none is chosen. */
  scheduledChange: ScheduledPlanChange | null;
  failedAttempts: number;
  firstFailedAt: Date | null;
  nextRetryAt: Date | null;
  trialNoticeSent: boolean;
  renewalNoticePeriod: number | null;
  createdAt: Date;
}

interface SubscriptionRow {
  id: number;
  reference: string;
  user_id: number;
  package_id: string;
  studio_id: number;
  studio_short_name: string;
  studio_name: string;
  plan: SubscriptionPlanKind;
  price_cents: number;
  renewal_price_cents: number;
  status: SubscriptionStatus;
  source: string;
  provider: ProviderKind;
  card_id: string | null;
  promo_code: string | null;
  promo_percent_off: number | null;
  promo_amount_off_cents: number | null;
  promo_duration: 'once' | 'forever' | null;
  started_at: Timestamp;
  trial_ends_at: Timestamp | null;
  billing_anchor_at: Timestamp;
  period_index: number;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  cancel_at_period_end: boolean;
  cancelled_at: Timestamp | null;
  ended_at: Timestamp | null;
  paused_at: Timestamp | null;
  failed_attempts: number;
  first_failed_at: Timestamp | null;
  next_retry_at: Timestamp | null;
  trial_notice_sent: boolean;
  renewal_notice_period: number | null;
  created_at: Timestamp;
  anchor_period: number;
  scheduled_package_id: string | null;
  scheduled_plan: SubscriptionPlanKind | null;
  scheduled_price_cents: number | null;
  scheduled_renewal_price_cents: number | null;
  card_user_id: number | null;
  card_provider: ProviderKind | null;
  card_provider_ref: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_exp_month: number | null;
  card_exp_year: number | null;
  card_fingerprint: string | null;
  card_created_at: Timestamp | null;
}

/** `s` is the subscriptions row; the card and promo come along for presenting it. */
const SUBSCRIPTION_SELECT = `
  SELECT s.id, s.reference, s.user_id, s.package_id, s.studio_id, st.short_name AS studio_short_name,
    st.name AS studio_name, s.plan,
    s.price_cents, s.renewal_price_cents, s.status, s.source, s.provider, s.card_id, s.promo_code,
    p.percent_off AS promo_percent_off, p.amount_off_cents AS promo_amount_off_cents, p.duration AS promo_duration,
    s.started_at, s.trial_ends_at, s.billing_anchor_at, s.period_index, s.current_period_start, s.current_period_end,
    s.cancel_at_period_end, s.cancelled_at, s.ended_at, s.paused_at, s.failed_attempts, s.first_failed_at,
    s.next_retry_at, s.trial_notice_sent, s.renewal_notice_period, s.created_at, s.anchor_period,
    s.scheduled_package_id, s.scheduled_plan, s.scheduled_price_cents, s.scheduled_renewal_price_cents,
    c.user_id AS card_user_id, c.provider AS card_provider, c.provider_ref AS card_provider_ref, c.brand AS card_brand,
    c.last4 AS card_last4, c.exp_month AS card_exp_month, c.exp_year AS card_exp_year,
    c.fingerprint AS card_fingerprint, c.created_at AS card_created_at
  FROM subscriptions s
  JOIN studios st ON st.id = s.studio_id
  LEFT JOIN promo_codes p ON p.code = s.promo_code
  LEFT JOIN payment_sources c ON c.id = s.card_id`;

function toSubscription(row: SubscriptionRow): SubscriptionRecord {
  const card: CardRecord | null =
    row.card_id === null || row.card_provider_ref === null
      ? null
      : {
          id: row.card_id,
          userId: row.card_user_id ?? row.user_id,
          provider: row.card_provider ?? row.provider,
          providerRef: row.card_provider_ref,
          brand: row.card_brand ?? '',
          last4: row.card_last4 ?? '',
          expMonth: row.card_exp_month ?? 1,
          expYear: row.card_exp_year ?? 2000,
          fingerprint: row.card_fingerprint,
          createdAt: date(row.card_created_at ?? row.created_at),
        };
  return {
    id: row.id,
    reference: row.reference,
    userId: row.user_id,
    packageId: row.package_id,
    studioId: row.studio_id,
    studioShortName: row.studio_short_name,
    studioName: row.studio_name,
    plan: row.plan,
    priceCents: row.price_cents,
    renewalPriceCents: row.renewal_price_cents,
    status: row.status,
    source: row.source,
    provider: row.provider,
    cardId: row.card_id,
    card,
    promo:
      row.promo_code === null || row.promo_duration === null
        ? null
        : {
            code: row.promo_code,
            percentOff: row.promo_percent_off,
            amountOffCents: row.promo_amount_off_cents,
            duration: row.promo_duration,
          },
    startedAt: date(row.started_at),
    trialEndsAt: optionalDate(row.trial_ends_at),
    billingAnchorAt: date(row.billing_anchor_at),
    anchorPeriod: row.anchor_period,
    periodIndex: row.period_index,
    currentPeriodStart: date(row.current_period_start),
    currentPeriodEnd: date(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    cancelledAt: optionalDate(row.cancelled_at),
    endedAt: optionalDate(row.ended_at),
    pausedAt: optionalDate(row.paused_at),
    scheduledChange:
      row.scheduled_package_id === null ||
      row.scheduled_plan === null ||
      row.scheduled_price_cents === null ||
      row.scheduled_renewal_price_cents === null
        ? null
        : {
            packageId: row.scheduled_package_id,
            plan: row.scheduled_plan,
            priceCents: row.scheduled_price_cents,
            renewalPriceCents: row.scheduled_renewal_price_cents,
          },
    failedAttempts: row.failed_attempts,
    firstFailedAt: optionalDate(row.first_failed_at),
    nextRetryAt: optionalDate(row.next_retry_at),
    trialNoticeSent: row.trial_notice_sent,
    renewalNoticePeriod: row.renewal_notice_period,
    createdAt: date(row.created_at),
  };
}

export interface NewSubscription {
  reference: string;
  userId: number;
  packageId: string;
  studioId: number;
  plan: SubscriptionPlanKind;
  priceCents: number;
  renewalPriceCents: number;
  status: 'trialing' | 'active';
  source: string;
  provider: ProviderKind;
  cardId: string | null;
  promoCode: string | null;
  startedAt: Date;
  trialEndsAt: Date | null;
  billingAnchorAt: Date;
  periodIndex: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
}

/** Columns a lifecycle step may change, in their API spelling. */
export interface SubscriptionChanges {
  status?: SubscriptionStatus;
  packageId?: string;
  plan?: SubscriptionPlanKind;
  priceCents?: number;
  renewalPriceCents?: number;
  anchorPeriod?: number;
  scheduledPackageId?: string | null;
  scheduledPlan?: SubscriptionPlanKind | null;
  scheduledPriceCents?: number | null;
  scheduledRenewalPriceCents?: number | null;
  cardId?: string | null;
  trialEndsAt?: Date | null;
  billingAnchorAt?: Date;
  periodIndex?: number;
  currentPeriodStart?: Date;
  currentPeriodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  cancelledAt?: Date | null;
  endedAt?: Date | null;
  pausedAt?: Date | null;
  failedAttempts?: number;
  firstFailedAt?: Date | null;
  nextRetryAt?: Date | null;
  trialNoticeSent?: boolean;
  renewalNoticePeriod?: number | null;
}

const CHANGE_COLUMNS: Readonly<Record<keyof SubscriptionChanges, string>> = {
  status: 'status',
  packageId: 'package_id',
  plan: 'plan',
  priceCents: 'price_cents',
  renewalPriceCents: 'renewal_price_cents',
  anchorPeriod: 'anchor_period',
  scheduledPackageId: 'scheduled_package_id',
  scheduledPlan: 'scheduled_plan',
  scheduledPriceCents: 'scheduled_price_cents',
  scheduledRenewalPriceCents: 'scheduled_renewal_price_cents',
  cardId: 'card_id',
  trialEndsAt: 'trial_ends_at',
  billingAnchorAt: 'billing_anchor_at',
  periodIndex: 'period_index',
  currentPeriodStart: 'current_period_start',
  currentPeriodEnd: 'current_period_end',
  cancelAtPeriodEnd: 'cancel_at_period_end',
  cancelledAt: 'cancelled_at',
  endedAt: 'ended_at',
  pausedAt: 'paused_at',
  failedAttempts: 'failed_attempts',
  firstFailedAt: 'first_failed_at',
  nextRetryAt: 'next_retry_at',
  trialNoticeSent: 'trial_notice_sent',
  renewalNoticePeriod: 'renewal_notice_period',
};

/** Subscriptions, with the card and promo code that come along for presenting them. */
export class SubscriptionRepository {
  constructor(private readonly db: Queryable) {}

  async currentSubscription(
    userId: number,
    options: { lock?: boolean } = {},
  ): Promise<SubscriptionRecord | undefined> {
    const rows = await this.db.query<SubscriptionRow>(
      `${SUBSCRIPTION_SELECT} WHERE s.user_id = $1 AND s.status = ANY($2::text[]) ${options.lock ? 'FOR UPDATE OF s' : ''}`,
      [userId, CURRENT_STATUSES],
    );
    return rows[0] ? toSubscription(rows[0]) : undefined;
  }

  async subscriptionById(
    id: number,
    options: { lock?: boolean } = {},
  ): Promise<SubscriptionRecord | undefined> {
    const rows = await this.db.query<SubscriptionRow>(
      `${SUBSCRIPTION_SELECT} WHERE s.id = $1 ${options.lock ? 'FOR UPDATE OF s' : ''}`,
      [id],
    );
    return rows[0] ? toSubscription(rows[0]) : undefined;
  }

  /** Whether the member ever started a free trial (the trial is once per account). */
  async hadTrial(userId: number): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM subscriptions WHERE user_id = $1 AND trial_ends_at IS NOT NULL LIMIT 1',
      [userId],
    );
    return rows.length > 0;
  }

  async insertSubscription(sub: NewSubscription): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO subscriptions (reference, user_id, package_id, studio_id, plan, price_cents, renewal_price_cents,
         status, source, provider, card_id, promo_code, started_at, trial_ends_at, billing_anchor_at, period_index,
         current_period_start, current_period_end, cancel_at_period_end, cancelled_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $13, $13)
       RETURNING id`,
      [
        sub.reference,
        sub.userId,
        sub.packageId,
        sub.studioId,
        sub.plan,
        sub.priceCents,
        sub.renewalPriceCents,
        sub.status,
        sub.source,
        sub.provider,
        sub.cardId,
        sub.promoCode,
        sub.startedAt,
        sub.trialEndsAt,
        sub.billingAnchorAt,
        sub.periodIndex,
        sub.currentPeriodStart,
        sub.currentPeriodEnd,
        sub.cancelAtPeriodEnd,
        sub.cancelledAt,
      ],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error('Inserting a subscription returned no id');
    return id;
  }

  async updateSubscription(id: number, changes: SubscriptionChanges, now: Date): Promise<void> {
    const entries = (Object.keys(changes) as (keyof SubscriptionChanges)[]).filter(
      (key) => changes[key] !== undefined,
    );
    if (entries.length === 0) return;
    const assignments = entries.map((key, index) => `${CHANGE_COLUMNS[key]} = $${index + 3}`);
    await this.db.query(`UPDATE subscriptions SET updated_at = $2, ${assignments.join(', ')} WHERE id = $1`, [
      id,
      now,
      ...entries.map((key) => changes[key]),
    ]);
  }

  /** Cards a current subscription renews with cannot be removed while it needs them. */
  async subscriptionsUsingCard(cardId: string): Promise<SubscriptionRecord[]> {
    const rows = await this.db.query<SubscriptionRow>(
      `${SUBSCRIPTION_SELECT} WHERE s.card_id = $1 AND s.status = ANY($2::text[])`,
      [cardId, CURRENT_STATUSES],
    );
    return rows.map(toSubscription);
  }
}
