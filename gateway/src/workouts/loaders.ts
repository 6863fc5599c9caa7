// Per-request loaders for the member's workout calendar: one POST /api/workout/myWorkout per range,
// however many fields ask. The live classes its rows carry go into the live domain's by-id loader,
// so a workout's class met again costs nothing.
import type { LiveClassModel } from '../live/models.js';
import type { RestClient } from '../rest/client.js';
import type { WorkoutModel } from './models.js';
import { fetchWorkouts } from './rest.js';

export interface WorkoutLoaders {
  /** The viewer's calendar between two ISO instants (as the REST call was asked). */
  workouts(from: string, to: string): Promise<WorkoutModel[]>;
  /** The member changed (a booking, a new session): the calendar is read again if asked. */
  forgetMember(): void;
}

/** What the calendar gives other domains' loaders: the live classes its rows carry. */
export interface WorkoutLoaderOptions {
  primeClasses(classes: Iterable<LiveClassModel | null>): void;
}

export function createWorkoutLoaders(rest: RestClient, options: WorkoutLoaderOptions): WorkoutLoaders {
  const workouts = new Map<string, Promise<WorkoutModel[]>>();
  return {
    workouts(from, to) {
      const key = `${from} ${to}`;
      let list = workouts.get(key);
      if (!list) {
        list = fetchWorkouts(rest, from, to).then((rows) => {
          options.primeClasses(rows.map((row) => row.liveClass));
          return rows;
        });
        workouts.set(key, list);
      }
      return list;
    },
    forgetMember() {
      workouts.clear();
    },
  };
}
