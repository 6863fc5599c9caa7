/**
 * The wallet button's texts and options, apart from the button itself (which lives in
 * the Stripe chunk), so payment forms can name them without loading Stripe's libraries.
 */

/** The product's exact wording. */
export const WALLET_FAILED = 'There was an issue with Apple Pay please try a credit card.';
export const WALLET_CANCELLED = 'Apple Pay was cancelled. You may try again.';
/** The wallet's variant of the coupon failure. */
export const WALLET_NO_SUCH_COUPON = 'No such coupon exists';
/** The product's exact wording. */
export const WALLET_NOTE = 'Promo codes will be applied at checkout.';

export type WalletResult = { ok: true } | { ok: false; message: string };

/** What the wallet button pays for, and how. */
export interface WalletOptions {
  /** The sheet's total in cents: 2399 for the annual plan, 1999 for the monthly one. */
  amount: number;
  /** The sheet's line, for example 'Monthly Plan'. */
  label: string;
  /** Pays with the wallet's PaymentMethod id; resolves with what to show when it fails. */
  pay: (paymentMethodId: string) => Promise<WalletResult>;
  /** The form is busy: the button waits. */
  disabled: boolean;
}
