import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { Failure } from '../payments/mutationResult';
import { callFailed, refused } from '../payments/mutationResult';
import type {
  ConfirmLiveClassPaymentInput,
  useConfirmLiveClassPaymentMutation,
  useConfirmLiveClassPaymentMutation$data,
} from './__generated__/useConfirmLiveClassPaymentMutation.graphql';

const ConfirmLiveClassPaymentMutation = graphql`
  mutation useConfirmLiveClassPaymentMutation($input: ConfirmLiveClassPaymentInput!) {
    confirmLiveClassPayment(input: $input) {
      booking {
        id
        ...OrderSummaryModal_booking
        liveClass {
          id
          viewerBooking {
            id
          }
        }
      }
      liveClass {
        id
        viewerBooking {
          id
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

export type PaidBooking = NonNullable<useConfirmLiveClassPaymentMutation$data['confirmLiveClassPayment']['booking']>;
export type ConfirmOutcome = { ok: true; booking: PaidBooking } | Failure;

/**
 * Completes a live class payment: charges the card (none when the promo made it free) and
 * books the class. Repeating it returns the same booking. Never rejects.
 */
export function useConfirmLiveClassPayment(): [(input: ConfirmLiveClassPaymentInput) => Promise<ConfirmOutcome>, boolean] {
  const [commit, inFlight] = useMutation<useConfirmLiveClassPaymentMutation>(ConfirmLiveClassPaymentMutation);
  const confirm = useCallback(
    (input: ConfirmLiveClassPaymentInput) =>
      new Promise<ConfirmOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ confirmLiveClassPayment: payload }) => {
            if (payload.booking && payload.userErrors.length === 0) resolve({ ok: true, booking: payload.booking });
            else resolve(refused(payload.userErrors));
          },
          onError: (error) => resolve(callFailed(error)),
        });
      }),
    [commit],
  );
  return [confirm, inFlight];
}
