import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  CalendarProvider,
  useConnectCalendarMutation,
} from './__generated__/useConnectCalendarMutation.graphql';

const ConnectMutation = graphql`
  mutation useConnectCalendarMutation($input: CalendarProviderInput!) {
    connectCalendar(input: $input) {
      authorizationUrl
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type ConnectOutcome = MutationOutcome<{ authorizationUrl: string }>;

/**
 * Starts connecting Google or Outlook: answers the provider's page where the member allows access
 * (the caller sends the browser there; the provider sends it back to the calendar). Never rejects.
 */
export function useConnectCalendar(): [(provider: CalendarProvider) => Promise<ConnectOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useConnectCalendarMutation, { authorizationUrl: string }>(
    ConnectMutation,
    ({ connectCalendar: payload }) =>
      outcomeOf(payload, () =>
        payload.authorizationUrl ? { authorizationUrl: payload.authorizationUrl } : null,
      ),
  );
  const connect = useCallback(
    (provider: CalendarProvider) => commit({ variables: { input: { provider } } }),
    [commit],
  );
  return [connect, inFlight];
}
