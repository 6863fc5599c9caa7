import { tryAgainIn, type Limit } from '../http/rate-limit.js';

/** The friends and messages calls' limits, all enforced by the shared limiter (http/rate-limit.ts). */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Friend searches: 20 per member within 10 minutes, and 10 an hour for one searched address
 * (whoever asks). Search tells whether an address has an account, so both are counted before the
 * address is looked up, known and unknown alike.
 */
export const FRIEND_SEARCHES_PER_MEMBER: Limit = {
  prefix: 'friend-search:member:',
  limit: 20,
  windowMs: 10 * MINUTE,
};
export const FRIEND_SEARCHES_PER_EMAIL: Limit = { prefix: 'friend-search:email:', limit: 10, windowMs: HOUR };

export function tooManyFriendSearchesMessage(minutes: number): string {
  return `Too many friend searches. ${tryAgainIn(minutes)}`;
}

/** Invitations (each sends an e-mail or a text message): 10 an hour per member, 3 an hour per address or number. */
export const INVITATIONS_PER_MEMBER: Limit = { prefix: 'friend-invite:member:', limit: 10, windowMs: HOUR };
export const INVITATIONS_PER_RECIPIENT: Limit = { prefix: 'friend-invite:to:', limit: 3, windowMs: HOUR };

export function tooManyInvitationsMessage(minutes: number): string {
  return `Too many invitations. ${tryAgainIn(minutes)}`;
}

/** Friend requests sent: 30 an hour per member. */
export const FRIEND_REQUESTS_PER_MEMBER: Limit = {
  prefix: 'friend-request:member:',
  limit: 30,
  windowMs: HOUR,
};

export function tooManyFriendRequestsMessage(minutes: number): string {
  return `Too many friend requests. ${tryAgainIn(minutes)}`;
}

/** Direct messages sent: 30 a minute per member (a fast typist, not a script). */
export const MESSAGES_PER_MEMBER: Limit = { prefix: 'direct-message:member:', limit: 30, windowMs: MINUTE };

export function tooManyMessagesMessage(minutes: number): string {
  return `Too many messages. ${tryAgainIn(minutes)}`;
}
