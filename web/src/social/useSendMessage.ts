import { useCallback, useRef } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import { placeMessage } from './friendLists';
import type { useSendMessageMutation } from './__generated__/useSendMessageMutation.graphql';

const SendMessageMutation = graphql`
  mutation useSendMessageMutation($input: SendMessageInput!) {
    sendMessage(input: $input) {
      message {
        id
        ...MessageBubble_message
      }
      conversation {
        id
        ...FriendRow_conversation
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** The most a message may hold, after trimming. */
export const MESSAGE_MAX_LENGTH = 2000;

export type SendMessageOutcome = MutationOutcome<{ messageId: string }>;

/**
 * Sends a friend a message. Optimistic: it shows in the conversation the moment it is sent (marked
 * as sending); the answer replaces it, and a refusal or a failed call takes it out again.
 */
export function useSendMessage(
  conversationId: string,
  memberId: string,
): [(text: string) => Promise<SendMessageOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useSendMessageMutation, { messageId: string }>(
    SendMessageMutation,
    ({ sendMessage: payload }) =>
      outcomeOf(payload, () => (payload.message ? { messageId: payload.message.id } : null)),
  );
  const sent = useRef(0);
  const send = useCallback(
    (text: string) => {
      sent.current += 1;
      const pendingId = `client:pendingMessage:${conversationId}:${sent.current}`;
      return commit({
        variables: { input: { memberId, text } },
        optimisticUpdater: (store) => {
          const message = store.create(pendingId, 'DirectMessage');
          message.setValue(pendingId, 'id');
          message.setValue(text, 'text');
          message.setValue(true, 'fromViewer');
          message.setValue(new Date().toISOString(), 'sentAt');
          message.setValue(null, 'readAt');
          placeMessage(store, conversationId, pendingId);
        },
        updater: (store, data) => {
          const id = data?.sendMessage.message?.id;
          if (id) placeMessage(store, conversationId, id);
        },
      });
    },
    [commit, conversationId, memberId],
  );
  return [send, inFlight];
}
