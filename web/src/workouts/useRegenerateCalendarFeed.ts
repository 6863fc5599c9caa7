import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { putCalendarFeed } from './calendarConnections';
import type { useRegenerateCalendarFeedMutation } from './__generated__/useRegenerateCalendarFeedMutation.graphql';

const RegenerateMutation = graphql`
  mutation useRegenerateCalendarFeedMutation {
    regenerateCalendarFeed {
      feed {
        url
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Revokes the feed's address and makes a new one (the old one stops answering). Never rejects. */
export function useRegenerateCalendarFeed(): [() => Promise<MutationOutcome<{ url: string }>>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useRegenerateCalendarFeedMutation, { url: string }>(
    RegenerateMutation,
    ({ regenerateCalendarFeed: payload }) =>
      outcomeOf(payload, () => (payload.feed ? { url: payload.feed.url } : null)),
  );
  const regenerate = useCallback(
    () =>
      commit({
        variables: {},
        updater: (store) =>
          putCalendarFeed(store, store.getRootField('regenerateCalendarFeed')?.getLinkedRecord('feed')),
      }),
    [commit],
  );
  return [regenerate, inFlight];
}
