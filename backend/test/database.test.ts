import type { Database } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { migrations } from '../src/db/migrations/index.js';
import { seedStudios } from '../src/studios/seed.js';
import { STUDIO_SEEDS } from '../src/studios/seed-data.js';
import { openTestDatabase, type TestDatabase } from './support/database.js';

let database: TestDatabase;
let db: Database;

interface Counts {
  studios: number;
  instructors: number;
  testimonials: number;
  classTypes: number;
}

async function counts(): Promise<Counts> {
  const rows = await db.query<Counts>(
    `SELECT (SELECT count(*)::int FROM studios) AS studios,
            (SELECT count(*)::int FROM studio_instructors) AS instructors,
            (SELECT count(*)::int FROM studio_testimonials) AS testimonials,
            (SELECT count(*)::int FROM class_types) AS "classTypes"`,
  );
  const row = rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

async function idsByShortName(): Promise<Record<string, number>> {
  const rows = await db.query<{ short_name: string; id: number }>('SELECT short_name, id FROM studios');
  return Object.fromEntries(rows.map((row) => [row.short_name, row.id]));
}

const EXPECTED_COUNTS: Counts = {
  studios: STUDIO_SEEDS.length,
  instructors: STUDIO_SEEDS.reduce((sum, seed) => sum + seed.instructors.length, 0),
  testimonials: STUDIO_SEEDS.reduce((sum, seed) => sum + seed.testimonials.length, 0),
  classTypes: 17,
};

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

describe('migrations', () => {
  test('apply in order on an empty database, then are a no-op', async () => {
    expect(await migrate(db)).toEqual(migrations.map((m) => m.id));
    expect(await migrate(db)).toEqual([]);
    const applied = await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id');
    expect(applied.map((row) => row.id)).toEqual([
      '0001_foundation',
      '0002_studios',
      '0003_accounts',
      '0004_payments',
      '0005_live',
      '0006_live_bookings',
      '0007_newsletter',
      '0008_rate_limits',
      '0009_promo_per_member',
      '0010_password_reset_links',
      '0011_job_runs',
      '0012_catalogue_events',
      '0013_booking_cancellation',
      '0014_member_mail',
      '0015_account_control',
      '0016_studio_class_changes',
      '0017_library',
      '0018_video_purchases',
      '0019_workout_calendar',
      '0020_calendar_sync',
      '0021_calendar_grants',
      '0022_social',
      '0023_fitness_profiles',
      '0024_live_schedule_range',
      '0025_live_class_invitations',
    ]);
  });

  test('a failing migration rolls back everything from that run', async () => {
    const broken = [
      ...migrations,
      { id: '9001_probe_ok', sql: 'CREATE TABLE probe_ok (a int);' },
      { id: '9002_probe_broken', sql: 'SELECT * FROM no_such_table;' },
    ];
    await expect(migrate(db, broken)).rejects.toThrow(/no_such_table/);
    const probe = await db.query<{ exists: boolean }>(`SELECT to_regclass('probe_ok') IS NOT NULL AS exists`);
    expect(probe[0]?.exists).toBe(false);
    const recorded = await db.query('SELECT id FROM schema_migrations WHERE id LIKE $1', ['9%']);
    expect(recorded).toEqual([]);
  });
});

describe('seeding', () => {
  let firstIds: Record<string, number>;

  beforeAll(async () => {
    await migrate(db);
  });

  test('the first run writes studios, people and class types', async () => {
    const result = await seedStudios(db);
    expect(result).toEqual({ applied: true, studios: STUDIO_SEEDS.length });
    expect(await counts()).toEqual(EXPECTED_COUNTS);
    firstIds = await idsByShortName();
  });

  test('a second run with the same seed writes nothing', async () => {
    await db.query(`UPDATE studios SET summary = 'edited' WHERE short_name = 'streamfit'`);
    expect(await seedStudios(db)).toEqual({ applied: false, studios: STUDIO_SEEDS.length });
    const rows = await db.query<{ summary: string }>(
      `SELECT summary FROM studios WHERE short_name = 'streamfit'`,
    );
    expect(rows[0]?.summary).toBe('edited');
  });

  test('re-applying (forced, or after the seed changes) keeps ids and row counts', async () => {
    expect((await seedStudios(db, STUDIO_SEEDS, { force: true })).applied).toBe(true);
    expect(await idsByShortName()).toEqual(firstIds);
    expect(await counts()).toEqual(EXPECTED_COUNTS);

    const changed = STUDIO_SEEDS.map((seed) =>
      seed.shortName === 'bkpilates'
        ? { ...seed, summary: 'A changed summary.', instructors: seed.instructors.slice(0, 1) }
        : seed,
    );
    expect((await seedStudios(db, changed)).applied).toBe(true);
    expect(await idsByShortName()).toEqual(firstIds);
    const bk = await db.query<{ summary: string; instructors: number }>(
      `SELECT summary, (SELECT count(*)::int FROM studio_instructors i WHERE i.studio_id = s.id) AS instructors
       FROM studios s WHERE short_name = 'bkpilates'`,
    );
    expect(bk[0]).toEqual({ summary: 'A changed summary.', instructors: 1 });

    // And back to the real seed.
    expect((await seedStudios(db)).applied).toBe(true);
    expect(await counts()).toEqual(EXPECTED_COUNTS);
  });

  test('stores prices exactly and ids in seed order', async () => {
    const rows = await db.query<{ short_name: string; daily_price: string }>(
      'SELECT short_name, daily_price FROM studios ORDER BY id',
    );
    expect(rows[0]).toEqual({ short_name: 'streamfit', daily_price: '9.99' });
    expect(rows).toHaveLength(STUDIO_SEEDS.length);
  });
});

describe('transactions', () => {
  beforeAll(async () => {
    await migrate(db);
  });

  test('a throw inside rolls back what the transaction wrote', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO seed_state (name, fingerprint) VALUES ('probe', 'x')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await db.query(`SELECT name FROM seed_state WHERE name = 'probe'`)).toEqual([]);
  });

  test('a commit is visible afterwards', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO seed_state (name, fingerprint) VALUES ('probe', 'x')`);
    });
    expect(await db.query(`SELECT name FROM seed_state WHERE name = 'probe'`)).toEqual([{ name: 'probe' }]);
    await db.query(`DELETE FROM seed_state WHERE name = 'probe'`);
  });
});

describe('restart', () => {
  beforeAll(async () => {
    await migrate(db);
    await seedStudios(db);
  });

  test('reopening the same storage keeps the data; migrations and seed have nothing to do', async () => {
    const before = await idsByShortName();
    await db.query(`UPDATE studios SET summary = 'survives restarts' WHERE short_name = 'yogavida'`);
    db = await database.reopen();
    expect(await migrate(db)).toEqual([]);
    expect((await seedStudios(db)).applied).toBe(false);
    expect(await idsByShortName()).toEqual(before);
    expect(await counts()).toEqual(EXPECTED_COUNTS);
    const rows = await db.query<{ summary: string }>(
      `SELECT summary FROM studios WHERE short_name = 'yogavida'`,
    );
    expect(rows[0]?.summary).toBe('survives restarts');
  });
});
