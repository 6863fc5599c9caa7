// Expected failures of the payment mutations, as `userErrors { field message code }`: a
// declined card, an invalid promo code, a subscription in the wrong state. The backend's machine
// code (API.md "Payments": `card_declined`, `no_such_coupon`, …) decides; a failure without one is
// judged by its HTTP status. Outages, 5xx and anything unexpected stay GraphQL errors (the caller
// rethrows when `paymentFailure` answers null).
import { RestFailure } from '../rest/client.js';
import { humanize, sentence } from '../shared/text.js';
import { LOG_IN_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, type UserErrorModel } from '../shared/user-errors.js';

/** The codes the payment forms answer (schema: UserErrorCode). */
export type PaymentUserErrorCode =
  | 'INVALID_INPUT'
  | 'NOT_FOUND'
  | 'UNAUTHENTICATED'
  | 'CARD_DECLINED'
  | 'INVALID_CARD'
  | 'INVALID_PROMO'
  | 'ALREADY_SUBSCRIBED'
  | 'NO_SUBSCRIPTION'
  | 'INVALID_STATE'
  | 'PAYMENT_UNAVAILABLE'
  | 'SAME_PLAN'
  | 'TOO_MANY_ATTEMPTS';

export type PaymentUserError = UserErrorModel<PaymentUserErrorCode>;

export const NO_STUDIO_MESSAGE = 'There is no studio with that short name.';
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
/** invalid_card_token: the token is unknown, used, expired, another provider's, or not the member's saved card. */
export const CARD_TOKEN_MESSAGE = 'Your card could not be verified. Please enter your card details again.';
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'The payment service could not be reached, and nothing was charged. Please try again in a few minutes.';
export const NO_SUBSCRIPTION_MESSAGE = 'You have no subscription.';

/** The backend's codes for a promo code it refuses; their messages are shown as sent ('No such coupon'). */
export const PROMO_CODES: ReadonlySet<string> = new Set([
  'no_such_coupon',
  'promo_expired',
  'promo_used_up',
  'promo_not_applicable',
  'promo_already_used',
]);

/** How members read the input fields, for messages built from the backend's `field: text`. */
export const PAYMENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  number: 'Card number',
  expMonth: 'Expiry month',
  expYear: 'Expiry year',
  cvc: 'Security code',
  name: 'Name on card',
  packageId: 'Plan',
  studioShortName: 'Studio',
  paymentToken: 'Card',
  paymentCardId: 'Saved card',
  promoCode: 'Promo code',
  idempotencyKey: 'Idempotency key',
  source: 'Source',
  date: 'Date',
  timeZone: 'Time zone',
};

/** REST body fields (and the one header) whose GraphQL input field has another name. */
const INPUT_FIELD_OF: Readonly<Record<string, string>> = {
  token: 'paymentToken',
  promo: 'promoCode',
  passDate: 'date',
  paymentMethodId: 'paymentCardId',
  studioId: 'studioShortName',
  studio: 'studioShortName',
  'Idempotency-Key': 'idempotencyKey',
  'idempotency-key': 'idempotencyKey',
};

/** Which mutation asked, and what its input holds. */
export interface PaymentOperation {
  /** The GraphQL input's field names: a backend field is named only when it maps to one of them. */
  inputFields: readonly string[];
  /** The input field that carried the card (`paymentToken`, or `paymentCardId` for a saved card); null when none. */
  cardField: string | null;
  /** Whether the call named a studio (a 404 then means that studio is unknown). */
  withStudio: boolean;
  /** A subscription change: a 404 means there is no subscription. */
  changesSubscription: boolean;
  /** createCardToken: card refusals name the card's own fields. */
  tokenizesCard: boolean;
}

/** `number: the local payment provider accepts only test cards` → the words after the field. */
function withoutField(text: string): string {
  return text.replace(/^[A-Za-z_][\w.[\]-]*:\s*/, '');
}

export function inputFieldOf(restField: string): string {
  return Object.hasOwn(INPUT_FIELD_OF, restField) ? (INPUT_FIELD_OF[restField] ?? restField) : restField;
}

/**
 * A validation message, `token: is not a valid card token` or `passDate: must match format "date"`:
 * the prefix's last segment, renamed to the GraphQL input's name, names the field when the input
 * has it; the rest is made readable.
 */
export function fromPaymentValidation(
  message: string,
  operation: PaymentOperation,
  code: PaymentUserErrorCode = 'INVALID_INPUT',
): PaymentUserError {
  const prefixed = /^([A-Za-z_][\w.[\]-]*):\s*([\s\S]+)$/.exec(message.trim());
  if (prefixed?.[1] && prefixed[2]) {
    const segment =
      prefixed[1]
        .split('.')
        .pop()
        ?.replace(/\[\d*\]$/, '') ?? '';
    const field = inputFieldOf(segment);
    if (operation.inputFields.includes(field))
      return { field, code, message: humanize(field, prefixed[2], PAYMENT_FIELD_LABELS) };
    // A field the input does not have (`body: …`, `amount: …`): about the whole form, words as sent.
    return { field: null, code, message: sentence(message) };
  }
  return { field: null, code, message: sentence(message) };
}

/**
 * The userError for a REST failure the mutation expects, or null when the failure is not one (an
 * outage, a 5xx other than the provider being unreachable, an unexpected status).
 */
export function paymentFailure(error: unknown, operation: PaymentOperation): PaymentUserError | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const status = error.upstreamStatus;
  const text = error.upstreamMessage;
  const code = error.upstreamCode;
  const cardField =
    operation.cardField ?? (operation.inputFields.includes('paymentToken') ? 'paymentToken' : null);
  // The backend's limits: nothing was done, the member is told when to try again.
  if (status === 429 || code === 'rate_limited')
    return { field: null, code: 'TOO_MANY_ATTEMPTS', message: text ?? TOO_MANY_ATTEMPTS_MESSAGE };

  if (code !== null && PROMO_CODES.has(code)) {
    return {
      field: operation.inputFields.includes('promoCode') ? 'promoCode' : null,
      code: 'INVALID_PROMO',
      message: text ?? 'No such coupon',
    };
  }
  switch (code) {
    case 'card_declined':
      return { field: null, code: 'CARD_DECLINED', message: text ?? CARD_DECLINED_MESSAGE };
    case 'invalid_card':
      // card-tokens names the card's field (`expYear: the card has expired`); elsewhere it is the card input.
      if (operation.tokenizesCard)
        return fromPaymentValidation(text ?? 'number: the card was refused', operation, 'INVALID_CARD');
      return {
        field: cardField,
        code: 'INVALID_CARD',
        message: text ? sentence(withoutField(text)) : CARD_TOKEN_MESSAGE,
      };
    case 'test_card_required': {
      const message = sentence(withoutField(text ?? 'the local payment provider accepts only test cards'));
      return { field: operation.tokenizesCard ? 'number' : cardField, code: 'INVALID_CARD', message };
    }
    case 'invalid_card_token':
      return { field: cardField, code: 'INVALID_CARD', message: CARD_TOKEN_MESSAGE };
    case 'already_subscribed':
      return {
        field: null,
        code: 'ALREADY_SUBSCRIBED',
        message: text ?? 'You already have a subscription. Manage it in Account Settings.',
      };
    case 'no_subscription':
      return { field: null, code: 'NO_SUBSCRIPTION', message: text ?? NO_SUBSCRIPTION_MESSAGE };
    case 'invalid_state':
      return {
        field: null,
        code: 'INVALID_STATE',
        message: text ?? 'That cannot be done with your subscription as it is now.',
      };
    case 'same_plan':
      return {
        field: operation.inputFields.includes('packageId') ? 'packageId' : null,
        code: 'SAME_PLAN',
        message: text ?? 'You are already on that plan.',
      };
    case 'daypass_exists':
      // The backend's code for "one pass per studio and date" (409; not in API.md's table).
      return {
        field: operation.inputFields.includes('date') ? 'date' : null,
        code: 'INVALID_STATE',
        message: text ?? 'You already have a day pass for that day.',
      };
    case 'payment_unavailable':
      // A 502: the backend's words are not sent (5xx never are), the code says enough.
      return { field: null, code: 'PAYMENT_UNAVAILABLE', message: PAYMENT_UNAVAILABLE_MESSAGE };
    case 'idempotency_conflict':
      return {
        field: operation.inputFields.includes('idempotencyKey') ? 'idempotencyKey' : null,
        code: 'INVALID_INPUT',
        message: text ?? 'Idempotency-Key was already used for a different request.',
      };
    case 'invalid_input':
      return fromPaymentValidation(text ?? 'The request was not valid.', operation);
    default:
      break;
  }

  // No code, or one this gateway does not know: the HTTP status decides.
  if (status < 300 || status === 400 || status === 413 || status === 422) {
    if (text && /no such coupon/i.test(text) && operation.inputFields.includes('promoCode')) {
      return { field: 'promoCode', code: 'INVALID_PROMO', message: text };
    }
    return fromPaymentValidation(text ?? 'The request was not valid.', operation);
  }
  switch (status) {
    case 401:
      return { field: null, code: 'UNAUTHENTICATED', message: text ?? LOG_IN_MESSAGE };
    case 402:
      return { field: null, code: 'CARD_DECLINED', message: text ?? CARD_DECLINED_MESSAGE };
    case 404:
      if (operation.withStudio)
        return { field: 'studioShortName', code: 'NOT_FOUND', message: text ?? NO_STUDIO_MESSAGE };
      if (operation.changesSubscription)
        return { field: null, code: 'NO_SUBSCRIPTION', message: text ?? NO_SUBSCRIPTION_MESSAGE };
      return null;
    case 409:
      return { field: null, code: 'INVALID_STATE', message: text ?? 'That cannot be done right now.' };
    default:
      return null;
  }
}
