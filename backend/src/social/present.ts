import type { ApiMember } from '../accounts/present.js';
import type { DirectMessageRecord, FriendshipRecord } from './repository.js';

/** The API's friends and messages shapes (API.md "Friends and messages"). */

/** A friend of the caller. */
export interface ApiFriend {
  userFriendId: number;
  friend: ApiMember;
  friendsSince: string;
}

/** A pending request, to the caller (`incoming`) or from them (`outgoing`). */
export interface ApiFriendRequest {
  userFriendId: number;
  direction: 'incoming' | 'outgoing';
  accepted: false;
  friend: ApiMember;
  requestedAt: string;
}

/** A friendship as its events carry it: the same for both members, so no "incoming"/"outgoing". */
export interface ApiFriendship {
  userFriendId: number;
  requesterId: number;
  addresseeId: number;
  accepted: boolean;
  requestedAt: string;
  acceptedAt: string | null;
}

export interface ApiDirectMessage {
  id: number;
  senderId: number;
  recipientId: number;
  text: string;
  sentAt: string;
  readAt: string | null;
  /** The live class this message invites the recipient to (sent with "Invite a friend"); null otherwise. */
  liveClassId: number | null;
}

export function toApiFriend(friendship: FriendshipRecord, friend: ApiMember): ApiFriend {
  return {
    userFriendId: friendship.id,
    friend,
    friendsSince: (friendship.acceptedAt ?? friendship.createdAt).toISOString(),
  };
}

export function toApiFriendRequest(
  friendship: FriendshipRecord,
  callerId: number,
  friend: ApiMember,
): ApiFriendRequest {
  return {
    userFriendId: friendship.id,
    direction: friendship.addresseeId === callerId ? 'incoming' : 'outgoing',
    accepted: false,
    friend,
    requestedAt: friendship.createdAt.toISOString(),
  };
}

export function toApiFriendship(friendship: FriendshipRecord): ApiFriendship {
  return {
    userFriendId: friendship.id,
    requesterId: friendship.requesterId,
    addresseeId: friendship.addresseeId,
    accepted: friendship.acceptedAt !== null,
    requestedAt: friendship.createdAt.toISOString(),
    acceptedAt: friendship.acceptedAt?.toISOString() ?? null,
  };
}

export function toApiDirectMessage(message: DirectMessageRecord): ApiDirectMessage {
  return {
    id: message.id,
    senderId: message.senderId,
    recipientId: message.recipientId,
    text: message.text,
    sentAt: message.sentAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
    liveClassId: message.liveClassId,
  };
}
