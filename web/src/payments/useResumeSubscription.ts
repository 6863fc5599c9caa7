import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SubscriptionActionInput,
  useResumeSubscriptionMutation,
} from './__generated__/useResumeSubscriptionMutation.graphql';
import { useSubscriptionMutation, type SubscriptionOutcome } from './mutationResult';

const ResumeSubscriptionMutation = graphql`
  mutation useResumeSubscriptionMutation($input: SubscriptionActionInput!, $host: String!) {
    resumeSubscription(input: $input) {
      subscription {
        id
        status
        currentPeriodEnd
        endsAt
        cancelAtPeriodEnd
      }
      viewer {
        ...sessionUser_user
        ...AccountPage_user
      }
      userErrors {
        field
        message
        code
      }
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
