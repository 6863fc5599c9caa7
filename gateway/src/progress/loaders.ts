// Per-request loaders for the fitness profile and progress: the profile is ONE POST /api/user/me
// per request, a month's progress ONE POST /api/history/myprogress per month asked, however many
// fields read them. Both are the member's: forgotten when the member changes.
import type { RestClient } from '../rest/client.js';
import type { FitnessProfileModel, ProgressModel } from './models.js';
import { fetchFitnessProfile, fetchProgress } from './rest.js';

export interface ProgressLoaders {
  fitnessProfile(): Promise<FitnessProfileModel>;
  /** A month (`YYYY-MM`, already checked) with the month before, so far (today included) and all time. */
  progress(month: string): Promise<ProgressModel>;
  /** A profile change answered with the profile: it is the one from now on (and calories change). */
  replaceFitnessProfile(profile: FitnessProfileModel): void;
  forgetMember(): void;
}

const DAY_MS = 86_400_000;

/** The REST range of a month: its first and last day, and tomorrow (UTC) so "so far" includes today. */
export function monthRange(
  month: string,
  now = Date.now(),
): { fromDate: string; toDate: string; beforeDate: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const tomorrow = new Date(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS).toISOString().slice(0, 10);
  return {
    fromDate: `${month}-01`,
    toDate: `${month}-${String(last).padStart(2, '0')}`,
    beforeDate: tomorrow,
  };
}

export function createProgressLoaders(rest: RestClient): ProgressLoaders {
  let profile: Promise<FitnessProfileModel> | undefined;
  const months = new Map<string, Promise<ProgressModel>>();
  return {
    fitnessProfile: () => (profile ??= fetchFitnessProfile(rest)),
    progress(month) {
      let found = months.get(month);
      if (!found) {
        found = fetchProgress(rest, monthRange(month));
        months.set(month, found);
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
