import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { ChangePlanInput, useChangePlanMutation } from './__generated__/useChangePlanMutation.graphql';
import { useSubscriptionMutation, type SubscriptionOutcome } from './subscriptionMutation';

const ChangePlanMutation = graphql`
  mutation useChangePlanMutation($input: ChangePlanInput!, $host: String!) {
    changePlan(input: $input) {
      ...subscriptionMutation_payload @relay(mask: false)
    }
  }
`;

/**
 * Switches between the monthly and annual plans at the next renewal (or, naming the plan the
 * member is on, calls a scheduled switch off). Resolves with the outcome (never rejects).
 */
export function useChangePlan(): [(packageId: string) => Promise<SubscriptionOutcome>, boolean] {
  const [run, inFlight] = useSubscriptionMutation<'changePlan', ChangePlanInput, useChangePlanMutation>(
    ChangePlanMutation,
    'changePlan',
  );
  const act = useCallback((packageId: string) => run({ packageId }), [run]);
  return [act, inFlight];
}
