import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { dropWorkout } from './workoutLists';
import type { useDeleteWorkoutMutation } from './__generated__/useDeleteWorkoutMutation.graphql';

const DeleteMutation = graphql`
  mutation useDeleteWorkoutMutation($input: DeleteWorkoutInput!) {
    deleteWorkout(input: $input) {
      deletedWorkoutId
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type DeleteOutcome = MutationOutcome<{ deletedWorkoutId: string }>;

/**
 * Takes a workout off the calendar once the member confirmed: not optimistic, the dialog waits for
 * the answer (a booked class may be refused). The workout leaves every month the store holds.
 */
export function useDeleteWorkout(): [(workoutId: string) => Promise<DeleteOutcome>, boolean] {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useMutationWithOutcome<useDeleteWorkoutMutation, { deletedWorkoutId: string }>(
    DeleteMutation,
    ({ deleteWorkout: payload }) =>
      outcomeOf(payload, () =>
        payload.deletedWorkoutId ? { deletedWorkoutId: payload.deletedWorkoutId } : null,
      ),
  );
  const remove = useCallback(
    (workoutId: string) =>
      commit({
        variables: { input: { workoutId } },
        updater: (store) => {
          const deleted = store.getRootField('deleteWorkout')?.getValue('deletedWorkoutId');
          if (typeof deleted === 'string') dropWorkout(store, environment, deleted);
        },
      }),
    [commit, environment],
  );
  return [remove, inFlight];
}
