import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { readAuthToken } from '../relay/authToken';
import { GRAPHQL_PATH } from '../relay/endpoint';
import { requestBody } from '../relay/environment';
import { outcomeOf, useMutationWithOutcome } from '../relay/mutationOutcome';
import LeaveLiveClassOperation, {
  type LeaveLiveClassInput,
  type useLeaveLiveClassMutation,
} from './__generated__/useLeaveLiveClassMutation.graphql';

const LeaveLiveClassMutation = graphql`
  mutation useLeaveLiveClassMutation($input: LeaveLiveClassInput!) {
    leaveLiveClass(input: $input) {
      attendance {
        id
        leftAt
        cameraOn
        cameraOnDurationSeconds
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** What leaving records: this client has no camera, so it is off for zero seconds. */
export function leaveInput(attendanceId: string): LeaveLiveClassInput {
  return { attendanceId, cameraOn: false, cameraOnDurationSeconds: 0 };
}

/** Leaves a class (records when); failures are ignored, the member is on their way out. */
export function useLeaveLiveClass(): (attendanceId: string) => void {
  const [commit] = useMutationWithOutcome<useLeaveLiveClassMutation, object>(
    LeaveLiveClassMutation,
    ({ leaveLiveClass }) => outcomeOf(leaveLiveClass, () => ({})),
  );
  return useCallback(
    (attendanceId: string) => {
      // The outcome is not awaited: nothing is shown to a member who is leaving.
      void commit({ variables: { input: leaveInput(attendanceId) } });
    },
    [commit],
  );
}

/**
 * Leaves a class while the page unloads (pagehide): a keepalive POST of the same persisted
 * mutation, which the browser finishes after the page is gone (a Relay request would be cut off).
 */
export function leaveWithKeepalive(attendanceId: string): void {
  try {
    const token = readAuthToken();
    void fetch(GRAPHQL_PATH, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
      body: JSON.stringify(requestBody(LeaveLiveClassOperation.params, { input: leaveInput(attendanceId) })),
    }).catch(() => undefined);
  } catch {
    // Best effort only.
  }
}
