import type { Database } from '../db/database.js';
import { recordWorkoutEvent } from './events.js';
import { presentWorkouts } from './present.js';
import { WorkoutRepository } from './repository.js';

/**
 * The server settles workouts whose time has passed, so every device shows the same calendar
 * without each one marking them: a workout still `scheduled` once its start plus its length (the
 * video's, or the class's) is past becomes `skipped` (a class under way is not skipped). A booked
 * class the member joined (an attendance record) becomes `completed` instead: they were there.
 */

/** How often the job runs. */
export const AUTO_SKIP_INTERVAL_MS = 60_000;
/** Workouts settled per transaction (each with its event). */
const BATCH = 100;
/** Batches per run at most: a backlog is caught up over the next runs, never in one long run. */
const MAX_BATCHES_PER_RUN = 50;

/** Settles every passed workout at `now`, a batch per transaction; returns how many changed. */
export async function settlePassedWorkouts(db: Database, now: Date): Promise<number> {
  let settled = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const count = await db.transaction(async (tx) => {
      const workouts = new WorkoutRepository(tx);
      const changed = await workouts.settlePassed(now, BATCH);
      if (changed.length === 0) return 0;
      const presented = await presentWorkouts(tx, await workouts.byIds(changed.map((w) => w.id)));
      for (const workout of presented) {
        const owner = changed.find((w) => w.id === workout.id);
        if (owner === undefined) continue;
        await recordWorkoutEvent(
          tx,
          owner.userId,
          { type: 'workout.changed', workout, changed: ['status'], automatic: true },
          now,
        );
      }
      return changed.length;
    });
    settled += count;
    if (count < BATCH) break;
  }
  return settled;
}
