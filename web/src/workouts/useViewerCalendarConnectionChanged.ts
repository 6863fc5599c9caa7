import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { putCalendarConnection } from './calendarConnections';
import type { useViewerCalendarConnectionChangedSubscription } from './__generated__/useViewerCalendarConnectionChangedSubscription.graphql';

const ViewerCalendarConnectionChangedSubscription = graphql`
  subscription useViewerCalendarConnectionChangedSubscription {
    viewerCalendarConnectionChanged {
      provider
      ...CalendarConnectionRow_connection
    }
  }
`;

/** Each calendar's sync state as the server pushes it (syncing, synced, error): no polling. */
export function useViewerCalendarConnectionChanged(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useViewerCalendarConnectionChangedSubscription>>(
    () => ({
      subscription: ViewerCalendarConnectionChangedSubscription,
      variables: {},
      updater: (store) => putCalendarConnection(store, store.getRootField('viewerCalendarConnectionChanged')),
      onError: (error) => console.warn('[workouts] calendar sync updates stopped', error),
    }),
    [],
  );
  useSubscription(config);
}
