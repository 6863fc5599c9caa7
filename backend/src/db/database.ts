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
  listen(channel: string, onNotify: (payload: string) => void, onLost?: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A channel name safe to put in LISTEN unquoted. */
export const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
