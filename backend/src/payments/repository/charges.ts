import type { Queryable } from '../../db/database.js';
import type { ProviderKind } from '../provider.js';
import type { CardRecord } from './cards.js';
import { date, type Timestamp } from './rows.js';

/** Charges: their record and the SQL. */

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

/** Charges: every payment attempt, its outcome and its receipt. */
export class ChargeRepository {
  constructor(private readonly db: Queryable) {}

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
