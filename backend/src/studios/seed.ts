import { createHash } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { SCHEMA_LOCK_KEY } from '../db/migrate.js';
import { CLASS_TYPES, slugFor } from './catalogue.js';
import { STUDIO_SEEDS, type StudioSeed } from './seed-data.js';

/** Bump when the mapping below changes in a way the fingerprint of the data would not catch. */
const SEED_FORMAT = 2;

/** Studios outside the default zone (America/New_York, the column's default): schedules show classes in the studio's time too. */
export const STUDIO_TIME_ZONES: Readonly<Record<string, string>> = {
  riderepublic: 'America/Los_Angeles',
  flowsociety: 'America/Los_Angeles',
  kineticlab: 'America/Chicago',
  ironrow: 'Europe/London',
};
export const DEFAULT_STUDIO_TIME_ZONE = 'America/New_York';
const SEED_NAME = 'studios';

/** A seed entry resolved to the values stored in the studios table. */
export interface ResolvedStudio {
  shortName: string;
  name: string;
  slug: string;
  about: string;
  summary: string;
  headerTitle: string;
  headerDescription: string;
  introH1: string;
  introH2: string;
  closingH1: string;
  closingH2: string;
  classTypes: string[];
  levels: string | null;
  equipment: string[];
  contactEmail: string | null;
  trialEnabled: boolean;
  dailyPrice: number;
  whitelabelDomain: string | null;
  colorCode: string | null;
  pageTitle: string | null;
  brandColor: string;
  /** IANA zone the studio's classes are shown in. */
  timeZone: string;
  instructors: StudioSeed['instructors'];
  testimonials: StudioSeed['testimonials'];
}

export function resolveStudio(seed: StudioSeed): ResolvedStudio {
  const slug = slugFor(seed);
  const shortName = seed.shortName ?? slug;
  const headlineType = seed.classTypes[0] ?? 'fitness';
  return {
    shortName,
    name: seed.name,
    slug,
    about: seed.about.join('\n\n'),
    summary: seed.summary,
    headerTitle: seed.headerTitle ?? `${seed.name} | Stream ${headlineType} classes on demand | StreamFit`,
    headerDescription: seed.headerDescription,
    introH1: seed.intro[0],
    introH2: seed.intro[1],
    closingH1: seed.closing[0],
    closingH2: seed.closing[1],
    classTypes: seed.classTypes,
    levels: seed.levels ?? null,
    equipment: seed.equipment,
    contactEmail: seed.contactEmail === undefined ? `hello@${shortName}.studio` : seed.contactEmail,
    trialEnabled: seed.trialEnabled ?? true,
    dailyPrice: seed.dailyPrice,
    whitelabelDomain: seed.whiteLabel?.domain ?? null,
    colorCode: seed.whiteLabel?.colorCode ?? null,
    pageTitle: seed.whiteLabel?.pageTitle ?? null,
    brandColor: seed.brandColor,
    timeZone: STUDIO_TIME_ZONES[shortName] ?? DEFAULT_STUDIO_TIME_ZONE,
    instructors: seed.instructors,
    testimonials: seed.testimonials,
  };
}

export function seedFingerprint(studios: readonly StudioSeed[] = STUDIO_SEEDS): string {
  return createHash('sha256')
    .update(
      JSON.stringify({ format: SEED_FORMAT, classTypes: CLASS_TYPES, studios, timeZones: STUDIO_TIME_ZONES }),
    )
    .digest('hex');
}

async function upsertStudio(tx: Queryable, studio: ResolvedStudio): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO studios (short_name, name, slug, about, summary, header_title, header_description,
       intro_h1, intro_h2, closing_h1, closing_h2, class_types, levels, equipment, contact_email,
       trial_enabled, daily_price, whitelabel_domain, color_code, page_title, brand_color, time_zone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13, $14::text[], $15,
       $16, $17, $18, $19, $20, $21, $22)
     ON CONFLICT (short_name) DO UPDATE SET
       name = EXCLUDED.name, slug = EXCLUDED.slug, about = EXCLUDED.about, summary = EXCLUDED.summary,
       header_title = EXCLUDED.header_title, header_description = EXCLUDED.header_description,
       intro_h1 = EXCLUDED.intro_h1, intro_h2 = EXCLUDED.intro_h2,
       closing_h1 = EXCLUDED.closing_h1, closing_h2 = EXCLUDED.closing_h2,
       class_types = EXCLUDED.class_types, levels = EXCLUDED.levels, equipment = EXCLUDED.equipment,
       contact_email = EXCLUDED.contact_email, trial_enabled = EXCLUDED.trial_enabled,
       daily_price = EXCLUDED.daily_price, whitelabel_domain = EXCLUDED.whitelabel_domain,
       color_code = EXCLUDED.color_code, page_title = EXCLUDED.page_title,
       brand_color = EXCLUDED.brand_color, time_zone = EXCLUDED.time_zone, updated_at = now()
     RETURNING id`,
    [
      studio.shortName,
      studio.name,
      studio.slug,
      studio.about,
      studio.summary,
      studio.headerTitle,
      studio.headerDescription,
      studio.introH1,
      studio.introH2,
      studio.closingH1,
      studio.closingH2,
      studio.classTypes,
      studio.levels,
      studio.equipment,
      studio.contactEmail,
      studio.trialEnabled,
      studio.dailyPrice.toFixed(2),
      studio.whitelabelDomain,
      studio.colorCode,
      studio.pageTitle,
      studio.brandColor,
      studio.timeZone,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`Upserting studio '${studio.shortName}' returned no id`);
  return id;
}

/** Replaces a studio's instructors and testimonials with the seed's (they have no ids of their own). */
async function replaceStudioPeople(tx: Queryable, studioId: number, studio: ResolvedStudio): Promise<void> {
  await tx.query('DELETE FROM studio_instructors WHERE studio_id = $1', [studioId]);
  await tx.query('DELETE FROM studio_testimonials WHERE studio_id = $1', [studioId]);
  if (studio.instructors.length > 0) {
    await tx.query(
      `INSERT INTO studio_instructors (studio_id, position, name, bio, has_photo)
       SELECT $1, t.position - 1, t.name, t.bio, t.has_photo
       FROM unnest($2::text[], $3::text[], $4::boolean[]) WITH ORDINALITY AS t(name, bio, has_photo, position)`,
      [
        studioId,
        studio.instructors.map((i) => i.name),
        studio.instructors.map((i) => i.bio),
        studio.instructors.map((i) => i.hasPhoto),
      ],
    );
  }
  if (studio.testimonials.length > 0) {
    await tx.query(
      `INSERT INTO studio_testimonials (studio_id, position, author, text)
       SELECT $1, t.position - 1, t.author, t.text
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(author, text, position)`,
      [studioId, studio.testimonials.map((t) => t.author), studio.testimonials.map((t) => t.text)],
    );
  }
}

export interface SeedResult {
  /** False when the stored data already matched the seed (nothing was written). */
  applied: boolean;
  studios: number;
}

/**
 * Seeds class types and partner studios in one transaction. Rows are upserted by their stable
 * keys (class type id, studio short name), so ids never change across restarts; the work is
 * skipped entirely when the seed fingerprint recorded last time still matches.
 */
export async function seedStudios(
  db: Database,
  seeds: readonly StudioSeed[] = STUDIO_SEEDS,
  options: { force?: boolean } = {},
): Promise<SeedResult> {
  const fingerprint = seedFingerprint(seeds);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const state = await tx.query<{ fingerprint: string }>(
      'SELECT fingerprint FROM seed_state WHERE name = $1',
      [SEED_NAME],
    );
    if (!options.force && state[0]?.fingerprint === fingerprint) {
      return { applied: false, studios: seeds.length };
    }
    await tx.query(
      `INSERT INTO class_types (id, name)
       SELECT t.id, t.name FROM unnest($1::text[]) WITH ORDINALITY AS t(name, id)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
      [[...CLASS_TYPES]],
    );
    for (const seed of seeds) {
      const studio = resolveStudio(seed);
      const id = await upsertStudio(tx, studio);
      await replaceStudioPeople(tx, id, studio);
    }
    await tx.query(
      `INSERT INTO seed_state (name, fingerprint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, applied_at = now()`,
      [SEED_NAME, fingerprint],
    );
    return { applied: true, studios: seeds.length };
  });
}
