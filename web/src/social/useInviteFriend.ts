import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { useInviteFriendMutation } from './__generated__/useInviteFriendMutation.graphql';

const InviteFriendMutation = graphql`
  mutation useInviteFriendMutation($input: InviteFriendInput!) {
    inviteFriend(input: $input) {
      invited
      expiresAt
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Whom to invite: an e-mail address or a phone number, never both. */
export type Invitee = { email: string } | { phone: string };

export type InviteOutcome = MutationOutcome<{ invited: string }>;

/** Invites someone without an account; they become friends when they join. */
export function useInviteFriend(): [(invitee: Invitee) => Promise<InviteOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useInviteFriendMutation, { invited: string }>(
    InviteFriendMutation,
    ({ inviteFriend: payload }) =>
      outcomeOf(payload, () => (payload.invited ? { invited: payload.invited } : null)),
  );
  const invite = useCallback((invitee: Invitee) => commit({ variables: { input: invitee } }), [commit]);
  return [invite, inFlight];
}
