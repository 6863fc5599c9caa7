import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  validateCard,
  validateCvc,
  validateExpiry,
  validateNumber,
} from '../card/cardValidation';
import { newIdempotencyKey } from '../idempotency';
import { planChoiceFrom } from '../paths';
import { planCopy, walletAmount } from '../planCopy';

const NOW = new Date(2026, 5, 15);

describe('card checks', () => {
  it('detects brands', () => {
    expect(detectBrand('4242424242424242')).toBe('visa');
    expect(detectBrand('5555555555554444')).toBe('mastercard');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('378282246310005')).toBe('amex');
    expect(detectBrand('6011111111111117')).toBe('discover');
    expect(detectBrand('3056930009020004')).toBe('diners');
    expect(detectBrand('3566002020360505')).toBe('jcb');
    expect(detectBrand('9999')).toBe('unknown');
  });

  it('applies Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('groups the number as printed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42424242424242429999')).toBe('4242 4242 4242 4242 999');
    expect(formatCardNumber('4242')).toBe('4242');
  });

  it('checks the number: incomplete, invalid, fine', () => {
    expect(validateNumber('')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(validateNumber('424242')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(validateNumber('4242424242424241')).toBe(CARD_MESSAGES.numberInvalid);
    expect(validateNumber('4242424242424242')).toBeNull();
    expect(validateNumber('378282246310005')).toBeNull();
  });

  it('shapes and checks the expiry', () => {
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('4', '')).toBe('04 / ');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 /', '12 / ')).toBe('12');
    expect(formatExpiry('1230', '')).toBe('12 / 30');
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('12 / 3')).toBeNull();
    expect(validateExpiry('12 / 3', NOW)).toBe(CARD_MESSAGES.expiryIncomplete);
    expect(validateExpiry('13 / 30', NOW)).toBe(CARD_MESSAGES.expiryInvalid);
    expect(validateExpiry('12 / 25', NOW)).toBe(CARD_MESSAGES.expiryYearPast);
    expect(validateExpiry('05 / 26', NOW)).toBe(CARD_MESSAGES.expiryPast);
    expect(validateExpiry('06 / 26', NOW)).toBeNull();
    expect(validateExpiry('06 / 99', NOW)).toBe(CARD_MESSAGES.expiryYearInvalid);
  });

  it('wants 3 CVC digits, 4 for American Express', () => {
    expect(validateCvc('12', 'visa')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(validateCvc('123', 'visa')).toBeNull();
    expect(validateCvc('123', 'amex')).toBe(CARD_MESSAGES.cvcIncomplete);
    expect(validateCvc('1234', 'amex')).toBeNull();
  });

  it('checks a whole card', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, NOW)).toEqual({
      number: null,
      expiry: null,
      cvc: null,
    });
  });
});

describe('plan copy and choices', () => {
  it('describes plans in the spec words, with prices left to the graph', () => {
    expect(planCopy('YEARLY', 7)).toEqual({
      per: 'per year',
      billing: 'Billed annually',
      perks: ['First 7 days free', 'Cancel any time', 'Unlimited workouts'],
    });
    expect(planCopy('MONTHLY', 0).perks).toEqual(['Cancel any time', 'Unlimited workouts']);
    expect(planCopy('DAY_PASS', 0)).toEqual({
      per: 'per day',
      billing: 'One-time payment',
      perks: ['Unlimited workouts'],
    });
  });

  it('uses the spec wallet amounts', () => {
    expect(walletAmount('YEARLY')).toBe(2399);
    expect(walletAmount('MONTHLY')).toBe(1999);
  });

  it('starts on monthly unless ?plan=yearly', () => {
    expect(planChoiceFrom('?plan=yearly')).toBe('yearly');
    expect(planChoiceFrom('?plan=YEARLY')).toBe('yearly');
    expect(planChoiceFrom('?plan=weekly')).toBe('monthly');
    expect(planChoiceFrom('')).toBe('monthly');
  });
});

describe('idempotency keys', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('are fresh v4 UUIDs', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('still come without crypto.randomUUID (insecure contexts)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
