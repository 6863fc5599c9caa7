import { Suspense, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Dialog } from '../ui/Dialog';
import { LoadMore } from '../ui/LoadMore';
import type { InviteFriendDialog_liveClass$key } from './__generated__/InviteFriendDialog_liveClass.graphql';
import type { InviteFriendDialogQuery } from './__generated__/InviteFriendDialogQuery.graphql';
import type { InviteFriendDialog_viewer$key } from './__generated__/InviteFriendDialog_viewer.graphql';
import { useInviteFriendToLiveClass } from './useInviteFriendToLiveClass';

export const INVITE_TITLE = 'Invite a friend';

/** How many friends the dialog lists at a time (more as the member scrolls to the end). */
export const INVITE_PAGE_SIZE = 50;

const FriendsQuery = graphql`
  query InviteFriendDialogQuery {
    viewer {
      id
      ...InviteFriendDialog_viewer
    }
  }
`;

type Outcome = { ok: true; text: string } | { ok: false; text: string };

function FriendChoices({
  liveClassId,
  booked,
}: {
  liveClassId: string;
  /** Friends who booked the class already: not offered. */
  booked: ReadonlySet<string>;
}) {
  const data = useLazyLoadQuery<InviteFriendDialogQuery>(
    FriendsQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.viewer) return <p>Log in to invite your friends.</p>;
  return <FriendList viewer={data.viewer} liveClassId={liveClassId} booked={booked} />;
}

/** The viewer's friends, newest friendship first, a page at a time. */
function FriendList({
  viewer,
  liveClassId,
  booked,
}: {
  viewer: InviteFriendDialog_viewer$key;
  liveClassId: string;
  booked: ReadonlySet<string>;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment InviteFriendDialog_viewer on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" })
      @refetchable(queryName: "InviteFriendDialogFriendsPaginationQuery") {
        friends(first: $count, after: $cursor) @connection(key: "InviteFriendDialog_friends") {
          edges {
            node {
              id
              member {
                id
                displayName
                avatarInitials
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const [invite, inFlight] = useInviteFriendToLiveClass();
  const [invited, setInvited] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const friends = data.friends.edges
    .map((edge) => edge.node.member)
    .filter((member) => !booked.has(member.id));

  const choose = async (memberId: string) => {
    setOutcome(null);
    setSending(memberId);
    const result = await invite(liveClassId, memberId);
    setSending(null);
    if (result.ok) {
      setInvited((current) => new Set(current).add(memberId));
      setOutcome({
        ok: true,
        text: `${result.friendName} is invited: the invitation is in your conversation with them.`,
      });
    } else {
      setOutcome({ ok: false, text: result.message });
    }
  };

  return (
    <>
      {friends.length === 0 && !hasNext ? (
        <p>
          {booked.size > 0
            ? 'Every one of your friends has already booked this class.'
            : 'You have no friends to invite yet. Find them on your Friends page.'}
        </p>
      ) : (
        <ul className="live-invite__list" aria-label="Your friends">
          {friends.map((friend) => {
            const done = invited.has(friend.id);
            return (
              <li key={friend.id} className="live-invite__friend">
                <span className="live-friends__face" aria-hidden="true">
                  {friend.avatarInitials}
                </span>
                <span className="live-invite__name">{friend.displayName}</span>
                <button
                  type="button"
                  className={done ? 'button button--ghost' : 'button button--brand'}
                  aria-label={`${done ? 'Invited' : 'Invite'} ${friend.displayName}`}
                  disabled={done || inFlight}
                  onClick={() => void choose(friend.id)}
                >
                  {done ? 'Invited' : sending === friend.id ? 'Inviting…' : 'Invite'}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <LoadMore
        hasMore={hasNext}
        loading={isLoadingNext}
        onLoadMore={() => loadNext(INVITE_PAGE_SIZE)}
        label="Show more friends"
      />
      {/* Said aloud when it changes: the outcome of the last invitation. */}
      <div aria-live="polite">{outcome?.ok ? <p className="live-invite__sent">{outcome.text}</p> : null}</div>
      {outcome && !outcome.ok ? (
        <p className="form-error" role="alert">
          {outcome.text}
        </p>
      ) : null}
    </>
  );
}

/**
 * Invites a friend to a class the member booked: their friends, those who booked it already left
 * out, each with Invite. The invitation arrives as a message in the two members' conversation.
 */
export function InviteFriendDialog({
  liveClass,
  onClose,
}: {
  liveClass: InviteFriendDialog_liveClass$key;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment InviteFriendDialog_liveClass on LiveClass {
        id
        title
        friendsBooked(first: 100) {
          edges {
            node {
              id
            }
          }
        }
      }
    `,
    liveClass,
  );
  const booked = new Set(data.friendsBooked.edges.map((edge) => edge.node.id));
  return (
    <Dialog title={INVITE_TITLE} onClose={onClose} className="live-modal live-invite">
      <p>Choose a friend to invite to {data.title}. They get a message with a link to this class.</p>
      <Suspense fallback={<p role="status">Loading your friends…</p>}>
        <FriendChoices liveClassId={data.id} booked={booked} />
      </Suspense>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Done
        </button>
      </div>
    </Dialog>
  );
}
