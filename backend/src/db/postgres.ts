import pg from 'pg';
import { CHANNEL_NAME, type Database, type Queryable } from './database.js';

export interface PostgresOptions {
  connectionString: string;
  /**
   * Schema to work in (created when missing) instead of `public`. Tests use a fresh one per file
   * so they can run repeatedly, and concurrently, against one shared database.
   */
  schema?: string;
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      // pg's typings want a mutable any[]; the values are passed through untouched.
      const result = await client.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** Connects a pool to a real PostgreSQL server (DATABASE_URL). */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const { schema } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name '${schema}'`);
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    // Every pooled connection starts in the chosen schema, so SQL never needs qualifying.
    ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection (server restart) must not crash the process; the pool
  // replaces it, and the next query reports any lasting outage.
  pool.on('error', (error) => console.error(`PostgreSQL idle connection error: ${error.message}`));
  try {
    if (schema !== undefined) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    else await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  const base = wrap(pool);
  let closed = false;
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      // A checked-out client has no pool listener: a connection lost between two statements (the
      // server restarting while the transaction awaits a card charge or a password hash) would
      // otherwise be an unhandled 'error' event and take the whole process down. The next
      // statement fails instead, the transaction rejects, and the connection is discarded.
      const onLost = (): void => {
        broken = true;
      };
      client.on('error', onLost);
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than returned to the pool.
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.off('error', onLost);
        client.release(broken);
      }
    },
    async listen(
      channel: string,
      onNotify: (payload: string) => void,
      onLost?: (error: Error) => void,
    ): Promise<() => Promise<void>> {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name '${channel}'`);
      // Held out of the pool for as long as the listener lives: LISTEN belongs to a session.
      const client = await pool.connect();
      let released = false;
      const onNotification = (message: pg.Notification): void => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      const onError = (error: Error): void => {
        if (released) return;
        released = true;
        client.off('notification', onNotification);
        client.release(true);
        onLost?.(error);
      };
      client.on('notification', onNotification);
      client.on('error', onError);
      try {
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        released = true;
        client.off('notification', onNotification);
        client.off('error', onError);
        client.release(true);
        throw error;
      }
      return async () => {
        if (released) return;
        released = true;
        client.off('notification', onNotification);
        let broken = false;
        await client.query(`UNLISTEN ${channel}`).catch(() => {
          broken = true;
        });
        client.off('error', onError);
        client.release(broken);
      };
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
