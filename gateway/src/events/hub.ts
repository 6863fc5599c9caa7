// In-process fan-out of domain events to this gateway's graphql-ws subscribers.
//
// - Every subscription belongs to one viewer (a user id, or null when signed out) and only ever
//   sees events `visibleTo` that viewer: public events (audienceUserIds null) reach everyone,
//   private ones only the listed users. The check is the hub's, not the caller's, so a subscription
//   cannot forget it.
// - Each subscriber has a bounded queue. A consumer that falls `queueSize` events behind is CLOSED,
//   not silently thinned: its queue is dropped and its next read rejects with
//   SubscriberOverflowError (graphql-ws then sends the client an error for that subscription). The
//   client must refetch and resubscribe, which is honest: a schedule that skipped a `cancelled`
//   event would show a class that is gone.
// - `return()` (graphql-ws calls it when the client completes or disconnects) ends the iterator and
//   removes the subscriber at once, pending reads included.
import type { DomainEvent } from './models.js';

/** Whether `viewerId` (null: signed out) may see the event. */
export function visibleTo(event: Pick<DomainEvent, 'audienceUserIds'>, viewerId: number | null): boolean {
  if (event.audienceUserIds === null) return true;
  if (viewerId === null) return false;
  return event.audienceUserIds.includes(viewerId);
}

export class SubscriberOverflowError extends Error {
  constructor(readonly queueSize: number) {
    super(
      `The live update subscription fell more than ${queueSize} events behind and was closed; refetch and subscribe again.`,
    );
    this.name = 'SubscriberOverflowError';
  }
}

export interface SubscribeOptions {
  /** The member the subscription belongs to; null when signed out (public events only). */
  viewerId: number | null;
  /** Only these event types (e.g. the liveclass.* ones); all visible types when absent. */
  types?: readonly string[];
  /** A further condition (e.g. one studio's classes). Visibility is checked before it. */
  filter?: (event: DomainEvent) => boolean;
  /** Overrides the hub's queue bound for this subscriber. */
  queueSize?: number;
}

export interface EventHubOptions {
  /** Most events waiting for one subscriber before it is closed. Default 256. */
  queueSize?: number;
}

export type EventSubscription = AsyncIterableIterator<DomainEvent> & {
  /** Events waiting to be read. */
  readonly pending: number;
  /** Whether the subscriber has ended (returned, overflowed or the hub closed). */
  readonly closed: boolean;
};

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

class Subscriber implements EventSubscription {
  private readonly queue: DomainEvent[] = [];
  private readonly waiting: {
    resolve(result: IteratorResult<DomainEvent>): void;
    reject(error: unknown): void;
  }[] = [];
  private failure: Error | null = null;
  private ended = false;
  private readonly types: ReadonlySet<string> | null;

  constructor(
    private readonly options: SubscribeOptions,
    private readonly queueSize: number,
    private readonly detach: (subscriber: Subscriber) => void,
  ) {
    this.types = options.types ? new Set(options.types) : null;
  }

  get pending(): number {
    return this.queue.length;
  }

  get closed(): boolean {
    return this.ended;
  }

  /** Whether this subscriber wants the event (visibility first). */
  wants(event: DomainEvent): boolean {
    if (!visibleTo(event, this.options.viewerId)) return false;
    if (this.types && !this.types.has(event.type)) return false;
    return this.options.filter ? this.options.filter(event) : true;
  }

  push(event: DomainEvent): void {
    if (this.ended) return;
    const reader = this.waiting.shift();
    if (reader) {
      reader.resolve({ done: false, value: event });
      return;
    }
    if (this.queue.length >= this.queueSize) {
      this.fail(new SubscriberOverflowError(this.queueSize));
      return;
    }
    this.queue.push(event);
  }

  /** Ends with an error: queued events are dropped, the next read rejects with it once, then done. */
  fail(error: Error): void {
    if (this.ended) return;
    this.queue.length = 0;
    this.finish();
    const readers = this.waiting.splice(0);
    // Reported to the reads already waiting, else kept for the next read.
    if (readers.length === 0) this.failure = error;
    for (const reader of readers) reader.reject(error);
  }

  next(): Promise<IteratorResult<DomainEvent>> {
    const queued = this.queue.shift();
    if (queued) return Promise.resolve({ done: false, value: queued });
    if (this.failure) {
      const error = this.failure;
      this.failure = null;
      return Promise.reject(error);
    }
    if (this.ended) return Promise.resolve(DONE);
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  return(): Promise<IteratorResult<DomainEvent>> {
    this.close();
    return Promise.resolve(DONE);
  }

  throw(error?: unknown): Promise<IteratorResult<DomainEvent>> {
    this.close();
    return error === undefined ? Promise.resolve(DONE) : Promise.reject(error);
  }

  /** Ends quietly: queued events are dropped and pending reads resolve as done. */
  close(): void {
    this.queue.length = 0;
    this.failure = null;
    if (this.ended) return;
    this.finish();
    for (const reader of this.waiting.splice(0)) reader.resolve(DONE);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private finish(): void {
    this.ended = true;
    this.detach(this);
  }
}

/**
 * `session.ended` (payload `{ tokenHashes }`: the sha256 hex of each revoked session token) is for
 * the gateway itself, which closes the live connections of those sessions; it is never delivered
 * to a subscription.
 */
export const SESSION_ENDED_EVENT = 'session.ended';

export type SessionEndedListener = (tokenHashes: readonly string[]) => void;

/** The token hashes a `session.ended` payload names (only well-formed sha256 hex). */
export function endedTokenHashes(payload: unknown): string[] {
  const hashes =
    payload && typeof payload === 'object' ? (payload as { tokenHashes?: unknown }).tokenHashes : undefined;
  return Array.isArray(hashes)
    ? hashes.filter((hash): hash is string => typeof hash === 'string' && /^[0-9a-f]{64}$/.test(hash))
    : [];
}

/**
 * `catalogue.changed` (payload `{ table }`): the backend's public catalogue (studios, instructors,
 * testimonials, class types) changed. It is for the gateway itself, which forgets its whole
 * catalogue cache; it is never delivered to a subscription.
 */
export const CATALOGUE_CHANGED_EVENT = 'catalogue.changed';

/** Told which catalogue table changed (null when the payload does not say). */
export type CatalogueChangedListener = (table: string | null) => void;

export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly sessionEndedListeners = new Set<SessionEndedListener>();
  private readonly catalogueChangedListeners = new Set<CatalogueChangedListener>();
  private readonly queueSize: number;

  constructor(options: EventHubOptions = {}) {
    this.queueSize = Math.max(1, options.queueSize ?? 256);
  }

  /** How many subscriptions are open. */
  get size(): number {
    return this.subscribers.size;
  }

  /** Called with the token hashes of every `session.ended` event; returns the way to stop listening. */
  onSessionEnded(listener: SessionEndedListener): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  /** Called on every `catalogue.changed` event; returns the way to stop listening. */
  onCatalogueChanged(listener: CatalogueChangedListener): () => void {
    this.catalogueChangedListeners.add(listener);
    return () => this.catalogueChangedListeners.delete(listener);
  }

  /**
   * Hands the event to every subscriber that may and wants to see it (`session.ended` and
   * `catalogue.changed` to the gateway only).
   */
  publish(event: DomainEvent): void {
    if (event.type === SESSION_ENDED_EVENT) {
      const hashes = endedTokenHashes(event.payload);
      for (const listener of [...this.sessionEndedListeners]) listener(hashes);
      return;
    }
    if (event.type === CATALOGUE_CHANGED_EVENT) {
      const table =
        event.payload && typeof event.payload === 'object'
          ? (event.payload as { table?: unknown }).table
          : undefined;
      for (const listener of [...this.catalogueChangedListeners])
        listener(typeof table === 'string' ? table : null);
      return;
    }
    for (const subscriber of [...this.subscribers]) {
      let wanted: boolean;
      try {
        wanted = subscriber.wants(event);
      } catch (error) {
        subscriber.fail(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      if (wanted) subscriber.push(event);
    }
  }

  /** A new subscription: the events published from now on that the viewer may see and it asks for. */
  subscribe(options: SubscribeOptions): EventSubscription {
    const subscriber = new Subscriber(options, Math.max(1, options.queueSize ?? this.queueSize), (done) => {
      this.subscribers.delete(done);
    });
    this.subscribers.add(subscriber);
    return subscriber;
  }

  /** Ends every subscription (shutdown): pending reads resolve as done. */
  close(): void {
    for (const subscriber of [...this.subscribers]) subscriber.close();
  }
}
