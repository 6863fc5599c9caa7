import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { useScheduleVideoMutation } from './__generated__/useScheduleVideoMutation.graphql';

const ScheduleMutation = graphql`
  mutation useScheduleVideoMutation($input: ScheduleVideoInput!) {
    scheduleVideo(input: $input) {
      workout {
        id
        when
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type ScheduleOutcome = MutationOutcome<{ when: string }>;

/** Plans a class on the member's calendar at an instant, in their time zone. Never rejects. */
export function useScheduleVideo(): [
  (input: { videoId: string; when: Date; timeZone: string }) => Promise<ScheduleOutcome>,
  boolean,
] {
  const [commit, inFlight] = useMutationWithOutcome<useScheduleVideoMutation, { when: string }>(
    ScheduleMutation,
    ({ scheduleVideo: payload }) =>
      outcomeOf(payload, () => (payload.workout ? { when: payload.workout.when } : null)),
  );
  const schedule = useCallback(
    ({ videoId, when, timeZone }: { videoId: string; when: Date; timeZone: string }) =>
      commit({ variables: { input: { videoId, when: when.toISOString(), timeZone } } }),
    [commit],
  );
  return [schedule, inFlight];
}
