// What the workout resolvers receive as parents (the codegen script maps each `<Type>Model` to the
// graph's `<Type>`): the backend's calendar rows and calendar-sync answers, read and checked by
// rest.ts. Node types carry `__typename`.
import type { LiveClassModel } from '../live/models.js';
import type { UserErrorModel } from '../shared/user-errors.js';

export type WorkoutStatusValue = 'SCHEDULED' | 'COMPLETED' | 'SKIPPED';

/** A calendar entry (API.md "Workouts": POST /api/workout/myWorkout, /add, /update, /updateStatus). */
export interface WorkoutModel {
  readonly __typename: 'Workout';
  id: number;
  when: string;
  status: WorkoutStatusValue;
  /** The IANA zone the member planned it in; null for a live class and a workout a viewing added. */
  timeZone: string | null;
  /** The on-demand video planned; null for a live class. */
  videoId: number | null;
  liveClassId: number | null;
  liveClass: LiveClassModel | null;
  /**
   * The video's length as the row carried it. Undefined when the answer carried no video summary
   * (a viewing's workout: the library's video is read then); null when the row said it has none.
   */
  videoDurationSeconds?: number | null;
  /** The video's program's title ('' when none); undefined when the answer did not carry it. */
  programTitle?: string;
}

export type WorkoutChangeKindValue = 'CREATED' | 'CHANGED' | 'DELETED';

/** One workout.added / workout.changed / workout.deleted event, decoded. */
export interface WorkoutChangeModel {
  kind: WorkoutChangeKindValue;
  /** Null when deleted. */
  workout: WorkoutModel | null;
  workoutId: number;
}

/** The answer of deleting a workout: its id becomes a global id when asked. */
export interface DeleteWorkoutPayloadModel {
  deletedWorkoutId: number | null;
  userErrors: UserErrorModel[];
}

export type CalendarProviderValue = 'GOOGLE' | 'OUTLOOK';
export type CalendarSyncStateValue = 'UNCONNECTED' | 'UNSYNCED' | 'SYNCING' | 'SYNCED' | 'ERROR';

/** A member's calendar connection (GET /api/calendar/connections and the calendar-sync answers). */
export interface CalendarConnectionModel {
  provider: CalendarProviderValue;
  configured: boolean;
  state: CalendarSyncStateValue;
  reason: string | null;
  lastSyncedAt: string | null;
  pending: number;
}

/** The member's private calendar feed (POST /api/workout/calendarFeed). */
export interface CalendarFeedModel {
  url: string;
  createdAt: string;
}
