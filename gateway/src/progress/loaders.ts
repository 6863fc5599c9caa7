// Per-request loaders for the fitness profile and progress: the profile is ONE POST /api/user/me
// per request, a month's progress ONE POST /api/history/myprogress per month and zone asked, however many
// fields read them. Both are the member's: forgotten when the member changes.
import type { RestClient } from '../rest/client.js';
import type { FitnessProfileModel, ProgressModel } from './models.js';
import { fetchFitnessProfile, fetchProgress } from './rest.js';

export interface ProgressLoaders {
  fitnessProfile(): Promise<FitnessProfileModel>;
  /**
   * A month (`YYYY-MM`, already checked) in an IANA zone (already checked) with the month before, so
   * far (today in that zone included) and all time.
   */
  progress(month: string, timeZone: string): Promise<ProgressModel>;
  /** A profile change answered with the profile: it is the one from now on (and calories change). */
  replaceFitnessProfile(profile: FitnessProfileModel): void;
  forgetMember(): void;
}

const DAY_MS = 86_400_000;

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The REST range of a month: its first and last day, and tomorrow in `timeZone` so "so far"
 * includes the member's today.
 */
export function monthRange(
  month: string,
  timeZone = 'UTC',
  now = Date.now(),
): { fromDate: string; toDate: string; beforeDate: string; timeZone: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  // en-CA writes dates as YYYY-MM-DD.
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return {
    fromDate: `${month}-01`,
    toDate: `${month}-${String(last).padStart(2, '0')}`,
    beforeDate: tomorrow,
    timeZone,
  };
}

export function createProgressLoaders(rest: RestClient): ProgressLoaders {
  let profile: Promise<FitnessProfileModel> | undefined;
  const months = new Map<string, Promise<ProgressModel>>();
  return {
    fitnessProfile: () => (profile ??= fetchFitnessProfile(rest)),
    progress(month, timeZone) {
      const key = `${month} ${timeZone}`;
      let found = months.get(key);
      if (!found) {
        found = fetchProgress(rest, monthRange(month, timeZone));
        months.set(key, found);
      }
      return found;
    },
    replaceFitnessProfile(changed) {
      profile = Promise.resolve(changed);
      months.clear();
    },
    forgetMember() {
      profile = undefined;
      months.clear();
    },
  };
}
