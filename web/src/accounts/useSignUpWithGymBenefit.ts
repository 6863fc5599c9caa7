import { graphql } from 'react-relay';
import type {
  SignUpWithGymBenefitInput,
  useSignUpWithGymBenefitMutation,
} from './__generated__/useSignUpWithGymBenefitMutation.graphql';
import { useAuthMutation, type AuthResult } from './authResult';

const SignUpWithGymBenefitMutation = graphql`
  mutation useSignUpWithGymBenefitMutation($input: SignUpWithGymBenefitInput!, $host: String!) {
    signUpWithGymBenefit(input: $input) {
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

/** Creates a gym-benefit partner's invited account and signs it in. */
export function useSignUpWithGymBenefit(
  host: string,
): [(input: SignUpWithGymBenefitInput) => Promise<AuthResult>, boolean] {
  return useAuthMutation<'signUpWithGymBenefit', SignUpWithGymBenefitInput, useSignUpWithGymBenefitMutation>(
    SignUpWithGymBenefitMutation,
    'signUpWithGymBenefit',
    host,
  );
}
