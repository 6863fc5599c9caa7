import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useMutationWithOutcome } from '../relay/mutationOutcome';
import type { useLogOutMutation } from './__generated__/useLogOutMutation.graphql';

const LogOutMutation = graphql`
  mutation useLogOutMutation($input: LogOutInput!) {
    logOut(input: $input) {
      loggedOut
    }
  }
`;

/**
 * Ends the session on the server (the token stops working everywhere). Resolves
 * either way: the member is signed out locally even when the gateway is unreachable.
 */
export function useLogOut(): () => Promise<boolean> {
  const [commit] = useMutationWithOutcome<useLogOutMutation, { loggedOut: boolean }>(
    LogOutMutation,
    ({ logOut }) => ({
      ok: true,
      loggedOut: logOut.loggedOut,
    }),
  );
  return useCallback(async () => {
    const outcome = await commit({ variables: { input: {} } });
    return outcome.ok && outcome.loggedOut;
  }, [commit]);
}
