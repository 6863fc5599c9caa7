import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { useConfirmEmailChangeMutation } from './__generated__/useConfirmEmailChangeMutation.graphql';
import { useSession } from './session/SessionContext';
import { readSessionUser } from './session/sessionUser';

const ConfirmEmailChangeMutation = graphql`
  mutation useConfirmEmailChangeMutation($input: ConfirmEmailChangeInput!, $host: String!) {
    confirmEmailChange(input: $input) {
      email
      viewer {
        id
        email
        pendingEmail
        ...sessionUser_user
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type ConfirmEmailChangeOutcome = MutationOutcome<{ email: string }>;

/** Opens an e-mail change link; a signed-in member's session takes the new address at once. */
export function useConfirmEmailChange(): [(token: string) => Promise<ConfirmEmailChangeOutcome>, boolean] {
  const { host, updateUser } = useSession();
  const [commit, inFlight] = useMutationWithOutcome<useConfirmEmailChangeMutation, { email: string }>(
    ConfirmEmailChangeMutation,
    ({ confirmEmailChange: payload }) => {
      const outcome = outcomeOf(payload, () => (payload.email ? { email: payload.email } : null));
      if (outcome.ok && payload.viewer) updateUser(readSessionUser(payload.viewer));
      return outcome;
    },
  );
  const run = useCallback(
    (token: string) => commit({ variables: { input: { token }, host } }),
    [commit, host],
  );
  return [run, inFlight];
}
