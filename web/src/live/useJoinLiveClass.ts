import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { callFailed, refused, type MutationOutcome } from '../relay/mutationOutcome';
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
  const [commit, inFlight] = useMutation<useJoinLiveClassMutation>(JoinLiveClassMutation);
  const join = useCallback(
    (input: JoinLiveClassInput) =>
      new Promise<JoinOutcome>((resolve) => {
        commit({
          variables: { input },
          onCompleted: ({ joinLiveClass: payload }) => {
            if (payload.attendance && payload.channel && payload.userErrors.length === 0) {
              resolve({ ok: true, attendanceId: payload.attendance.id, playbackUrl: payload.channel.playbackUrl });
            } else {
              resolve(refused(payload.userErrors));
            }
          },
          onError: (error) => resolve(callFailed(error)),
        });
      }),
    [commit],
  );
  return [join, inFlight];
}

/** The browser's name for the attendance record (spec: {liveClassId, userAgent, browser}). */
export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrome\/|Chromium\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}
