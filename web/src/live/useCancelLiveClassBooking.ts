import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { useCancelLiveClassBookingMutation } from './__generated__/useCancelLiveClassBookingMutation.graphql';
import { upcomingBookingsConnections } from './upcomingBookings';

const CancelLiveClassBookingMutation = graphql`
  mutation useCancelLiveClassBookingMutation($input: CancelLiveClassBookingInput!, $connections: [ID!]!) {
    cancelLiveClassBooking(input: $input) {
      cancelledBookingId @deleteEdge(connections: $connections)
      liveClass {
        id
        viewerBooking {
          id
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type CancelOutcome = MutationOutcome;

/**
 * Cancels one of the member's bookings: once the server agrees, the booking leaves every list
 * of upcoming classes in the store (`@deleteEdge`) and the class reads 'not booked' wherever it
 * shows. Not optimistic: the member confirmed in a dialog, which says 'Cancelling…' until the
 * answer, and a refusal (the class has started) must leave the place visibly theirs. Never rejects.
 */
export function useCancelLiveClassBooking(): [(bookingId: string) => Promise<CancelOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useCancelLiveClassBookingMutation, object>(
    CancelLiveClassBookingMutation,
    ({ cancelLiveClassBooking: payload }) =>
      outcomeOf(payload, () => (payload.cancelledBookingId ? {} : null)),
  );
  const environment = useRelayEnvironment();
  const cancel = useCallback(
    (bookingId: string) =>
      commit({ variables: { input: { bookingId }, connections: upcomingBookingsConnections(environment) } }),
    [commit, environment],
  );
  return [cancel, inFlight];
}
