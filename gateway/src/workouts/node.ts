// node(id) refetch of a workout: found only among the viewer's own (their calendar), so another
// member's id, or any id without a session, is null.
import { isSessionEnded } from '../shared/session.js';
import type { GatewayContext } from '../graph/context.js';
import type { WorkoutModel } from './models.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** node() of a workout looks a year back and a year ahead (the calendar call's bound is 1000 rows). */
const WORKOUT_NODE_RANGE_MS = 366 * DAY_MS;

export async function workoutNode(context: GatewayContext, id: number): Promise<WorkoutModel | null> {
  if (!context.rest.hasAuthorization) return null;
  // Whole UTC days, so every workout node of a request (and of the same day) shares one call.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const from = new Date(today - WORKOUT_NODE_RANGE_MS).toISOString();
  const to = new Date(today + WORKOUT_NODE_RANGE_MS).toISOString();
  try {
    return (await context.loaders.workouts.workouts(from, to)).find((workout) => workout.id === id) ?? null;
  } catch (error) {
    if (isSessionEnded(error)) return null;
    throw error;
  }
}
