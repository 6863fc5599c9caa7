import { ConnectionHandler, ROOT_ID, type IEnvironment } from 'relay-runtime';

/** The `@connection` key of the member's upcoming bookings (UpcomingLiveClassesList). */
export const UPCOMING_BOOKINGS_CONNECTION = 'UpcomingLiveClassesList_upcomingLiveClassBookings';

/**
 * The store's lists of the member's upcoming bookings, for `@appendEdge` / `@appendNode` /
 * `@deleteEdge`: read when a mutation is sent, not when a component rendered, so a list loaded
 * since (the member opened 'My live classes' in between) is kept up to date too. Empty when no
 * list was ever loaded (there is nothing to update then: the page reads it fresh).
 */
export function upcomingBookingsConnections(environment: IEnvironment): string[] {
  // The viewer is the root's `viewer` field (no arguments, so that is its storage key).
  const viewer = environment.getStore().getSource().get(ROOT_ID)?.viewer as
    { __ref?: unknown } | null | undefined;
  return typeof viewer?.__ref === 'string'
    ? [ConnectionHandler.getConnectionID(viewer.__ref, UPCOMING_BOOKINGS_CONNECTION)]
    : [];
}
