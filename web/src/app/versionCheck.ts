/** The version of this build, compiled in (tools/buildVersion.ts). */
export const APP_VERSION: string = __APP_VERSION__;

/** sessionStorage: the served version this tab already reloaded for (one reload per version). */
export const RELOADED_FOR_KEY = 'streamfit.reloadedForVersion';
/** A tab that comes back into view re-checks at most this often. */
export const RECHECK_INTERVAL_MS = 5 * 60_000;
/** How long a mismatch waits for the service worker to take the new build before reloading anyway. */
const SERVICE_WORKER_WAIT_MS = 3_000;
/** Caches of the service worker are named `streamfit-<build version>` (src/sw/sw.ts). */
export const CACHE_PREFIX = 'streamfit-';

/**
 * What GET /meta.json says. `versionCheckDisabled` is the "disable" setting
 * (false unless the build ran with STREAMFIT_VERSION_CHECK=off, or an operator edits
 * the deployed meta.json): it is read at run time, so it also reaches tabs already open.
 */
export interface BuildMeta {
  version: string;
  versionCheckDisabled?: boolean;
}

export type VersionCheckResult = 'current' | 'reloading' | 'disabled' | 'already-reloaded' | 'unavailable';

export interface VersionCheckDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  /** Drops caches of other builds and lets a waiting service worker take over. */
  dropStaleBuild: (latest: string) => Promise<void>;
}

function browserDeps(): VersionCheckDeps {
  return {
    fetch: (...args) => window.fetch(...args),
    storage: window.sessionStorage,
    reload: () => window.location.reload(),
    dropStaleBuild,
  };
}

async function readMeta(doFetch: typeof fetch): Promise<BuildMeta | null> {
  try {
    const response = await doFetch('/meta.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const meta = (await response.json()) as Partial<BuildMeta> | null;
    if (!meta || typeof meta.version !== 'string') return null;
    return { version: meta.version, versionCheckDisabled: meta.versionCheckDisabled === true };
  } catch {
    return null; // Offline or no meta.json: nothing to compare with; the next check tries again.
  }
}

/**
 * The build version is compared with the latest one (GET /meta.json); on a
 * mismatch the caches are cleared and the page hard-reloads, unless the disable
 * setting is on. Reloads at most once per served version (sessionStorage), so a
 * stale CDN or proxy that keeps answering another version cannot cause a reload loop.
 */
export async function checkBuildVersion(
  deps: VersionCheckDeps = browserDeps(),
  appVersion: string = APP_VERSION,
): Promise<VersionCheckResult> {
  const meta = await readMeta(deps.fetch);
  if (!meta) return 'unavailable';
  if (meta.version === appVersion) return 'current';
  if (meta.versionCheckDisabled) return 'disabled';
  try {
    if (deps.storage.getItem(RELOADED_FOR_KEY) === meta.version) return 'already-reloaded';
    deps.storage.setItem(RELOADED_FOR_KEY, meta.version);
  } catch {
    // No sessionStorage (privacy mode): without the guard a reload could repeat, so do not reload.
    return 'already-reloaded';
  }
  try {
    await deps.dropStaleBuild(meta.version);
  } catch {
    // A cache that cannot be cleared must not keep the page on the old build: reload anyway.
  }
  deps.reload();
  return 'reloading';
}

function withTimeout(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}

function untilInstalled(worker: ServiceWorker): Promise<void> {
  if (worker.state !== 'installing') return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (worker.state === 'installing') return;
      worker.removeEventListener('statechange', onChange);
      resolve();
    };
    worker.addEventListener('statechange', onChange);
  });
}

/**
 * A new build is out: ask the browser for the new service worker, tell it to take
 * over at once (it waits otherwise), and delete every cache that is not the new
 * build's, so the reload that follows cannot be answered from the old build.
 */
export async function dropStaleBuild(latest: string): Promise<void> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  const registration = container ? await container.getRegistration() : undefined;
  if (container && registration) {
    await withTimeout(
      (async () => {
        await registration.update().catch(() => undefined);
        const next = registration.installing ?? registration.waiting;
        if (!next) return;
        await untilInstalled(next);
        if (next.state !== 'installed') return;
        const taken = new Promise<void>((resolve) =>
          container.addEventListener('controllerchange', () => resolve(), { once: true }),
        );
        next.postMessage({ type: 'SKIP_WAITING' });
        await taken;
      })(),
      SERVICE_WORKER_WAIT_MS,
    );
  }
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => name !== `${CACHE_PREFIX}${latest}`).map((name) => caches.delete(name)),
    );
  }
}

/**
 * Checks now, and again whenever the tab becomes visible after being hidden, at most
 * every RECHECK_INTERVAL_MS. Off in the dev server (it has no build version).
 * Returns a function that stops listening.
 */
export function startVersionCheck(
  options: { deps?: VersionCheckDeps; now?: () => number; intervalMs?: number; doc?: Document } = {},
): () => void {
  if (import.meta.env.DEV && !options.deps) return () => undefined;
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? RECHECK_INTERVAL_MS;
  const doc = options.doc ?? document;
  let lastCheck = now();
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    lastCheck = now();
    running = checkBuildVersion(options.deps).finally(() => {
      running = null;
    });
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'visible' && now() - lastCheck >= interval) run();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  run();
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}
