// The social forms' input, checked before any REST call: a refusal here costs none.
import type { UserErrorModel } from '../shared/user-errors.js';

export const MAX_EMAIL_LENGTH = 254;
/** The backend's bound on a message, counted in characters (an emoji is one). */
export const MAX_MESSAGE_LENGTH = 2000;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';
export const INVALID_PHONE_MESSAGE = 'Please enter an international phone number, like +12125550100.';
// The backend's rule: one `@` with text on both sides, a dot in the domain, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** E.164 once spaces, hyphens, dots and brackets are dropped: `+`, then 7 to 15 digits, no leading 0. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

const invalid = (field: string, message: string): UserErrorModel => ({
  field,
  code: 'INVALID_INPUT',
  message,
});

/** A trimmed e-mail address, or the userError saying why it cannot be one. */
export function emailOf(value: string, field = 'email'): { email: string } | { error: UserErrorModel } {
  const email = value.trim();
  if (email === '') return { error: invalid(field, 'Please enter an e-mail address.') };
  if (email.length > MAX_EMAIL_LENGTH)
    return { error: invalid(field, `E-mail address must be at most ${MAX_EMAIL_LENGTH} characters.`) };
  if (CONTROL_CHARACTERS.test(email) || !EMAIL_SHAPE.test(email))
    return { error: invalid(field, INVALID_EMAIL_MESSAGE) };
  return { email };
}

/** A phone number as E.164 (what the backend stores), or the userError saying why it is not one. */
export function phoneOf(value: string): { phone: string } | { error: UserErrorModel } {
  const phone = value.replace(/[\s.()[\]-]/g, '');
  return E164.test(phone) ? { phone } : { error: invalid('phone', INVALID_PHONE_MESSAGE) };
}

/** A message's text, trimmed, of 1 to 2000 characters. */
export function messageTextOf(value: string): { text: string } | { error: UserErrorModel } {
  const text = value.trim();
  if (text === '') return { error: invalid('text', 'Please write a message.') };
  if (Array.from(text).length > MAX_MESSAGE_LENGTH)
    return { error: invalid('text', `A message must be at most ${MAX_MESSAGE_LENGTH} characters.`) };
  return { text };
}
