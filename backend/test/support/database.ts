import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../../src/db/database.js';
import { openPglite } from '../../src/db/pglite.js';
import { openPostgres } from '../../src/db/postgres.js';

/** Set → every test database is a fresh schema on that PostgreSQL server. */
export const DATABASE_URL = process.env['DATABASE_URL'] || undefined;
export const usingPostgres = DATABASE_URL !== undefined;

export const BACKEND_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

/** A unique, valid schema name, so repeated and concurrent runs never share tables. */
export function uniqueSchemaName(): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `sf_test_${process.pid}_${Date.now().toString(36)}_${random}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

export async function createSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
}

function pgliteVersion(): string {
  const manifest = join(BACKEND_DIR, '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/**
 * An initialised, empty PGlite cluster to copy from. `initdb` takes several seconds; copying a
 * closed cluster takes milliseconds, so each test file still gets its own fresh database.
 * Built in a scratch folder and renamed into place, so a concurrent run never sees half of one.
 */
export async function pgliteTemplate(): Promise<string> {
  const template = join(tmpdir(), `streamfit-pglite-template-${pgliteVersion()}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const scratch = mkdtempSync(join(tmpdir(), 'streamfit-pglite-build-'));
  const cluster = join(scratch, 'cluster');
  const pglite = await PGlite.create(cluster);
  await pglite.close();
  try {
    renameSync(cluster, template);
  } catch {
    // Another run won the race; its template is just as good.
  }
  rmSync(scratch, { recursive: true, force: true });
  return template;
}

/** A new temp folder holding a fresh copy of the template cluster at `<dir>/pglite`. */
export async function freshDataDir(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'streamfit-test-'));
  cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

export interface TestDatabase {
  db: Database;
  /** Closes the connection and opens the same storage again, as a restarted process would. */
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
}

/** A fresh, empty database: a PGlite copy in a temp folder, or a new PostgreSQL schema. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (DATABASE_URL !== undefined) {
    const schema = uniqueSchemaName();
    const open = (): Promise<Database> => openPostgres({ connectionString: DATABASE_URL, schema });
    const handle: TestDatabase = {
      db: await open(),
      async reopen() {
        await handle.db.close();
        handle.db = await open();
        return handle.db;
      },
      async dispose() {
        await handle.db.close();
        await dropSchema(schema);
      },
    };
    return handle;
  }
  const dataDir = await freshDataDir();
  const open = (): Promise<Database> => openPglite(join(dataDir, 'pglite'));
  const handle: TestDatabase = {
    db: await open(),
    async reopen() {
      await handle.db.close();
      handle.db = await open();
      return handle.db;
    },
    async dispose() {
      await handle.db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}
