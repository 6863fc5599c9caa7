import { useEffect } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

/**
 * Who wants to know that the graphql-ws socket came back after a drop. Subscriptions resume by
 * themselves, but whatever happened while the socket was down was never pushed, so a live view
 * reads its data again (the gateway resumes its own backend stream; a browser's socket does not).
 */
const listeners = new Set<() => void>();

/** Calls `listener` after each reconnection; returns the function that stops it. */
export function onSubscriptionsReconnected(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Told by the graphql-ws client when a retry connected. */
export function notifySubscriptionsReconnected(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * A live page's query read again from the network after each reconnection; the page re-renders
 * from the store. A failure leaves what is shown (the next reconnection tries again).
 */
export function useRefetchOnReconnect<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
): void {
  const environment = useRelayEnvironment();
  // Variables as their text, so a new object with the same values does not re-subscribe.
  const key = JSON.stringify(variables);
  useEffect(
    () =>
      onSubscriptionsReconnected(() => {
        fetchQuery<T>(environment, query, JSON.parse(key) as T['variables'], {
          fetchPolicy: 'network-only',
        }).subscribe({ error: () => undefined });
      }),
    [environment, query, key],
  );
}
