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
