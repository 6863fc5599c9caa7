import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SubscriptionActionInput,
  useResumeSubscriptionMutation,
} from './__generated__/useResumeSubscriptionMutation.graphql';
import { useSubscriptionMutation, type SubscriptionOutcome } from './subscriptionMutation';

const ResumeSubscriptionMutation = graphql`
  mutation useResumeSubscriptionMutation($input: SubscriptionActionInput!, $host: String!) {
    resumeSubscription(input: $input) {
      ...subscriptionMutation_payload @relay(mask: false)
    }
  }
`;

/** Resumes a paused subscription. Resolves with the outcome (never rejects). */
export function useResumeSubscription(): [() => Promise<SubscriptionOutcome>, boolean] {
  const [run, inFlight] = useSubscriptionMutation<
    'resumeSubscription',
    SubscriptionActionInput,
    useResumeSubscriptionMutation
  >(ResumeSubscriptionMutation, 'resumeSubscription');
  const act = useCallback(() => run({}), [run]);
  return [act, inFlight];
}
