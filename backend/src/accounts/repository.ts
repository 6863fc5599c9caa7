import type { Queryable } from '../db/database.js';
import type { PasswordHash } from './passwords.js';

export type AccountType = 'general' | 'studio';
export type AccessType = 'standard' | 'gympass';
export type UserType = 'member' | 'internal' | 'instructor';

/** A users row. The password fields never leave the accounts domain (see present.ts). */
export interface UserRecord {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  password: PasswordHash;
  studioId: number | null;
  accountType: AccountType;
  accessType: AccessType;
  userType: UserType;
  isCustomer: boolean;
  /** YYYY-MM-DD */
  birthday: string | null;
  createdAt: Date;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  password: PasswordHash;
  studioId: number | null;
  accountType: AccountType;
  accessType: AccessType;
  userType: UserType;
  createdAt: Date;
}

/**
 * A member as other members see them: never the e-mail, the full last name or anything about their
 * account. The database hands over only the last name's first letter.
 */
export interface MemberFace {
  id: number;
  firstName: string;
  /** The last name's first letter as stored ('' when there is none). */
  lastNameLetter: string;
  studioId: number | null;
}

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  password_salt: string;
  studio_id: number | null;
  account_type: AccountType;
  access_type: AccessType;
  user_type: UserType;
  is_customer: boolean;
  birthday: string | null;
  created_at: Date | string;
}

/** PostgreSQL's SQLSTATE for a unique constraint refusing a row. */
const UNIQUE_VIOLATION = '23505';

// birthday as text: both drivers would otherwise turn a date into a local-midnight Date.
const USER_COLUMNS = `id, email, first_name, last_name, password_hash, password_salt, studio_id,
  account_type, access_type, user_type, is_customer, birthday::text AS birthday, created_at`;

function toUser(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    password: { hash: row.password_hash, salt: row.password_salt },
    studioId: row.studio_id,
    accountType: row.account_type,
    accessType: row.access_type,
    userType: row.user_type,
    isCustomer: row.is_customer,
    birthday: row.birthday,
    createdAt: new Date(row.created_at),
  };
}

/** Users by id and e-mail. Takes any Queryable, so callers can use it inside their transaction. */
export class UserRepository {
  constructor(private readonly db: Queryable) {}

  async findById(id: number): Promise<UserRecord | undefined> {
    const rows = await this.db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  /** The public faces of the users among `ids`, in id order; unknown ids are left out. */
  async facesByIds(ids: readonly number[]): Promise<MemberFace[]> {
    const rows = await this.db.query<{
      id: number;
      first_name: string;
      last_name_letter: string;
      studio_id: number | null;
    }>(
      `SELECT id, first_name, left(btrim(last_name), 1) AS last_name_letter, studio_id
         FROM users WHERE id = ANY($1::int[]) ORDER BY id`,
      [[...ids]],
    );
    return rows.map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastNameLetter: row.last_name_letter,
      studioId: row.studio_id,
    }));
  }

  /** `email` must already be normalised (trimmed, lowercased). */
  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const rows = await this.db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email]);
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  /** Inserts the user, or returns undefined when the e-mail is taken (nothing written). */
  async insert(user: NewUser): Promise<UserRecord | undefined> {
    const rows = await this.db.query<UserRow>(
      `INSERT INTO users (email, first_name, last_name, password_hash, password_salt, studio_id,
         account_type, access_type, user_type, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (email) DO NOTHING
       RETURNING ${USER_COLUMNS}`,
      [
        user.email,
        user.firstName,
        user.lastName,
        user.password.hash,
        user.password.salt,
        user.studioId,
        user.accountType,
        user.accessType,
        user.userType,
        user.createdAt,
      ],
    );
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  /** A new first and/or last name (already normalised); returns the account as it now is. */
  /** Sets or clears (null) the birthday (`YYYY-MM-DD`, already checked); undefined when there is no such user. */
  async setBirthday(userId: number, birthday: string | null): Promise<UserRecord | undefined> {
    const rows = await this.db.query<UserRow>(
      `UPDATE users SET birthday = $2::date WHERE id = $1 RETURNING ${USER_COLUMNS}`,
      [userId, birthday],
    );
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  async setName(
    userId: number,
    names: { firstName?: string | undefined; lastName?: string | undefined },
  ): Promise<UserRecord | undefined> {
    const rows = await this.db.query<UserRow>(
      `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name)
       WHERE id = $1 RETURNING ${USER_COLUMNS}`,
      [userId, names.firstName ?? null, names.lastName ?? null],
    );
    return rows[0] ? toUser(rows[0]) : undefined;
  }

  /**
   * Moves the account to a new e-mail address (normalised); undefined when another account took
   * it meanwhile (nothing changed).
   */
  async setEmail(userId: number, email: string): Promise<UserRecord | undefined> {
    try {
      const rows = await this.db.query<UserRow>(
        `UPDATE users SET email = $2 WHERE id = $1
           AND NOT EXISTS (SELECT 1 FROM users other WHERE other.email = $2 AND other.id <> $1)
         RETURNING ${USER_COLUMNS}`,
        [userId, email],
      );
      return rows[0] ? toUser(rows[0]) : undefined;
    } catch (error) {
      // Two accounts moving to one address at once: the unique e-mail lets one through.
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) return undefined;
      throw error;
    }
  }

  async setPassword(userId: number, password: PasswordHash): Promise<void> {
    await this.db.query('UPDATE users SET password_hash = $2, password_salt = $3 WHERE id = $1', [
      userId,
      password.hash,
      password.salt,
    ]);
  }

  /** Records a gym-benefit token as used; false when it already was. */
  async redeemGymBenefit(tokenHash: string, userId: number, at: Date): Promise<boolean> {
    const rows = await this.db.query<{ token_hash: string }>(
      `INSERT INTO gym_benefit_redemptions (token_hash, user_id, at) VALUES ($1, $2, $3)
       ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`,
      [tokenHash, userId, at],
    );
    return rows.length === 1;
  }

  async isGymBenefitRedeemed(tokenHash: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM gym_benefit_redemptions WHERE token_hash = $1', [
      tokenHash,
    ]);
    return rows.length > 0;
  }
}
