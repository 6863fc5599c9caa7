// Per-request loaders for the viewer's friends and messages. REST answers each list whole, so each
// is ONE call per request however many fields ask and however long it is: the friends
// (GET /api/user/friends), the requests (GET /api/user/friends?pending=true) and the conversations
// (GET /api/user/messages), which `viewer.conversations`, `Friendship.conversation`,
// `viewer.conversation(memberId)` and node(id) all share. A conversation's messages are one call per
// page asked. All of it is the viewer's: forgotten when the member changes, and by the mutations
// that change it.
import type { RestClient } from '../rest/client.js';
import type { ConversationModel, FriendRequestModel, FriendshipModel, MessagesPage } from './models.js';
import { fetchConversations, fetchFriendRequests, fetchFriends, fetchMessages } from './rest.js';

export interface SocialLoaders {
  /** The viewer's friends, newest friendship first. */
  friends(): Promise<FriendshipModel[]>;
  /** Requests to and from the viewer, newest first. */
  friendRequests(): Promise<FriendRequestModel[]>;
  /** A conversation with every friend, the latest first. */
  conversations(): Promise<ConversationModel[]>;
  /** A page of the conversation with `friendId`: `limit` messages older than `before`, newest first. */
  messages(friendId: number, before: number | null, limit: number): Promise<MessagesPage>;
  /** A friend or request changed: every list is read again if asked. */
  forgetFriends(): void;
  /** A message was sent or read: the conversations and their pages are read again if asked. */
  forgetConversations(): void;
  /** The member changed: everything is read again if asked. */
  forgetMember(): void;
}

/** Calls `load` once and hands every caller the same promise until `forget`. */
function once<T>(load: () => Promise<T>) {
  let promise: Promise<T> | undefined;
  return {
    get: () => (promise ??= load()),
    forget: () => {
      promise = undefined;
    },
  };
}

export function createSocialLoaders(rest: RestClient): SocialLoaders {
  const friends = once(() => fetchFriends(rest));
  const requests = once(() => fetchFriendRequests(rest));
  const conversations = once(() => fetchConversations(rest));
  const pages = new Map<string, Promise<MessagesPage>>();
  const forgetConversations = () => {
    conversations.forget();
    pages.clear();
  };
  return {
    friends: friends.get,
    friendRequests: requests.get,
    conversations: conversations.get,
    messages(friendId, before, limit) {
      const key = `${friendId}:${before ?? ''}:${limit}`;
      let page = pages.get(key);
      if (!page) {
        page = fetchMessages(rest, friendId, { before, limit });
        pages.set(key, page);
      }
      return page;
    },
    forgetFriends() {
      friends.forget();
      requests.forget();
      // A new or ended friendship adds or takes away a conversation.
      forgetConversations();
    },
    forgetConversations,
    forgetMember() {
      friends.forget();
      requests.forget();
      forgetConversations();
    },
  };
}
