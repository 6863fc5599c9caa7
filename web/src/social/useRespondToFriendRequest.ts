import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { dropFromFriendLists, placeFriendship } from './friendLists';
import type { useRespondToFriendRequestMutation } from './__generated__/useRespondToFriendRequestMutation.graphql';

const RespondToFriendRequestMutation = graphql`
  mutation useRespondToFriendRequestMutation($input: RespondToFriendRequestInput!) {
    respondToFriendRequest(input: $input) {
      answeredFriendRequestId
      friendship {
        id
        ...FriendRow_friendship
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type RespondOutcome = MutationOutcome<{ answeredFriendRequestId: string }>;

/**
 * Accepts or declines a request sent to the member. Optimistic: the request leaves the list at
 * once (a refusal or a failed call puts it back); an acceptance adds the friendship when it comes.
 */
export function useRespondToFriendRequest(): [
  (friendRequestId: string, accept: boolean) => Promise<RespondOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<
    useRespondToFriendRequestMutation,
    { answeredFriendRequestId: string }
  >(RespondToFriendRequestMutation, ({ respondToFriendRequest: payload }) =>
    outcomeOf(payload, () =>
      payload.answeredFriendRequestId ? { answeredFriendRequestId: payload.answeredFriendRequestId } : null,
    ),
  );
  const respond = useCallback(
    (friendRequestId: string, accept: boolean) =>
      commit({
        variables: { input: { friendRequestId, accept } },
        optimisticUpdater: (store) => dropFromFriendLists(store, [friendRequestId]),
        updater: (store, data) => {
          const payload = data?.respondToFriendRequest;
          if (!payload?.answeredFriendRequestId) return;
          dropFromFriendLists(store, [payload.answeredFriendRequestId]);
          if (payload.friendship) placeFriendship(store, payload.friendship.id);
        },
      }),
    [commit],
  );
  return [respond, inFlight];
}
