import { MAX_ID } from '../http/ids.js';

/**
 * The library's page cursors: opaque base64url of `<list>:<sort value>:<id>`. The list name is
 * inside, so a cursor of one order (or of favorites) is refused by another; the value's shape is
 * checked per list, so nothing but a cursor this backend handed out is ever put in a query.
 */

/** A timestamp as the cursors carry it: UTC, microseconds (what PostgreSQL stores). */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const INTEGER = /^(0|-?[1-9]\d{0,9})$/;
const ID = /^[1-9]\d{0,9}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

export type CursorValueKind = 'timestamp' | 'integer' | 'none';

export interface CursorPosition {
  /** The sort value as text (a timestamp or an integer); '' when the list is ordered by id alone. */
  value: string;
  id: number;
}

export function encodeCursor(list: string, position: CursorPosition): string {
  return Buffer.from(`${list}:${position.value}:${position.id}`, 'utf8').toString('base64url');
}

/** Whether a `YYYY-MM-DDTHH:MM:SS.ffffffZ` names a moment that exists (not 31 February, not year 0). */
function realTimestamp(text: string): boolean {
  const at = new Date(`${text.slice(0, 23)}Z`);
  return (
    !Number.isNaN(at.getTime()) &&
    at.getUTCFullYear() >= 1 &&
    at.toISOString().slice(0, 19) === text.slice(0, 19)
  );
}

/** The position a cursor names for `list`, or undefined when it is not one handed out for that list. */
export function decodeCursor(
  list: string,
  kind: CursorValueKind,
  cursor: string,
): CursorPosition | undefined {
  if (!BASE64URL.test(cursor)) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // Only the canonical spelling: the same bytes must encode back to the same cursor.
  if (Buffer.from(text, 'utf8').toString('base64url') !== cursor) return undefined;
  const parts = text.split(':');
  const id = parts.pop();
  const name = parts.shift();
  const value = parts.join(':');
  if (name !== list || id === undefined || !ID.test(id) || Number(id) > MAX_ID) return undefined;
  const valid =
    kind === 'none'
      ? value === ''
      : kind === 'integer'
        ? INTEGER.test(value) && Math.abs(Number(value)) <= MAX_ID
        : TIMESTAMP.test(value) && realTimestamp(value);
  return valid ? { value, id: Number(id) } : undefined;
}

/** PostgreSQL's spelling of a timestamptz as the cursors carry it. */
export const CURSOR_TIMESTAMP_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
