// The error codes clients can rely on (extensions.code), and the one place errors are made safe
// to send: internal failures lose their message and stack unless the gateway runs in development.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export const ErrorCode = {
  /** The backend could not be reached: connection refused, DNS failure or timeout. */
  UpstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  /** The backend answered with a 5xx or with a body the gateway cannot read. */
  UpstreamError: 'UPSTREAM_ERROR',
  /**
   * The backend refused the call for now (HTTP 429, its per-address or per-member limits): the
   * backend's message, and `retryAfterSeconds` when it said. Mutations report it as the userError
   * TOO_MANY_ATTEMPTS instead.
   */
  RateLimited: 'RATE_LIMITED',
  NotFound: 'NOT_FOUND',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  BadUserInput: 'BAD_USER_INPUT',
  PersistedQueryNotFound: 'PERSISTED_QUERY_NOT_FOUND',
  InternalServerError: 'INTERNAL_SERVER_ERROR',
  /**
   * A live-update subscription fell too far behind and was closed (graphql-ws `error` message, then
   * nothing more for that id): refetch and subscribe again.
   */
  SubscriptionOverflow: 'SUBSCRIPTION_OVERFLOW',
  /** WebSocket only: a `subscribe` beyond WS_MAX_SUBSCRIPTIONS_PER_CONNECTION open operations; the others go on. */
  TooManySubscriptions: 'TOO_MANY_SUBSCRIPTIONS',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export function userInputError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.BadUserInput } });
}

/**
 * Makes an error safe for a response. Errors the gateway raised carry a code and a message written
 * for clients; GraphQL's own request errors (syntax, validation, variables) have no path. What is
 * left, an error thrown inside a resolver without a code (Apollo tags it INTERNAL_SERVER_ERROR), is a
 * bug whose message may name internals: outside development it becomes a generic message.
 */
export function maskError(formatted: GraphQLFormattedError, development: boolean): GraphQLFormattedError {
  if (development) return formatted;
  const code = formatted.extensions?.code;
  const internal =
    code === ErrorCode.InternalServerError || (code === undefined && formatted.path !== undefined);
  if (internal) {
    return {
      message: 'Internal server error',
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: ErrorCode.InternalServerError },
    };
  }
  if (!formatted.extensions || !('stacktrace' in formatted.extensions)) return formatted;
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
  return { ...formatted, extensions };
}

/**
 * What the gateway logs of an error: its name, message, code and stack, nothing else. Errors can
 * carry request material in other properties (body-parser's `body`, a GraphQLError's `source` and
 * `nodes`), which may hold passwords or tokens; those must never reach a log.
 */
export function errorForLog(error: unknown): {
  name: string;
  message: string;
  code?: string;
  stack?: string;
} {
  if (!(error instanceof Error)) return { name: typeof error, message: 'non-Error value thrown' };
  const extensions = (error as { extensions?: { code?: unknown } }).extensions;
  const code = typeof extensions?.code === 'string' ? extensions.code : undefined;
  return {
    name: error.name,
    message: error.message,
    ...(code ? { code } : {}),
    ...(error.stack ? { stack: error.stack } : {}),
  };
}
