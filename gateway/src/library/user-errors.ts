// The library mutations' expected failures as userErrors: the backend's statuses and codes
// (API.md "On-demand library") become the schema's UserErrorCode, its `field: …` message prefix
// the input field it names. Anything else (an outage, a 5xx) stays an error of the field.
import { RestFailure } from '../rest/client.js';
import { LOG_IN_MESSAGE, TOO_MANY_ATTEMPTS_MESSAGE, type UserErrorModel } from '../shared/user-errors.js';

export const PLAYBACK_NOT_ALLOWED_MESSAGE = 'Subscribe to watch this class.';
export const NO_VIDEO_MESSAGE = 'There is no such video.';

/**
 * The userError for a REST failure a library mutation expects, or null. `fields` maps the contract's
 * field names (the message's prefix) to the mutation's input fields; `notFoundField` is named by a 404
 * whose message names none the mutation has.
 */
export function libraryFailure(
  error: unknown,
  fields: Readonly<Record<string, string>>,
  notFoundField: string | null,
): UserErrorModel | null {
  if (!(error instanceof RestFailure) || error.upstreamStatus === null) return null;
  const status = error.upstreamStatus;
  const message = error.upstreamMessage;
  const prefix = message === null ? null : (/^([A-Za-z_][\w.]*):\s/.exec(message.trim())?.[1] ?? null);
  const field = prefix !== null && Object.hasOwn(fields, prefix) ? (fields[prefix] ?? null) : null;
  if (status === 429)
    return { field: null, code: 'TOO_MANY_ATTEMPTS', message: message ?? TOO_MANY_ATTEMPTS_MESSAGE };
  if (status === 401) return { field: null, code: 'UNAUTHENTICATED', message: message ?? LOG_IN_MESSAGE };
  if (status === 403 && error.upstreamCode === 'playback_not_allowed')
    return { field: null, code: 'PLAYBACK_NOT_ALLOWED', message: message ?? PLAYBACK_NOT_ALLOWED_MESSAGE };
  if (status === 404)
    return { field: field ?? notFoundField, code: 'NOT_FOUND', message: message ?? NO_VIDEO_MESSAGE };
  if (status === 400 || status === 422)
    return { field, code: 'INVALID_INPUT', message: message ?? 'The request was not valid.' };
  return null;
}
