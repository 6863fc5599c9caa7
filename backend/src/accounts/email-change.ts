import type { Queryable } from '../db/database.js';
import { newToken, sha256 } from './tokens.js';

/**
 * A new e-mail address is confirmed by a link mailed to it: the request stores a random token
 * (only its SHA-256) with the address for a day; using the link once moves the account to the
 * address. Until then the account keeps its old one, so a typo or someone else's request changes
 * nothing.
 */

export const EMAIL_CHANGE_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const EMAIL_CHANGE_LINK_UNUSABLE_MESSAGE =
  'This e-mail change link has expired or was already used. Please ask for a new one from your account page.';

/** Where the web app takes the link: the token rides in the fragment, out of server and proxy logs. */
export function emailChangeLink(siteUrl: string, token: string): string {
  return `${siteUrl}/account/email#token=${token}`;
}

/** A new link for the user; their earlier unused links stop working. `tx` must be a transaction. */
export async function createEmailChange(
  tx: Queryable,
  userId: number,
  newEmail: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  await tx.query('DELETE FROM email_change_requests WHERE user_id = $1 AND used_at IS NULL', [userId]);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_LINK_LIFETIME_MS);
  await tx.query(
    `INSERT INTO email_change_requests (token_hash, user_id, new_email, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [sha256(token), userId, newEmail, now, expiresAt],
  );
  return { token, expiresAt };
}

/** The address waiting for the member's confirmation, while its link is usable. */
export async function pendingEmailChange(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<{ email: string; expiresAt: Date } | undefined> {
  const [row] = await db.query<{ new_email: string; expires_at: Date | string }>(
    `SELECT new_email, expires_at FROM email_change_requests
     WHERE user_id = $1 AND used_at IS NULL AND expires_at > $2 ORDER BY created_at DESC LIMIT 1`,
    [userId, now],
  );
  return row === undefined ? undefined : { email: row.new_email, expiresAt: new Date(row.expires_at) };
}

/**
 * Uses a link up: one statement, so of two uses at once only one gets the change. Undefined when
 * the link was not usable (unknown, replaced, used or expired).
 */
export async function consumeEmailChange(
  tx: Queryable,
  token: string,
  now: Date,
): Promise<{ userId: number; newEmail: string } | undefined> {
  const [row] = await tx.query<{ user_id: number; new_email: string }>(
    `UPDATE email_change_requests SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING user_id, new_email`,
    [sha256(token), now],
  );
  return row === undefined ? undefined : { userId: row.user_id, newEmail: row.new_email };
}
