import { useEffect, useMemo } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { onSubscriptionsReconnected } from '../relay/reconnects';
import { dropWorkout, placeWorkout } from './workoutLists';
import type { useViewerWorkoutChangedSubscription } from './__generated__/useViewerWorkoutChangedSubscription.graphql';

const ViewerWorkoutChangedSubscription = graphql`
  subscription useViewerWorkoutChangedSubscription {
    viewerWorkoutChanged {
      kind
      workoutId
      workout {
        id
        when
        ...CalendarPage_workout
      }
    }
  }
`;

/**
 * The member's calendar as other devices (and the server, skipping a missed workout) change it:
 * a new or moved workout is put in the months the store holds, a deleted one is taken out, a new
 * status is written by Relay itself. After the socket comes back, `onMissed` reads the month again,
 * since what happened meanwhile was never pushed.
 */
export function useViewerWorkoutChanged(onMissed: () => void): void {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<useViewerWorkoutChangedSubscription>>(
    () => ({
      subscription: ViewerWorkoutChangedSubscription,
      variables: {},
      updater: (store, response) => {
        const change = response?.viewerWorkoutChanged;
        if (!change) return;
        if (change.kind === 'DELETED' || !change.workout) dropWorkout(store, environment, change.workoutId);
        else placeWorkout(store, environment, change.workout.id);
      },
      // A dropped socket must not break the page: graphql-ws retries, the calendar stays as it is.
      onError: (error) => console.warn('[workouts] calendar updates stopped', error),
    }),
    [environment],
  );
  useSubscription(config);
  useEffect(() => onSubscriptionsReconnected(onMissed), [onMissed]);
}
