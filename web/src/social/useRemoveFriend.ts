import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { dropFromFriendLists } from './friendLists';
import type { useRemoveFriendMutation } from './__generated__/useRemoveFriendMutation.graphql';

const RemoveFriendMutation = graphql`
  mutation useRemoveFriendMutation($input: RemoveFriendInput!) {
    removeFriend(input: $input) {
      removedFriendshipId
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type RemoveFriendOutcome = MutationOutcome<{ removedFriendshipId: string }>;

/** Ends a friendship the member confirmed: not optimistic, the dialog waits for the answer. */
export function useRemoveFriend(): [(friendshipId: string) => Promise<RemoveFriendOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useRemoveFriendMutation, { removedFriendshipId: string }>(
    RemoveFriendMutation,
    ({ removeFriend: payload }) =>
      outcomeOf(payload, () =>
        payload.removedFriendshipId ? { removedFriendshipId: payload.removedFriendshipId } : null,
      ),
  );
  const remove = useCallback(
    (friendshipId: string) =>
      commit({
        variables: { input: { friendshipId } },
        updater: (store, data) => {
          const id = data?.removeFriend.removedFriendshipId;
          if (id) dropFromFriendLists(store, [id]);
        },
      }),
    [commit],
  );
  return [remove, inFlight];
}
