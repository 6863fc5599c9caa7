import { graphql, useFragment } from 'react-relay';
import { useCancelFriendRequest } from './useCancelFriendRequest';
import { useRespondToFriendRequest } from './useRespondToFriendRequest';
import type { FriendRequestRow_request$key } from './__generated__/FriendRequestRow_request.graphql';

/**
 * One request waiting: one sent to the member offers Accept and Decline, one they sent offers
 * Cancel. A failure is said by the list (an answered request leaves at once and comes back on a
 * refusal, so the row itself may be new by then).
 */
export function FriendRequestRow({
  request,
  onError,
}: {
  request: FriendRequestRow_request$key;
  onError: (message: string | null) => void;
}) {
  const data = useFragment(
    graphql`
      fragment FriendRequestRow_request on FriendRequest {
        id
        direction
        requestedAt
        member {
          id
          displayName
          avatarInitials
        }
      }
    `,
    request,
  );
  const [respond, responding] = useRespondToFriendRequest();
  const [cancel, cancelling] = useCancelFriendRequest();
  const name = data.member.displayName;
  const answer = async (accept: boolean) => {
    onError(null);
    const outcome = await respond(data.id, accept);
    if (!outcome.ok) onError(`${name}: ${outcome.message}`);
  };
  const withdraw = async () => {
    onError(null);
    const outcome = await cancel(data.id);
    if (!outcome.ok) onError(`${name}: ${outcome.message}`);
  };
  return (
    <li className="social-row">
      <span className="social-avatar" aria-hidden="true">
        {data.member.avatarInitials}
      </span>
      <span className="social-row__name">{name}</span>
      <span className="social-row__actions">
        {data.direction === 'INCOMING' ? (
          <>
            <button
              type="button"
              className="button button--brand"
              disabled={responding}
              aria-label={`Accept ${name}'s request`}
              onClick={() => void answer(true)}
            >
              Accept
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={responding}
              aria-label={`Decline ${name}'s request`}
              onClick={() => void answer(false)}
            >
              Decline
            </button>
          </>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={cancelling}
            aria-label={`Cancel your request to ${name}`}
            onClick={() => void withdraw()}
          >
            Cancel
          </button>
        )}
      </span>
    </li>
  );
}
