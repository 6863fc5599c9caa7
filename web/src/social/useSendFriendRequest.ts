import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { placeFriendRequest } from './friendLists';
import { FRIEND_REQUEST_SENT } from './paths';
import type { useSendFriendRequestMutation } from './__generated__/useSendFriendRequestMutation.graphql';

const SendFriendRequestMutation = graphql`
  mutation useSendFriendRequestMutation($input: SendFriendRequestInput!) {
    sendFriendRequest(input: $input) {
      message
      friendRequest {
        id
        direction
        ...FriendRequestRow_request
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type SendFriendRequestOutcome = MutationOutcome<{ message: string }>;

/** Asks a member to be friends; the request joins the member's sent requests. */
export function useSendFriendRequest(): [(memberId: string) => Promise<SendFriendRequestOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useSendFriendRequestMutation, { message: string }>(
    SendFriendRequestMutation,
    ({ sendFriendRequest: payload }) =>
      outcomeOf(payload, () =>
        payload.friendRequest ? { message: payload.message ?? FRIEND_REQUEST_SENT } : null,
      ),
  );
  const send = useCallback(
    (memberId: string) =>
      commit({
        variables: { input: { memberId } },
        updater: (store, data) => {
          const id = data?.sendFriendRequest.friendRequest?.id;
          if (id) placeFriendRequest(store, id);
        },
      }),
    [commit],
  );
  return [send, inFlight];
}
