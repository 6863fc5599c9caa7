import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useViewerFriendsBookingChangedClassSubscription } from './__generated__/useViewerFriendsBookingChangedClassSubscription.graphql';
import type { useViewerFriendsBookingChangedRowSubscription } from './__generated__/useViewerFriendsBookingChangedRowSubscription.graphql';

// One document per view: a schedule row shows the first three friends, the class page them all.
const RowSubscription = graphql`
  subscription useViewerFriendsBookingChangedRowSubscription {
    viewerFriendsBookingChanged {
      id
      ...FriendsBookedLine_liveClass
    }
  }
`;

const ClassSubscription = graphql`
  subscription useViewerFriendsBookingChangedClassSubscription {
    viewerFriendsBookingChanged {
      id
      ...LiveClassFriends_liveClass
    }
  }
`;

type Subscription =
  useViewerFriendsBookingChangedRowSubscription | useViewerFriendsBookingChangedClassSubscription;

/**
 * A friend booked a class or cancelled: the schedule's rows (`view: 'row'`) or the class page
 * (`'class'`) show who of the member's friends is going, as it happens. The class is stored by id,
 * so whichever class a push names is brought up to date. Only for a signed-in member: the
 * subscription needs a token.
 */
export function useViewerFriendsBookingChanged(view: 'row' | 'class'): void {
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription: view === 'row' ? RowSubscription : ClassSubscription,
      variables: {},
      onError: (error) => console.warn('[live] friends’ bookings updates stopped', error),
    }),
    [view],
  );
  useSubscription(config);
}
