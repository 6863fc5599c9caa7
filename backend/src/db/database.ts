/**
 * The one database abstraction the backend codes against. Two implementations: PGlite (embedded,
 * the default) and PostgreSQL through a `pg` Pool (when DATABASE_URL is set). Both speak the same
 * PostgreSQL dialect, so repositories and migrations are shared.
 */

/** Something SQL can be sent to: the database itself, or an open transaction. */
export interface Queryable {
  /** One statement with `$1`-style parameters; returns the rows. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /** Runs `fn` inside BEGIN/COMMIT; any throw rolls everything back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (from any connection, after its commit).
   * PostgreSQL: one dedicated pooled connection per call, held until the returned function
   * releases it. PGlite: its in-process LISTEN. `onLost` runs if the connection drops (the caller
   * listens again and catches up by querying).
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost?: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name safe to put in LISTEN unquoted. */
export const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * SQLSTATEs of a server that is going away or not there yet (a restart, a crash recovery, no
 * connection slot): the request can succeed a moment later, so it is not a failure of its own.
 */
const UNAVAILABLE_STATES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/** Whether an error says the database cannot be reached right now (rather than that a query is wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_NETWORK_CODES.has(code)))
    return true;
  // node-postgres' own words for a connection that broke or never came.
  return /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i.test(
    error.message,
  );
}
