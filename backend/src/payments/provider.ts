import type { Queryable } from '../db/database.js';

/**
 * Where cards are saved and charged. Two implementations: `local` (the default;
 * deterministic test cards, refuses any real card) and `stripe` (the official SDK).
 *
 * Calls that record something take `ledger`, the caller's open transaction: the local provider
 * keeps its own books (tokens, charges by idempotency key) there, so its "money" moves exactly
 * when the purchase commits. Stripe keeps its books at Stripe and ignores it.
 */

export type ProviderKind = 'local' | 'stripe';

export interface CustomerDetails {
  userId: number;
  email: string;
  name: string;
}

/** A card as the provider saved it, ready to charge off-session. */
export interface ProviderCard {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  fingerprint: string | null;
  /** Set when the token already named a card id (the local provider's tokens do). */
  cardId?: string;
}

export type SaveCardResult =
  { status: 'saved'; card: ProviderCard } | { status: 'declined'; message: string };

export interface ChargeRequest {
  customerRef: string;
  cardRef: string;
  amountCents: number;
  currency: string;
  /** Deterministic per purchase or per period attempt: a repeat returns the first result. */
  idempotencyKey: string;
  description: string;
  metadata: Readonly<Record<string, string>>;
  now: Date;
}

/** `pending`: accepted but not settled yet (Stripe `processing`); a webhook settles it. */
export type ChargeResult =
  | { status: 'succeeded' | 'pending'; providerRef: string }
  | { status: 'declined'; providerRef: string | null; message: string };

export interface RefundRequest {
  /** The provider's reference of the charge to refund (Stripe: its PaymentIntent). */
  chargeRef: string;
  amountCents: number;
  /** Derived from the charge: a retry, from this instance or another, never refunds twice. */
  idempotencyKey: string;
  metadata: Readonly<Record<string, string>>;
  now: Date;
}

export interface RefundResult {
  providerRef: string;
  amountCents: number;
}

export interface WalletIntentRequest {
  customerRef: string;
  amountCents: number;
  currency: string;
  metadata: Readonly<Record<string, string>>;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** Stripe's publishable key for Stripe.js; null with the local provider. */
  readonly publishableKey: string | null;
  /** Creates the member's customer record at the provider; returns its reference. */
  createCustomer(customer: CustomerDetails): Promise<string>;
  /**
   * Verifies and saves the card a one-use token stands for. Throws `invalid_card_token` for a token
   * this provider does not know (or one already used or expired); a card refused on verification is
   * `declined`, with the provider's text.
   */
  saveCard(
    ledger: Queryable,
    request: { customerRef: string; token: string; userId: number; now: Date },
  ): Promise<SaveCardResult>;
  /** Charges a saved card off-session. Throws `payment_unavailable` when the provider cannot be reached. */
  charge(ledger: Queryable, request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Gives `amountCents` of a charge back to its card. Throws `payment_unavailable` when the provider
   * cannot be reached (the caller tries again later with the same key).
   */
  refund(ledger: Queryable, request: RefundRequest): Promise<RefundResult>;
  /** Forgets a saved card at the provider (best effort). */
  removeCard(cardRef: string): Promise<void>;
  /** What the wallet button (Apple Pay) needs; stripe only. */
  createWalletIntent(request: WalletIntentRequest): Promise<{ clientSecret: string }>;
}
