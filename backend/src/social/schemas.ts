import { MAX_ID } from '../http/ids.js';
import { UNKNOWN_FIELDS_REFUSED } from '../http/validation.js';

/**
 * Route schemas for friends and messages. Unknown fields are refused (400 `<field>: is not allowed`),
 * except `authUserInfo`, which old clients send with every call and which is ignored: the session
 * says who is asking.
 */

const id = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  'x-error': 'must be a positive whole number',
} as const;
const ignored = { authUserInfo: {} } as const;

export const friendRequestBodySchema = {
  type: 'object',
  properties: { friendId: id, ...ignored },
  required: ['friendId'],
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const friendAnswerBodySchema = {
  type: 'object',
  properties: { userFriendId: id, accepted: { type: 'boolean' }, ...ignored },
  required: ['userFriendId', 'accepted'],
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const friendRemovalBodySchema = {
  type: 'object',
  properties: { friendId: id, userFriendId: id, ...ignored },
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const friendsQuerySchema = {
  type: 'object',
  properties: { pending: { type: 'boolean', 'x-error': 'must be true or false' } },
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const friendSearchBodySchema = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 1000 }, ...ignored },
  required: ['email'],
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const invitationBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 1000 },
    phone: { type: 'string', maxLength: 64 },
    ...ignored,
  },
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const messageBodySchema = {
  type: 'object',
  // The length is checked after trimming (messages.ts); this only bounds what is read.
  properties: { friendId: id, text: { type: 'string', maxLength: 100_000 }, ...ignored },
  required: ['friendId', 'text'],
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const conversationParamsSchema = {
  type: 'object',
  properties: { friendId: id },
  required: ['friendId'],
} as const;

export const MAX_MESSAGES_PAGE = 100;
export const DEFAULT_MESSAGES_PAGE = 50;

export const conversationQuerySchema = {
  type: 'object',
  properties: {
    before: id,
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_MESSAGES_PAGE,
      'x-error': `must be a whole number from 1 to ${MAX_MESSAGES_PAGE}`,
    },
  },
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const noBodySchema = {
  type: ['object', 'null'],
  properties: { ...ignored },
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;
