import type { Queryable } from '../db/database.js';
import type { BookingCalendar } from '../live/calendar.js';
import { recordWorkoutEvent, type WorkoutEvent } from './events.js';
import { presentWorkout } from './present.js';
import { WorkoutRepository } from './repository.js';

/**
 * The calendar the live domain writes to when a member books or cancels a class, or the studio moves
 * one, inside its transaction. Each change is announced like the member's own, so a calendar open
 * on another screen follows it.
 */
export const workoutCalendar: BookingCalendar = {
  addLiveClass: async (tx, userId, liveClassId, when, now) => {
    const id = await new WorkoutRepository(tx).addLiveClass(userId, liveClassId, when, now);
    if (id !== undefined)
      await announce(tx, userId, id, (workout) => ({ type: 'workout.added', workout }), now);
  },
  moveLiveClass: async (tx, userId, liveClassId, when, now) => {
    const workouts = new WorkoutRepository(tx);
    const moved = await workouts.moveLiveClass(userId, liveClassId, when, now);
    if (moved === undefined) {
      await workoutCalendar.addLiveClass(tx, userId, liveClassId, when, now);
      return;
    }
    await announce(
      tx,
      userId,
      moved,
      (workout) => ({ type: 'workout.changed', workout, changed: ['when'], automatic: true }),
      now,
    );
  },
  removeLiveClass: async (tx, userId, liveClassId, now) => {
    for (const workoutId of await new WorkoutRepository(tx).removeLiveClass(userId, liveClassId))
      await recordWorkoutEvent(tx, userId, { type: 'workout.deleted', workoutId }, now);
  },
};

async function announce(
  tx: Queryable,
  userId: number,
  workoutId: number,
  event: (workout: Awaited<ReturnType<typeof presentWorkout>>) => WorkoutEvent,
  now: Date,
): Promise<void> {
  const record = await new WorkoutRepository(tx).findForMember(workoutId, userId);
  if (record === undefined) throw new Error(`workout ${workoutId} vanished`);
  await recordWorkoutEvent(tx, userId, event(await presentWorkout(tx, record)), now);
}
