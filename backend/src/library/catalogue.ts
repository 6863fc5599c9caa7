/** The library's enumerations (backend/API.md "On-demand library"): what it accepts and stores. */

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

/** Every equipment a video may need; a video needing none lists nothing (shown as None). */
export const EQUIPMENT = [
  'Ballet Barre or Sturdy Chair',
  'Dumbells',
  'Inflatable Ball',
  'Block',
  'Jump Rope',
  'Sliding Discs',
  'Stationary Bike',
  'Treadmill',
  'Resistance Band',
  'Yoga Mat',
  'Barbell',
  'Kettlebell',
  'Foam Roller',
  'Pilates Circle',
  'Step',
  'Ankle Weights',
  'Medicine Ball',
  'Strap',
  'Boxing Gloves',
  'Reformer',
] as const;

/** What the filter and the facets call "no equipment". */
export const NO_EQUIPMENT = 'None';

/** What to use at home instead. */
export const EQUIPMENT_HACKS: Readonly<Record<string, string>> = {
  'Sliding Discs': 'small towels',
  Block: 'thick books',
  'Ballet Barre or Sturdy Chair': 'sturdy chair',
};

export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Any'] as const;
export const BODY_FOCUS = ['Upper Body', 'Core', 'Total Body', 'Lower Body', 'Mind'] as const;
export const LIMITATIONS = ['Postnatal', 'Prenatal', 'Low Impact'] as const;
export const TARGET_MUSCLES = [
  'Abdominals',
  'Obliques',
  'Lower Back',
  'Upper Back',
  'Lats',
  'Traps',
  'Chest',
  'Front Shoulders',
  'Side Shoulders',
  'Rear Shoulders',
  'Biceps',
  'Triceps',
  'Forearms',
  'Glutes',
  'Hip Flexors',
  'Adductors',
  'Abductors',
  'Quadriceps',
  'Hamstrings',
  'Calves',
  'Shins',
  'Neck',
  'Pelvic Floor',
  'Diaphragm',
] as const;

export const SORTS = ['newest', 'longest', 'shortest', 'highest', 'recommended'] as const;
export type VideoSort = (typeof SORTS)[number];

/** The duration facet's buckets, in minutes: [0,15], (15,30], (30,45], (45,60], over 60. */
export const DURATION_BUCKETS = ['0-15', '15-30', '30-45', '45-60', '60+'] as const;

/**
 * The calorie estimate of the default profile (age 35, 143 lb, F), the same as the stored
 * `videos.calories` column: minutes × mhr × weight kg × 0.0175 × 3.5. Members have no profile of
 * their own yet, so every caller gets this one.
 */
export const DEFAULT_WEIGHT_KG = 64.86370891;
export function caloriesFor(durationSeconds: number, mhr: number): number {
  return Math.round((durationSeconds / 60) * mhr * DEFAULT_WEIGHT_KG * 0.06125);
}

/** Lower-cased, accents stripped: how titles, names and search words are compared. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
