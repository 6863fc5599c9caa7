import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { useFavoriteClassTypeAddMutation } from './__generated__/useFavoriteClassTypeAddMutation.graphql';
import type { useFavoriteClassTypeRemoveMutation } from './__generated__/useFavoriteClassTypeRemoveMutation.graphql';
import { viewerListUpdater } from './useFavoriteStudio';

const AddMutation = graphql`
  mutation useFavoriteClassTypeAddMutation($input: FavoriteClassTypeInput!) {
    addFavoriteClassType(input: $input) {
      favoriteClassTypes {
        databaseId
        classType {
          id
          name
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

const RemoveMutation = graphql`
  mutation useFavoriteClassTypeRemoveMutation($input: FavoriteClassTypeInput!) {
    removeFavoriteClassType(input: $input) {
      favoriteClassTypes {
        databaseId
        classType {
          id
          name
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Keeps a class type among the member's favorites, or takes it out. Never rejects. */
export function useFavoriteClassType(): (classTypeId: string, favorite: boolean) => Promise<MutationOutcome> {
  const [add] = useMutationWithOutcome<useFavoriteClassTypeAddMutation, object>(
    AddMutation,
    ({ addFavoriteClassType: payload }) => outcomeOf(payload, () => ({})),
  );
  const [remove] = useMutationWithOutcome<useFavoriteClassTypeRemoveMutation, object>(
    RemoveMutation,
    ({ removeFavoriteClassType: payload }) => outcomeOf(payload, () => ({})),
  );
  return useCallback(
    (classTypeId: string, favorite: boolean) =>
      favorite
        ? add({
            variables: { input: { classTypeId } },
            updater: viewerListUpdater('addFavoriteClassType', 'favoriteClassTypes'),
          })
        : remove({
            variables: { input: { classTypeId } },
            updater: viewerListUpdater('removeFavoriteClassType', 'favoriteClassTypes'),
          }),
    [add, remove],
  );
}
