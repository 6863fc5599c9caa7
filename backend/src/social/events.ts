import type { Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import type { ApiDirectMessage, ApiFriendship } from './present.js';
import type { FriendshipRecord } from './repository.js';

/**
 * The friends and messages events, written in the transaction of the change they report and
 * addressed to the two members concerned only (the gateway shows an event to its audience and
 * nobody else).
 */

/** Why a friendship row went: the addressee declined, the requester cancelled, or either removed a friend. */
export type FriendRemoval = 'declined' | 'cancelled' | 'removed';

export type SocialEvent =
  | { type: 'friend.requested'; friendship: ApiFriendship }
  | { type: 'friend.accepted'; friendship: ApiFriendship; viaInvitation: boolean }
  | { type: 'friend.removed'; friendship: ApiFriendship; reason: FriendRemoval; byUserId: number }
  | { type: 'message.sent'; message: ApiDirectMessage }
  | { type: 'message.read'; readerId: number; senderId: number; messageIds: number[]; readAt: string };

function subjectOf(event: SocialEvent): { kind: string; id: number } {
  switch (event.type) {
    case 'message.sent':
      return { kind: 'direct_message', id: event.message.id };
    case 'message.read':
      return { kind: 'user', id: event.readerId };
    default:
      return { kind: 'friendship', id: event.friendship.userFriendId };
  }
}

export async function recordSocialEvent(
  tx: Queryable,
  audience: readonly [number, number],
  event: SocialEvent,
  now: Date,
): Promise<void> {
  const { type, ...payload } = event;
  await recordEvent(tx, {
    type,
    occurredAt: now,
    subject: subjectOf(event),
    audienceUserIds: [...audience].sort((a, b) => a - b),
    payload: { ...payload },
  });
}

/** The two members of a friendship, the audience of its events. */
export function membersOf(friendship: FriendshipRecord): readonly [number, number] {
  return [friendship.requesterId, friendship.addresseeId];
}
