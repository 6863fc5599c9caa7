/**
 * The checks Stripe's card Elements make, for the LOCAL provider's plain card form:
 * brand detection, Luhn, length per brand, expiry not in the past, CVC length.
 * Messages follow Elements' wording so both providers read the same.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unknown';

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unknown: '',
};

export type CardFieldName = 'number' | 'expiry' | 'cvc';

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryYearPast: "Your card's expiration year is in the past.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** The digits of what was typed (spaces and dashes dropped). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function detectBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  if (/^(36|30[0-5]|3095|38|39)/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  return 'unknown';
}

/** The lengths a brand's numbers come in. */
function numberLengths(brand: CardBrand): number[] {
  switch (brand) {
    case 'amex':
      return [15];
    case 'diners':
      return [14, 16, 19];
    case 'visa':
      return [13, 16, 19];
    case 'mastercard':
      return [16];
    case 'discover':
    case 'jcb':
      return [16, 17, 18, 19];
    default:
      return [16, 17, 18, 19];
  }
}

export function maxNumberLength(brand: CardBrand): number {
  return Math.max(...numberLengths(brand));
}

/** The number as printed on the card: 4-6-5 for American Express, groups of four otherwise. */
export function formatCardNumber(digits: string): string {
  const brand = detectBrand(digits);
  const clipped = digits.slice(0, maxNumberLength(brand));
  if (brand === 'amex') {
    return [clipped.slice(0, 4), clipped.slice(4, 10), clipped.slice(10)].filter(Boolean).join(' ');
  }
  return clipped.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/**
 * The expiry as typed, shaped like Elements' 'MM / YY': a leading 1-digit month above 1
 * becomes 0M, the separator appears after the month and goes with a backspace.
 */
export function formatExpiry(raw: string, previous: string): string {
  const deleting = raw.length < previous.length;
  let digits = cardDigits(raw).slice(0, 4);
  // '1/' typed: the month is 01.
  if (/^\d\s*\/$/.test(raw.trim())) digits = `0${digits}`;
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** 'MM / YY' → month and four-digit year; null unless all four digits are there. */
export function parseExpiry(value: string): Expiry | null {
  const digits = cardDigits(value);
  if (digits.length !== 4) return null;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

export function validateNumber(digits: string): string | null {
  const brand = detectBrand(digits);
  const lengths = numberLengths(brand);
  if (digits.length === 0 || digits.length < Math.min(...lengths)) return CARD_MESSAGES.numberIncomplete;
  if (!lengths.includes(digits.length)) {
    return digits.length < maxNumberLength(brand) && !luhnValid(digits)
      ? CARD_MESSAGES.numberIncomplete
      : CARD_MESSAGES.numberInvalid;
  }
  return luhnValid(digits) ? null : CARD_MESSAGES.numberInvalid;
}

export function validateExpiry(value: string, now: Date = new Date()): string | null {
  const expiry = parseExpiry(value);
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  if (expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryInvalid;
  const year = now.getFullYear();
  if (expiry.year < year) return CARD_MESSAGES.expiryYearPast;
  if (expiry.year === year && expiry.month < now.getMonth() + 1) return CARD_MESSAGES.expiryPast;
  if (expiry.year > year + 50) return CARD_MESSAGES.expiryYearInvalid;
  return null;
}

export function validateCvc(cvc: string, brand: CardBrand): string | null {
  return cardDigits(cvc).length === cvcLength(brand) && /^\d+$/.test(cvc)
    ? null
    : CARD_MESSAGES.cvcIncomplete;
}

export interface CardValues {
  /** As typed (formatted). */
  number: string;
  expiry: string;
  cvc: string;
}

export type CardErrors = Record<CardFieldName, string | null>;

export function validateCard(values: CardValues, now: Date = new Date()): CardErrors {
  const digits = cardDigits(values.number);
  return {
    number: validateNumber(digits),
    expiry: validateExpiry(values.expiry, now),
    cvc: validateCvc(values.cvc, detectBrand(digits)),
  };
}
