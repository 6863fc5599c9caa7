import type { Database, Queryable } from '../db/database.js';
import { SCHEMA_LOCK_KEY } from '../db/migrate.js';
import { checkPassword } from './input.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { UserRepository, type UserType } from './repository.js';
import { endAllSessions } from './tokens.js';

export const STAFF_EMAIL = 'staff@streamfit.app';
export const INSTRUCTOR_EMAIL = 'instructor@streamfit.app';
/** The studios whose live classes the seeded instructor manages. */
export const INSTRUCTOR_STUDIO_SHORT_NAMES: readonly string[] = ['streamfit', 'baristudio'];

export type StaffSeedResult = 'skipped' | 'created' | 'password updated' | 'unchanged';

interface SeededAccount {
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  /** The environment variable the password comes from, for its error messages. */
  variable: string;
  /** Runs after the account exists (created or not), in the same transaction. */
  afterwards?: (tx: Queryable, userId: number) => Promise<void>;
}

async function seedAccount(
  db: Database,
  account: SeededAccount,
  password: string | undefined,
  now: Date,
): Promise<StaffSeedResult> {
  if (password === undefined || password === '') return 'skipped';
  checkPassword(password, account.variable, true);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const users = new UserRepository(tx);
    const existing = await users.findByEmail(account.email);
    let result: StaffSeedResult;
    let userId: number;
    if (existing) {
      userId = existing.id;
      if (await verifyPassword(password, existing.password)) {
        result = 'unchanged';
      } else {
        await users.setPassword(existing.id, hash);
        // A changed password ends the account's sessions, as every password change does.
        await endAllSessions(tx, existing.id, now);
        result = 'password updated';
      }
    } else {
      const inserted = await users.insert({
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        password: hash,
        studioId: null,
        accountType: 'general',
        accessType: 'standard',
        userType: account.userType,
        createdAt: now,
      });
      if (inserted === undefined) throw new Error(`could not create ${account.email}`);
      userId = inserted.id;
      result = 'created';
    }
    await account.afterwards?.(tx, userId);
    return result;
  });
}

/**
 * The internal staff account, with the password from SEED_STAFF_PASSWORD. No password → no
 * account is created (the repository holds no password); a changed password is applied on start.
 */
export function seedStaff(
  db: Database,
  password: string | undefined,
  now = new Date(),
): Promise<StaffSeedResult> {
  return seedAccount(
    db,
    {
      email: STAFF_EMAIL,
      firstName: 'StreamFit',
      lastName: 'Staff',
      userType: 'internal',
      variable: 'SEED_STAFF_PASSWORD',
    },
    password,
    now,
  );
}

/**
 * The demo instructor, with the password from SEED_INSTRUCTOR_PASSWORD: manages the live
 * classes of INSTRUCTOR_STUDIO_SHORT_NAMES. No password → no account, as for staff.
 */
export function seedInstructor(
  db: Database,
  password: string | undefined,
  now = new Date(),
): Promise<StaffSeedResult> {
  return seedAccount(
    db,
    {
      email: INSTRUCTOR_EMAIL,
      firstName: 'StreamFit',
      lastName: 'Instructor',
      userType: 'instructor',
      variable: 'SEED_INSTRUCTOR_PASSWORD',
      afterwards: async (tx, userId) => {
        await tx.query(
          `INSERT INTO instructor_studios (user_id, studio_id)
           SELECT $1, id FROM studios WHERE short_name = ANY($2::text[])
           ON CONFLICT DO NOTHING`,
          [userId, [...INSTRUCTOR_STUDIO_SHORT_NAMES]],
        );
      },
    },
    password,
    now,
  );
}
