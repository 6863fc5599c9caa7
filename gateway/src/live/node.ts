// node(id) refetch of the live Node types. Classes are public (one batched call for any number of
// them); a booking or a workout is found only among the viewer's own, so another member's id, or any
// id without a session, is null. An attendance has no read call in the REST contract: node() of one
// is null (the client keeps the attendance `joinLiveClass` returned).
import { isSessionEnded } from '../accounts/loaders.js';
import type { GatewayContext } from '../context.js';
import type { LiveClassBookingModel, LiveClassModel, WorkoutModel } from './models.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** node() of a workout looks a year back and a year ahead (the calendar call's bound is 1000 rows). */
const WORKOUT_NODE_RANGE_MS = 366 * DAY_MS;

/** The viewer's bookings; empty without a session (an ended one too). An outage stays an error. */
export async function viewerBookings(context: GatewayContext): Promise<LiveClassBookingModel[]> {
  if (!context.rest.hasAuthorization) return [];
  try {
    return await context.loaders.live.purchased();
  } catch (error) {
    if (isSessionEnded(error)) return [];
    throw error;
  }
}

export function liveClassNode(context: GatewayContext, id: number): Promise<LiveClassModel | null> {
  return context.loaders.live.byId.load(id);
}

export async function bookingNode(context: GatewayContext, id: number): Promise<LiveClassBookingModel | null> {
  return (await viewerBookings(context)).find((booking) => booking.id === id) ?? null;
}

export async function workoutNode(context: GatewayContext, id: number): Promise<WorkoutModel | null> {
  if (!context.rest.hasAuthorization) return null;
  // Whole UTC days, so every workout node of a request (and of the same day) shares one call.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const from = new Date(today - WORKOUT_NODE_RANGE_MS).toISOString();
  const to = new Date(today + WORKOUT_NODE_RANGE_MS).toISOString();
  try {
    return (await context.loaders.live.workouts(from, to)).find((workout) => workout.id === id) ?? null;
  } catch (error) {
    if (isSessionEnded(error)) return null;
    throw error;
  }
}
