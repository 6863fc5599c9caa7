import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { SCHEMA_LOCK_KEY } from '../db/migrate.js';
import { STUDIO_DEFAULTS } from '../studios/catalogue.js';
import { instructorImageUrl } from '../studios/present.js';
import { BODY_FOCUS, CLASS_TYPES, EQUIPMENT, LEVELS, searchable, TARGET_MUSCLES } from './catalogue.js';
import { LIBRARY_EPOCH, libraryFor, type SeedStudio } from './seed-data.js';

/** Bump when the seeded library changes in a way its fingerprint would not catch. */
const SEED_FORMAT = 1;
const SEED_NAME = 'library';
/** Synthetic videos are inserted this many per statement. */
const SYNTHETIC_BATCH = 20_000;

async function seedStudios(tx: Queryable): Promise<SeedStudio[]> {
  const rows = await tx.query<{
    id: number;
    name: string;
    slug: string;
    class_types: string[];
    instructor_names: string[];
    instructor_positions: number[];
    instructor_photos: boolean[];
  }>(
    `SELECT s.id, s.name, s.slug, s.class_types,
            COALESCE(array_agg(i.name ORDER BY i.position) FILTER (WHERE i.name IS NOT NULL), '{}') AS instructor_names,
            COALESCE(array_agg(i.position ORDER BY i.position) FILTER (WHERE i.name IS NOT NULL), '{}') AS instructor_positions,
            COALESCE(array_agg(i.has_photo ORDER BY i.position) FILTER (WHERE i.name IS NOT NULL), '{}') AS instructor_photos
       FROM studios s LEFT JOIN studio_instructors i ON i.studio_id = s.id
      GROUP BY s.id ORDER BY s.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    classTypes: row.class_types,
    instructors: row.instructor_names.map((name, k) => ({
      name,
      imageUrl: instructorImageUrl(row.slug, {
        studioId: row.id,
        position: Number(row.instructor_positions[k]),
        name,
        bio: '',
        hasPhoto: row.instructor_photos[k] === true,
      }),
    })),
  }));
}

/**
 * The seeded library: programs and videos upserted by their seed keys (ids never change across
 * starts), skipped when the fingerprint recorded last time still matches. Then, when asked
 * (SEED_VIDEOS), synthetic videos on top, up to `syntheticVideos` of them.
 */
export async function seedLibrary(
  db: Database,
  syntheticVideos = 0,
): Promise<{ applied: boolean; synthetic: number }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const studios = await seedStudios(tx);
    const library = libraryFor(studios);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ format: SEED_FORMAT, library }))
      .digest('hex');
    const [state] = await tx.query<{ fingerprint: string }>(
      'SELECT fingerprint FROM seed_state WHERE name = $1',
      [SEED_NAME],
    );
    const applied = state?.fingerprint !== fingerprint && library.videos.length > 0;
    if (applied) {
      await tx.query(
        `INSERT INTO programs (seed_key, studio_id, title, description)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS r("seedKey" text, "studioId" int, title text, description text)
         ON CONFLICT (seed_key) DO UPDATE SET studio_id = EXCLUDED.studio_id, title = EXCLUDED.title,
           description = EXCLUDED.description`,
        [JSON.stringify(library.programs)],
      );
      // Positions are freed first, so a reordered program never collides with itself.
      await tx.query(
        `UPDATE videos SET program_id = NULL, program_position = NULL WHERE seed_key LIKE 'library#%'`,
      );
      await tx.query(
        `INSERT INTO videos (seed_key, studio_id, title, summary, instructor_name, instructor_image_url, duration_seconds,
                             mhr, level, class_types, equipment, body_focus, limitations, target_muscles, program_id,
                             program_position, published_at, recommended_score, search_text)
         SELECT r."seedKey", r."studioId", r.title, r.summary, r."instructorName", r."instructorImageUrl",
                r."durationSeconds", r.mhr, r.level, r."classTypes", r.equipment, r."bodyFocus", r.limitations,
                r."targetMuscles", p.id, r."programPosition", r."publishedAt", r."recommendedScore", r."searchText"
           FROM jsonb_to_recordset($1::jsonb) AS r(
                  "seedKey" text, "studioId" int, title text, summary text, "instructorName" text,
                  "instructorImageUrl" text, "durationSeconds" int, mhr numeric, level text, "classTypes" text[],
                  equipment text[], "bodyFocus" text[], limitations text[], "targetMuscles" text[],
                  "programSeedKey" text, "programPosition" int, "publishedAt" timestamptz, "recommendedScore" int,
                  "searchText" text)
           LEFT JOIN programs p ON p.seed_key = r."programSeedKey"
         ON CONFLICT (seed_key) DO UPDATE SET
           studio_id = EXCLUDED.studio_id, title = EXCLUDED.title, summary = EXCLUDED.summary,
           instructor_name = EXCLUDED.instructor_name, instructor_image_url = EXCLUDED.instructor_image_url,
           duration_seconds = EXCLUDED.duration_seconds, mhr = EXCLUDED.mhr, level = EXCLUDED.level,
           class_types = EXCLUDED.class_types, equipment = EXCLUDED.equipment, body_focus = EXCLUDED.body_focus,
           limitations = EXCLUDED.limitations, target_muscles = EXCLUDED.target_muscles,
           program_id = EXCLUDED.program_id, program_position = EXCLUDED.program_position,
           published_at = EXCLUDED.published_at, recommended_score = EXCLUDED.recommended_score,
           search_text = EXCLUDED.search_text`,
        [JSON.stringify(library.videos)],
      );
      await tx.query(
        `INSERT INTO seed_state (name, fingerprint) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, applied_at = now()`,
        [SEED_NAME, fingerprint],
      );
    }
    const synthetic = syntheticVideos > 0 ? await seedSyntheticVideos(tx, studios, syntheticVideos) : 0;
    // Fresh statistics, so the planner reads a page by its sort key's index (the embedded database
    // has no autovacuum to gather them).
    if (applied || synthetic > 0) await tx.query('ANALYZE videos');
    return { applied, synthetic };
  });
}

/**
 * Synthetic videos for benchmarks, numbered 1…`total` (`synthetic#<n>`): the ones missing are made
 * in the database, a batch per statement, so a hundred thousand take seconds. Returns how many it added.
 */
async function seedSyntheticVideos(
  tx: Queryable,
  studios: readonly SeedStudio[],
  total: number,
): Promise<number> {
  if (studios.length === 0) return 0;
  const [existing] = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM videos WHERE seed_key LIKE 'synthetic#%'`,
  );
  let added = 0;
  for (let from = (existing?.n ?? 0) + 1; from <= total; from += SYNTHETIC_BATCH) {
    const to = Math.min(total, from + SYNTHETIC_BATCH - 1);
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO videos (seed_key, studio_id, title, summary, instructor_name, instructor_image_url, duration_seconds,
                           mhr, level, class_types, equipment, body_focus, limitations, target_muscles, published_at,
                           recommended_score, search_text)
       SELECT 'synthetic#' || g, ($3::int[])[1 + g % $4::int], c.name || ' Session ' || g,
              'A ' || lower(c.name) || ' class from the benchmark library.', 'StreamFit Team', $5,
              300 + (g * 37) % 4200, 0.1 + ((g * 13) % 81) / 100.0, ($6::text[])[1 + g % 4], ARRAY[c.name],
              CASE WHEN g % 5 = 0 THEN '{}'::text[] ELSE ARRAY[($7::text[])[1 + g % 20]] END,
              ARRAY[($8::text[])[1 + g % 5]],
              CASE WHEN g % 7 = 0 THEN ARRAY['Low Impact'] ELSE '{}'::text[] END,
              ARRAY[($9::text[])[1 + g % 24], ($9::text[])[1 + (g * 7 + 3) % 24]],
              $10::timestamptz - ((g * 7919) % 63072000) * interval '1 second', (g * 31) % 101,
              lower(c.name) || ' session ' || g || ' streamfit team ' || ($11::text[])[1 + g % $4::int]
         FROM generate_series($1::int, $2::int) AS g
         CROSS JOIN LATERAL (SELECT ($12::text[])[1 + g % 17] AS name) AS c
       ON CONFLICT (seed_key) DO NOTHING
       RETURNING id`,
      [
        from,
        to,
        studios.map((s) => s.id),
        studios.length,
        STUDIO_DEFAULTS.instructorImageUrl,
        [...LEVELS],
        [...EQUIPMENT],
        [...BODY_FOCUS],
        [...TARGET_MUSCLES],
        LIBRARY_EPOCH,
        studios.map((s) => searchable(s.name)),
        [...CLASS_TYPES],
      ],
    );
    added += rows.length;
  }
  return added;
}
