import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { callFailed, refused, type MutationOutcome } from '../relay/mutationOutcome';
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

export type LiveClassPayment = NonNullable<useCreateLiveClassPaymentMutation$data['createLiveClassPayment']['payment']>;
export type CreatePaymentOutcome = MutationOutcome<{ payment: LiveClassPayment }>;

/**
 * Starts paying for one class with the amount the member was shown (the server refuses a
 * different one: AMOUNT_MISMATCH) and an optional promo code. Never rejects.
 */
export function useCreateLiveClassPayment(): [
  (input: CreateLiveClassPaymentInput) => Promise<CreatePaymentOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutation<useCreateLiveClassPaymentMutation>(CreateLiveClassPaymentMutation);
  const create = useCallback(
    (input: CreateLiveClassPaymentInput) =>
      new Promise<CreatePaymentOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ createLiveClassPayment: payload }) => {
            if (payload.payment && payload.userErrors.length === 0) resolve({ ok: true, payment: payload.payment });
            else resolve(refused(payload.userErrors));
          },
          onError: (error) => resolve(callFailed(error)),
        });
      }),
    [commit],
  );
  return [create, inFlight];
}
