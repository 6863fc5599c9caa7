import type { Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import type { ApiWorkout } from './present.js';

/**
 * The calendar's domain events, written in the transaction of the change they report and addressed
 * to the workout's member only (the gateway shows an event to its audience and nobody else).
 */

/** What a `workout.changed` says changed. */
export type WorkoutChange = 'when' | 'timeZone' | 'status';

export type WorkoutEvent =
  | { type: 'workout.added'; workout: ApiWorkout }
  | {
      type: 'workout.changed';
      workout: ApiWorkout;
      changed: readonly WorkoutChange[];
      /** True when the server changed it (a passed workout marked skipped), not the member. */
      automatic: boolean;
    }
  | { type: 'workout.deleted'; workoutId: number };

export async function recordWorkoutEvent(
  tx: Queryable,
  userId: number,
  event: WorkoutEvent,
  now: Date,
): Promise<void> {
  const { type, ...payload } = event;
  const workoutId = event.type === 'workout.deleted' ? event.workoutId : event.workout.id;
  await recordEvent(tx, {
    type,
    occurredAt: now,
    subject: { kind: 'workout', id: workoutId },
    audienceUserIds: [userId],
    payload: { ...payload },
  });
}
