import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { IDEMPOTENCY_CONFLICT_MESSAGE, PaymentError } from './errors.js';

/**
 * Idempotent purchases (the `Idempotency-Key` header): the first answer is stored with a hash of
 * the request and replayed for a repeat; the same key on a different request is a 409. Looked up
 * and written inside the purchase's transaction, after the member's row is locked, so two
 * concurrent repeats run one after the other and the second one replays.
 */

export interface IdempotencyScope {
  userId: number;
  key: string;
  requestHash: string;
}

/** An answer as sent: the status and the JSON text of the body. */
export interface StoredAnswer {
  statusCode: number;
  body: string;
}

/** JSON with sorted keys, so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${canonical(body)}`)
    .digest('hex');
}

export function scopeFor(
  userId: number,
  key: string | undefined,
  route: string,
  body: unknown,
): IdempotencyScope | undefined {
  return key === undefined ? undefined : { userId, key, requestHash: requestHash(route, body) };
}

export async function storedAnswer(
  tx: Queryable,
  scope: IdempotencyScope,
): Promise<StoredAnswer | undefined> {
  const [row] = await tx.query<{ request_hash: string; status_code: number; body: string }>(
    'SELECT request_hash, status_code, body FROM idempotency_records WHERE user_id = $1 AND key = $2',
    [scope.userId, scope.key],
  );
  if (!row) return undefined;
  if (row.request_hash !== scope.requestHash)
    throw new PaymentError(409, 'idempotency_conflict', IDEMPOTENCY_CONFLICT_MESSAGE);
  return { statusCode: row.status_code, body: row.body };
}

export async function storeAnswer(
  tx: Queryable,
  scope: IdempotencyScope,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO idempotency_records (user_id, key, request_hash, status_code, body, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (user_id, key) DO NOTHING`,
    [scope.userId, scope.key, scope.requestHash, answer.statusCode, answer.body, now],
  );
}
