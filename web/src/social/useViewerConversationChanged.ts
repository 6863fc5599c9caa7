import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { placeMessage } from './friendLists';
import type {
  useViewerConversationChangedSubscription,
  useViewerConversationChangedSubscription$data,
} from './__generated__/useViewerConversationChangedSubscription.graphql';

const ViewerConversationChangedSubscription = graphql`
  subscription useViewerConversationChangedSubscription {
    viewerConversationChanged {
      conversation {
        id
        ...FriendRow_conversation
      }
      message {
        id
        fromViewer
        ...MessageBubble_message
      }
    }
  }
`;

export type ConversationChange = useViewerConversationChangedSubscription$data['viewerConversationChanged'];

/**
 * Messages as they are sent and received, on any device: each joins its conversation if the store
 * holds it, and the friends list's unread counts follow (the conversation's fields are selected).
 * `onChange` lets an open conversation mark a friend's message read as it arrives.
 */
export function useViewerConversationChanged(onChange?: (change: ConversationChange) => void): void {
  const config = useMemo<GraphQLSubscriptionConfig<useViewerConversationChangedSubscription>>(
    () => ({
      subscription: ViewerConversationChangedSubscription,
      variables: {},
      updater: (store, response) => {
        const change = response?.viewerConversationChanged;
        if (change?.message) placeMessage(store, change.conversation.id, change.message.id);
      },
      onNext: (response) => {
        if (response && onChange) onChange(response.viewerConversationChanged);
      },
      onError: (error) => console.warn('[social] message updates stopped', error),
    }),
    [onChange],
  );
  useSubscription(config);
}
