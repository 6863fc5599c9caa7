// Cheap checks of mutation input made before any REST call: values the backend would refuse
// anyway (API.md "Rules") are refused here without a round trip, and an overlong password is
// never forwarded at all. Everything finer (e-mail shape, minimum lengths) stays the backend's.
import type { UserErrorModel } from './user-errors.js';
import { INVALID_INVITATION_MESSAGE } from './user-errors.js';

export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_BYTES = 1024;
export const MAX_NAME_LENGTH = 100;
/** Gym-benefit tokens are two base64url parts of an e-mail, a time and a MAC: far below this. */
export const MAX_INVITATION_LENGTH = 2048;
const STUDIO_SHORT_NAME = /^[A-Za-z0-9_-]{1,64}$/;

export interface AccountInput {
  email?: string | undefined;
  password?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  token?: string | undefined;
  studioShortName?: string | null | undefined;
}

/** An absent or blank studio short name means the general site. */
export function studioShortNameOf(input: AccountInput): string | null {
  const name = input.studioShortName?.trim();
  return name ? name : null;
}

/** The refusals for `input`; empty when it may be sent. */
export function checkInput(input: AccountInput): UserErrorModel[] {
  const errors: UserErrorModel[] = [];
  if (input.email !== undefined && input.email.trim().length > MAX_EMAIL_LENGTH) {
    errors.push({
      field: 'email',
      code: 'INVALID_INPUT',
      message: `E-mail address must be at most ${MAX_EMAIL_LENGTH} characters.`,
    });
  }
  if (input.password !== undefined && Buffer.byteLength(input.password, 'utf8') > MAX_PASSWORD_BYTES) {
    // The backend counts bytes (it refuses over 1 KiB before hashing); for most passwords bytes are characters.
    errors.push({
      field: 'password',
      code: 'INVALID_INPUT',
      message: `Password must be at most ${MAX_PASSWORD_BYTES} characters.`,
    });
  }
  for (const [field, label] of [
    ['firstName', 'First name'],
    ['lastName', 'Last name'],
  ] as const) {
    const value = input[field];
    if (value !== undefined && value.trim().length > MAX_NAME_LENGTH) {
      errors.push({
        field,
        code: 'INVALID_INPUT',
        message: `${label} must be at most ${MAX_NAME_LENGTH} characters.`,
      });
    }
  }
  if (input.token !== undefined && input.token.length > MAX_INVITATION_LENGTH) {
    errors.push({ field: null, code: 'INVALID_INVITATION', message: INVALID_INVITATION_MESSAGE });
  }
  const studio = studioShortNameOf(input);
  // Checked here because it becomes a path segment: `..` or `/` must never reach the URL.
  if (studio !== null && !STUDIO_SHORT_NAME.test(studio)) {
    errors.push({
      field: 'studioShortName',
      code: 'NOT_FOUND',
      message: 'There is no studio with that short name.',
    });
  }
  return errors;
}
