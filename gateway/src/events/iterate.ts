// What every subscription resolver does with the hub: make sure there is one, and hand graphql-ws
// the subscription's events mapped one by one into the field's value.
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors/index.js';
import type { EventHub, EventSubscription } from './hub.js';
import type { DomainEvent } from './models.js';

/** The process's hub; a clear UPSTREAM_UNAVAILABLE when it holds no event stream. */
export function requireHub(hub: EventHub | null): EventHub {
  if (!hub) {
    throw new GraphQLError('Live updates are not available right now. Please try again shortly.', {
      extensions: { code: ErrorCode.UpstreamUnavailable },
    });
  }
  return hub;
}

/** The signed-in viewer's id for a push of theirs; UNAUTHENTICATED for a visitor (nothing of theirs to push). */
export function subscriberId(viewer: { id: number } | null | undefined, what: string): number {
  if (!viewer) {
    throw new GraphQLError(`Log in to receive ${what}.`, {
      extensions: { code: ErrorCode.Unauthenticated },
    });
  }
  return viewer.id;
}

/** An event the backend sent that its subscription cannot read (the contract was not kept). */
export function unreadableEvent(what: string): GraphQLError {
  return new GraphQLError(`A ${what} event could not be read.`, {
    extensions: { code: ErrorCode.UpstreamError },
  });
}

/**
 * The hub's events mapped one by one. A plain iterator rather than an async generator: graphql-ws
 * calls return() when the client completes or disconnects, and a generator would queue that behind
 * the pending read, keeping the subscriber until the next event; here it frees it at once.
 */
export function mapEvents<T>(
  source: EventSubscription,
  map: (event: DomainEvent) => T,
): AsyncIterableIterator<T> {
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      const result = await source.next();
      return result.done ? { done: true, value: undefined } : { done: false, value: map(result.value) };
    },
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error?: unknown) {
      await source.throw?.(error);
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
