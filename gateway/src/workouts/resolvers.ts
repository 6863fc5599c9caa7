// The member's calendar: User.workouts and the Workout type. A workout's live class is read
// through the live domain's batched by-id loader, unless the calendar row carried it; its video through
// the library's.
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { userInputError } from '../errors/index.js';
import { toGlobalId } from '../node/global-id.js';
import { isoOf } from '../shared/dates.js';

/** At most one year of calendar per request (the REST call returns at most 1000 workouts anyway). */
const MAX_WORKOUT_RANGE_MS = 366 * 24 * 60 * 60 * 1000;

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
      // The REST range is inclusive of `to` for dates: keep [from, to) as the schema says.
      return rows
        .filter((row) => Date.parse(row.when) >= Date.parse(start) && Date.parse(row.when) < Date.parse(end))
        .sort((a, b) => Date.parse(a.when) - Date.parse(b.when) || a.id - b.id);
    },
  },

  Workout: {
    id: (workout) => toGlobalId('Workout', workout.id),
    databaseId: (workout) => workout.id,
    liveClass: (workout, _args, context) =>
      workout.liveClass ??
      (workout.liveClassId === null ? null : context.loaders.live.byId.load(workout.liveClassId)),
    // The library's video, batched with every other video the request names (one GET /api/video?ids=).
    video: (workout, _args, context) =>
      workout.videoId === null ? null : context.loaders.library.videoById.load(workout.videoId),
  },
};
