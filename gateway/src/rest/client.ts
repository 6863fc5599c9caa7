// The one REST client the gateway talks to the backend with (API.md). One instance per GraphQL
// request: it carries the caller's Authorization header and logs every call it makes, so a request
// can be audited for how many times it hit each resource.
//
// Failures become GraphQLErrors with an `extensions.code` (see errors.ts); the resolver that asked
// resolves to null with that error while its siblings go on. Nothing here remembers a failure:
// the next call simply tries again, so the gateway recovers as soon as the backend is back.
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors.js';
import type { CatalogueCache } from './cache.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One entry of a request's call log. */
export interface RestCall {
  method: HttpMethod;
  path: string;
  /** The HTTP status of the last attempt; null when no answer came (network error or timeout). */
  status: number | null;
  /** How many times the call was sent (retries included); 0 when the catalogue cache answered. */
  attempts: number;
  /** Whether the answer came from (or joined an in-flight call of) the cross-request cache. */
  cached: boolean;
  durationMs: number;
}

export interface RestClientOptions {
  /** The backend's base URL without a trailing slash, e.g. http://127.0.0.1:4001. */
  baseUrl: string;
  /** Per-attempt timeout. */
  timeoutMs: number;
  /** Waits before each retry of an idempotent read; its length is the number of retries. */
  retryDelaysMs: readonly number[];
  /** The caller's Authorization header, forwarded verbatim. */
  authorization?: string | undefined;
  /** Sent as X-Request-Id so backend logs line up with the gateway's. */
  requestId?: string | undefined;
  /** The cross-request cache for public catalogue reads; calls opt in with `{ catalogue: true }`. */
  cache?: CatalogueCache | undefined;
}

export interface RequestOptions {
  /** A JSON body (POST, PUT, PATCH). */
  body?: unknown;
  /**
   * Public catalogue data, the same for every caller: may be answered from the cross-request cache.
   * Only for reads (GET, or the catalogue's read-only POSTs such as POST /api/basic/classTypes).
   */
  catalogue?: boolean;
}

/** The `content` of a successful envelope, as the backend sent it (decode before use). */
export type RestContent = unknown;

/** An attempt that failed; `retryable` failures are retried for idempotent reads. */
class AttemptFailure extends Error {
  constructor(
    readonly error: GraphQLError,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(error.message);
  }
}

function upstreamError(code: ErrorCode, message: string, status: number | null): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...(status === null ? {} : { upstreamStatus: status }) } });
}

const UNAVAILABLE_MESSAGE = 'The StreamFit service is unavailable right now. Please try again shortly.';
const FAILED_MESSAGE = 'The StreamFit service could not answer this request.';

/** The message a 4xx envelope carries, when it is a plain, short text (safe to show). */
function envelopeMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const content = (body as { content?: unknown }).content;
  if (typeof content === 'string' && content.trim() !== '' && content.length <= 500) return content;
  return null;
}

/** Maps an HTTP failure to a GraphQL error; 4xx keep the backend's message, 5xx never do. */
function httpFailure(status: number, body: unknown): AttemptFailure {
  const message = envelopeMessage(body);
  if (status >= 500) return new AttemptFailure(upstreamError(ErrorCode.UpstreamError, FAILED_MESSAGE, status), status, true);
  switch (status) {
    case 400:
    case 409:
    case 422:
      return new AttemptFailure(upstreamError(ErrorCode.BadUserInput, message ?? 'The request was not valid.', status), status, false);
    case 401:
      return new AttemptFailure(upstreamError(ErrorCode.Unauthenticated, message ?? 'You need to log in.', status), status, false);
    case 402:
    case 403:
      return new AttemptFailure(upstreamError(ErrorCode.Forbidden, message ?? 'You are not allowed to do that.', status), status, false);
    case 404:
      return new AttemptFailure(upstreamError(ErrorCode.NotFound, message ?? 'Not found.', status), status, false);
    case 429:
      // The backend shedding load is a temporary unavailability, not the caller's mistake.
      return new AttemptFailure(upstreamError(ErrorCode.UpstreamUnavailable, UNAVAILABLE_MESSAGE, status), status, false);
    default:
      return new AttemptFailure(upstreamError(ErrorCode.BadUserInput, message ?? 'The request was not valid.', status), status, false);
  }
}

/** Reads the envelope: `{status, content}` or `{status, data: {content}}`. */
function unwrapEnvelope(body: unknown, status: number): RestContent {
  if (body && typeof body === 'object') {
    const envelope = body as { status?: unknown; content?: unknown; data?: { content?: unknown } | null };
    // A 2xx with a false status is how some calls (register, login) report an expected failure.
    if (envelope.status === false || envelope.status === 0) {
      const message = envelopeMessage(body) ?? 'The request was not valid.';
      throw new AttemptFailure(upstreamError(ErrorCode.BadUserInput, message, status), status, false);
    }
    if ('content' in envelope) return envelope.content;
    if (envelope.data && typeof envelope.data === 'object' && 'content' in envelope.data) return envelope.data.content;
  }
  throw new AttemptFailure(upstreamError(ErrorCode.UpstreamError, FAILED_MESSAGE, status), status, false);
}

export class RestClient {
  /** Every call this client made, in order: what tests and logs count per operation. */
  readonly calls: RestCall[] = [];

  constructor(private readonly options: RestClientOptions) {}

  get(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<RestContent> {
    return this.request('GET', path, options);
  }

  post(path: string, options: RequestOptions = {}): Promise<RestContent> {
    return this.request('POST', path, options);
  }

  async request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<RestContent> {
    const entry: RestCall = { method, path, status: null, attempts: 0, cached: false, durationMs: 0 };
    this.calls.push(entry);
    const started = Date.now();
    const send = () =>
      this.send(method, path, options.body, (attempts, status) => {
        entry.attempts = attempts;
        entry.status = status;
      });
    try {
      const cache = this.options.cache;
      if (options.catalogue && cache?.enabled) {
        const key = options.body === undefined ? `${method} ${path}` : `${method} ${path} ${JSON.stringify(options.body)}`;
        const { promise, hit } = cache.fetch(key, send);
        entry.cached = hit;
        return await promise;
      }
      return await send();
    } finally {
      entry.durationMs = Date.now() - started;
    }
  }

  /** Sends the call, retrying idempotent reads on network errors, timeouts and 5xx. */
  private async send(
    method: HttpMethod,
    path: string,
    body: unknown,
    report: (attempts: number, status: number | null) => void,
  ): Promise<RestContent> {
    const retries = method === 'GET' ? this.options.retryDelaysMs : [];
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { status, content } = await this.attempt(method, path, body);
        report(attempt + 1, status);
        return content;
      } catch (error) {
        const failure =
          error instanceof AttemptFailure
            ? error
            : new AttemptFailure(upstreamError(ErrorCode.UpstreamError, FAILED_MESSAGE, null), null, false);
        report(attempt + 1, failure.status);
        const delay = retries[attempt];
        if (!failure.retryable || delay === undefined) throw failure.error;
        await sleep(delay);
      }
    }
  }

  private async attempt(method: HttpMethod, path: string, body: unknown): Promise<{ status: number; content: RestContent }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.options.authorization) headers.authorization = this.options.authorization;
    if (this.options.requestId) headers['x-request-id'] = this.options.requestId;

    let response: Response;
    let text: string;
    try {
      // The timeout covers the body too: a backend that stalls mid-answer is as unavailable as one
      // that never answers.
      const signal = AbortSignal.timeout(this.options.timeoutMs);
      response = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers,
        signal,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      text = await response.text();
    } catch {
      // Connection refused, reset, DNS failure or the timeout: the backend is not there for us.
      throw new AttemptFailure(upstreamError(ErrorCode.UpstreamUnavailable, UNAVAILABLE_MESSAGE, null), null, true);
    }

    let parsed: unknown = undefined;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!response.ok) throw httpFailure(response.status, parsed);
    if (parsed === undefined) {
      throw new AttemptFailure(upstreamError(ErrorCode.UpstreamError, FAILED_MESSAGE, response.status), response.status, false);
    }
    return { status: response.status, content: unwrapEnvelope(parsed, response.status) };
  }
}
