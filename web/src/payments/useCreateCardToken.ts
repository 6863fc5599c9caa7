import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
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
  const [commit, inFlight] = useMutationWithOutcome<
    useCreateCardTokenMutation,
    { token: string; brand: string; last4: string }
  >(CreateCardTokenMutation, ({ createCardToken: payload }) =>
    outcomeOf(payload, () =>
      payload.token
        ? { token: payload.token, brand: payload.card?.brand ?? '', last4: payload.card?.last4 ?? '' }
        : null,
    ),
  );
  const create = useCallback((input: CreateCardTokenInput) => commit({ variables: { input } }), [commit]);
  return [create, inFlight];
}
