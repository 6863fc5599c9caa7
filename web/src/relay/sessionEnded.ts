/**
 * The gateway closes a member's live-update socket with this code when their session ended
 * elsewhere (a log-out on another device, a password change): the app then checks the session
 * again, and a revoked one signs the member out on this screen too.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;

const listeners = new Set<() => void>();

/** Calls `listener` when the socket was closed because the session ended; returns the function that stops it. */
export function onSessionEndedBySocket(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Told by the graphql-ws client when the gateway closed the socket with SESSION_ENDED_CLOSE_CODE. */
export function notifySessionEndedBySocket(): void {
  for (const listener of [...listeners]) listener();
}
