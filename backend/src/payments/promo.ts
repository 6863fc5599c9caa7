import type { Queryable } from '../db/database.js';
import {
  NO_SUCH_COUPON_MESSAGE,
  PaymentError,
  PROMO_ALREADY_USED_MESSAGE,
  PROMO_EXPIRED_MESSAGE,
  PROMO_USED_UP_MESSAGE,
} from './errors.js';
import { formatUsd } from '../shared/money.js';
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
  /** How many times one member may redeem it (across purchase kinds); null: no limit per member. */
  maxRedemptionsPerMember: number | null;
  /** The member's own redemptions, when the lookup named a member (else 0). */
  memberRedemptions: number;
}

/** What a code may be used on; 'liveclass': per-class payments only. */
export type PromoTarget = 'subscription' | 'daypass' | 'liveclass' | 'all';

/** Codes are case-insensitive and forgiving about surrounding spaces. */
export function normalisePromo(code: string): string {
  return code.trim().toUpperCase();
}

export interface PromoLookup {
  /**
   * Takes the code's row for the purchase's transaction, so two purchases cannot both take a
   * limited code's last use, nor one member's last use of it.
   */
  lock?: boolean;
  /** Counts this member's own redemptions too (their limit holds across every kind of purchase). */
  memberId?: number | undefined;
}

/** Loads a code with its redemption counts (see PromoLookup). */
export async function findPromo(
  db: Queryable,
  code: string,
  options: PromoLookup = {},
): Promise<PromoCode | undefined> {
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
    max_redemptions_per_member: number | null;
  }>(
    `SELECT code, percent_off, amount_off_cents, duration, applies_to, expires_at, max_redemptions, max_redemptions_per_member
     FROM promo_codes WHERE code = $1 ${options.lock ? 'FOR UPDATE' : ''}`,
    [normalised],
  );
  if (!row) return undefined;
  const [count] = await db.query<{ n: number; member: number }>(
    'SELECT count(*)::int AS n, count(*) FILTER (WHERE user_id = $2)::int AS member FROM promo_redemptions WHERE code = $1',
    [row.code, options.memberId ?? null],
  );
  return {
    code: row.code,
    percentOff: row.percent_off,
    amountOffCents: row.amount_off_cents,
    duration: row.duration,
    appliesTo: row.applies_to,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    maxRedemptions: row.max_redemptions,
    redemptions: count?.n ?? 0,
    maxRedemptionsPerMember: row.max_redemptions_per_member,
    memberRedemptions: count?.member ?? 0,
  };
}

/** What the code gives, as the payment form shows it: `50% off your first payment`. */
export function promoOutput(
  promo: Pick<PromoCode, 'percentOff' | 'amountOffCents' | 'duration'>,
  target: 'plan' | 'liveclass' = 'plan',
): string {
  const off = promo.percentOff !== null ? `${promo.percentOff}%` : formatUsd(promo.amountOffCents ?? 0);
  // A live class is one payment: "first" or "every" payment would mislead.
  if (target === 'liveclass') return `${off} off this class`;
  return `${off} off ${promo.duration === 'once' ? 'your first payment' : 'every payment'}`;
}

/** The discount on one payment of `amountCents` (never more than the amount). */
export function discountCents(
  promo: Pick<PromoCode, 'percentOff' | 'amountOffCents'>,
  amountCents: number,
): number {
  const discount =
    promo.percentOff !== null
      ? Math.round((amountCents * promo.percentOff) / 100)
      : (promo.amountOffCents ?? 0);
  return Math.min(discount, amountCents);
}

/**
 * The code, checked for use at `now` (on `target` when given: a plan, or 'liveclass' for a
 * per-class payment, and by `memberId` when given): unknown, expired, used up, already used by
 * this member or not for this kind of purchase → the documented 400s. A purchase passes `lock`, so
 * the limits are checked under the code's row lock and hold for purchases running in parallel.
 */
export async function usablePromo(
  db: Queryable,
  code: string,
  now: Date,
  target: Plan | 'liveclass' | undefined,
  options: PromoLookup = {},
): Promise<PromoCode> {
  const promo = await findPromo(db, code, options);
  if (!promo) throw new PaymentError(400, 'no_such_coupon', NO_SUCH_COUPON_MESSAGE);
  if (promo.expiresAt !== null && promo.expiresAt.getTime() <= now.getTime()) {
    throw new PaymentError(400, 'promo_expired', PROMO_EXPIRED_MESSAGE);
  }
  if (promo.maxRedemptions !== null && promo.redemptions >= promo.maxRedemptions) {
    throw new PaymentError(400, 'promo_used_up', PROMO_USED_UP_MESSAGE);
  }
  if (
    options.memberId !== undefined &&
    promo.maxRedemptionsPerMember !== null &&
    promo.memberRedemptions >= promo.maxRedemptionsPerMember
  ) {
    throw new PaymentError(400, 'promo_already_used', PROMO_ALREADY_USED_MESSAGE);
  }
  if (target !== undefined && promo.appliesTo !== 'all') {
    const kind: PromoTarget =
      target === 'liveclass' ? 'liveclass' : target.kind === 'daypass' ? 'daypass' : 'subscription';
    if (promo.appliesTo !== kind) {
      const what = target === 'liveclass' ? 'live classes' : `the ${target.name}`;
      throw new PaymentError(400, 'promo_not_applicable', `This promo code does not apply to ${what}.`);
    }
  }
  return promo;
}

export async function recordRedemption(
  db: Queryable,
  redemption: {
    code: string;
    userId: number;
    subscriptionId?: number;
    dayPassId?: number;
    liveClassBookingId?: number;
    at: Date;
  },
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
