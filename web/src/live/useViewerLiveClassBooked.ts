import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useViewerLiveClassBookedSubscription } from './__generated__/useViewerLiveClassBookedSubscription.graphql';

const ViewerLiveClassBookedSubscription = graphql`
  subscription useViewerLiveClassBookedSubscription {
    viewerLiveClassBooked {
      id
      liveClass {
        id
        viewerBooking {
          id
        }
      }
    }
  }
`;

/** The member's bookings made on another screen or device: the class reads 'Booked' here too. */
export function useViewerLiveClassBooked(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useViewerLiveClassBookedSubscription>>(
    () => ({
      subscription: ViewerLiveClassBookedSubscription,
      variables: {},
      onError: (error) => console.warn('[live] booking updates stopped', error),
    }),
    [],
  );
  useSubscription(config);
}
