import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N=2^14, r=8, p=1 (about 16 MiB and tens of milliseconds per hash). */
const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/** Longest password accepted, in UTF-8 bytes; checked before hashing so nobody can make us hash megabytes. */
export const MAX_PASSWORD_BYTES = 1024;
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordHash {
  /** hex */
  hash: string;
  /** hex, random per user */
  salt: string;
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt);
  return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const key = await derive(password, Buffer.from(stored.salt, 'hex'));
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/**
 * A hash nobody's password matches, checked when a log-in names an unknown e-mail, so that
 * answer takes as long as a wrong password and timing does not reveal which addresses exist.
 */
let decoy: Promise<PasswordHash> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(randomBytes(32).toString('hex'));
  await verifyPassword(password, await decoy);
  return false;
}
