import { keyFor, tryAgainIn, type Limit, type LimitedKey } from '../http/rate-limit.js';

/**
 * The payments calls' limits (the shared limiter, http/rate-limit.ts): they stop card testing and
 * promo code guessing, and every one is checked before the payment provider is called.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Promo code checks (verifyPromo, a public call): 30 per 10 minutes per address, and per member with a session. */
export const PROMO_CHECKS_PER_ADDRESS: Limit = { prefix: 'promo:ip:', limit: 30, windowMs: 10 * MINUTE };
export const PROMO_CHECKS_PER_MEMBER: Limit = { prefix: 'promo:user:', limit: 30, windowMs: 10 * MINUTE };

/** Card tokens (the local provider's card form): 20 an hour per address, 10 per member with a session. */
export const CARD_TOKENS_PER_ADDRESS: Limit = { prefix: 'card-token:ip:', limit: 20, windowMs: HOUR };
export const CARD_TOKENS_PER_MEMBER: Limit = { prefix: 'card-token:user:', limit: 10, windowMs: HOUR };

/**
 * Payment attempts (subscribe, day pass, per-class payment intent and confirmation, an on-demand class,
 * update-card, the wallet's payment intent): 10 an hour per member, 30 per address. A declined card counts.
 */
export const PAYMENTS_PER_MEMBER: Limit = { prefix: 'payment:user:', limit: 10, windowMs: HOUR };
export const PAYMENTS_PER_ADDRESS: Limit = { prefix: 'payment:ip:', limit: 30, windowMs: HOUR };

/** The keys of a call counted per address, and per member when one is known. */
export function keysFor(
  perAddress: Limit,
  perMember: Limit,
  clientAddress: string,
  memberId: number | undefined,
): LimitedKey[] {
  const keys = [keyFor(perAddress, clientAddress)];
  if (memberId !== undefined) keys.push(keyFor(perMember, memberId));
  return keys;
}

export function paymentAttemptKeys(memberId: number, clientAddress: string): LimitedKey[] {
  return keysFor(PAYMENTS_PER_ADDRESS, PAYMENTS_PER_MEMBER, clientAddress, memberId);
}

export function tooManyPromoChecksMessage(minutes: number): string {
  return `Too many promo code checks. ${tryAgainIn(minutes)}`;
}

export function tooManyCardsMessage(minutes: number): string {
  return `Too many cards entered. ${tryAgainIn(minutes)}`;
}

export function tooManyPaymentsMessage(minutes: number): string {
  return `Too many payment attempts. ${tryAgainIn(minutes)}`;
}
