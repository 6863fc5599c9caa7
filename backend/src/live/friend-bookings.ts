import type { Queryable } from '../db/database.js';
import { recordEvent } from '../events/record.js';
import { LiveFriendsRepository } from './friends-repository.js';
import { toApiLiveClass } from './present.js';
import type { LiveClassRecord } from './repository.js';

/** A member booked a class or cancelled their booking: their friends' view of who booked it changed. */
export const FRIEND_BOOKING_CHANGED = 'liveclass.friend_booking_changed';

/**
 * Tells the member's friends now (and nobody else) that who of their friends booked `live` changed,
 * in the transaction of the booking or its cancellation. The event names the class only: each
 * friend reads the class's friends again from their own side, so a booking is never shown to
 * someone who is not the booker's friend when they read it. Nothing is written for a member
 * without friends.
 */
export async function recordFriendBookingChange(
  tx: Queryable,
  userId: number,
  live: LiveClassRecord,
  now: Date,
): Promise<void> {
  const friends = await new LiveFriendsRepository(tx).friendIds(userId);
  if (friends.length === 0) return;
  await recordEvent(tx, {
    type: FRIEND_BOOKING_CHANGED,
    occurredAt: now,
    subject: { kind: 'liveclass', id: live.id },
    audienceUserIds: friends,
    payload: { liveClass: toApiLiveClass(live) },
  });
}
