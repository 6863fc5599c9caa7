import type { Queryable } from '../db/database.js';
import {
  NO_SUCH_COUPON_MESSAGE,
  PaymentError,
  PROMO_EXPIRED_MESSAGE,
  PROMO_USED_UP_MESSAGE,
} from './errors.js';
import { formatUsd } from './money.js';
import type { Plan } from './plans.js';

/** Promo codes (API.md "Promo codes"): percent or amount off, once or forever, with optional expiry and limit. */

export interface PromoCode {
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  duration: 'once' | 'forever';
  appliesTo: PromoTarget;
  expiresAt: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

/** What a code may be used on; 'liveclass': per-class payments only (issue 5). */
export type PromoTarget = 'subscription' | 'daypass' | 'liveclass' | 'all';

/** Codes are case-insensitive and forgiving about surrounding spaces. */
export function normalisePromo(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Loads a code with its redemption count. `lock` takes the code's row for the purchase's
 * transaction, so two purchases cannot both take a limited code's last use.
 */
export async function findPromo(db: Queryable, code: string, options: { lock?: boolean } = {}): Promise<PromoCode | undefined> {
  const normalised = normalisePromo(code);
  // The code column only ever holds this shape; anything else cannot be a code.
  if (!/^[A-Z0-9_-]{1,40}$/.test(normalised)) return undefined;
  const [row] = await db.query<{
    code: string;
    percent_off: number | null;
    amount_off_cents: number | null;
    duration: 'once' | 'forever';
    applies_to: PromoTarget;
    expires_at: Date | string | null;
    max_redemptions: number | null;
  }>(
    `SELECT code, percent_off, amount_off_cents, duration, applies_to, expires_at, max_redemptions
     FROM promo_codes WHERE code = $1 ${options.lock ? 'FOR UPDATE' : ''}`,
    [normalised],
  );
  if (!row) return undefined;
  const [count] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM promo_redemptions WHERE code = $1', [row.code]);
  return {
    code: row.code,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    duration: row.duration,
    appliesTo: row.applies_to,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    maxRedemptions: row.max_redemptions,
    redemptions: count?.n ?? 0,
  };
}

/** What the code gives, as the payment form shows it: `50% off your first payment`. */
export function promoOutput(promo: Pick<PromoCode, 'percentOff' | 'amountOffCents' | 'duration'>, target: 'plan' | 'liveclass' = 'plan'): string {
  const off = promo.percentOff !== null ? `${promo.percentOff}%` : formatUsd(promo.amountOffCents ?? 0);
  // A live class is one payment: "first" or "every" payment would mislead.
  if (target === 'liveclass') return `${off} off this class`;
  return `${off} off ${promo.duration === 'once' ? 'your first payment' : 'every payment'}`;
}

/** The discount on one payment of `amountCents` (never more than the amount). */
export function discountCents(promo: Pick<PromoCode, 'percentOff' | 'amountOffCents'>, amountCents: number): number {
  const discount = promo.percentOff !== null ? Math.round((amountCents * promo.percentOff) / 100) : (promo.amountOffCents ?? 0);
  return Math.min(discount, amountCents);
}

/**
 * The code, checked for use at `now` (on `target` when given: a plan, or 'liveclass' for a
 * per-class payment): unknown, expired, used up or not for this kind of purchase → the documented 400s.
 */
export async function usablePromo(
  db: Queryable,
  code: string,
  now: Date,
  target: Plan | 'liveclass' | undefined,
  options: { lock?: boolean } = {},
): Promise<PromoCode> {
  const promo = await findPromo(db, code, options);
  if (!promo) throw new PaymentError(400, 'no_such_coupon', NO_SUCH_COUPON_MESSAGE);
  if (promo.expiresAt !== null && promo.expiresAt.getTime() <= now.getTime()) {
    throw new PaymentError(400, 'promo_expired', PROMO_EXPIRED_MESSAGE);
  }
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) {
    throw new PaymentError(400, 'promo_used_up', PROMO_USED_UP_MESSAGE);
  }
  if (target !== undefined && promo.appliesTo !== 'all') {
    const kind: PromoTarget = target === 'liveclass' ? 'liveclass' : target.kind === 'daypass' ? 'daypass' : 'subscription';
    if (promo.appliesTo !== kind) {
      const what = target === 'liveclass' ? 'live classes' : `the ${target.name}`;
      throw new PaymentError(400, 'promo_not_applicable', `This promo code does not apply to ${what}.`);
    }
  }
  return promo;
}

export async function recordRedemption(
  db: Queryable,
  redemption: { code: string; userId: number; subscriptionId?: number; dayPassId?: number; liveClassBookingId?: number; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO promo_redemptions (code, user_id, subscription_id, day_pass_id, live_class_booking_id, redeemed_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      redemption.code,
      redemption.userId,
      redemption.subscriptionId ?? null,
      redemption.dayPassId ?? null,
      redemption.liveClassBookingId ?? null,
      redemption.at,
    ],
  );
}
