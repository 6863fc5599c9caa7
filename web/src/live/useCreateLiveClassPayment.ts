import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  CreateLiveClassPaymentInput,
  useCreateLiveClassPaymentMutation,
  useCreateLiveClassPaymentMutation$data,
} from './__generated__/useCreateLiveClassPaymentMutation.graphql';

const CreateLiveClassPaymentMutation = graphql`
  mutation useCreateLiveClassPaymentMutation($input: CreateLiveClassPaymentInput!) {
    createLiveClassPayment(input: $input) {
      payment {
        paymentIntentId
        clientSecret
        isFree
        amount {
          cents
          formatted
        }
        listPrice {
          cents
          formatted
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type LiveClassPayment = NonNullable<
  useCreateLiveClassPaymentMutation$data['createLiveClassPayment']['payment']
>;
export type CreatePaymentOutcome = MutationOutcome<{ payment: LiveClassPayment }>;

/**
 * Starts paying for one class with the amount the member was shown (the server refuses a
 * different one: AMOUNT_MISMATCH) and an optional promo code. Never rejects.
 */
export function useCreateLiveClassPayment(): [
  (input: CreateLiveClassPaymentInput) => Promise<CreatePaymentOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<
    useCreateLiveClassPaymentMutation,
    { payment: LiveClassPayment }
  >(CreateLiveClassPaymentMutation, ({ createLiveClassPayment: payload }) =>
    outcomeOf(payload, () => (payload.payment ? { payment: payload.payment } : null)),
  );
  const create = useCallback(
    (input: CreateLiveClassPaymentInput) => commit({ variables: { input } }),
    [commit],
  );
  return [create, inFlight];
}
