/**
 * A service worker is registered on hosts that are not local. `localhost` and
 * `*.localhost` (the white-label aliases on this machine) count as local; 127.0.0.1 and
 * real domains do not (which is how the browser tests exercise it).
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host.endsWith('.localhost');
}

export const SERVICE_WORKER_URL = '/sw.js';

/** Registers /sw.js (scope /) after the page has loaded; never in the dev server. */
export function registerServiceWorker(win: Window = window, enabled: boolean = !import.meta.env.DEV): void {
  if (!enabled || !('serviceWorker' in win.navigator) || isLocalHost(win.location.hostname)) return;
  const register = () => {
    win.navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No service worker (e.g. not a secure context): the app works online as before.
    });
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
