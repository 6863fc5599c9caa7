// Becoming a member and the access rules, as a visitor meets them in the browser.
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../scripts/stack.mjs';
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

async function fillSignUp(
  page: Page,
  person: { email: string; firstName: string; lastName: string; password: string },
) {
  await page.getByLabel(/^e-?mail/i).fill(person.email);
  await page.getByLabel(/^first name/i).fill(person.firstName);
  await page.getByLabel(/^last name/i).fill(person.lastName);
  await page.getByLabel(/^password/i).fill(person.password);
  await page.getByLabel(/^confirm password/i).fill(person.password);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.locator('main form button[type="submit"]').click();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function outbox(): Promise<OutboxMail[]> {
  const res = await fetch(`${stackInfo().backendUrl}/api/dev/outbox`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: OutboxMail[] }).content;
}

async function me(token: string) {
  const res = await fetch(`${stackInfo().backendUrl}/api/user/me`, { headers: { authorization: token } });
  return {
    status: res.status,
    body: (await res.json()) as {
      content: { accountType: string; studioId: number | null; accessType: string; firstName: string };
    },
  };
}

test('sign up → /payment; sign out; /account asks to log in; log in → back on /account', async () => {
  const { url } = stackInfo();
  const person = {
    email: `ada.${unique()}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: PASSWORD,
  };
  const { page, context, consoleErrors } = await openPage(browser);

  await page.goto(`${url}/signup?code=SPRING`);
  const submit = page.locator('main form button[type="submit"]');
  // Every field sits inside the form's card (a grid once sized tracks to the inputs and overflowed).
  await submit.waitFor();
  const overflowing = await page.$$eval('main form input', (inputs: HTMLInputElement[]) =>
    inputs
      .filter(
        (input) =>
          input.getBoundingClientRect().right > input.closest('form')!.getBoundingClientRect().right + 0.5,
      )
      .map((input) => input.name),
  );
  expect(overflowing).toEqual([]);
  await expect(submit.isDisabled()).resolves.toBe(true);
  // The e-mail warning shows on blur without '@' and clears once one is typed.
  await page.getByLabel(/^e-?mail/i).fill('ada.example.com');
  await page.getByLabel(/^first name/i).focus();
  await page.getByText('Please enter a valid email address.').waitFor();
  await fillSignUp(page, person);
  await expect(page.getByText('Please enter a valid email address.').count()).resolves.toBe(0);
  await submit.click();
  await page.waitForURL((u) => u.pathname === '/payment');
  expect(new URL(page.url()).searchParams.get('code')).toBe('SPRING');
  await page.getByText('Billing Information').first().waitFor();
  expect(consoleErrors).toEqual([]);

  // The session survives a reload: the header offers the member's account menu.
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: /^Account menu for / }).waitFor();

  await page.goto(`${url}/logout`);
  await page.waitForURL(`${url}/`);
  await nav.getByRole('link', { name: 'Log In' }).waitFor();
  const stored = await page.evaluate(() => [
    localStorage.getItem('streamfit.authToken'),
    localStorage.getItem('streamfit.user'),
  ]);
  expect(stored).toEqual([null, null]);

  await page.goto(`${url}/account`);
  await page.waitForURL((u) => u.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect_path')).toBe('/account');

  // A wrong password gets the server's words; the right one lands on /account.
  await logIn(page, person.email, 'not-the-password');
  await page
    .getByRole('alert')
    .filter({ hasText: /incorrect e-mail or password/i })
    .waitFor();
  await page.getByLabel(/^password/i).fill(person.password);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL(`${url}/account`);
  await page.getByText(person.email).first().waitFor();
  await context.close();
});

test('the gym-benefit page needs its four parameters and creates a gym-benefit member', async () => {
  const { url, dataDir } = stackInfo();
  const { page, context } = await openPage(browser);

  await page.goto(`${url}/signup/gympass?firstname=grace&lastname=hopper&email=grace@example.com`);
  await page.waitForURL(`${url}/`);

  const email = `grace.${unique()}@example.com`;
  const link = execFileSync(
    process.execPath,
    ['backend/dist/tools/gym-benefit-link.js', email, 'grace brewster hopper'],
    {
      cwd: repoRoot,
      // The stack's development secret signs the invitation, as the partner's would in production.
      env: { ...process.env, PUBLIC_URL: url, DATA_DIR: dataDir },
    },
  )
    .toString()
    .trim()
    .split('\n')
    .pop()!;
  expect(link.startsWith(`${url}/signup/gympass?`)).toBe(true);

  await page.goto(link);
  const emailField = page.getByLabel(/^e-?mail/i);
  await expect(emailField.inputValue()).resolves.toBe(email);
  await expect(emailField.isEditable()).resolves.toBe(false);
  // Names arrive lower-case in the link; the page shows them capitalised, read-only.
  const nameField = page.getByLabel('Name', { exact: true });
  await expect(nameField.inputValue()).resolves.toBe('Grace Brewster Hopper');
  await expect(nameField.isEditable()).resolves.toBe(false);
  await page.getByRole('link', { name: 'Login here!' }).waitFor();
  await page.getByLabel(/^create password/i).fill(PASSWORD);
  await page.getByLabel(/^confirm password/i).fill(PASSWORD);
  await page.getByRole('button', { name: 'SIGN UP' }).click();
  await page.waitForURL((u) => u.pathname !== '/signup/gympass');
  const token = await page.evaluate(() => localStorage.getItem('streamfit.authToken'));
  expect(token).toBeTruthy();
  const account = await me(token!);
  expect(account.body.content.accessType).toBe('gympass');

  // A signed-in member opening the page again goes to their account.
  await page.goto(link);
  await page.waitForURL(`${url}/account`);
  await context.close();
});

test('password reset e-mails a one-use link: the old password works until it is used, the new one after; an unknown e-mail is told so', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser);
  const person = {
    email: `reset.${unique()}@example.com`,
    firstName: 'Rosalind',
    lastName: 'Franklin',
    password: PASSWORD,
  };
  await page.goto(`${url}/signup`);
  await fillSignUp(page, person);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/payment');
  await page.goto(`${url}/logout`);
  await page.waitForURL(`${url}/`);

  await page.goto(`${url}/forgot-password`);
  await page.getByLabel(/e-?mail/i).fill(`nobody.${unique()}@example.com`);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await page.getByText('This user does not exist').waitFor();

  await page.getByLabel(/e-?mail/i).fill(person.email);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await page
    .getByText('Password reset successful! Please check your email to get your new password and login!')
    .waitFor();

  const mail = (await outbox()).find((m) => m.to.includes(person.email) && /password/i.test(m.subject));
  expect(mail).toBeDefined();
  const mailed = /(https?:\/\/\S+\/forgot-password#token=[A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
  expect(mailed).toBeDefined();
  expect(mail!.text).not.toContain(PASSWORD);
  // The mail links to the site's PUBLIC_URL; this stack listens on a port of its own.
  const link = `${url}/forgot-password${new URL(mailed!).hash}`;

  // Asking for a reset changed nothing yet: the old password still logs in.
  await page.goto(`${url}/login`);
  await logIn(page, person.email, PASSWORD);
  await page.waitForURL((u) => u.pathname !== '/login');
  await page.goto(`${url}/logout`);
  await page.waitForURL(`${url}/`);

  const newPassword = `${PASSWORD}-renewed`;
  await page.goto(link);
  await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
  await page.getByText(person.email).waitFor();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'SET NEW PASSWORD' }).click();
  // Signed in at once, and the spent token is gone from the address bar.
  await page.waitForURL((u) => u.pathname === '/payment' || u.pathname === '/account');
  expect(page.url()).not.toContain('token=');
  await page.goto(`${url}/logout`);
  await page.waitForURL(`${url}/`);

  await page.goto(`${url}/login`);
  await logIn(page, person.email, PASSWORD);
  await page
    .getByRole('alert')
    .filter({ hasText: /incorrect e-mail or password/i })
    .waitFor();
  await page.getByLabel(/^password/i).fill(newPassword);
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname !== '/login');

  // The link was for one use only.
  await page.goto(`${url}/logout`);
  await page.waitForURL(`${url}/`);
  await page.goto(link);
  await page
    .getByText('This password reset link has expired or was already used. Please request a new one.')
    .waitFor();
  await page.getByRole('button', { name: 'RESET PASSWORD' }).waitFor();
  await context.close();
});

test('a sign-up on a white-label site creates a customer account of that studio', async () => {
  const { port } = stackInfo();
  const origin = `http://baristudio.localhost:${port}`;
  const { page, context } = await openPage(browser);
  await page.goto(`${origin}/signup`);
  await fillSignUp(page, {
    email: `bari.${unique()}@example.com`,
    firstName: 'Misty',
    lastName: 'Copeland',
    password: PASSWORD,
  });
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname !== '/signup');
  const token = await page.evaluate(() => localStorage.getItem('streamfit.authToken'));
  const account = await me(token!);
  expect(account.status).toBe(200);
  expect(account.body.content.accountType).toBe('studio');
  const studios = (await (await fetch(`${stackInfo().backendUrl}/api/studio/listWhitelabels`)).json()) as {
    data: { content: { id: number; shortName: string }[] };
  };
  const bari = studios.data.content.find((s) => s.shortName === 'baristudio')!;
  expect(account.body.content.studioId).toBe(bari.id);
  // White-label: the navbar now offers the member's account menu, with LOGOUT in it.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Account menu for Misty' }).click();
  await nav.getByRole('menuitem', { name: 'LOGOUT' }).waitFor();
  await context.close();
});

test('a subscriber-only page sends a signed-out visitor to log in, then a non-subscriber to payment', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser);
  await page.goto(`${url}/newplatform/dashboard`);
  await page.waitForURL((u) => u.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect_path')).toBe('/newplatform/dashboard');
  await page.goto(`${url}/signup`);
  await fillSignUp(page, {
    email: `dash.${unique()}@example.com`,
    firstName: 'Katherine',
    lastName: 'Johnson',
    password: PASSWORD,
  });
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === '/payment');
  await page.goto(`${url}/newplatform/dashboard`);
  await page.waitForURL((u) => u.pathname === '/payment');
  expect(new URL(page.url()).searchParams.get('redirect_path')).toBe('/newplatform/dashboard');
  await context.close();
});

test('a tampered stored token logs the visitor out instead of breaking the site', async () => {
  const { url } = stackInfo();
  const { page, context, consoleErrors } = await openPage(browser);
  await page.goto(url);
  await page.evaluate(() => {
    localStorage.setItem('streamfit.authToken', 'tampered-token-value');
    localStorage.setItem('streamfit.user', JSON.stringify({ firstName: 'Mallory' }));
  });
  await page.goto(`${url}/account`);
  await page.waitForURL((u) => u.pathname === '/login');
  const stored = await page.evaluate(() => [
    localStorage.getItem('streamfit.authToken'),
    localStorage.getItem('streamfit.user'),
  ]);
  expect(stored).toEqual([null, null]);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Log In' })
    .waitFor();
  expect(consoleErrors).toEqual([]);
  await context.close();
});
