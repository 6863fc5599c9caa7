import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import { useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { bookingOutcome } from './bookingPayload';
import { upcomingBookingsConnections } from './upcomingBookings';
import type {
  useBookLiveClassMutation,
  useBookLiveClassMutation$data,
} from './__generated__/useBookLiveClassMutation.graphql';

const BookLiveClassMutation = graphql`
  mutation useBookLiveClassMutation($input: BookLiveClassInput!, $connections: [ID!]!) {
    bookLiveClass(input: $input) {
      ...bookingPayload_payload @relay(mask: false)
    }
  }
`;

export type BookedLiveClass = NonNullable<useBookLiveClassMutation$data['bookLiveClass']['booking']>;
export type BookOutcome = MutationOutcome<{ booking: BookedLiveClass }>;

/** The stand-in booking a class shows while the server decides (never sent to the server). */
export function pendingBookingId(liveClassId: string): string {
  return `client:pendingBooking:${liveClassId}`;
}

/**
 * Optimistic update: the class gets a stand-in `viewerBooking`, so every row showing it reads
 * 'Booked' the moment the member asks. Relay drops it when the answer comes: a booking replaces
 * it, a refusal or a failed call leaves the class as it was (and the flow shows why).
 */
function markPendingBooking(liveClassId: string): SelectorStoreUpdater {
  return (store) => {
    const liveClass = store.get(liveClassId);
    if (!liveClass) return;
    const id = pendingBookingId(liveClassId);
    const booking = store.get(id) ?? store.create(id, 'LiveClassBooking');
    booking.setValue(id, 'id');
    liveClass.setLinkedRecord(booking, 'viewerBooking');
  };
}

/**
 * Books a class without paying (subscribers): shown as booked at once (optimistic), then the
 * class's `viewerBooking` in the store is set from the payload and the booking joins the
 * member's upcoming classes. Never rejects.
 */
export function useBookLiveClass(): [(liveClassId: string) => Promise<BookOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useBookLiveClassMutation, { booking: BookedLiveClass }>(
    BookLiveClassMutation,
    ({ bookLiveClass: payload }) => bookingOutcome(payload),
  );
  const environment = useRelayEnvironment();
  const book = useCallback(
    (liveClassId: string) =>
      commit({
        variables: { input: { liveClassId }, connections: upcomingBookingsConnections(environment) },
        optimisticUpdater: markPendingBooking(liveClassId),
      }),
    [commit, environment],
  );
  return [book, inFlight];
}
