// What the workout resolvers receive as parents (the codegen script maps Workout to it): the
// backend's calendar rows, read and checked by rest.ts. Node types carry `__typename`.
import type { LiveClassModel } from '../live/models.js';

export type WorkoutStatusValue = 'SCHEDULED' | 'COMPLETED' | 'SKIPPED';

/** A calendar entry (POST /api/workout/myWorkout). */
export interface WorkoutModel {
  readonly __typename: 'Workout';
  id: number;
  when: string;
  status: WorkoutStatusValue;
  /** The on-demand video planned; null for a live class. */
  videoId: number | null;
  liveClassId: number | null;
  liveClass: LiveClassModel | null;
}
