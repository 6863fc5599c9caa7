import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { LogInInput, useLogInMutation } from './__generated__/useLogInMutation.graphql';
import { authResult, networkFailure, viewerUpdater, type AuthResult } from './authResult';

const LogInMutation = graphql`
  mutation useLogInMutation($input: LogInInput!, $host: String!) {
    logIn(input: $input) {
      authToken
      viewer {
        ...sessionUser_user
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Signs in; resolves with the new session or the server's message (never rejects). */
export function useLogIn(host: string): [(input: LogInInput) => Promise<AuthResult>, boolean] {
  const [commit, inFlight] = useMutation<useLogInMutation>(LogInMutation);
  const logIn = useCallback(
    (input: LogInInput) =>
      new Promise<AuthResult>((resolve) => {
        commit({
          variables: { input, host },
          updater: viewerUpdater('logIn'),
          onCompleted: (response) => resolve(authResult(response.logIn)),
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit, host],
  );
  return [logIn, inFlight];
}
