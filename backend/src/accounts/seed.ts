import type { Database } from '../db/database.js';
import { SCHEMA_LOCK_KEY } from '../db/migrate.js';
import { checkPassword } from './input.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { UserRepository } from './repository.js';

export const STAFF_EMAIL = 'staff@streamfit.app';

export type StaffSeedResult = 'skipped' | 'created' | 'password updated' | 'unchanged';

/**
 * The internal staff account, with the password from SEED_STAFF_PASSWORD. No password → no
 * account is created (the repository holds no password); a changed password is applied on start.
 */
export async function seedStaff(db: Database, password: string | undefined, now = new Date()): Promise<StaffSeedResult> {
  if (password === undefined || password === '') return 'skipped';
  checkPassword(password, 'SEED_STAFF_PASSWORD', true);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const users = new UserRepository(tx);
    const existing = await users.findByEmail(STAFF_EMAIL);
    if (existing) {
      if (await verifyPassword(password, existing.password)) return 'unchanged';
      await users.setPassword(existing.id, hash);
      return 'password updated';
    }
    await users.insert({
      email: STAFF_EMAIL,
      firstName: 'StreamFit',
      lastName: 'Staff',
      password: hash,
      studioId: null,
      accountType: 'general',
      accessType: 'standard',
      userType: 'internal',
      createdAt: now,
    });
    return 'created';
  });
}
