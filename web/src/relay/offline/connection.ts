// Whether the app is offline: the browser says so (navigator.onLine, 'offline'/'online'
// events), or a GraphQL request could not reach the gateway. The offline notice reads it.

type Listener = () => void;

const listeners = new Set<Listener>();
let requestFailed = false;
let listening = false;

function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onOnline(): void {
  requestFailed = false;
  notify();
}

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', notify);
}

/** True while the browser is offline or the last GraphQL request could not reach the gateway. */
export function isOffline(): boolean {
  return browserOffline() || requestFailed;
}

/** For useSyncExternalStore. */
export function subscribeConnection(listener: Listener): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The network layer calls this when a request never reached the gateway. */
export function reportRequestFailed(): void {
  if (requestFailed) return;
  requestFailed = true;
  notify();
}

/** The network layer calls this when the gateway answered. */
export function reportRequestSucceeded(): void {
  if (!requestFailed) return;
  requestFailed = false;
  notify();
}
