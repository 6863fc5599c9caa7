import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { WorkoutStatusName } from './calendarDays';
import type { useSetWorkoutStatusMutation } from './__generated__/useSetWorkoutStatusMutation.graphql';

const SetStatusMutation = graphql`
  mutation useSetWorkoutStatusMutation($input: SetWorkoutStatusInput!) {
    setWorkoutStatus(input: $input) {
      workout {
        id
        status
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

export type SetStatusOutcome = MutationOutcome<{ status: WorkoutStatusName }>;

/**
 * Marks a workout completed, skipped or scheduled. Shown at once (the day's circle and the month's
 * totals follow); Relay drops the guess when the answer comes, so a refusal or a failed call
 * restores the status it had. Never rejects.
 */
export function useSetWorkoutStatus(): [
  (workoutId: string, status: WorkoutStatusName) => Promise<SetStatusOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<
    useSetWorkoutStatusMutation,
    { status: WorkoutStatusName }
  >(SetStatusMutation, ({ setWorkoutStatus: payload }) =>
    outcomeOf(payload, () =>
      payload.workout && payload.workout.status !== '%future added value'
        ? { status: payload.workout.status }
        : null,
    ),
  );
  const setStatus = useCallback(
    (workoutId: string, status: WorkoutStatusName) =>
      commit({
        variables: { input: { workoutId, status } },
        optimisticUpdater: (store) => store.get(workoutId)?.setValue(status, 'status'),
      }),
    [commit],
  );
  return [setStatus, inFlight];
}
