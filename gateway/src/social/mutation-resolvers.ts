// The friends and messages mutations. Each checks its input first and needs a signed-in member (a
// refusal costs no REST call), calls its route once (never retried), turns the refusals a page
// expects into userErrors (user-errors.ts), and forgets what the change made stale, so the payload
// and whatever the operation reads next are fresh.
import type { MutationResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import { databaseIdOf } from '../node/global-id.js';
import { NOT_SIGNED_IN, type UserErrorModel } from '../shared/user-errors.js';
import { emailOf, messageTextOf, phoneOf } from './input.js';
import type { ConversationModel } from './models.js';
import {
  deleteFriendship,
  patchFriendRequest,
  postConversationRead,
  postFriendRequest,
  postInvitation,
  postMessage,
} from './rest.js';
import {
  FRIEND_REQUEST_SENT_MESSAGE,
  NO_CONVERSATION_MESSAGE,
  NO_FRIEND_MESSAGE,
  NO_FRIEND_REQUEST_MESSAGE,
  NO_MEMBER_MESSAGE,
  NOT_FRIENDS_MESSAGE,
  socialFailure,
  type SocialFailureFields,
} from './user-errors.js';

type Outcome<T> = { ok: true; value: T } | { ok: false; userErrors: UserErrorModel[] };

const invalid = (field: string | null, message: string): UserErrorModel => ({
  field,
  code: 'INVALID_INPUT',
  message,
});
const noMember: UserErrorModel = { field: 'memberId', code: 'NOT_FOUND', message: NO_MEMBER_MESSAGE };
const noRequest: UserErrorModel = {
  field: 'friendRequestId',
  code: 'NOT_FOUND',
  message: NO_FRIEND_REQUEST_MESSAGE,
};
const noFriend: UserErrorModel = { field: 'friendshipId', code: 'NOT_FOUND', message: NO_FRIEND_MESSAGE };
const noConversation: UserErrorModel = {
  field: 'conversationId',
  code: 'NOT_FOUND',
  message: NO_CONVERSATION_MESSAGE,
};

const REQUEST_FIELDS: SocialFailureFields = {
  fields: { friendId: 'memberId', userFriendId: 'friendRequestId', accepted: 'accept' },
  notFound: noRequest,
  invalidField: null,
};

/**
 * Runs a member's call once: an expected refusal becomes a userError (a 401 also ends the request's
 * session, as every domain does), anything else stays an error of the field.
 */
async function memberCall<T>(
  context: GatewayContext,
  mapping: SocialFailureFields,
  call: () => Promise<T>,
): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const userError = socialFailure(error, mapping);
    if (!userError) throw error;
    if (userError.code === 'UNAUTHENTICATED') context.loaders.accounts.endSession();
    return { ok: false, userErrors: [userError] };
  }
}

const Mutation: MutationResolvers = {
  sendFriendRequest: async (_root, { input }, context) => {
    const failed = (userErrors: UserErrorModel[]) => ({ friendRequest: null, message: null, userErrors });
    const friendId = databaseIdOf(input.memberId, 'Member');
    if (friendId === null) return failed([invalid('memberId', 'This is not a member.')]);
    if (!context.rest.hasAuthorization) return failed([NOT_SIGNED_IN]);
    const outcome = await memberCall(
      context,
      { fields: { friendId: 'memberId' }, notFound: noMember, invalidField: 'memberId' },
      () => postFriendRequest(context.rest, friendId),
    );
    if (!outcome.ok) return failed(outcome.userErrors);
    context.loaders.social.forgetFriends();
    return { friendRequest: outcome.value, message: FRIEND_REQUEST_SENT_MESSAGE, userErrors: [] };
  },

  respondToFriendRequest: async (_root, { input }, context) => {
    const failed = (userErrors: UserErrorModel[]) => ({
      friendship: null,
      answeredFriendRequestId: null,
      userErrors,
    });
    const userFriendId = databaseIdOf(input.friendRequestId, 'FriendRequest');
    if (userFriendId === null) return failed([invalid('friendRequestId', 'This is not a friend request.')]);
    if (!context.rest.hasAuthorization) return failed([NOT_SIGNED_IN]);
    const outcome = await memberCall(context, REQUEST_FIELDS, () =>
      patchFriendRequest(context.rest, userFriendId, input.accept),
    );
    if (!outcome.ok) return failed(outcome.userErrors);
    context.loaders.social.forgetFriends();
    return { friendship: outcome.value, answeredFriendRequestId: userFriendId, userErrors: [] };
  },

  cancelFriendRequest: async (_root, { input }, context) => {
    const failed = (userErrors: UserErrorModel[]) => ({ cancelledFriendRequestId: null, userErrors });
    const userFriendId = databaseIdOf(input.friendRequestId, 'FriendRequest');
    if (userFriendId === null) return failed([invalid('friendRequestId', 'This is not a friend request.')]);
    if (!context.rest.hasAuthorization) return failed([NOT_SIGNED_IN]);
    // DELETE ends a friendship as readily as a request: only a request the viewer sent, still
    // waiting, is withdrawn here, so a request accepted meanwhile never ends the new friendship.
    const waiting = await memberCall(context, REQUEST_FIELDS, () => context.loaders.social.friendRequests());
    if (!waiting.ok) return failed(waiting.userErrors);
    const request = waiting.value.find((candidate) => candidate.id === userFriendId);
    if (request?.direction !== 'OUTGOING') return failed([noRequest]);
    const outcome = await memberCall(context, REQUEST_FIELDS, () =>
      deleteFriendship(context.rest, userFriendId),
    );
    if (!outcome.ok) return failed(outcome.userErrors);
    context.loaders.social.forgetFriends();
    return { cancelledFriendRequestId: userFriendId, userErrors: [] };
  },

  removeFriend: async (_root, { input }, context) => {
    const failed = (userErrors: UserErrorModel[]) => ({ removedFriendshipId: null, userErrors });
    const userFriendId = databaseIdOf(input.friendshipId, 'Friendship');
    if (userFriendId === null) return failed([invalid('friendshipId', 'This is not a friendship.')]);
    if (!context.rest.hasAuthorization) return failed([NOT_SIGNED_IN]);
    const outcome = await memberCall(
      context,
      { fields: { userFriendId: 'friendshipId' }, notFound: noFriend, invalidField: null },
      () => deleteFriendship(context.rest, userFriendId),
    );
    if (!outcome.ok) return failed(outcome.userErrors);
    context.loaders.social.forgetFriends();
    return { removedFriendshipId: userFriendId, userErrors: [] };
  },

  inviteFriend: async (_root, { input }, context) => {
    const failed = (userErrors: UserErrorModel[]) => ({ invited: null, expiresAt: null, userErrors });
    const email = input.email?.trim() ? input.email : null;
    const phone = input.phone?.trim() ? input.phone : null;
    if ((email === null) === (phone === null))
      return failed([invalid(null, 'Give an e-mail address or a phone number, not both.')]);
    let to: { email: string } | { phone: string };
    if (email !== null) {
      const checked = emailOf(email);
      if ('error' in checked) return failed([checked.error]);
      to = { email: checked.email };
    } else {
      const checked = phoneOf(phone ?? '');
      if ('error' in checked) return failed([checked.error]);
      to = { phone: checked.phone };
    }
    if (!context.rest.hasAuthorization) return failed([NOT_SIGNED_IN]);
    const outcome = await memberCall(
      context,
      {
        fields: { email: 'email', phone: 'phone' },
        notFound: invalid(null, 'This invitation cannot be sent.'),
        invalidField: null,
      },
      () => postInvitation(context.rest, to),
    );
    if (!outcome.ok) return failed(outcome.userErrors);
    return { ...outcome.value, userErrors: [] };
  },

  sendMessage: async (_root, { input }, context) => {
    const failed = (userErrors: UserErrorModel[]) => ({ message: null, friendId: null, userErrors });
    const errors: UserErrorModel[] = [];
    const friendId = databaseIdOf(input.memberId, 'Member');
    if (friendId === null) errors.push(invalid('memberId', 'This is not a member.'));
    const checked = messageTextOf(input.text);
    if ('error' in checked) errors.push(checked.error);
    if (errors.length > 0 || friendId === null || 'error' in checked) return failed(errors);
    if (!context.rest.hasAuthorization) return failed([NOT_SIGNED_IN]);
    const outcome = await memberCall(
      context,
      {
        fields: { friendId: 'memberId', text: 'text' },
        notFound: { field: 'memberId', code: 'FORBIDDEN', message: NOT_FRIENDS_MESSAGE },
        invalidField: null,
      },
      () => postMessage(context.rest, friendId, checked.text),
    );
    if (!outcome.ok) return failed(outcome.userErrors);
    context.loaders.social.forgetConversations();
    return { message: outcome.value, friendId, userErrors: [] };
  },

  markConversationRead: async (_root, { input }, context) => {
    const failed = (userErrors: UserErrorModel[]) => ({ conversation: null, userErrors });
    const userFriendId = databaseIdOf(input.conversationId, 'Conversation');
    if (userFriendId === null) return failed([invalid('conversationId', 'This is not a conversation.')]);
    if (!context.rest.hasAuthorization) return failed([NOT_SIGNED_IN]);
    // The route names the friend: the conversation's friend, from the request's conversations call.
    const mapping: SocialFailureFields = { fields: {}, notFound: noConversation, invalidField: null };
    const listed = await memberCall(context, mapping, () => context.loaders.social.conversations());
    if (!listed.ok) return failed(listed.userErrors);
    const found = listed.value.find((conversation) => conversation.id === userFriendId);
    if (!found) return failed([noConversation]);
    const outcome = await memberCall(context, mapping, () =>
      postConversationRead(context.rest, found.member.id),
    );
    if (!outcome.ok) return failed(outcome.userErrors);
    context.loaders.social.forgetConversations();
    const readAt = outcome.value;
    const last = found.lastMessage;
    // Nothing from the friend is unread now; the last message shows when it was read.
    const conversation: ConversationModel = {
      ...found,
      unreadCount: 0,
      lastMessage:
        last && readAt !== null && last.senderId === found.member.id && last.readAt === null
          ? { ...last, readAt }
          : last,
    };
    return { conversation, userErrors: [] };
  },
};

export const socialMutationResolvers: Resolvers = { Mutation };
