// Expected failures of the live-class mutations, as `userErrors { field message code }`. The
// backend's machine code (`payment_required`, `already_booked`, `class_ended`, …)
// decides; a failure without one is judged by its HTTP status. The backend's message is shown as
// sent (it is written for members). Outages, 5xx (but `payment_unavailable`) and anything unexpected
// stay GraphQL errors: `liveFailure` answers null and the caller rethrows.
import { RestFailure } from '../rest/client.js';
import { PAYMENT_UNAVAILABLE_MESSAGE, PROMO_CODES } from '../payments/user-errors.js';
import { LOG_IN_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, type UserErrorModel } from '../shared/user-errors.js';

export type LiveUserErrorCode =
  | 'PAYMENT_REQUIRED'
  | 'ALREADY_BOOKED'
  | 'CLASS_ENDED'
  | 'CLASS_CANCELLED'
  | 'AMOUNT_MISMATCH'
  | 'INVALID_PROMO'
  | 'CARD_DECLINED'
  | 'INVALID_CARD'
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'STREAM_ID_IN_USE'
  | 'INVALID_INPUT'
  | 'INVALID_STATE'
  | 'CLASS_NOT_LIVE'
  | 'CLASS_STARTED'
  | 'UNAUTHENTICATED'
  | 'PAYMENT_UNAVAILABLE'
  | 'TOO_MANY_ATTEMPTS'
  | 'NOT_BOOKED'
  | 'NOT_FRIENDS'
  | 'FRIEND_BOOKED'
  | 'ALREADY_INVITED';

export type LiveUserError = UserErrorModel<LiveUserErrorCode>;

export const NO_CLASS_MESSAGE = 'There is no such live class.';
export const NO_ATTENDANCE_MESSAGE = 'There is no such attendance.';
export const NO_BROADCAST_MESSAGE = 'There is no such broadcast.';
export const NO_BOOKING_MESSAGE = 'There is no such booking.';
export const NO_FRIEND_MESSAGE = 'This is not a member.';

export const NOT_SIGNED_IN: LiveUserError = { field: null, code: 'UNAUTHENTICATED', message: LOG_IN_MESSAGE };

/** Which mutation asked: its input's field names, and what a bare 402 / 404 means for it. */
export interface LiveOperation {
  inputFields: readonly string[];
  /** A 402 without a code: PAYMENT_REQUIRED (book, join) or CARD_DECLINED (confirm). */
  paymentStatus: 'PAYMENT_REQUIRED' | 'CARD_DECLINED';
  /** The input field a 404 is about (`liveClassId`, `attendanceId`, `streamId`, `paymentIntentId`). */
  notFoundField: string | null;
}

/** REST body fields whose GraphQL input field has another name. */
const INPUT_FIELD_OF: Readonly<Record<string, string>> = {
  amount: 'amountCents',
  token: 'paymentToken',
  coupon: 'promoCode',
  promo: 'promoCode',
  subFolder: 'liveClassId',
  studioId: 'liveClassId',
  id: 'liveClassId',
};

/** The input field a `field: text` message names, when the input has it. */
function fieldOf(message: string | null, operation: LiveOperation): string | null {
  const prefix = message === null ? null : /^([A-Za-z_][\w.-]*):\s/.exec(message.trim())?.[1];
  if (!prefix) return null;
  const segment = prefix.split('.').pop() ?? '';
  const field = Object.hasOwn(INPUT_FIELD_OF, segment) ? (INPUT_FIELD_OF[segment] ?? segment) : segment;
  return operation.inputFields.includes(field) ? field : null;
}

const CODES: Readonly<Record<string, { code: LiveUserErrorCode; fallback: string; field?: string }>> = {
  payment_required: {
    code: 'PAYMENT_REQUIRED',
    fallback: 'Booking this class needs a subscription. You can pay for this class instead.',
  },
  already_booked: { code: 'ALREADY_BOOKED', fallback: 'You are already registered for this class.' },
  class_ended: { code: 'CLASS_ENDED', fallback: 'This live class has already ended.' },
  class_cancelled: { code: 'CLASS_CANCELLED', fallback: 'This live class was cancelled.' },
  amount_mismatch: {
    code: 'AMOUNT_MISMATCH',
    fallback: 'The price of this class has changed.',
    field: 'amountCents',
  },
  card_declined: { code: 'CARD_DECLINED', fallback: 'Your card was declined.' },
  invalid_card: {
    code: 'INVALID_CARD',
    fallback: 'Your card could not be verified. Please enter your card details again.',
    field: 'paymentToken',
  },
  invalid_card_token: {
    code: 'INVALID_CARD',
    fallback: 'Your card could not be verified. Please enter your card details again.',
    field: 'paymentToken',
  },
  test_card_required: {
    code: 'INVALID_CARD',
    fallback: 'The local payment provider accepts only test cards.',
    field: 'paymentToken',
  },
  stream_id_in_use: {
    code: 'STREAM_ID_IN_USE',
    fallback: 'Stream id is already being used. Please change stream id or keep it empty',
    field: 'streamId',
  },
  // States the schema names no code of their own for: the class is not open yet, the payment is
  // too old, the class is already included in the subscription.
  class_not_live: { code: 'CLASS_NOT_LIVE', fallback: 'This class opens 60 minutes before it starts.' },
  class_started: {
    code: 'CLASS_STARTED',
    fallback: 'This class has already started, so its booking can no longer be cancelled.',
  },
  booking_cancelled: { code: 'INVALID_STATE', fallback: 'This booking was cancelled.' },
  payment_expired: { code: 'INVALID_STATE', fallback: 'This payment has expired. Please start again.' },
  already_included: {
    code: 'INVALID_STATE',
    fallback: 'This class is included in your subscription: book it without paying.',
  },
  invalid_input: { code: 'INVALID_INPUT', fallback: 'The request was not valid.' },
  // Inviting a friend to a class.
  not_booked: { code: 'NOT_BOOKED', fallback: 'You can only invite friends to a class you booked.' },
  not_friends: { code: 'NOT_FRIENDS', fallback: 'You can only invite your friends.', field: 'friendId' },
  friend_booked: {
    code: 'FRIEND_BOOKED',
    fallback: 'Your friend already booked this class.',
    field: 'friendId',
  },
  already_invited: {
    code: 'ALREADY_INVITED',
    fallback: 'You already invited this friend to this class.',
    field: 'friendId',
  },
};

/** The userError for a REST failure the mutation expects, or null (an outage, a 5xx, an unexpected status). */
export function liveFailure(error: unknown, operation: LiveOperation): LiveUserError | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const status = error.upstreamStatus;
  const text = error.upstreamMessage;
  const machine = error.upstreamCode;
  const only = (field: string | undefined): string | null =>
    field !== undefined && operation.inputFields.includes(field) ? field : null;

  // The backend's limits: nothing was done, the member is told when to try again.
  if (status === 429 || machine === 'rate_limited')
    return { field: null, code: 'TOO_MANY_ATTEMPTS', message: text ?? TOO_MANY_ATTEMPTS_MESSAGE };
  if (machine !== null && PROMO_CODES.has(machine)) {
    return { field: only('promoCode'), code: 'INVALID_PROMO', message: text ?? 'No such coupon' };
  }
  if (machine === 'payment_unavailable') {
    // A 502: the backend's words are not sent (5xx never are), the code says enough.
    return { field: null, code: 'PAYMENT_UNAVAILABLE', message: PAYMENT_UNAVAILABLE_MESSAGE };
  }
  if (status >= 500) return null;
  const known = machine === null ? undefined : CODES[machine];
  if (known)
    return {
      field: only(known.field) ?? fieldOf(text, operation),
      code: known.code,
      message: text ?? known.fallback,
    };

  // No code, or one this gateway does not know: the HTTP status decides.
  switch (status) {
    case 401:
      return { field: null, code: 'UNAUTHENTICATED', message: text ?? LOG_IN_MESSAGE };
    case 402:
      return {
        field: null,
        code: operation.paymentStatus,
        message: text ?? CODES.payment_required?.fallback ?? 'Payment required.',
      };
    case 403:
      return { field: null, code: 'FORBIDDEN', message: text ?? 'You are not allowed to do that.' };
    case 404:
      return {
        field: fieldOf(text, operation) ?? only(operation.notFoundField ?? undefined),
        code: 'NOT_FOUND',
        message: text ?? NO_CLASS_MESSAGE,
      };
    case 409:
      return {
        field: fieldOf(text, operation),
        code: 'INVALID_STATE',
        message: text ?? 'That cannot be done right now.',
      };
    default:
      return {
        field: fieldOf(text, operation),
        code: 'INVALID_INPUT',
        message: text ?? 'The request was not valid.',
      };
  }
}
