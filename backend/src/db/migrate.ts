import type { Database } from './database.js';
import { migrations as allMigrations, type Migration } from './migrations/index.js';

/**
 * Advisory lock key shared by migrations and seeding, so several backend instances starting at
 * once against one PostgreSQL take turns instead of racing on CREATE TABLE.
 */
export const SCHEMA_LOCK_KEY = 4_001_2024;

/**
 * Applies, in order and inside one transaction, every migration not yet recorded in
 * schema_migrations. Returns the ids it applied (empty when already up to date).
 */
export async function migrate(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id         text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const rows = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const ran: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      ran.push(migration.id);
    }
    return ran;
  });
}
