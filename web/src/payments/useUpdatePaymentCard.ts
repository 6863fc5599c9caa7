import { graphql } from 'react-relay';
import type {
  UpdatePaymentCardInput,
  useUpdatePaymentCardMutation,
} from './__generated__/useUpdatePaymentCardMutation.graphql';
import { useSubscriptionMutation, type SubscriptionOutcome } from './subscriptionMutation';

const UpdatePaymentCardMutation = graphql`
  mutation useUpdatePaymentCardMutation($input: UpdatePaymentCardInput!, $host: String!) {
    updatePaymentCard(input: $input) {
      ...subscriptionMutation_payload @relay(mask: false)
    }
  }
`;

/**
 * Puts a new card (a token) on the subscription; an overdue renewal is charged at once.
 * Resolves with the outcome (never rejects).
 */
export function useUpdatePaymentCard(): [
  (input: UpdatePaymentCardInput) => Promise<SubscriptionOutcome>,
  boolean,
] {
  return useSubscriptionMutation<'updatePaymentCard', UpdatePaymentCardInput, useUpdatePaymentCardMutation>(
    UpdatePaymentCardMutation,
    'updatePaymentCard',
  );
}
