// What the progress resolvers receive as parents (the codegen script maps each `<Type>Model` to the
// graph's `<Type>`): the fitness profile and the progress answers (API.md "Profile and progress"),
// read and checked by rest.ts, with their values already the schema's.
import type { UserErrorModel } from '../shared/user-errors.js';

export type GenderValue = 'F' | 'M';
export type ActivityLevelValue = 'SEDENTARY' | 'LIGHTLY_ACTIVE' | 'ACTIVE' | 'VERY_ACTIVE';
export type FitnessProfileFieldValue = 'AGE' | 'WEIGHT' | 'GENDER';

/** POST /api/user/me (the fitness profile). */
export interface FitnessProfileModel {
  birthday: string | null;
  age: number;
  weight: number;
  gender: GenderValue;
  activityLevel: ActivityLevelValue | null;
  defaults: FitnessProfileFieldValue[];
}

export interface ProgressTotalsModel {
  calories: number;
  minutes: number;
  workouts: number;
}

export interface DailyProgressModel extends ProgressTotalsModel {
  date: string;
}

export interface ProgressPeriodModel {
  from: string;
  to: string;
  days: DailyProgressModel[];
  total: ProgressTotalsModel;
}

/** POST /api/history/myprogress for one month. */
export interface ProgressModel {
  month: ProgressPeriodModel;
  previousMonth: ProgressPeriodModel;
  soFar: ProgressTotalsModel;
  allTime: ProgressTotalsModel;
  weightIsDefault: boolean;
}

export interface UpdateFitnessProfilePayloadModel {
  fitnessProfile: FitnessProfileModel | null;
  userErrors: UserErrorModel[];
}
