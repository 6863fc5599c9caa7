// The footer's newsletter form as a visitor meets it: the '@' warning, a real sign-up stored
// by the backend with a welcome e-mail in the outbox, and a repeat that is told it is already done.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface OutboxMail {
  to: string;
  subject: string;
}

async function mailsTo(address: string): Promise<OutboxMail[]> {
  const res = await fetch(`${stackInfo().backendUrl}/api/dev/outbox`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: OutboxMail[] }).content.filter((mail) =>
    mail.to.includes(address),
  );
}

test('subscribe from the footer: the warning, the stored sign-up and its welcome e-mail, then already subscribed', async () => {
  const { page, context, consoleErrors, offMachineRequests } = await openPage(browser);
  const address = `news.${Date.now().toString(36)}@example.com`;
  await page.goto(`${stackInfo().url}/contact`);
  const footer = page.getByRole('contentinfo');
  const field = footer.getByLabel('Get workouts and news in your inbox');
  const subscribe = footer.getByRole('button', { name: /Subscribe/ });

  await field.fill('no-at-sign');
  await subscribe.click();
  await footer.getByText('Please enter a valid email address.').waitFor();
  expect(await mailsTo('no-at-sign')).toEqual([]);

  await field.fill(address);
  await subscribe.click();
  await footer.getByText("Thanks! You're subscribed.").waitFor();
  expect(await mailsTo(address)).toHaveLength(1);

  await field.fill(address);
  await subscribe.click();
  await footer.getByText("You're already subscribed.").waitFor();
  // No second welcome mail.
  expect(await mailsTo(address)).toHaveLength(1);

  expect(consoleErrors).toEqual([]);
  expect(offMachineRequests).toEqual([]);
  await context.close();
});
