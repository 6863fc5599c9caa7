import { UserRepository } from '../accounts/repository.js';
import type { Queryable } from '../db/database.js';
import { BadRequestError } from '../http/errors.js';
import { parseDate } from '../shared/dates.js';

/**
 * The member's fitness profile: birthday (on the account), weight, gender and activity level. What
 * the member never said is stored as NULL and shown as the product's default, with `defaults`
 * naming which fields are defaults, so a client can tell "143 lb because you said so" from "143 lb
 * because you did not say".
 */

export const DEFAULT_AGE = 35;
export const DEFAULT_WEIGHT_POUNDS = 143;
export const DEFAULT_GENDER: Gender = 'F';

export const GENDERS = ['F', 'M'] as const;
export type Gender = (typeof GENDERS)[number];

export const ACTIVITY_LEVELS = ['Sedentary', 'Lightly Active', 'Active', 'Very Active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const MAX_WEIGHT_POUNDS = 1000;
/** The earliest birthday taken: nobody alive was born before it. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

export type DefaultedField = 'age' | 'weight' | 'gender';

export interface FitnessProfile {
  birthday: string | null;
  /** Whole years on the day asked (UTC), from the birthday; 35 when there is none. */
  age: number;
  /** Pounds. */
  weight: number;
  gender: Gender;
  /** null until the member picks one (the product has no default level). */
  activityLevel: ActivityLevel | null;
  defaults: DefaultedField[];
}

interface StoredProfile {
  birthday: string | null;
  weight: number | null;
  gender: Gender | null;
  activityLevel: ActivityLevel | null;
}

/** Whole years from `birthday` to `today` (both YYYY-MM-DD). */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function presentProfile(stored: StoredProfile, now: Date): FitnessProfile {
  const defaults: DefaultedField[] = [];
  if (stored.birthday === null) defaults.push('age');
  if (stored.weight === null) defaults.push('weight');
  if (stored.gender === null) defaults.push('gender');
  return {
    birthday: stored.birthday,
    age: stored.birthday === null ? DEFAULT_AGE : ageOn(stored.birthday, now.toISOString().slice(0, 10)),
    weight: stored.weight ?? DEFAULT_WEIGHT_POUNDS,
    gender: stored.gender ?? DEFAULT_GENDER,
    activityLevel: stored.activityLevel,
    defaults,
  };
}

export async function loadProfile(db: Queryable, userId: number): Promise<StoredProfile> {
  const rows = await db.query<{
    birthday: string | null;
    weight_pounds: string | number | null;
    gender: Gender | null;
    activity_level: ActivityLevel | null;
  }>(
    `SELECT u.birthday::text AS birthday, p.weight_pounds, p.gender, p.activity_level
       FROM users u LEFT JOIN fitness_profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return {
    birthday: row?.birthday ?? null,
    weight: row?.weight_pounds == null ? null : Number(row.weight_pounds),
    gender: row?.gender ?? null,
    activityLevel: row?.activity_level ?? null,
  };
}

/** What a save changes: a field left out stays as it is; null clears it (back to the default). */
export interface ProfileChange {
  birthday?: string | null;
  weight?: number | null;
  gender?: Gender | null;
  activityLevel?: ActivityLevel | null;
}

/** A birthday the schema let through (YYYY-MM-DD) that is a real date, not in the future and not before 1900. */
export function checkBirthday(value: string, today: string): string {
  if (parseDate(value) === undefined) throw new BadRequestError('userInfo.birthday: is not a real date');
  if (value > today) throw new BadRequestError('userInfo.birthday: must not be in the future');
  if (value < EARLIEST_BIRTHDAY)
    throw new BadRequestError(`userInfo.birthday: must not be before ${EARLIEST_BIRTHDAY}`);
  return value;
}

/** Writes the fields the change names, in the caller's transaction. */
export async function saveProfile(
  tx: Queryable,
  userId: number,
  change: ProfileChange,
  now: Date,
): Promise<void> {
  if (change.birthday !== undefined) await new UserRepository(tx).setBirthday(userId, change.birthday);
  const fields = {
    weight_pounds: change.weight,
    gender: change.gender,
    activity_level: change.activityLevel,
  };
  if (Object.values(fields).every((value) => value === undefined)) return;
  // One upsert: a field not named keeps its stored value ($n IS NULL AND not named → keep).
  await tx.query(
    `INSERT INTO fitness_profiles (user_id, weight_pounds, gender, activity_level, updated_at)
     VALUES ($1, $2, $4, $6, $8)
     ON CONFLICT (user_id) DO UPDATE SET
       weight_pounds  = CASE WHEN $3 THEN EXCLUDED.weight_pounds ELSE fitness_profiles.weight_pounds END,
       gender         = CASE WHEN $5 THEN EXCLUDED.gender ELSE fitness_profiles.gender END,
       activity_level = CASE WHEN $7 THEN EXCLUDED.activity_level ELSE fitness_profiles.activity_level END,
       updated_at     = EXCLUDED.updated_at`,
    [
      userId,
      fields.weight_pounds ?? null,
      fields.weight_pounds !== undefined,
      fields.gender ?? null,
      fields.gender !== undefined,
      fields.activity_level ?? null,
      fields.activity_level !== undefined,
      now,
    ],
  );
}
