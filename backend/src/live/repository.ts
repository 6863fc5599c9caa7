import type { Queryable } from '../db/database.js';

export interface LiveClassRecord {
  id: number;
  studioId: number;
  studioSlug: string;
  /** The studio's IANA time zone. */
  timeZone: string;
  title: string;
  description: string;
  instructor: string;
  /** Dollars with two decimals, as stored ('12.00'). */
  price: string;
  scheduledAt: Date;
  minutesDuration: number;
  isOnJetsweat: boolean;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface LiveClassRow {
  id: number;
  studio_id: number;
  studio_slug: string;
  time_zone: string;
  title: string;
  description: string;
  instructor: string;
  price: string;
  scheduled_at: Date | string;
  minutes_duration: number;
  is_on_jetsweat: boolean;
  cancelled_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS = `l.id, l.studio_id, s.slug AS studio_slug, s.time_zone, l.title, l.description, l.instructor, l.price::text AS price,
  l.scheduled_at, l.minutes_duration, l.is_on_jetsweat, l.cancelled_at, l.created_at, l.updated_at`;
const FROM = 'FROM live_classes l JOIN studios s ON s.id = l.studio_id';

function toRecord(row: LiveClassRow): LiveClassRecord {
  return {
    id: row.id,
    studioId: row.studio_id,
    studioSlug: row.studio_slug,
    timeZone: row.time_zone,
    title: row.title,
    description: row.description,
    instructor: row.instructor,
    price: row.price,
    scheduledAt: new Date(row.scheduled_at),
    minutesDuration: row.minutes_duration,
    isOnJetsweat: row.is_on_jetsweat,
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Columns and FROM clause for queries of other live-domain repositories that join the class. */
export const LIVE_CLASS_COLUMNS = COLUMNS;
export const LIVE_CLASS_FROM = FROM;
export type { LiveClassRow };
export { toRecord as toLiveClassRecord };

export interface NewLiveClass {
  studioId: number;
  title: string;
  description: string;
  instructor: string;
  price: string;
  scheduledAt: Date;
  minutesDuration: number;
  isOnJetsweat: boolean;
}

export type LiveClassChanges = Partial<NewLiveClass>;

const CHANGE_COLUMNS: Record<keyof NewLiveClass, string> = {
  studioId: 'studio_id',
  title: 'title',
  description: 'description',
  instructor: 'instructor',
  price: 'price',
  scheduledAt: 'scheduled_at',
  minutesDuration: 'minutes_duration',
  isOnJetsweat: 'is_on_jetsweat',
};

/** Which classes of the schedule a read wants. */
export interface ScheduleFilter {
  studioId?: number | undefined;
  /** Only the classes listed on the main site (`is_on_jetsweat`). */
  mainSiteOnly?: boolean | undefined;
  /** Only the classes starting at or after `from` and before `to`. */
  startsIn?: { from: Date; to: Date } | undefined;
}

/** No class lasts longer (the column's CHECK and the create body's limit). */
export const MAX_CLASS_MINUTES = 600;

/**
 * The upcoming rule as conditions on `live_classes l`. The end time is a computed value no index
 * holds, so a start after `now` minus the longest class bounds the scan on the start-time index
 * (only the classes that could still be on are read, however long the history grows).
 */
function upcomingWhere(
  now: Date,
  filter: Omit<ScheduleFilter, 'startsIn'>,
): { where: string[]; params: unknown[] } {
  const params: unknown[] = [now, new Date(now.getTime() - MAX_CLASS_MINUTES * 60_000)];
  const where = [
    'l.cancelled_at IS NULL',
    'l.scheduled_at > $2',
    'l.scheduled_at + make_interval(mins => l.minutes_duration) > $1',
  ];
  if (filter.studioId !== undefined) {
    params.push(filter.studioId);
    where.push(`l.studio_id = $${params.length}`);
  }
  if (filter.mainSiteOnly === true) where.push('l.is_on_jetsweat');
  return { where, params };
}

export class LiveClassRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Classes not cancelled that have not ended by `now` (one under way is still joinable), by
   * start time then id; optionally of one studio, only those listed on the main site, and only
   * those starting in [from, to).
   */
  async listUpcoming(now: Date, filter: ScheduleFilter = {}): Promise<LiveClassRecord[]> {
    const { where, params } = upcomingWhere(now, filter);
    if (filter.startsIn !== undefined) {
      params.push(filter.startsIn.from, filter.startsIn.to);
      where.push(`l.scheduled_at >= $${params.length - 1}`, `l.scheduled_at < $${params.length}`);
    }
    const rows = await this.db.query<LiveClassRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE ${where.join(' AND ')} ORDER BY l.scheduled_at, l.id`,
      params,
    );
    return rows.map(toRecord);
  }

  /**
   * When the last class of the schedule starts (the same rule and filter as `listUpcoming`,
   * whatever the range): classes are published up to then. Null when none is scheduled.
   */
  async lastUpcomingStart(now: Date, filter: Omit<ScheduleFilter, 'startsIn'> = {}): Promise<Date | null> {
    const { where, params } = upcomingWhere(now, filter);
    const rows = await this.db.query<{ last: Date | string | null }>(
      `SELECT max(l.scheduled_at) AS last FROM live_classes l WHERE ${where.join(' AND ')}`,
      params,
    );
    const last = rows[0]?.last ?? null;
    return last === null ? null : new Date(last);
  }

  async findById(id: number, options: { forUpdate?: boolean } = {}): Promise<LiveClassRecord | undefined> {
    const rows = await this.db.query<LiveClassRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE l.id = $1${options.forUpdate === true ? ' FOR UPDATE OF l' : ''}`,
      [id],
    );
    return rows[0] ? toRecord(rows[0]) : undefined;
  }

  /** The known classes among `ids` (any state), in id order. */
  async findByIds(ids: readonly number[]): Promise<LiveClassRecord[]> {
    const rows = await this.db.query<LiveClassRow>(
      `SELECT ${COLUMNS} ${FROM} WHERE l.id = ANY($1::int[]) ORDER BY l.id`,
      [[...ids]],
    );
    return rows.map(toRecord);
  }

  async insert(live: NewLiveClass, now: Date): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `INSERT INTO live_classes (studio_id, title, description, instructor, price, scheduled_at, minutes_duration,
                                 is_on_jetsweat, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
      [
        live.studioId,
        live.title,
        live.description,
        live.instructor,
        live.price,
        live.scheduledAt,
        live.minutesDuration,
        live.isOnJetsweat,
        now,
      ],
    );
    return rows[0]!.id;
  }

  async update(id: number, changes: LiveClassChanges, now: Date): Promise<void> {
    const sets: string[] = [];
    const params: unknown[] = [id, now];
    for (const [key, column] of Object.entries(CHANGE_COLUMNS) as Array<[keyof NewLiveClass, string]>) {
      if (changes[key] === undefined) continue;
      params.push(changes[key]);
      sets.push(`${column} = $${params.length}`);
    }
    await this.db.query(
      `UPDATE live_classes SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1`,
      params,
    );
  }

  async cancel(id: number, now: Date): Promise<void> {
    await this.db.query('UPDATE live_classes SET cancelled_at = $2, updated_at = $2 WHERE id = $1', [
      id,
      now,
    ]);
  }
}
