import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type SubscribeFunction,
  type Variables,
} from 'relay-runtime';
import { reportRequestFailed, reportRequestSucceeded } from './offline/connection';
import { recallReply, rememberReply } from './offline/offlineReplies';
import { readAuthToken } from './authToken';
import { notifySubscriptionsReconnected } from './reconnects';
import { notifySessionEndedBySocket, SESSION_ENDED_CLOSE_CODE } from './sessionEnded';
import { GRAPHQL_PATH } from './endpoint';
import { GraphQLRequestError, NetworkError, type GraphQLErrorPayload } from './errors';

/**
 * The body POSTed to /graphql. The Relay compiler persists every operation
 * (relay.config.json persistConfig), so production requests carry only the
 * persisted id as `doc_id`; `query` is sent only if a text is ever present.
 */
export type GraphQLRequestBody =
  | { doc_id: string; operationName: string; variables: Variables }
  | { query: string; operationName: string; variables: Variables };

export function requestBody(params: RequestParameters, variables: Variables): GraphQLRequestBody {
  if (params.id != null) {
    return { doc_id: params.id, operationName: params.name, variables };
  }
  if (params.text != null) {
    return { query: params.text, operationName: params.name, variables };
  }
  throw new Error(`Relay operation ${params.name} has neither a persisted id nor a text.`);
}

function authHeaders(): Record<string, string> {
  const token = readAuthToken();
  return token ? { Authorization: token } : {};
}

function isErrorList(value: unknown): value is GraphQLErrorPayload[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);
}

/**
 * Turns the gateway's reply into what Relay expects. A reply without data is a
 * failed operation (thrown, so the route's error boundary shows it); a reply with
 * data and field errors is kept, since the gateway nulls only the failed fields.
 */
export function mapResponse(operationName: string, status: number, json: unknown): GraphQLResponse {
  if (typeof json !== 'object' || json === null) {
    throw new NetworkError(`Unexpected reply to ${operationName} (HTTP ${status}).`, status);
  }
  const reply = json as { data?: unknown; errors?: unknown };
  const errors = isErrorList(reply.errors) ? reply.errors : [];
  if (reply.data == null) {
    if (errors.length > 0) throw new GraphQLRequestError(operationName, errors);
    throw new NetworkError(`Empty reply to ${operationName} (HTTP ${status}).`, status);
  }
  if (errors.length > 0 && import.meta.env.DEV) {
    console.warn(`[relay] ${operationName} returned field errors`, errors);
  }
  return json as GraphQLResponse;
}

const fetchFunction: FetchFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const controller = new AbortController();
    const body = requestBody(params, variables);
    fetch(GRAPHQL_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...authHeaders() },
      body: JSON.stringify(body),
      signal: controller.signal,
    })
      .then(async (response) => {
        reportRequestSucceeded();
        let json: unknown;
        try {
          json = await response.json();
        } catch {
          throw new NetworkError(
            `The gateway answered ${params.name} with HTTP ${response.status} and no JSON.`,
            response.status,
          );
        }
        const mapped = mapResponse(params.name, response.status, json);
        rememberReply(params.name, variables, json);
        return mapped;
      })
      .then(
        (response) => {
          sink.next(response);
          sink.complete();
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof TypeError) {
            // The gateway could not be reached: say so, and replay the last answer of an
            // operation the shell needs offline (app/offline/offlineReplies.ts).
            reportRequestFailed();
            const stored = recallReply(params.name, variables);
            if (stored !== null) {
              try {
                sink.next(mapResponse(params.name, 200, stored));
                sink.complete();
                return;
              } catch {
                // A stored answer that no longer maps: report the network failure below.
              }
            }
          }
          sink.error(
            error instanceof Error
              ? error instanceof TypeError
                ? new NetworkError(`Could not reach the gateway for ${params.name}.`)
                : error
              : new NetworkError(String(error)),
          );
        },
      );
    // Relay unsubscribes when a query is disposed before it answers.
    return () => controller.abort();
  });

/** The graphql-ws client, once its code has arrived; null until the first subscription. */
let wsClient: Promise<Client> | null = null;

function isCloseEvent(value: unknown): value is { code: number } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number'
  );
}

/**
 * The graphql-ws client, created on the first subscription only. Its code is fetched then too:
 * a page without live updates (the landing page) never downloads it.
 */
function subscriptionClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(
    ({ createClient }) => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      return createClient({
        url: `${scheme}://${window.location.host}${GRAPHQL_PATH}`,
        lazy: true,
        // Read at (re)connect time so a log-in between reconnects is picked up.
        connectionParams: () => authHeaders(),
        retryAttempts: 5,
        on: {
          // A retry connected: events pushed while the socket was down were missed.
          connected: (_socket, _payload, wasRetry) => {
            if (wasRetry) notifySubscriptionsReconnected();
          },
          // The member's session ended on another screen: graphql-ws does not retry this code.
          closed: (event) => {
            if (isCloseEvent(event) && event.code === SESSION_ENDED_CLOSE_CODE) notifySessionEndedBySocket();
          },
        },
      });
    },
    (error: unknown) => {
      // The code could not be fetched (offline): the next subscription tries again.
      wsClient = null;
      throw error;
    },
  );
  return wsClient;
}

/** Drops the socket, e.g. after log-in/log-out so it reconnects with the new token. */
export function resetSubscriptionClient(): void {
  const client = wsClient;
  wsClient = null;
  client?.then(
    (ready) => void ready.dispose(),
    () => undefined,
  );
}

const subscribeFunction: SubscribeFunction = (params, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    const body = requestBody(params, variables);
    // graphql-ws requires a `query` string; a persisted operation travels as its id.
    const payload =
      'doc_id' in body
        ? { query: '', operationName: body.operationName, variables, extensions: { doc_id: body.doc_id } }
        : { query: body.query, operationName: body.operationName, variables };
    let stopped = false;
    let unsubscribe: (() => void) | null = null;
    const start = (client: Promise<Client>): void => {
      client.then(
        (ready) => {
          if (stopped) return;
          // The socket was reset (a log-in) while its code arrived: use the new one.
          if (client !== wsClient) return start(subscriptionClient());
          unsubscribe = ready.subscribe(payload, {
            next: (value) => {
              try {
                sink.next(mapResponse(params.name, 200, value));
              } catch (error) {
                sink.error(error as Error);
              }
            },
            error: (error: unknown) =>
              sink.error(
                error instanceof Error ? error : new NetworkError(`Subscription ${params.name} failed.`),
              ),
            complete: () => sink.complete(),
          });
        },
        () => {
          if (!stopped) sink.error(new NetworkError(`Could not start live updates for ${params.name}.`));
        },
      );
    };
    start(subscriptionClient());
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  });

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchFunction, subscribeFunction),
    store: new Store(new RecordSource(), {
      // Keep a few released queries so going back to a page is instant.
      gcReleaseBufferSize: 10,
    }),
  });
}
