import type { Database } from '../db/database.js';
import { SCHEMA_LOCK_KEY } from '../db/migrate.js';

/** The rolling schedule: days before and after "today" (UTC) that always hold seeded classes. */
export const SEED_DAYS_BEFORE = 3;
export const SEED_DAYS_AFTER = 21;

/** Start times (UTC) a seeded day draws from: US morning, lunch and evening classes. */
const SLOTS = [
  { hour: 12, minute: 0 },
  { hour: 16, minute: 30 },
  { hour: 22, minute: 0 },
  { hour: 23, minute: 30 },
] as const;

const FORMATS = [
  {
    title: 'Live Sculpt',
    minutes: 45,
    description: 'Full-body strength with light weights, streamed live with form cues.',
  },
  {
    title: 'Sunrise Flow',
    minutes: 30,
    description: 'A steady vinyasa to wake the body up, all levels welcome.',
  },
  { title: 'HIIT Express', minutes: 20, description: 'Short intervals, big effort: no equipment needed.' },
  { title: 'Core & Restore', minutes: 30, description: 'Deep core work followed by a long stretch.' },
  {
    title: 'Cardio Dance Party',
    minutes: 45,
    description: 'Easy-to-follow choreography and a great playlist.',
  },
  {
    title: 'Barre Burn',
    minutes: 50,
    description: 'Small movements, big shakes: the classic barre sequence.',
  },
  { title: 'Power Pilates', minutes: 40, description: 'Mat Pilates at tempo, for strength and control.' },
  { title: 'Mobility Lab', minutes: 25, description: 'Joint-by-joint mobility to move better all week.' },
] as const;

const PRICES = ['0.00', '9.99', '12.00', '15.00'] as const;

/** A small deterministic hash, so a date always seeds the same classes. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

interface StudioSeedRow {
  id: number;
  whitelabel: boolean;
  instructors: string[];
}

export interface SeededClass {
  seedKey: string;
  studioId: number;
  title: string;
  description: string;
  instructor: string;
  price: string;
  scheduledAt: Date;
  minutesDuration: number;
  isOnJetsweat: boolean;
}

/** When a white-label studio's own daily class starts (UTC): 9 AM in New York in winter. */
const STUDIO_SLOT = { hour: 14, minute: 0 } as const;

/**
 * The classes the seed holds for one UTC date (`YYYY-MM-DD`): 2 to 4 across several studios, plus
 * one for each white-label studio that has none of those, listed only on its own site, so a
 * studio's own schedule is never empty for a day.
 */
export function classesForDate(date: string, studios: readonly StudioSeedRow[]): SeededClass[] {
  if (studios.length === 0) return [];
  const h = hash(date);
  const count = 2 + (h % 3);
  const whiteLabel = studios.filter((s) => s.whitelabel);
  const classes: SeededClass[] = [];
  for (let slot = 0; slot < count; slot += 1) {
    const k = hash(`${date}#${slot}`);
    // Every day has a class from a white-label studio; some classes stay off the main site.
    const pool = slot === 0 && whiteLabel.length > 0 ? whiteLabel : studios;
    const studio = pool[k % pool.length]!;
    const format = FORMATS[(k >>> 4) % FORMATS.length]!;
    const time = SLOTS[slot]!;
    const instructor =
      studio.instructors.length > 0
        ? studio.instructors[(k >>> 8) % studio.instructors.length]!
        : 'StreamFit Team';
    classes.push({
      seedKey: `${date}#${slot}`,
      studioId: studio.id,
      title: format.title,
      description: format.description,
      instructor,
      price: PRICES[(k >>> 12) % PRICES.length]!,
      scheduledAt: new Date(
        `${date}T${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}:00.000Z`,
      ),
      minutesDuration: format.minutes,
      isOnJetsweat: !(studio.whitelabel && (k >>> 16) % 2 === 0),
    });
  }
  for (const studio of whiteLabel) {
    if (classes.some((c) => c.studioId === studio.id)) continue;
    const k = hash(`${date}#studio-${studio.id}`);
    const format = FORMATS[(k >>> 4) % FORMATS.length]!;
    classes.push({
      seedKey: `${date}#studio-${studio.id}`,
      studioId: studio.id,
      title: format.title,
      description: format.description,
      instructor:
        studio.instructors.length > 0
          ? studio.instructors[(k >>> 8) % studio.instructors.length]!
          : 'StreamFit Team',
      price: PRICES[(k >>> 12) % PRICES.length]!,
      scheduledAt: new Date(
        `${date}T${String(STUDIO_SLOT.hour).padStart(2, '0')}:${String(STUDIO_SLOT.minute).padStart(2, '0')}:00.000Z`,
      ),
      minutesDuration: format.minutes,
      isOnJetsweat: false,
    });
  }
  return classes;
}

function utcDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/**
 * Keeps a rolling schedule around `now`: every date from SEED_DAYS_BEFORE days ago to
 * SEED_DAYS_AFTER days ahead holds its seeded classes. Idempotent (seed_key), and run on every
 * start, so a long-lived database keeps gaining upcoming classes. Staff edits to a seeded class
 * are kept; a cancelled seeded class stays cancelled. Returns how many classes it added.
 */
export async function seedLiveClasses(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const studios = await tx.query<StudioSeedRow>(
      `SELECT s.id, s.whitelabel_domain IS NOT NULL AS whitelabel,
              COALESCE(array_agg(i.name ORDER BY i.position) FILTER (WHERE i.name IS NOT NULL), '{}') AS instructors
         FROM studios s LEFT JOIN studio_instructors i ON i.studio_id = s.id
        GROUP BY s.id ORDER BY s.id`,
    );
    let added = 0;
    for (let offset = -SEED_DAYS_BEFORE; offset <= SEED_DAYS_AFTER; offset += 1) {
      const date = utcDate(new Date(now.getTime() + offset * 86_400_000));
      for (const c of classesForDate(date, studios)) {
        const rows = await tx.query<{ id: number }>(
          `INSERT INTO live_classes (studio_id, title, description, instructor, price, scheduled_at, minutes_duration,
                                     is_on_jetsweat, created_at, updated_at, seed_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
           ON CONFLICT (seed_key) DO NOTHING RETURNING id`,
          [
            c.studioId,
            c.title,
            c.description,
            c.instructor,
            c.price,
            c.scheduledAt,
            c.minutesDuration,
            c.isOnJetsweat,
            now,
            c.seedKey,
          ],
        );
        added += rows.length;
      }
    }
    return added;
  });
}
