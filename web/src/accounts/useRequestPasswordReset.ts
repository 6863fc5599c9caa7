import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  RequestPasswordResetInput,
  useRequestPasswordResetMutation,
} from './__generated__/useRequestPasswordResetMutation.graphql';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';

const RequestPasswordResetMutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      message
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Success (the server's message) or the error to show (404 → 'This user does not exist'). */
export type PasswordResetResult = MutationOutcome<{ message: string }>;

export function useRequestPasswordReset(): [
  (input: RequestPasswordResetInput) => Promise<PasswordResetResult>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<useRequestPasswordResetMutation, { message: string }>(
    RequestPasswordResetMutation,
    ({ requestPasswordReset: payload }) =>
      outcomeOf(payload, () => (payload.message ? { message: payload.message } : null)),
  );
  const request = useCallback(
    (input: RequestPasswordResetInput) => commit({ variables: { input } }),
    [commit],
  );
  return [request, inFlight];
}
