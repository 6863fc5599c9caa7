// Which strategy the service worker uses for a request: kept apart from sw.ts so it is unit-tested.

export type Strategy =
  /** Not touched by the worker: the browser goes to the network as if there were none. */
  | 'network'
  /** A page navigation: the network first, the cached app shell when offline. */
  | 'navigation'
  /** Content-hashed assets and media: the cache first, the network (and then the cache) on a miss. */
  | 'cache-first';

/** Never answered from a cache: the live API, the build version and the worker itself. */
const NEVER_CACHED = /^\/(graphql|api|healthz|meta\.json|sw\.js)(\/|$)/;
const CACHE_FIRST = /^\/(assets|media)\//;

export function strategyFor(
  request: { method: string; mode: string; url: string },
  origin: string,
): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (NEVER_CACHED.test(url.pathname)) return 'network';
  if (request.mode === 'navigate') return 'navigation';
  if (CACHE_FIRST.test(url.pathname)) return 'cache-first';
  return 'network';
}

/** The cache of one build; the page's version check deletes every other one. */
export function cacheName(version: string): string {
  return `streamfit-${version}`;
}

/** The key the app shell (index.html) is cached under; every client route is that page. */
export const SHELL_URL = '/index.html';

/**
 * The header the gateway puts on a page it wrote a first screen into (the landing's hero, the
 * log-in screen…): that page is one address's, never the shell every address may be answered with.
 */
export const FIRST_SCREEN_HEADER = 'StreamFit-First-Screen';

/**
 * Whether a navigation's answer may be kept as the offline shell: the plain app page (an HTML
 * answer for a client route, without a first screen), never a file such as graphiql.html.
 */
export function keepsAsShell(
  response: { ok: boolean; headers: { get(name: string): string | null } },
  url: string,
): boolean {
  if (!response.ok) return false;
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return false;
  if (response.headers.get(FIRST_SCREEN_HEADER) !== null) return false;
  // Client routes have no file extension.
  return !/\.[a-z0-9]+$/i.test(new URL(url).pathname);
}
