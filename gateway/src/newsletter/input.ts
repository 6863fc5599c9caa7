// Cheap checks of the sign-up made before any REST call: an address that cannot be one (no '@'
// with text on both sides and a dot in the domain, spaces, over 254 characters) and a studio short
// name that could not exist are refused here without a round trip. The backend checks again.
import type { UserErrorModel } from '../shared/user-errors.js';

export const MAX_EMAIL_LENGTH = 254;
const STUDIO_SHORT_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** The backend's rule (API.md "Accounts" → Rules): one '@' with text on both sides, a dot in the domain, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid e-mail address.';
export const UNKNOWN_STUDIO_MESSAGE = 'There is no studio with that short name.';

export interface NewsletterInput {
  email: string;
  studioShortName?: string | null | undefined;
}

/** An absent or blank studio short name means the general site's list. */
export function studioShortNameOf(input: NewsletterInput): string | null {
  const name = input.studioShortName?.trim();
  return name ? name : null;
}

/** The refusals for `input`; empty when it may be sent. */
export function checkNewsletterInput(input: NewsletterInput): UserErrorModel[] {
  const errors: UserErrorModel[] = [];
  const email = input.email.trim();
  if (email === '') {
    errors.push({ field: 'email', code: 'INVALID_INPUT', message: 'Please enter your e-mail address.' });
  } else if (email.length > MAX_EMAIL_LENGTH) {
    errors.push({
      field: 'email',
      code: 'INVALID_INPUT',
      message: `E-mail address must be at most ${MAX_EMAIL_LENGTH} characters.`,
    });
  } else if (CONTROL_CHARACTERS.test(email) || !EMAIL_SHAPE.test(email)) {
    errors.push({ field: 'email', code: 'INVALID_INPUT', message: INVALID_EMAIL_MESSAGE });
  }
  const studio = studioShortNameOf(input);
  // It becomes part of the request: anything the backend could never know is refused here.
  if (studio !== null && !STUDIO_SHORT_NAME.test(studio)) {
    errors.push({ field: 'studioShortName', code: 'NOT_FOUND', message: UNKNOWN_STUDIO_MESSAGE });
  }
  return errors;
}
