// The member's workout calendar (API.md "Live classes", POST /api/workout/myWorkout) and its decoder.
import { decodeLiveClass } from '../live/rest.js';
import type { RestClient } from '../rest/client.js';
import { array, isObject, isoTime, malformed, object, positiveInt } from '../rest/decode.js';
import type { WorkoutModel, WorkoutStatusValue } from './models.js';

export const WORKOUTS_PATH = '/api/workout/myWorkout';

const WORKOUT_STATUSES: Readonly<Record<string, WorkoutStatusValue>> = {
  scheduled: 'SCHEDULED',
  completed: 'COMPLETED',
  skipped: 'SKIPPED',
};

export function decodeWorkout(value: unknown, what: string): WorkoutModel {
  const raw = object(value, what);
  const status = typeof raw.status === 'string' ? WORKOUT_STATUSES[raw.status.toLowerCase()] : undefined;
  if (!status) throw malformed(`${what}.status`);
  const liveClass = isObject(raw.liveClass) ? decodeLiveClass(raw.liveClass, `${what}.liveClass`) : null;
  const liveClassId =
    liveClass?.id ??
    (raw.liveClassId === null || raw.liveClassId === undefined
      ? null
      : positiveInt(raw.liveClassId, `${what}.liveClassId`));
  return {
    __typename: 'Workout',
    id: positiveInt(raw.id, `${what}.id`),
    when: isoTime(raw.when, `${what}.when`),
    status,
    videoId:
      raw.videoId === null || raw.videoId === undefined ? null : positiveInt(raw.videoId, `${what}.videoId`),
    liveClassId,
    liveClass,
  };
}

/** POST /api/workout/myWorkout (a read made as a POST: sent once). */
export async function fetchWorkouts(
  rest: RestClient,
  fromDate: string,
  toDate: string,
): Promise<WorkoutModel[]> {
  const content = await rest.post(WORKOUTS_PATH, { body: { fromDate, toDate } });
  const rows = Array.isArray(content) ? content : object(content, 'workout/myWorkout').workouts;
  return array(rows, 'workout/myWorkout.workouts').map((row, index) =>
    decodeWorkout(row, `workout/myWorkout[${index}]`),
  );
}
