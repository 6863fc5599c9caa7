import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { PlaybackEvent, useLogPlaybackMutation } from './__generated__/useLogPlaybackMutation.graphql';

export type { PlaybackEvent };

const LogPlaybackMutation = graphql`
  mutation useLogPlaybackMutation($input: LogPlaybackInput!) {
    logPlayback(input: $input) {
      video {
        id
        viewerProgress {
          positionSeconds
          watchedSeconds
          completedAt
          lastWatchedAt
        }
      }
      completedWorkout {
        id
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type PlaybackOutcome = MutationOutcome<{ completed: boolean }>;

/**
 * Tells the library what the player did; the video's progress in the store follows the answer, and
 * `completed` says this event finished the workout.
 */
export function useLogPlayback(): (input: {
  videoId: string;
  event: PlaybackEvent;
  positionSeconds: number;
  sessionId: string;
}) => Promise<PlaybackOutcome> {
  const [commit] = useMutationWithOutcome<useLogPlaybackMutation, { completed: boolean }>(
    LogPlaybackMutation,
    ({ logPlayback: payload }) =>
      outcomeOf(payload, () => ({
        completed: payload.completedWorkout !== null || Boolean(payload.video?.viewerProgress?.completedAt),
      })),
  );
  return useCallback(
    ({ videoId, event, positionSeconds, sessionId }) =>
      commit({
        variables: {
          input: {
            videoId,
            event,
            // The playhead to the millisecond: the library keeps whole seconds of it.
            positionSeconds: Math.max(0, Math.round(positionSeconds * 1000) / 1000),
            sessionId,
            device: 'web',
          },
        },
      }),
    [commit],
  );
}
