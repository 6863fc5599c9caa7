import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { putCalendarConnection } from './calendarConnections';
import type {
  CalendarProvider,
  useCompleteCalendarConnectionMutation,
} from './__generated__/useCompleteCalendarConnectionMutation.graphql';

const CompleteMutation = graphql`
  mutation useCompleteCalendarConnectionMutation($input: CompleteCalendarConnectionInput!) {
    completeCalendarConnection(input: $input) {
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

/**
 * Finishes connecting a calendar with the grant the provider's redirect left in the address: the
 * server connects it only for the member who started it. Never rejects.
 */
export function useCompleteCalendarConnection(): [
  (provider: CalendarProvider, grant: string) => Promise<MutationOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<useCompleteCalendarConnectionMutation, object>(
    CompleteMutation,
    ({ completeCalendarConnection: payload }) => outcomeOf(payload, () => (payload.connection ? {} : null)),
  );
  const complete = useCallback(
    (provider: CalendarProvider, grant: string) =>
      commit({
        variables: { input: { provider, grant } },
        updater: (store) =>
          putCalendarConnection(
            store,
            store.getRootField('completeCalendarConnection')?.getLinkedRecord('connection'),
          ),
      }),
    [commit],
  );
  return [complete, inFlight];
}
