/** The version of this build, compiled in (tools/buildVersion.ts). */
export const APP_VERSION: string = __APP_VERSION__;

/** Spec: the setting that would disable the version check is false. */
const VERSION_CHECK_DISABLED = false;
const RELOADED_FOR_KEY = 'streamfit.reloadedForVersion';

/**
 * Spec: the build version is compared with the latest one (GET /meta.json); on a
 * mismatch the caches are cleared and the page hard-reloads. Reloads at most once
 * per served version, so a stale CDN or proxy cannot cause a reload loop.
 */
export async function checkBuildVersion(): Promise<void> {
  if (VERSION_CHECK_DISABLED || import.meta.env.DEV) return;
  let latest: unknown;
  try {
    const response = await fetch('/meta.json', { cache: 'no-store' });
    if (!response.ok) return;
    latest = ((await response.json()) as { version?: unknown }).version;
  } catch {
    return; // Spec: an unreachable meta.json is not handled.
  }
  if (typeof latest !== 'string' || latest === APP_VERSION) return;
  if (sessionStorage.getItem(RELOADED_FOR_KEY) === latest) return;
  sessionStorage.setItem(RELOADED_FOR_KEY, latest);
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  window.location.reload();
}
