import type { FastifyInstance, FastifyReply } from 'fastify';
import { authenticate, memberOf } from '../accounts/auth.js';
import type { Database, Queryable } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { HttpError } from '../http/errors.js';
import { keyFor, tryAgainIn, type Limit, type RateLimiter } from '../http/rate-limit.js';
import { noPayloadBodySchema } from '../studios/schemas.js';
import type { CalendarClient, TokenSet } from './client.js';
import type { AuthorizationCallback } from './oauth.js';
import { hashState, randomToken, UnreadableSecretError, type TokenCipher } from './crypto.js';
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
/**
 * How long the calendar page has to hand in the grant after the redirect (signing in first, if
 * needed); the providers' authorization codes last about as long.
 */
export const GRANT_TTL_MS = 5 * 60_000;

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

function callbackContext(stateHash: string, userId: number, provider: CalendarProvider): string {
  return `calendar-callback:${stateHash}:${userId}:${provider}`;
}

/** Where the redirect leaves the browser: a grant for the calendar page to complete, or why not. */
type CalendarReturn =
  { calendarProvider: CalendarProvider; calendarGrant: string } | { calendarError: CalendarConnectError };

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
    iss: { type: 'string' },
  },
} as const;

const completeBodySchema = {
  type: 'object',
  properties: {
    grant: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      'x-error': 'must be the calendar connection grant the calendar page was given',
    },
  },
  required: ['grant'],
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

function disconnecting(provider: CalendarProvider): HttpError {
  return new HttpError(
    409,
    `Your ${PROVIDER_LABELS[provider]} calendar is still being disconnected. Please try again in a moment.`,
    'calendar_disconnecting',
  );
}

function grantUnusable(): HttpError {
  return new HttpError(
    400,
    'This calendar connection has expired or was already used. Please connect your calendar again.',
    'calendar_grant_invalid',
  );
}

/** The stored redirect parameters, as the callback wrote them. */
function parseCallback(text: string): AuthorizationCallback {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null) throw new UnreadableSecretError('not a stored redirect');
  const { code, state, iss } = value as Record<string, unknown>;
  if (typeof code !== 'string' || typeof state !== 'string' || (iss !== undefined && typeof iss !== 'string'))
    throw new UnreadableSecretError('not a stored redirect');
  return { code, state, ...(typeof iss === 'string' ? { iss } : {}) };
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
      if (existing !== undefined && existing.disconnectRequestedAt !== null) throw disconnecting(provider);
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
        authorizationUrl: await client.authorizationUrl({
          state,
          codeVerifier: verifier,
          redirectUri: redirectUriFor(publicUrl, provider),
        }),
      });
    },
  );

  // The provider sends the browser here. It may not be the browser of the member who started the
  // connect (a link passed on, a page opened for someone else), and it carries no session: so it
  // finishes nothing. It keeps what came back under a one-time grant and hands the grant to the
  // calendar page, whose signed-in member completes the connect only if it is theirs. Every outcome
  // is a redirect to the calendar page.
  app.get<{
    Params: ProviderParams;
    Querystring: { code?: string; state?: string; error?: string; iss?: string };
  }>(
    '/api/calendar/:provider/callback',
    {
      schema: { params: providerParamsSchema, querystring: callbackQuerySchema },
      // The address carries the authorization code: the per-request log lines (which show it) are left out.
      logLevel: 'warn',
    },
    async (request, reply) => {
      const { provider } = request.params;
      const { code, state, error, iss } = request.query;
      const back = (outcome: CalendarReturn) => redirectToCalendar(reply, publicUrl, outcome);
      const stateHash =
        state !== undefined && state !== '' && state.length <= MAX_STATE_LENGTH
          ? hashState(state)
          : undefined;
      if (error !== undefined) {
        // Declined or failed at the provider: the connect is over.
        if (stateHash !== undefined) await repository.discardAuthorization(stateHash);
        return back({ calendarError: error === 'access_denied' ? 'access_denied' : 'authorization_failed' });
      }
      if (!clients.has(provider) || cipher === undefined) return back({ calendarError: 'not_configured' });
      if (stateHash === undefined || state === undefined) return back({ calendarError: 'invalid_state' });
      const now = app.clock();
      const grant = randomToken();
      const outcome = await db.transaction(async (tx): Promise<CalendarReturn> => {
        const authorizations = new CalendarRepository(tx);
        const authorization = await authorizations.authorizationForUpdate(stateHash);
        if (authorization === undefined) return { calendarError: 'invalid_state' };
        // A second redirect with the same state (replayed, or not ours): the connect is over.
        const replayed = authorization.callbackEncrypted !== null;
        const unusable =
          authorization.provider !== provider ||
          code === undefined ||
          code === '' ||
          code.length > MAX_CODE_LENGTH ||
          (iss !== undefined && iss.length > MAX_STATE_LENGTH);
        if (replayed || unusable || authorization.expiresAt.getTime() <= now.getTime()) {
          await authorizations.discardAuthorization(stateHash);
          return {
            calendarError: replayed || unusable ? 'invalid_state' : 'expired_state',
          };
        }
        const callback: AuthorizationCallback = { code, state, ...(iss !== undefined ? { iss } : {}) };
        await authorizations.returnAuthorization(
          stateHash,
          hashState(grant),
          cipher.encrypt(
            JSON.stringify(callback),
            callbackContext(stateHash, authorization.userId, provider),
          ),
          now,
          new Date(now.getTime() + GRANT_TTL_MS),
        );
        return { calendarProvider: provider, calendarGrant: grant };
      });
      return back(outcome);
    },
  );

  // The calendar page hands in the grant the redirect gave it, with the member's session.
  app.post<{ Params: ProviderParams; Body: { grant: string } }>(
    '/api/calendar/:provider/complete',
    { schema: { params: providerParamsSchema, body: completeBodySchema }, preHandler: signedIn },
    async (request) => {
      const { member } = memberOf(request);
      const { provider } = request.params;
      const { client, cipher } = configured(provider);
      const now = app.clock();
      // Handed in once, whatever follows: a grant that fails here cannot be tried again.
      const authorization = await repository.takeGrant(hashState(request.body.grant));
      if (
        authorization === undefined ||
        authorization.provider !== provider ||
        authorization.callbackEncrypted === null
      )
        throw grantUnusable();
      if (authorization.userId !== member.id)
        throw new HttpError(
          403,
          `This ${PROVIDER_LABELS[provider]} calendar connection was started from another StreamFit account. Sign in to that account to finish it, or connect your calendar again from this one.`,
          'calendar_grant_not_yours',
        );
      if (authorization.expiresAt.getTime() <= now.getTime()) throw grantUnusable();
      let codeVerifier: string;
      let callback: AuthorizationCallback;
      try {
        codeVerifier = cipher.decrypt(
          authorization.codeVerifierEncrypted,
          authorizationContext(authorization.stateHash, member.id, provider),
        );
        callback = parseCallback(
          cipher.decrypt(
            authorization.callbackEncrypted,
            callbackContext(authorization.stateHash, member.id, provider),
          ),
        );
      } catch (failure) {
        if (failure instanceof UnreadableSecretError) throw grantUnusable();
        throw failure;
      }
      let tokens: TokenSet;
      try {
        tokens = await client.exchangeCode(
          { callback, codeVerifier, redirectUri: redirectUriFor(publicUrl, provider) },
          now,
        );
      } catch (failure) {
        if (!(failure instanceof ProviderError)) throw failure;
        request.log.warn({ err: failure, provider }, 'calendar connect: the code exchange failed');
        if (failure.failure === 'unavailable')
          throw new HttpError(
            503,
            `${PROVIDER_LABELS[provider]} did not answer. Please connect your calendar again in a moment.`,
            'calendar_unavailable',
          );
        throw new HttpError(
          400,
          `${PROVIDER_LABELS[provider]} did not accept the connection. Please connect your calendar again.`,
          'calendar_authorization_failed',
        );
      }
      const answer = await db.transaction(async (tx) => {
        const connection = await new CalendarRepository(tx).saveGrant(
          member.id,
          provider,
          encryptTokens(cipher, member.id, provider, tokens),
          now,
        );
        if (connection === undefined) return undefined;
        const api = await present(provider, connection, now, tx);
        await recordConnectionChange(tx, member.id, api, now);
        return api;
      });
      if (answer === undefined) throw disconnecting(provider);
      return ok(answer);
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
