// The benchmark's data, added in bulk to an embedded database before the backend starts on it:
// through the backend's own database layer (its migrations and seeds first, then one
// `INSERT … SELECT generate_series` per table), so a million workouts take seconds, not the
// normal start-up's row-by-row seeding, and the normal start-up is left as it is.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot, tempDir } from './lib.mjs';

const load = (file) => import(pathToFileURL(path.join(repoRoot, 'backend/dist', file)).href);

/** Every bench member signs in with this password (one hash shared: scrypt per member would take minutes). */
export const BENCH_PASSWORD = 'bench-password-1';
export const benchMemberEmail = (n) => `bench-member-${n}@bench.streamfit.test`;
/** The member whose calendar month holds `busyMonthWorkouts` workouts (the "100 items per list" member). */
export const BUSY_MEMBER_EMAIL = 'bench-busy@bench.streamfit.test';

/**
 * Seeds `dataDir`'s embedded database. Options (all counts, all default 0): studios (the total the
 * catalogue should reach), classesPerDay (live classes on each day of the week ahead), pastDays
 * (days of past classes, classesPerDay each), members, workoutsPerMember (spread over the past year
 * and the month ahead), busyMonthWorkouts (one more member with that many this month), videos
 * (synthetic library videos, the backend's own SEED_VIDEOS seed).
 * Returns what it added and how long it took.
 */
export async function seedBench(dataDir, options = {}) {
  const { openDatabase } = await load('db/open.js');
  const { prepareDatabase } = await load('bootstrap.js');
  const { hashPassword } = await load('accounts/passwords.js');
  const started = performance.now();
  const db = await openDatabase({ dataDir });
  try {
    await prepareDatabase(db, { videos: options.videos ?? 0 });
    const [{ count: studiosNow }] = await db.query('SELECT count(*)::int AS count FROM studios');
    const moreStudios = Math.max(0, (options.studios ?? 0) - studiosNow);
    if (moreStudios > 0)
      await db.query(
        `INSERT INTO studios (short_name, name, slug, summary, class_types, levels, equipment, daily_price, brand_color)
         SELECT 'bench' || g, 'Bench Studio ' || g, 'bench-studio-' || g, 'A studio of the benchmark catalogue.',
                ARRAY['Yoga', 'Pilates'], 'allLevels', ARRAY['Mat'], 9.99, '336699'
           FROM generate_series(1, $1::int) AS g`,
        [moreStudios],
      );
    const perDay = options.classesPerDay ?? 0;
    const pastDays = options.pastDays ?? 0;
    if (perDay > 0) {
      // From `pastDays` ago to a week ahead, `perDay` a day, spread through the day, round the studios.
      await db.query(
        `INSERT INTO live_classes (studio_id, title, instructor, price, scheduled_at, minutes_duration, created_at, updated_at)
         SELECT s.ids[1 + g % array_length(s.ids, 1)], 'Bench Class ' || g, 'Bench Instructor', 0,
                date_trunc('day', now()) + ((g / $2::int) - $1::int) * interval '1 day'
                  + (g % $2::int) * (interval '1 day' / $2::int) + interval '1 minute',
                45, now(), now()
           FROM generate_series(0, ($1::int + 7) * $2::int - 1) AS g,
                (SELECT array_agg(id ORDER BY id) AS ids FROM studios) AS s`,
        [pastDays, perDay],
      );
    }
    const shared = await hashPassword(BENCH_PASSWORD);
    const members = options.members ?? 0;
    const perMember = options.workoutsPerMember ?? 0;
    if (members > 0) {
      await db.query(
        `INSERT INTO users (email, first_name, last_name, password_hash, password_salt, account_type, is_customer)
         SELECT 'bench-member-' || g || '@bench.streamfit.test', 'Bench', 'Member ' || g, $2, $3, 'general', true
           FROM generate_series(1, $1::int) AS g`,
        [members, shared.hash, shared.salt],
      );
      if (perMember > 0)
        // A year back to a month ahead, each member's workouts spaced evenly, on the library's videos.
        await db.query(
          `INSERT INTO workouts (user_id, when_at, status, video_id, created_at, updated_at, time_zone)
           SELECT u.id, now() - interval '365 days' + (w * (interval '395 days' / $1::int)) + (u.id % 600) * interval '1 minute',
                  CASE WHEN w * 395 / $1::int < 365 THEN 'completed' ELSE 'scheduled' END,
                  v.ids[1 + (u.id + w) % array_length(v.ids, 1)], now(), now(), 'UTC'
             FROM (SELECT id FROM users WHERE email LIKE 'bench-member-%') AS u,
                  generate_series(0, $1::int - 1) AS w,
                  (SELECT array_agg(id) AS ids FROM (SELECT id FROM videos ORDER BY id LIMIT 1000) AS first) AS v`,
          [perMember],
        );
    }
    const busy = options.busyMonthWorkouts ?? 0;
    if (busy > 0) {
      const [{ id }] = await db.query(
        `INSERT INTO users (email, first_name, last_name, password_hash, password_salt, account_type, is_customer)
         VALUES ($1, 'Busy', 'Member', $2, $3, 'general', true) RETURNING id`,
        [BUSY_MEMBER_EMAIL, shared.hash, shared.salt],
      );
      // This month, from its first day, several a day, all on library videos.
      await db.query(
        `INSERT INTO workouts (user_id, when_at, status, video_id, created_at, updated_at, time_zone)
         SELECT $1, date_trunc('month', now()) + interval '1 day' + g * (interval '26 days' / $2::int), 'scheduled',
                v.ids[1 + g % array_length(v.ids, 1)], now(), now(), 'UTC'
           FROM generate_series(0, $2::int - 1) AS g,
                (SELECT array_agg(id) AS ids FROM (SELECT id FROM videos ORDER BY id LIMIT 1000) AS first) AS v`,
        [id, busy],
      );
    }
    // Fresh statistics, as after any bulk load, so the planner sees the sizes.
    await db.exec('ANALYZE');
    const [counts] = await db.query(
      `SELECT (SELECT count(*)::int FROM studios) AS studios, (SELECT count(*)::int FROM live_classes) AS "liveClasses",
              (SELECT count(*)::int FROM videos) AS videos, (SELECT count(*)::int FROM users) AS members,
              (SELECT count(*)::int FROM workouts) AS workouts`,
    );
    return { ...counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.close();
  }
}

/** Seeded databases of this run, by their options: seeded once, copied for each part that asks. */
const templates = new Map();

/**
 * A fresh data folder holding a database seeded with `options` (see seedBench). The first call
 * with given options seeds a template; later ones copy it, so parts that share a size share the
 * seeding time. `done()` removes the copy (the templates go when the run exits).
 */
export async function seededDataDir(label, options) {
  const key = JSON.stringify(options);
  if (!templates.has(key)) {
    const template = tempDir(`template-${label}`);
    templates.set(key, { dir: template.dir, seeded: await seedBench(template.dir, options) });
  }
  const { dir, seeded } = templates.get(key);
  const copy = tempDir(label);
  cpSync(dir, copy.dir, { recursive: true });
  return { ...copy, seeded };
}
