// The viewer's friends and conversations pushes: friend.requested / friend.accepted / friend.removed
// and message.sent / message.read, each addressed by the backend to the two members only. The hub
// shows a subscription only the events whose audience includes its viewer (events/hub.ts,
// visibleTo). Each event is turned to the viewer's side (which way a request goes, who the friend
// is, whether a message is theirs), and the operation's context is renewed before it is resolved,
// so what is read around it (the conversation's unread count, a member's face) is read when it
// happens, never from an earlier push.
import type { Resolvers, SubscriptionResolvers } from '../__generated__/resolvers-types.js';
import { mapEvents, requireHub, subscriberId, unreadableEvent, type DomainEvent } from '../events/index.js';
import { toGlobalId } from '../node/global-id.js';
import { isObject, isoTime, malformed, object, positiveInt } from '../rest/decode.js';
import type { ConversationChangeModel, FriendsChangeModel } from './models.js';
import { decodeDirectMessage } from './rest.js';

export const FRIEND_EVENT_TYPES = ['friend.requested', 'friend.accepted', 'friend.removed'];
export const MESSAGE_EVENT_TYPES = ['message.sent', 'message.read'];

/** A Friendship of an event (the same for both members), read. */
function friendshipOf(value: unknown) {
  const raw = object(value, 'event.payload.friendship');
  const requesterId = positiveInt(raw.requesterId, 'event.payload.friendship.requesterId');
  const addresseeId = positiveInt(raw.addresseeId, 'event.payload.friendship.addresseeId');
  if (requesterId === addresseeId) throw malformed('event.payload.friendship.addresseeId');
  return {
    id: positiveInt(raw.userFriendId, 'event.payload.friendship.userFriendId'),
    requesterId,
    addresseeId,
    requestedAt: isoTime(raw.requestedAt, 'event.payload.friendship.requestedAt'),
    acceptedAt:
      raw.acceptedAt === null ? null : isoTime(raw.acceptedAt, 'event.payload.friendship.acceptedAt'),
  };
}

/** The event's change as the viewer sees it; null when it is not readable or not theirs. */
export function friendsChangeOf(event: DomainEvent, viewerId: number): FriendsChangeModel | null {
  if (!isObject(event.payload)) return null;
  try {
    const friendship = friendshipOf(event.payload.friendship);
    if (friendship.requesterId !== viewerId && friendship.addresseeId !== viewerId) return null;
    const memberId = friendship.requesterId === viewerId ? friendship.addresseeId : friendship.requesterId;
    const requestId = toGlobalId('FriendRequest', friendship.id);
    switch (event.type) {
      case 'friend.requested':
        return {
          kind: 'REQUESTED',
          friendRequest: {
            __typename: 'FriendRequest',
            id: friendship.id,
            direction: friendship.addresseeId === viewerId ? 'INCOMING' : 'OUTGOING',
            memberId,
            member: null,
            requestedAt: friendship.requestedAt,
          },
          friendship: null,
          removedIds: [],
        };
      case 'friend.accepted':
        return {
          kind: 'ACCEPTED',
          friendRequest: null,
          friendship: {
            __typename: 'Friendship',
            id: friendship.id,
            memberId,
            member: null,
            friendsSince: friendship.acceptedAt ?? event.occurredAt,
          },
          removedIds: [requestId],
        };
      case 'friend.removed':
        // Declined, withdrawn or ended: whichever list holds it drops it.
        return {
          kind: 'REMOVED',
          friendRequest: null,
          friendship: null,
          removedIds: [requestId, toGlobalId('Friendship', friendship.id)],
        };
      default:
        return null;
    }
  } catch {
    return null;
  }
}

/** The event's conversation change as the viewer sees it; null when unreadable or not theirs. */
export function conversationChangeOf(event: DomainEvent, viewerId: number): ConversationChangeModel | null {
  if (!isObject(event.payload)) return null;
  try {
    if (event.type === 'message.sent') {
      const raw = object(event.payload.message, 'event.payload.message');
      const senderId = positiveInt(raw.senderId, 'event.payload.message.senderId');
      const recipientId = positiveInt(raw.recipientId, 'event.payload.message.recipientId');
      const friendId = senderId === viewerId ? recipientId : senderId;
      if (senderId !== viewerId && recipientId !== viewerId) return null;
      return { friendId, message: decodeDirectMessage(raw, friendId, 'event.payload.message') };
    }
    if (event.type === 'message.read') {
      const readerId = positiveInt(event.payload.readerId, 'event.payload.readerId');
      const senderId = positiveInt(event.payload.senderId, 'event.payload.senderId');
      if (readerId !== viewerId && senderId !== viewerId) return null;
      return { friendId: readerId === viewerId ? senderId : readerId, message: null };
    }
    return null;
  } catch {
    return null;
  }
}

const Subscription: SubscriptionResolvers = {
  viewerFriendsChanged: {
    subscribe: async (_parent, _args, context) => {
      const hub = requireHub(context.events);
      const viewerId = subscriberId(await context.loaders.accounts.viewer(), 'your friends’ changes');
      const source = hub.subscribe({
        viewerId,
        types: FRIEND_EVENT_TYPES,
        filter: (event) => event.audienceUserIds !== null && friendsChangeOf(event, viewerId) !== null,
      });
      return mapEvents(source, (event) => {
        const change = friendsChangeOf(event, viewerId);
        if (!change) throw unreadableEvent('friends');
        context.renew();
        return { viewerFriendsChanged: change };
      });
    },
  },

  viewerConversationChanged: {
    subscribe: async (_parent, _args, context) => {
      const hub = requireHub(context.events);
      const viewerId = subscriberId(await context.loaders.accounts.viewer(), 'your messages');
      const source = hub.subscribe({
        viewerId,
        types: MESSAGE_EVENT_TYPES,
        filter: (event) => event.audienceUserIds !== null && conversationChangeOf(event, viewerId) !== null,
      });
      return mapEvents(source, (event) => {
        const change = conversationChangeOf(event, viewerId);
        if (!change) throw unreadableEvent('conversation');
        context.renew();
        return { viewerConversationChanged: change };
      });
    },
  },
};

export const socialSubscriptionResolvers: Resolvers = { Subscription };
