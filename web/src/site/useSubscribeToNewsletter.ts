import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type {
  SubscribeToNewsletterInput,
  useSubscribeToNewsletterMutation,
} from './__generated__/useSubscribeToNewsletterMutation.graphql';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';

const SubscribeToNewsletterMutation = graphql`
  mutation useSubscribeToNewsletterMutation($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) {
      email
      alreadySubscribed
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** A sign-up's outcome: subscribed (now or before), or the message to show. */
export type NewsletterResult = MutationOutcome<NewsletterSignUp>;

interface NewsletterSignUp {
  email: string;
  alreadySubscribed: boolean;
}

/** Signs an address up for the newsletter; resolves with the outcome (never rejects). */
export function useSubscribeToNewsletter(): [
  (input: SubscribeToNewsletterInput) => Promise<NewsletterResult>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<useSubscribeToNewsletterMutation, NewsletterSignUp>(
    SubscribeToNewsletterMutation,
    ({ subscribeToNewsletter: payload }) =>
      outcomeOf(payload, () =>
        payload.email
          ? { email: payload.email, alreadySubscribed: payload.alreadySubscribed === true }
          : null,
      ),
  );
  const subscribe = useCallback(
    (input: SubscribeToNewsletterInput) => commit({ variables: { input } }),
    [commit],
  );
  return [subscribe, inFlight];
}
