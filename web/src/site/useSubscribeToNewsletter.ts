import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SubscribeToNewsletterInput,
  useSubscribeToNewsletterMutation,
} from './__generated__/useSubscribeToNewsletterMutation.graphql';
import { UNKNOWN_ERROR } from '../relay/mutationOutcome';

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
export type NewsletterResult =
  | { ok: true; email: string; alreadySubscribed: boolean }
  | { ok: false; message: string; field: string | null };

/** Signs an address up for the newsletter; resolves with the outcome (never rejects). */
export function useSubscribeToNewsletter(): [(input: SubscribeToNewsletterInput) => Promise<NewsletterResult>, boolean] {
  const [commit, inFlight] = useMutation<useSubscribeToNewsletterMutation>(SubscribeToNewsletterMutation);
  const subscribe = useCallback(
    (input: SubscribeToNewsletterInput) =>
      new Promise<NewsletterResult>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ subscribeToNewsletter: payload }) => {
            const error = payload.userErrors[0];
            if (error) resolve({ ok: false, message: error.message, field: error.field ?? null });
            else if (payload.email) resolve({ ok: true, email: payload.email, alreadySubscribed: payload.alreadySubscribed === true });
            else resolve({ ok: false, message: UNKNOWN_ERROR, field: null });
          },
          onError: () => resolve({ ok: false, message: UNKNOWN_ERROR, field: null }),
        });
      }),
    [commit],
  );
  return [subscribe, inFlight];
}
