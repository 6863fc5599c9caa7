import type { Queryable } from '../../db/database.js';
import { date, optionalDate, type Timestamp } from './rows.js';

/** Day passes: their record and the SQL. */

export interface DayPassRecord {
  id: number;
  userId: number;
  studioId: number;
  studioShortName: string;
  passDate: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  revokedAt: Date | null;
}

interface DayPassRow {
  id: number;
  user_id: number;
  studio_id: number;
  studio_short_name: string;
  pass_date: string;
  time_zone: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  price_cents: number;
  revoked_at: Timestamp | null;
}

// pass_date as text: both drivers would otherwise turn a date into a local-midnight Date.
const DAY_PASS_SELECT = `
  SELECT d.id, d.user_id, d.studio_id, st.short_name AS studio_short_name, d.pass_date::text AS pass_date,
    d.time_zone, d.starts_at, d.ends_at, d.price_cents, d.revoked_at
  FROM day_passes d JOIN studios st ON st.id = d.studio_id`;

function toDayPass(row: DayPassRow): DayPassRecord {
  return {
    id: row.id,
    userId: row.user_id,
    studioId: row.studio_id,
    studioShortName: row.studio_short_name,
    passDate: row.pass_date,
    timeZone: row.time_zone,
    startsAt: date(row.starts_at),
    endsAt: date(row.ends_at),
    priceCents: row.price_cents,
    revokedAt: optionalDate(row.revoked_at),
  };
}

/** Day passes. */
export class DayPassRepository {
  constructor(private readonly db: Queryable) {}

  async insertDayPass(pass: {
    userId: number;
    studioId: number;
    passDate: string;
    timeZone: string;
    startsAt: Date;
    endsAt: Date;
    priceCents: number;
    promoCode: string | null;
    source: string;
    createdAt: Date;
  }): Promise<number | undefined> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO day_passes (user_id, studio_id, pass_date, time_zone, starts_at, ends_at, price_cents, promo_code, source, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (user_id, studio_id, pass_date) WHERE revoked_at IS NULL DO NOTHING
       RETURNING id`,
      [
        pass.userId,
        pass.studioId,
        pass.passDate,
        pass.timeZone,
        pass.startsAt,
        pass.endsAt,
        pass.priceCents,
        pass.promoCode,
        pass.source,
        pass.createdAt,
      ],
    );
    return rows[0]?.id;
  }

  async dayPassExists(userId: number, studioId: number, passDate: string): Promise<boolean> {
    const rows = await this.db.query(
      'SELECT 1 FROM day_passes WHERE user_id = $1 AND studio_id = $2 AND pass_date = $3 AND revoked_at IS NULL',
      [userId, studioId, passDate],
    );
    return rows.length > 0;
  }

  async dayPassById(id: number): Promise<DayPassRecord | undefined> {
    const rows = await this.db.query<DayPassRow>(`${DAY_PASS_SELECT} WHERE d.id = $1`, [id]);
    return rows[0] ? toDayPass(rows[0]) : undefined;
  }

  /** Passes not over yet at `now` (today's and later ones), earliest first. */
  async upcomingDayPasses(userId: number, now: Date): Promise<DayPassRecord[]> {
    const rows = await this.db.query<DayPassRow>(
      `${DAY_PASS_SELECT} WHERE d.user_id = $1 AND d.revoked_at IS NULL AND d.ends_at > $2 ORDER BY d.starts_at, d.id`,
      [userId, now],
    );
    return rows.map(toDayPass);
  }

  async revokeDayPass(id: number, now: Date): Promise<void> {
    await this.db.query('UPDATE day_passes SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
      id,
      now,
    ]);
  }
}
