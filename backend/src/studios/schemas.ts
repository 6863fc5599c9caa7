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

const text = { type: 'string' } as const;
const texts = { type: 'array', items: text } as const;
const textOrNull = { type: ['string', 'null'] } as const;

/** API.md "WebStudio", field for field: the serialiser writes these and nothing else. */
const webStudioSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: text,
    shortName: text,
    slug: text,
    about: text,
    summary: text,
    classTypes: texts,
    equipment: texts,
    levels: text,
    instructors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: text, bio: text, imageUrl: text },
        required: ['name', 'bio', 'imageUrl'],
      },
    },
    feedback: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: text, feedback: text },
        required: ['name', 'feedback'],
      },
    },
    logoUrl: text,
    hero: text,
    combinedLogo: text,
    img2: text,
    aboutImg: text,
    howItWorks: text,
    webStudioImgUrl: texts,
    headerTitle: text,
    headerDescription: text,
    introH1: text,
    introH2: text,
    closingH1: text,
    closingH2: text,
    contactEmail: textOrNull,
    trialEnabled: { type: 'boolean' },
    isOnWhiteLabel: { type: 'boolean' },
    whitelabelDomain: textOrNull,
    colorCode: textOrNull,
    pageTitle: textOrNull,
    faviconUrl: textOrNull,
  },
} as const;

/** The success envelope of GET /api/basic/webStudiosInfo. */
export const webStudiosResponseSchema = {
  type: 'object',
  properties: {
    status: { type: 'boolean' },
    content: {
      type: 'array',
      items: { ...webStudioSchema, required: Object.keys(webStudioSchema.properties) },
    },
  },
  required: ['status', 'content'],
} as const;
