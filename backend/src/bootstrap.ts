import { seedStaff } from './accounts/seed.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedPayments } from './payments/seed.js';
import { seedStudios } from './studios/seed.js';

export interface PrepareOptions {
  /** SEED_STAFF_PASSWORD: when set, the internal staff account exists with this password. */
  staffPassword?: string | undefined;
}

/** Brings a database up to date: migrations, then seed data. Both are idempotent. */
export async function prepareDatabase(db: Database, options: PrepareOptions = {}): Promise<void> {
  await migrate(db);
  await seedStudios(db);
  await seedPayments(db);
  await seedStaff(db, options.staffPassword);
}
