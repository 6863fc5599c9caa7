// Part 6: the web client. What each page downloads of the build (brotli JS and CSS, from Vite's
// manifest: the entry and its static imports, plus the page's own chunk and its static imports),
// whether a member page loads any other page's code, and how soon the pages paint: Largest
// Contentful Paint of `/`, `/liveschedule` and the library page in headless Chromium against the
// server's first byte, then under a phone profile (4× CPU slowdown, slow 4G) with LCP and CLS.
// Needs `npm run build` (web/dist). Each load is a first visit (a fresh browser context).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/chromium.mjs';
import { envNumber, median, ms, repoRoot, spread, startBench, tempDir } from './lib.mjs';
import { seedBench } from './seed.mjs';

const ROUNDS = envNumber('BENCH_WEB_ROUNDS', 3);
const LANDING_JS_GOAL = 150 * 1024;
const dist = process.env.BENCH_WEB_DIST ?? path.join(repoRoot, 'web/dist');

const LANDING = 'src/studios/landing/HomeRoute.tsx';
/** The pages a member reaches from the member area: each must load only its own code. */
const MEMBER_PAGES = [
  'src/library/DashboardPage.tsx',
  'src/library/ClassesPage.tsx',
  'src/library/VideoPage.tsx',
  'src/workouts/CalendarPage.tsx',
  'src/live/UpcomingLiveClassesPage.tsx',
  'src/live/LiveSchedulePage.tsx',
  'src/progress/ProfilePage.tsx',
  'src/progress/ProgressPage.tsx',
  'src/social/FriendsPage.tsx',
  'src/social/ConversationPage.tsx',
  'src/accounts/AccountPage.tsx',
  'src/payments/SubscriptionPage.tsx',
];

/** The three pages timed in the browser. */
const TIMED = [
  { label: '/', path: '/' },
  { label: '/liveschedule', path: '/liveschedule' },
  { label: 'library page', path: '/newplatform/items/classes' },
];

/** Lighthouse's mobile slow 4G as DevTools applies it. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

function closure(manifest, key, files = new Set(), seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return files;
  seen.add(key);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
  return files;
}

function brotliSize(file) {
  const full = path.join(dist, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  // Small files get no .br copy and are sent as they are; count what a brotli copy would be anyway.
  return Math.min(
    statSync(full).size,
    brotliCompressSync(readFileSync(full), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  );
}

function bytes(manifest) {
  const entry = closure(manifest, 'index.html');
  const pages = Object.keys(manifest).filter((key) => /(Page|Route)\.tsx$/.test(key));
  const ownFile = new Map(pages.map((key) => [manifest[key].file, key]));
  const per = (key) => {
    const files = new Set([...entry, ...closure(manifest, key)]);
    let js = 0;
    let css = 0;
    for (const file of files) {
      if (file.endsWith('.js')) js += brotliSize(file);
      else if (file.endsWith('.css')) css += brotliSize(file);
    }
    const others = [...files]
      .filter((file) => ownFile.has(file) && ownFile.get(file) !== key)
      .map((file) => ownFile.get(file));
    return { js, css, others };
  };
  return { per, pages };
}

const kb = (value) => `${(value / 1024).toFixed(1)} KB`;

/** One first visit: LCP, CLS and the first byte, read in the page by PerformanceObserver. */
async function visit(browser, url, phone) {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true }
      : {},
  );
  try {
    const page = await context.newPage();
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    }
    await page.addInitScript(() => {
      const seen = { lcp: 0, cls: 0 };
      Object.defineProperty(globalThis, '__vitals', { value: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) seen.cls += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    // LCP is final at the first input; until then a late, larger paint still counts.
    await page.waitForTimeout(phone ? 1500 : 500);
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      const vitals = globalThis.__vitals;
      return { lcp: vitals.lcp, cls: vitals.cls, ttfb: navigation.responseStart };
    });
  } finally {
    await context.close();
  }
}

export async function benchWeb() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const rows = [];
  const notes = [];
  const { per } = bytes(manifest);
  const landing = per(LANDING);
  rows.push({
    measure: '`/` (the landing page): JS, brotli',
    value: `${kb(landing.js)} (+ ${kb(landing.css)} CSS)`,
    goal: `≤ ${kb(LANDING_JS_GOAL)}`,
    met: landing.js <= LANDING_JS_GOAL,
  });
  for (const key of MEMBER_PAGES) {
    if (!manifest[key]) {
      notes.push(`${key}: not in the build's manifest`);
      continue;
    }
    const page = per(key);
    rows.push({
      measure: `${path.basename(key, '.tsx')}: JS / CSS brotli, other pages' code loaded`,
      value: `${kb(page.js)} / ${kb(page.css)}, ${page.others.length ? page.others.map((other) => path.basename(other, '.tsx')).join(', ') : 'none'}`,
      goal: 'only its own code',
      met: page.others.length === 0,
    });
  }

  ensureChromium();
  const data = tempDir('web');
  // Migrations and the default seed before the backend starts (its health check waits a minute at most).
  await seedBench(data.dir, {});
  const bench = await startBench({ dataDir: data.dir });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const base = bench.gateways.gateway.url;
    for (const phone of [false, true]) {
      const figures = Object.fromEntries(
        TIMED.map((page) => [page.label, { ratio: [], lcp: [], cls: [], ttfb: [] }]),
      );
      // Warm-up of the server (not of the browser: every visit is a first one).
      for (const page of TIMED) await visit(browser, `${base}${page.path}`, false);
      for (let round = 0; round < ROUNDS; round += 1)
        for (const page of TIMED) {
          const result = await visit(browser, `${base}${page.path}`, phone);
          const f = figures[page.label];
          f.lcp.push(result.lcp);
          f.cls.push(result.cls);
          f.ttfb.push(result.ttfb);
          f.ratio.push(result.lcp / Math.max(result.ttfb, 1));
        }
      for (const page of TIMED) {
        const f = figures[page.label];
        if (!phone) {
          rows.push({
            measure: `${page.label}: LCP / first byte (desktop, loopback)`,
            value: `${spread(f.ratio, 1)} (LCP ${ms(median(f.lcp))}, first byte ${ms(median(f.ttfb))})`,
            goal: '',
            met: null,
          });
        } else {
          const lcp = median(f.lcp);
          const cls = median(f.cls);
          rows.push({
            measure: `${page.label}: LCP, phone (4× CPU, slow 4G)`,
            value: `${spread(
              f.lcp.map((v) => v / 1000),
              2,
              ' s',
            )} (LCP / first byte ${spread(f.ratio, 1)})`,
            goal: '< 2.5 s',
            met: lcp < 2500,
          });
          rows.push({
            measure: `${page.label}: CLS, phone`,
            value: spread(f.cls, 3, ''),
            goal: '< 0.1',
            met: cls < 0.1,
          });
        }
      }
    }
    notes.push(
      'Bytes: the brotli copies the build made (quality 11), entry and static imports included; "other pages\' code" lists any other page\'s own chunk among the files a page loads.',
      `LCP and CLS: PerformanceObserver in the page, read after load and network idle; ${ROUNDS} first visits per page, the pages taking turns; phone = Chromium's CPU throttling ×4 and Lighthouse's slow 4G (562.5 ms RTT, 1.47 Mbit/s down) on a 412×823 mobile viewport.`,
      'The stack serves the production build (web/dist) over loopback with the default seed.',
    );
  } finally {
    await browser.close();
    await bench.stop();
    data.done();
  }
  return { title: '6. The web client: bytes per page and paint times', rows, notes };
}
