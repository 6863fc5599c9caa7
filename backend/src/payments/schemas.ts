import { MAX_ID, MAX_IDS_PER_REQUEST, IDS_MESSAGE, noPayloadBodySchema } from '../studios/schemas.js';
import { shortNameSchema } from '../studios/schemas.js';

/**
 * Route schemas for the payments calls: shapes, types and lengths here (Ajv; messages name the
 * field), the rules that need data or the clock in the handlers. Unknown fields are dropped.
 */

export { noPayloadBodySchema };

const packageIdSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
  'x-error': 'must be a package id such as streamfit_monthly',
} as const;

const sourceSchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9_.-]{1,40}$',
  'x-error': 'must be 1 to 40 letters, digits, dots, dashes or underscores',
} as const;

/** Blank (null or '') means "none": the web client sends an empty token when nothing is due. */
const optionalTokenSchema = { type: ['string', 'null'], maxLength: 255 } as const;
const optionalPromoSchema = { type: ['string', 'null'], maxLength: 64 } as const;

export const idempotencyHeadersSchema = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      pattern: '^[\\x21-\\x7E]{1,255}$',
      'x-error': 'must be 1 to 255 visible ASCII characters',
    },
  },
} as const;

export const plansQuerySchema = {
  type: 'object',
  properties: { studio: shortNameSchema },
  additionalProperties: false,
} as const;

export const planParamsSchema = {
  type: 'object',
  properties: { packageId: packageIdSchema },
  required: ['packageId'],
} as const;

export const subscribeParamsSchema = {
  type: 'object',
  properties: { studioShortName: shortNameSchema },
  required: ['studioShortName'],
} as const;

export const cardTokenBodySchema = {
  type: 'object',
  properties: {
    number: { type: 'string', minLength: 1, maxLength: 40 },
    expMonth: { type: 'integer', minimum: 1, maximum: 12 },
    expYear: { type: 'integer', minimum: 2000, maximum: 2099 },
    cvc: { type: 'string', minLength: 1, maxLength: 8 },
    name: { type: 'string', maxLength: 100 },
  },
  required: ['number', 'expMonth', 'expYear', 'cvc'],
  additionalProperties: false,
} as const;

export const verifyPromoBodySchema = {
  type: 'object',
  properties: {
    promo: { type: 'string', minLength: 1, maxLength: 64 },
    amount: { type: 'number', minimum: 0, maximum: 100000 },
    packageId: packageIdSchema,
    // A code checked against one live class's price (the server prices the class).
    liveClassId: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
  required: ['promo', 'amount'],
  additionalProperties: false,
} as const;

export const subscribeBodySchema = {
  type: 'object',
  properties: {
    source: sourceSchema,
    packageId: packageIdSchema,
    token: optionalTokenSchema,
    promo: optionalPromoSchema,
  },
  required: ['packageId'],
  additionalProperties: false,
} as const;

export const paymentIntentBodySchema = {
  type: 'object',
  properties: { packageId: packageIdSchema },
  required: ['packageId'],
  additionalProperties: false,
} as const;

export const dayPassBodySchema = {
  type: 'object',
  properties: {
    source: sourceSchema,
    token: optionalTokenSchema,
    paymentMethodId: optionalTokenSchema,
    studioId: {
      type: ['integer', 'null'],
      minimum: 1,
      maximum: MAX_ID,
      'x-error': 'must be a studio id (a positive integer)',
    },
    passDate: {
      type: 'string',
      pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      'x-error': 'must be a date as YYYY-MM-DD',
    },
    timeZone: {
      type: ['string', 'null'],
      minLength: 1,
      maxLength: 64,
      'x-error': 'must be an IANA time zone such as America/New_York',
    },
    promo: optionalPromoSchema,
  },
  required: ['passDate'],
  additionalProperties: false,
} as const;

export const updateCardBodySchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['token'],
  additionalProperties: false,
} as const;

/** The plan to switch to at the next renewal (API.md "Switching plan"). */
export const changePlanBodySchema = {
  type: 'object',
  properties: { packageId: packageIdSchema },
  required: ['packageId'],
  additionalProperties: false,
} as const;

export const cardParamsSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', pattern: '^card_[A-Za-z0-9]{8,64}$', 'x-error': 'must be a card id (card_…)' },
  },
  required: ['id'],
} as const;

export const productsQuerySchema = {
  type: 'object',
  properties: {
    productIds: {
      type: 'string',
      maxLength: MAX_IDS_PER_REQUEST * 11,
      pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_IDS_PER_REQUEST - 1}}$`,
      'x-error': IDS_MESSAGE,
    },
  },
} as const;
