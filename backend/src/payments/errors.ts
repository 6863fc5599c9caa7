import { HttpError } from '../http/errors.js';

/**
 * The payments calls' failures: a status, a message for the member and a machine code
 * (API.md "Payments": `{ status: false, content, code }`).
 */
export type PaymentErrorCode =
  | 'invalid_input'
  | 'no_such_coupon'
  | 'promo_expired'
  | 'promo_used_up'
  | 'promo_already_used'
  | 'promo_not_applicable'
  | 'invalid_card_token'
  | 'invalid_card'
  | 'test_card_required'
  | 'card_declined'
  | 'already_subscribed'
  | 'daypass_exists'
  | 'already_owned'
  | 'already_included'
  | 'no_subscription'
  | 'invalid_state'
  | 'same_plan'
  | 'payment_unavailable'
  | 'idempotency_conflict'
  | 'not_found'
  | 'unauthenticated'
  | 'internal_error';

export class PaymentError extends HttpError {
  constructor(
    statusCode: number,
    override readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(statusCode, message, code);
    this.name = 'PaymentError';
  }
}

export const NO_SUCH_COUPON_MESSAGE = 'No such coupon';
export const PROMO_EXPIRED_MESSAGE = 'This promo code has expired.';
export const PROMO_USED_UP_MESSAGE = 'This promo code has reached its usage limit.';
export const PROMO_ALREADY_USED_MESSAGE = 'You have already used this promo code.';
export const INVALID_CARD_TOKEN_MESSAGE = 'token: is not a valid card token';
export const TEST_CARD_REQUIRED_MESSAGE = 'number: the local payment provider accepts only test cards';
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const ALREADY_SUBSCRIBED_MESSAGE = 'You already have a subscription. Manage it in Account Settings.';
export const NO_SUBSCRIPTION_MESSAGE = 'You have no subscription.';
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'The payment provider could not be reached. Nothing was charged; please try again in a few minutes.';
export const IDEMPOTENCY_CONFLICT_MESSAGE = 'Idempotency-Key was already used for a different request.';

export function invalidInput(message: string): PaymentError {
  return new PaymentError(400, 'invalid_input', message);
}

export function invalidState(message: string): PaymentError {
  return new PaymentError(409, 'invalid_state', message);
}

export function invalidCardToken(field = 'token'): PaymentError {
  return new PaymentError(400, 'invalid_card_token', `${field}: is not a valid card token`);
}

export function cardDeclined(message: string = CARD_DECLINED_MESSAGE): PaymentError {
  return new PaymentError(402, 'card_declined', message);
}

export function paymentUnavailable(): PaymentError {
  return new PaymentError(502, 'payment_unavailable', PAYMENT_UNAVAILABLE_MESSAGE);
}

/** The code a failure without its own gets, by status (validation, session, unknown path, bugs). */
export function defaultCode(statusCode: number): PaymentErrorCode {
  if (statusCode === 401) return 'unauthenticated';
  if (statusCode === 404) return 'not_found';
  if (statusCode >= 500) return 'internal_error';
  return 'invalid_input';
}
