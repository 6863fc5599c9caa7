import { graphql } from 'react-relay';
import type { SignUpInput, useSignUpMutation } from './__generated__/useSignUpMutation.graphql';
import { useAuthMutation, type AuthResult } from './authResult';

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
  return useAuthMutation<'signUp', SignUpInput, useSignUpMutation>(SignUpMutation, 'signUp', host);
}
