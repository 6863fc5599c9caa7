// GraphQL over WebSocket (graphql-ws protocol) on the gateway's HTTP server, at /graphql. Each
// operation runs through the same steps as over HTTP: persisted-id lookup, parse with the token
// limit, validation with the protection rules, a fresh per-operation context, error masking.
// The caller's token arrives in connectionParams: `authToken` (what the web app stores) or
// `Authorization`; it is forwarded verbatim to REST as the Authorization header.
//
// Subscriptions are run by the fan-out (subscription-fanout.ts): one execution per distinct
// operation and audience, its answer written to every subscriber's socket. Documents are parsed and
// validated once per distinct text (document-cache.ts).
//
// Live connections hold memory for as long as they stay open, so this process caps them: operations
// open at once on a connection, connections from one client address (refused at the upgrade, before
// any WebSocket exists) and connections of one member (closed with 4429 after connection_init).
import { createHash } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  getOperationAST,
  GraphQLError,
  specifiedRules,
  subscribe,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Disposable } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import type { UserModel } from './accounts/models.js';
import type { ContextFactory } from './context.js';
import { DocumentCache } from './document-cache.js';
import { ErrorCode, errorForLog, maskError } from './errors/index.js';
import { SubscriberOverflowError } from './events/index.js';
import type { GatewayContext } from './graph/context.js';
import { clientAddressOf, type TrustProxy } from './http/client-address.js';
import { ConnectionCaps } from './http/connection-caps.js';
import { persistedQueryError, resolveDocument, type PersistedQueries } from './http/persisted-queries.js';
import {
  isFanoutTicket,
  SubscriptionFanout,
  type FanoutStats,
  type FanoutTicket,
} from './subscription-fanout.js';

export const GRAPHQL_WS_PATH = '/graphql';

/** Close code and reason for a member over WS_MAX_CONNECTIONS_PER_MEMBER (4429: "too many", as HTTP 429). */
export const MEMBER_CAP_CLOSE = { code: 4429, reason: 'Too many live connections for this member' } as const;

/** Close code and reason for a socket whose session ended (log-out, password reset): 4401, as HTTP 401. */
export const SESSION_ENDED_CLOSE = {
  code: 4401,
  reason: 'Your session has ended. Please log in again.',
} as const;

/** How long a browser refused for its address's connection count waits before trying again. */
const ADDRESS_CAP_RETRY_AFTER_SECONDS = 30;

export interface WebSocketLimits {
  maxSubscriptionsPerConnection: number;
  maxConnectionsPerAddress: number;
  maxConnectionsPerMember: number;
}

export interface WebSocketOptions {
  httpServer: HttpServer;
  schema: GraphQLSchema;
  createContext: ContextFactory;
  persistedQueries: PersistedQueries;
  persistedQueriesOnly: boolean;
  validationRules: readonly ValidationRule[];
  maxTokens: number;
  development: boolean;
  /** The largest message accepted, like the HTTP body limit. */
  maxPayloadBytes: number;
  onOperationDone?: ((context: GatewayContext) => void) | undefined;
  logger: Pick<Console, 'error'>;
  limits: WebSocketLimits;
  /** The HTTP side's `trust proxy` rule, so a socket's client address is found as req.ip is. */
  trustProxy: TrustProxy;
}

type ConnectionParams = Record<string, unknown>;

/** The gateway's graphql-ws server: disposed on shutdown; sockets of ended sessions are closed. */
export interface GraphQLWebSocket extends Disposable {
  /** Closes (4401) every socket whose session token hashes to one of these (sha256 hex). */
  endSessions(tokenHashes: readonly string[]): void;
  /** The fan-out's counts: distinct operations running, their subscribers, executions, deliveries. */
  readonly fanout: Readonly<FanoutStats>;
  /** The document cache's counts. */
  readonly documents: { readonly size: number; readonly hits: number; readonly misses: number };
}

/**
 * The sha256 hex of the raw session token in an Authorization value (an optional `Bearer ` prefix
 * stripped), exactly as the backend hashes the tokens it stores and names in `session.ended`.
 */
export function sessionTokenHash(authorization: string): string | null {
  const token = /^(?:bearer\s+)?(\S+)\s*$/i.exec(authorization.trim())?.[1];
  return token === undefined ? null : createHash('sha256').update(token).digest('hex');
}

/** What the gateway knows of one open socket. */
interface SocketInfo {
  clientAddress: string;
  /** The member behind the connection's token, read once when it opened; null for visitors (or unknown). */
  viewer: UserModel | null;
  /** The sha256 of the connection's token; null without one. */
  sessionHash: string | null;
  /** The TCP stream ws writes this socket's frames to: live updates write their frames to it too. */
  stream: Duplex;
}

/** Answers an upgrade request with a plain HTTP response (JSON) and closes the connection: no WebSocket is made. */
function refuseUpgrade(
  socket: Duplex,
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    'X-Content-Type-Options: nosniff',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${text}`);
}

export function tooManySubscriptionsError(maximum: number): GraphQLError {
  return new GraphQLError(
    `Too many subscriptions on this connection: at most ${maximum} at a time. Complete one before starting another.`,
    {
      extensions: { code: ErrorCode.TooManySubscriptions, maximum },
    },
  );
}

/** The token a client sent when it connected, in either of the accepted spellings. */
export function authorizationFrom(params: ConnectionParams | undefined): string | undefined {
  const value = params?.authToken ?? params?.Authorization ?? params?.authorization;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function attachGraphQLWebSocket(options: WebSocketOptions): GraphQLWebSocket {
  const { limits } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayloadBytes });
  const sockets = new WeakMap<WebSocket, SocketInfo>();
  /** Open sockets that sent a token, by its hash: what `session.ended` closes. */
  const bySession = new Map<string, Set<WebSocket>>();
  const perAddress = new ConnectionCaps(limits.maxConnectionsPerAddress);
  const perMember = new ConnectionCaps(limits.maxConnectionsPerMember);

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that goes away mid-handshake must not become an unhandled error.
    socket.on('error', () => socket.destroy());
    if ((req.url ?? '').split('?')[0] !== GRAPHQL_WS_PATH) {
      refuseUpgrade(socket, 404, { status: false, content: 'Not found.' });
      return;
    }
    const clientAddress = clientAddressOf(req, options.trustProxy);
    const release = perAddress.acquire(clientAddress);
    if (!release) {
      refuseUpgrade(
        socket,
        429,
        {
          status: false,
          content: `Too many live connections from this address (at most ${limits.maxConnectionsPerAddress}). Close a tab or try again later.`,
          code: 'rate_limited',
        },
        { 'Retry-After': String(ADDRESS_CAP_RETRY_AFTER_SECONDS) },
      );
      return;
    }
    // The TCP connection's end gives the place back, whether the handshake completed or not.
    socket.once('close', release);
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.set(ws, { clientAddress, viewer: null, sessionHash: null, stream: socket });
      wss.emit('connection', ws, req);
    });
  };
  options.httpServer.on('upgrade', onUpgrade);

  const documents = new DocumentCache(
    options.schema,
    [...specifiedRules, ...options.validationRules],
    options.maxTokens,
  );
  const format = (error: GraphQLError) => {
    const original = error.originalError;
    // A subscription closed by the hub for falling behind: the client is told why (and that it
    // should refetch and resubscribe); graphql-ws then sends nothing more for that operation.
    if (original instanceof SubscriberOverflowError) {
      return {
        message: original.message,
        extensions: { code: ErrorCode.SubscriptionOverflow, queueSize: original.queueSize },
      };
    }
    // Anything else a subscription's event stream threw that is not a GraphQLError is a bug: graphql-ws
    // wraps it without a code or path, so mark it internal to have it masked and logged.
    const shown =
      original &&
      !(original instanceof GraphQLError) &&
      error.path === undefined &&
      error.extensions.code === undefined
        ? new GraphQLError(error.message, {
            originalError: original,
            extensions: { code: ErrorCode.InternalServerError },
          })
        : error;
    const formatted = maskError(shown.toJSON(), options.development);
    if (formatted.extensions?.code === ErrorCode.InternalServerError) {
      options.logger.error('graphql-ws: internal error', errorForLog(shown.originalError ?? shown));
    }
    return formatted;
  };
  const formatResult = (result: ExecutionResult) => ({
    ...result,
    ...(result.errors ? { errors: result.errors.map(format) } : {}),
  });
  const fanout = new SubscriptionFanout({
    schema: options.schema,
    createContext: options.createContext,
    format: formatResult,
  });

  const server = useServer<ConnectionParams>(
    {
      schema: options.schema,
      onConnect: async (ctx) => {
        const authorization = authorizationFrom(ctx.connectionParams);
        if (authorization === undefined) return true;
        const socket = ctx.extra.socket;
        // Remembered before anything is awaited, so a session that ends meanwhile still closes it.
        const hash = sessionTokenHash(authorization);
        const info = sockets.get(socket);
        if (info) info.sessionHash = hash;
        if (hash !== null && socket.readyState === WebSocket.OPEN) {
          const set = bySession.get(hash) ?? new Set<WebSocket>();
          set.add(socket);
          bySession.set(hash, set);
          socket.once('close', () => {
            set.delete(socket);
            if (set.size === 0 && bySession.get(hash) === set) bySession.delete(hash);
          });
        }
        // The member behind the token: one GET /api/user/me. A session the backend no longer knows
        // (401) is a signed-out visitor, as over HTTP; an outage lets the connection in uncounted.
        const context = options.createContext({
          authorization,
          clientAddress: sockets.get(socket)?.clientAddress,
        });
        let viewer: UserModel | null;
        try {
          viewer = await context.loaders.accounts.viewer();
        } catch {
          viewer = null;
        }
        // Kept for the connection's subscriptions: who the member is is not read again per event.
        if (info) info.viewer = viewer;
        const memberId = viewer?.id ?? null;
        if (memberId === null || socket.readyState !== WebSocket.OPEN) return true;
        const release = perMember.acquire(String(memberId));
        if (!release) {
          socket.close(MEMBER_CAP_CLOSE.code, MEMBER_CAP_CLOSE.reason);
          return false;
        }
        socket.once('close', release);
        return true;
      },
      onSubscribe: (ctx, _id, payload) => {
        // graphql-ws has already registered this operation: the count includes it.
        if (Object.keys(ctx.subscriptions).length > limits.maxSubscriptionsPerConnection) {
          return [tooManySubscriptionsError(limits.maxSubscriptionsPerConnection)];
        }
        const resolution = resolveDocument(
          options.persistedQueries,
          options.persistedQueriesOnly,
          payload.extensions?.doc_id,
          payload.query,
        );
        if (!resolution.ok) return [persistedQueryError(resolution.message)];

        const cached = documents.get(resolution.query ?? '');
        if (!('document' in cached)) return [...cached];
        const { document } = cached;
        const operationName = payload.operationName ?? null;
        const authorization = authorizationFrom(ctx.connectionParams);
        const socket = ctx.extra.socket;
        const info = sockets.get(socket);

        if (getOperationAST(document, operationName)?.operation === 'subscription') {
          // A visitor's answer, or one that asks nothing about the viewer, is the same for everyone:
          // one group executes it without a token. Otherwise one group per session, with its token.
          const personal = authorization !== undefined && cached.viewerDependent;
          const audience = personal
            ? `session:${info?.sessionHash ?? sessionTokenHash(authorization)}`
            : 'public';
          const variables = payload.variables ?? null;
          const ticket: FanoutTicket = {
            fanout: true,
            key: `${cached.id}\n${audience}\n${operationName ?? ''}\n${JSON.stringify(variables)}`,
            document,
            operationName,
            variables,
            caller: personal ? { authorization, clientAddress: info?.clientAddress } : {},
            viewer: personal ? (info?.viewer ?? null) : null,
            socket,
            stream: info?.stream ?? null,
            id: _id,
          };
          return {
            schema: options.schema,
            document,
            operationName,
            variableValues: variables,
            contextValue: ticket,
          };
        }

        return {
          schema: options.schema,
          document,
          operationName,
          variableValues: payload.variables ?? null,
          contextValue: options.createContext({
            authorization,
            clientAddress: info?.clientAddress,
          }),
        };
      },
      subscribe: (args) =>
        isFanoutTicket(args.contextValue) ? fanout.join(args.contextValue) : subscribe(args),
      onNext: (_ctx, _id, _payload, _args, result) => ({
        ...result,
        ...(result.errors ? { errors: result.errors.map(format) } : {}),
      }),
      onError: (_ctx, _id, _payload, errors) => errors.map(format),
      onOperation: (_ctx, _id, _payload, args) => {
        // Queries and mutations carry a GatewayContext (ExecutionArgs types it unknown); a
        // subscription's ticket has none of its own: its group's executions are counted instead.
        if (!isFanoutTicket(args.contextValue))
          options.onOperationDone?.(args.contextValue as GatewayContext);
      },
    },
    wss,
  );
  return {
    async dispose() {
      options.httpServer.off('upgrade', onUpgrade);
      await server.dispose();
    },
    get fanout() {
      return fanout.stats;
    },
    get documents() {
      return { size: documents.size, hits: documents.hits, misses: documents.misses };
    },
    endSessions(tokenHashes) {
      for (const hash of tokenHashes) {
        for (const socket of bySession.get(hash) ?? [])
          socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      }
    },
  };
}
