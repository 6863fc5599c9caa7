import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type {
  SignUpWithGymBenefitInput,
  useSignUpWithGymBenefitMutation,
} from './__generated__/useSignUpWithGymBenefitMutation.graphql';
import { authResult, networkFailure, viewerUpdater, type AuthResult } from './authResult';

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
  const [commit, inFlight] = useMutation<useSignUpWithGymBenefitMutation>(SignUpWithGymBenefitMutation);
  const signUp = useCallback(
    (input: SignUpWithGymBenefitInput) =>
      new Promise<AuthResult>((resolve) => {
        commit({
          variables: { input, host },
          updater: viewerUpdater('signUpWithGymBenefit'),
          onCompleted: (response) => resolve(authResult(response.signUpWithGymBenefit)),
          onError: () => resolve(networkFailure()),
        });
      }),
    [commit, host],
  );
  return [signUp, inFlight];
}
