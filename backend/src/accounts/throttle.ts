import type { Database, Queryable } from '../db/database.js';

/**
 * Failed log-ins, counted in the database so every backend instance agrees: within a 15-minute
 * window, 5 failures for one e-mail or 20 from one client address refuse further attempts for
 * that e-mail or address until enough of them have aged out of the window.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

const emailKey = (email: string): string => `email:${email}`;
const addressKey = (address: string): string => `ip:${address}`;

/** Milliseconds until `key` may try again, or 0 when it is not blocked. */
async function blockedFor(db: Queryable, key: string, limit: number, now: Date): Promise<number> {
  const rows = await db.query<{ at: Date }>(
    'SELECT at FROM login_failures WHERE key = $1 AND at > $2 ORDER BY at DESC LIMIT $3',
    [key, new Date(now.getTime() - THROTTLE_WINDOW_MS), limit],
  );
  if (rows.length < limit) return 0;
  // Blocked until the oldest of the newest `limit` failures leaves the window.
  const oldest = rows[rows.length - 1];
  return oldest ? Math.max(0, new Date(oldest.at).getTime() + THROTTLE_WINDOW_MS - now.getTime()) : 0;
}

export class LoginThrottle {
  constructor(private readonly db: Database) {}

  /** Whole minutes (at least 1) until a log-in for this e-mail from this address may be tried, or 0. */
  async minutesLeft(email: string, address: string, now: Date): Promise<number> {
    const [byEmail, byAddress] = await Promise.all([
      blockedFor(this.db, emailKey(email), MAX_FAILURES_PER_EMAIL, now),
      blockedFor(this.db, addressKey(address), MAX_FAILURES_PER_ADDRESS, now),
    ]);
    const wait = Math.max(byEmail, byAddress);
    return wait === 0 ? 0 : Math.max(1, Math.ceil(wait / 60_000));
  }

  async recordFailure(email: string, address: string, now: Date): Promise<void> {
    const keys = [emailKey(email), addressKey(address)];
    await this.db.transaction(async (tx) => {
      // Rows that left the window count for nothing; drop them as we go so the table stays small.
      await tx.query('DELETE FROM login_failures WHERE key = ANY($1::text[]) AND at <= $2', [
        keys,
        new Date(now.getTime() - THROTTLE_WINDOW_MS),
      ]);
      await tx.query('INSERT INTO login_failures (key, at) SELECT unnest($1::text[]), $2', [keys, now]);
    });
  }

  /** A successful log-in (or a password reset) clears the e-mail's count; the address's stays. */
  async clear(email: string, db: Queryable = this.db): Promise<void> {
    await db.query('DELETE FROM login_failures WHERE key = $1', [emailKey(email)]);
  }
}
