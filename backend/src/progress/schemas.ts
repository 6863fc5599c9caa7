import { UNKNOWN_FIELDS_REFUSED } from '../http/validation.js';
import { ACTIVITY_LEVELS, GENDERS, MAX_WEIGHT_POUNDS } from './profile.js';

/**
 * Route schemas for the profile and progress calls. Unknown fields are refused (400 `<field>: is
 * not allowed`), except `authUserInfo`, which old clients send and which is ignored: the session
 * says whose profile it is.
 */

const ignored = { authUserInfo: {} } as const;

const date = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  'x-error': 'must be a date YYYY-MM-DD',
} as const;

export const profileReadBodySchema = {
  type: ['object', 'null'],
  properties: { ...ignored },
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const profileSaveBodySchema = {
  type: 'object',
  properties: {
    userInfo: {
      type: 'object',
      properties: {
        birthday: { ...date, type: ['string', 'null'], 'x-error': 'must be a date YYYY-MM-DD or null' },
        weight: {
          type: ['number', 'null'],
          exclusiveMinimum: 0,
          maximum: MAX_WEIGHT_POUNDS,
          'x-error': `must be a weight in pounds above 0 and at most ${MAX_WEIGHT_POUNDS}, or null`,
        },
        gender: { enum: [...GENDERS, null], 'x-error': `must be one of ${GENDERS.join(', ')}, or null` },
        activityLevel: {
          enum: [...ACTIVITY_LEVELS, null],
          'x-error': `must be one of ${ACTIVITY_LEVELS.join(', ')}, or null`,
        },
      },
      additionalProperties: UNKNOWN_FIELDS_REFUSED,
    },
    ...ignored,
  },
  required: ['userInfo'],
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const progressBodySchema = {
  type: 'object',
  properties: {
    fromDate: date,
    toDate: date,
    beforeDate: date,
    timeZone: { type: 'string', minLength: 1, maxLength: 64, 'x-error': 'must be an IANA time zone' },
    ...ignored,
  },
  required: ['fromDate', 'toDate'],
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;
