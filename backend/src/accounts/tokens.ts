import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';

/** Sessions last 30 days from log-in or sign-up. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes in base64url: exactly 43 characters of this alphabet. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token in an Authorization header: the raw token or `Bearer <token>`. Anything else
 * (including a token of the wrong shape) is undefined, so it never reaches the database.
 */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^(?:bearer\s+)?(\S+)\s*$/i.exec(header.trim());
  const token = match?.[1];
  return token !== undefined && TOKEN_SHAPE.test(token) ? token : undefined;
}

/** Stores (the hash of) a new session token for the user and returns the token itself. */
export async function issueToken(db: Queryable, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.query(
    'INSERT INTO auth_tokens (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), userId, now, new Date(now.getTime() + TOKEN_LIFETIME_MS)],
  );
  return token;
}

/** The user a live token belongs to: not revoked, not expired at `now`. */
export async function userIdForToken(db: Queryable, token: string, now: Date): Promise<number | undefined> {
  const rows = await db.query<{ user_id: number }>(
    'SELECT user_id FROM auth_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
    [sha256(token), now],
  );
  return rows[0]?.user_id;
}

/**
 * Tells every gateway, through the event stream, that these sessions ended, so it closes the
 * member's open WebSockets that were opened with them. Written in the revoking transaction: the
 * event exists if and only if the revocation does.
 */
async function recordSessionsEnded(
  tx: Queryable,
  userId: number,
  tokenHashes: readonly string[],
  now: Date,
): Promise<void> {
  if (tokenHashes.length === 0) return;
  await recordEvent(tx, {
    type: 'session.ended',
    occurredAt: now,
    subject: { kind: 'user', id: userId },
    audienceUserIds: [userId],
    payload: { tokenHashes: [...tokenHashes] },
  });
}

/** Ends one session (logout). `tx` must be a transaction (the event is written with it). */
export async function endSession(tx: Queryable, userId: number, token: string, now: Date): Promise<void> {
  const rows = await tx.query<{ token_hash: string }>(
    'UPDATE auth_tokens SET revoked_at = $3 WHERE token_hash = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING token_hash',
    [sha256(token), userId, now],
  );
  await recordSessionsEnded(
    tx,
    userId,
    rows.map((row) => row.token_hash),
    now,
  );
}

/**
 * Ends every session of a user but the one in use (the member changed their password here: every
 * other device must log in again). `tx` must be a transaction.
 */
export async function endOtherSessions(
  tx: Queryable,
  userId: number,
  keptToken: string,
  now: Date,
): Promise<void> {
  const rows = await tx.query<{ token_hash: string }>(
    `UPDATE auth_tokens SET revoked_at = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $3 RETURNING token_hash`,
    [userId, now, sha256(keptToken)],
  );
  await recordSessionsEnded(
    tx,
    userId,
    rows.map((row) => row.token_hash),
    now,
  );
}

/** Ends every session of a user (a password change). `tx` must be a transaction. */
export async function endAllSessions(tx: Queryable, userId: number, now: Date): Promise<void> {
  const rows = await tx.query<{ token_hash: string }>(
    'UPDATE auth_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING token_hash',
    [userId, now],
  );
  await recordSessionsEnded(
    tx,
    userId,
    rows.map((row) => row.token_hash),
    now,
  );
}
