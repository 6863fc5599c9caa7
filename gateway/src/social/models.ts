// What the social resolvers receive as parents (the codegen script maps each `<Type>Model` to the
// graph's `<Type>`): the backend's friends and messages answers (API.md "Friends and messages"),
// read and checked by rest.ts, always from the viewer's side. Node types carry `__typename`.
import type { MemberModel } from '../accounts/models.js';
import type { UserErrorModel } from '../shared/user-errors.js';

export type FriendRequestDirectionValue = 'INCOMING' | 'OUTGOING';
export type MemberRelationshipValue = 'NONE' | 'FRIEND' | 'INCOMING_REQUEST' | 'OUTGOING_REQUEST' | 'SELF';
export type FriendsChangeKindValue = 'REQUESTED' | 'ACCEPTED' | 'REMOVED';

/**
 * The other member of a friendship or request: their public face when the answer carried it (the
 * REST lists do), else only their id (an event names ids only), read through the accounts' batched
 * member loader when asked.
 */
export interface OtherMember {
  memberId: number;
  member: MemberModel | null;
}

/** A friend (GET /api/user/friends): keyed by the friendship's `userFriendId`. */
export interface FriendshipModel extends OtherMember {
  readonly __typename: 'Friendship';
  id: number;
  friendsSince: string;
}

/** A request waiting (GET /api/user/friends?pending=true): keyed by its `userFriendId`. */
export interface FriendRequestModel extends OtherMember {
  readonly __typename: 'FriendRequest';
  id: number;
  direction: FriendRequestDirectionValue;
  requestedAt: string;
}

/** A message, with the friend it is exchanged with as the viewer sees it (so `fromViewer` costs nothing). */
export interface DirectMessageModel {
  readonly __typename: 'DirectMessage';
  id: number;
  senderId: number;
  recipientId: number;
  /** The viewer's friend in this conversation: the sender or the recipient. */
  friendId: number;
  text: string;
  sentAt: string;
  readAt: string | null;
  /** The live class the message invites the reader to; null for a message a member wrote. */
  liveClassId: number | null;
}

/** The conversation with one friend (GET /api/user/messages): keyed by the friendship's `userFriendId`. */
export interface ConversationModel {
  readonly __typename: 'Conversation';
  id: number;
  member: MemberModel;
  lastMessage: DirectMessageModel | null;
  unreadCount: number;
}

/** A page of a conversation (GET /api/user/messages/{friendId}), newest first. */
export interface MessagesPage {
  messages: DirectMessageModel[];
  /** The `before` of the next (older) page; null at the start of the conversation. */
  nextBefore: number | null;
}

/** POST /api/user/friends/search, read; `userErrors` when nothing was found. */
export interface MemberSearchResultModel {
  member: MemberModel | null;
  relationship: MemberRelationshipValue | null;
  /** The friendship or request between the two; null for NONE and SELF. */
  userFriendId: number | null;
  userErrors: UserErrorModel[];
}

/** One friend.* event from the viewer's side. */
export interface FriendsChangeModel {
  kind: FriendsChangeKindValue;
  friendRequest: FriendRequestModel | null;
  friendship: FriendshipModel | null;
  /** Global ids of what is gone. */
  removedIds: string[];
}

/** One message.* event from the viewer's side: its conversation is read when the push is resolved. */
export interface ConversationChangeModel {
  friendId: number;
  message: DirectMessageModel | null;
}

/** The answers of ending a request or a friendship, as global ids when asked. */
export interface CancelFriendRequestPayloadModel {
  cancelledFriendRequestId: number | null;
  userErrors: UserErrorModel[];
}

export interface RemoveFriendPayloadModel {
  removedFriendshipId: number | null;
  userErrors: UserErrorModel[];
}

export interface RespondToFriendRequestPayloadModel {
  friendship: FriendshipModel | null;
  answeredFriendRequestId: number | null;
  userErrors: UserErrorModel[];
}

/** The answer of sending a message: the conversation is read again only if the operation asks. */
export interface SendMessagePayloadModel {
  message: DirectMessageModel | null;
  /** The friend written to; null on failure. */
  friendId: number | null;
  userErrors: UserErrorModel[];
}
