import { useCallback, useEffect } from 'react';
import { graphql } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useRefetchOnReconnect } from '../relay/reconnects';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { MessageComposer } from './MessageComposer';
import { MessageList } from './MessageList';
import { FRIENDS_PATH, FRIENDS_TITLE } from './paths';
import { useMarkConversationRead } from './useMarkConversationRead';
import { useViewerConversationChanged, type ConversationChange } from './useViewerConversationChanged';
import type { ConversationPageQuery as ConversationPageQueryType } from './__generated__/ConversationPageQuery.graphql';
import type { ConversationPageData } from './loaders';
import './social.css';

export const ConversationPageQuery = graphql`
  query ConversationPageQuery($memberId: ID!) @preloadable {
    viewer {
      id
      conversation(memberId: $memberId) {
        id
        unreadCount
        member {
          id
          displayName
        }
        ...MessageList_conversation
      }
    }
  }
`;

/**
 * The conversation with one friend: messages newest at the bottom, earlier ones a page at a time,
 * the text box, and messages arriving live. Opening it marks what the friend sent as read, and so
 * does a message arriving while it is open.
 */
export function ConversationPage() {
  const { queryRef } = useLoaderData() as ConversationPageData;
  const { viewer } = useRouteQuery<ConversationPageQueryType>(ConversationPageQuery, queryRef);
  const conversation = viewer?.conversation ?? null;
  usePageMeta({ section: conversation ? `Messages with ${conversation.member.displayName}` : FRIENDS_TITLE });
  const [markRead] = useMarkConversationRead();
  const conversationId = conversation?.id ?? null;
  const hasUnread = (conversation?.unreadCount ?? 0) > 0;
  useEffect(() => {
    if (conversationId && hasUnread) void markRead(conversationId);
  }, [conversationId, hasUnread, markRead]);
  const onChange = useCallback(
    (change: ConversationChange) => {
      if (change.conversation.id === conversationId && change.message && !change.message.fromViewer) {
        void markRead(change.conversation.id);
      }
    },
    [conversationId, markRead],
  );
  useViewerConversationChanged(onChange);
  // Messages sent while the socket was down were never pushed: the latest page is read again.
  useRefetchOnReconnect<ConversationPageQueryType>(ConversationPageQuery, queryRef.variables);

  if (!conversation) {
    return (
      <div className="social-page">
        <h1>{FRIENDS_TITLE}</h1>
        <p>You can only message your friends.</p>
        <Link to={FRIENDS_PATH}>Back to your friends</Link>
      </div>
    );
  }
  return (
    <div className="social-page social-conversation">
      <p>
        <Link to={FRIENDS_PATH}>← {FRIENDS_TITLE}</Link>
      </p>
      <h1>{conversation.member.displayName}</h1>
      <MessageList conversation={conversation} />
      <MessageComposer conversationId={conversation.id} memberId={conversation.member.id} />
    </div>
  );
}
