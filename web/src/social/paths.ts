/** The member's friends, inside the member area. */
export const FRIENDS_PATH = '/newplatform/friends';
export const FRIENDS_TITLE = 'Friends';

/** The conversation with one friend (their `Member` id). */
export function conversationPath(memberId: string): string {
  return `${FRIENDS_PATH}/${encodeURIComponent(memberId)}`;
}

/** The product's words for the friend search and the request it sends. */
export const MEMBER_NOT_FOUND = 'User not found! Invite them by using the links below';
export const FRIEND_REQUEST_SENT = 'Friend request successfully sent.';
