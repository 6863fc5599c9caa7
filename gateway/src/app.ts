// The gateway: ONE http server carrying the express app (GraphQL over HTTP via Apollo Server, the
// web app, the media and calendar proxies, health) and graphql-ws on the same port at /graphql.
import { createServer, STATUS_CODES, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError } from 'graphql';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Express, type Response } from 'express';
import { defaultConfig, type GatewayConfig } from './config.js';
import { createContextFactory } from './context.js';
import { ErrorCode, errorForLog, maskError } from './errors/index.js';
import { CATALOGUE_CHANGED_EVENT, type EventHub, type EventStream } from './events/index.js';
import { compiledExecutor, type CompiledExecutionCounts } from './graph/compiled-execution.js';
import type { GatewayContext } from './graph/context.js';
import type { TrustProxy } from './http/client-address.js';
import { CALENDAR_PREFIX, calendarProxy } from './http/calendar-proxy.js';
import { compressSentAnswers, keepUncompressed } from './http/compression.js';
import { healthHandler, livenessHandler } from './http/health.js';
import { mediaProxy } from './http/media.js';
import { PersistedQueries, persistedQueriesMiddleware } from './http/persisted-queries.js';
import { securityHeaders } from './http/security-headers.js';
import { firstPaintSiteFromGraph } from './http/first-paint.js';
import { graphiqlHandler, webAppRouter } from './http/web.js';
import { parseOptions, protectionRules } from './protection/rules.js';
import { fetchPaymentProvider } from './payments/rest.js';
import { CatalogueCache } from './rest/cache.js';
import { RestClient } from './rest/client.js';
import { BackendConnections, defaultConnectionOptions } from './rest/connections.js';
import { loadSchema } from './schema.js';
import { attachGraphQLWebSocket, type GraphQLWebSocket } from './websocket.js';

export type Logger = Pick<Console, 'info' | 'warn' | 'error'>;

export interface GatewayOptions extends Partial<GatewayConfig> {
  /** Persisted queries to serve instead of reading `persistedQueriesFile`. */
  persistedQueries?: PersistedQueries;
  /** Called after each GraphQL operation (HTTP or WebSocket) with its context, e.g. to read `rest.calls`. */
  onOperationDone?: (context: GatewayContext) => void;
  logger?: Logger;
  /**
   * The hub subscriptions read events from. Default: the process's (`startEventStream`, which
   * server.ts calls after listen()); tests give each gateway its own stream and hub.
   */
  eventHub?: EventHub;
}

/** Where the backend's changes are heard (the process's EventStream). */
export type ChangeSource = Pick<EventStream, 'onEvent'>;

export interface Gateway {
  readonly config: GatewayConfig;
  readonly httpServer: Server;
  readonly app: Express;
  /**
   * The cross-request cache of catalogue answers and public reads (cleared by the backend's
   * `catalogue.changed` events, public reads dropped by live class events; tests clear it too).
   */
  readonly cache: CatalogueCache;
  /** The keep-alive pool to the backend every REST call goes through (closed by `close()`). */
  readonly connections: BackendConnections;
  /** The WebSocket side's counts: the subscription fan-out and the document cache. */
  readonly webSocket: Pick<GraphQLWebSocket, 'fanout' | 'documents'>;
  readonly persistedQueries: PersistedQueries;
  /** How many HTTP operations ran compiled or on graphql-js, and how many documents were compiled. */
  readonly execution: CompiledExecutionCounts;
  /** Starts listening; port 0 picks a free port. */
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stops taking requests, lets running ones finish (bounded), closes WebSockets. */
  close(): Promise<void>;
  /**
   * Closes (4401) the live connections of ended sessions (sha256 hex of their tokens). server.ts
   * feeds it the process's `session.ended` events (and clears `cache` on `catalogue.changed`); a
   * gateway given its own hub listens by itself.
   */
  endSessions(tokenHashes: readonly string[]): void;
  /**
   * Keeps the shared cache in step with the backend's changes heard on its event stream: a catalogue
   * change clears it, a live class created, changed or cancelled drops the schedule reads. server.ts
   * hands it the process's stream. Returns the way to stop.
   */
  followChanges(stream: ChangeSource): () => void;
}

const BODY_LIMIT_BYTES = 100 * 1024;

/** Most answers the shared cache holds (catalogue and public reads together). */
const PUBLIC_CACHE_ENTRIES = 500;

/**
 * Most bytes of answers (as the backend sent them) the shared cache holds: about 160 library pages
 * of 100 videos, whatever filters or page sizes callers ask for. Parsed, an answer takes a few
 * times its JSON size, so this keeps the cache to tens of MB.
 */
const PUBLIC_CACHE_BYTES = 16 * 1024 * 1024;

/** The backend's events that change what a public live class read lists. */
const LIVE_CLASS_CHANGES: ReadonlySet<string> = new Set([
  'liveclass.created',
  'liveclass.changed',
  'liveclass.cancelled',
]);

/** See Gateway.followChanges. */
function followChanges(stream: ChangeSource, cache: CatalogueCache): () => void {
  return stream.onEvent((event) => {
    if (event.type === CATALOGUE_CHANGED_EVENT) cache.clear();
    else if (LIVE_CLASS_CHANGES.has(event.type)) cache.drop('liveclass');
  });
}

export const SUBSCRIPTION_OVER_HTTP_MESSAGE =
  'Subscriptions are served over WebSocket (graphql-ws) at /graphql, not over HTTP.';

function subscriptionOverHttpError(): GraphQLError {
  return new GraphQLError(SUBSCRIPTION_OVER_HTTP_MESSAGE, {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });
}
/** How long a shutdown waits for in-flight requests before cutting what is left. */
const SHUTDOWN_GRACE_MS = 10_000;

export async function createGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const {
    persistedQueries: givenQueries,
    onOperationDone,
    logger = console,
    eventHub,
    ...overrides
  } = options;
  const config: GatewayConfig = { ...defaultConfig(), ...overrides };
  config.backendUrl = config.backendUrl.replace(/\/+$/, '');

  const schema = loadSchema(config.schemaFile);
  const persistedQueries = givenQueries ?? PersistedQueries.load(config.persistedQueriesFile);
  const cache = new CatalogueCache(
    config.catalogueCacheTtlMs,
    PUBLIC_CACHE_ENTRIES,
    Date.now,
    config.publicCacheTtlMs,
    PUBLIC_CACHE_BYTES,
  );
  const connections = new BackendConnections({
    ...defaultConnectionOptions,
    connections: config.restConnections,
  });
  const createContext = createContextFactory({
    backendUrl: config.backendUrl,
    restTimeoutMs: config.restTimeoutMs,
    restRetryDelaysMs: config.restRetryDelaysMs,
    cache,
    connections,
    whitelabelStudio: config.whitelabelStudio,
    blogUrl: config.blogUrl,
    eventHub,
  });
  const validationRules = protectionRules(config.limits, { introspection: config.introspection });

  const app = express();
  app.disable('x-powered-by');
  // Shutdown (close()): every answer from then on says Connection: close, so keep-alive clients
  // reconnect elsewhere instead of sending more on a socket that is about to close.
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  app.use((_req, res, next) => {
    if (stopping) res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.on('close', () => inFlight.delete(res));
    next();
  });
  // Before every route, so every answer (errors included) carries the security headers. Pages ask
  // the backend's payment provider (catalogue-cached) for Stripe's origins.
  app.use(
    securityHeaders(async () => {
      const rest = new RestClient({
        baseUrl: config.backendUrl,
        timeoutMs: config.restTimeoutMs,
        retryDelaysMs: [],
        cache,
        connections,
      });
      return (await fetchPaymentProvider(rest, { catalogue: true })).kind === 'STRIPE';
    }),
  );
  // Answers sent whole (GraphQL JSON, pages, errors) are compressed for browsers that take it.
  app.use(compressSentAnswers());
  // req.ip is the browser's address: X-Forwarded-For is believed only from these proxies.
  app.set('trust proxy', config.trustProxy);
  // Express compiles the setting into this function (express types app.get as any): WebSocket
  // upgrades, which express never sees, find the client's address with the very same rule.
  const trustProxy = app.get('trust proxy fn') as TrustProxy;
  const httpServer = createServer(app);
  // Requests node's parser refuses before express sees them (headers or URL too long, malformed
  // request line) get a JSON answer too, not node's bare status line.
  httpServer.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const body = JSON.stringify({
      status: false,
      content: status === 431 ? 'The request line or headers are too long.' : 'Bad request.',
    });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n\r\n${body}`,
    );
  });

  const ws = attachGraphQLWebSocket({
    httpServer,
    schema,
    createContext,
    persistedQueries,
    persistedQueriesOnly: config.persistedQueriesOnly,
    validationRules,
    maxTokens: config.limits.maxTokens,
    development: config.development,
    maxPayloadBytes: BODY_LIMIT_BYTES,
    onOperationDone,
    logger,
    limits: {
      maxSubscriptionsPerConnection: config.wsMaxSubscriptionsPerConnection,
      maxConnectionsPerAddress: config.wsMaxConnectionsPerAddress,
      maxConnectionsPerMember: config.wsMaxConnectionsPerMember,
    },
    trustProxy,
  });

  const stopListening = eventHub?.onSessionEnded((hashes) => ws.endSessions(hashes));
  // The backend changed its catalogue: every cached answer goes at once.
  const stopClearing = eventHub?.onCatalogueChanged(() => cache.clear());

  // The HTTP answer of each GraphQL request over HTTP, so the operation can decide how it is sent.
  // Plugins get a shallow copy of the context: the answer is found by the REST client both share.
  const answers = new WeakMap<GatewayContext['rest'], Response>();
  const lifecycle: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          // A subscription is a stream of pushes: HTTP has no way to deliver it, the socket does.
          if (operation?.operation === 'subscription') throw subscriptionOverHttpError();
          // Mutations hand out session tokens and links: their answers are never compressed.
          const answer = answers.get(contextValue.rest);
          if (operation?.operation === 'mutation' && answer) keepUncompressed(answer);
        },
        async willSendResponse({ contextValue, response }) {
          // No GraphQL answer is stored by a browser or a proxy (what Apollo's cache-control plugin
          // sent for every answer of this graph, which has no cache hints).
          response.http.headers.set('cache-control', 'no-store');
          // A REST call of the operation refused for now: the client hears when to try again.
          const waits = contextValue.rest.calls
            .map((call) => call.retryAfterSeconds)
            .filter((wait): wait is number => wait !== null);
          if (waits.length > 0) response.http.headers.set('retry-after', String(Math.max(...waits)));
          onOperationDone?.(contextValue);
        },
      };
    },
  };

  const execution = compiledExecutor(schema, (source) =>
    config.compiledExecution === 'every'
      ? true
      : config.compiledExecution === 'persisted' && persistedQueries.hasText(source),
  );
  const apollo = new ApolloServer<GatewayContext>({
    // The schema, executed by compiled code for the web client's own documents (compiled-execution.ts).
    gateway: execution.gateway,
    // Introspection is decided by the validation rules (config.introspection), with a clear message.
    introspection: true,
    // server.ts owns the signals: Apollo's own handlers would stop it and raise the signal again.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: config.development,
    validationRules,
    parseOptions: parseOptions(config.limits),
    // Relay-style ids (persisted-queries.ts) are the one persisted-query mechanism; Apollo's
    // automatic persisted queries would let any client register text in PERSISTED_QUERIES_ONLY mode.
    persistedQueries: false,
    formatError: (formatted, error) => {
      if (formatted.extensions?.code === ErrorCode.InternalServerError) {
        logger.error('graphql: internal error', errorForLog(unwrapResolverError(error)));
      }
      return maskError(formatted, config.development);
    },
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // Apollo's cache-control plugin runs a hook on every field of every answer (a week of the
      // schedule: thousands) only to conclude `no-store` (the graph has no @cacheControl hints),
      // which `lifecycle` now sets once per answer. Off, as are the
      // reporting plugins Apollo would install if an APOLLO_KEY happened to be in the environment:
      // nothing about the members' queries leaves the machine.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginInlineTraceDisabled(),
      ApolloServerPluginUsageReportingDisabled(),
      ApolloServerPluginSchemaReportingDisabled(),
      lifecycle,
    ],
  });
  await apollo.start();

  app.get('/healthz', healthHandler(config.backendUrl, config.restTimeoutMs));
  app.get('/livez', livenessHandler());
  app.use('/media', mediaProxy(config.backendUrl, config.restTimeoutMs));
  // The calendar feed and the calendar providers' redirects come to the public origin.
  app.use(CALENDAR_PREFIX, calendarProxy(config.backendUrl, config.restTimeoutMs));
  // A path that is not valid percent-encoding names nothing: a 400 (JSON) before any route reads it.
  app.use((req, _res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch (error) {
      return next(error);
    }
    return next();
  });
  app.get('/graphql', graphiqlHandler(config.webDist));
  app.all(
    '/graphql',
    express.json({ limit: BODY_LIMIT_BYTES }),
    (req, _res, next) => {
      // The express5 integration wants req.body present; body-parser leaves it unset on GET.
      if (!('body' in req) || req.body === undefined) req.body = {};
      next();
    },
    persistedQueriesMiddleware(persistedQueries, config.persistedQueriesOnly),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const context = await createContext({
          authorization: req.get('authorization'),
          requestId: req.get('x-request-id'),
          clientAddress: req.ip,
        });
        answers.set(context.rest, res);
        return context;
      },
    }),
  );
  app.use(
    webAppRouter(config.webDist, {
      walletDomainAssociationFile: config.walletDomainAssociationFile,
      // The first screens' site data, read with no session at all (as any visitor).
      firstPaintSite: firstPaintSiteFromGraph(async (query, variables) => {
        const answer = await apollo.executeOperation(
          { query, variables },
          { contextValue: createContext({}) },
        );
        return answer.body.kind === 'single' ? answer.body.singleResult.data : null;
      }, config.backendUrl),
    }),
  );
  app.use((_req, res) => {
    res.status(404).json({ status: false, content: 'Not found.' });
  });
  const errorHandler: ErrorRequestHandler = (
    error: { status?: unknown; type?: unknown },
    req,
    res,
    _next,
  ) => {
    // A malformed percent-escape in the URL is the caller's mistake, wherever it is decoded.
    const given = error instanceof URIError ? 400 : error.status;
    const status = typeof given === 'number' && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) logger.error(`http: ${req.method} ${req.path} failed`, errorForLog(error));
    const message =
      error.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : error.type === 'entity.too.large'
          ? 'The request body is too large.'
          : status >= 500
            ? 'Internal server error'
            : 'Bad request.';
    if (res.headersSent) return res.destroy();
    // GraphQL clients read `errors`; every other path answers in the REST envelope, like the 404.
    if (/^\/graphql\/?$/i.test(req.path)) {
      res.status(status).json({
        errors: [
          { message, extensions: { code: status >= 500 ? ErrorCode.InternalServerError : 'BAD_REQUEST' } },
        ],
      });
    } else {
      res.status(status).json({ status: false, content: message });
    }
  };
  app.use(errorHandler);

  let closing: Promise<void> | undefined;
  return {
    config,
    httpServer,
    app,
    cache,
    connections,
    webSocket: ws,
    persistedQueries,
    execution: execution.counts,
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const address = httpServer.address() as AddressInfo;
          const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
          resolve({ port: address.port, url: `http://${shownHost}:${address.port}` });
        });
      });
    },
    endSessions: (tokenHashes) => ws.endSessions(tokenHashes),
    followChanges: (stream) => followChanges(stream, cache),
    close() {
      closing ??= (async () => {
        stopping = true;
        stopListening?.();
        stopClearing?.();
        // Answers still being worked on close their connection when sent.
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        // No new connections; idle keep-alive connections are closed (nothing is lost: no request on them).
        const drained = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeIdleConnections();
        // Every WebSocket is told 1001 Going away.
        await ws.dispose();
        // In-flight requests are answered; a request that will not finish is cut after the grace period.
        const cut = setTimeout(() => httpServer.closeAllConnections(), SHUTDOWN_GRACE_MS);
        await drained;
        clearTimeout(cut);
        await apollo.stop();
        // Last: the backend connections, once nothing is left to call through them.
        await connections.close();
      })();
      return closing;
    },
  };
}
