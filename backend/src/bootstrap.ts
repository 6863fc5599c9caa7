import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedStudios } from './studios/seed.js';

/** Brings a database up to date: migrations, then seed data. Both are idempotent. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrate(db);
  await seedStudios(db);
}
