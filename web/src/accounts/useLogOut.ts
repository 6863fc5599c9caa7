import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
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
  const [commit] = useMutation<useLogOutMutation>(LogOutMutation);
  return useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        commit({
          variables: { input: {} },
          onCompleted: (response) => resolve(response.logOut.loggedOut),
          onError: () => resolve(false),
        });
      }),
    [commit],
  );
}
