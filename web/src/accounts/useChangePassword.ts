import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  ChangePasswordInput,
  useChangePasswordMutation,
} from './__generated__/useChangePasswordMutation.graphql';

const ChangePasswordMutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      viewer {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type ChangePasswordOutcome = MutationOutcome;

/** Sets a new password (the current one is needed); other devices are signed out, this one stays. */
export function useChangePassword(): [
  (input: ChangePasswordInput) => Promise<ChangePasswordOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<useChangePasswordMutation, object>(
    ChangePasswordMutation,
    ({ changePassword: payload }) => outcomeOf(payload, () => (payload.viewer ? {} : null)),
  );
  const run = useCallback((input: ChangePasswordInput) => commit({ variables: { input } }), [commit]);
  return [run, inFlight];
}
