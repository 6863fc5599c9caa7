import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  UpdateProfileInput,
  useUpdateProfileMutation,
} from './__generated__/useUpdateProfileMutation.graphql';
import { useSession } from './session/SessionContext';
import { readSessionUser, type SessionUser } from './session/sessionUser';

const UpdateProfileMutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!, $host: String!) {
    updateProfile(input: $input) {
      viewer {
        id
        firstName
        lastName
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

export type UpdateProfileOutcome = MutationOutcome<{ user: SessionUser }>;

/** Changes the member's name; the session (the header's name) takes it at once. */
export function useUpdateProfile(): [(input: UpdateProfileInput) => Promise<UpdateProfileOutcome>, boolean] {
  const { host, updateUser } = useSession();
  const [commit, inFlight] = useMutationWithOutcome<useUpdateProfileMutation, { user: SessionUser }>(
    UpdateProfileMutation,
    ({ updateProfile: payload }) =>
      outcomeOf(payload, () => (payload.viewer ? { user: readSessionUser(payload.viewer) } : null)),
  );
  const run = useCallback(
    (input: UpdateProfileInput) =>
      commit({ variables: { input, host }, onSuccess: ({ user }) => updateUser(user) }),
    [commit, host, updateUser],
  );
  return [run, inFlight];
}
