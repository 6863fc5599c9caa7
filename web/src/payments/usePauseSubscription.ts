import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SubscriptionActionInput,
  usePauseSubscriptionMutation,
} from './__generated__/usePauseSubscriptionMutation.graphql';
import { useSubscriptionMutation, type SubscriptionOutcome } from './subscriptionMutation';

const PauseSubscriptionMutation = graphql`
  mutation usePauseSubscriptionMutation($input: SubscriptionActionInput!, $host: String!) {
    pauseSubscription(input: $input) {
      ...subscriptionMutation_payload @relay(mask: false)
    }
  }
`;

/** Pauses billing and access until resumed. Resolves with the outcome (never rejects). */
export function usePauseSubscription(): [() => Promise<SubscriptionOutcome>, boolean] {
  const [run, inFlight] = useSubscriptionMutation<
    'pauseSubscription',
    SubscriptionActionInput,
    usePauseSubscriptionMutation
  >(PauseSubscriptionMutation, 'pauseSubscription');
  const act = useCallback(() => run({}), [run]);
  return [act, inFlight];
}
