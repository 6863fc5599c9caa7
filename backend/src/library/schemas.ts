import { MAX_ID } from '../http/ids.js';
import { SORTS } from './catalogue.js';

/** Route schemas for the library calls (Ajv; messages name the field). Unknown fields are dropped. */

export const MAX_PAGE_SIZE = 100;
export const VIDEO_PAGE_SIZE = 24;
export const LIST_PAGE_SIZE = 20;
export const MAX_SEARCH_LENGTH = 100;
/** The most values one filter list takes (every enumeration is shorter). */
const MAX_LIST_VALUES = 50;

export const idSchema = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  'x-error': 'must be a positive whole number',
} as const;

const namesSchema = {
  type: 'array',
  maxItems: MAX_LIST_VALUES,
  items: { type: 'string', maxLength: 100 },
  'x-error': `must be a list of at most ${MAX_LIST_VALUES} names`,
} as const;

const rangeSchema = (unit: string) =>
  ({
    type: 'object',
    properties: {
      min: { type: 'number', minimum: 0, maximum: 100_000, 'x-error': `must be a number of ${unit} from 0` },
      max: { type: 'number', minimum: 0, maximum: 100_000, 'x-error': `must be a number of ${unit} from 0` },
    },
    additionalProperties: false,
    'x-error': 'must be { min?, max? }',
  }) as const;

const limitSchema = (fallback: number) =>
  ({
    type: 'integer',
    minimum: 1,
    maximum: MAX_PAGE_SIZE,
    default: fallback,
    'x-error': `must be a whole number from 1 to ${MAX_PAGE_SIZE}`,
  }) as const;

/** The cursor's shape is checked when it is read (cursor.ts). */
const cursorSchema = { type: 'string', maxLength: 300, 'x-error': 'is not a valid cursor' } as const;

export const videosBodySchema = {
  type: ['object', 'null'],
  properties: {
    targetMucles: namesSchema,
    targetMuscles: namesSchema,
    classType: namesSchema,
    studio: {
      type: 'array',
      maxItems: MAX_PAGE_SIZE,
      items: idSchema,
      'x-error': `must be a list of at most ${MAX_PAGE_SIZE} studio ids`,
    },
    equipment: {
      anyOf: [namesSchema, { type: 'object', maxProperties: 0 }],
      'x-error': 'must be a list of equipment names, or {} for none',
    },
    timeLength: rangeSchema('minutes'),
    calorieBurn: rangeSchema('calories'),
    level: namesSchema,
    bodyFocus: namesSchema,
    limitations: namesSchema,
    sort: { type: 'string', enum: SORTS, 'x-error': `must be one of ${SORTS.join(', ')}` },
    search: {
      type: 'string',
      maxLength: MAX_SEARCH_LENGTH,
      'x-error': `must be at most ${MAX_SEARCH_LENGTH} characters`,
    },
    hideCompleted: { type: 'boolean', 'x-error': 'must be true or false' },
    limit: limitSchema(VIDEO_PAGE_SIZE),
    after: cursorSchema,
    facets: { type: 'boolean', 'x-error': 'must be true or false' },
    count: { type: 'boolean', 'x-error': 'must be true or false' },
  },
} as const;

export interface VideosBody {
  targetMucles?: string[];
  targetMuscles?: string[];
  classType?: string[];
  studio?: number[];
  equipment?: string[] | Record<string, never>;
  timeLength?: { min?: number; max?: number };
  calorieBurn?: { min?: number; max?: number };
  level?: string[];
  bodyFocus?: string[];
  limitations?: string[];
  sort?: (typeof SORTS)[number];
  search?: string;
  hideCompleted?: boolean;
  limit?: number;
  after?: string;
  facets?: boolean;
  /** false: no totalCount (null), for the pages after the first of a list already counted. */
  count?: boolean;
}

export const videoParamsSchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
} as const;

export const pageBodySchema = {
  type: ['object', 'null'],
  properties: { limit: limitSchema(LIST_PAGE_SIZE), after: cursorSchema },
} as const;

export interface PageBody {
  limit?: number;
  after?: string;
}

/** A page of the member's own list (favorites, history), of one studio's videos when `studioId` is given. */
export const memberPageBodySchema = {
  type: ['object', 'null'],
  properties: { limit: limitSchema(LIST_PAGE_SIZE), after: cursorSchema, studioId: idSchema },
} as const;

export interface MemberPageBody extends PageBody {
  /** Only this studio's videos (a studio's own site shows its classes only). */
  studioId?: number;
}

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const MAX_ANALYTICS_BYTES = 2048;

export const logEventBodySchema = {
  type: 'object',
  properties: {
    videoId: idSchema,
    event_type: {
      type: 'string',
      enum: ['start', 'heartbeat', 'pause', 'seek', 'complete'],
      'x-error': 'must be one of start, heartbeat, pause, seek, complete',
    },
    position: {
      type: 'number',
      minimum: 0,
      maximum: 100_000,
      'x-error': 'must be a number of seconds from 0',
    },
    sessionId: { type: 'string', pattern: UUID_PATTERN, 'x-error': 'must be a UUID' },
    device: { type: 'string', maxLength: 100, 'x-error': 'must be at most 100 characters' },
    analytics: { type: 'object', 'x-error': 'must be an object' },
  },
  required: ['videoId', 'event_type', 'position', 'sessionId'],
} as const;

export interface LogEventBody {
  videoId: number;
  event_type: 'start' | 'heartbeat' | 'pause' | 'seek' | 'complete';
  position: number;
  sessionId: string;
  device?: string;
  analytics?: Record<string, unknown>;
}

export const favoriteVideoBodySchema = {
  type: 'object',
  properties: { videoId: idSchema },
  required: ['videoId'],
} as const;

export const deleteFavoriteVideoBodySchema = {
  type: 'object',
  properties: { favoriteId: idSchema },
  required: ['favoriteId'],
} as const;

export const favoriteClassBodySchema = {
  type: 'object',
  properties: { classId: idSchema },
  required: ['classId'],
} as const;

export const favoriteStudioBodySchema = {
  type: 'object',
  properties: { studioId: idSchema },
  required: ['studioId'],
} as const;

export const deleteFavoriteBodySchema = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
} as const;
