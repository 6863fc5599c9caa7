import { shortNameSchema } from '../studios/schemas.js';
import { RESET_TOKEN_PATTERN } from './password-reset.js';

/**
 * Route schemas for the accounts calls: shapes and required fields here, the rest (trimming,
 * e-mail form, byte limits) in input.ts. Unknown fields are dropped (Fastify's Ajv
 * `removeAdditional`), so a client sending e.g. a password confirmation is not refused.
 */

const text = { type: 'string' } as const;

const userInfoSchema = {
  type: 'object',
  properties: { email: text, firstName: text, lastName: text, password: text },
  required: ['email', 'firstName', 'lastName', 'password'],
  additionalProperties: false,
} as const;

/** A friend invitation's sign-up token (from the invitation link); base64url, checked by social. */
const invitationSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  'x-error': 'must be the code from the invitation link',
} as const;

export const registerBodySchema = {
  type: 'object',
  properties: { userInfo: userInfoSchema, invitation: invitationSchema },
  required: ['userInfo'],
  additionalProperties: false,
} as const;

export const gymBenefitRegisterBodySchema = {
  type: 'object',
  properties: {
    userInfo: userInfoSchema,
    token: { type: 'string', minLength: 1, maxLength: 2048 },
    invitation: invitationSchema,
  },
  required: ['userInfo', 'token'],
  additionalProperties: false,
} as const;

export const loginBodySchema = {
  type: 'object',
  properties: { email: text, password: text },
  required: ['email', 'password'],
  additionalProperties: false,
} as const;

export const resetPasswordBodySchema = {
  type: 'object',
  properties: { email: text },
  required: ['email'],
  additionalProperties: false,
} as const;

/** A password reset link's token, checked for shape before anything reaches the database. */
const resetTokenSchema = {
  type: 'string',
  pattern: RESET_TOKEN_PATTERN,
  'x-error': 'must be the 43-character code from the password reset link',
} as const;

export const resetCheckBodySchema = {
  type: 'object',
  properties: { token: resetTokenSchema },
  required: ['token'],
  additionalProperties: false,
} as const;

export const resetCompleteBodySchema = {
  type: 'object',
  properties: { token: resetTokenSchema, password: text },
  required: ['token', 'password'],
  additionalProperties: false,
} as const;

export const resetPasswordQuerySchema = {
  type: 'object',
  properties: {
    studioId: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', 'x-error': 'must be a positive integer' },
  },
} as const;

export const studioParamsSchema = {
  type: 'object',
  properties: { studioShortName: shortNameSchema },
  required: ['studioShortName'],
} as const;

/** A change of name: either or both (one at least, checked by the route). */
export const profileBodySchema = {
  type: 'object',
  properties: { firstName: text, lastName: text },
  additionalProperties: false,
} as const;

export const emailChangeBodySchema = {
  type: 'object',
  properties: { email: text, currentPassword: text },
  required: ['email', 'currentPassword'],
  additionalProperties: false,
} as const;

/** An e-mail change link's token: 32 random bytes in base64url, checked for shape first. */
export const emailChangeConfirmBodySchema = {
  type: 'object',
  properties: {
    token: {
      type: 'string',
      pattern: RESET_TOKEN_PATTERN,
      'x-error': 'must be the 43-character code from the e-mail change link',
    },
  },
  required: ['token'],
  additionalProperties: false,
} as const;

export const passwordChangeBodySchema = {
  type: 'object',
  properties: { currentPassword: text, newPassword: text },
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
} as const;
