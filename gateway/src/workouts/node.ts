// node(id) refetch of a workout: found only among the viewer's own (their calendar), so another
// member's id, or any id without a session, is null.
import { isSessionEnded } from '../shared/session.js';
import type { GatewayContext } from '../graph/context.js';
import type { WorkoutModel } from './models.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A workout is looked for a year back and a year ahead (there is no REST call for one workout). */
const WORKOUT_SEARCH_RANGE_MS = 366 * DAY_MS;

/**
 * One of the viewer's workouts, from their calendar a year either side of today; null when it is
 * not there. REST failures (a 401 included) are the caller's to handle.
 */
export async function findViewerWorkout(context: GatewayContext, id: number): Promise<WorkoutModel | null> {
  // Whole UTC days, so every search of a request (and of the same day) shares one call.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const from = new Date(today - WORKOUT_SEARCH_RANGE_MS).toISOString();
  const to = new Date(today + WORKOUT_SEARCH_RANGE_MS).toISOString();
  return (await context.loaders.workouts.workouts(from, to)).find((workout) => workout.id === id) ?? null;
}

export async function workoutNode(context: GatewayContext, id: number): Promise<WorkoutModel | null> {
  if (!context.rest.hasAuthorization) return null;
  try {
    return await findViewerWorkout(context, id);
  } catch (error) {
    if (isSessionEnded(error)) return null;
    throw error;
  }
}
