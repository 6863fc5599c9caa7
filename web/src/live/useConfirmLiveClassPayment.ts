import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { bookingOutcome } from './bookingPayload';
import { upcomingBookingsConnections } from './upcomingBookings';
import type {
  ConfirmLiveClassPaymentInput,
  useConfirmLiveClassPaymentMutation,
  useConfirmLiveClassPaymentMutation$data,
} from './__generated__/useConfirmLiveClassPaymentMutation.graphql';

const ConfirmLiveClassPaymentMutation = graphql`
  mutation useConfirmLiveClassPaymentMutation($input: ConfirmLiveClassPaymentInput!, $connections: [ID!]!) {
    confirmLiveClassPayment(input: $input) {
      ...bookingPayload_payload @relay(mask: false)
    }
  }
`;

export type PaidBooking = NonNullable<
  useConfirmLiveClassPaymentMutation$data['confirmLiveClassPayment']['booking']
>;
export type ConfirmOutcome = MutationOutcome<{ booking: PaidBooking }>;

/**
 * Completes a live class payment: charges the card (none when the promo made it free) and
 * books the class. Repeating it returns the same booking. Never rejects.
 */
export function useConfirmLiveClassPayment(): [
  (input: ConfirmLiveClassPaymentInput) => Promise<ConfirmOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<
    useConfirmLiveClassPaymentMutation,
    { booking: PaidBooking }
  >(ConfirmLiveClassPaymentMutation, ({ confirmLiveClassPayment: payload }) => bookingOutcome(payload));
  const environment = useRelayEnvironment();
  const confirm = useCallback(
    (input: ConfirmLiveClassPaymentInput) =>
      commit({ variables: { input, connections: upcomingBookingsConnections(environment) } }),
    [commit, environment],
  );
  return [confirm, inFlight];
}
