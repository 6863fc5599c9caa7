/**
 * The one way calendar sync talks to a provider: Node's fetch with a timeout on every call, no
 * redirects followed, and every failure turned into a ProviderError saying what it means for the sync.
 */

export type ProviderFailure =
  /** The access token was not accepted (401): refresh it and try once more. */
  | 'unauthorized'
  /** The refresh token (or the authorization code) is no longer valid: the member must connect again. */
  | 'revoked'
  /** The event is not there (404, 410). */
  | 'not_found'
  /** An event with this id already exists (409). */
  | 'conflict'
  /** No answer, a timeout, 429 or 5xx: nothing can be said to have happened; try again later. */
  | 'unavailable'
  /** Any other refusal (400, 403, …): our request, or the member's calendar, is not acceptable as is. */
  | 'refused';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** The HTTP status, when there was an answer. */
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (OAuth endpoints). */
  form?: Record<string, string>;
}

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body; undefined when there is none or it is not JSON. */
  body: unknown;
}

/** Answers longer than this are not read in full: no provider answer we use comes near it. */
const MAX_ANSWER_BYTES = 1024 * 1024;

/** A failed call in a few words (a timeout, a refused connection). */
export function describe(error: unknown, timeoutMs: number): string {
  // Duck-typed rather than `instanceof Error`: fetch's errors may come from another realm.
  if (typeof error === 'object' && error !== null) {
    const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
    if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs} ms`;
    const text = typeof message === 'string' && message !== '' ? message : String(error);
    const detail =
      typeof cause === 'object' && cause !== null
        ? ((cause as { code?: unknown }).code ?? (cause as { message?: unknown }).message)
        : undefined;
    return typeof detail === 'string' && detail !== '' ? `${text}: ${detail}` : text;
  }
  return String(error);
}

export async function callProvider(
  url: string,
  request: ProviderRequest,
  timeoutMs: number,
): Promise<ProviderAnswer> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': 'StreamFit calendar sync',
    ...request.headers,
  };
  let body: string | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form !== undefined) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      ...(body !== undefined ? { body } : {}),
      // One timeout for the whole exchange, body included.
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    throw new ProviderError('unavailable', describe(error, timeoutMs));
  }
  if (text.length > MAX_ANSWER_BYTES) text = '';
  let parsed: unknown;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, body: parsed };
}

function field(body: unknown, ...path: string[]): unknown {
  let value: unknown = body;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function stringField(body: unknown, ...path: string[]): string | undefined {
  const value = field(body, ...path);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function numberField(body: unknown, ...path: string[]): number | undefined {
  const value = field(body, ...path);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The provider's own words for a refusal, short enough for a log line. */
function providerMessage(body: unknown): string {
  const message =
    stringField(body, 'error', 'message') ??
    stringField(body, 'error_description') ??
    stringField(body, 'error') ??
    stringField(body, 'message');
  return message === undefined ? '' : `: ${message.slice(0, 200)}`;
}

/** What a non-2xx answer of a calendar API means. */
export function apiFailure(what: string, answer: ProviderAnswer): ProviderError {
  const { status } = answer;
  const message = `${what} answered HTTP ${status}${providerMessage(answer.body)}`;
  if (status === 401) return new ProviderError('unauthorized', message, status);
  if (status === 404 || status === 410) return new ProviderError('not_found', message, status);
  if (status === 409) return new ProviderError('conflict', message, status);
  if (status === 429 || status >= 500) return new ProviderError('unavailable', message, status);
  return new ProviderError('refused', message, status);
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}
