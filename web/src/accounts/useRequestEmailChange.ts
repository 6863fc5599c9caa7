import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  RequestEmailChangeInput,
  useRequestEmailChangeMutation,
} from './__generated__/useRequestEmailChangeMutation.graphql';

const RequestEmailChangeMutation = graphql`
  mutation useRequestEmailChangeMutation($input: RequestEmailChangeInput!) {
    requestEmailChange(input: $input) {
      pendingEmail
      expiresAt
      viewer {
        id
        pendingEmail
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type RequestEmailChangeOutcome = MutationOutcome<{ pendingEmail: string }>;

/** Mails a link to the new address; the account keeps its address until the link is opened. */
export function useRequestEmailChange(): [
  (input: RequestEmailChangeInput) => Promise<RequestEmailChangeOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<useRequestEmailChangeMutation, { pendingEmail: string }>(
    RequestEmailChangeMutation,
    ({ requestEmailChange: payload }) =>
      outcomeOf(payload, () => (payload.pendingEmail ? { pendingEmail: payload.pendingEmail } : null)),
  );
  const run = useCallback((input: RequestEmailChangeInput) => commit({ variables: { input } }), [commit]);
  return [run, inFlight];
}
