import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CalendarProviderUrls, CalendarSyncSettings } from '../../src/calendar-sync/settings.js';

/**
 * A local stand-in for the parts of Google and Microsoft that calendar sync uses, so the real clients
 * are driven over HTTP:
 * - OAuth: an authorize page that approves at once (redirects back with `code` and `state`), a token
 *   endpoint (authorization_code with PKCE S256, checked: a wrong verifier is `invalid_grant`;
 *   refresh_token; Microsoft rotates refresh tokens) and Google's revoke endpoint;
 * - Google Calendar v3 `POST/PATCH/DELETE/GET /calendars/primary/events[/id]` (409 for an id already
 *   used, deleted events included, as Google does);
 * - Graph `POST/PATCH/DELETE/GET /me/events[/id]` (a POST repeating a `transactionId` answers the
 *   event already made, as Graph does).
 * Events are kept in memory per account, so a test asserts exactly what a calendar holds. Switches
 * force failures: the next N calls answer 500 (before or after doing the work), access tokens stop
 * working (401), grants are revoked (`invalid_grant`).
 */

export type StandInProvider = 'google' | 'microsoft';

export const STANDIN_CLIENTS = {
  google: { clientId: 'standin-google-client', clientSecret: 'standin-google-secret' },
  microsoft: { clientId: 'standin-microsoft-client', clientSecret: 'standin-microsoft-secret' },
} as const;

export interface GoogleEvent {
  id: string;
  status: 'confirmed' | 'cancelled';
  summary?: string;
  description?: string;
  location?: string;
  start?: { dateTime?: string; timeZone?: string };
  end?: { dateTime?: string; timeZone?: string };
  extendedProperties?: { private?: Record<string, string> };
}

export interface GraphEvent {
  id: string;
  transactionId?: string;
  subject?: string;
  body?: { contentType?: string; content?: string };
  location?: { displayName?: string };
  start?: { dateTime?: string; timeZone?: string };
  end?: { dateTime?: string; timeZone?: string };
  singleValueExtendedProperties?: Array<{ id: string; value: string }>;
}

interface PendingCode {
  provider: StandInProvider;
  account: string;
  challenge: string;
  redirectUri: string;
  used: boolean;
}

interface Grant {
  provider: StandInProvider;
  account: string;
  refreshToken: string;
  revoked: boolean;
}

interface AccessToken {
  grant: Grant;
  valid: boolean;
}

export interface RecordedCall {
  method: string;
  path: string;
  /** Which kind of endpoint: OAuth (authorize, token, revoke) or a calendar API. */
  kind: 'oauth' | 'api';
  status: number;
  /** The calendar's account, for calls with a working access token. */
  account?: string;
}

interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  account?: string;
}

interface Failure {
  remaining: number;
  status: number;
  /** Do the work, then answer the failure (an answer lost on the way back). */
  afterApplying: boolean;
  kind: 'oauth' | 'api';
}

const randomId = (bytes = 16): string => randomBytes(bytes).toString('base64url');
const challengeOf = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export class CalendarStandIn {
  readonly calls: RecordedCall[] = [];
  /** The account the next consent signs in as (each account has its own calendar). */
  nextAccount = 'member@example.com';
  /** The next authorize request is declined by the member (error=access_denied). */
  declineNext = false;
  private readonly server: Server;
  private readonly codes = new Map<string, PendingCode>();
  private readonly grants = new Map<string, Grant>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly google = new Map<string, Map<string, GoogleEvent>>();
  private readonly graph = new Map<string, Map<string, GraphEvent>>();
  private failures: Failure[] = [];

  constructor() {
    this.server = createServer((request, response) => void this.handle(request, response));
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  get urls(): CalendarProviderUrls {
    const base = this.baseUrl;
    return {
      googleOAuth: `${base}/google/o/oauth2/v2/auth`,
      googleToken: `${base}/google/token`,
      googleRevoke: `${base}/google/revoke`,
      googleCalendarApi: `${base}/google/calendar/v3`,
      microsoftLogin: `${base}/microsoft/common/oauth2/v2.0`,
      microsoftGraph: `${base}/microsoft/graph/v1.0`,
    };
  }

  /** Calendar sync settings pointing at this stand-in, both providers configured. */
  settings(tokenKey: string, overrides: Partial<CalendarSyncSettings> = {}): CalendarSyncSettings {
    return {
      google: { ...STANDIN_CLIENTS.google },
      outlook: { ...STANDIN_CLIENTS.microsoft },
      tokenKey,
      urls: this.urls,
      intervalMs: 5_000,
      timeoutMs: 2_000,
      ...overrides,
    };
  }

  /** The next `count` calls of that kind answer `status` (default 500); `afterApplying`: after doing the work. */
  failNext(
    count: number,
    options: { status?: number; afterApplying?: boolean; kind?: 'oauth' | 'api' } = {},
  ): void {
    this.failures.push({
      remaining: count,
      status: options.status ?? 500,
      afterApplying: options.afterApplying ?? false,
      kind: options.kind ?? 'api',
    });
  }

  /** Every access token issued so far stops working (the calendar APIs answer 401). */
  expireAccessTokens(): void {
    for (const token of this.accessTokens.values()) token.valid = false;
  }

  /** The member revokes the app's access: refresh tokens get `invalid_grant`, access tokens 401. */
  revokeAccess(account?: string): void {
    for (const grant of this.grants.values())
      if (account === undefined || grant.account === account) grant.revoked = true;
    for (const token of this.accessTokens.values()) if (token.grant.revoked) token.valid = false;
  }

  /** Every access and refresh token issued to `account` (tests check none is stored as it is). */
  issuedTokens(account: string): string[] {
    const access = [...this.accessTokens.entries()]
      .filter(([, token]) => token.grant.account === account)
      .map(([value]) => value);
    const refresh = [...this.grants.values()].filter((g) => g.account === account).map((g) => g.refreshToken);
    return [...access, ...refresh];
  }

  /** Grants neither revoked nor given back, per provider and account. */
  liveGrants(provider: StandInProvider, account?: string): number {
    return [...this.grants.values()].filter(
      (grant) =>
        grant.provider === provider && !grant.revoked && (account === undefined || grant.account === account),
    ).length;
  }

  /** The Google calendar of `account`: its events, deleted ones left out. */
  googleEvents(account = this.nextAccount): GoogleEvent[] {
    return [...(this.google.get(account)?.values() ?? [])].filter((event) => event.status === 'confirmed');
  }

  /** The Outlook calendar of `account`. */
  outlookEvents(account = this.nextAccount): GraphEvent[] {
    return [...(this.graph.get(account)?.values() ?? [])];
  }

  apiCalls(method?: string): RecordedCall[] {
    return this.calls.filter(
      (call) => call.kind === 'api' && (method === undefined || call.method === method),
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://standin');
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const kind: 'oauth' | 'api' = /\/(auth|authorize|token|revoke)$/.test(path) ? 'oauth' : 'api';
    const failure = this.failures.find((f) => f.kind === kind && f.remaining > 0);
    if (failure !== undefined) failure.remaining -= 1;
    this.failures = this.failures.filter((f) => f.remaining > 0);
    const send = (
      status: number,
      body?: unknown,
      headers: Record<string, string> = {},
      account?: string,
    ): void => {
      this.calls.push({ method, path, kind, status, ...(account === undefined ? {} : { account }) });
      response.writeHead(status, {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      });
      response.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (failure !== undefined && !failure.afterApplying) {
      send(failure.status, { error: { code: failure.status, message: 'The stand-in was told to fail.' } });
      return;
    }
    let answer: Answer;
    try {
      answer = this.route(method, path, url.searchParams, text, request.headers.authorization);
    } catch (error) {
      answer = { status: 400, body: { error: { message: (error as Error).message } } };
    }
    if (failure !== undefined)
      send(
        failure.status,
        { error: { code: failure.status, message: 'Lost on the way back.' } },
        {},
        answer.account,
      );
    else send(answer.status, answer.body, answer.headers, answer.account);
  }

  private route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: string,
    authorization: string | undefined,
  ): Answer {
    if (method === 'GET' && path === '/google/o/oauth2/v2/auth') return this.authorize('google', query);
    if (method === 'GET' && path === '/microsoft/common/oauth2/v2.0/authorize')
      return this.authorize('microsoft', query);
    if (method === 'POST' && path === '/google/token') return this.token('google', new URLSearchParams(body));
    if (method === 'POST' && path === '/microsoft/common/oauth2/v2.0/token')
      return this.token('microsoft', new URLSearchParams(body));
    if (method === 'POST' && path === '/google/revoke') return this.revoke(new URLSearchParams(body));
    const google = /^\/google\/calendar\/v3\/calendars\/primary\/events(?:\/([^/]+))?$/.exec(path);
    if (google !== null) {
      const grant = this.bearer('google', authorization);
      if (grant === undefined)
        return { status: 401, body: { error: { code: 401, message: 'Invalid Credentials' } } };
      const id = google[1] === undefined ? undefined : decodeURIComponent(google[1]);
      return { ...this.googleEventsApi(method, grant.account, id, body), account: grant.account };
    }
    const graph = /^\/microsoft\/graph\/v1\.0\/me\/events(?:\/([^/]+))?$/.exec(path);
    if (graph !== null) {
      const grant = this.bearer('microsoft', authorization);
      if (grant === undefined)
        return {
          status: 401,
          body: { error: { code: 'InvalidAuthenticationToken', message: 'Access token has expired.' } },
        };
      const id = graph[1] === undefined ? undefined : decodeURIComponent(graph[1]);
      return { ...this.graphEventsApi(method, grant.account, id, body), account: grant.account };
    }
    return { status: 404, body: { error: { message: `no such stand-in route: ${method} ${path}` } } };
  }

  private authorize(
    provider: StandInProvider,
    query: URLSearchParams,
  ): { status: number; headers?: Record<string, string>; body?: unknown } {
    const redirectUri = query.get('redirect_uri');
    const state = query.get('state');
    const challenge = query.get('code_challenge');
    if (query.get('client_id') !== STANDIN_CLIENTS[provider].clientId || redirectUri === null)
      return {
        status: 400,
        body: { error: 'invalid_request', error_description: 'unknown client or no redirect_uri' },
      };
    if (
      query.get('response_type') !== 'code' ||
      query.get('code_challenge_method') !== 'S256' ||
      challenge === null
    )
      return { status: 400, body: { error: 'invalid_request', error_description: 'PKCE S256 is required' } };
    const back = new URL(redirectUri);
    if (this.declineNext) {
      this.declineNext = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = randomId();
      this.codes.set(code, { provider, account: this.nextAccount, challenge, redirectUri, used: false });
      back.searchParams.set('code', code);
    }
    if (state !== null) back.searchParams.set('state', state);
    // Google names itself in its redirects (RFC 9207); Microsoft's multi-tenant endpoint does not.
    if (provider === 'google') back.searchParams.set('iss', new URL(this.baseUrl).origin);
    return { status: 302, headers: { location: back.toString() } };
  }

  private token(provider: StandInProvider, form: URLSearchParams): { status: number; body: unknown } {
    const client = STANDIN_CLIENTS[provider];
    if (form.get('client_id') !== client.clientId || form.get('client_secret') !== client.clientSecret)
      return { status: 401, body: { error: 'invalid_client' } };
    const invalidGrant = (description: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: description },
    });
    if (form.get('grant_type') === 'authorization_code') {
      const pending = this.codes.get(form.get('code') ?? '');
      if (pending === undefined || pending.provider !== provider || pending.used)
        return invalidGrant('bad code');
      pending.used = true;
      if (form.get('redirect_uri') !== pending.redirectUri) return invalidGrant('redirect_uri mismatch');
      if (challengeOf(form.get('code_verifier') ?? '') !== pending.challenge)
        return invalidGrant('code_verifier mismatch');
      const grant: Grant = { provider, account: pending.account, refreshToken: randomId(), revoked: false };
      this.grants.set(grant.refreshToken, grant);
      return { status: 200, body: this.issue(grant, true) };
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = this.grants.get(form.get('refresh_token') ?? '');
      if (grant === undefined || grant.provider !== provider || grant.revoked)
        return invalidGrant('Token has been expired or revoked.');
      if (provider === 'microsoft') {
        // Microsoft hands out a new refresh token each time; the old one stops working.
        this.grants.delete(grant.refreshToken);
        grant.refreshToken = randomId();
        this.grants.set(grant.refreshToken, grant);
      }
      return { status: 200, body: this.issue(grant, provider === 'microsoft') };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  private issue(grant: Grant, withRefreshToken: boolean): Record<string, unknown> {
    const accessToken = randomId();
    this.accessTokens.set(accessToken, { grant, valid: true });
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3599,
      ...(withRefreshToken ? { refresh_token: grant.refreshToken } : {}),
    };
  }

  private revoke(form: URLSearchParams): { status: number; body?: unknown } {
    const token = form.get('token') ?? '';
    const grant = this.grants.get(token) ?? this.accessTokens.get(token)?.grant;
    if (grant === undefined || grant.revoked) return { status: 400, body: { error: 'invalid_token' } };
    grant.revoked = true;
    for (const access of this.accessTokens.values()) if (access.grant === grant) access.valid = false;
    return { status: 200, body: {} };
  }

  private bearer(provider: StandInProvider, authorization: string | undefined): Grant | undefined {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const access = token === undefined ? undefined : this.accessTokens.get(token);
    return access !== undefined && access.valid && !access.grant.revoked && access.grant.provider === provider
      ? access.grant
      : undefined;
  }

  private googleEventsApi(
    method: string,
    account: string,
    id: string | undefined,
    text: string,
  ): { status: number; body?: unknown } {
    const calendar = this.google.get(account) ?? new Map<string, GoogleEvent>();
    this.google.set(account, calendar);
    const notFound = { status: 404, body: { error: { code: 404, message: 'Not Found' } } };
    if (id === undefined && method === 'GET')
      return { status: 200, body: { items: [...calendar.values()].filter((e) => e.status === 'confirmed') } };
    if (id === undefined && method === 'POST') {
      const event = JSON.parse(text) as GoogleEvent;
      const wanted = event.id ?? randomBytes(10).toString('hex');
      if (!/^[a-v0-9]{5,1024}$/.test(wanted))
        return { status: 400, body: { error: { code: 400, message: 'Invalid resource id value.' } } };
      if (calendar.has(wanted))
        return {
          status: 409,
          body: { error: { code: 409, message: 'The requested identifier already exists.' } },
        };
      const stored: GoogleEvent = { ...event, id: wanted, status: event.status ?? 'confirmed' };
      calendar.set(wanted, stored);
      return { status: 200, body: stored };
    }
    if (id === undefined) return { status: 405, body: { error: { message: 'method not allowed' } } };
    const existing = calendar.get(id);
    if (method === 'GET') return existing === undefined ? notFound : { status: 200, body: existing };
    if (method === 'PATCH') {
      if (existing === undefined) return notFound;
      const patch = JSON.parse(text) as Partial<GoogleEvent>;
      const updated: GoogleEvent = { ...existing, ...patch, id };
      calendar.set(id, updated);
      return { status: 200, body: updated };
    }
    if (method === 'DELETE') {
      if (existing === undefined) return notFound;
      if (existing.status === 'cancelled')
        return { status: 410, body: { error: { code: 410, message: 'Resource has been deleted' } } };
      existing.status = 'cancelled';
      return { status: 204 };
    }
    return { status: 405, body: { error: { message: 'method not allowed' } } };
  }

  private graphEventsApi(
    method: string,
    account: string,
    id: string | undefined,
    text: string,
  ): { status: number; body?: unknown } {
    const calendar = this.graph.get(account) ?? new Map<string, GraphEvent>();
    this.graph.set(account, calendar);
    const notFound = {
      status: 404,
      body: {
        error: { code: 'ErrorItemNotFound', message: 'The specified object was not found in the store.' },
      },
    };
    if (id === undefined && method === 'POST') {
      const event = JSON.parse(text) as GraphEvent;
      if (event.transactionId !== undefined) {
        const made = [...calendar.values()].find((e) => e.transactionId === event.transactionId);
        if (made !== undefined) return { status: 201, body: made };
      }
      const stored: GraphEvent = { ...event, id: `AAMk${randomId(24)}` };
      calendar.set(stored.id, stored);
      return { status: 201, body: stored };
    }
    if (id === undefined) return { status: 405, body: { error: { message: 'method not allowed' } } };
    const existing = calendar.get(id);
    if (existing === undefined) return notFound;
    if (method === 'GET') return { status: 200, body: existing };
    if (method === 'PATCH') {
      const patch = JSON.parse(text) as Partial<GraphEvent>;
      const updated: GraphEvent = { ...existing, ...patch, id, transactionId: existing.transactionId };
      calendar.set(id, updated);
      return { status: 200, body: updated };
    }
    if (method === 'DELETE') {
      calendar.delete(id);
      return { status: 204 };
    }
    return { status: 405, body: { error: { message: 'method not allowed' } } };
  }
}
