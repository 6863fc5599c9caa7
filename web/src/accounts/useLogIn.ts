import { graphql } from 'react-relay';
import type { LogInInput, useLogInMutation } from './__generated__/useLogInMutation.graphql';
import { useAuthMutation, type AuthResult } from './authResult';

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
  return useAuthMutation<'logIn', LogInInput, useLogInMutation>(LogInMutation, 'logIn', host);
}
