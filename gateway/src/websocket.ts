// GraphQL over WebSocket (graphql-ws protocol) on the gateway's HTTP server, at /graphql. Each
// operation runs through the same steps as over HTTP: persisted-id lookup, parse with the token
// limit, validation with the protection rules, a fresh per-operation context, error masking.
// The caller's token arrives in connectionParams: `authToken` (what the web app stores) or
// `Authorization`; it is forwarded verbatim to REST as the Authorization header.
//
// Live connections hold memory for as long as they stay open, so this process caps them: operations
// open at once on a connection, connections from one client address (refused at the upgrade, before
// any WebSocket exists) and connections of one member (closed with 4429 after connection_init).
import { createHash } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { Disposable } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import type { ContextFactory } from './context.js';
import { ErrorCode, errorForLog, maskError } from './errors/index.js';
import { SubscriberOverflowError } from './events/index.js';
import type { GatewayContext } from './graph/context.js';
import { clientAddressOf, type TrustProxy } from './http/client-address.js';
import { ConnectionCaps } from './http/connection-caps.js';
import { persistedQueryError, resolveDocument, type PersistedQueries } from './http/persisted-queries.js';

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
      sockets.set(ws, { clientAddress });
      wss.emit('connection', ws, req);
    });
  };
  options.httpServer.on('upgrade', onUpgrade);

  const rules = [...specifiedRules, ...options.validationRules];
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

  const server = useServer<ConnectionParams>(
    {
      schema: options.schema,
      onConnect: async (ctx) => {
        const authorization = authorizationFrom(ctx.connectionParams);
        if (authorization === undefined) return true;
        const socket = ctx.extra.socket;
        // Remembered before anything is awaited, so a session that ends meanwhile still closes it.
        const hash = sessionTokenHash(authorization);
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
        let memberId: number | null;
        try {
          memberId = (await context.loaders.accounts.viewer())?.id ?? null;
        } catch {
          memberId = null;
        }
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

        let document: DocumentNode;
        try {
          document = parse(resolution.query ?? '', { maxTokens: options.maxTokens });
        } catch (error) {
          if (error instanceof GraphQLError) return [error];
          throw error;
        }
        const errors = validate(options.schema, document, rules);
        if (errors.length > 0) return errors;

        return {
          schema: options.schema,
          document,
          operationName: payload.operationName ?? null,
          variableValues: payload.variables ?? null,
          contextValue: options.createContext({
            authorization: authorizationFrom(ctx.connectionParams),
            clientAddress: sockets.get(ctx.extra.socket)?.clientAddress,
          }),
        };
      },
      onNext: (_ctx, _id, _payload, _args, result) => ({
        ...result,
        ...(result.errors ? { errors: result.errors.map(format) } : {}),
      }),
      onError: (_ctx, _id, _payload, errors) => errors.map(format),
      onOperation: (_ctx, _id, _payload, args) => {
        // onSubscribe always sets contextValue to a GatewayContext; ExecutionArgs types it unknown.
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
    endSessions(tokenHashes) {
      for (const hash of tokenHashes) {
        for (const socket of bySession.get(hash) ?? [])
          socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      }
    },
  };
}
