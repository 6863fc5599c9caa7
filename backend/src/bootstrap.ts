import { seedInstructor, seedStaff } from './accounts/seed.js';
import type { Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedLiveClasses } from './live/seed.js';
import { seedPayments } from './payments/seed.js';
import { seedStudios } from './studios/seed.js';

export interface PrepareOptions {
  /** SEED_STAFF_PASSWORD: when set, the internal staff account exists with this password. */
  staffPassword?: string | undefined;
  /** SEED_INSTRUCTOR_PASSWORD: when set, the demo instructor account exists with this password. */
  instructorPassword?: string | undefined;
  /** "Today" for the rolling live class schedule; default the current time. */
  now?: Date;
}

/** Brings a database up to date: migrations, then seed data. Both are idempotent. */
export async function prepareDatabase(db: Database, options: PrepareOptions = {}): Promise<void> {
  await migrate(db);
  await seedStudios(db);
  await seedPayments(db);
  await seedLiveClasses(db, options.now);
  await seedStaff(db, options.staffPassword);
  await seedInstructor(db, options.instructorPassword);
}
