// Paying for StreamFit as a member meets it: a plan with a test card, the confirmation, the plan on
// /account, cancel and undo; a declined card; a free promo code; a day pass; a white-label checkout.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'correct-horse-battery';
const TOKEN_KEY = 'streamfit.authToken';

/** Signs a new member up through the form, starting at `path` (which may carry a query). */
async function signUp(page: Page, base: string, path: string, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}.${unique()}@example.com`;
  await page.goto(`${base}${path}`);
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^first name/i).fill(firstName);
  await page.getByLabel(/^last name/i).fill('Tester');
  await page.getByLabel(/^password/i).fill(PASSWORD);
  await page.getByLabel(/^confirm password/i).fill(PASSWORD);
  await page.locator('main form button[type="submit"]').click();
  return email;
}

function ordinal(day: number): string {
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  return `${day}${suffix}`;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** The member's subscription as the REST backend has it, read with the token the browser stored. */
async function restSubscription(page: Page) {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  const res = await fetch(`${stackInfo().backendUrl}/api/user/subscription`, {
    headers: { authorization: token! },
  });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      content: {
        active: boolean;
        subscription: null | {
          status: string;
          plan: string;
          cancelAtPeriodEnd: boolean;
          card: { last4: string } | null;
        };
        dayPasses: Array<{ passDate: string }>;
      };
    }
  ).content;
}

async function charges(page: Page) {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  const res = await fetch(`${stackInfo().backendUrl}/api/user/charges`, {
    headers: { authorization: token! },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: Array<{ amount: number; status: string }> }).content;
}

test('sign up, choose yearly, pay with 4242…, see the confirmation and the plan, cancel, undo', async () => {
  const { url } = stackInfo();
  const { page, context, consoleErrors, offMachineRequests } = await openPage(browser);

  await signUp(page, url, '/signup', 'Grace');
  await page.waitForURL((u) => u.pathname === '/payment');
  await page.getByText('Billing Information').first().waitFor();
  await page.getByText('Choose Your Subscription:').waitFor();

  // Monthly is highlighted by default; the member picks the annual plan.
  const monthly = page.getByRole('radio', { name: /month/i });
  const yearly = page.getByRole('radio', { name: /annual|year/i });
  await expect(monthly.isChecked()).resolves.toBe(true);
  await yearly.check();
  await expect(yearly.isChecked()).resolves.toBe(true);
  await page.getByText('$239.99').first().waitFor();

  await fillCard(page, '4242 4242 4242 4242');
  const confirm = page.getByRole('button', { name: 'Confirm Order' });
  await expect(confirm.isEnabled()).resolves.toBe(true);
  await confirm.click();

  // After success the member lands on /account, where the confirmation greets them.
  await page.waitForURL((u) => u.pathname === '/account');
  await page.getByText('Grace, Your Subscription is Confirmed!').waitFor();
  await page.getByText('Check your inbox for a confirmation email.').first().waitFor();
  const plan = page.locator('.account-details');
  await plan.getByText('Annual Plan · $239.99 per year').waitFor();
  await plan
    .getByText(/free trial/i)
    .first()
    .waitFor();
  await plan.getByText(/4242/).waitFor();
  const afterSubscribe = await restSubscription(page);
  expect(afterSubscribe.active).toBe(true);
  expect(afterSubscribe.subscription).toMatchObject({
    status: 'trialing',
    plan: 'yearly',
    cancelAtPeriodEnd: false,
  });
  // A trial charges nothing yet.
  expect((await charges(page)).filter((charge) => charge.status === 'succeeded')).toEqual([]);

  // A subscriber now reaches the member area.
  await page.goto(`${url}/newplatform/dashboard`);
  await page.waitForURL((u) => u.pathname === '/newplatform/dashboard');

  // Cancel: the page explains, the member confirms, the plan ends at the trial's end.
  await page.goto(`${url}/account`);
  await page.getByRole('link', { name: 'Cancel subscription' }).click();
  await page.waitForURL((u) => u.pathname === '/cancel');
  await page.getByRole('heading', { name: 'Cancel Subscription' }).waitFor();
  await page.getByRole('button', { name: /yes, cancel/i }).click();
  await page
    .getByText(/cancelled/i)
    .first()
    .waitFor();
  expect((await restSubscription(page)).subscription).toMatchObject({
    status: 'trialing',
    cancelAtPeriodEnd: true,
  });

  // Undo before it ends: it renews again.
  await page.goto(`${url}/account`);
  await page.getByRole('button', { name: 'Undo cancel' }).click();
  await page.getByText('Your subscription will renew as before.').waitFor();
  expect((await restSubscription(page)).subscription).toMatchObject({
    status: 'trialing',
    cancelAtPeriodEnd: false,
  });
  await page.getByRole('link', { name: 'Cancel subscription' }).waitFor();

  expect(consoleErrors).toEqual([]);
  expect(offMachineRequests).toEqual([]);
  await context.close();
});

test('a declined card (4000 0000 0000 0002) shows the error and leaves no subscription', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser);
  await signUp(page, url, '/signup', 'Linus');
  await page.waitForURL((u) => u.pathname === '/payment');
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
  // The form is usable again, and nothing was bought.
  await expect(page.getByRole('button', { name: 'Confirm Order' }).isEnabled()).resolves.toBe(true);
  expect(new URL(page.url()).pathname).toBe('/payment');
  const state = await restSubscription(page);
  expect(state.active).toBe(false);
  expect(state.subscription).toBeNull();
  expect((await charges(page)).filter((charge) => charge.status === 'succeeded')).toEqual([]);

  // A card number that is not a test card never becomes a token: the product's exact message.
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page
    .getByText('An error occurred and payment information could not be verified.', { exact: false })
    .waitFor();
  expect((await restSubscription(page)).subscription).toBeNull();
  await context.close();
});

test('a 100% promo code hides the card fields and starts the plan without a card or a charge', async () => {
  const { url } = stackInfo();
  const { page, context, consoleErrors } = await openPage(browser);
  await signUp(page, url, '/signup', 'Ada');
  await page.waitForURL((u) => u.pathname === '/payment');

  await page.getByRole('button', { name: 'I have a promo code' }).click();
  await page.getByRole('textbox', { name: 'Promo code' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('No such coupon').waitFor();

  await page.getByRole('textbox', { name: 'Promo code' }).fill('freemonth');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText('Coupon Applied!').waitFor();
  await page.getByText('Sweet, this class is on us!').waitFor();
  await expect(page.getByLabel('Card number').isVisible()).resolves.toBe(false);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  await page.getByText('Ada, Your Subscription is Confirmed!').waitFor();
  const state = await restSubscription(page);
  expect(state.active).toBe(true);
  expect(state.subscription).toMatchObject({ status: 'active', card: null });
  expect(
    (await charges(page)).filter((charge) => charge.status === 'succeeded' && charge.amount > 0),
  ).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test('a day pass: log in first, pick a date, pay, and the pass is on /account', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser);
  // A visitor is sent to log in first.
  await page.goto(`${url}/daypass/bkpilates`);
  await page.waitForURL((u) => u.pathname === '/login/daypass/bkpilates');

  await signUp(page, url, '/signup', 'Katherine');
  await page.waitForURL((u) => u.pathname === '/payment');
  await page.goto(`${url}/daypass/bkpilates`);
  await page.getByText('Billing Information').first().waitFor();
  await page.getByText('One-time payment').first().waitFor();
  await page.getByText('$11.99').first().waitFor();
  // Tomorrow, picked on the calendar (its cells are labelled 'dddd, MMMM Do, YYYY').
  const tomorrow = new Date(Date.now() + 86_400_000);
  const weekday = tomorrow.toLocaleDateString('en-US', { weekday: 'long' });
  const month = tomorrow.toLocaleDateString('en-US', { month: 'long' });
  const label = `${weekday}, ${month} ${ordinal(tomorrow.getDate())}, ${tomorrow.getFullYear()}`;
  const cell = page.getByRole('button', { name: label, exact: true });
  if ((await cell.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /confirm order|buy|pay/i }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/account/bkpilates/'));
  const passDate = decodeURIComponent(new URL(page.url()).pathname.split('/')[3] ?? '');
  // 'MMMM Do, YYYY', for example 'November 23rd, 2026'.
  expect(passDate).toMatch(/^[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}$/);
  const state = await restSubscription(page);
  expect(state.dayPasses.map((pass) => pass.passDate)).toHaveLength(1);
  // Tomorrow's pass does not open the member area today.
  expect(state.active).toBe(false);
  await context.close();
});

test('a white-label checkout makes the member a customer of that studio', async () => {
  const { port } = stackInfo();
  const base = `http://baristudio.localhost:${port}`;
  // On a phone: nothing on the way may scroll sideways.
  const { page, context } = await openPage(browser, { viewport: { width: 375, height: 800 } });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  await signUp(page, base, '/signup', 'Barbara');
  await page.waitForURL((u) => u.pathname === '/payment' || u.pathname === '/checkout');
  await page.goto(`${base}/checkout`);
  await page.getByText('Billing Information').first().waitFor();
  await expect(scrollWidth()).resolves.toBeLessThanOrEqual(375);
  await fillCard(page, '5555 5555 5555 4444');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  // The white-label confirmation names the studio.
  await page
    .getByText(/Bari Studio/)
    .first()
    .waitFor();
  await expect(scrollWidth()).resolves.toBeLessThanOrEqual(375);
  await page.goto(`${base}/newplatform/dashboard`);
  await page.waitForURL((u) => u.pathname === '/newplatform/dashboard');
  await context.close();
});
