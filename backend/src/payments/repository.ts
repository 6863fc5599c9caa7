import type { Queryable } from '../db/database.js';
import type { ProviderKind } from './provider.js';
import type { SubscriptionPlanKind } from './plans.js';

/** SQL for the payments tables. Takes any Queryable, so callers use it inside their transaction. */

export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'paused' | 'canceled' | 'expired';

/** Statuses of a member's current subscription (at most one): it has not ended. */
export const CURRENT_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due', 'paused'];

export interface CardRecord {
  id: string;
  userId: number;
  provider: ProviderKind;
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string | null;
  createdAt: Date;
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
  promo: { code: string; percentOff: number | null; amountOffCents: number | null; duration: 'once' | 'forever' } | null;
  startedAt: Date;
  trialEndsAt: Date | null;
  billingAnchorAt: Date;
  periodIndex: number;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  cancelledAt: Date | null;
  endedAt: Date | null;
  pausedAt: Date | null;
  failedAttempts: number;
  firstFailedAt: Date | null;
  nextRetryAt: Date | null;
  trialNoticeSent: boolean;
  renewalNoticePeriod: number | null;
  createdAt: Date;
}

export interface DayPassRecord {
  id: number;
  userId: number;
  studioId: number;
  studioShortName: string;
  passDate: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  revokedAt: Date | null;
}

export type ChargeKind = 'subscription' | 'renewal' | 'daypass' | 'liveclass';
export type ChargeStatus = 'succeeded' | 'failed' | 'pending';

export interface ChargeRecord {
  id: number;
  reference: string;
  userId: number;
  subscriptionId: number | null;
  dayPassId: number | null;
  kind: ChargeKind;
  amountCents: number;
  currency: string;
  status: ChargeStatus;
  description: string;
  idempotencyKey: string;
  providerRef: string | null;
  periodIndex: number | null;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
  createdAt: Date;
}

type Timestamp = Date | string;
const date = (value: Timestamp): Date => new Date(value);
const optionalDate = (value: Timestamp | null): Date | null => (value === null ? null : new Date(value));

interface CardRow {
  id: string;
  user_id: number;
  provider: ProviderKind;
  provider_ref: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  fingerprint: string | null;
  created_at: Timestamp;
}

const CARD_COLUMNS = 'id, user_id, provider, provider_ref, brand, last4, exp_month, exp_year, fingerprint, created_at';

function toCard(row: CardRow): CardRecord {
  return {
    id: row.id,
    userId: row.user_id,
    provider: row.provider,
    providerRef: row.provider_ref,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.exp_month,
    expYear: row.exp_year,
    fingerprint: row.fingerprint,
    createdAt: date(row.created_at),
  };
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
    s.next_retry_at, s.trial_notice_sent, s.renewal_notice_period, s.created_at,
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
    periodIndex: row.period_index,
    currentPeriodStart: date(row.current_period_start),
    currentPeriodEnd: date(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    cancelledAt: optionalDate(row.cancelled_at),
    endedAt: optionalDate(row.ended_at),
    pausedAt: optionalDate(row.paused_at),
    failedAttempts: row.failed_attempts,
    firstFailedAt: optionalDate(row.first_failed_at),
    nextRetryAt: optionalDate(row.next_retry_at),
    trialNoticeSent: row.trial_notice_sent,
    renewalNoticePeriod: row.renewal_notice_period,
    createdAt: date(row.created_at),
  };
}

interface DayPassRow {
  id: number;
  user_id: number;
  studio_id: number;
  studio_short_name: string;
  pass_date: string;
  time_zone: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  price_cents: number;
  revoked_at: Timestamp | null;
}

// pass_date as text: both drivers would otherwise turn a date into a local-midnight Date.
const DAY_PASS_SELECT = `
  SELECT d.id, d.user_id, d.studio_id, st.short_name AS studio_short_name, d.pass_date::text AS pass_date,
    d.time_zone, d.starts_at, d.ends_at, d.price_cents, d.revoked_at
  FROM day_passes d JOIN studios st ON st.id = d.studio_id`;

function toDayPass(row: DayPassRow): DayPassRecord {
  return {
    id: row.id,
    userId: row.user_id,
    studioId: row.studio_id,
    studioShortName: row.studio_short_name,
    passDate: row.pass_date,
    timeZone: row.time_zone,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    priceCents: row.price_cents,
    revokedAt: optionalDate(row.revoked_at),
  };
}

interface ChargeRow {
  id: number;
  reference: string;
  user_id: number;
  subscription_id: number | null;
  day_pass_id: number | null;
  kind: ChargeKind;
  amount_cents: number;
  currency: string;
  status: ChargeStatus;
  description: string;
  idempotency_key: string;
  provider_ref: string | null;
  period_index: number | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_message: string | null;
  created_at: Timestamp;
}

const CHARGE_COLUMNS = `id, reference, user_id, subscription_id, day_pass_id, kind, amount_cents, currency, status,
  description, idempotency_key, provider_ref, period_index, card_brand, card_last4, failure_message, created_at`;

function toCharge(row: ChargeRow): ChargeRecord {
  return {
    id: row.id,
    reference: row.reference,
    userId: row.user_id,
    subscriptionId: row.subscription_id,
    dayPassId: row.day_pass_id,
    kind: row.kind,
    amountCents: row.amount_cents,
    currency: row.currency,
    status: row.status,
    description: row.description,
    idempotencyKey: row.idempotency_key,
    providerRef: row.provider_ref,
    periodIndex: row.period_index,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
    failureMessage: row.failure_message,
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

export interface NewCharge {
  reference: string;
  userId: number;
  subscriptionId: number | null;
  dayPassId: number | null;
  kind: ChargeKind;
  /** Set on a per-class payment (kind 'liveclass') only. */
  liveClassPaymentId?: string | null;
  amountCents: number;
  currency: string;
  status: ChargeStatus;
  description: string;
  idempotencyKey: string;
  provider: ProviderKind;
  providerRef: string | null;
  periodIndex: number | null;
  attempt: number | null;
  card: CardRecord;
  failureMessage: string | null;
  createdAt: Date;
}

export class PaymentsRepository {
  constructor(private readonly db: Queryable) {}

  /** Serialises a member's purchases and subscription changes: every such transaction takes this first. */
  async lockMember(userId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return rows.length === 1;
  }

  // ---- customers and cards ----

  async customerRef(userId: number, provider: ProviderKind): Promise<string | undefined> {
    const rows = await this.db.query<{ customer_ref: string }>(
      'SELECT customer_ref FROM payment_customers WHERE user_id = $1 AND provider = $2',
      [userId, provider],
    );
    return rows[0]?.customer_ref;
  }

  async insertCustomer(userId: number, provider: ProviderKind, customerRef: string, now: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO payment_customers (user_id, provider, customer_ref, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, provider) DO NOTHING`,
      [userId, provider, customerRef, now],
    );
  }

  async findCard(userId: number, cardId: string): Promise<CardRecord | undefined> {
    const rows = await this.db.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM payment_sources WHERE id = $1 AND user_id = $2 AND removed_at IS NULL`,
      [cardId, userId],
    );
    return rows[0] ? toCard(rows[0]) : undefined;
  }

  /** The member's saved card with the same number and expiry, so saving a card twice keeps one entry. */
  async findSameCard(userId: number, provider: ProviderKind, fingerprint: string, expMonth: number, expYear: number): Promise<CardRecord | undefined> {
    const rows = await this.db.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM payment_sources
       WHERE user_id = $1 AND provider = $2 AND fingerprint = $3 AND exp_month = $4 AND exp_year = $5 AND removed_at IS NULL
       ORDER BY created_at DESC LIMIT 1`,
      [userId, provider, fingerprint, expMonth, expYear],
    );
    return rows[0] ? toCard(rows[0]) : undefined;
  }

  async listCards(userId: number, provider: ProviderKind): Promise<CardRecord[]> {
    const rows = await this.db.query<CardRow>(
      `SELECT ${CARD_COLUMNS} FROM payment_sources WHERE user_id = $1 AND provider = $2 AND removed_at IS NULL
       ORDER BY created_at DESC, id`,
      [userId, provider],
    );
    return rows.map(toCard);
  }

  async insertCard(card: CardRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO payment_sources (id, user_id, provider, provider_ref, brand, last4, exp_month, exp_year, fingerprint, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [card.id, card.userId, card.provider, card.providerRef, card.brand, card.last4, card.expMonth, card.expYear, card.fingerprint, card.createdAt],
    );
  }

  async removeCard(cardId: string, now: Date): Promise<void> {
    await this.db.query('UPDATE payment_sources SET removed_at = $2 WHERE id = $1', [cardId, now]);
  }

  // ---- subscriptions ----

  async currentSubscription(userId: number, options: { lock?: boolean } = {}): Promise<SubscriptionRecord | undefined> {
    const rows = await this.db.query<SubscriptionRow>(
      `${SUBSCRIPTION_SELECT} WHERE s.user_id = $1 AND s.status = ANY($2::text[]) ${options.lock ? 'FOR UPDATE OF s' : ''}`,
      [userId, CURRENT_STATUSES],
    );
    return rows[0] ? toSubscription(rows[0]) : undefined;
  }

  async subscriptionById(id: number, options: { lock?: boolean } = {}): Promise<SubscriptionRecord | undefined> {
    const rows = await this.db.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.id = $1 ${options.lock ? 'FOR UPDATE OF s' : ''}`, [id]);
    return rows[0] ? toSubscription(rows[0]) : undefined;
  }

  /** Whether the member ever started a free trial (the trial is once per account). */
  async hadTrial(userId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM subscriptions WHERE user_id = $1 AND trial_ends_at IS NOT NULL LIMIT 1', [userId]);
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
    const entries = (Object.keys(changes) as (keyof SubscriptionChanges)[]).filter((key) => changes[key] !== undefined);
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
    const rows = await this.db.query<SubscriptionRow>(`${SUBSCRIPTION_SELECT} WHERE s.card_id = $1 AND s.status = ANY($2::text[])`, [
      cardId,
      CURRENT_STATUSES,
    ]);
    return rows.map(toSubscription);
  }

  // ---- day passes ----

  async insertDayPass(pass: {
    userId: number;
    studioId: number;
    passDate: string;
    timeZone: string;
    startsAt: Date;
    endsAt: Date;
    priceCents: number;
    promoCode: string | null;
    source: string;
    createdAt: Date;
  }): Promise<number | undefined> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO day_passes (user_id, studio_id, pass_date, time_zone, starts_at, ends_at, price_cents, promo_code, source, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (user_id, studio_id, pass_date) WHERE revoked_at IS NULL DO NOTHING
       RETURNING id`,
      [pass.userId, pass.studioId, pass.passDate, pass.timeZone, pass.startsAt, pass.endsAt, pass.priceCents, pass.promoCode, pass.source, pass.createdAt],
    );
    return rows[0]?.id;
  }

  async dayPassExists(userId: number, studioId: number, passDate: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM day_passes WHERE user_id = $1 AND studio_id = $2 AND pass_date = $3 AND revoked_at IS NULL',
      [userId, studioId, passDate],
    );
    return rows.length > 0;
  }

  async dayPassById(id: number): Promise<DayPassRecord | undefined> {
    const rows = await this.db.query<DayPassRow>(`${DAY_PASS_SELECT} WHERE d.id = $1`, [id]);
    return rows[0] ? toDayPass(rows[0]) : undefined;
  }

  /** Passes not over yet at `now` (today's and later ones), earliest first. */
  async upcomingDayPasses(userId: number, now: Date): Promise<DayPassRecord[]> {
    const rows = await this.db.query<DayPassRow>(
      `${DAY_PASS_SELECT} WHERE d.user_id = $1 AND d.revoked_at IS NULL AND d.ends_at > $2 ORDER BY d.starts_at, d.id`,
      [userId, now],
    );
    return rows.map(toDayPass);
  }

  async revokeDayPass(id: number, now: Date): Promise<void> {
    await this.db.query('UPDATE day_passes SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, now]);
  }

  // ---- charges ----

  async insertCharge(charge: NewCharge): Promise<ChargeRecord> {
    const rows = await this.db.query<ChargeRow>(
      `INSERT INTO charges (reference, user_id, subscription_id, day_pass_id, kind, amount_cents, currency, status,
         description, idempotency_key, provider, provider_ref, period_index, attempt, card_id, card_brand, card_last4,
         failure_message, created_at, updated_at, live_class_payment_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20)
       RETURNING ${CHARGE_COLUMNS}`,
      [
        charge.reference,
        charge.userId,
        charge.subscriptionId,
        charge.dayPassId,
        charge.kind,
        charge.amountCents,
        charge.currency,
        charge.status,
        charge.description,
        charge.idempotencyKey,
        charge.provider,
        charge.providerRef,
        charge.periodIndex,
        charge.attempt,
        charge.card.id,
        charge.card.brand,
        charge.card.last4,
        charge.failureMessage,
        charge.createdAt,
        charge.liveClassPaymentId ?? null,
      ],
    );
    if (!rows[0]) throw new Error('Inserting a charge returned nothing');
    return toCharge(rows[0]);
  }

  async listCharges(userId: number, limit: number): Promise<ChargeRecord[]> {
    const rows = await this.db.query<ChargeRow>(
      `SELECT ${CHARGE_COLUMNS} FROM charges WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toCharge);
  }

  async pendingChargeByProviderRef(providerRef: string): Promise<ChargeRecord | undefined> {
    const rows = await this.db.query<ChargeRow>(
      `SELECT ${CHARGE_COLUMNS} FROM charges WHERE provider_ref = $1 AND status = 'pending' FOR UPDATE`,
      [providerRef],
    );
    return rows[0] ? toCharge(rows[0]) : undefined;
  }

  async settleCharge(id: number, status: 'succeeded' | 'failed', failureMessage: string | null, now: Date): Promise<void> {
    await this.db.query('UPDATE charges SET status = $2, failure_message = $3, updated_at = $4 WHERE id = $1', [id, status, failureMessage, now]);
  }
}
