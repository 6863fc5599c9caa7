import { useLayoutEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { MessageBubble } from './MessageBubble';
import type { MessageList_conversation$key } from './__generated__/MessageList_conversation.graphql';

/** How many messages a page of the conversation holds. */
export const MESSAGES_PAGE_SIZE = 30;

/**
 * The conversation, oldest at the top and newest at the bottom (the graph pages newest first, so
 * earlier messages are the next page). New messages keep the view at the bottom.
 */
export function MessageList({ conversation }: { conversation: MessageList_conversation$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment MessageList_conversation on Conversation
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "MessageListPaginationQuery") {
        messages(first: $count, after: $cursor) @connection(key: "MessageList_messages") {
          edges {
            node {
              id
              ...MessageBubble_message
            }
          }
        }
      }
    `,
    conversation,
  );
  const messages = data.messages.edges.map((edge) => edge.node).reverse();
  const newest = messages.at(-1)?.id;
  const endRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  return (
    <div className="social-messages">
      {hasNext ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={isLoadingNext}
          onClick={() => loadNext(MESSAGES_PAGE_SIZE)}
        >
          {isLoadingNext ? 'Loading…' : 'Load earlier messages'}
        </button>
      ) : null}
      {messages.length === 0 ? (
        <p>No messages yet: say hello.</p>
      ) : (
        <ol className="social-messages__list" aria-label="Messages" aria-live="polite">
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </ol>
      )}
      <div ref={endRef} />
    </div>
  );
}
