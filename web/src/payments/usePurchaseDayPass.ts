import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useSession } from '../accounts/session/SessionContext';
import { readSessionUser, type SessionUser } from '../accounts/session/sessionUser';
import {
  outcomeOf,
  useMutationWithOutcome,
  viewerUpdater,
  type MutationOutcome,
} from '../relay/mutationOutcome';
import type {
  PurchaseDayPassInput,
  usePurchaseDayPassMutation,
} from './__generated__/usePurchaseDayPassMutation.graphql';

const PurchaseDayPassMutation = graphql`
  mutation usePurchaseDayPassMutation($input: PurchaseDayPassInput!, $host: String!) {
    purchaseDayPass(input: $input) {
      dayPass {
        id
        date
      }
      viewer {
        ...subscriptionMutation_viewer @relay(mask: false)
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type DayPassOutcome = MutationOutcome<{ date: string; user: SessionUser | null }>;

/**
 * Buys a day pass for one date (charged now). On success the session learns the member's
 * access (a pass for today counts), and the store's viewer lists the new pass.
 */
export function usePurchaseDayPass(): [(input: PurchaseDayPassInput) => Promise<DayPassOutcome>, boolean] {
  const { host, updateUser } = useSession();
  const [commit, inFlight] = useMutationWithOutcome<
    usePurchaseDayPassMutation,
    { date: string; user: SessionUser | null }
  >(PurchaseDayPassMutation, ({ purchaseDayPass: payload }) =>
    outcomeOf(payload, () =>
      payload.dayPass
        ? { date: payload.dayPass.date, user: payload.viewer ? readSessionUser(payload.viewer) : null }
        : null,
    ),
  );
  const purchase = useCallback(
    (input: PurchaseDayPassInput) =>
      commit({
        variables: { input, host },
        updater: viewerUpdater('purchaseDayPass'),
        onSuccess: ({ user }) => {
          if (user) updateUser(user);
        },
      }),
    [commit, host, updateUser],
  );
  return [purchase, inFlight];
}
