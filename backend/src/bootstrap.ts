import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { domains } from './domains.js';
import type { SeedOptions } from './shared/domain.js';

export type PrepareOptions = SeedOptions;

/** Brings a database up to date: migrations, then every domain's seed data in order. Both are idempotent. */
export async function prepareDatabase(db: Database, options: PrepareOptions = {}): Promise<void> {
  await migrate(db);
  for (const domain of domains) await domain.seed?.(db, options);
}
