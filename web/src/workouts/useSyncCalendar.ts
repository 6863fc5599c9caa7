import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { putCalendarConnection } from './calendarConnections';
import type {
  CalendarProvider,
  useSyncCalendarMutation,
} from './__generated__/useSyncCalendarMutation.graphql';

const SyncMutation = graphql`
  mutation useSyncCalendarMutation($input: CalendarProviderInput!) {
    syncCalendar(input: $input) {
      connection {
        provider
        ...CalendarConnectionRow_connection
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Sync Now: asks the server to push the member's scheduled workouts to the calendar soon. Never rejects. */
export function useSyncCalendar(): [(provider: CalendarProvider) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useSyncCalendarMutation, object>(
    SyncMutation,
    ({ syncCalendar: payload }) => outcomeOf(payload, () => (payload.connection ? {} : null)),
  );
  const sync = useCallback(
    (provider: CalendarProvider) =>
      commit({
        variables: { input: { provider } },
        updater: (store) =>
          putCalendarConnection(store, store.getRootField('syncCalendar')?.getLinkedRecord('connection')),
      }),
    [commit],
  );
  return [sync, inFlight];
}
