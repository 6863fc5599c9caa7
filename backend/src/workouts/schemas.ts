import { MAX_ID } from '../http/ids.js';
import { WHEN_PATTERN } from './local-time.js';
import type { WorkoutStatus } from './repository.js';

/** The calendar calls' bodies: JSON schemas (unknown fields, such as `authUserInfo`, are dropped). */

export const idSchema = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  'x-error': 'must be a positive whole number',
} as const;

export const whenSchema = {
  type: 'string',
  maxLength: 16,
  pattern: WHEN_PATTERN,
  'x-error': 'must be MM-DD-YYYY HH:mm',
} as const;

export const timeZoneSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  'x-error': 'must be an IANA time zone',
} as const;

/** `YYYY-MM-DD` (a whole UTC day) or an ISO date-time with a zone. */
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$';
const dateSchema = {
  type: 'string',
  maxLength: 40,
  pattern: DATE_PATTERN,
  'x-error': 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone',
} as const;

export const myWorkoutBodySchema = {
  type: 'object',
  properties: { fromDate: dateSchema, toDate: dateSchema },
  required: ['fromDate', 'toDate'],
} as const;

export interface MyWorkoutBody {
  fromDate: string;
  toDate: string;
}

export const updateBodySchema = {
  type: 'object',
  properties: { workoutId: idSchema, when: whenSchema, timeZone: timeZoneSchema },
  required: ['workoutId', 'when'],
} as const;

export interface UpdateBody {
  workoutId: number;
  when: string;
  timeZone?: string;
}

export const STATUS_MESSAGE = 'must be one of completed, scheduled, skipped';

export const updateStatusBodySchema = {
  type: 'object',
  properties: {
    workoutId: idSchema,
    // null is `scheduled` (the calendar treats a workout without a status as scheduled).
    status: {
      type: ['string', 'null'],
      enum: ['completed', 'scheduled', 'skipped', null],
      'x-error': STATUS_MESSAGE,
    },
  },
  required: ['workoutId', 'status'],
} as const;

export interface UpdateStatusBody {
  workoutId: number;
  status: WorkoutStatus | null;
}

export const workoutIdBodySchema = {
  type: 'object',
  properties: { workoutId: idSchema },
  required: ['workoutId'],
} as const;

export interface WorkoutIdBody {
  workoutId: number;
}

export const programInfoBodySchema = {
  type: ['object', 'null'],
  properties: { programId: idSchema },
} as const;

export interface ProgramInfoBody {
  programId?: number;
}

export const noBodySchema = { type: ['object', 'null'] } as const;
