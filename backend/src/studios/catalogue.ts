/**
 * Fixed vocabulary of the studio catalogue: its enumerations, the studio content catalogue,
 * the studio defaults and the plan prices.
 */

/** The class types, in the product's order; a class type's id is its 1-based position. */
export const CLASS_TYPES = [
  'Pilates',
  'Strength',
  'Cardio',
  'Boxing',
  'Meditation',
  'HIIT',
  'Running/Treadmill',
  'Martial Arts',
  'Barre',
  'Sculpt',
  'Yoga',
  'Dance',
  'Stretching',
  'Bootcamp',
  'Mobility',
  'Cycling',
  'Kids',
] as const;

/** Studio-specific class types the catalogue also uses. */
export const CATALOGUE_CLASS_TYPES = [
  'Mindbody',
  'Full Body',
  'Tone',
  'Endurance',
  'Rowing',
  'HILIT',
  'Prenatal & Postnatal',
  'CrossFit',
  'Barbell',
  'CrossHIIT',
  'Stretches',
  'WOOM Experience I',
  'WOOM Experience II',
  'WOOM Experience III',
] as const;

export type ClassTypeName = (typeof CLASS_TYPES)[number] | (typeof CATALOGUE_CLASS_TYPES)[number];

/** Equipment keys as the catalogue stores them (icons are keyed by these). */
export const EQUIPMENT_KEYS = [
  'dumbells',
  'kettlebell',
  'barbell',
  'yogaMat',
  'pilatesCircle',
  'inflatableBall',
  'balletBarre',
  'block',
  'slidingDiscs',
  'foamRoller',
  'stationaryBike',
  'treadmill',
  'resistanceBand',
] as const;

export type EquipmentKey = (typeof EQUIPMENT_KEYS)[number];

/** Level values a studio can carry ('' shows no level icon). */
export const LEVELS = ['', 'intermediate', 'allLevels', 'advance'] as const;

export type Level = (typeof LEVELS)[number];

/** Applied by the API when the catalogue leaves a field out. */
export const STUDIO_DEFAULTS = {
  levels: 'allLevels' as Level,
  classTypes: ['Strength'] as readonly string[],
  equipment: ['yogaMat'] as readonly string[],
  instructorImageUrl: '/media/instructors/default.svg',
};

/** Plan prices in dollars; the day pass price is per studio. */
export const MONTHLY_PRICE = 19.99;
export const YEARLY_PRICE = 239.99;

/** Studios whose page slug is fixed rather than derived. */
export const SPECIAL_SLUGS: Readonly<Record<string, string>> = {
  'Chloe Kernaghan Yoga': 'ckyoga',
};

/**
 * The studio page slug: a fixed special slug, else the shortName, else the name lowercased with
 * non-word characters removed (`PLAYLIST. Yoga` → `playlistyoga`).
 */
export function slugFor(studio: { name: string; shortName?: string | undefined }): string {
  const special = SPECIAL_SLUGS[studio.name];
  if (special !== undefined) return special;
  if (studio.shortName) return studio.shortName;
  return studio.name.toLowerCase().replace(/\W/g, '');
}

/** Short names (and slugs) as the REST paths accept them. */
export const SHORT_NAME_PATTERN = '^[A-Za-z0-9_-]+$';
export const SHORT_NAME_MAX_LENGTH = 64;
