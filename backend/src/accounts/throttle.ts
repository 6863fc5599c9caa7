import type { Database, Queryable } from '../db/database.js';

/**
 * Failed log-ins, counted in the database so every backend instance agrees: within a 15-minute
 * window, 5 failures for one e-mail or 20 from one client address refuse further attempts for
 * that e-mail or address until enough of them have aged out of the window.
 */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

/** How many attempts an e-mail and a client address may make within a window. */
export interface AttemptLimits {
  /** Distinguishes the kinds of attempt that share the table, e.g. `login` or `reset`. */
  kind: string;
  windowMs: number;
  perEmail: number;
  perAddress: number;
}

export const LOGIN_LIMITS: AttemptLimits = {
  kind: 'login',
  windowMs: THROTTLE_WINDOW_MS,
  perEmail: MAX_FAILURES_PER_EMAIL,
  perAddress: MAX_FAILURES_PER_ADDRESS,
};

/**
 * Password resets: the spec's reset sets a new password at once (and ends every session), so
 * without a limit anyone could keep a member logged out or probe which e-mails have accounts.
 */
export const PASSWORD_RESET_LIMITS: AttemptLimits = { kind: 'reset', windowMs: 60 * 60 * 1000, perEmail: 3, perAddress: 10 };

/** Milliseconds until `key` may try again, or 0 when it is not blocked. */
async function blockedFor(db: Queryable, key: string, limit: number, windowMs: number, now: Date): Promise<number> {
  const rows = await db.query<{ at: Date }>(
    'SELECT at FROM login_failures WHERE key = $1 AND at > $2 ORDER BY at DESC LIMIT $3',
    [key, new Date(now.getTime() - windowMs), limit],
  );
  if (rows.length < limit) return 0;
  // Blocked until the oldest of the newest `limit` attempts leaves the window.
  const oldest = rows[rows.length - 1];
  return oldest ? Math.max(0, new Date(oldest.at).getTime() + windowMs - now.getTime()) : 0;
}

/** Counts attempts per e-mail and per client address in the database, so every instance agrees. */
export class AttemptThrottle {
  constructor(
    private readonly db: Database,
    private readonly limits: AttemptLimits = LOGIN_LIMITS,
  ) {}

  // The log-in keys keep their original form so counts recorded before this change still apply.
  private emailKey(email: string): string {
    return this.limits.kind === 'login' ? `email:${email}` : `${this.limits.kind}:email:${email}`;
  }

  private addressKey(address: string): string {
    return this.limits.kind === 'login' ? `ip:${address}` : `${this.limits.kind}:ip:${address}`;
  }

  /** Whole minutes (at least 1) until this e-mail from this address may try again, or 0. */
  async minutesLeft(email: string, address: string, now: Date): Promise<number> {
    const { perEmail, perAddress, windowMs } = this.limits;
    const [byEmail, byAddress] = await Promise.all([
      blockedFor(this.db, this.emailKey(email), perEmail, windowMs, now),
      blockedFor(this.db, this.addressKey(address), perAddress, windowMs, now),
    ]);
    const wait = Math.max(byEmail, byAddress);
    return wait === 0 ? 0 : Math.max(1, Math.ceil(wait / 60_000));
  }

  /** Counts one attempt (a failed log-in, a reset request) for the e-mail and the address. */
  async recordFailure(email: string, address: string, now: Date): Promise<void> {
    const keys = [this.emailKey(email), this.addressKey(address)];
    await this.db.transaction(async (tx) => {
      // Rows that left the window count for nothing; drop them as we go so the table stays small.
      await tx.query('DELETE FROM login_failures WHERE key = ANY($1::text[]) AND at <= $2', [
        keys,
        new Date(now.getTime() - this.limits.windowMs),
      ]);
      await tx.query('INSERT INTO login_failures (key, at) SELECT unnest($1::text[]), $2', [keys, now]);
    });
  }

  /** Clears the e-mail's count (a successful log-in, or a reset for log-ins); the address's stays. */
  async clear(email: string, db: Queryable = this.db): Promise<void> {
    await db.query('DELETE FROM login_failures WHERE key = $1', [this.emailKey(email)]);
  }
}

/** Failed log-ins (the limits above). */
export class LoginThrottle extends AttemptThrottle {
  constructor(db: Database) {
    super(db, LOGIN_LIMITS);
  }
}
