// The calendar's mutations: planning, moving, marking and deleting workouts, connecting, syncing and
// disconnecting calendars, and a new feed address. Each checks its input first and needs a
// signed-in member (a refusal costs no REST call), calls its route once (POSTs are never retried),
// turns the failures a page expects into userErrors (user-errors.ts), and forgets what the change
// made stale, so the payload and whatever the operation reads next are fresh.
import type {
  CalendarProvider,
  MutationResolvers,
  Resolvers,
  ScheduleWorkoutInput,
} from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import { databaseIdOf } from '../node/global-id.js';
import { timeOf } from '../shared/dates.js';
import { isTimeZone, wallClock } from '../shared/time-zones.js';
import { NOT_SIGNED_IN, type UserErrorModel } from '../shared/user-errors.js';
import type { CalendarConnectionModel, WorkoutModel } from './models.js';
import { findViewerWorkout } from './node.js';
import {
  postCalendarCompletion,
  postCalendarConnect,
  postCalendarDisconnect,
  postCalendarFeedRegeneration,
  postCalendarSync,
  postWorkout,
  postWorkoutDeletion,
  postWorkoutStatus,
  postWorkoutTime,
  REST_PROVIDERS,
  type RestCalendarProvider,
} from './rest.js';
import {
  calendarFailure,
  completionFailure,
  LIVE_CLASS_TIME_MESSAGE,
  memberFailure,
  NO_VIDEO_MESSAGE,
  NO_WORKOUT_MESSAGE,
  workoutFailure,
  type WorkoutFailureFields,
} from './user-errors.js';

type Outcome<T> = { ok: true; value: T } | { ok: false; userErrors: UserErrorModel[] };

const invalid = (field: string, message: string): UserErrorModel => ({
  field,
  code: 'INVALID_INPUT',
  message,
});
const noWorkout: UserErrorModel = { field: 'workoutId', code: 'NOT_FOUND', message: NO_WORKOUT_MESSAGE };
const noVideo: UserErrorModel = { field: 'videoId', code: 'NOT_FOUND', message: NO_VIDEO_MESSAGE };
const unknownZone = invalid('timeZone', 'Time zone must be an IANA zone, for example America/New_York.');
const notDateTime = invalid('when', 'When must be a date-time.');
/** The backend's bound on a connect grant (its grants are 43 characters). */
const MAX_GRANT_LENGTH = 200;

/** A workout's change: the contract's fields are the input's, a 404 is about the workout. */
const WORKOUT_CHANGE: WorkoutFailureFields = {
  fields: { workoutId: 'workoutId', when: 'when', timeZone: 'timeZone', status: 'status' },
  notFound: noWorkout,
  // `Invalid date string passed`: a time that exists nowhere.
  invalidField: 'when',
};

/**
 * Runs a member's call once: an expected failure becomes a userError (a 401 also ends the request's
 * session, as every domain does), anything else stays an error of the field.
 */
async function memberCall<T>(
  context: GatewayContext,
  failure: (error: unknown) => UserErrorModel | null,
  call: () => Promise<T>,
): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const userError = failure(error);
    if (!userError) throw error;
    if (userError.code === 'UNAUTHENTICATED') context.loaders.accounts.endSession();
    return { ok: false, userErrors: [userError] };
  }
}

/** The calendar changed: it is read again if asked, and so is today's workout (it may be this one). */
function calendarChanged(context: GatewayContext, workout: WorkoutModel | null): void {
  context.loaders.workouts.forgetWorkouts();
  context.loaders.library.forgetDailyWorkout();
  if (workout?.liveClass) context.loaders.live.prime([workout.liveClass]);
}

/**
 * Plans an on-demand video (scheduleWorkout, and the library's scheduleVideo): the member's
 * wall-clock time in their zone, as POST /api/workout/add takes it.
 */
export async function planVideo(
  context: GatewayContext,
  input: Pick<ScheduleWorkoutInput, 'videoId' | 'when' | 'timeZone'>,
): Promise<{ workout: WorkoutModel | null; userErrors: UserErrorModel[] }> {
  const errors: UserErrorModel[] = [];
  const videoId = databaseIdOf(input.videoId, 'Video');
  if (videoId === null) errors.push(noVideo);
  const timeZone = input.timeZone.trim();
  if (!isTimeZone(timeZone)) errors.push(unknownZone);
  const when = timeOf(input.when);
  if (Number.isNaN(when)) errors.push(notDateTime);
  if (errors.length > 0 || videoId === null) return { workout: null, userErrors: errors };
  if (!context.rest.hasAuthorization) return { workout: null, userErrors: [NOT_SIGNED_IN] };
  const outcome = await memberCall(
    context,
    (error) =>
      workoutFailure(error, {
        fields: { videoId: 'videoId', when: 'when', timeZone: 'timeZone' },
        notFound: noVideo,
        invalidField: 'when',
      }),
    () => postWorkout(context.rest, { videoId, when: wallClock(new Date(when), timeZone), timeZone }),
  );
  if (!outcome.ok) return { workout: null, userErrors: outcome.userErrors };
  calendarChanged(context, outcome.value);
  return { workout: outcome.value, userErrors: [] };
}

const workoutFailed = (userErrors: UserErrorModel[]) => ({ workout: null, userErrors });
const connectionFailed = (userErrors: UserErrorModel[]) => ({ connection: null, userErrors });

/** A calendar connection's change, once: the connections are read again after it. */
async function changeConnection(
  context: GatewayContext,
  provider: CalendarProvider,
  change: (rest: GatewayContext['rest'], provider: RestCalendarProvider) => Promise<CalendarConnectionModel>,
): Promise<{ connection: CalendarConnectionModel | null; userErrors: UserErrorModel[] }> {
  if (!context.rest.hasAuthorization) return connectionFailed([NOT_SIGNED_IN]);
  const outcome = await memberCall(
    context,
    (error) => calendarFailure(error, provider),
    () => change(context.rest, REST_PROVIDERS[provider]),
  );
  if (!outcome.ok) return connectionFailed(outcome.userErrors);
  context.loaders.workouts.forgetCalendarConnections();
  return { connection: outcome.value, userErrors: [] };
}

const Mutation: MutationResolvers = {
  scheduleWorkout: (_root, { input }, context) => planVideo(context, input),

  rescheduleWorkout: async (_root, { input }, context) => {
    const errors: UserErrorModel[] = [];
    const workoutId = databaseIdOf(input.workoutId, 'Workout');
    if (workoutId === null) errors.push(noWorkout);
    const given = input.timeZone?.trim();
    const timeZone = given === undefined || given === '' ? null : given;
    if (timeZone !== null && !isTimeZone(timeZone)) errors.push(unknownZone);
    const when = timeOf(input.when);
    if (Number.isNaN(when)) errors.push(notDateTime);
    if (errors.length > 0 || workoutId === null) return workoutFailed(errors);
    if (!context.rest.hasAuthorization) return workoutFailed([NOT_SIGNED_IN]);
    let zone = timeZone;
    if (zone === null) {
      // The backend reads the wall clock in the workout's own zone when none is sent: the gateway
      // needs that zone to write the instant as a wall clock (one more call, a read).
      const found = await memberCall(context, memberFailure, () => findViewerWorkout(context, workoutId));
      if (!found.ok) return workoutFailed(found.userErrors);
      const workout = found.value;
      if (workout === null) return workoutFailed([noWorkout]);
      if (workout.liveClassId !== null)
        return workoutFailed([{ field: null, code: 'INVALID_STATE', message: LIVE_CLASS_TIME_MESSAGE }]);
      if (workout.timeZone === null)
        return workoutFailed([
          invalid('timeZone', 'This workout was not planned in a time zone: choose one.'),
        ]);
      zone = workout.timeZone;
    }
    const wall = wallClock(new Date(when), zone);
    const outcome = await memberCall(
      context,
      (error) => workoutFailure(error, WORKOUT_CHANGE),
      () =>
        postWorkoutTime(context.rest, { workoutId, when: wall, ...(timeZone === null ? {} : { timeZone }) }),
    );
    if (!outcome.ok) return workoutFailed(outcome.userErrors);
    calendarChanged(context, outcome.value);
    return { workout: outcome.value, userErrors: [] };
  },

  setWorkoutStatus: async (_root, { input }, context) => {
    const workoutId = databaseIdOf(input.workoutId, 'Workout');
    if (workoutId === null) return workoutFailed([noWorkout]);
    if (!context.rest.hasAuthorization) return workoutFailed([NOT_SIGNED_IN]);
    const outcome = await memberCall(
      context,
      (error) => workoutFailure(error, WORKOUT_CHANGE),
      () => postWorkoutStatus(context.rest, workoutId, input.status),
    );
    if (!outcome.ok) return workoutFailed(outcome.userErrors);
    calendarChanged(context, outcome.value);
    return { workout: outcome.value, userErrors: [] };
  },

  deleteWorkout: async (_root, { input }, context) => {
    const workoutId = databaseIdOf(input.workoutId, 'Workout');
    if (workoutId === null) return { deletedWorkoutId: null, userErrors: [noWorkout] };
    if (!context.rest.hasAuthorization) return { deletedWorkoutId: null, userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(
      context,
      (error) => workoutFailure(error, WORKOUT_CHANGE),
      () => postWorkoutDeletion(context.rest, workoutId),
    );
    if (!outcome.ok) return { deletedWorkoutId: null, userErrors: outcome.userErrors };
    calendarChanged(context, null);
    return { deletedWorkoutId: outcome.value, userErrors: [] };
  },

  connectCalendar: async (_root, { input }, context) => {
    if (!context.rest.hasAuthorization) return { authorizationUrl: null, userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(
      context,
      (error) => calendarFailure(error, input.provider),
      () => postCalendarConnect(context.rest, REST_PROVIDERS[input.provider]),
    );
    if (!outcome.ok) return { authorizationUrl: null, userErrors: outcome.userErrors };
    return { authorizationUrl: outcome.value, userErrors: [] };
  },

  completeCalendarConnection: async (_root, { input }, context) => {
    const grant = input.grant.trim();
    if (grant === '' || grant.length > MAX_GRANT_LENGTH)
      return connectionFailed([
        invalid(
          'grant',
          'This calendar connection has expired or was already used. Please connect your calendar again.',
        ),
      ]);
    if (!context.rest.hasAuthorization) return connectionFailed([NOT_SIGNED_IN]);
    const outcome = await memberCall(
      context,
      (error) => completionFailure(error, input.provider),
      () => postCalendarCompletion(context.rest, REST_PROVIDERS[input.provider], grant),
    );
    if (!outcome.ok) return connectionFailed(outcome.userErrors);
    context.loaders.workouts.forgetCalendarConnections();
    return { connection: outcome.value, userErrors: [] };
  },

  disconnectCalendar: (_root, { input }, context) =>
    changeConnection(context, input.provider, postCalendarDisconnect),

  syncCalendar: (_root, { input }, context) => changeConnection(context, input.provider, postCalendarSync),

  regenerateCalendarFeed: async (_root, _args, context) => {
    if (!context.rest.hasAuthorization) return { feed: null, userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(context, memberFailure, () =>
      postCalendarFeedRegeneration(context.rest),
    );
    if (!outcome.ok) return { feed: null, userErrors: outcome.userErrors };
    context.loaders.workouts.replaceCalendarFeed(outcome.value);
    return { feed: outcome.value, userErrors: [] };
  },
};

export const workoutMutationResolvers: Resolvers = { Mutation };
