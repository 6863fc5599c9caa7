import type { ActivityLevel } from './__generated__/ProfileForm_profile.graphql';

/** The four activity levels, each with the line that tells them apart. */
export const ACTIVITY_LEVELS: ReadonlyArray<{ value: ActivityLevel; label: string; description: string }> = [
  { value: 'SEDENTARY', label: 'Sedentary', description: 'Little or no exercise.' },
  {
    value: 'LIGHTLY_ACTIVE',
    label: 'Lightly Active',
    description: 'Light exercise one to three days a week.',
  },
  { value: 'ACTIVE', label: 'Active', description: 'Moderate exercise three to five days a week.' },
  { value: 'VERY_ACTIVE', label: 'Very Active', description: 'Hard exercise six to seven days a week.' },
];

/** The product's defaults for what a member never gave. */
export const DEFAULT_AGE = 35;
export const DEFAULT_WEIGHT = 143;

export const BIRTHDAY_FUTURE = 'Your birthday cannot be in the future.';
export const BIRTHDAY_INVALID = 'Enter your birthday as a real date.';
export const WEIGHT_RANGE = 'Enter a weight above 0 lb and up to 1000 lb.';

/** Today in the member's zone, as `YYYY-MM-DD` (what a date field holds). */
export function todayKey(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Why a birthday cannot be saved, or null (an empty field clears it). */
export function birthdayError(value: string, now = new Date()): string | null {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return BIRTHDAY_INVALID;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return BIRTHDAY_INVALID;
  }
  return value > todayKey(now) ? BIRTHDAY_FUTURE : null;
}

/** Why a weight cannot be saved, or null (an empty field clears it). */
export function weightError(value: string): string | null {
  if (value.trim() === '') return null;
  const weight = Number(value);
  return Number.isFinite(weight) && weight > 0 && weight <= 1000 ? null : WEIGHT_RANGE;
}
