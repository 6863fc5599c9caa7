// Friends and messages (API.md "Friends and messages"): the REST calls and their decoders. Every
// field is checked: an answer the gateway cannot read is an UPSTREAM_ERROR, never a wrong friend or
// message. Members are read with the accounts' decoder (the same public face everywhere).
import { decodeMember } from '../accounts/rest.js';
import type { RestClient } from '../rest/client.js';
import { array, isoTime, malformed, object, positiveInt } from '../rest/decode.js';
import type {
  ConversationModel,
  DirectMessageModel,
  FriendRequestDirectionValue,
  FriendRequestModel,
  FriendshipModel,
  MemberRelationshipValue,
  MessagesPage,
} from './models.js';

export const FRIENDS_PATH = '/api/user/friends';
export const FRIEND_REQUESTS_PATH = '/api/user/friends?pending=true';
export const FRIEND_SEARCH_PATH = '/api/user/friends/search';
export const FRIEND_INVITE_PATH = '/api/user/friends/invite';
export const MESSAGES_PATH = '/api/user/messages';
export const messagesPath = (friendId: number) => `${MESSAGES_PATH}/${friendId}`;
export const readPath = (friendId: number) => `${MESSAGES_PATH}/${friendId}/read`;

const DIRECTIONS: Readonly<Record<string, FriendRequestDirectionValue>> = {
  incoming: 'INCOMING',
  outgoing: 'OUTGOING',
};

const RELATIONSHIPS: Readonly<Record<string, MemberRelationshipValue>> = {
  none: 'NONE',
  friend: 'FRIEND',
  incoming: 'INCOMING_REQUEST',
  outgoing: 'OUTGOING_REQUEST',
  self: 'SELF',
};

function text(value: unknown, what: string): string {
  if (typeof value !== 'string') throw malformed(what);
  return value;
}

function wholeNumber(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw malformed(what);
  return value;
}

function nullableIso(value: unknown, what: string): string | null {
  return value === null ? null : isoTime(value, what);
}

// ---- decoders -----------------------------------------------------------------------------------

export function decodeFriend(value: unknown, what: string): FriendshipModel {
  const raw = object(value, what);
  const member = decodeMember(raw.friend, `${what}.friend`);
  return {
    __typename: 'Friendship',
    id: positiveInt(raw.userFriendId, `${what}.userFriendId`),
    memberId: member.id,
    member,
    friendsSince: isoTime(raw.friendsSince, `${what}.friendsSince`),
  };
}

export function decodeFriendRequest(value: unknown, what: string): FriendRequestModel {
  const raw = object(value, what);
  const direction = typeof raw.direction === 'string' ? DIRECTIONS[raw.direction] : undefined;
  if (!direction) throw malformed(`${what}.direction`);
  // A request is waiting by definition: an accepted one is a friendship.
  if (raw.accepted !== false) throw malformed(`${what}.accepted`);
  const member = decodeMember(raw.friend, `${what}.friend`);
  return {
    __typename: 'FriendRequest',
    id: positiveInt(raw.userFriendId, `${what}.userFriendId`),
    direction,
    memberId: member.id,
    member,
    requestedAt: isoTime(raw.requestedAt, `${what}.requestedAt`),
  };
}

/**
 * A message; `friendId` is the viewer's friend in it, which must be its sender or its recipient
 * (a message between two others is never the viewer's).
 */
export function decodeDirectMessage(value: unknown, friendId: number, what: string): DirectMessageModel {
  const raw = object(value, what);
  const senderId = positiveInt(raw.senderId, `${what}.senderId`);
  const recipientId = positiveInt(raw.recipientId, `${what}.recipientId`);
  if (senderId === recipientId || (senderId !== friendId && recipientId !== friendId))
    throw malformed(`${what}.senderId`);
  return {
    __typename: 'DirectMessage',
    id: positiveInt(raw.id, `${what}.id`),
    senderId,
    recipientId,
    friendId,
    text: text(raw.text, `${what}.text`),
    sentAt: isoTime(raw.sentAt, `${what}.sentAt`),
    readAt: nullableIso(raw.readAt, `${what}.readAt`),
    liveClassId:
      raw.liveClassId === null || raw.liveClassId === undefined
        ? null
        : positiveInt(raw.liveClassId, `${what}.liveClassId`),
  };
}

function decodeConversation(value: unknown, what: string): ConversationModel {
  const raw = object(value, what);
  const member = decodeMember(raw.friend, `${what}.friend`);
  if (!('lastMessage' in raw)) throw malformed(`${what}.lastMessage`);
  return {
    __typename: 'Conversation',
    id: positiveInt(raw.userFriendId, `${what}.userFriendId`),
    member,
    lastMessage:
      raw.lastMessage === null
        ? null
        : decodeDirectMessage(raw.lastMessage, member.id, `${what}.lastMessage`),
    unreadCount: wholeNumber(raw.unreadCount, `${what}.unreadCount`),
  };
}

// ---- calls --------------------------------------------------------------------------------------

/** GET /api/user/friends: the viewer's friends, newest friendship first. */
export async function fetchFriends(rest: RestClient): Promise<FriendshipModel[]> {
  const what = 'user/friends';
  return array(await rest.get(FRIENDS_PATH), what).map((row, index) =>
    decodeFriend(row, `${what}[${index}]`),
  );
}

/** GET /api/user/friends?pending=true: requests to and from the viewer, newest first. */
export async function fetchFriendRequests(rest: RestClient): Promise<FriendRequestModel[]> {
  const what = 'user/friends?pending';
  return array(await rest.get(FRIEND_REQUESTS_PATH), what).map((row, index) =>
    decodeFriendRequest(row, `${what}[${index}]`),
  );
}

/** GET /api/user/messages: a conversation with every friend, the latest first. */
export async function fetchConversations(rest: RestClient): Promise<ConversationModel[]> {
  const what = 'user/messages';
  const content = object(await rest.get(MESSAGES_PATH), what);
  return array(content.conversations, `${what}.conversations`).map((row, index) =>
    decodeConversation(row, `${what}.conversations[${index}]`),
  );
}

/** GET /api/user/messages/{friendId}?before=&limit=: older than `before`, newest first. */
export async function fetchMessages(
  rest: RestClient,
  friendId: number,
  page: { before: number | null; limit: number },
): Promise<MessagesPage> {
  const what = 'user/messages/{friendId}';
  const query = new URLSearchParams({ limit: String(page.limit) });
  if (page.before !== null) query.set('before', String(page.before));
  const content = object(await rest.get(`${messagesPath(friendId)}?${query.toString()}`), what);
  const messages = array(content.messages, `${what}.messages`).map((row, index) =>
    decodeDirectMessage(row, friendId, `${what}.messages[${index}]`),
  );
  if (!('nextBefore' in content)) throw malformed(`${what}.nextBefore`);
  return {
    messages,
    nextBefore: content.nextBefore === null ? null : positiveInt(content.nextBefore, `${what}.nextBefore`),
  };
}

/** POST /api/user/friends/search: the member with that address and how they stand with the viewer. */
export async function postFriendSearch(
  rest: RestClient,
  email: string,
): Promise<{
  member: ReturnType<typeof decodeMember>;
  relationship: MemberRelationshipValue;
  userFriendId: number | null;
}> {
  const what = 'user/friends/search';
  const content = object(await rest.post(FRIEND_SEARCH_PATH, { body: { email } }), what);
  const relationship =
    typeof content.relationship === 'string' ? RELATIONSHIPS[content.relationship] : undefined;
  if (!relationship) throw malformed(`${what}.relationship`);
  const userFriendId =
    content.userFriendId === null || content.userFriendId === undefined
      ? null
      : positiveInt(content.userFriendId, `${what}.userFriendId`);
  // A request or a friendship is one row between the two: the answer must name it.
  if ((relationship === 'NONE' || relationship === 'SELF') !== (userFriendId === null))
    throw malformed(`${what}.userFriendId`);
  return { member: decodeMember(content, what), relationship, userFriendId };
}

/** POST /api/user/friends: asks a member; the request, `outgoing`. */
export async function postFriendRequest(rest: RestClient, friendId: number): Promise<FriendRequestModel> {
  const what = 'user/friends (POST)';
  const content = object(await rest.post(FRIENDS_PATH, { body: { friendId } }), what);
  text(content.message, `${what}.message`);
  const request = decodeFriendRequest(content.request, `${what}.request`);
  if (request.direction !== 'OUTGOING' || request.memberId !== friendId) throw malformed(`${what}.request`);
  return request;
}

/** PATCH /api/user/friends: accepts (the new friendship; null if the friend left meanwhile) or declines (null). */
export async function patchFriendRequest(
  rest: RestClient,
  userFriendId: number,
  accepted: boolean,
): Promise<FriendshipModel | null> {
  const what = 'user/friends (PATCH)';
  const content = object(
    await rest.request('PATCH', FRIENDS_PATH, { body: { userFriendId, accepted } }),
    what,
  );
  if (positiveInt(content.userFriendId, `${what}.userFriendId`) !== userFriendId)
    throw malformed(`${what}.userFriendId`);
  if (content.accepted !== accepted) throw malformed(`${what}.accepted`);
  if (!accepted || content.friend === null) return null;
  const friendship = decodeFriend(content.friend, `${what}.friend`);
  if (friendship.id !== userFriendId) throw malformed(`${what}.friend.userFriendId`);
  return friendship;
}

/** DELETE /api/user/friends: ends a friendship or a request; why, as the backend judged it. */
export async function deleteFriendship(
  rest: RestClient,
  userFriendId: number,
): Promise<'removed' | 'cancelled' | 'declined'> {
  const what = 'user/friends (DELETE)';
  const content = object(await rest.request('DELETE', FRIENDS_PATH, { body: { userFriendId } }), what);
  if (positiveInt(content.userFriendId, `${what}.userFriendId`) !== userFriendId)
    throw malformed(`${what}.userFriendId`);
  positiveInt(content.friendId, `${what}.friendId`);
  const reason = content.reason;
  if (reason !== 'removed' && reason !== 'cancelled' && reason !== 'declined')
    throw malformed(`${what}.reason`);
  return reason;
}

/** POST /api/user/friends/invite (202): where the invitation went and until when it works. */
export async function postInvitation(
  rest: RestClient,
  to: { email: string } | { phone: string },
): Promise<{ invited: string; expiresAt: string }> {
  const what = 'user/friends/invite';
  const content = object(await rest.post(FRIEND_INVITE_PATH, { body: to }), what);
  const invited = object(content.invited, `${what}.invited`);
  const address = 'email' in to ? invited.email : invited.phone;
  return {
    invited: text(address, `${what}.invited`),
    expiresAt: isoTime(content.expiresAt, `${what}.expiresAt`),
  };
}

/** POST /api/user/messages (201): the message sent, from the viewer to `friendId`. */
export async function postMessage(
  rest: RestClient,
  friendId: number,
  body: string,
): Promise<DirectMessageModel> {
  const what = 'user/messages (POST)';
  const message = decodeDirectMessage(
    await rest.post(MESSAGES_PATH, { body: { friendId, text: body } }),
    friendId,
    what,
  );
  if (message.recipientId !== friendId) throw malformed(`${what}.recipientId`);
  return message;
}

/** POST /api/user/messages/{friendId}/read: when the friend's messages were marked read. */
export async function postConversationRead(rest: RestClient, friendId: number): Promise<string | null> {
  const what = 'user/messages/{friendId}/read';
  const content = object(await rest.post(readPath(friendId)), what);
  const count = wholeNumber(content.readCount, `${what}.readCount`);
  array(content.messageIds, `${what}.messageIds`).forEach((id, index) =>
    positiveInt(id, `${what}.messageIds[${index}]`),
  );
  return count === 0 || content.readAt === null ? null : isoTime(content.readAt, `${what}.readAt`);
}
