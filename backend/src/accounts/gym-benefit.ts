import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Gym-benefit (Gympass) invitations: the partner sends a member a sign-up link carrying a token
 * `base64url(email|expiresAtMs).base64url(HMAC-SHA256(secret, email|expiresAtMs))`. The backend
 * checks the signature, the expiry and the e-mail; single use is recorded at sign-up.
 */

export const DEFAULT_INVITATION_DAYS = 14;

function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function createGymBenefitToken(secret: string, email: string, expiresAt: Date): string {
  const payload = `${email.trim().toLowerCase()}|${expiresAt.getTime()}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload).toString('base64url')}`;
}

export type GymBenefitCheck =
  { valid: true; email: string; expiresAt: Date } | { valid: false; reason: string };

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Checks signature, expiry (against `now`) and shape; the caller compares the e-mail. */
export function verifyGymBenefitToken(secret: string, token: string, now: Date): GymBenefitCheck {
  const parts = token.split('.');
  const [encodedPayload, encodedSignature] = parts;
  if (parts.length !== 2 || !encodedPayload || !encodedSignature)
    return { valid: false, reason: 'malformed' };
  if (!BASE64URL.test(encodedPayload) || !BASE64URL.test(encodedSignature))
    return { valid: false, reason: 'malformed' };
  const payload = Buffer.from(encodedPayload, 'base64url').toString('utf8');
  const expected = sign(secret, payload);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'bad signature' };
  }
  const separator = payload.lastIndexOf('|');
  const email = payload.slice(0, separator);
  const expiresAtMs = Number(payload.slice(separator + 1));
  if (separator < 1 || !/^\d{1,15}$/.test(payload.slice(separator + 1)))
    return { valid: false, reason: 'malformed' };
  if (expiresAtMs <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, email, expiresAt: new Date(expiresAtMs) };
}
