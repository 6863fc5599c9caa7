import { BadRequestError } from '../http/errors.js';
import { normaliseEmail, normaliseName } from '../http/text.js';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from './passwords.js';

/**
 * Checks the schema cannot express (they depend on trimming and byte counts). Each failure is a
 * 400 naming the field, e.g. `userInfo.email: must be a valid e-mail address`. E-mail and name
 * rules are the shared ones (http/text.ts).
 */

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
