// The fitness profile and progress (API.md "Profile and progress"): the REST calls and their
// decoders. Every field is checked: an answer the gateway cannot read is an UPSTREAM_ERROR, never a
// wrong figure on the member's progress page.
import type { RestClient } from '../rest/client.js';
import { array, malformed, object, type Json } from '../rest/decode.js';
import type {
  ActivityLevelValue,
  DailyProgressModel,
  FitnessProfileFieldValue,
  FitnessProfileModel,
  GenderValue,
  ProgressModel,
  ProgressPeriodModel,
  ProgressTotalsModel,
} from './models.js';

export const FITNESS_PROFILE_PATH = '/api/user/me';
export const SAVE_PROFILE_PATH = '/api/user/save';
export const PROGRESS_PATH = '/api/history/myprogress';

const ACTIVITY_LEVELS: Readonly<Record<string, ActivityLevelValue>> = {
  Sedentary: 'SEDENTARY',
  'Lightly Active': 'LIGHTLY_ACTIVE',
  Active: 'ACTIVE',
  'Very Active': 'VERY_ACTIVE',
};

export const REST_ACTIVITY_LEVELS: Readonly<Record<ActivityLevelValue, string>> = {
  SEDENTARY: 'Sedentary',
  LIGHTLY_ACTIVE: 'Lightly Active',
  ACTIVE: 'Active',
  VERY_ACTIVE: 'Very Active',
};

const DEFAULTS: Readonly<Record<string, FitnessProfileFieldValue>> = {
  age: 'AGE',
  weight: 'WEIGHT',
  gender: 'GENDER',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: unknown, what: string): string {
  if (typeof value !== 'string' || !DAY.test(value)) throw malformed(what);
  return value;
}

function wholeNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw malformed(what);
  return value;
}

function pounds(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw malformed(what);
  return value;
}

export function decodeFitnessProfile(value: unknown, what: string): FitnessProfileModel {
  const raw = object(value, what);
  if (raw.gender !== 'F' && raw.gender !== 'M') throw malformed(`${what}.gender`);
  const gender: GenderValue = raw.gender;
  let activityLevel: ActivityLevelValue | null = null;
  if (raw.activityLevel !== null) {
    const level = typeof raw.activityLevel === 'string' ? ACTIVITY_LEVELS[raw.activityLevel] : undefined;
    if (!level) throw malformed(`${what}.activityLevel`);
    activityLevel = level;
  }
  return {
    birthday: raw.birthday === null ? null : day(raw.birthday, `${what}.birthday`),
    age: wholeNumber(raw.age, `${what}.age`),
    weight: pounds(raw.weight, `${what}.weight`),
    gender,
    activityLevel,
    defaults: array(raw.defaults, `${what}.defaults`).map((field, index) => {
      const known = typeof field === 'string' ? DEFAULTS[field] : undefined;
      if (!known) throw malformed(`${what}.defaults[${index}]`);
      return known;
    }),
  };
}

function totalsOf(value: unknown, what: string): ProgressTotalsModel {
  const raw = object(value, what);
  return {
    calories: wholeNumber(raw.calorie, `${what}.calorie`),
    minutes: wholeNumber(raw.minutes, `${what}.minutes`),
    workouts: wholeNumber(raw.workouts, `${what}.workouts`),
  };
}

function daysOf(value: unknown, what: string): DailyProgressModel[] {
  return array(value, what).map((row, index) => ({
    date: day(object(row, `${what}[${index}]`).date, `${what}[${index}].date`),
    ...totalsOf(row, `${what}[${index}]`),
  }));
}

function periodOf(raw: Json, what: string): ProgressPeriodModel {
  return {
    from: day(raw.fromDate, `${what}.fromDate`),
    to: day(raw.toDate, `${what}.toDate`),
    days: daysOf(raw.data, `${what}.data`),
    total: totalsOf(raw.total, `${what}.total`),
  };
}

/** POST /api/user/me: the member's fitness profile. */
export async function fetchFitnessProfile(rest: RestClient): Promise<FitnessProfileModel> {
  return decodeFitnessProfile(await rest.post(FITNESS_PROFILE_PATH), 'user/me (POST)');
}

/** POST /api/user/save: the fields given change (null clears one); the profile as it is now. */
export async function postFitnessProfile(
  rest: RestClient,
  userInfo: Record<string, string | number | null>,
): Promise<FitnessProfileModel> {
  const what = 'user/save';
  const content = object(await rest.post(SAVE_PROFILE_PATH, { body: { userInfo } }), what);
  if (content.success !== true) throw malformed(`${what}.success`);
  return decodeFitnessProfile(content.profile, `${what}.profile`);
}

/** POST /api/history/myprogress for `[fromDate, toDate]`, "so far" ending the day before `beforeDate`. */
export async function fetchProgress(
  rest: RestClient,
  body: { fromDate: string; toDate: string; beforeDate: string; timeZone: string },
): Promise<ProgressModel> {
  const what = 'history/myprogress';
  const content = object(await rest.post(PROGRESS_PATH, { body }), what);
  const profile = object(content.profile, `${what}.profile`);
  const defaults = array(profile.defaults, `${what}.profile.defaults`);
  return {
    month: periodOf(content, what),
    previousMonth: periodOf(object(content.previousMonth, `${what}.previousMonth`), `${what}.previousMonth`),
    soFar: totalsOf(object(content.soFar, `${what}.soFar`).total, `${what}.soFar.total`),
    allTime: totalsOf(content.allTime, `${what}.allTime`),
    weightIsDefault: defaults.includes('weight'),
  };
}
