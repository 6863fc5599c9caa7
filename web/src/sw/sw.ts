// StreamFit's service worker, built by tools/serviceWorker.ts into dist/sw.js with this build's
// version and app-shell file list compiled in. Registered on non-local hosts only.
//
// - install: precache the app shell (index.html and the entry's hashed JS/CSS) in `streamfit-<version>`.
// - activate: delete the caches of other builds, take control of open pages.
// - navigations: network first; offline, the cached shell (so pages open without a connection).
// - /assets/* (content-hashed) and /media/*: cache first.
// - /graphql, /api, /meta.json, /sw.js: never cached, never answered by the worker.
// - a { type: 'SKIP_WAITING' } message (the page's version check found a new build): take over now.
import { cacheName, keepsAsShell, SHELL_URL, strategyFor } from './routing';

declare const __SW_VERSION__: string;
declare const __SW_PRECACHE__: string[];

interface SwExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface SwFetchEvent extends SwExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface SwMessageEvent extends SwExtendableEvent {
  readonly data: unknown;
}
interface SwGlobal {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: SwExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: SwFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: SwMessageEvent) => void): void;
}

const sw = self as unknown as SwGlobal;
const CACHE = cacheName(__SW_VERSION__);

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__SW_PRECACHE__.map((url) => new Request(url, { cache: 'reload' })))),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('streamfit-') && name !== CACHE)
          .map((name) => caches.delete(name)),
      );
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data && data.type === 'SKIP_WAITING') event.waitUntil(sw.skipWaiting());
});

async function fromNetworkOrShell(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    // Every client route is index.html: keep the newest copy for offline use.
    if (keepsAsShell(response, request.url)) void keepShell(response.clone());
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Stores the shell in this build's cache, unless a newer build's worker deleted that cache meanwhile. */
async function keepShell(copy: Response): Promise<void> {
  if (!(await caches.has(CACHE))) return;
  const cache = await caches.open(CACHE);
  await cache.put(SHELL_URL, copy);
}

async function fromCacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

sw.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, sw.location.origin);
  if (strategy === 'navigation') event.respondWith(fromNetworkOrShell(event.request));
  else if (strategy === 'cache-first') event.respondWith(fromCacheFirst(event.request));
  // 'network': no respondWith, the browser fetches as usual.
});
