// The member's calendar: User.workouts, the Workout type, and the calendar's sync connections and
// feed. A workout's live class is read through the live domain's batched by-id loader, unless the
// calendar row carried it; its video through the library's. What the row itself says (the video's
// length, its program's title) costs no call.
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { userInputError } from '../errors/index.js';
import type { GatewayContext } from '../graph/context.js';
import { toGlobalId } from '../node/global-id.js';
import { isoOf } from '../shared/dates.js';
import { isSessionEnded } from '../shared/session.js';
import type { WorkoutModel } from './models.js';

/** At most one year of calendar per request (the REST call returns at most 2000 workouts anyway). */
const MAX_WORKOUT_RANGE_MS = 366 * 24 * 60 * 60 * 1000;

/** A workout's on-demand video, when the row did not say enough about it. */
function videoOf(workout: WorkoutModel, context: GatewayContext) {
  return workout.videoId === null ? null : context.loaders.library.videoById.load(workout.videoId);
}

export const workoutResolvers: Resolvers = {
  User: {
    workouts: async (_user, { from, to }, { loaders }) => {
      const start = isoOf(from);
      const end = isoOf(to);
      const span = Date.parse(end) - Date.parse(start);
      if (Number.isNaN(span) || span <= 0) throw userInputError('to must be after from.');
      if (span > MAX_WORKOUT_RANGE_MS)
        throw userInputError('The calendar is served at most a year at a time.');
      const rows = await loaders.workouts.workouts(start, end);
      // REST answers whole days: keep [from, to) as the schema says.
      return rows
        .filter((row) => Date.parse(row.when) >= Date.parse(start) && Date.parse(row.when) < Date.parse(end))
        .sort((a, b) => Date.parse(a.when) - Date.parse(b.when) || a.id - b.id);
    },
    // Both calendars for a signed-out or ended session: neither connected, nothing to show.
    calendarConnections: async (_user, _args, context) => {
      if (!context.rest.hasAuthorization) return [];
      try {
        return await context.loaders.workouts.calendarConnections();
      } catch (error) {
        if (isSessionEnded(error)) return [];
        throw error;
      }
    },
    calendarFeed: (_user, _args, context) => context.loaders.workouts.calendarFeed(),
  },

  Workout: {
    id: (workout) => toGlobalId('Workout', workout.id),
    databaseId: (workout) => workout.id,
    liveClass: (workout, _args, context) =>
      workout.liveClass ??
      (workout.liveClassId === null ? null : context.loaders.live.byId.load(workout.liveClassId)),
    // The library's video, batched with every other video the request names (one GET /api/video?ids=).
    video: (workout, _args, context) => videoOf(workout, context),
    durationSeconds: async (workout, _args, context) => {
      if (workout.liveClassId !== null) {
        const liveClass = workout.liveClass ?? (await context.loaders.live.byId.load(workout.liveClassId));
        return liveClass === null ? 0 : liveClass.minutesDuration * 60;
      }
      // null: the row says its video is gone from the library; its length is not known any more.
      if (workout.videoDurationSeconds !== undefined) return workout.videoDurationSeconds ?? 0;
      return (await videoOf(workout, context))?.durationSeconds ?? 0;
    },
    programTitle: async (workout, _args, context) => {
      if (workout.programTitle !== undefined) return workout.programTitle;
      // A viewing's workout (pushed by an event) names only its video: its program is the library's.
      const programId = (await videoOf(workout, context))?.programId ?? null;
      if (programId === null) return '';
      const programs = await context.loaders.library.programs();
      return programs.find((program) => program.id === programId)?.title ?? '';
    },
    // A booked class's time is the studio's.
    canReschedule: (workout) => workout.liveClassId === null,
  },

  WorkoutChange: {
    workoutId: (change) => toGlobalId('Workout', change.workoutId),
  },

  DeleteWorkoutPayload: {
    deletedWorkoutId: (payload) =>
      payload.deletedWorkoutId === null ? null : toGlobalId('Workout', payload.deletedWorkoutId),
  },
};
