// The viewer's friends, friend requests and conversations, and finding a member by e-mail. Every
// list is REST's whole answer, paged here (at most 100 a page): friends and requests by sort key, so
// a friend added or removed between two pages neither skips nor repeats one; conversations by
// position (their order follows the latest message, so no key outlives a message anyway); a
// conversation's messages by REST's own `before` cursor.
import { GraphQLError } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { MemberModel } from '../accounts/models.js';
import { ErrorCode, userInputError } from '../errors/index.js';
import type { GatewayContext } from '../graph/context.js';
import { databaseIdOf, toGlobalId } from '../node/global-id.js';
import {
  connectionByKey,
  connectionFromRestPage,
  connectionFromUnpagedList,
  parseConnectionArgs,
  parseKeyPageArgs,
  parseRestPageArgs,
  type SortKey,
} from '../relay/connection.js';
import { isSessionEnded } from '../shared/session.js';
import { NOT_SIGNED_IN, type UserErrorModel } from '../shared/user-errors.js';
import { emailOf } from './input.js';
import type {
  ConversationModel,
  FriendRequestModel,
  FriendshipModel,
  MemberSearchResultModel,
  OtherMember,
} from './models.js';
import { postFriendSearch } from './rest.js';
import { socialFailure, USER_NOT_FOUND_MESSAGE } from './user-errors.js';

/** Newest first, then the higher id: the lists' own order, as a key. */
export const friendshipKey = (friendship: FriendshipModel): SortKey => [
  -Date.parse(friendship.friendsSince),
  -friendship.id,
];
export const friendRequestKey = (request: FriendRequestModel): SortKey => [
  -Date.parse(request.requestedAt),
  -request.id,
];

function byKey<T>(list: readonly T[], keyOf: (item: T) => SortKey): T[] {
  return [...list].sort((a, b) => {
    const [left, right] = [keyOf(a), keyOf(b)];
    for (let index = 0; index < left.length; index += 1)
      if (left[index] !== right[index]) return Number(left[index]) - Number(right[index]);
    return 0;
  });
}

/** The other member's public face: the answer's, else the accounts' batched member loader. */
export async function otherMemberOf(model: OtherMember, context: GatewayContext): Promise<MemberModel> {
  const member = model.member ?? (await context.loaders.accounts.memberById(model.memberId));
  if (!member)
    throw new GraphQLError('This member is no longer on StreamFit.', {
      extensions: { code: ErrorCode.NotFound },
    });
  return member;
}

/** The conversation with a friend, from the request's one conversations call; null when not a friend. */
export async function conversationWith(
  context: GatewayContext,
  friendId: number,
): Promise<ConversationModel | null> {
  return (await context.loaders.social.conversations()).find((c) => c.member.id === friendId) ?? null;
}

/** A list of the viewer's: empty for a visitor or an ended session (nothing of theirs to show). */
async function viewerList<T>(context: GatewayContext, load: () => Promise<T[]>): Promise<T[]> {
  if (!context.rest.hasAuthorization) return [];
  try {
    return await load();
  } catch (error) {
    if (isSessionEnded(error)) return [];
    throw error;
  }
}

const notFound = (): MemberSearchResultModel => ({
  member: null,
  relationship: null,
  userFriendId: null,
  userErrors: [{ field: 'email', code: 'NOT_FOUND', message: USER_NOT_FOUND_MESSAGE }],
});
const searchFailed = (userErrors: UserErrorModel[]): MemberSearchResultModel => ({
  member: null,
  relationship: null,
  userFriendId: null,
  userErrors,
});

export const socialResolvers: Resolvers = {
  Query: {
    searchMember: async (_root, { email: given }, context) => {
      const checked = emailOf(given);
      if ('error' in checked) return searchFailed([checked.error]);
      if (!context.rest.hasAuthorization) return searchFailed([NOT_SIGNED_IN]);
      try {
        const found = await postFriendSearch(context.rest, checked.email);
        return { ...found, userErrors: [] };
      } catch (error) {
        const userError = socialFailure(error, {
          fields: { email: 'email' },
          notFound: { field: 'email', code: 'NOT_FOUND', message: USER_NOT_FOUND_MESSAGE },
          invalidField: 'email',
        });
        if (!userError) throw error;
        // The spec's words only, whatever the backend's 404 said.
        if (userError.code === 'NOT_FOUND') return notFound();
        if (userError.code === 'UNAUTHENTICATED') context.loaders.accounts.endSession();
        return searchFailed([userError]);
      }
    },
  },

  User: {
    friends: async (_user, args, context) => {
      const page = parseKeyPageArgs(args);
      const friends = await viewerList(context, () => context.loaders.social.friends());
      return connectionByKey(byKey(friends, friendshipKey), page, friendshipKey);
    },
    friendRequests: async (_user, { direction, ...args }, context) => {
      const page = parseKeyPageArgs(args);
      const requests = await viewerList(context, () => context.loaders.social.friendRequests());
      const shown = direction ? requests.filter((request) => request.direction === direction) : requests;
      return connectionByKey(byKey(shown, friendRequestKey), page, friendRequestKey);
    },
    conversations: async (_user, args, context) => {
      const page = parseConnectionArgs(args);
      const conversations = await viewerList(context, () => context.loaders.social.conversations());
      return connectionFromUnpagedList(conversations, page);
    },
    conversation: async (_user, { memberId }, context) => {
      const friendId = databaseIdOf(memberId, 'Member');
      if (friendId === null) throw userInputError('`memberId` is not a member id.');
      const conversations = await viewerList(context, () => context.loaders.social.conversations());
      return conversations.find((conversation) => conversation.member.id === friendId) ?? null;
    },
  },

  Friendship: {
    id: (friendship) => toGlobalId('Friendship', friendship.id),
    databaseId: (friendship) => friendship.id,
    member: (friendship, _args, context) => otherMemberOf(friendship, context),
    friendsSince: (friendship) => friendship.friendsSince,
    // From the request's one conversations call; a friendship the list does not show yet (made a
    // moment ago) has an empty conversation.
    conversation: async (friendship, _args, context) => {
      const found = (await context.loaders.social.conversations()).find((c) => c.id === friendship.id);
      return (
        found ?? {
          __typename: 'Conversation',
          id: friendship.id,
          member: await otherMemberOf(friendship, context),
          lastMessage: null,
          unreadCount: 0,
        }
      );
    },
  },

  FriendRequest: {
    id: (request) => toGlobalId('FriendRequest', request.id),
    databaseId: (request) => request.id,
    member: (request, _args, context) => otherMemberOf(request, context),
  },

  Conversation: {
    id: (conversation) => toGlobalId('Conversation', conversation.id),
    messages: async (conversation, args, context) => {
      const request = parseRestPageArgs(args);
      let before: number | null = null;
      if (request.after !== null) {
        if (!/^[1-9][0-9]{0,15}$/.test(request.after)) throw userInputError('`after` is not a valid cursor.');
        before = Number(request.after);
      }
      const page =
        request.first === 0
          ? { messages: [], nextBefore: before }
          : await context.loaders.social.messages(conversation.member.id, before, request.first);
      return connectionFromRestPage(
        {
          items: page.messages,
          // The next page of a message's edge: the messages older than it.
          cursorOf: (message) => String(message.id),
          nextCursor: page.nextBefore === null ? null : String(page.nextBefore),
          totalCount: null,
        },
        request,
      );
    },
  },

  DirectMessage: {
    id: (message) => toGlobalId('DirectMessage', message.id),
    databaseId: (message) => message.id,
    fromViewer: (message) => message.senderId !== message.friendId,
    sender: (message, _args, context) => otherMemberOf({ memberId: message.senderId, member: null }, context),
    // Classes are public: every invitation of the operation is one batched classes-by-id call.
    liveClass: (message, _args, { loaders }) =>
      message.liveClassId === null ? null : loaders.live.byId.load(message.liveClassId),
  },

  MemberSearchResult: {
    // The request between the two, from the request's one requests call (asked only if wanted).
    friendRequest: async (result, _args, context) => {
      if (
        result.userFriendId === null ||
        (result.relationship !== 'INCOMING_REQUEST' && result.relationship !== 'OUTGOING_REQUEST')
      )
        return null;
      const requests = await context.loaders.social.friendRequests();
      return requests.find((request) => request.id === result.userFriendId) ?? null;
    },
  },

  RespondToFriendRequestPayload: {
    answeredFriendRequestId: (payload) =>
      payload.answeredFriendRequestId === null
        ? null
        : toGlobalId('FriendRequest', payload.answeredFriendRequestId),
  },
  CancelFriendRequestPayload: {
    cancelledFriendRequestId: (payload) =>
      payload.cancelledFriendRequestId === null
        ? null
        : toGlobalId('FriendRequest', payload.cancelledFriendRequestId),
  },
  RemoveFriendPayload: {
    removedFriendshipId: (payload) =>
      payload.removedFriendshipId === null ? null : toGlobalId('Friendship', payload.removedFriendshipId),
  },
  SendMessagePayload: {
    // The conversation as it is now (the mutation forgot the old list): read only if asked.
    conversation: (payload, _args, context) =>
      payload.friendId === null ? null : conversationWith(context, payload.friendId),
  },
  ConversationChange: {
    // Read when the push is resolved (fresh loaders), so the unread count is the viewer's now.
    conversation: async (change, _args, context) => {
      const conversation = await conversationWith(context, change.friendId);
      if (!conversation)
        throw new GraphQLError('This conversation is no longer yours.', {
          extensions: { code: ErrorCode.NotFound },
        });
      return conversation;
    },
  },
};
