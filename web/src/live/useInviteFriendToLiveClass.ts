import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { useInviteFriendToLiveClassMutation } from './__generated__/useInviteFriendToLiveClassMutation.graphql';

const InviteFriendToLiveClassMutation = graphql`
  mutation useInviteFriendToLiveClassMutation($input: InviteFriendToLiveClassInput!) {
    inviteFriendToLiveClass(input: $input) {
      invitedFriend {
        id
        displayName
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type InviteOutcome = MutationOutcome<{ friendName: string }>;

/**
 * Invites a friend to a class the member booked. Not optimistic: the dialog says 'Inviting…' until
 * the answer, since a refusal (already invited, the class has started) must be what the member
 * reads. The message itself reaches both conversations through the message subscription. Never rejects.
 */
export function useInviteFriendToLiveClass(): [
  (liveClassId: string, friendId: string) => Promise<InviteOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<
    useInviteFriendToLiveClassMutation,
    { friendName: string }
  >(InviteFriendToLiveClassMutation, ({ inviteFriendToLiveClass: payload }) =>
    outcomeOf(payload, () =>
      payload.invitedFriend ? { friendName: payload.invitedFriend.displayName } : null,
    ),
  );
  const invite = useCallback(
    (liveClassId: string, friendId: string) => commit({ variables: { input: { liveClassId, friendId } } }),
    [commit],
  );
  return [invite, inFlight];
}
