import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { useFavoriteStudioAddMutation } from './__generated__/useFavoriteStudioAddMutation.graphql';
import type { useFavoriteStudioRemoveMutation } from './__generated__/useFavoriteStudioRemoveMutation.graphql';

const AddMutation = graphql`
  mutation useFavoriteStudioAddMutation($input: FavoriteStudioInput!) {
    addFavoriteStudio(input: $input) {
      favoriteStudios {
        databaseId
        studio {
          id
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
  mutation useFavoriteStudioRemoveMutation($input: FavoriteStudioInput!) {
    removeFavoriteStudio(input: $input) {
      favoriteStudios {
        databaseId
        studio {
          id
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

/** The payload's list becomes the viewer's, so every page showing the favorites agrees. */
export function viewerListUpdater(rootField: string, field: string) {
  return (store: RecordSourceSelectorProxy): void => {
    const list = store.getRootField(rootField)?.getLinkedRecords(field);
    const viewer = store.getRoot().getLinkedRecord('viewer');
    if (list && viewer) viewer.setLinkedRecords(list, field);
  };
}

/** Keeps a studio among the member's favorites, or takes it out. Never rejects. */
export function useFavoriteStudio(): (studioId: string, favorite: boolean) => Promise<MutationOutcome> {
  const [add] = useMutationWithOutcome<useFavoriteStudioAddMutation, object>(
    AddMutation,
    ({ addFavoriteStudio: payload }) => outcomeOf(payload, () => ({})),
  );
  const [remove] = useMutationWithOutcome<useFavoriteStudioRemoveMutation, object>(
    RemoveMutation,
    ({ removeFavoriteStudio: payload }) => outcomeOf(payload, () => ({})),
  );
  return useCallback(
    (studioId: string, favorite: boolean) =>
      favorite
        ? add({
            variables: { input: { studioId } },
            updater: viewerListUpdater('addFavoriteStudio', 'favoriteStudios'),
          })
        : remove({
            variables: { input: { studioId } },
            updater: viewerListUpdater('removeFavoriteStudio', 'favoriteStudios'),
          }),
    [add, remove],
  );
}
