import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { callFailed, refused, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  CreateCardTokenInput,
  useCreateCardTokenMutation,
} from './__generated__/useCreateCardTokenMutation.graphql';

const CreateCardTokenMutation = graphql`
  mutation useCreateCardTokenMutation($input: CreateCardTokenInput!) {
    createCardToken(input: $input) {
      token
      card {
        brand
        last4
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type CardTokenOutcome = MutationOutcome<{ token: string; brand: string; last4: string }>;

/**
 * Turns card details into a one-use token with the LOCAL payment provider (Stripe.js makes
 * the token in the browser with Stripe). Resolves with the token or why none was made.
 */
export function useCreateCardToken(): [(input: CreateCardTokenInput) => Promise<CardTokenOutcome>, boolean] {
  const [commit, inFlight] = useMutation<useCreateCardTokenMutation>(CreateCardTokenMutation);
  const create = useCallback(
    (input: CreateCardTokenInput) =>
      new Promise<CardTokenOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ createCardToken: payload }) => {
            if (payload.token && payload.userErrors.length === 0) {
              resolve({
                ok: true,
                token: payload.token,
                brand: payload.card?.brand ?? '',
                last4: payload.card?.last4 ?? '',
              });
            } else {
              resolve(refused(payload.userErrors));
            }
          },
          onError: (error) => resolve(callFailed(error)),
        });
      }),
    [commit],
  );
  return [create, inFlight];
}
