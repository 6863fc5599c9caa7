// GraphQL over WebSocket (graphql-ws protocol) on the gateway's HTTP server, at /graphql. Each
// operation runs through the same steps as over HTTP: persisted-id lookup, parse with the token
// limit, validation with the protection rules, a fresh per-operation context, error masking.
// The caller's token arrives in connectionParams: `authToken` (what the web app stores) or
// `Authorization`; it is forwarded verbatim to REST as the Authorization header.
import type { Server as HttpServer } from 'node:http';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import type { Disposable } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { ContextFactory, GatewayContext } from './context.js';
import { ErrorCode, errorForLog, maskError } from './errors.js';
import { SubscriberOverflowError } from './events/index.js';
import { persistedQueryError, resolveDocument, type PersistedQueries } from './http/persisted-queries.js';

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
}

type ConnectionParams = Record<string, unknown>;

/** The token a client sent when it connected, in either of the accepted spellings. */
export function authorizationFrom(params: ConnectionParams | undefined): string | undefined {
  const value = params?.authToken ?? params?.Authorization ?? params?.authorization;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function attachGraphQLWebSocket(options: WebSocketOptions): Disposable {
  const wss = new WebSocketServer({ server: options.httpServer, path: '/graphql', maxPayload: options.maxPayloadBytes });
  const rules = [...specifiedRules, ...options.validationRules];
  const format = (error: GraphQLError) => {
    const original = error.originalError;
    // A subscription closed by the hub for falling behind: the client is told why (and that it
    // should refetch and resubscribe); graphql-ws then sends nothing more for that operation.
    if (original instanceof SubscriberOverflowError) {
      return { message: original.message, extensions: { code: ErrorCode.SubscriptionOverflow, queueSize: original.queueSize } };
    }
    // Anything else a subscription's event stream threw that is not a GraphQLError is a bug: graphql-ws
    // wraps it without a code or path, so mark it internal to have it masked and logged.
    const shown =
      original && !(original instanceof GraphQLError) && error.path === undefined && error.extensions.code === undefined
        ? new GraphQLError(error.message, { originalError: original, extensions: { code: ErrorCode.InternalServerError } })
        : error;
    const formatted = maskError(shown.toJSON(), options.development);
    if (formatted.extensions?.code === ErrorCode.InternalServerError) {
      options.logger.error('graphql-ws: internal error', errorForLog(shown.originalError ?? shown));
    }
    return formatted;
  };

  return useServer<ConnectionParams>(
    {
      schema: options.schema,
      onSubscribe: (ctx, _id, payload) => {
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
          contextValue: options.createContext({ authorization: authorizationFrom(ctx.connectionParams) }),
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
}
