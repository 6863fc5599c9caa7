// The header as a signed-in member uses it on the general site: the account menu by keyboard alone,
// and the links each kind of member is offered (the dashboard for subscribers, My classes for others).
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousViolations } from './support/axe.js';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'correct-horse-battery';
const TOKEN_KEY = 'streamfit.authToken';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

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

/** A new member over REST, with the monthly plan when `subscribe`; their token. */
async function newMember(firstName: string, subscribe: boolean): Promise<string> {
  const registered = await rest<{ authToken: string }>('POST', '/api/user/register', undefined, {
    userInfo: {
      email: `${firstName.toLowerCase()}.${unique()}@example.com`,
      firstName,
      lastName: 'Keys',
      password: PASSWORD,
    },
  });
  expect(registered.status).toBe(201);
  const token = registered.body.content.authToken;
  if (!subscribe) return token;
  const card = await rest<{ token: string }>('POST', '/api/basic/card-tokens', token, {
    number: '4242424242424242',
    expMonth: 12,
    expYear: 2034,
    cvc: '123',
  });
  expect(card.status).toBe(201);
  const subscribed = await rest('POST', '/api/user/subscribe', token, {
    source: 'web',
    packageId: 'streamfit_monthly',
    token: card.body.content.token,
  });
  expect(subscribed.status).toBe(201);
  return token;
}

/** Opens the general site signed in with `token`. */
async function signedInPage(
  token: string,
): Promise<{ page: Page; close: () => Promise<void>; consoleErrors: string[] }> {
  const { page, context, consoleErrors } = await openPage(browser);
  await page.goto(stackInfo().url);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(stackInfo().url);
  return { page, close: () => context.close(), consoleErrors };
}

/** What has focus: its role, accessible text and whether the menu button says it is open. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? null,
      text: el?.innerText.trim() ?? null,
      expanded: el?.getAttribute('aria-expanded') ?? null,
      focusVisible: el?.matches(':focus-visible') ?? false,
    };
  });
}

test('a subscriber works the account menu with the keyboard alone, and lands on account settings', async () => {
  const { page, close, consoleErrors } = await signedInPage(await newMember('Ada', true));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const button = nav.getByRole('button', { name: 'Account menu for Ada' });
  await button.waitFor();
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  // The account menu replaces the gear and the separate Log Out.
  await expect(nav.getByRole('link', { name: 'Log Out' }).count()).resolves.toBe(0);
  await expect(nav.getByRole('link', { name: 'Account settings' }).count()).resolves.toBe(0);

  // Tab reaches the button, with a visible focus.
  let reached = false;
  for (let i = 0; i < 25 && !reached; i += 1) {
    await page.keyboard.press('Tab');
    reached = await button.evaluate((el) => el === document.activeElement);
  }
  expect(reached).toBe(true);
  await expect(focused(page)).resolves.toMatchObject({ expanded: 'false', focusVisible: true });

  // Enter opens it on its first item; the arrows walk the items and wrap.
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
  await expect(menu.getByRole('menuitem').allInnerTexts()).resolves.toEqual([
    'Dashboard',
    'My classes',
    'Account settings',
    'Log Out',
  ]);
  await expect(focused(page)).resolves.toMatchObject({ role: 'menuitem', text: 'Dashboard' });
  // The open menu passes the accessibility check (roles, names, contrast).
  await expectNoSeriousViolations(page, 'the open account menu');
  await page.keyboard.press('ArrowDown');
  await expect(focused(page)).resolves.toMatchObject({ role: 'menuitem', text: 'My classes' });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(focused(page)).resolves.toMatchObject({ role: 'menuitem', text: 'Log Out' });

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  await expect(focused(page)).resolves.toMatchObject({
    expanded: 'false',
    text: expect.stringContaining('Ada'),
  });

  // The up arrow opens it on the last item; one more up is Account settings, Enter follows it.
  await page.keyboard.press('ArrowUp');
  await expect(focused(page)).resolves.toMatchObject({ role: 'menuitem', text: 'Log Out' });
  await page.keyboard.press('ArrowUp');
  await expect(focused(page)).resolves.toMatchObject({ role: 'menuitem', text: 'Account settings' });
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/account');
  await page.getByRole('heading', { name: 'Account', exact: true }).waitFor();
  await expect(page.getByRole('menu').count()).resolves.toBe(0);

  // A click elsewhere closes an open menu too.
  await button.click();
  await menu.waitFor();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await menu.waitFor({ state: 'detached' });

  expect(consoleErrors).toEqual([]);
  await close();
});

test('a member without a plan is offered My classes, never the dashboard, and logs out from the menu', async () => {
  const { page, close } = await signedInPage(await newMember('Grace', false));
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'My classes' }).waitFor();
  await expect(nav.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);
  await nav.getByRole('button', { name: 'Account menu for Grace' }).click();
  await expect(page.getByRole('menu').getByRole('menuitem').allInnerTexts()).resolves.toEqual([
    'My classes',
    'Account settings',
    'Log Out',
  ]);
  // My classes opens for them: the member area starts there, without the dashboard.
  await page.getByRole('menuitem', { name: 'My classes' }).click();
  await page.waitForURL((u) => u.pathname === '/newplatform/live/upcoming');
  await page.getByRole('heading', { level: 1, name: 'My classes' }).waitFor();
  const area = page.getByRole('navigation', { name: 'Member area' });
  await expect(area.getByRole('link').allInnerTexts()).resolves.toEqual([
    'My classes',
    'Classes',
    'Calendar',
    'Friends',
    'Progress',
    'Profile',
  ]);

  await nav.getByRole('button', { name: 'Account menu for Grace' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await nav.getByRole('link', { name: 'Log In' }).waitFor();
  await expect(page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY)).resolves.toBeNull();
  await close();
});
