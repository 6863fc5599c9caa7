import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { outcomeOf, useMutationWithOutcome, type MutationOutcome } from '../relay/mutationOutcome';
import type { useMarkConversationReadMutation } from './__generated__/useMarkConversationReadMutation.graphql';

const MarkConversationReadMutation = graphql`
  mutation useMarkConversationReadMutation($input: MarkConversationReadInput!) {
    markConversationRead(input: $input) {
      conversation {
        id
        unreadCount
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export type MarkReadOutcome = MutationOutcome<{ unreadCount: number }>;

/** Marks what a friend sent as read; the friends list's unread count follows from the answer. */
export function useMarkConversationRead(): [(conversationId: string) => Promise<MarkReadOutcome>, boolean] {
  const [commit, inFlight] = useMutationWithOutcome<useMarkConversationReadMutation, { unreadCount: number }>(
    MarkConversationReadMutation,
    ({ markConversationRead: payload }) =>
      outcomeOf(payload, () =>
        payload.conversation ? { unreadCount: payload.conversation.unreadCount } : null,
      ),
  );
  const markRead = useCallback(
    (conversationId: string) => commit({ variables: { input: { conversationId } } }),
    [commit],
  );
  return [markRead, inFlight];
}
