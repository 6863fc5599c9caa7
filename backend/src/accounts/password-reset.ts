import type { Queryable } from '../db/database.js';
import { newToken, sha256 } from './tokens.js';

/**
 * Password reset links: a request stores a new random token (only its SHA-256) for an hour and
 * mails it; using it once sets a new password. Nothing about the account changes before that, so
 * a request someone else made cannot lock a member out.
 */

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** 32 random bytes in base64url, as the link carries it. */
export const RESET_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const RESET_LINK_UNUSABLE_MESSAGE =
  'This password reset link has expired or was already used. Please request a new one.';

/** Where the web app takes a reset link: the token rides in the fragment, so it stays out of server and proxy logs. */
export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl}/forgot-password#token=${token}`;
}

/** A new link for the user; the user's earlier unused links stop working. `tx` must be a transaction. */
export async function createResetToken(tx: Queryable, userId: number, now: Date): Promise<string> {
  await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL', [userId]);
  const token = newToken();
  await tx.query(
    'INSERT INTO password_reset_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), userId, now, new Date(now.getTime() + RESET_LINK_LIFETIME_MS)],
  );
  return token;
}

/** The user a link is for, while it is usable (not used, not replaced, not expired at `now`). */
export async function usableResetToken(
  db: Queryable,
  token: string,
  now: Date,
): Promise<{ userId: number; expiresAt: Date } | undefined> {
  const [row] = await db.query<{ user_id: number; expires_at: Date | string }>(
    'SELECT user_id, expires_at FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [sha256(token), now],
  );
  return row === undefined ? undefined : { userId: row.user_id, expiresAt: new Date(row.expires_at) };
}

/**
 * Uses a link up: one statement, so of two requests using it at once only one gets the user.
 * Also drops the user's other unused links. Undefined when the link was not usable.
 */
export async function consumeResetToken(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await tx.query<{ user_id: number }>(
    `UPDATE password_reset_tokens SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id`,
    [sha256(token), now],
  );
  if (row === undefined) return undefined;
  await tx.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL', [row.user_id]);
  return row.user_id;
}
