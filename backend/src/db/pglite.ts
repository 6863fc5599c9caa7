import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { CHANNEL_NAME, type Database, type Queryable } from './database.js';

/** PGlite's query/exec surface, shared by the instance and its transactions. */
interface PGliteQueryable {
  // PGlite types parameters as any[]; we only ever pass plain values through.
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
}

function wrap(target: PGliteQueryable): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/**
 * Opens (creating on first use) an embedded PostgreSQL in `dataDir`, or an in-memory one for
 * `memory://`. The folder persists only if `close()` runs, so the server closes it on shutdown.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const base = wrap(pglite);
  let closed = false;
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => fn(wrap(tx)));
    },
    async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name '${channel}'`);
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}
