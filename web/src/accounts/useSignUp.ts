import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { SignUpInput, useSignUpMutation } from './__generated__/useSignUpMutation.graphql';
import { authResult, networkFailure, viewerUpdater, type AuthResult } from './authResult';

const SignUpMutation = graphql`
  mutation useSignUpMutation($input: SignUpInput!, $host: String!) {
    signUp(input: $input) {
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

/** Creates an account and signs it in; resolves with the session or the server's message. */
export function useSignUp(host: string): [(input: SignUpInput) => Promise<AuthResult>, boolean] {
  const [commit, inFlight] = useMutation<useSignUpMutation>(SignUpMutation);
  const signUp = useCallback(
    (input: SignUpInput) =>
      new Promise<AuthResult>((resolve) => {
        commit({
          variables: { input, host },
          updater: viewerUpdater('signUp'),
          onCompleted: (response) => resolve(authResult(response.signUp)),
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit, host],
  );
  return [signUp, inFlight];
}
