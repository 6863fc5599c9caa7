// A new visitor on the general site: lands on /, picks a studio, reads its page and instructors.
import type { Browser } from 'playwright-core';
import { graphql, launchBrowser, openPage, stackInfo } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface StudioFacts {
  studio: {
    name: string;
    slug: string;
    headerTitle: string;
    instructors: { name: string }[];
    testimonials: { author: string }[];
  } | null;
}

test('landing page → studio chooser → studio page with its instructors, all served from this machine', async () => {
  const { url } = stackInfo();
  const { studio } = await graphql<StudioFacts>(
    'query { studio(slug: "bkpilates") { name slug headerTitle instructors { name } testimonials { author } } }',
  );
  expect(studio).not.toBeNull();
  expect(studio!.instructors.length).toBeGreaterThan(0);

  const { page, context, offMachineRequests, consoleErrors } = await openPage(browser);
  await page.goto(url);
  await expect(page.title()).resolves.not.toBe('');
  // The general navbar: Studios dropdown, How it Works, Live Schedule, Log In and the trial button.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Start Your Free Trial' }).waitFor();
  await expect(nav.getByRole('link', { name: 'Log In' }).count()).resolves.toBe(1);
  await expect(nav.getByRole('link', { name: 'How it Works' }).count()).resolves.toBe(1);
  await expect(nav.getByRole('link', { name: 'Live Schedule' }).count()).resolves.toBe(1);

  // The studio chooser on the landing page: search narrows the studios, a tile opens the page.
  const chooser = page.getByRole('region', { name: 'Choose your studio' });
  await chooser.getByRole('searchbox', { name: 'Search studios' }).fill(studio!.name.slice(0, 6));
  const tiles = chooser.getByRole('link', { name: studio!.name, exact: true });
  await tiles.waitFor();
  await expect(chooser.getByRole('link', { name: 'Bari Studio', exact: true }).count()).resolves.toBe(0);
  await tiles.click();
  await page.waitForURL(`${url}/studios/${studio!.slug}`);

  await page.getByRole('heading', { name: `Experience ${studio!.name} on demand` }).waitFor();
  await page.getByRole('heading', { name: 'Meet The Instructors' }).waitFor();
  for (const instructor of studio!.instructors) {
    await page.getByText(instructor.name, { exact: true }).first().waitFor();
  }
  await page.getByRole('heading', { name: 'What People Are Saying' }).waitFor();
  await page.getByRole('heading', { name: 'How Does it Work' }).waitFor();
  await expect(page.title()).resolves.toBe(studio!.headerTitle);
  // The free-trial button goes to sign-up.
  const trial = page.getByRole('main').getByRole('link', { name: 'Start Your Free Trial' }).first();
  await expect(trial.getAttribute('href')).resolves.toMatch(/^\/signup/);

  // Every image is drawn by the project and every request stays on this machine.
  // (Many are lazy-loaded, so ask for each one rather than read the <img> state.)
  const sources = [
    ...new Set(await page.$$eval('img', (imgs) => imgs.map((img) => (img as HTMLImageElement).src))),
  ];
  expect(sources.length).toBeGreaterThan(5);
  for (const src of sources) {
    expect(new URL(src).origin).toBe(new URL(url).origin);
    const res = await page.request.get(src);
    expect([src, res.status(), res.headers()['content-type']]).toEqual([
      src,
      200,
      expect.stringMatching(/^image\/svg\+xml/),
    ]);
  }
  expect(offMachineRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('/studios lists every studio by name and each card opens its page', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser);
  await page.goto(`${url}/studios`);
  const data = await graphql<{
    studios: { totalCount: number; edges: { node: { name: string; slug: string } }[] };
  }>('query { studios(first: 100) { totalCount edges { node { name slug } } } }');
  expect(data.studios.totalCount).toBeGreaterThanOrEqual(30);
  const first = data.studios.edges[0]!.node;
  const link = page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first();
  await link.waitFor();
  await link.click();
  await page.waitForURL(`${url}/studios/${first.slug}`);
  await page.getByRole('heading', { name: `Experience ${first.name} on demand` }).waitFor();
  await context.close();
});

test('an unknown studio says so, and a former partner path sends the visitor home', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser);
  await page.goto(`${url}/studios/no-such-studio`);
  await page.getByRole('heading', { name: /studio not found/i }).waitFor();
  await page.goto(`${url}/studios/flexfactory`);
  await page.waitForURL(`${url}/`);
  // An address no page has is a 404 to the browser (and to crawlers), with the app's not-found page.
  const missing = await page.goto(`${url}/this/route/does/not/exist`);
  expect(missing?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  // A page's address still answers 200.
  expect((await page.goto(`${url}/liveschedule?date=2030-01-01`))?.status()).toBe(200);
  await context.close();
});

test('below 800px the hamburger opens a flyout with a collapsible Studios list', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${url}/?code=SPRING`);
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  const studiosToggle = page.getByRole('button', { name: 'Studios' });
  await studiosToggle.waitFor();
  await expect(studiosToggle.getAttribute('aria-expanded')).resolves.toBe('false');
  await studiosToggle.click();
  await expect(studiosToggle.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.getByRole('link', { name: 'Check out All Studios' }).first().waitFor();
  // The query string travels into the sign-up link.
  const signup = page.getByRole('link', { name: 'Start Your Free Trial' }).first();
  await expect(signup.getAttribute('href')).resolves.toBe('/signup?code=SPRING');
  await context.close();
});
