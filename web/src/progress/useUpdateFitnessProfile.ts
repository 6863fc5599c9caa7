import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  UpdateFitnessProfileInput,
  useUpdateFitnessProfileMutation,
} from './__generated__/useUpdateFitnessProfileMutation.graphql';

const UpdateFitnessProfileMutation = graphql`
  mutation useUpdateFitnessProfileMutation($input: UpdateFitnessProfileInput!) {
    updateFitnessProfile(input: $input) {
      fitnessProfile {
        ...ProfileForm_profile
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type { UpdateFitnessProfileInput };
export type UpdateProfileOutcome = MutationOutcome<object>;

/**
 * Saves what changed in the fitness profile (a field left out stays, null goes back to the
 * default). The member's profile record is one per member, so the form re-reads the answer.
 */
export function useUpdateFitnessProfile(): [
  (input: UpdateFitnessProfileInput) => Promise<UpdateProfileOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<useUpdateFitnessProfileMutation, object>(
    UpdateFitnessProfileMutation,
    ({ updateFitnessProfile: payload }) => outcomeOf(payload, () => (payload.fitnessProfile ? {} : null)),
  );
  const update = useCallback(
    (input: UpdateFitnessProfileInput) =>
      commit({
        variables: { input },
        updater: (store) => {
          // FitnessProfile has no id: the viewer's field points at the answer's record.
          const profile = store.getRootField('updateFitnessProfile')?.getLinkedRecord('fitnessProfile');
          const viewer = store.getRoot().getLinkedRecord('viewer');
          if (profile && viewer) viewer.setLinkedRecord(profile, 'fitnessProfile');
        },
      }),
    [commit],
  );
  return [update, inFlight];
}
