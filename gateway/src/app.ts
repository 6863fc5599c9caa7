// The gateway: ONE http server carrying the express app (GraphQL over HTTP via Apollo Server, the
// web app, the media proxy, health) and graphql-ws on the same port at /graphql.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { defaultConfig, type GatewayConfig } from './config.js';
import { createContextFactory, type GatewayContext } from './context.js';
import { ErrorCode, errorForLog, maskError } from './errors.js';
import type { EventHub } from './events/index.js';
import { healthHandler } from './http/health.js';
import { mediaProxy } from './http/media.js';
import { PersistedQueries, persistedQueriesMiddleware } from './http/persisted-queries.js';
import { graphiqlHandler, webAppRouter } from './http/web.js';
import { parseOptions, protectionRules } from './protection/rules.js';
import { CatalogueCache } from './rest/cache.js';
import { loadSchema } from './schema.js';
import { attachGraphQLWebSocket } from './websocket.js';

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

export interface Gateway {
  readonly config: GatewayConfig;
  readonly httpServer: Server;
  readonly app: Express;
  /** The cross-request catalogue cache (cleared by tests, and by backend events later). */
  readonly cache: CatalogueCache;
  readonly persistedQueries: PersistedQueries;
  /** Starts listening; port 0 picks a free port. */
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  /** Stops taking requests, lets running ones finish (bounded), closes WebSockets. */
  close(): Promise<void>;
}

const BODY_LIMIT_BYTES = 100 * 1024;

export async function createGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const { persistedQueries: givenQueries, onOperationDone, logger = console, eventHub, ...overrides } = options;
  const config: GatewayConfig = { ...defaultConfig(), ...overrides };
  config.backendUrl = config.backendUrl.replace(/\/+$/, '');

  const schema = loadSchema(config.schemaFile);
  const persistedQueries = givenQueries ?? PersistedQueries.load(config.persistedQueriesFile);
  const cache = new CatalogueCache(config.catalogueCacheTtlMs);
  const createContext = createContextFactory({
    backendUrl: config.backendUrl,
    restTimeoutMs: config.restTimeoutMs,
    restRetryDelaysMs: config.restRetryDelaysMs,
    cache,
    whitelabelStudio: config.whitelabelStudio,
    eventHub,
  });
  const validationRules = protectionRules(config.limits);

  const app = express();
  app.disable('x-powered-by');
  // req.ip is the browser's address: X-Forwarded-For is believed only from these proxies.
  app.set('trust proxy', config.trustProxy);
  const httpServer = createServer(app);

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
  });

  const lifecycle: ApolloServerPlugin<GatewayContext> = {
    async serverWillStart() {
      return {
        async drainServer() {
          await ws.dispose();
        },
      };
    },
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue }) {
          onOperationDone?.(contextValue);
        },
      };
    },
  };

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    // Introspection stays on: GraphiQL is how developers learn the graph.
    introspection: true,
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
      ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: 5_000 }),
      ApolloServerPluginLandingPageDisabled(),
      lifecycle,
    ],
  });
  await apollo.start();

  app.get('/healthz', healthHandler(config.backendUrl, config.restTimeoutMs));
  app.use('/media', mediaProxy(config.backendUrl, config.restTimeoutMs));
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
      context: async ({ req }) => createContext({ authorization: req.get('authorization'), requestId: req.get('x-request-id'), clientAddress: req.ip }),
    }),
  );
  app.use(webAppRouter(config.webDist, { walletDomainAssociationFile: config.walletDomainAssociationFile }));
  app.use((_req, res) => {
    res.status(404).json({ status: false, content: 'Not found.' });
  });
  const errorHandler: ErrorRequestHandler = (error: { status?: unknown; type?: unknown }, req, res, _next) => {
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
    if (status >= 500) logger.error(`http: ${req.method} ${req.path} failed`, errorForLog(error));
    const message =
      error.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : error.type === 'entity.too.large'
          ? 'The request body is too large.'
          : status >= 500
            ? 'Internal server error'
            : 'Bad request.';
    res.status(status).json({ errors: [{ message, extensions: { code: status >= 500 ? ErrorCode.InternalServerError : 'BAD_REQUEST' } }] });
  };
  app.use(errorHandler);

  let closing: Promise<void> | undefined;
  return {
    config,
    httpServer,
    app,
    cache,
    persistedQueries,
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
    close() {
      // Apollo's stop drains the HTTP server (drain plugin) and our plugin disposes graphql-ws.
      closing ??= apollo.stop();
      return closing;
    },
  };
}
