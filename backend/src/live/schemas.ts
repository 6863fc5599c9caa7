import { MAX_ID } from '../studios/schemas.js';

/** Route schemas for the live class calls (Ajv; messages name the field). Unknown fields are dropped. */

const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID, 'x-error': 'must be a positive whole number' } as const;
/** Query and path parameters arrive as text; Fastify coerces them to integers first. */
const studioIdSchema = idSchema;

export const MAX_PRICE = 10_000;

const fields = {
  studioId: studioIdSchema,
  title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S', 'x-error': 'must be 1 to 200 characters, not blank' },
  description: { type: 'string', maxLength: 5_000, 'x-error': 'must be at most 5000 characters' },
  instructor: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S', 'x-error': 'must be 1 to 200 characters, not blank' },
  price: { type: 'number', minimum: 0, maximum: MAX_PRICE, 'x-error': `must be a number of dollars from 0 to ${MAX_PRICE}` },
  scheduledDatetime: {
    type: 'string',
    maxLength: 40,
    // An ISO 8601 date-time with an explicit offset, so no class is ever silently in server time.
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
    'x-error': 'must be an ISO 8601 date-time with a time zone, e.g. 2030-01-02T18:00:00Z',
  },
  minutesDuration: { type: 'integer', minimum: 1, maximum: 600, 'x-error': 'must be a whole number of minutes from 1 to 600' },
  isOnJetsweat: {
    anyOf: [{ type: 'boolean' }, { type: 'integer', enum: [0, 1] }],
    'x-error': 'must be true, false, 1 or 0',
  },
} as const;

export const createBodySchema = {
  type: 'object',
  properties: fields,
  required: ['studioId', 'title', 'instructor', 'price', 'scheduledDatetime', 'minutesDuration'],
  additionalProperties: false,
} as const;

export const changeBodySchema = {
  type: 'object',
  properties: fields,
  additionalProperties: false,
} as const;

export const CHANGE_FIELDS = Object.keys(fields) as Array<keyof typeof fields>;

export const liveClassParamsSchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
} as const;

export const upcomingQuerySchema = {
  type: 'object',
  properties: { studioId: studioIdSchema },
  additionalProperties: false,
} as const;
