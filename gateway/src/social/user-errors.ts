// The social mutations' expected failures as userErrors: the backend's statuses and codes (API.md
// "Friends and messages") become the schema's UserErrorCode, a message's `field: …` prefix the input
// field it names. A 5xx's text never reaches the gateway (rest/client.ts): it stays an error of the field.
import { RestFailure } from '../rest/client.js';
import { LOG_IN_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, type UserErrorModel } from '../shared/user-errors.js';

/** The spec's words for an address without an account (the backend's 404 says the same). */
export const USER_NOT_FOUND_MESSAGE = 'User not found! Invite them by using the links below';
/** The spec's words once a request is sent. */
export const FRIEND_REQUEST_SENT_MESSAGE = 'Friend request successfully sent.';
export const NO_MEMBER_MESSAGE = 'There is no such member.';
export const NO_FRIEND_REQUEST_MESSAGE = 'There is no such friend request.';
export const NO_FRIEND_MESSAGE = 'There is no such friend.';
export const NO_CONVERSATION_MESSAGE = 'There is no such conversation.';
export const NOT_FRIENDS_MESSAGE = 'You can only message your friends.';

export interface SocialFailureFields {
  /** The contract's field names (a message's prefix) → the mutation's input fields. */
  fields: Readonly<Record<string, string>>;
  /** What a 404 is about. */
  notFound: UserErrorModel;
  /** The field a 400 without a known prefix is about. */
  invalidField: string | null;
}

function fieldOf(message: string | null, fields: Readonly<Record<string, string>>): string | null {
  const prefix = message === null ? null : (/^([A-Za-z_][\w.]*):\s/.exec(message.trim())?.[1] ?? null);
  return prefix !== null && Object.hasOwn(fields, prefix) ? (fields[prefix] ?? null) : null;
}

/** The userError for a REST refusal of a friends or messages call, or null (an outage, a 5xx). */
export function socialFailure(error: unknown, mapping: SocialFailureFields): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const { upstreamStatus: status, upstreamMessage: message } = error;
  if (status === 429)
    return { field: null, code: 'TOO_MANY_ATTEMPTS', message: message ?? TOO_MANY_ATTEMPTS_MESSAGE };
  if (status === 401) return { field: null, code: 'UNAUTHENTICATED', message: message ?? LOG_IN_MESSAGE };
  // not_friends (messages) and not_addressee (answering a request one sent).
  if (status === 403)
    return { field: null, code: 'FORBIDDEN', message: message ?? 'You are not allowed to do that.' };
  if (status === 404) return { ...mapping.notFound, message: message ?? mapping.notFound.message };
  // Already asked, already friends, they asked you first.
  if (status === 409)
    return { field: null, code: 'INVALID_STATE', message: message ?? 'This cannot change now.' };
  if (status === 400 || status === 422)
    return {
      field: fieldOf(message, mapping.fields) ?? mapping.invalidField,
      code: 'INVALID_INPUT',
      message: message ?? 'The request was not valid.',
    };
  return null;
}
