// A studio's own white-label site, opened at its `<label>.localhost` alias on this machine.
import type { Browser } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe.js';
import { E2E_STAFF_PASSWORD, graphql, launchBrowser, openPage, stackInfo } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface WhiteLabelStudios {
  studios: {
    edges: {
      node: {
        name: string;
        whiteLabel: { localAlias: string; color: string; pageTitle: string; faviconUrl: string } | null;
        images: { logo: string };
      };
    }[];
  };
}

test('each white-label host shows its brand colour, logo, favicon, title and the reduced navbar', async () => {
  const { port } = stackInfo();
  const data = await graphql<WhiteLabelStudios>(
    'query { studios(first: 100) { edges { node { name whiteLabel { localAlias color pageTitle faviconUrl } images { logo } } } } }',
  );
  const whiteLabels = data.studios.edges.map((e) => e.node).filter((s) => s.whiteLabel);
  expect(whiteLabels.length).toBeGreaterThanOrEqual(3);

  for (const studio of whiteLabels) {
    const wl = studio.whiteLabel!;
    const origin = `http://${wl.localAlias}:${port}`;
    const { page, context, offMachineRequests } = await openPage(browser);
    await page.goto(`${origin}/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'START YOUR FREE TRIAL' }).waitFor();

    // Only START YOUR FREE TRIAL and LOGIN: no Studios, How it Works or Live Schedule.
    const labels = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(labels.sort()).toEqual(['LOGIN', 'START YOUR FREE TRIAL']);
    await expect(nav.getByText('Studios').count()).resolves.toBe(0);

    // Brand colour, applied to the page and to the trial button.
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
    );
    expect(brand).toBe(wl.color.toLowerCase());
    const buttonColour = await nav
      .getByRole('link', { name: 'START YOUR FREE TRIAL' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const hex = wl.color.replace('#', '');
    const rgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`;
    expect(buttonColour).toBe(rgb);

    // Logo, favicon and title are the studio's.
    const logo = page.getByRole('banner').getByRole('img', { name: studio.name });
    await expect(logo.getAttribute('src')).resolves.toBe(studio.images.logo);
    // Drawn, not merely in the page: wait until the image has loaded and decoded (decode() rejects a
    // broken one), as a slow machine may still be fetching it.
    await expect(
      logo.evaluate(async (img) => {
        await (img as HTMLImageElement).decode();
        return (img as HTMLImageElement).naturalWidth;
      }),
    ).resolves.toBeGreaterThan(0);
    const favicon = await page.$eval('link[rel~="icon"]', (link) => link.getAttribute('href'));
    expect(favicon).toBe(wl.faviconUrl);
    await expect(page.title()).resolves.toBe(wl.pageTitle);

    // The white-label footer: privacy, terms and the studio's contact line only.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /privacy/i }).waitFor();
    await footer.getByRole('link', { name: /terms/i }).waitFor();
    await expect(footer.getByText(/newsletter|inbox/i).count()).resolves.toBe(0);

    expect(offMachineRequests).toEqual([]);
    await context.close();
  }
});

test('the general site stays general on plain localhost', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser);
  await page.goto(url);
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
  );
  expect(brand).toBe('#9ac8b9');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: /studios/i })
    .first()
    .waitFor();
  await context.close();
});

/** The backend over REST (the journey's class is made by staff, as a studio would). */
async function rest<T>(method: string, path: string, token?: string, body?: unknown) {
  const res = await fetch(`${stackInfo().backendUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { content: T } };
}

/** The date (YYYY-MM-DD) a UTC instant falls on in the browser's zone. */
function localDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

test("a studio's customer moves through its site (home, schedule, My classes, account and back) meeting no other brand and no dead end", async () => {
  const { port } = stackInfo();
  const origin = `http://baristudio.localhost:${port}`;
  const zone = 'America/New_York';
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  // Every other studio's name, and the platform's: none may show on Bari Studio's own site.
  const catalogue = await graphql<{ studios: { edges: { node: { name: string } }[] } }>(
    'query { studios(first: 100) { edges { node { name } } } }',
  );
  const otherNames = catalogue.studios.edges
    .map((edge) => edge.node.name)
    .filter((name) => name !== 'Bari Studio');
  expect(otherNames.length).toBeGreaterThan(10);
  const forbidden = ['StreamFit', ...otherNames];

  // A class on Bari Studio's own schedule tomorrow, made by staff as the studio would.
  const staff = await rest<{ authToken: string }>('POST', '/api/user/login', undefined, {
    email: 'staff@streamfit.app',
    password: E2E_STAFF_PASSWORD,
  });
  expect(staff.status).toBe(200);
  const studios = await rest<Array<{ id: number; shortName: string }>>('GET', '/api/basic/webStudiosInfo');
  const bari = studios.body.content.find((studio) => studio.shortName === 'baristudio')!;
  const start = new Date(Date.now() + 26 * 3_600_000);
  start.setUTCMinutes(Math.ceil(start.getUTCMinutes() / 15) * 15, 0, 0);
  const title = `Bari Night Out ${unique}`;
  const created = await rest<{ id: number; scheduledDatetime: string }>(
    'POST',
    '/api/liveclass',
    staff.body.content.authToken,
    {
      studioId: bari.id,
      title,
      instructor: 'Gabriela Moss',
      description: 'Dance cardio, then the burn-out on the mat.',
      price: 12,
      scheduledDatetime: start.toISOString(),
      minutesDuration: 45,
      isOnJetsweat: false,
    },
  );
  expect(created.status).toBe(201);

  const { page, context, offMachineRequests, consoleErrors } = await openPage(browser, { timezoneId: zone });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const main = page.locator('main');

  /** The page as the customer reads it: the studio's title, no other brand, no dead end. */
  async function expectOnlyBariStudio(where: string) {
    const text = await page.locator('body').innerText();
    for (const name of forbidden) {
      // Whole names only, whatever they start or end with ('Bari Studio' must not count as 'Studio').
      if (new RegExp(`(?<!\\w)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`).test(text)) {
        throw new Error(`${where} names ${name}`);
      }
    }
    expect(text).not.toMatch(/Page not found|We hit a snag/);
    await expect(page.title()).resolves.toBe('Bari Studio On Demand');
  }

  // Signs up on the studio's site and pays at its checkout.
  await page.goto(`${origin}/signup`);
  await page.getByLabel(/^e-?mail/i).fill(`bari.journey.${unique}@example.com`);
  await page.getByLabel(/^first name/i).fill('Gabi');
  await page.getByLabel(/^last name/i).fill('Journey');
  await page.getByLabel(/^password/i).fill('correct-horse-battery');
  await page.getByLabel(/^confirm password/i).fill('correct-horse-battery');
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/checkout');
  await page.getByText('Billing Information').first().waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  await page.getByText('Bari Studio customer').waitFor();

  // Home: the studio's page, whose hero now leads on instead of offering the trial and log-in again.
  await page.getByRole('banner').getByRole('link', { name: 'Bari Studio' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  const hero = page.getByRole('region', { name: 'Experience Bari Studio on demand' });
  await hero.getByRole('link', { name: 'Book a live class' }).waitFor();
  await hero.getByRole('link', { name: 'My classes' }).waitFor();
  await expect(page.getByRole('link', { name: 'START YOUR FREE TRIAL' }).count()).resolves.toBe(0);
  await expect(page.getByRole('link', { name: 'LOGIN' }).count()).resolves.toBe(0);
  const navLinks = (await nav.getByRole('link').allInnerTexts()).map((text) => text.trim());
  expect(navLinks).toEqual(['Live Schedule', 'My classes', 'Dashboard']);
  await nav.getByRole('button', { name: 'Account menu for Gabi' }).waitFor();
  await expectOnlyBariStudio('the home page');
  await expectNoSeriousViolations(page, "the signed-in customer's header on the studio's site");

  // The schedule, from the hero: the studio's own classes; booking is included in the plan.
  await hero.getByRole('link', { name: 'Book a live class' }).click();
  await page.waitForURL((u) => u.pathname === '/liveschedule');
  await page.getByRole('heading', { name: 'Live Class Schedule' }).waitFor();
  const day = page.locator(`[data-date="${localDate(created.body.content.scheduledDatetime, zone)}"]`);
  if ((await day.count()) === 0) await page.getByRole('button', { name: /next week/i }).click();
  await day.click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await row.getByRole('button', { name: /Book/ }).click();
  const booked = page.getByRole('dialog');
  await booked.getByText(title).first().waitFor();
  await expectOnlyBariStudio('the schedule and its booking dialog');
  await booked.getByRole('button', { name: 'Close', exact: true }).click();
  await booked.waitFor({ state: 'hidden' });

  // My classes, from the header: the class just booked, inside the member area.
  await nav.getByRole('link', { name: 'My classes' }).click();
  await page.waitForURL((u) => u.pathname === '/newplatform/live/upcoming');
  await main.getByRole('heading', { level: 1, name: 'My classes' }).waitFor();
  await main.getByText(title).first().waitFor();
  await page
    .getByRole('navigation', { name: 'Member area' })
    .getByRole('link', { name: 'Dashboard' })
    .waitFor();
  await expectOnlyBariStudio('My classes');

  // The dashboard is theirs too.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await main.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await expectOnlyBariStudio('the dashboard');

  // Account settings, from the account menu.
  await nav.getByRole('button', { name: 'Account menu for Gabi' }).click();
  await nav.getByRole('menuitem', { name: 'Account settings' }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  await page.getByText('Bari Studio customer').waitFor();
  await expectOnlyBariStudio('the account page');

  // And back: the browser's Back returns to the dashboard, the logo to the studio's home.
  await page.goBack();
  await page.waitForURL((u) => u.pathname === '/newplatform/dashboard');
  await main.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Bari Studio' }).click();
  await hero.getByRole('link', { name: 'My classes' }).waitFor();

  // Another studio's address on this site is the studio's own page-not-found, never a competitor's page.
  await page.goto(`${origin}/studios/bkpilates`);
  await main.getByRole('heading', { name: 'Page not found' }).waitFor();
  await expect(page.getByText('Experience BK Pilates on demand').count()).resolves.toBe(0);
  await expect(page.getByRole('banner').getByRole('img', { name: 'Bari Studio' }).count()).resolves.toBe(1);
  // And /studios is the studio itself, not the partner list.
  await page.goto(`${origin}/studios`);
  await page.waitForURL((u) => u.pathname === '/');
  await hero.waitFor();
  await expectOnlyBariStudio('/studios');

  // On a phone the same links sit in the menu flyout, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const flyout = page.getByRole('dialog', { name: 'Menu' });
  await expect(flyout.getByRole('link').allInnerTexts()).resolves.toEqual([
    'Live Schedule',
    'My classes',
    'Dashboard',
    'Account settings',
    'LOGOUT',
  ]);
  await expectNoSeriousViolations(page, "the signed-in customer's phone menu");
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);

  expect(offMachineRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});
