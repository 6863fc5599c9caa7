import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type {
  JoinLiveClassInput,
  useJoinLiveClassMutation,
} from './__generated__/useJoinLiveClassMutation.graphql';

const JoinLiveClassMutation = graphql`
  mutation useJoinLiveClassMutation($input: JoinLiveClassInput!) {
    joinLiveClass(input: $input) {
      attendance {
        id
        databaseId
        joinedAt
      }
      channel {
        channelId
        playbackUrl
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type JoinOutcome = MutationOutcome<{ attendanceId: string; playbackUrl: string }>;

/** Joins a class (records the attendance) and returns the stream to play. Never rejects. */
export function useJoinLiveClass(): [(input: JoinLiveClassInput) => Promise<JoinOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<
    useJoinLiveClassMutation,
    { attendanceId: string; playbackUrl: string }
  >(JoinLiveClassMutation, ({ joinLiveClass: payload }) =>
    outcomeOf(payload, () =>
      payload.attendance && payload.channel
        ? { attendanceId: payload.attendance.id, playbackUrl: payload.channel.playbackUrl }
        : null,
    ),
  );
  const join = useCallback((input: JoinLiveClassInput) => commit({ variables: { input } }), [commit]);
  return [join, inFlight];
}

/** The browser's name for the attendance record ({liveClassId, userAgent, browser}). */
export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|Chromium\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}
