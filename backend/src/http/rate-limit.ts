import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from './errors.js';

/**
 * The one limiter behind every limit (log-in, password reset, newsletter, sign-up, payments, …).
 * Counted in the database, so every backend instance shares the counts, and checked-and-recorded
 * in ONE transaction under an advisory lock per key, so parallel requests can never both take the
 * last allowed hit: a request is either refused with nothing recorded, or recorded on every key.
 */

/** One counter: at most `limit` hits of `key` (e.g. `ip:198.51.100.7`) within `windowMs`. */
export interface LimitedKey {
  key: string;
  limit: number;
  windowMs: number;
}

/** A limit of one kind, counted separately for each value (a client address, a member, an e-mail). */
export interface Limit {
  /** Prepended to the value: `ip:`, `reset:email:`, `payment:user:` … (distinct per limit). */
  prefix: string;
  limit: number;
  windowMs: number;
}

export function keyFor(limit: Limit, value: string | number): LimitedKey {
  return { key: `${limit.prefix}${value}`, limit: limit.limit, windowMs: limit.windowMs };
}

export type Reservation = { granted: true; hitIds: string[] } | { granted: false; retryAfterMs: number };

/**
 * The advisory lock of a key: the first 64 bits of its SHA-256, as a signed bigint. Two keys
 * sharing one lock would only take turns, never count together (the count is by key).
 */
function lockOf(key: string): bigint {
  return createHash('sha256').update(key).digest().readBigInt64BE(0);
}

/**
 * How long a hit is kept at the most: longer than any limit's window (the longest is an hour).
 * A key that is never hit again is not cleaned by `take`, so `prune` drops what is older.
 */
export const HITS_KEPT_MS = 24 * 60 * 60 * 1000;

export class RateLimiter {
  /**
   * @param factor RATE_LIMIT_FACTOR: multiplies every limit (load tests, the browser-test stack);
   *   a limit never falls below 1.
   */
  constructor(
    private readonly db: Database,
    readonly factor = 1,
  ) {}

  /** The limit as enforced, after the factor. */
  scaled(limit: number): number {
    return Math.max(1, Math.round(limit * this.factor));
  }

  /**
   * Checks every key and, when none is at its limit, records one hit on each; all in one
   * transaction. Locks are taken in the order of their numbers, so two requests sharing keys
   * never wait for each other in a circle.
   */
  async take(keys: readonly LimitedKey[], now: Date): Promise<Reservation> {
    if (keys.some((key) => key.windowMs > HITS_KEPT_MS))
      throw new Error('A limit window is longer than the hits are kept (HITS_KEPT_MS)');
    const unique = [...new Map(keys.map((key) => [key.key, key])).values()];
    const locks = [...new Set(unique.map((key) => lockOf(key.key)))].sort((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return this.db.transaction(async (tx) => {
      for (const lock of locks) await tx.query('SELECT pg_advisory_xact_lock($1::bigint)', [lock.toString()]);
      let waitMs = 0;
      for (const key of unique) {
        const limit = this.scaled(key.limit);
        // The limit-th newest hit in the window: when there is one, the key is full until it leaves the window.
        const [oldest] = await tx.query<{ at: Date | string }>(
          'SELECT at FROM rate_limit_hits WHERE key = $1 AND at > $2 ORDER BY at DESC OFFSET $3 LIMIT 1',
          [key.key, new Date(now.getTime() - key.windowMs), limit - 1],
        );
        if (oldest !== undefined)
          waitMs = Math.max(waitMs, 1, new Date(oldest.at).getTime() + key.windowMs - now.getTime());
      }
      if (waitMs > 0) return { granted: false, retryAfterMs: waitMs };
      for (const key of unique) {
        // Hits that left the window count for nothing; dropped as we go so the table stays small.
        await tx.query('DELETE FROM rate_limit_hits WHERE key = $1 AND at <= $2', [
          key.key,
          new Date(now.getTime() - key.windowMs),
        ]);
      }
      const inserted = await tx.query<{ id: string }>(
        'INSERT INTO rate_limit_hits (key, at) SELECT unnest($1::text[]), $2 RETURNING id::text AS id',
        [unique.map((key) => key.key), now],
      );
      return { granted: true, hitIds: inserted.map((row) => row.id) };
    });
  }

  /** Takes back the hits of a reservation (e.g. a log-in that turned out right is no failure). */
  async release(hitIds: readonly string[], db: Queryable = this.db): Promise<void> {
    if (hitIds.length === 0) return;
    await db.query('DELETE FROM rate_limit_hits WHERE id = ANY($1::bigint[])', [[...hitIds]]);
  }

  /** Drops every hit older than HITS_KEPT_MS (counted for nothing any more); returns how many. */
  async prune(now: Date): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      'DELETE FROM rate_limit_hits WHERE at < $1 RETURNING id::text AS id',
      [new Date(now.getTime() - HITS_KEPT_MS)],
    );
    return rows.length;
  }

  /** Forgets every hit of one key (a successful log-in clears the e-mail's failures). */
  async clear(key: LimitedKey, db: Queryable = this.db): Promise<void> {
    await db.query('DELETE FROM rate_limit_hits WHERE key = $1', [key.key]);
  }

  /**
   * `take`, answering a refusal with the 429: `message(minutes)` (minutes rounded up) and a
   * Retry-After header. Returns the recorded hits.
   */
  async enforce(
    keys: readonly LimitedKey[],
    now: Date,
    message: (minutes: number) => string,
  ): Promise<string[]> {
    const reservation = await this.take(keys, now);
    if (reservation.granted) return reservation.hitIds;
    const minutes = Math.max(1, Math.ceil(reservation.retryAfterMs / 60_000));
    throw new RateLimitedError(message(minutes), minutes * 60);
  }
}

/** `Please try again in 12 minutes.` (one minute is singular). */
export function tryAgainIn(minutes: number): string {
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** 429 with `code: 'rate_limited'` and `Retry-After: <seconds>`. */
export class RateLimitedError extends HttpError {
  override readonly headers: Readonly<Record<string, string>>;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'rate_limited');
    this.name = 'RateLimitedError';
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}
