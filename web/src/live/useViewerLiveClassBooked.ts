import { useMemo } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useViewerLiveClassBookedSubscription } from './__generated__/useViewerLiveClassBookedSubscription.graphql';
import { upcomingBookingsConnections } from './upcomingBookings';

const ViewerLiveClassBookedSubscription = graphql`
  subscription useViewerLiveClassBookedSubscription($connections: [ID!]!) {
    viewerLiveClassBooked @appendNode(connections: $connections, edgeTypeName: "LiveClassBookingEdge") {
      id
      ...UpcomingLiveClassesList_edgeNode @relay(mask: false)
      liveClass {
        id
        viewerBooking {
          id
        }
      }
    }
  }
`;

/**
 * The member's bookings made on another screen or device: the class reads 'Booked' here too, and
 * the booking joins the member's upcoming classes if this screen holds that list (Relay skips a
 * booking the list already has, such as one this screen just made).
 */
export function useViewerLiveClassBooked(): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<useViewerLiveClassBookedSubscription>>(
    () => ({
      subscription: ViewerLiveClassBookedSubscription,
      variables: { connections: upcomingBookingsConnections(environment) },
      onError: (error) => console.warn('[live] booking updates stopped', error),
    }),
    [environment],
  );
  useSubscription(config);
}
