import type { Queryable } from '../../db/database.js';
import type { ProviderKind } from '../provider.js';
import { date, type Timestamp } from './rows.js';

/**
 * Saved cards and payment customers. Every payments repository takes any Queryable, so callers use it
 * inside their transaction.
 */

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

const CARD_COLUMNS =
  'id, user_id, provider, provider_ref, brand, last4, exp_month, exp_year, fingerprint, created_at';

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

/** Payment customers (one per member and provider) and saved cards (`payment_sources`). */
export class CardRepository {
  constructor(private readonly db: Queryable) {}

  async customerRef(userId: number, provider: ProviderKind): Promise<string | undefined> {
    const rows = await this.db.query<{ customer_ref: string }>(
      'SELECT customer_ref FROM payment_customers WHERE user_id = $1 AND provider = $2',
      [userId, provider],
    );
    return rows[0]?.customer_ref;
  }

  async insertCustomer(
    userId: number,
    provider: ProviderKind,
    customerRef: string,
    now: Date,
  ): Promise<void> {
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
  async findSameCard(
    userId: number,
    provider: ProviderKind,
    fingerprint: string,
    expMonth: number,
    expYear: number,
  ): Promise<CardRecord | undefined> {
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
      [
        card.id,
        card.userId,
        card.provider,
        card.providerRef,
        card.brand,
        card.last4,
        card.expMonth,
        card.expYear,
        card.fingerprint,
        card.createdAt,
      ],
    );
  }

  async removeCard(cardId: string, now: Date): Promise<void> {
    await this.db.query('UPDATE payment_sources SET removed_at = $2 WHERE id = $1', [cardId, now]);
  }
}
