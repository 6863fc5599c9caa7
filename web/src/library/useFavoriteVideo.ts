import { useCallback } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import type { IEnvironment, SelectorStoreUpdater } from 'relay-runtime';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { favoriteVideosConnections } from './favoriteConnections';
import type { useFavoriteVideoAddMutation } from './__generated__/useFavoriteVideoAddMutation.graphql';
import type { useFavoriteVideoRemoveMutation } from './__generated__/useFavoriteVideoRemoveMutation.graphql';

const AddMutation = graphql`
  mutation useFavoriteVideoAddMutation($input: FavoriteVideoInput!, $connections: [ID!]!) {
    addFavoriteVideo(input: $input) {
      video {
        id
        viewerHasFavorited
      }
      favoriteEdge @appendEdge(connections: $connections) {
        cursor
        favoritedAt
        node {
          ...FavoriteVideoList_node @relay(mask: false)
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
  mutation useFavoriteVideoRemoveMutation($input: FavoriteVideoInput!, $connections: [ID!]!) {
    removeFavoriteVideo(input: $input) {
      video {
        id
        viewerHasFavorited
      }
      removedVideoId @deleteEdge(connections: $connections)
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export const ADD_PENDING = 'Current Add request is pending...';
export const REMOVE_PENDING = 'Current Remove request is pending...';
export const ADD_FAILED = 'Failed to add Video';
export const REMOVE_FAILED = 'Failed to remove Video';

/**
 * The requests under way per video, shared by every button showing it (a card and the dashboard):
 * a second click while the first is unanswered is refused rather than sent.
 */
const pendingByEnvironment = new WeakMap<IEnvironment, Map<string, 'add' | 'remove'>>();

function pendingOf(environment: IEnvironment): Map<string, 'add' | 'remove'> {
  let pending = pendingByEnvironment.get(environment);
  if (!pending) {
    pending = new Map();
    pendingByEnvironment.set(environment, pending);
  }
  return pending;
}

/** Shown at once: the heart fills (or empties) before the answer; Relay drops it after, so a failure restores it. */
function markFavorited(videoId: string, favorited: boolean): SelectorStoreUpdater {
  return (store) => store.get(videoId)?.setValue(favorited, 'viewerHasFavorited');
}

export type FavoriteOutcome = MutationOutcome<{ favorited: boolean }>;

/**
 * Adds a video to the member's favorites or takes it out: answered at once (optimistic), the
 * favorites list gains or loses it when the answer comes; a failure restores the heart and says so.
 */
export function useFavoriteVideo(): (videoId: string, favorite: boolean) => Promise<FavoriteOutcome> {
  const environment = useRelayEnvironment();
  const [add] = useMutationWithOutcome<useFavoriteVideoAddMutation, { favorited: boolean }>(
    AddMutation,
    ({ addFavoriteVideo: payload }) => outcomeOf(payload, () => ({ favorited: true })),
  );
  const [remove] = useMutationWithOutcome<useFavoriteVideoRemoveMutation, { favorited: boolean }>(
    RemoveMutation,
    ({ removeFavoriteVideo: payload }) => outcomeOf(payload, () => ({ favorited: false })),
  );
  return useCallback(
    async (videoId: string, favorite: boolean): Promise<FavoriteOutcome> => {
      const pending = pendingOf(environment);
      const underWay = pending.get(videoId);
      if (underWay) {
        const message = underWay === 'add' ? ADD_PENDING : REMOVE_PENDING;
        return { ok: false, message, code: 'PENDING', field: null, errors: [], callFailed: false };
      }
      pending.set(videoId, favorite ? 'add' : 'remove');
      const commit = favorite ? add : remove;
      try {
        const outcome = await commit({
          variables: { input: { videoId }, connections: favoriteVideosConnections(environment) },
          optimisticUpdater: markFavorited(videoId, favorite),
        });
        if (outcome.ok) return outcome;
        return { ...outcome, message: favorite ? ADD_FAILED : REMOVE_FAILED };
      } finally {
        pending.delete(videoId);
      }
    },
    [add, remove, environment],
  );
}
