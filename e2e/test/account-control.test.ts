// A subscriber takes control of their account: pauses their plan (the dialog says first what a pause
// means), finds the dashboard telling them the plan is paused instead of sending them to checkout,
// resumes it there, then changes their name and switches to the annual plan from the next renewal.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';
import { newSubscriber, rest, TOKEN_KEY } from './support/members.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Subscription {
  status: string;
  packageId: string;
  scheduledChange: { packageId: string; startsAt: string } | null;
}

async function subscriptionOf(token: string): Promise<Subscription | null> {
  const answer = await rest<{ subscription: Subscription | null }>('GET', '/api/user/subscription', token);
  expect(answer.status).toBe(200);
  return answer.body.content.subscription;
}

test('pause (confirmed), the paused dashboard, resume there, then a new name and the annual plan', async () => {
  const { url } = stackInfo();
  const token = await newSubscriber('Pia');
  const { page, context, consoleErrors, offMachineRequests } = await openPage(browser);
  await page.goto(`${url}/`);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);

  // Pausing asks first, and says how long a pause lasts and what stays open.
  await page.goto(`${url}/account`);
  await page.getByRole('button', { name: 'Pause subscription' }).click();
  const pauseDialog = page.getByRole('dialog', { name: 'Pause your plan?' });
  await pauseDialog
    .getByText('It stays paused until you resume it: a pause has no end date.', { exact: false })
    .waitFor();
  await pauseDialog
    .getByText('Classes you already booked stay booked, and you can still join them.')
    .waitFor();
  await pauseDialog.getByRole('button', { name: 'Pause plan' }).click();
  await page.getByText('Your subscription is paused. Resume it whenever you are ready.').waitFor();
  expect((await subscriptionOf(token))?.status).toBe('paused');

  // The dashboard no longer sends a paused member to checkout: it says the plan is paused.
  await page.goto(`${url}/newplatform/dashboard`);
  await page.getByRole('heading', { name: 'Your plan is paused' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/newplatform/dashboard');
  await page.getByText('a pause has no end date', { exact: false }).first().waitFor();

  // Resume, there: the answer comes in place and takes focus.
  await page.getByRole('button', { name: 'Resume' }).click();
  const resumed = page.getByText(/^Your plan is running again\./);
  await resumed.waitFor();
  await expect(resumed.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  await page.getByText('Your membership is active.', { exact: false }).waitFor();
  expect((await subscriptionOf(token))?.status).toBe('trialing');

  // A new first name.
  await page.goto(`${url}/account`);
  await page.getByRole('button', { name: 'Change name' }).click();
  const nameForm = page.getByRole('form', { name: 'Change name' });
  await nameForm.getByLabel('First name').fill('Piper');
  await nameForm.getByRole('button', { name: 'Save name' }).click();
  await page.getByText('Your name is saved.').waitFor();
  const me = await rest<{ firstName: string }>('GET', '/api/user/me', token);
  expect(me.body.content.firstName).toBe('Piper');

  // The annual plan, from the end of the free trial: the dialog says the price and the day first.
  await page.getByRole('button', { name: 'Switch to the Annual Plan' }).click();
  const switchDialog = page.getByRole('dialog', { name: 'Switch to the Annual Plan?' });
  await switchDialog.getByText('$239.99 a year', { exact: false }).waitFor();
  await switchDialog.getByText('Nothing is charged today.').waitFor();
  await switchDialog.getByRole('button', { name: 'Switch to the Annual Plan' }).click();
  await page.getByText(/^Done: from .+ you are on the Annual Plan at \$239\.99 a year\.$/).waitFor();
  await page.getByText('Plan change', { exact: true }).waitFor();
  const after = await subscriptionOf(token);
  expect(after).toMatchObject({ status: 'trialing', packageId: 'streamfit_monthly' });
  expect(after?.scheduledChange?.packageId).toBe('streamfit_yearly');

  expect(consoleErrors).toEqual([]);
  expect(offMachineRequests).toEqual([]);
  await context.close();
});
