import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SubscriptionActionInput,
  useUndoCancelSubscriptionMutation,
} from './__generated__/useUndoCancelSubscriptionMutation.graphql';
import { useSubscriptionMutation, type SubscriptionOutcome } from './subscriptionMutation';

const UndoCancelSubscriptionMutation = graphql`
  mutation useUndoCancelSubscriptionMutation($input: SubscriptionActionInput!, $host: String!) {
    undoCancelSubscription(input: $input) {
      ...subscriptionMutation_payload @relay(mask: false)
    }
  }
`;

/** Undoes a cancellation before the subscription ends. Resolves with the outcome (never rejects). */
export function useUndoCancelSubscription(): [() => Promise<SubscriptionOutcome>, boolean] {
  const [run, inFlight] = useSubscriptionMutation<
    'undoCancelSubscription',
    SubscriptionActionInput,
    useUndoCancelSubscriptionMutation
  >(UndoCancelSubscriptionMutation, 'undoCancelSubscription');
  const act = useCallback(() => run({}), [run]);
  return [act, inFlight];
}
