import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  RequestPasswordResetInput,
  useRequestPasswordResetMutation,
} from './__generated__/useRequestPasswordResetMutation.graphql';
import { UNKNOWN_ERROR } from '../relay/mutationOutcome';

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

/** Spec §4/§8: success (the server's message) or the error to show (404 → 'This user does not exist'). */
export type PasswordResetResult = { ok: true; message: string } | { ok: false; message: string };

export function useRequestPasswordReset(): [
  (input: RequestPasswordResetInput) => Promise<PasswordResetResult>,
  boolean,
] {
  const [commit, inFlight] = useMutation<useRequestPasswordResetMutation>(RequestPasswordResetMutation);
  const request = useCallback(
    (input: RequestPasswordResetInput) =>
      new Promise<PasswordResetResult>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ requestPasswordReset: payload }) => {
            const error = payload.userErrors[0];
            if (error) resolve({ ok: false, message: error.message });
            else if (payload.message) resolve({ ok: true, message: payload.message });
            else resolve({ ok: false, message: UNKNOWN_ERROR });
          },
          onError: () => resolve({ ok: false, message: UNKNOWN_ERROR }),
        });
      }),
    [commit],
  );
  return [request, inFlight];
}
