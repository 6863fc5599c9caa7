// The calendar mutations' expected failures as userErrors: the backend's statuses and codes
// (API.md "Workouts", "Calendar sync") become the schema's UserErrorCode, a message's `field: …`
// prefix the input field it names. Anything else (an outage, a 5xx) stays an error of the field.
import { RestFailure } from '../rest/client.js';
import { LOG_IN_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, type UserErrorModel } from '../shared/user-errors.js';
import type { CalendarProviderValue } from './models.js';

export const NO_WORKOUT_MESSAGE = 'There is no such workout on your calendar.';
export const NO_VIDEO_MESSAGE = 'There is no such video.';
/** The backend's words (API.md "Workouts", 409 `live_class_time`), for when the gateway knows first. */
export const LIVE_CLASS_TIME_MESSAGE =
  "A booked class's time is the studio's: a live class on your calendar cannot be moved.";

/** The product's name of each calendar, as the backend's messages read. */
export const CALENDAR_NAMES: Readonly<Record<CalendarProviderValue, string>> = {
  GOOGLE: 'Google Calendar',
  OUTLOOK: 'Outlook calendar',
};

/** The backend's 503 code for a provider this server has no credentials for. */
const NOT_CONFIGURED_CODE = 'calendar_not_configured';
/** The backend's 404 code for a calendar the member has not connected. */
const NOT_CONNECTED_CODE = 'calendar_not_connected';

/** The backend's codes for a connect that cannot be finished (API.md "Calendar sync", complete). */
const GRANT_INVALID_CODE = 'calendar_grant_invalid';
const GRANT_NOT_YOURS_CODE = 'calendar_grant_not_yours';
const AUTHORIZATION_FAILED_CODE = 'calendar_authorization_failed';
const PROVIDER_UNAVAILABLE_CODE = 'calendar_unavailable';

/** The company behind each calendar, as the backend's messages name it. */
const PROVIDER_COMPANIES: Readonly<Record<CalendarProviderValue, string>> = {
  GOOGLE: 'Google',
  OUTLOOK: 'Outlook',
};

/** Finishing a connect: whose it is, whether it can still be finished, whether the provider answered. */
export function completionFailure(error: unknown, provider: CalendarProviderValue): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const { upstreamStatus: status, upstreamCode: code, upstreamMessage: message } = error;
  if (status === 403 && code === GRANT_NOT_YOURS_CODE)
    return {
      field: null,
      code: 'FORBIDDEN',
      message: message ?? 'This calendar connection was started from another StreamFit account.',
    };
  if (status === 400 && code === GRANT_INVALID_CODE)
    return {
      field: 'grant',
      code: 'INVALID_STATE',
      message:
        message ??
        'This calendar connection has expired or was already used. Please connect your calendar again.',
    };
  if (status === 400 && code === AUTHORIZATION_FAILED_CODE)
    return {
      field: null,
      code: 'INVALID_STATE',
      message:
        message ??
        `${PROVIDER_COMPANIES[provider]} did not accept the connection. Please connect your calendar again.`,
    };
  // A 5xx's text stays in the backend: the words are the backend's, written here.
  if (status === 503 && code === PROVIDER_UNAVAILABLE_CODE)
    return {
      field: null,
      code: 'PROVIDER_UNAVAILABLE',
      message: `${PROVIDER_COMPANIES[provider]} did not answer. Please connect your calendar again in a moment.`,
    };
  return calendarFailure(error, provider);
}

export function notConfiguredMessage(provider: CalendarProviderValue): string {
  return `${CALENDAR_NAMES[provider]} sync is not configured on this server.`;
}

/** The input field a message's `field: …` prefix names, when the mutation has it. */
function fieldOf(message: string | null, fields: Readonly<Record<string, string>>): string | null {
  const prefix = message === null ? null : (/^([A-Za-z_][\w.]*):\s/.exec(message.trim())?.[1] ?? null);
  return prefix !== null && Object.hasOwn(fields, prefix) ? (fields[prefix] ?? null) : null;
}

export interface WorkoutFailureFields {
  /** The contract's field names (a message's prefix) → the mutation's input fields. */
  fields: Readonly<Record<string, string>>;
  /** What a 404 whose message names no field of the mutation is about. */
  notFound: UserErrorModel;
  /** The field a 400 without a field prefix is about (`Invalid date string passed`: the time). */
  invalidField: string | null;
}

/** The userError for a REST failure of a workout's change, or null. */
export function workoutFailure(error: unknown, mapping: WorkoutFailureFields): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const status = error.upstreamStatus;
  const message = error.upstreamMessage;
  const field = fieldOf(message, mapping.fields);
  if (status === 429)
    return { field: null, code: 'TOO_MANY_ATTEMPTS', message: message ?? TOO_MANY_ATTEMPTS_MESSAGE };
  if (status === 401) return { field: null, code: 'UNAUTHENTICATED', message: message ?? LOG_IN_MESSAGE };
  if (status === 404)
    return field === null
      ? mapping.notFound
      : { field, code: 'NOT_FOUND', message: message ?? mapping.notFound.message };
  // A booked class's time is the studio's; a booked class leaves with its booking.
  if (status === 409)
    return { field: null, code: 'INVALID_STATE', message: message ?? 'This workout cannot be changed now.' };
  if (status === 400 || status === 422)
    return {
      field: field ?? mapping.invalidField,
      code: 'INVALID_INPUT',
      message: message ?? 'The request was not valid.',
    };
  return null;
}

/**
 * The userError for a REST failure of a call that reads or makes something of the member's only (no
 * input of theirs to blame): an ended session or a refusal for now; null for anything else.
 */
export function memberFailure(error: unknown): UserErrorModel | null {
  if (!(error instanceof RestFailure)) return null;
  if (error.upstreamStatus === 429)
    return {
      field: null,
      code: 'TOO_MANY_ATTEMPTS',
      message: error.upstreamMessage ?? TOO_MANY_ATTEMPTS_MESSAGE,
    };
  if (error.upstreamStatus === 401)
    return { field: null, code: 'UNAUTHENTICATED', message: error.upstreamMessage ?? LOG_IN_MESSAGE };
  return null;
}

/** The userError for a REST failure of a calendar connection's change, or null. */
export function calendarFailure(error: unknown, provider: CalendarProviderValue): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const status = error.upstreamStatus;
  const message = error.upstreamMessage;
  // A 5xx's text never reaches the gateway (client.ts): the code says which one this is.
  if (status === 503 && error.upstreamCode === NOT_CONFIGURED_CODE)
    return { field: 'provider', code: 'NOT_CONFIGURED', message: notConfiguredMessage(provider) };
  if (status === 429)
    return { field: null, code: 'TOO_MANY_ATTEMPTS', message: message ?? TOO_MANY_ATTEMPTS_MESSAGE };
  if (status === 401) return { field: null, code: 'UNAUTHENTICATED', message: message ?? LOG_IN_MESSAGE };
  // 404 `calendar_not_connected` (disconnect, sync) and 409 `calendar_disconnecting` (connect): the
  // connection is not in a state that allows it.
  if ((status === 404 && error.upstreamCode === NOT_CONNECTED_CODE) || status === 409)
    return {
      field: null,
      code: 'INVALID_STATE',
      message: message ?? `Your ${CALENDAR_NAMES[provider]} is not connected.`,
    };
  if (status === 400 || status === 422)
    return { field: 'provider', code: 'INVALID_INPUT', message: message ?? 'The request was not valid.' };
  return null;
}
