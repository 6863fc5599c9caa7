import { graphql } from 'react-relay';
import type {
  CompletePasswordResetInput,
  useCompletePasswordResetMutation,
} from './__generated__/useCompletePasswordResetMutation.graphql';
import { useAuthMutation, type AuthResult } from './authResult';

const CompletePasswordResetMutation = graphql`
  mutation useCompletePasswordResetMutation($input: CompletePasswordResetInput!, $host: String!) {
    completePasswordReset(input: $input) {
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

/**
 * Sets the new password with the link's token: every other session ends and the member is signed
 * in here. Resolves with the new session or the message to show (never rejects).
 */
export function useCompletePasswordReset(
  host: string,
): [(input: CompletePasswordResetInput) => Promise<AuthResult>, boolean] {
  return useAuthMutation<
    'completePasswordReset',
    CompletePasswordResetInput,
    useCompletePasswordResetMutation
  >(CompletePasswordResetMutation, 'completePasswordReset', host);
}
