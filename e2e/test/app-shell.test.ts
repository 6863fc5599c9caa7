// The app shell around every page: the build version check (one reload per new build, never a
// loop, the disable setting), the service worker (registered on non-local hosts only, the app
// shell offline, a new build replacing the cached one) and the offline notice.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(repoRoot, 'web/dist');
const builtVersion = (
  JSON.parse(readFileSync(path.join(webDist, 'meta.json'), 'utf8')) as { version: string }
).version;
const NEW_VERSION = '2099-01-01T00:00:00.000Z';
const OFFLINE_TEXT =
  "You're offline. Live schedules and bookings need a connection; pages you have opened still work.";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Counts the documents the page loads (the first one included). Each one's DOMContentLoaded: the
 * version check reloads as soon as meta.json answers, which can be before the first document's
 * `load` (its pictures still coming), and that document would then not be counted at all.
 */
function countLoads(page: Page): { readonly count: number } {
  const counter = { count: 0 };
  page.on('domcontentloaded', () => {
    counter.count += 1;
  });
  return counter;
}

async function waitUntil(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a condition');
    await sleep(50);
  }
}

/** Answers GET /meta.json (the page's own requests) with `meta`; returns how many were asked. */
async function serveMeta(page: Page, meta: Record<string, unknown>): Promise<{ readonly count: number }> {
  const asked = { count: 0 };
  await page.route('**/meta.json', (route) => {
    asked.count += 1;
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-cache' },
      body: JSON.stringify(meta),
    });
  });
  return asked;
}

describe('build version check', () => {
  test('the served meta.json is this build: no reload', async () => {
    const { url } = stackInfo();
    const { page, context, consoleErrors } = await openPage(browser);
    const loads = countLoads(page);
    const metaResponse = page.waitForResponse((r) => r.url().endsWith('/meta.json'));
    await page.goto(url);
    const meta = await (await metaResponse).json();
    expect(meta).toEqual({ version: builtVersion, versionCheckDisabled: false });
    await sleep(1500);
    expect(loads.count).toBe(1);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('a new build in meta.json: exactly one reload, and no loop while it keeps being answered', async () => {
    const { url } = stackInfo();
    const { page, context } = await openPage(browser);
    const loads = countLoads(page);
    const asked = await serveMeta(page, { version: NEW_VERSION, versionCheckDisabled: false });
    await page.goto(`${url}/studios`);
    await waitUntil(() => loads.count >= 2);
    // The reloaded page asks again, gets the same newer version, and stays.
    await waitUntil(() => asked.count >= 2);
    await sleep(3000);
    expect(loads.count).toBe(2);
    expect(asked.count).toBe(2);
    await expect(page.evaluate(() => sessionStorage.getItem('streamfit.reloadedForVersion'))).resolves.toBe(
      NEW_VERSION,
    );
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/studios');

    // The tab coming back into view within the re-check interval (5 minutes) asks nothing new.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await sleep(1000);
    expect(asked.count).toBe(2);
    expect(loads.count).toBe(2);
    await context.close();
  });

  test('a tab that comes back into view checks again, but not within 5 minutes of the last check', async () => {
    const { url } = stackInfo();
    const { page, context } = await openPage(browser);
    await page.clock.install();
    const loads = countLoads(page);
    let served = builtVersion;
    let asked = 0;
    await page.route('**/meta.json', (route) => {
      asked += 1;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ version: served, versionCheckDisabled: false }),
      });
    });
    await page.goto(url);
    await waitUntil(() => asked === 1);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();

    // A new build is deployed. Back after 4 minutes: too soon to ask again.
    served = NEW_VERSION;
    const comeBack = () => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.clock.fastForward('04:00');
    await comeBack();
    await sleep(1000);
    expect(asked).toBe(1);
    expect(loads.count).toBe(1);

    // Back after 6 minutes: it asks, finds the new build and reloads once.
    await page.clock.fastForward('02:00');
    await comeBack();
    await waitUntil(() => loads.count >= 2);
    await sleep(2000);
    expect(loads.count).toBe(2);
    expect(asked).toBe(3);
    await context.close();
  });

  test('the disable setting (versionCheckDisabled in meta.json) is honoured: no reload', async () => {
    const { url } = stackInfo();
    const { page, context } = await openPage(browser);
    const loads = countLoads(page);
    const asked = await serveMeta(page, { version: NEW_VERSION, versionCheckDisabled: true });
    await page.goto(url);
    await waitUntil(() => asked.count >= 1);
    await sleep(2500);
    expect(loads.count).toBe(1);
    await expect(
      page.evaluate(() => sessionStorage.getItem('streamfit.reloadedForVersion')),
    ).resolves.toBeNull();
    await context.close();
  });
});

describe('service worker', () => {
  test('not registered on localhost or a *.localhost white-label host', async () => {
    const { port } = stackInfo();
    const { page, context } = await openPage(browser);
    for (const origin of [`http://localhost:${port}`, `http://baristudio.localhost:${port}`]) {
      await page.goto(`${origin}/`);
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await sleep(1000);
      await expect(
        page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      ).resolves.toBe(0);
    }
    await context.close();
  });

  test('on 127.0.0.1 it registers, and offline the app shell and public pages still open, with the offline notice', async () => {
    const { port } = stackInfo();
    const origin = `http://127.0.0.1:${port}`;
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(`${origin}/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Log In' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    const registration = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      return { scope: reg?.scope, script: reg?.active?.scriptURL, caches: await caches.keys() };
    });
    expect(registration).toEqual({
      scope: `${origin}/`,
      script: `${origin}/sw.js`,
      caches: [`streamfit-${builtVersion}`],
    });
    const status = page.getByRole('status').filter({ hasText: "You're offline" });
    await expect(status.count()).resolves.toBe(0);

    await context.setOffline(true);
    await status.waitFor();
    await expect(status.innerText()).resolves.toBe(OFFLINE_TEXT);
    // The worker itself has no network either, so what follows comes from its cache.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    await expect(
      worker!.evaluate(() =>
        fetch('/meta.json').then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).resolves.toBe('offline');

    // A reload with no network: the worker answers with the cached shell.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await nav.getByRole('link', { name: 'Log In' }).waitFor();
    await status.waitFor();
    // A public page by a link, and another typed in the address bar.
    await nav.getByRole('link', { name: 'Log In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log In' }).waitFor();
    await page.goto(`${origin}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await status.waitFor();

    // Back online: the notice goes away.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.waitForFunction(() => !document.body.innerText.includes("You're offline"), undefined, {
      timeout: 10_000,
    });
    // Offline, a page's data cannot come: the app reports it in its own words ('Could not reach the
    // gateway'), as the browser does; nothing else may be logged.
    expect(
      consoleErrors.filter(
        (e) =>
          !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource|Could not reach the gateway/.test(
            e,
          ),
      ),
    ).toEqual([]);
    await context.close();
  });
});

/** A second gateway on the same backend, serving a copy of the build that a test can "redeploy". */
async function startGatewayOn(dist: string): Promise<{ origin: string; child: ChildProcess }> {
  const port = await new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const child = spawn(process.execPath, ['gateway/dist/server.js'], {
    cwd: repoRoot,
    // A redeploy of the web build only: it needs no live updates (and no events-stream secret).
    env: {
      ...process.env,
      PORT: String(port),
      BACKEND_URL: stackInfo().backendUrl,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      CATALOGUE_CACHE_TTL_MS: '0',
      EVENTS_STREAM: 'false',
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the extra gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the extra gateway did not start');
    await sleep(150);
  }
}

test('after a new build is deployed, the page ends up on the network build, not the cached one', async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'streamfit-e2e-dist-'));
  cpSync(webDist, dist, { recursive: true });
  const { origin, child } = await startGatewayOn(dist);
  const { page, context } = await openPage(browser);
  try {
    await page.goto(`${origin}/`);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
    await expect(page.evaluate(() => caches.keys())).resolves.toEqual([`streamfit-${builtVersion}`]);

    // Deploy build B: a new version in meta.json and sw.js, and a page that says which build it is.
    writeFileSync(
      path.join(dist, 'meta.json'),
      JSON.stringify({ version: NEW_VERSION, versionCheckDisabled: false }),
    );
    const sw = readFileSync(path.join(dist, 'sw.js'), 'utf8');
    expect(sw).toContain(builtVersion);
    writeFileSync(path.join(dist, 'sw.js'), sw.replaceAll(builtVersion, NEW_VERSION));
    const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
    writeFileSync(
      path.join(dist, 'index.html'),
      index.replace('<head>', '<head><meta name="streamfit-build" content="B">'),
    );

    const loads = countLoads(page);
    await page.reload();
    // The version check finds build B: the new worker takes over, the old caches go, one reload.
    await waitUntil(() => loads.count >= 2, 20_000);
    await sleep(3000);
    expect(loads.count).toBe(2);
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    const state = await page.evaluate(async () => ({
      build: document.querySelector('meta[name="streamfit-build"]')?.getAttribute('content') ?? null,
      caches: await caches.keys(),
      reloadedFor: sessionStorage.getItem('streamfit.reloadedForVersion'),
    }));
    expect(state).toEqual({ build: 'B', caches: [`streamfit-${NEW_VERSION}`], reloadedFor: NEW_VERSION });

    // Offline now, the shell the worker answers with is build B's, not the first one it cached.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await expect(page.locator('meta[name="streamfit-build"]').getAttribute('content')).resolves.toBe('B');
  } finally {
    await context.close();
    child.kill('SIGTERM');
    rmSync(dist, { recursive: true, force: true });
  }
});
