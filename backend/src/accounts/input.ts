import { BadRequestError } from '../http/errors.js';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from './passwords.js';

/**
 * Checks the schema cannot express (they depend on trimming and byte counts). Each failure is a
 * 400 naming the field, e.g. `userInfo.email: must be a valid e-mail address`.
 */

export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;

// Control characters have no place in an address or a name (and would corrupt mail headers).
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** One `@` with text on both sides, a dot inside the domain, no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Trims and lowercases an e-mail address, or refuses it. */
export function normaliseEmail(value: string, field: string): string {
  const email = value.trim().toLowerCase();
  if (email === '') throw new BadRequestError(`${field}: must not be empty`);
  if (email.length > MAX_EMAIL_LENGTH) {
    throw new BadRequestError(`${field}: must be at most ${MAX_EMAIL_LENGTH} characters`);
  }
  if (CONTROL_CHARACTERS.test(email) || !EMAIL_SHAPE.test(email)) {
    throw new BadRequestError(`${field}: must be a valid e-mail address`);
  }
  return email;
}

export function normaliseName(value: string, field: string): string {
  const name = value.trim();
  if (name === '') throw new BadRequestError(`${field}: must not be empty`);
  if ([...name].length > MAX_NAME_LENGTH) {
    throw new BadRequestError(`${field}: must be at most ${MAX_NAME_LENGTH} characters`);
  }
  if (CONTROL_CHARACTERS.test(name)) throw new BadRequestError(`${field}: must not contain control characters`);
  return name;
}

/** A password as given (never trimmed). `forNewAccount` adds the minimum length. */
export function checkPassword(value: string, field: string, forNewAccount: boolean): string {
  if (value === '') throw new BadRequestError(`${field}: must not be empty`);
  // Bytes, not characters: this bounds what scrypt is asked to hash.
  if (Buffer.byteLength(value, 'utf8') > MAX_PASSWORD_BYTES) {
    throw new BadRequestError(`${field}: must be at most ${MAX_PASSWORD_BYTES} bytes`);
  }
  if (forNewAccount && [...value].length < MIN_PASSWORD_LENGTH) {
    throw new BadRequestError(`${field}: must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  return value;
}

export interface UserInfoBody {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
}

export function readUserInfo(info: UserInfoBody): UserInfoBody {
  return {
    email: normaliseEmail(info.email, 'userInfo.email'),
    firstName: normaliseName(info.firstName, 'userInfo.firstName'),
    lastName: normaliseName(info.lastName, 'userInfo.lastName'),
    password: checkPassword(info.password, 'userInfo.password', true),
  };
}
