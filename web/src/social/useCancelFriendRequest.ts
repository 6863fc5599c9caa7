import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { dropFromFriendLists } from './friendLists';
import type { useCancelFriendRequestMutation } from './__generated__/useCancelFriendRequestMutation.graphql';

const CancelFriendRequestMutation = graphql`
  mutation useCancelFriendRequestMutation($input: CancelFriendRequestInput!) {
    cancelFriendRequest(input: $input) {
      cancelledFriendRequestId
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type CancelRequestOutcome = MutationOutcome<{ cancelledFriendRequestId: string }>;

/** Withdraws a request the member sent; it leaves the sent requests when the server agrees. */
export function useCancelFriendRequest(): [
  (friendRequestId: string) => Promise<CancelRequestOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<
    useCancelFriendRequestMutation,
    { cancelledFriendRequestId: string }
  >(CancelFriendRequestMutation, ({ cancelFriendRequest: payload }) =>
    outcomeOf(payload, () =>
      payload.cancelledFriendRequestId
        ? { cancelledFriendRequestId: payload.cancelledFriendRequestId }
        : null,
    ),
  );
  const cancel = useCallback(
    (friendRequestId: string) =>
      commit({
        variables: { input: { friendRequestId } },
        updater: (store, data) => {
          const id = data?.cancelFriendRequest.cancelledFriendRequestId;
          if (id) dropFromFriendLists(store, [id]);
        },
      }),
    [commit],
  );
  return [cancel, inFlight];
}
