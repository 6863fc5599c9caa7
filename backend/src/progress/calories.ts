import type { Queryable } from '../db/database.js';

/**
 * Calories of a workout, the product's formula with the member's own weight:
 * minutes × heart-rate factor (the video's mhr) × weight in kg × 0.0175 × 3.5. A class without a
 * factor (a live class, a video gone from the library) counts 0.6, the spec's value for a missing one.
 */
export const POUNDS_TO_KG = 0.45359237;
export const MISSING_HEART_RATE_FACTOR = 0.6;
const MET_FACTOR = 0.0175 * 3.5;

export function workoutCalories(seconds: number, heartRateFactor: number, weightPounds: number): number {
  return (seconds / 60) * heartRateFactor * weightPounds * POUNDS_TO_KG * MET_FACTOR;
}

/** One completed workout as progress counts it. */
export interface CompletedWorkout {
  /** The day it was done on in the member's time zone, YYYY-MM-DD. */
  date: string;
  /** The video's length, or the live class's minutes × 60; 0 when the video is gone. */
  seconds: number;
  heartRateFactor: number;
}

/**
 * Every completed workout of the member (on-demand and live), oldest first, each on its day in
 * `timeZone` (an IANA zone the caller checked): a 7 am workout in Sydney counts on that morning's
 * day, not on the day before as UTC would have it.
 */
export async function completedWorkouts(
  db: Queryable,
  userId: number,
  timeZone: string,
): Promise<CompletedWorkout[]> {
  const rows = await db.query<{ date: string; seconds: number | null; mhr: string | number | null }>(
    `SELECT to_char(w.when_at AT TIME ZONE $2, 'YYYY-MM-DD') AS date,
            COALESCE(v.duration_seconds, lc.minutes_duration * 60, 0)::int AS seconds,
            v.mhr
       FROM workouts w
       LEFT JOIN videos v ON v.id = w.video_id
       LEFT JOIN live_classes lc ON lc.id = w.live_class_id
      WHERE w.user_id = $1 AND w.status = 'completed'
      ORDER BY w.when_at, w.id`,
    [userId, timeZone],
  );
  return rows.map((row) => ({
    date: row.date,
    seconds: Number(row.seconds ?? 0),
    heartRateFactor: row.mhr === null ? MISSING_HEART_RATE_FACTOR : Number(row.mhr),
  }));
}

/** A day's (or a period's) figures: calories and minutes floored, the number of workouts. */
export interface ProgressFigures {
  calorie: number;
  minutes: number;
  workouts: number;
}

export interface DailyProgress extends ProgressFigures {
  date: string;
}

export interface PeriodProgress {
  fromDate: string;
  toDate: string;
  data: DailyProgress[];
  total: ProgressFigures;
}

/**
 * The figures of the workouts from `fromDate` to `toDate` (both included): one row per day that has
 * any, oldest first, and the total. Totals floor the exact sum, so a total may exceed the sum of the
 * floored days by less than one per day.
 */
export function periodProgress(
  workouts: readonly CompletedWorkout[],
  fromDate: string,
  toDate: string,
  weightPounds: number,
): PeriodProgress {
  const days = new Map<string, { calories: number; seconds: number; workouts: number }>();
  const sum = { calories: 0, seconds: 0, workouts: 0 };
  for (const workout of workouts) {
    if (workout.date < fromDate || workout.date > toDate) continue;
    const calories = workoutCalories(workout.seconds, workout.heartRateFactor, weightPounds);
    const day = days.get(workout.date) ?? { calories: 0, seconds: 0, workouts: 0 };
    day.calories += calories;
    day.seconds += workout.seconds;
    day.workouts += 1;
    days.set(workout.date, day);
    sum.calories += calories;
    sum.seconds += workout.seconds;
    sum.workouts += 1;
  }
  return {
    fromDate,
    toDate,
    data: [...days.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, day]) => ({ date, ...figures(day) })),
    total: figures(sum),
  };
}

function figures(sum: { calories: number; seconds: number; workouts: number }): ProgressFigures {
  // A hair of rounding error must not drop a whole calorie (3 × 0.1 is 0.30000000000000004, 0.3 × 10 is 2.9999…).
  return {
    calorie: Math.floor(sum.calories + 1e-9),
    minutes: Math.floor(sum.seconds / 60),
    workouts: sum.workouts,
  };
}
