// What the workout resolvers receive as parents (codegen.yml maps Workout and Video to these): the
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

/**
 * An on-demand video. The REST contract gives only its id yet (a workout's `videoId`); the on-demand
 * library will add what it serves.
 */
export interface VideoModel {
  readonly __typename: 'Video';
  id: number;
}
