import { graphql } from 'react-relay';
import type { SubscribeInput, useSubscribeMutation } from './__generated__/useSubscribeMutation.graphql';
import { useSubscriptionMutation, type SubscriptionOutcome } from './subscriptionMutation';

const SubscribeMutation = graphql`
  mutation useSubscribeMutation($input: SubscribeInput!, $host: String!) {
    subscribe(input: $input) {
      ...subscriptionMutation_payload @relay(mask: false)
    }
  }
`;

/**
 * Starts a monthly or yearly plan (the payment form); on success the session learns the
 * new plan. Resolves with the outcome (never rejects).
 */
export function useSubscribe(): [(input: SubscribeInput) => Promise<SubscriptionOutcome>, boolean] {
  return useSubscriptionMutation<'subscribe', SubscribeInput, useSubscribeMutation>(
    SubscribeMutation,
    'subscribe',
  );
}
