// Accessibility: every public page on the general site and on a white-label host has no serious
// or critical axe violations (WCAG 2.0/2.1 A and AA), and the keyboard reaches the navigation
// with a visible focus ring. To check more pages, add them to support/a11yRoutes.ts.
import type { Browser, Page } from 'playwright-core';
import { GENERAL_ROUTES, WHITE_LABEL_HOST, WHITE_LABEL_ROUTES } from './support/a11yRoutes.js';
import { checkRoute, expectNoSeriousViolations, seriousViolations } from './support/axe.js';
import { graphql, launchBrowser, openPage, stackInfo } from './support/browser.js';

let browser: Browser;
let page: Page;
let close: () => Promise<void>;
beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await openPage(browser);
  page = opened.page;
  close = () => opened.context.close();
});
afterAll(async () => {
  await close?.();
  await browser?.close();
});

test('the harness itself: axe runs on the page and reports a serious violation when there is one', async () => {
  await page.goto(`${stackInfo().url}/contact`);
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  await expect(seriousViolations(page)).resolves.toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/media/brand/logo.svg';
    document.querySelector('main')?.appendChild(img);
  });
  const found = await seriousViolations(page);
  expect(found.map((v) => v.id)).toContain('image-alt');
});

describe('general site', () => {
  test.each(GENERAL_ROUTES)('$path has no serious accessibility violations', async (route) => {
    await checkRoute(page, stackInfo().url, route);
  });
});

describe('white-label site', () => {
  let brand: { pageTitle: string; faviconUrl: string };
  beforeAll(async () => {
    const data = await graphql<{ site: { brand: { pageTitle: string; faviconUrl: string } } }>(
      'query($host: String!) { site(host: $host) { brand { pageTitle faviconUrl } } }',
      { host: WHITE_LABEL_HOST },
    );
    brand = data.site.brand;
  });

  test.each(WHITE_LABEL_ROUTES)(
    "$path has no serious accessibility violations, and the studio's title and favicon",
    async (route) => {
      await checkRoute(page, `http://${WHITE_LABEL_HOST}:${stackInfo().port}`, route);
      expect(await page.title()).toBe(brand.pageTitle);
      const icons = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map(
          (link) => new URL(link.href).pathname,
        ),
      );
      expect(icons).toContain(brand.faviconUrl);
    },
  );
});

test('every white-label brand colour keeps its landing and log-in pages readable', async () => {
  const data = await graphql<{
    studios: { edges: { node: { whiteLabel: { localAlias: string } | null } }[] };
  }>('query { studios(first: 100) { edges { node { whiteLabel { localAlias } } } } }');
  const hosts = data.studios.edges.flatMap((edge) =>
    edge.node.whiteLabel ? [edge.node.whiteLabel.localAlias] : [],
  );
  expect(hosts.length).toBeGreaterThanOrEqual(3);
  for (const host of hosts) {
    const origin = `http://${host}:${stackInfo().port}`;
    await checkRoute(page, origin, { path: '/login', expectText: 'Forgot your password?' });
    await checkRoute(page, origin, { path: '/', expectText: /on demand/ });
  }
});

test('mobile (375px): the landing page and the open menu have no serious violations', async () => {
  const { page: mobile, context } = await openPage(browser, { viewport: { width: 375, height: 800 } });
  try {
    await checkRoute(mobile, stackInfo().url, GENERAL_ROUTES[0]!);
    await mobile.getByRole('button', { name: 'Open menu' }).click();
    await mobile.getByRole('dialog', { name: 'Menu' }).waitFor();
    await expectNoSeriousViolations(mobile, 'the mobile menu');
  } finally {
    await context.close();
  }
});

/** Tabs until a link or button inside the main navigation has focus; returns how it is drawn. */
async function tabIntoNavigation(target: Page, maxTabs = 15) {
  for (let i = 0; i < maxTabs; i += 1) {
    await target.keyboard.press('Tab');
    const focused = await target.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || !el.closest('nav[aria-label="Main navigation"]')) return null;
      const style = getComputedStyle(el);
      return {
        text: el.innerText.trim(),
        focusVisible: el.matches(':focus-visible'),
        outlineStyle: style.outlineStyle,
        outlineWidth: Number.parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
      };
    });
    if (focused) return focused;
  }
  throw new Error(`Tab did not reach the main navigation within ${maxTabs} presses`);
}

test.each([
  { site: 'general', origin: () => stackInfo().url },
  { site: 'white-label', origin: () => `http://${WHITE_LABEL_HOST}:${stackInfo().port}` },
])('keyboard ($site): Tab reaches the main navigation, with a visible focus outline', async ({ origin }) => {
  const { page: fresh, context } = await openPage(browser);
  try {
    await fresh.goto(`${origin()}/`);
    await fresh.getByRole('navigation', { name: 'Main navigation' }).getByRole('link').first().waitFor();
    // The first Tab stop is the skip link, which leads to the main content.
    await fresh.keyboard.press('Tab');
    await expect(
      fresh.evaluate(() => (document.activeElement as HTMLElement).innerText.trim()),
    ).resolves.toBe('Skip to content');
    const focused = await tabIntoNavigation(fresh);
    expect(focused.text).not.toBe('');
    expect(focused.focusVisible).toBe(true);
    expect(focused.outlineStyle).not.toBe('none');
    expect(focused.outlineWidth).toBeGreaterThanOrEqual(2);
    expect(focused.outlineColor).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  } finally {
    await context.close();
  }
});
