// Cheap checks of payment input made before any REST call: values the backend would
// refuse anyway, and values that must never reach a URL or a header (a short name with `/`, a key
// with a line break), are answered as INVALID_INPUT (or NOT_FOUND for a studio) without a round
// trip. Everything that needs the backend's knowledge (is the date in the past in that zone, is the
// card a test card, is the code known) stays the backend's.
import { given } from '../shared/input.js';
import type { PaymentUserError } from './user-errors.js';
import { NO_STUDIO_MESSAGE } from './user-errors.js';

const STUDIO_SHORT_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** `<packageShortName>_monthly`, `woomcenter_yearly2`, `jetsweat_class`: a short name and a suffix. */
const PACKAGE_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const MAX_PACKAGE_ID_LENGTH = 100;
export const MAX_TOKEN_LENGTH = 255;
/** The backend's limits (backend/src/payments/schemas.ts), so the edge refuses exactly what it would. */
export const MAX_PROMO_LENGTH = 64;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
export const MAX_SOURCE_LENGTH = 40;
const SOURCE = /^[A-Za-z0-9_.-]{1,40}$/;
export const MAX_CARD_NAME_LENGTH = 100;
export const MAX_TIME_ZONE_LENGTH = 64;
/** An HTTP header value the backend will take as sent: visible ASCII, no spaces or line breaks. */
const IDEMPOTENCY_KEY = /^[\x21-\x7E]{1,255}$/;

export function isPackageId(value: string): boolean {
  return PACKAGE_ID.test(value);
}

export function isStudioShortName(value: string): boolean {
  return STUDIO_SHORT_NAME.test(value);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An IANA time zone this runtime knows (the backend checks the same list of names). */
export function isTimeZone(value: string): boolean {
  if (value.length > MAX_TIME_ZONE_LENGTH) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const invalid = (field: string, message: string): PaymentUserError => ({
  field,
  code: 'INVALID_INPUT',
  message,
});

function checkStudio(studioShortName: string | null, errors: PaymentUserError[]): void {
  // Checked here because it becomes a path segment: `..` or `/` must never reach the URL.
  if (studioShortName !== null && !isStudioShortName(studioShortName)) {
    errors.push({ field: 'studioShortName', code: 'NOT_FOUND', message: NO_STUDIO_MESSAGE });
  }
}

function checkToken(field: string, value: string | null, errors: PaymentUserError[]): void {
  if (value !== null && value.length > MAX_TOKEN_LENGTH)
    errors.push(
      invalid(
        field,
        `${field === 'paymentCardId' ? 'Saved card' : 'Card token'} must be at most ${MAX_TOKEN_LENGTH} characters.`,
      ),
    );
}

function checkIdempotencyKey(value: string | null | undefined, errors: PaymentUserError[]): void {
  if (value === null || value === undefined || value === '') return;
  if (!IDEMPOTENCY_KEY.test(value)) {
    errors.push(
      invalid(
        'idempotencyKey',
        `Idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters (no spaces).`,
      ),
    );
  }
}

/** The idempotency key to forward, or null (absent or empty). */
export function idempotencyKeyOf(value: string | null | undefined): string | null {
  return value ? value : null;
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name?: string | null | undefined;
}

/** The card number without the spaces members type (`4242 4242 4242 4242`). */
export function cardNumberOf(input: CardInput): string {
  return input.number.replace(/\s+/g, '');
}

export function checkCardInput(input: CardInput): PaymentUserError[] {
  const errors: PaymentUserError[] = [];
  if (!/^\d{12,19}$/.test(cardNumberOf(input)))
    errors.push(invalid('number', 'Please enter a valid card number.'));
  if (!Number.isInteger(input.expMonth) || input.expMonth < 1 || input.expMonth > 12) {
    errors.push(invalid('expMonth', 'Expiry month must be between 1 and 12.'));
  }
  if (!Number.isInteger(input.expYear) || input.expYear < 1000 || input.expYear > 9999) {
    errors.push(invalid('expYear', 'Expiry year must have four digits.'));
  }
  if (!/^\d{3,4}$/.test(input.cvc.trim()))
    errors.push(invalid('cvc', 'Security code must be 3 or 4 digits.'));
  const name = given(input.name);
  if (name !== null && name.length > MAX_CARD_NAME_LENGTH)
    errors.push(invalid('name', `Name on card must be at most ${MAX_CARD_NAME_LENGTH} characters.`));
  return errors;
}

export interface SubscribeInputValues {
  packageId: string;
  studioShortName?: string | null | undefined;
  paymentToken?: string | null | undefined;
  promoCode?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  source?: string | null | undefined;
}

export function checkSubscribeInput(input: SubscribeInputValues): PaymentUserError[] {
  const errors: PaymentUserError[] = [];
  const packageId = input.packageId.trim();
  if (packageId === '') errors.push(invalid('packageId', 'Please choose a plan.'));
  else if (!isPackageId(packageId))
    errors.push(invalid('packageId', 'There is no plan with that package id.'));
  checkStudio(given(input.studioShortName), errors);
  checkToken('paymentToken', given(input.paymentToken), errors);
  const promo = given(input.promoCode);
  if (promo !== null && promo.length > MAX_PROMO_LENGTH)
    errors.push(invalid('promoCode', `Promo code must be at most ${MAX_PROMO_LENGTH} characters.`));
  checkIdempotencyKey(input.idempotencyKey, errors);
  // Absent or blank: the default (`website`). A tag such as `ios` or `roku`, as the backend allows.
  const source = given(input.source);
  if (source !== null && !SOURCE.test(source)) {
    errors.push(
      invalid(
        'source',
        `Source must be 1 to ${MAX_SOURCE_LENGTH} letters, digits, dots, dashes or underscores.`,
      ),
    );
  }
  return errors;
}

export interface DayPassInputValues {
  date: string;
  timeZone?: string | null | undefined;
  studioShortName?: string | null | undefined;
  paymentToken?: string | null | undefined;
  paymentCardId?: string | null | undefined;
  promoCode?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}

export function checkDayPassInput(input: DayPassInputValues): PaymentUserError[] {
  const errors: PaymentUserError[] = [];
  if (!isCalendarDate(input.date.trim()))
    errors.push(invalid('date', 'Date must be a day written as YYYY-MM-DD.'));
  const timeZone = given(input.timeZone);
  if (timeZone !== null && !isTimeZone(timeZone)) {
    errors.push(invalid('timeZone', 'Time zone must be an IANA time zone, for example America/New_York.'));
  }
  checkStudio(given(input.studioShortName), errors);
  checkToken('paymentToken', given(input.paymentToken), errors);
  checkToken('paymentCardId', given(input.paymentCardId), errors);
  const promo = given(input.promoCode);
  if (promo !== null && promo.length > MAX_PROMO_LENGTH)
    errors.push(invalid('promoCode', `Promo code must be at most ${MAX_PROMO_LENGTH} characters.`));
  checkIdempotencyKey(input.idempotencyKey, errors);
  return errors;
}

export interface VideoPurchaseInputValues {
  paymentToken?: string | null | undefined;
  paymentCardId?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}

/** A class bought on its own: one way to pay (a new card's token or a saved card), and a key. */
export function checkVideoPurchaseInput(input: VideoPurchaseInputValues): PaymentUserError[] {
  const errors: PaymentUserError[] = [];
  const token = given(input.paymentToken);
  const savedCard = given(input.paymentCardId);
  if (token === null && savedCard === null)
    errors.push(invalid('paymentToken', 'Please enter your card details.'));
  if (token !== null && savedCard !== null)
    errors.push(invalid('paymentCardId', 'Pay with a new card or a saved card, not both.'));
  checkToken('paymentToken', token, errors);
  checkToken('paymentCardId', savedCard, errors);
  checkIdempotencyKey(input.idempotencyKey, errors);
  return errors;
}

export function checkCardTokenInput(paymentToken: string): PaymentUserError[] {
  const errors: PaymentUserError[] = [];
  const token = given(paymentToken);
  if (token === null) errors.push(invalid('paymentToken', 'Please enter your card details.'));
  checkToken('paymentToken', token, errors);
  return errors;
}

/** The plan a switch names: a package id's shape (the backend decides whether it is one of the studio's plans). */
export function checkPackageIdInput(value: string): PaymentUserError[] {
  const packageId = value.trim();
  if (packageId === '') return [invalid('packageId', 'Please choose a plan.')];
  if (!isPackageId(packageId)) return [invalid('packageId', 'There is no plan with that package id.')];
  return [];
}
