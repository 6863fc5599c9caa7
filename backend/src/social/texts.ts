/** What the friends and messages calls say; the spec's own words where it gives them. */

export const FRIEND_REQUEST_SENT_MESSAGE = 'Friend request successfully sent.';
export const USER_NOT_FOUND_MESSAGE = 'User not found! Invite them by using the links below';

export const NO_SUCH_MEMBER_MESSAGE = 'friendId: no such member';
export const SELF_FRIEND_MESSAGE = 'friendId: you cannot befriend yourself';
export const ALREADY_FRIENDS_MESSAGE = 'You are already friends.';
export const ALREADY_REQUESTED_MESSAGE = 'You already sent this member a friend request.';
export const REQUESTED_YOU_MESSAGE = 'This member already sent you a friend request: accept it instead.';
export const NO_SUCH_REQUEST_MESSAGE = 'userFriendId: no such friend request';
export const NO_SUCH_FRIEND_MESSAGE = 'No such friend or friend request.';
export const NOT_ADDRESSEE_MESSAGE = 'Only the member this request was sent to can accept or decline it.';
export const ALREADY_ACCEPTED_MESSAGE = 'This friend request was already accepted.';
export const DELETE_NEEDS_A_FRIEND_MESSAGE = 'body: must name friendId or userFriendId';

export const SELF_INVITE_MESSAGE = 'You cannot invite yourself.';
export const INVITE_NEEDS_ONE_MESSAGE = 'body: must have either email or phone, not both';
export const PHONE_MESSAGE = 'phone: must be an international number in E.164 form, like +12125550100';

export const NOT_FRIENDS_MESSAGE = 'You can only message your friends.';
export const SELF_MESSAGE_MESSAGE = 'friendId: you cannot message yourself';
export const EMPTY_MESSAGE_MESSAGE = 'text: must not be empty';
export const MAX_MESSAGE_LENGTH = 2000;
export const LONG_MESSAGE_MESSAGE = `text: must be at most ${MAX_MESSAGE_LENGTH} characters`;
