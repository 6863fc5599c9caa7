import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { conversationPath } from './paths';
import { RemoveFriendDialog } from './RemoveFriendDialog';
import type { FriendRow_conversation$key } from './__generated__/FriendRow_conversation.graphql';
import type { FriendRow_friendship$key } from './__generated__/FriendRow_friendship.graphql';

/** What the friends list shows of a conversation; a message sent or received updates it. */
export const FriendRowConversationFragment = graphql`
  fragment FriendRow_conversation on Conversation {
    id
    unreadCount
    lastMessage {
      id
      text
      fromViewer
    }
  }
`;

/** One friend: a link to the conversation (with its unread count) and Remove behind a confirmation. */
export function FriendRow({ friendship }: { friendship: FriendRow_friendship$key }) {
  const data = useFragment(
    graphql`
      fragment FriendRow_friendship on Friendship {
        id
        member {
          id
          displayName
          avatarInitials
        }
        conversation {
          ...FriendRow_conversation
        }
      }
    `,
    friendship,
  );
  const conversation = useFragment<FriendRow_conversation$key>(
    FriendRowConversationFragment,
    data.conversation,
  );
  const [confirming, setConfirming] = useState(false);
  const name = data.member.displayName;
  const unread = conversation.unreadCount;
  const last = conversation.lastMessage;
  return (
    <li className="social-row">
      <span className="social-avatar" aria-hidden="true">
        {data.member.avatarInitials}
      </span>
      <Link className="social-row__name" to={conversationPath(data.member.id)}>
        {name}
        {unread > 0 ? (
          <span className="social-unread">
            {unread}
            <span className="visually-hidden"> unread</span>
          </span>
        ) : null}
      </Link>
      {last ? (
        <span className="social-row__last">
          {last.fromViewer ? 'You: ' : ''}
          {last.text}
        </span>
      ) : null}
      <span className="social-row__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-label={`Remove ${name}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </button>
      </span>
      {confirming ? (
        <RemoveFriendDialog friendshipId={data.id} name={name} onClose={() => setConfirming(false)} />
      ) : null}
    </li>
  );
}
