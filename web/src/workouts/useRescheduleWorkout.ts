import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { placeWorkout } from './workoutLists';
import type { useRescheduleWorkoutMutation } from './__generated__/useRescheduleWorkoutMutation.graphql';

const RescheduleMutation = graphql`
  mutation useRescheduleWorkoutMutation($input: RescheduleWorkoutInput!) {
    rescheduleWorkout(input: $input) {
      workout {
        id
        when
        ...CalendarPage_workout
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type RescheduleOutcome = MutationOutcome<{ when: string }>;

/**
 * Moves an on-demand workout to an instant, kept in the member's time zone. Once answered the
 * workout leaves the month it was in and joins the one it moved to. Never rejects.
 */
export function useRescheduleWorkout(): [
  (input: { workoutId: string; when: Date; timeZone: string }) => Promise<RescheduleOutcome>,
  boolean,
] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutationWithOutcome<useRescheduleWorkoutMutation, { when: string }>(
    RescheduleMutation,
    ({ rescheduleWorkout: payload }) =>
      outcomeOf(payload, () => (payload.workout ? { when: payload.workout.when } : null)),
  );
  const reschedule = useCallback(
    ({ workoutId, when, timeZone }: { workoutId: string; when: Date; timeZone: string }) =>
      commit({
        variables: { input: { workoutId, when: when.toISOString(), timeZone } },
        updater: (store) => {
          const workout = store.getRootField('rescheduleWorkout')?.getLinkedRecord('workout');
          if (workout) placeWorkout(store, environment, workout.getDataID());
        },
      }),
    [commit, environment],
  );
  return [reschedule, inFlight];
}
