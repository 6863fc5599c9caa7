// Every page at the widths members use (a small phone, a phone, tablets and laptops): nothing
// scrolls sideways, the header's links stay on one line, and a class's page shows its whole title.
// Pages are opened once each and the window is resized through the widths.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';
import { createClass, newMember, newSubscriber, rest, TOKEN_KEY, unique } from './support/members.js';

const WIDTHS = [320, 390, 768, 820, 1024, 1280];
const WHITE_LABEL = 'baristudio.localhost';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Overflow {
  width: number;
  pageWidth: number;
  /** The elements that reach past the right edge (outside any box that scrolls on its own). */
  culprits: string[];
  /** Header links that do not share one line, where the header shows its links in a row. */
  headerLines: number;
}

async function measure(page: Page, width: number): Promise<Overflow> {
  await page.setViewportSize({ width, height: 900 });
  // Two frames: the resize is laid out and painted before anything is measured.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate((viewport) => {
    const root = document.documentElement;
    const scrollsOnItsOwn = (element: Element): boolean => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip')
          return true;
      }
      return false;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.className && typeof element.className === 'string'
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : ''
      }`;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > root.clientWidth + 1 && !scrollsOnItsOwn(element);
      })
      .slice(0, 5)
      .map(describe);
    const items = [...document.querySelectorAll('header nav ul > li')].filter(
      (item) => (item as HTMLElement).offsetParent !== null,
    );
    const rows = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top / 8)));
    // A link or button whose own words wrap ('Log' over 'Out') counts as a second line too.
    const wrapped = [...document.querySelectorAll<HTMLElement>('header nav a, header nav button')].some(
      (control) => {
        if (control.offsetParent === null || control.closest('[role="menu"]')) return false;
        const style = getComputedStyle(control);
        const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3;
        const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
        return control.getBoundingClientRect().height - padding > line * 1.6;
      },
    );
    return {
      width: viewport,
      pageWidth: root.scrollWidth,
      culprits,
      headerLines: rows.size + (wrapped ? 1 : 0),
    };
  }, width);
}

async function sweep(page: Page, path: string): Promise<Array<Overflow & { path: string }>> {
  const problems: Array<Overflow & { path: string }> = [];
  for (const width of WIDTHS) {
    // The layout a member sees once the page has settled: measured again until two readings agree
    // (a page still loading its card fields can be a pixel or two wider for a moment).
    let found = await measure(page, width);
    for (let reading = 0; reading < 5; reading += 1) {
      await page.waitForTimeout(150);
      const again = await measure(page, width);
      const settled = again.pageWidth === found.pageWidth && again.headerLines === found.headerLines;
      found = again;
      if (settled) break;
    }
    if (found.pageWidth > width || found.headerLines > 1) problems.push({ path, ...found });
  }
  return problems;
}

async function open(page: Page, url: string, text: string | RegExp) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  try {
    await page.getByText(text).filter({ visible: true }).first().waitFor();
  } catch (error) {
    const shown = await page.evaluate(() => `${location.href}: ${document.body.innerText.slice(0, 400)}`);
    throw new Error(`${String(text)} did not show on ${url}; the page shows ${shown}`, { cause: error });
  }
}

test('a visitor: the public pages of the main site and of a studio’s site, at every width', async () => {
  const { page, context } = await openPage(browser);
  const { url, port } = stackInfo();
  const pages: Array<[string, string | RegExp]> = [
    [`${url}/`, 'Your favourite boutique studios, streaming at home.'],
    [`${url}/studios`, 'All Studios'],
    [`${url}/studios/bkpilates`, 'Experience BK Pilates on demand'],
    [`${url}/liveschedule`, "Ready to sweat? Book a livestream class and we'll add it to your schedule"],
    [`${url}/how-it-works`, 'Four steps to your first workout'],
    [`${url}/signup`, 'Start your free trial'],
    [`${url}/login`, 'Forgot your password?'],
    [`${url}/faq`, 'Frequently Asked Questions'],
    [`${url}/no-such-page`, 'Page not found'],
    [`http://${WHITE_LABEL}:${port}/`, 'Experience Bari Studio on demand'],
    [`http://${WHITE_LABEL}:${port}/liveschedule`, 'Live Class Schedule'],
  ];
  const problems = [];
  for (const [address, text] of pages) {
    await open(page, address, text);
    problems.push(...(await sweep(page, address)));
  }
  expect(problems).toEqual([]);
  await context.close();
});

test('signed in: a member without a plan and a subscriber, their pages and a class’s page, at every width', async () => {
  const { url } = stackInfo();
  const soon = await createClass(`A Rather Long Class Title For Small Phones ${unique()}`, 0.25);
  const member = await newMember('Wanda');
  const subscriber = await newSubscriber('Wilma');
  expect((await rest('POST', '/api/liveclass/upcoming', subscriber, { liveClassId: soon.id })).status).toBe(
    201,
  );

  const problems = [];
  for (const [token, pages] of [
    [
      member,
      [
        [`${url}/payment`, 'Billing Information'],
        [`${url}/account`, /^Account$/],
        [`${url}/newplatform/live/upcoming`, 'My classes'],
      ],
    ],
    [
      subscriber,
      [
        [`${url}/newplatform/dashboard`, /Welcome/],
        [`${url}/liveschedule`, 'Live Class Schedule'],
        [`${url}/account`, /^Account$/],
        [`${url}/newplatform/live/upcoming`, 'My classes'],
        [`${url}/newplatform/live/upcoming/${soon.id}`, soon.title],
      ],
    ],
  ] as const) {
    const { page, context } = await openPage(browser);
    await page.goto(url);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
    for (const [address, text] of pages) {
      await open(page, address, text);
      problems.push(...(await sweep(page, address)));
    }
    if (token === subscriber) {
      // On a phone the class's page shows its whole title: nothing of it is cut off.
      await page.setViewportSize({ width: 390, height: 844 });
      const title = page.getByRole('heading', { level: 1, name: soon.title });
      const clipped = await title.evaluate((heading) => {
        const box = heading.getBoundingClientRect();
        return (
          box.left < 0 ||
          box.right > document.documentElement.clientWidth ||
          heading.scrollWidth > heading.clientWidth
        );
      });
      expect(clipped).toBe(false);
    }
    await context.close();
  }
  expect(problems).toEqual([]);
});
