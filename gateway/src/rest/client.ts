// The one REST client the gateway talks to the backend with (API.md). One instance per GraphQL
// request: it carries the caller's Authorization header and logs every call it makes, so a request
// can be audited for how many times it hit each resource.
//
// Calls go through the process's keep-alive pool to the backend (connections.ts), with one timer
// per attempt and the answer read straight into JSON.
//
// Failures become GraphQLErrors with an `extensions.code` (see errors/index.ts); the resolver that asked
// resolves to null with that error while its siblings go on. Nothing here remembers a failure:
// the next call simply tries again, so the gateway recovers as soon as the backend is back.
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphQLError } from 'graphql';
import { getGlobalDispatcher, type Dispatcher } from 'undici';
import { ErrorCode } from '../errors/index.js';
import { publicReadOf, type CatalogueCache } from './cache.js';
import type { BackendConnections } from './connections.js';

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
  /** A refusal's Retry-After (a 429), in seconds; null when none came. */
  retryAfterSeconds: number | null;
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
  /** The caller's address, sent as X-Forwarded-For (the backend throttles failed log-ins per address). */
  clientAddress?: string | undefined;
  /** The cross-request cache for public catalogue reads; calls opt in with `{ catalogue: true }`. */
  cache?: CatalogueCache | undefined;
  /**
   * The gateway's pooled connections to the backend; without them (one-off clients, tests) calls go
   * through undici's shared keep-alive agent.
   */
  connections?: BackendConnections | undefined;
}

export interface RequestOptions {
  /** A JSON body (POST, PUT, PATCH). */
  body?: unknown;
  /**
   * Public catalogue data, the same for every caller: may be answered from the cross-request cache.
   * Only for reads (GET, or the catalogue's read-only POSTs such as POST /api/basic/classTypes).
   */
  catalogue?: boolean;
  /**
   * Extra request headers, e.g. a purchase's `Idempotency-Key`. They are not part of the catalogue
   * cache's key, so catalogue reads must not depend on them.
   */
  headers?: Readonly<Record<string, string>>;
}

/** The `content` of a successful envelope, as the backend sent it (decode before use). */
export type RestContent = unknown;

/**
 * A failed REST call as the resolver that asked sees it: a GraphQLError with the general mapping's
 * code and client-safe message, which also keeps what the backend said (HTTP status, its 4xx
 * envelope text and its machine `code`) for callers that expect some failures and turn them into
 * `userErrors` (accounts, payments).
 * GraphQLError.toJSON sends only message, locations, path and extensions, so the extra properties
 * never reach a response unless a caller chooses to show them.
 */
export class RestFailure extends GraphQLError {
  constructor(
    code: ErrorCode,
    message: string,
    /** The HTTP status of the answer; null when none came (network error, timeout). */
    readonly upstreamStatus: number | null,
    /** The backend's envelope message of a 4xx (or 2xx `status: false`) answer; null otherwise. */
    readonly upstreamMessage: string | null = null,
    /**
     * The envelope's machine code (API.md "Payments": `card_declined`, `no_such_coupon`, …), kept for
     * any status, 5xx included: it is a fixed token, never free text. Null when the body had none.
     */
    readonly upstreamCode: string | null = null,
    /** A 429's Retry-After in seconds (also `extensions.retryAfterSeconds`); null when none came. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message, {
      extensions: {
        code,
        ...(upstreamStatus === null ? {} : { upstreamStatus }),
        ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }),
      },
    });
    this.name = 'RestFailure';
  }
}

/** An attempt that failed; `retryable` failures are retried for idempotent reads. */
class AttemptFailure extends Error {
  constructor(
    readonly error: RestFailure,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(error.message);
  }
}

function upstreamError(
  code: ErrorCode,
  message: string,
  status: number | null,
  upstreamMessage: string | null = null,
  upstreamCode: string | null = null,
  retryAfter: number | null = null,
): RestFailure {
  return new RestFailure(code, message, status, upstreamMessage, upstreamCode, retryAfter);
}

const UNAVAILABLE_MESSAGE = 'The StreamFit service is unavailable right now. Please try again shortly.';
const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again in a few minutes.';

/** Retry-After as seconds: a delay, or an HTTP date from now; null when absent or unreadable. */
export function retryAfterSeconds(header: string | null): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d{1,9}$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
const FAILED_MESSAGE = 'The StreamFit service could not answer this request.';

/** The message a 4xx envelope carries, when it is a plain, short text (safe to show). */
function envelopeMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const content = (body as { content?: unknown }).content;
  if (typeof content === 'string' && content.trim() !== '' && content.length <= 500) return content;
  return null;
}

/** The envelope's machine code, when it is one (a short snake_case token); anything else is ignored. */
function envelopeCode(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const code = (body as { code?: unknown }).code;
  return typeof code === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(code) ? code : null;
}

/** Maps an HTTP failure to a GraphQL error; 4xx keep the backend's message, 5xx never do (both keep its code). */
function httpFailure(status: number, body: unknown, retryAfter: number | null): AttemptFailure {
  const message = envelopeMessage(body);
  const machineCode = envelopeCode(body);
  // 503 is the backend saying it cannot serve for a moment (its database is restarting, say):
  // unavailable, as when it cannot be reached, not a failure of this request.
  if (status === 503) {
    return new AttemptFailure(
      upstreamError(ErrorCode.UpstreamUnavailable, UNAVAILABLE_MESSAGE, status, null, machineCode),
      status,
      true,
    );
  }
  if (status >= 500) {
    return new AttemptFailure(
      upstreamError(ErrorCode.UpstreamError, FAILED_MESSAGE, status, null, machineCode),
      status,
      true,
    );
  }
  const failure = (code: ErrorCode, shown: string) =>
    new AttemptFailure(upstreamError(code, shown, status, message, machineCode), status, false);
  switch (status) {
    case 400:
    case 409:
    case 422:
      return failure(ErrorCode.BadUserInput, message ?? 'The request was not valid.');
    case 401:
      return failure(ErrorCode.Unauthenticated, message ?? 'You need to log in.');
    case 402:
    case 403:
      return failure(ErrorCode.Forbidden, message ?? 'You are not allowed to do that.');
    case 404:
      return failure(ErrorCode.NotFound, message ?? 'Not found.');
    case 429:
      // The backend's limits (per address, per member): its message says when to try again.
      // Mutations show it as the userError TOO_MANY_ATTEMPTS instead.
      return new AttemptFailure(
        upstreamError(
          ErrorCode.RateLimited,
          message ?? RATE_LIMITED_MESSAGE,
          status,
          message,
          machineCode,
          retryAfter,
        ),
        status,
        false,
      );
    default:
      return failure(ErrorCode.BadUserInput, message ?? 'The request was not valid.');
  }
}

/** Reads the envelope: `{status, content}` or `{status, data: {content}}`. */
function unwrapEnvelope(body: unknown, status: number): RestContent {
  if (body && typeof body === 'object') {
    const envelope = body as { status?: unknown; content?: unknown; data?: { content?: unknown } | null };
    // A 2xx with a false status is how some calls (register, login) report an expected failure.
    if (envelope.status === false || envelope.status === 0) {
      const message = envelopeMessage(body);
      throw new AttemptFailure(
        upstreamError(
          ErrorCode.BadUserInput,
          message ?? 'The request was not valid.',
          status,
          message,
          envelopeCode(body),
        ),
        status,
        false,
      );
    }
    if ('content' in envelope) return envelope.content;
    if (envelope.data && typeof envelope.data === 'object' && 'content' in envelope.data)
      return envelope.data.content;
  }
  throw new AttemptFailure(upstreamError(ErrorCode.UpstreamError, FAILED_MESSAGE, status), status, false);
}

/** An answer's content with its size as the backend sent it, for the shared cache's byte bound. */
interface SizedContent {
  content: RestContent;
  bytes: number;
}

const sizeOf = (answer: SizedContent): number => answer.bytes;

/**
 * What an answer without a Content-Length (sent in chunks) counts as in the shared cache: a long
 * page's worth, so answers of unknown size can never hold more than the bound allows.
 */
export const UNKNOWN_SIZE_BYTES = 256 * 1024;

/** The body's size from its Content-Length; UNKNOWN_SIZE_BYTES when there is none or it is not a size. */
export function bodyBytes(header: string | string[] | undefined): number {
  const text = Array.isArray(header) ? header[0] : header;
  if (text === undefined || !/^\d{1,15}$/.test(text.trim())) return UNKNOWN_SIZE_BYTES;
  return Number(text.trim());
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value as Record<string, unknown>)) deepFreeze(inner);
  }
  return value;
}

/** The backend's origin and mount path, parsed once per base URL (a client is made per request). */
const bases = new Map<string, { origin: string; basePath: string }>();
function backendBase(baseUrl: string): { origin: string; basePath: string } {
  let base = bases.get(baseUrl);
  if (!base) {
    const url = new URL(baseUrl);
    base = { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
    // One backend per gateway in practice; tests make a few. Bounded all the same.
    if (bases.size > 100) bases.clear();
    bases.set(baseUrl, base);
  }
  return base;
}

export class RestClient {
  /** Every call this client made, in order: what tests and logs count per operation. */
  readonly calls: RestCall[] = [];

  private authorization: string | undefined;
  /** The backend's origin (what the pool is keyed by) and the path it is mounted under, if any. */
  private readonly origin: string;
  private readonly basePath: string;

  constructor(private readonly options: RestClientOptions) {
    this.authorization = options.authorization;
    ({ origin: this.origin, basePath: this.basePath } = backendBase(options.baseUrl));
  }

  private dispatcher(): Dispatcher {
    return this.options.connections?.dispatcherFor(this.origin) ?? getGlobalDispatcher();
  }

  /** Whether calls carry a caller's token (no token: nothing member-specific can be asked). */
  get hasAuthorization(): boolean {
    return this.authorization !== undefined && this.authorization !== '';
  }

  /**
   * Replaces the token for the rest of this request: after logIn/signUp the new session's token,
   * after logOut none, so follow-up calls in the same operation act as the member they should.
   */
  setAuthorization(authorization: string | undefined): void {
    this.authorization = authorization;
  }

  get(path: string, options: Omit<RequestOptions, 'body'> = {}): Promise<RestContent> {
    return this.request('GET', path, options);
  }

  post(path: string, options: RequestOptions = {}): Promise<RestContent> {
    return this.request('POST', path, options);
  }

  async request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<RestContent> {
    const entry: RestCall = {
      method,
      path,
      status: null,
      attempts: 0,
      cached: false,
      durationMs: 0,
      retryAfterSeconds: null,
    };
    this.calls.push(entry);
    const started = Date.now();
    const send = () =>
      this.send(method, path, options.body, options.headers, (attempts, status, retryAfter) => {
        entry.attempts = attempts;
        entry.status = status;
        entry.retryAfterSeconds = retryAfter;
      });
    try {
      const cache = this.options.cache;
      if (options.catalogue && cache?.enabled) {
        const key =
          options.body === undefined
            ? `${method} ${path}`
            : `${method} ${path} ${JSON.stringify(options.body)}`;
        const { promise, hit } = cache.fetch(key, send, { bytesOf: sizeOf });
        entry.cached = hit;
        return (await promise).content;
      }
      // A public read (the live schedule, a visitor's library page) is shared for a few seconds. Its
      // key is all the backend's answer depends on: the method, the path with its query string, the
      // body, and whether a token went along ('visitor' reads are shared only between calls without
      // one). Extra headers are never part of a key, so a call carrying any is never shared.
      const shared =
        cache?.publicReadsEnabled && options.headers === undefined
          ? publicReadOf(method, path, this.hasAuthorization)
          : null;
      if (shared && cache) {
        const body = options.body === undefined ? '' : JSON.stringify(options.body);
        const key = `public:${shared.audience} ${method} ${path} ${body}`;
        // Frozen once when it arrives: every request that shares the answer reads the same objects,
        // so none may change them for the others.
        const load = () => send().then((sized) => ({ ...sized, content: deepFreeze(sized.content) }));
        const { promise, hit } = cache.fetch(key, load, {
          ttlMs: cache.publicTtlMs,
          tag: shared.tag,
          bytesOf: sizeOf,
        });
        entry.cached = hit;
        return (await promise).content;
      }
      return (await send()).content;
    } finally {
      entry.durationMs = Date.now() - started;
    }
  }

  /**
   * Sends the call, retrying idempotent reads on network errors, timeouts and 5xx. Anything but a
   * GET is sent once: a POST that timed out may still have charged a card, so only the caller (with
   * its Idempotency-Key) may decide to send it again.
   */
  private async send(
    method: HttpMethod,
    path: string,
    body: unknown,
    extraHeaders: Readonly<Record<string, string>> | undefined,
    report: (attempts: number, status: number | null, retryAfter: number | null) => void,
  ): Promise<SizedContent> {
    const retries = method === 'GET' ? this.options.retryDelaysMs : [];
    for (let attempt = 0; ; attempt += 1) {
      try {
        const { status, content, bytes } = await this.attempt(method, path, body, extraHeaders);
        report(attempt + 1, status, null);
        return { content, bytes };
      } catch (error) {
        const failure =
          error instanceof AttemptFailure
            ? error
            : new AttemptFailure(upstreamError(ErrorCode.UpstreamError, FAILED_MESSAGE, null), null, false);
        report(attempt + 1, failure.status, failure.error.retryAfterSeconds);
        const delay = retries[attempt];
        if (!failure.retryable || delay === undefined) throw failure.error;
        await sleep(delay);
      }
    }
  }

  private async attempt(
    method: HttpMethod,
    path: string,
    body: unknown,
    extraHeaders: Readonly<Record<string, string>> | undefined,
  ): Promise<{ status: number; content: RestContent; bytes: number }> {
    const headers: Record<string, string> = { ...extraHeaders, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.authorization) headers.authorization = this.authorization;
    if (this.options.requestId) headers['x-request-id'] = this.options.requestId;
    if (this.options.clientAddress) headers['x-forwarded-for'] = this.options.clientAddress;

    let status: number;
    let retryAfterHeader: string | null = null;
    let parsed: unknown = undefined;
    let bytes = UNKNOWN_SIZE_BYTES;
    // One timer for the whole attempt: the wait for a pooled connection, the answer and its body.
    // A backend that stalls mid-answer is as unavailable as one that never answers.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), this.options.timeoutMs);
    try {
      const response = await this.dispatcher().request({
        origin: this.origin,
        path: `${this.basePath}${path}`,
        method,
        headers,
        signal: abort.signal,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      status = response.statusCode;
      const retryAfter = response.headers['retry-after'];
      retryAfterHeader = (Array.isArray(retryAfter) ? retryAfter[0] : retryAfter) ?? null;
      bytes = bodyBytes(response.headers['content-length']);
      try {
        parsed = await response.body.json();
      } catch (error) {
        // An empty or non-JSON body is read as no body; a connection cut mid-body (or the timeout)
        // is the backend not being there, as below.
        if (!(error instanceof SyntaxError) || abort.signal.aborted) throw error;
        parsed = undefined;
      }
    } catch {
      // Connection refused, reset, DNS failure or the timeout: the backend is not there for us.
      throw new AttemptFailure(
        upstreamError(ErrorCode.UpstreamUnavailable, UNAVAILABLE_MESSAGE, null),
        null,
        true,
      );
    } finally {
      clearTimeout(timer);
    }

    if (status < 200 || status >= 300)
      throw httpFailure(status, parsed, status === 429 ? retryAfterSeconds(retryAfterHeader) : null);
    if (parsed === undefined) {
      throw new AttemptFailure(upstreamError(ErrorCode.UpstreamError, FAILED_MESSAGE, status), status, false);
    }
    return { status, content: unwrapEnvelope(parsed, status), bytes };
  }
}
