import { MAX_ID } from '../http/ids.js';
import { UNKNOWN_FIELDS_REFUSED } from '../http/validation.js';
import { HISTORY_CURSOR_PATTERN } from './bookings-repository.js';

/** Route schemas for the live class calls (Ajv; messages name the field). Unknown fields are dropped. */

const idSchema = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  'x-error': 'must be a positive whole number',
} as const;
/** Query and path parameters arrive as text; Fastify coerces them to integers first. */
const studioIdSchema = idSchema;

export const MAX_PRICE = 10_000;

const fields = {
  studioId: studioIdSchema,
  title: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    pattern: '\\S',
    'x-error': 'must be 1 to 200 characters, not blank',
  },
  description: { type: 'string', maxLength: 5_000, 'x-error': 'must be at most 5000 characters' },
  instructor: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    pattern: '\\S',
    'x-error': 'must be 1 to 200 characters, not blank',
  },
  price: {
    type: 'number',
    minimum: 0,
    maximum: MAX_PRICE,
    'x-error': `must be a number of dollars from 0 to ${MAX_PRICE}`,
  },
  scheduledDatetime: {
    type: 'string',
    maxLength: 40,
    // An ISO 8601 date-time with an explicit offset, so no class is ever silently in server time.
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
    'x-error': 'must be an ISO 8601 date-time with a time zone, e.g. 2030-01-02T18:00:00Z',
  },
  minutesDuration: {
    type: 'integer',
    minimum: 1,
    maximum: 600,
    'x-error': 'must be a whole number of minutes from 1 to 600',
  },
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

/** The longest range of start times one schedule call serves (a month, with room for the week around it). */
export const MAX_SCHEDULE_RANGE_DAYS = 35;

/** A range end: an ISO 8601 instant with an explicit offset (`+` written `%2B` in a query string). */
const instantSchema = {
  type: 'string',
  maxLength: 40,
  pattern: fields.scheduledDatetime.pattern,
  'x-error': 'must be an ISO 8601 date-time with a time zone, e.g. 2030-01-07T05:00:00Z',
} as const;

/**
 * `?studioId=&mainSiteOnly=&from=&to=` of the schedule. `from` and `to` come together (a range of
 * start times); the order of the two and the range's length are checked by the route.
 */
export const upcomingQuerySchema = {
  type: 'object',
  properties: {
    studioId: studioIdSchema,
    mainSiteOnly: { type: 'boolean', 'x-error': 'must be true or false' },
    from: instantSchema,
    to: instantSchema,
  },
  dependencies: { from: ['to'], to: ['from'] },
  additionalProperties: false,
} as const;

// ---- bookings, per-class payment, attendance, channel, broadcasts ----

export const bookBodySchema = {
  type: 'object',
  properties: { liveClassId: idSchema },
  required: ['liveClassId'],
} as const;

export const bookingParamsSchema = {
  type: 'object',
  properties: { bookingId: idSchema },
  required: ['bookingId'],
} as const;

export const HISTORY_PAGE_SIZE = 20;
export const MAX_HISTORY_PAGE_SIZE = 100;

/**
 * `?limit=&after=` of the member's past classes. A cursor is one the previous page handed out; the
 * pattern is the shape of those (its characters are all the gateway passes through), and the date
 * and id in it are checked when it is read.
 */
export const bookingHistoryQuerySchema = {
  type: 'object',
  properties: {
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_HISTORY_PAGE_SIZE,
      default: HISTORY_PAGE_SIZE,
      'x-error': `must be a whole number from 1 to ${MAX_HISTORY_PAGE_SIZE}`,
    },
    after: { type: 'string', pattern: HISTORY_CURSOR_PATTERN, 'x-error': 'is not a valid cursor' },
  },
  additionalProperties: false,
} as const;

/** Cents: a class costs at most MAX_PRICE dollars. */
const centsSchema = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_PRICE * 100,
  'x-error': `must be a whole number of cents from 0 to ${MAX_PRICE * 100}`,
} as const;

export const paymentIntentBodySchema = {
  type: 'object',
  properties: {
    liveClassId: idSchema,
    amount: centsSchema,
    studioId: idSchema,
    coupon: {
      type: ['string', 'null'],
      maxLength: 100,
      'x-error': 'must be a promo code of at most 100 characters',
    },
  },
  required: ['liveClassId', 'amount', 'studioId'],
} as const;

export const confirmationParamsSchema = {
  type: 'object',
  properties: { liveClassId: idSchema },
  required: ['liveClassId'],
} as const;

export const confirmationBodySchema = {
  type: 'object',
  properties: {
    liveClassId: idSchema,
    amount: centsSchema,
    studioId: idSchema,
    paymentIntentId: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      'x-error': 'must be the paymentIntentId of the payment intent',
    },
    token: { type: ['string', 'null'], maxLength: 200, 'x-error': 'must be a card token' },
  },
  required: ['amount', 'studioId', 'paymentIntentId'],
} as const;

export const attendanceBodySchema = {
  type: 'object',
  properties: {
    liveClassId: idSchema,
    userAgent: { type: ['string', 'null'], maxLength: 500, 'x-error': 'must be at most 500 characters' },
    browser: { type: ['string', 'null'], maxLength: 100, 'x-error': 'must be at most 100 characters' },
  },
  required: ['liveClassId'],
} as const;

export const attendanceParamsSchema = {
  type: 'object',
  properties: { attendanceId: idSchema },
  required: ['attendanceId'],
} as const;

export const attendanceLeaveBodySchema = {
  type: 'object',
  properties: {
    cameraOn: { type: 'boolean', 'x-error': 'must be true or false' },
    cameraOnDurationSeconds: {
      type: 'integer',
      minimum: 0,
      maximum: MAX_ID,
      'x-error': 'must be a whole number of seconds from 0',
    },
  },
  required: ['cameraOn', 'cameraOnDurationSeconds'],
} as const;

export const STREAM_ID_PATTERN = '^[A-Za-z0-9_-]{0,64}$';

export const broadcastBodySchema = {
  type: 'object',
  properties: {
    streamId: {
      type: ['string', 'null'],
      pattern: STREAM_ID_PATTERN,
      'x-error': 'use letters, digits, - and _ (at most 64)',
    },
    subFolder: {
      type: 'string',
      maxLength: 60,
      pattern: '^instructor_streams/[1-9][0-9]{0,9}$',
      'x-error': 'must be instructor_streams/{liveClassId}',
    },
  },
  required: ['subFolder'],
} as const;

export const broadcastParamsSchema = {
  type: 'object',
  properties: {
    streamId: {
      type: 'string',
      pattern: '^[A-Za-z0-9_-]{1,64}$',
      'x-error': 'use letters, digits, - and _ (at most 64)',
    },
  },
  required: ['streamId'],
} as const;

/** POST /api/liveclass/friends-booked answers for at most this many classes at once (a week is ~30). */
export const MAX_FRIENDS_BOOKED_CLASSES = 100;

export const friendsBookedBodySchema = {
  type: 'object',
  properties: {
    liveClassIds: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_FRIENDS_BOOKED_CLASSES,
      items: idSchema,
      'x-error': `must be a list of 1 to ${MAX_FRIENDS_BOOKED_CLASSES} live class ids`,
    },
    // Old clients send it with every call; the session says who is asking.
    authUserInfo: {},
  },
  required: ['liveClassIds'],
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;

export const inviteBodySchema = {
  type: 'object',
  properties: { friendId: idSchema, authUserInfo: {} },
  required: ['friendId'],
  additionalProperties: UNKNOWN_FIELDS_REFUSED,
} as const;
