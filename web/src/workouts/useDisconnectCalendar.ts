import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { putCalendarConnection } from './calendarConnections';
import type {
  CalendarProvider,
  useDisconnectCalendarMutation,
} from './__generated__/useDisconnectCalendarMutation.graphql';

const DisconnectMutation = graphql`
  mutation useDisconnectCalendarMutation($input: CalendarProviderInput!) {
    disconnectCalendar(input: $input) {
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

/** Disconnects a calendar; the server removes every event it put there. Never rejects. */
export function useDisconnectCalendar(): [(provider: CalendarProvider) => Promise<MutationOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useDisconnectCalendarMutation, object>(
    DisconnectMutation,
    ({ disconnectCalendar: payload }) => outcomeOf(payload, () => (payload.connection ? {} : null)),
  );
  const disconnect = useCallback(
    (provider: CalendarProvider) =>
      commit({
        variables: { input: { provider } },
        updater: (store) =>
          putCalendarConnection(
            store,
            store.getRootField('disconnectCalendar')?.getLinkedRecord('connection'),
          ),
      }),
    [commit],
  );
  return [disconnect, inFlight];
}
