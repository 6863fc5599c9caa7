import { SHORT_NAME_MAX_LENGTH, SHORT_NAME_PATTERN } from './catalogue.js';

/** JSON schemas shared by the studio routes. */

export const shortNameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: SHORT_NAME_MAX_LENGTH,
  pattern: SHORT_NAME_PATTERN,
} as const;

/** The largest id PostgreSQL's integer column holds; larger ones could only ever be unknown. */
export const MAX_ID = 2_147_483_647;
export const MAX_IDS_PER_REQUEST = 100;
export const IDS_MESSAGE = `must be a comma-separated list of 1 to ${MAX_IDS_PER_REQUEST} positive integers`;

export const idsQuerySchema = {
  type: 'object',
  properties: {
    ids: {
      type: 'string',
      maxLength: MAX_IDS_PER_REQUEST * 11,
      // 1 to 100 positive integers without leading zeros, separated by commas.
      pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_IDS_PER_REQUEST - 1}}$`,
      'x-error': IDS_MESSAGE,
    },
  },
} as const;

/** For the calls that take no payload: nothing, `{}` or any object is accepted and ignored. */
export const noPayloadBodySchema = {
  type: ['object', 'null'],
} as const;

/** A file name under /media: plain characters only, so it never reaches anything unexpected. */
export const mediaFileSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.-]+$',
} as const;
