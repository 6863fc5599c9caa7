import { createHash } from 'node:crypto';
import type { Database } from '../db/database.js';
import { SCHEMA_LOCK_KEY } from '../db/migrate.js';
import type { PromoTarget } from './promo.js';

/** Seeded promo codes and products (API.md "Payments": "Seeded: WELCOME50 …", products of each type). */

export interface PromoSeed {
  code: string;
  percentOff?: number;
  amountOffCents?: number;
  duration: 'once' | 'forever';
  appliesTo: PromoTarget;
  /** ISO date-time; omitted → never expires. */
  expiresAt?: string;
  maxRedemptions?: number;
  /** How many times one member may redeem it, across every kind of purchase; omitted → 1. */
  maxRedemptionsPerMember?: number;
}

export const PROMO_SEEDS: readonly PromoSeed[] = [
  { code: 'WELCOME50', percentOff: 50, duration: 'once', appliesTo: 'all' },
  { code: 'SAVE5', amountOffCents: 500, duration: 'once', appliesTo: 'all' },
  { code: 'FREEMONTH', percentOff: 100, duration: 'once', appliesTo: 'subscription' },
  { code: 'STREAMFITVIP', percentOff: 100, duration: 'forever', appliesTo: 'subscription' },
  {
    code: 'EXPIRED20',
    percentOff: 20,
    duration: 'once',
    appliesTo: 'all',
    expiresAt: '2020-01-01T00:00:00.000Z',
  },
  { code: 'ONEUSE', percentOff: 25, duration: 'once', appliesTo: 'all', maxRedemptions: 1 },
  // A live class on the house (per-class payments only), so a free booking can be tried.
  { code: 'FREECLASS', percentOff: 100, duration: 'once', appliesTo: 'liveclass' },
];

export interface ProductSeed {
  id: number;
  title: string;
  type: 'email' | 'subscription' | 'credit';
  creditType: 'live' | 'ondemand' | null;
  priceCents: number;
  description: string;
}

export const PRODUCT_SEEDS: readonly ProductSeed[] = [
  {
    id: 1,
    title: 'Monthly Membership',
    type: 'subscription',
    creditType: null,
    priceCents: 1999,
    description: 'Unlimited live and on-demand classes from every studio, billed monthly.',
  },
  {
    id: 2,
    title: 'Annual Membership',
    type: 'subscription',
    creditType: null,
    priceCents: 23999,
    description: 'Unlimited live and on-demand classes from every studio, billed once a year.',
  },
  {
    id: 3,
    title: 'Live Class Credit',
    type: 'credit',
    creditType: 'live',
    priceCents: 999,
    description: 'One live class with any studio. Credits never expire.',
  },
  {
    id: 4,
    title: 'On-Demand Class Credit',
    type: 'credit',
    creditType: 'ondemand',
    priceCents: 499,
    description: 'One on-demand class of your choice, yours to stream any time.',
  },
  {
    id: 5,
    title: 'Five Live Class Credits',
    type: 'credit',
    creditType: 'live',
    priceCents: 3999,
    description: 'Five live classes with any studio. Credits never expire.',
  },
  {
    id: 6,
    title: 'Home Workout Starter Guide',
    type: 'email',
    creditType: null,
    priceCents: 0,
    description: 'A four-week plan and equipment guide, delivered to your inbox.',
  },
];

const SEED_NAME = 'payments';
const SEED_FORMAT = 2;

export function paymentsSeedFingerprint(): string {
  return createHash('sha256')
    .update(JSON.stringify({ format: SEED_FORMAT, promos: PROMO_SEEDS, products: PRODUCT_SEEDS }))
    .digest('hex');
}

/**
 * Upserts promo codes (by code) and products (by id) in one transaction, skipped when the seed
 * is unchanged. Redemption counts live in promo_redemptions, so re-seeding never resets them.
 */
export async function seedPayments(db: Database): Promise<{ applied: boolean }> {
  const fingerprint = paymentsSeedFingerprint();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const state = await tx.query<{ fingerprint: string }>(
      'SELECT fingerprint FROM seed_state WHERE name = $1',
      [SEED_NAME],
    );
    if (state[0]?.fingerprint === fingerprint) return { applied: false };
    for (const promo of PROMO_SEEDS) {
      await tx.query(
        `INSERT INTO promo_codes (code, percent_off, amount_off_cents, duration, applies_to, expires_at, max_redemptions,
           max_redemptions_per_member)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (code) DO UPDATE SET percent_off = EXCLUDED.percent_off,
           amount_off_cents = EXCLUDED.amount_off_cents, duration = EXCLUDED.duration,
           applies_to = EXCLUDED.applies_to, expires_at = EXCLUDED.expires_at,
           max_redemptions = EXCLUDED.max_redemptions, max_redemptions_per_member = EXCLUDED.max_redemptions_per_member`,
        [
          promo.code,
          promo.percentOff ?? null,
          promo.amountOffCents ?? null,
          promo.duration,
          promo.appliesTo,
          promo.expiresAt ?? null,
          promo.maxRedemptions ?? null,
          promo.maxRedemptionsPerMember ?? 1,
        ],
      );
    }
    for (const product of PRODUCT_SEEDS) {
      await tx.query(
        `INSERT INTO products (id, title, type, credit_type, price_cents, description)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (id) DO UPDATE SET title = EXCLUDED.title, type = EXCLUDED.type,
           credit_type = EXCLUDED.credit_type, price_cents = EXCLUDED.price_cents,
           description = EXCLUDED.description`,
        [
          product.id,
          product.title,
          product.type,
          product.creditType,
          product.priceCents,
          product.description,
        ],
      );
    }
    await tx.query(
      `INSERT INTO seed_state (name, fingerprint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, applied_at = now()`,
      [SEED_NAME, fingerprint],
    );
    return { applied: true };
  });
}
