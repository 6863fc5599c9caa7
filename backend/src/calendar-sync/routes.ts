import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database, Queryable } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { keyFor, tryAgainIn, type Limit, type RateLimiter } from '../http/rate-limit.js';
import { noPayloadBodySchema } from '../studios/schemas.js';
import type { CalendarClient, TokenSet } from './client.js';
import {
  codeChallengeOf,
  hashState,
  randomToken,
  UnreadableSecretError,
  type TokenCipher,
} from './crypto.js';
import { ProviderError } from './http.js';
import { changesFor } from './plan.js';
import {
  notConfiguredMessage,
  recordConnectionChange,
  toApiConnection,
  type ApiCalendarConnection,
} from './present.js';
import { CalendarRepository, type ConnectionRecord } from './repository.js';
import { CALENDAR_PROVIDERS, PROVIDER_LABELS, type CalendarProvider } from './settings.js';
import type { CalendarSync } from './sync.js';
import { encryptTokens } from './tokens.js';

/**
 * The member's calendar connections: connect (OAuth 2.0 authorization code with PKCE), the
 * provider's redirect back, disconnect, the connections' state, and 'Sync Now'. The writing itself
 * is the sync job's (sync.ts).
 */

/** How long a connect may take between the member leaving for the provider and coming back. */
export const AUTHORIZATION_TTL_MS = 10 * 60_000;

export const CALENDAR_CONNECT_LIMIT: Limit = {
  prefix: 'calendar:connect:user:',
  limit: 10,
  windowMs: 60 * 60_000,
};
export const CALENDAR_SYNC_LIMIT: Limit = { prefix: 'calendar:sync:user:', limit: 30, windowMs: 60 * 60_000 };

/** Why a connect came back without a connection (`calendarError=` on the calendar page). */
export type CalendarConnectError =
  | 'access_denied'
  | 'authorization_failed'
  | 'invalid_state'
  | 'expired_state'
  | 'unavailable'
  | 'not_configured'
  | 'disconnecting';

export const CALENDAR_PAGE_PATH = '/newplatform/items/calendar';

export function redirectUriFor(publicUrl: string, provider: CalendarProvider): string {
  return `${publicUrl}/api/calendar/${provider}/callback`;
}

function authorizationContext(stateHash: string, userId: number, provider: CalendarProvider): string {
  return `calendar-authorization:${stateHash}:${userId}:${provider}`;
}

const providerParamsSchema = {
  type: 'object',
  properties: {
    provider: {
      type: 'string',
      enum: CALENDAR_PROVIDERS,
      'x-error': `must be ${CALENDAR_PROVIDERS.join(' or ')}`,
    },
  },
  required: ['provider'],
} as const;

// The provider's redirect: whatever it adds besides these (scope, session_state, …) is ignored.
const callbackQuerySchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    state: { type: 'string' },
    error: { type: 'string' },
  },
} as const;

/** Longer values are not ones we or the providers make: refused without a lookup. */
const MAX_STATE_LENGTH = 200;
const MAX_CODE_LENGTH = 4096;

interface ProviderParams {
  provider: CalendarProvider;
}

export interface CalendarRouteOptions {
  db: Database;
  limiter: RateLimiter;
  publicUrl: string;
  clients: ReadonlyMap<CalendarProvider, CalendarClient>;
  cipher: TokenCipher | undefined;
  sync: CalendarSync;
  devRoutes: boolean;
}

function notConfigured(provider: CalendarProvider): HttpError {
  return new HttpError(503, notConfiguredMessage(provider), 'calendar_not_configured');
}

function notConnected(provider: CalendarProvider): HttpError {
  return new HttpError(
    404,
    `Your ${PROVIDER_LABELS[provider]} calendar is not connected.`,
    'calendar_not_connected',
  );
}

export function registerCalendarRoutes(app: FastifyInstance, options: CalendarRouteOptions): void {
  const { db, limiter, publicUrl, clients, cipher, sync } = options;
  const signedIn = authenticate(app, db);
  const repository = new CalendarRepository(db);

  /** The client and cipher of a configured provider; 503 otherwise (nothing pretends to sync). */
  const configured = (provider: CalendarProvider): { client: CalendarClient; cipher: TokenCipher } => {
    const client = clients.get(provider);
    if (client === undefined || cipher === undefined) throw notConfigured(provider);
    return { client, cipher };
  };

  /** The connection as the member sees it, `pending` worked out as the job would. */
  const present = async (
    provider: CalendarProvider,
    connection: ConnectionRecord | undefined,
    now: Date,
    queryable: Queryable = db,
  ): Promise<ApiCalendarConnection> => {
    let pending = 0;
    if (connection !== undefined)
      pending =
        connection.disconnectRequestedAt !== null
          ? await new CalendarRepository(queryable).countMappings(connection.id)
          : (await changesFor(queryable, connection, publicUrl, now)).length;
    return toApiConnection(provider, clients.has(provider), connection, pending);
  };

  app.get('/api/calendar/connections', { preHandler: signedIn }, async (request) => {
    const { member } = memberOf(request);
    const now = app.clock();
    const connections = await repository.connectionsOf(member.id);
    const answer: ApiCalendarConnection[] = [];
    for (const provider of CALENDAR_PROVIDERS)
      answer.push(
        await present(
          provider,
          connections.find((c) => c.provider === provider),
          now,
        ),
      );
    return ok(answer);
  });

  app.post<{ Params: ProviderParams }>(
    '/api/calendar/:provider/connect',
    { schema: { params: providerParamsSchema, body: noPayloadBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const { provider } = request.params;
      const { client, cipher } = configured(provider);
      const now = app.clock();
      await limiter.enforce(
        [keyFor(CALENDAR_CONNECT_LIMIT, member.id)],
        now,
        (minutes) => `Too many calendar connection attempts. ${tryAgainIn(minutes)}`,
      );
      const existing = await repository.connectionOf(member.id, provider);
      if (existing !== undefined && existing.disconnectRequestedAt !== null)
        throw new HttpError(
          409,
          `Your ${PROVIDER_LABELS[provider]} calendar is still being disconnected. Please try again in a moment.`,
          'calendar_disconnecting',
        );
      const state = randomToken();
      const verifier = randomToken();
      const stateHash = hashState(state);
      await repository.createAuthorization(
        stateHash,
        member.id,
        provider,
        cipher.encrypt(verifier, authorizationContext(stateHash, member.id, provider)),
        new Date(now.getTime() + AUTHORIZATION_TTL_MS),
        now,
      );
      return ok({
        authorizationUrl: client.authorizationUrl({
          state,
          codeChallenge: codeChallengeOf(verifier),
          redirectUri: redirectUriFor(publicUrl, provider),
        }),
      });
    },
  );

  // The provider sends the member's browser here: every outcome is a redirect to the calendar page.
  app.get<{ Params: ProviderParams; Querystring: { code?: string; state?: string; error?: string } }>(
    '/api/calendar/:provider/callback',
    {
      schema: { params: providerParamsSchema, querystring: callbackQuerySchema },
      // The address carries the authorization code: the per-request log lines (which show it) are left out.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { code, state, error } = request.query;
      const back = (
        outcome: { calendarConnected: CalendarProvider } | { calendarError: CalendarConnectError },
      ) => redirectToCalendar(reply, publicUrl, outcome);
      // Used up whatever follows, so a state works once.
      const stateHash =
        state !== undefined && state.length <= MAX_STATE_LENGTH ? hashState(state) : undefined;
      const authorization =
        stateHash === undefined ? undefined : await repository.takeAuthorization(stateHash);
      if (error !== undefined)
        return back({ calendarError: error === 'access_denied' ? 'access_denied' : 'authorization_failed' });
      const client = clients.get(provider);
      if (client === undefined || cipher === undefined) return back({ calendarError: 'not_configured' });
      if (
        authorization === undefined ||
        stateHash === undefined ||
        authorization.provider !== provider ||
        code === undefined ||
        code === '' ||
        code.length > MAX_CODE_LENGTH
      )
        return back({ calendarError: 'invalid_state' });
      const now = app.clock();
      if (authorization.expiresAt.getTime() <= now.getTime()) return back({ calendarError: 'expired_state' });
      let codeVerifier: string;
      try {
        codeVerifier = cipher.decrypt(
          authorization.codeVerifierEncrypted,
          authorizationContext(stateHash, authorization.userId, provider),
        );
      } catch (failure) {
        if (failure instanceof UnreadableSecretError) return back({ calendarError: 'invalid_state' });
        throw failure;
      }
      let tokens: TokenSet;
      try {
        tokens = await client.exchangeCode(
          { code, codeVerifier, redirectUri: redirectUriFor(publicUrl, provider) },
          now,
        );
      } catch (failure) {
        if (!(failure instanceof ProviderError)) throw failure;
        request.log.warn({ err: failure, provider }, 'calendar connect: the code exchange failed');
        return back({
          calendarError: failure.failure === 'unavailable' ? 'unavailable' : 'authorization_failed',
        });
      }
      const userId = authorization.userId;
      const saved = await db.transaction(async (tx) => {
        const connection = await new CalendarRepository(tx).saveGrant(
          userId,
          provider,
          encryptTokens(cipher, userId, provider, tokens),
          now,
        );
        if (connection !== undefined)
          await recordConnectionChange(tx, userId, await present(provider, connection, now, tx), now);
        return connection;
      });
      if (saved === undefined) return back({ calendarError: 'disconnecting' });
      return back({ calendarConnected: provider });
    },
  );

  app.post<{ Params: ProviderParams }>(
    '/api/calendar/:provider/disconnect',
    { schema: { params: providerParamsSchema, body: noPayloadBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const { provider } = request.params;
      // Removing our events needs the provider.
      configured(provider);
      const now = app.clock();
      const answer = await db.transaction(async (tx) => {
        const connections = new CalendarRepository(tx);
        const connection = await connections.connectionOf(member.id, provider, true);
        if (connection === undefined) throw notConnected(provider);
        // A second click while the first is under way answers the same.
        if (connection.disconnectRequestedAt !== null) return present(provider, connection, now, tx);
        await connections.requestDisconnect(connection.id, now);
        const api = await present(provider, { ...connection, disconnectRequestedAt: now }, now, tx);
        await recordConnectionChange(tx, member.id, api, now);
        return api;
      });
      return ok(answer);
    },
  );

  app.post<{ Params: ProviderParams }>(
    '/api/calendar/:provider/sync',
    { schema: { params: providerParamsSchema, body: noPayloadBodySchema }, preHandler: signedIn },
    async (request, reply) => {
      const { member } = memberOf(request);
      const { provider } = request.params;
      configured(provider);
      const now = app.clock();
      await limiter.enforce(
        [keyFor(CALENDAR_SYNC_LIMIT, member.id)],
        now,
        (minutes) => `Too many sync requests. ${tryAgainIn(minutes)}`,
      );
      const answer = await db.transaction(async (tx) => {
        const connections = new CalendarRepository(tx);
        const connection = await connections.connectionOf(member.id, provider, true);
        if (connection === undefined || connection.disconnectRequestedAt !== null)
          throw notConnected(provider);
        // Waiting for the member to reconnect: another try would only fail the same way.
        if (!connection.needsReconnect) await connections.requestSync(connection.id, now);
        return present(provider, connection, now, tx);
      });
      return reply.code(202).send(ok(answer));
    },
  );

  if (options.devRoutes) {
    app.post('/api/dev/calendar/sync/run', { schema: { body: noPayloadBodySchema } }, async () =>
      ok(await sync.runOnce()),
    );
  }
}

function redirectToCalendar(
  reply: FastifyReply,
  publicUrl: string,
  outcome: Record<string, string>,
): FastifyReply {
  return (
    reply
      // The address it came from carries the code: never cached, never sent on as a Referer.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(`${publicUrl}${CALENDAR_PAGE_PATH}?${new URLSearchParams(outcome).toString()}`, 302)
  );
}
