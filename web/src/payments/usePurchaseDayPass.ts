import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { viewerUpdater } from '../accounts/authResult';
import { useSession } from '../accounts/session/SessionContext';
import { readSessionUser } from '../accounts/session/sessionUser';
import type {
  PurchaseDayPassInput,
  usePurchaseDayPassMutation,
} from './__generated__/usePurchaseDayPassMutation.graphql';
import { callFailed, refused, type Failure } from './mutationResult';

const PurchaseDayPassMutation = graphql`
  mutation usePurchaseDayPassMutation($input: PurchaseDayPassInput!, $host: String!) {
    purchaseDayPass(input: $input) {
      dayPass {
        id
        date
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

export type DayPassOutcome = { ok: true; date: string } | Failure;

/**
 * Buys a day pass for one date (charged now). On success the session learns the member's
 * access (a pass for today counts), and the store's viewer lists the new pass.
 */
export function usePurchaseDayPass(): [(input: PurchaseDayPassInput) => Promise<DayPassOutcome>, boolean] {
  const { host, updateUser } = useSession();
  const [commit, inFlight] = useMutation<usePurchaseDayPassMutation>(PurchaseDayPassMutation);
  const purchase = useCallback(
    (input: PurchaseDayPassInput) =>
      new Promise<DayPassOutcome>((resolve) => {
        commit({
          variables: { input, host },
          updater: viewerUpdater('purchaseDayPass'),
          onCompleted: ({ purchaseDayPass: payload }) => {
            if (payload.userErrors.length > 0 || !payload.dayPass) {
              resolve(refused(payload.userErrors));
              return;
            }
            if (payload.viewer) updateUser(readSessionUser(payload.viewer));
            resolve({ ok: true, date: payload.dayPass.date });
          },
          onError: (error) => resolve(callFailed(error)),
        });
      }),
    [commit, host, updateUser],
  );
  return [purchase, inFlight];
}
