// node(id) refetch of the live Node types. Classes are public (one batched call for any number of
// them); a booking is found only among the viewer's own, so another member's id, or any id without
// a session, is null. An attendance has no read call in the REST contract: node() of one
// is null (the client keeps the attendance `joinLiveClass` returned).
import { isSessionEnded } from '../shared/session.js';
import type { GatewayContext } from '../graph/context.js';
import type { MemberModel } from '../accounts/models.js';
import type { LiveClassBookingModel, LiveClassModel } from './models.js';

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

/**
 * The viewer's friends who booked a class; empty without a session (an ended one too), with no
 * REST call. An outage stays an error.
 */
export async function viewerFriendsBooked(
  context: GatewayContext,
  liveClassId: number,
): Promise<MemberModel[]> {
  if (!context.rest.hasAuthorization) return [];
  try {
    return await context.loaders.live.friendsBooked.load(liveClassId);
  } catch (error) {
    if (isSessionEnded(error)) return [];
    throw error;
  }
}

export function liveClassNode(context: GatewayContext, id: number): Promise<LiveClassModel | null> {
  return context.loaders.live.byId.load(id);
}

export async function bookingNode(
  context: GatewayContext,
  id: number,
): Promise<LiveClassBookingModel | null> {
  return (await viewerBookings(context)).find((booking) => booking.id === id) ?? null;
}
