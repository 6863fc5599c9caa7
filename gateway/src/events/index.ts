// Live updates: the process's one backend event stream feeding an in-process hub.
//
//   const events = startEventStream(config, logger);   // once per process, after listen()
//   events.hub.subscribe({ viewerId, types: ['liveclass.created', …] })  // per graphql-ws subscription
//   await events.stop();                                // on shutdown, before gateway.close()
//
// server.ts calls it when EVENTS_STREAM is on (the default). createGateway (and so every jest test
// that starts a gateway) never opens a stream by itself. /healthz reports `eventStreamHealth()`.
import { EventHub } from './hub.js';
import type { EventStreamHealth } from './models.js';
import { EventStream, type EventLogger } from './stream.js';

export {
  CATALOGUE_CHANGED_EVENT,
  EventHub,
  SESSION_ENDED_EVENT,
  SubscriberOverflowError,
  visibleTo,
  type CatalogueChangedListener,
  type EventSubscription,
  type SessionEndedListener,
  type SubscribeOptions,
} from './hub.js';
export { mapEvents, requireHub, subscriberId, unreadableEvent } from './iterate.js';
export type { DomainEvent, EventStreamHealth, EventSubject, LiveClassEventType } from './models.js';
export { EventStream, type EventStreamOptions } from './stream.js';

export interface EventsRuntime {
  readonly stream: EventStream;
  readonly hub: EventHub;
  /** Closes the stream and ends every subscription. */
  stop(): Promise<void>;
}

export const EVENTS_STREAM_PATH = '/api/events/stream';

let current: EventsRuntime | null = null;

/** The gateway settings the event stream reads (GatewayConfig's fields of the same names). */
export interface StreamSettings {
  /** Where the REST backend listens. */
  backendUrl: string;
  /** Bearer token of the stream; empty when none is known. */
  eventsStreamToken: string;
  /** No byte (not even a ping) on the stream for this long → reconnect. */
  eventsStreamStallMs: number;
  /** Cap of the stream's reconnection backoff. */
  eventsStreamRetryMaxMs: number;
}

/**
 * Opens the process's event stream and its hub, and makes them the process's (`eventsRuntime()`,
 * `eventStreamHealth()`). A second call while one runs returns the running one: one stream per process.
 */
export function startEventStream(config: StreamSettings, logger: EventLogger): EventsRuntime {
  if (current) return current;
  const stream = new EventStream({
    url: `${config.backendUrl.replace(/\/+$/, '')}${EVENTS_STREAM_PATH}`,
    token: config.eventsStreamToken,
    logger,
    stallTimeoutMs: config.eventsStreamStallMs,
    maxDelayMs: config.eventsStreamRetryMaxMs,
  });
  const hub = new EventHub();
  stream.onEvent((event) => hub.publish(event));
  const runtime: EventsRuntime = {
    stream,
    hub,
    async stop() {
      await stream.stop();
      hub.close();
      if (current === runtime) current = null;
    },
  };
  current = runtime;
  stream.start();
  return runtime;
}

/** The running stream and hub of this process, or null when none was started (tests, EVENTS_STREAM=false). */
export function eventsRuntime(): EventsRuntime | null {
  return current;
}

/** The stream's state for /healthz, or null when this process holds no stream. */
export function eventStreamHealth(): (EventStreamHealth & { subscribers: number }) | null {
  return current ? { ...current.stream.health(), subscribers: current.hub.size } : null;
}
