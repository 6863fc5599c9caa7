import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The secrets calendar sync keeps: provider tokens and PKCE verifiers are stored encrypted
 * (AES-256-GCM, a key derived from CALENDAR_TOKEN_KEY), OAuth `state` values only as hashes; and the
 * deterministic names that make every write to a calendar safe to repeat.
 */

export const MIN_TOKEN_KEY_LENGTH = 32;

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A stored secret that cannot be read back: another key, or a value altered in the database. */
export class UnreadableSecretError extends Error {
  override readonly name = 'UnreadableSecretError';
}

export class TokenCipher {
  private readonly key: Buffer;

  /** `secret`: CALENDAR_TOKEN_KEY, any text of at least 32 characters (the key is derived from it). */
  constructor(secret: string) {
    if (secret.length < MIN_TOKEN_KEY_LENGTH)
      throw new Error(
        `CALENDAR_TOKEN_KEY must be at least ${MIN_TOKEN_KEY_LENGTH} characters (it has ${secret.length}): generate one with "openssl rand -base64 32".`,
      );
    this.key = Buffer.from(hkdfSync('sha256', secret, 'streamfit', 'calendar tokens v1', 32));
  }

  /**
   * `v1.<iv>.<ciphertext>.<tag>` (base64url). `context` (e.g. `user:7:google:refresh`) is
   * authenticated, so a value copied into another row or another member's connection does not decrypt.
   */
  encrypt(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [FORMAT, iv, body, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string, context: string): string {
    const [format, iv, body, tag, ...rest] = stored.split('.');
    if (format !== FORMAT || iv === undefined || body === undefined || tag === undefined || rest.length > 0)
      throw new UnreadableSecretError('not an encrypted value of this server');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      throw new UnreadableSecretError('encrypted with another key, or altered');
    }
  }
}

/** 32 random bytes, base64url (43 characters): OAuth `state` values, PKCE verifiers and connect grants. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How a `state` is stored and looked up: its SHA-256, hex. */
export function hashState(state: string): string {
  return createHash('sha256').update(state, 'utf8').digest('hex');
}

function eventDigest(connectionId: number, workoutId: number): Buffer {
  return createHash('sha256').update(`streamfit calendar event:${connectionId}:${workoutId}`).digest();
}

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

function base32hex(bytes: Buffer): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32HEX[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32HEX[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * The Google event id of a workout in one connection's calendar: `sf` and 32 base32hex characters
 * (Google allows a–v and 0–9, 5 to 1024 of them). The same every time, so an insert repeated after
 * a lost answer is Google's 409, never a second event.
 */
export function googleEventId(connectionId: number, workoutId: number): string {
  return `sf${base32hex(eventDigest(connectionId, workoutId).subarray(0, 20))}`;
}

/** The Outlook `transactionId` of the same: a GUID-shaped hex string Graph deduplicates creations by. */
export function outlookTransactionId(connectionId: number, workoutId: number): string {
  const hex = eventDigest(connectionId, workoutId).subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
