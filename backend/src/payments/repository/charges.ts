import type { Queryable } from '../../db/database.js';
import type { ProviderKind } from '../provider.js';
import type { CardRecord } from './cards.js';
import { date, optionalDate, type Timestamp } from './rows.js';

/** Charges: their record and the SQL. */

export type ChargeKind = 'subscription' | 'renewal' | 'daypass' | 'liveclass' | 'video';
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
  /** How much of it was refunded at the provider (0 when none). */
  refundedCents: number;
  refundedAt: Date | null;
  createdAt: Date;
}

/** A charge as its receipt shows it: with the studio that sold what it paid for. */
export interface ReceiptRecord extends ChargeRecord {
  studio: { id: number; name: string; shortName: string } | null;
  /** Its place in the member's history: the creation time to the microsecond, UTC. */
  position: string;
}

/** Where a page of the member's charges ends: the next page starts strictly after it. */
export interface ChargePosition {
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ` */
  createdAt: string;
  id: number;
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
  refunded_cents: number;
  refunded_at: Timestamp | null;
  created_at: Timestamp;
}

interface ReceiptRow extends ChargeRow {
  studio_id: number | null;
  studio_name: string | null;
  studio_short_name: string | null;
  position: string;
}

const CHARGE_COLUMNS = `id, reference, user_id, subscription_id, day_pass_id, kind, amount_cents, currency, status,
  description, idempotency_key, provider_ref, period_index, card_brand, card_last4, failure_message, refunded_cents,
  refunded_at, created_at`;

/** The charge with the studio whose subscription, day pass or class it paid for. */
const RECEIPT_SELECT = `
  SELECT ${CHARGE_COLUMNS.split(',')
    .map((column) => `c.${column.trim()}`)
    .join(', ')},
    st.id AS studio_id, st.name AS studio_name, st.short_name AS studio_short_name,
    to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position
  FROM charges c
  LEFT JOIN subscriptions s ON s.id = c.subscription_id
  LEFT JOIN day_passes d ON d.id = c.day_pass_id
  LEFT JOIN live_class_payments lp ON lp.id = c.live_class_payment_id
  LEFT JOIN videos v ON v.id = c.video_id
  LEFT JOIN studios st ON st.id = COALESCE(s.studio_id, d.studio_id, lp.studio_id, v.studio_id)`;

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
    refundedCents: row.refunded_cents,
    refundedAt: optionalDate(row.refunded_at),
    createdAt: date(row.created_at),
  };
}

function toReceipt(row: ReceiptRow): ReceiptRecord {
  return {
    ...toCharge(row),
    studio:
      row.studio_id === null || row.studio_name === null || row.studio_short_name === null
        ? null
        : { id: row.studio_id, name: row.studio_name, shortName: row.studio_short_name },
    position: row.position,
  };
}

export interface NewCharge {
  reference: string;
  userId: number;
  subscriptionId: number | null;
  dayPassId: number | null;
  kind: ChargeKind;
  /** Set on a per-class payment (kind 'liveclass') only. */
  liveClassPaymentId?: string | null;
  /** Set on an on-demand class bought on its own (kind 'video') only. */
  videoId?: number | null;
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

/** Charges: every payment attempt, its outcome and its receipt. */
export class ChargeRepository {
  constructor(private readonly db: Queryable) {}

  async insertCharge(charge: NewCharge): Promise<ChargeRecord> {
    const rows = await this.db.query<ChargeRow>(
      `INSERT INTO charges (reference, user_id, subscription_id, day_pass_id, kind, amount_cents, currency, status,
         description, idempotency_key, provider, provider_ref, period_index, attempt, card_id, card_brand, card_last4,
         failure_message, created_at, updated_at, live_class_payment_id, video_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19, $20, $21)
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
        charge.videoId ?? null,
      ],
    );
    if (!rows[0]) throw new Error('Inserting a charge returned nothing');
    return toCharge(rows[0]);
  }

  /**
   * The member's charges, newest first (creation time descending, then id descending): `limit` of
   * them from just after `after`. Paged by position, so a charge made between two pages is never
   * shown twice and never pushes one off a page.
   */
  async listCharges(userId: number, limit: number, after?: ChargePosition): Promise<ReceiptRecord[]> {
    const rows = await this.db.query<ReceiptRow>(
      `${RECEIPT_SELECT}
       WHERE c.user_id = $1 AND ($2::timestamptz IS NULL OR (c.created_at, c.id) < ($2::timestamptz, $3::int))
       ORDER BY c.created_at DESC, c.id DESC
       LIMIT $4`,
      [userId, after?.createdAt ?? null, after?.id ?? null, limit],
    );
    return rows.map(toReceipt);
  }

  /** The member's own charge by its reference (`ch_…`); another member's is undefined. */
  async chargeOfMember(userId: number, reference: string): Promise<ReceiptRecord | undefined> {
    const rows = await this.db.query<ReceiptRow>(
      `${RECEIPT_SELECT} WHERE c.user_id = $1 AND c.reference = $2`,
      [userId, reference],
    );
    return rows[0] ? toReceipt(rows[0]) : undefined;
  }

  /**
   * Records what the provider says was refunded of the charge it knows as `providerRef` (never more
   * than was charged; a later, smaller figure never lowers it).
   */
  async recordRefund(providerRef: string, refundedCents: number, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE charges SET refunded_cents = LEAST(amount_cents, $2::int), refunded_at = $3, updated_at = $3
       WHERE provider_ref = $1 AND status = 'succeeded' AND refunded_cents < LEAST(amount_cents, $2::int)`,
      [providerRef, Math.max(0, Math.trunc(refundedCents)), now],
    );
  }

  /**
   * The charge of a per-class payment that went through or is still going through (a declined
   * attempt is never it), locked for the caller's transaction.
   */
  async chargeOfClassPayment(liveClassPaymentId: string): Promise<ChargeRecord | undefined> {
    const rows = await this.db.query<ChargeRow>(
      `SELECT ${CHARGE_COLUMNS} FROM charges
        WHERE live_class_payment_id = $1 AND status IN ('succeeded', 'pending')
        ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [liveClassPaymentId],
    );
    return rows[0] ? toCharge(rows[0]) : undefined;
  }

  async pendingChargeByProviderRef(providerRef: string): Promise<ChargeRecord | undefined> {
    const rows = await this.db.query<ChargeRow>(
      `SELECT ${CHARGE_COLUMNS} FROM charges WHERE provider_ref = $1 AND status = 'pending' FOR UPDATE`,
      [providerRef],
    );
    return rows[0] ? toCharge(rows[0]) : undefined;
  }

  async settleCharge(
    id: number,
    status: 'succeeded' | 'failed',
    failureMessage: string | null,
    now: Date,
  ): Promise<void> {
    await this.db.query(
      'UPDATE charges SET status = $2, failure_message = $3, updated_at = $4 WHERE id = $1',
      [id, status, failureMessage, now],
    );
  }
}
