import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SubscriptionActionInput,
  useCancelSubscriptionMutation,
} from './__generated__/useCancelSubscriptionMutation.graphql';
import { useSubscriptionMutation, type SubscriptionOutcome } from './subscriptionMutation';

const CancelSubscriptionMutation = graphql`
  mutation useCancelSubscriptionMutation($input: SubscriptionActionInput!, $host: String!) {
    cancelSubscription(input: $input) {
      ...subscriptionMutation_payload @relay(mask: false)
    }
  }
`;

/** Cancels at the end of the paid period (or of the trial). Resolves with the outcome (never rejects). */
export function useCancelSubscription(): [() => Promise<SubscriptionOutcome>, boolean] {
  const [run, inFlight] = useSubscriptionMutation<
    'cancelSubscription',
    SubscriptionActionInput,
    useCancelSubscriptionMutation
  >(CancelSubscriptionMutation, 'cancelSubscription');
  const act = useCallback(() => run({}), [run]);
  return [act, inFlight];
}
