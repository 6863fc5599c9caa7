// Friends as two members meet them, each in their own browser: A finds B by e-mail and asks; B's
// open friends page shows the request arrive without a reload and accepts it; A's page shows the
// friendship without a reload; they exchange a message, each seeing the other's as it is sent.
// A third member, signed in meanwhile, receives none of it.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';
import { newSubscriberAccount, TOKEN_KEY } from './support/members.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FRIENDS = '/newplatform/friends';

/** A member's own browser (its own context: its own storage and live connection), on the friends page. */
async function friendsPageOf(
  token: string,
): Promise<{ page: Page; close: () => Promise<void>; consoleErrors: string[] }> {
  const { context, page, consoleErrors } = await openPage(browser);
  await page.goto(stackInfo().url);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${stackInfo().url}${FRIENDS}`);
  await page.getByRole('heading', { name: 'Friends', level: 1 }).waitFor();
  return { page, close: () => context.close(), consoleErrors };
}

test('a request sent by e-mail arrives live, its acceptance shows on both sides, and messages go only between the two', async () => {
  const [ana, ben, cleo] = await Promise.all([
    newSubscriberAccount('Ana'),
    newSubscriberAccount('Ben'),
    newSubscriberAccount('Cleo'),
  ]);
  const a = await friendsPageOf(ana.token);
  const b = await friendsPageOf(ben.token);
  const c = await friendsPageOf(cleo.token);
  try {
    // A finds B by e-mail and asks.
    await a.page.getByLabel('Their e-mail address').fill(ben.email);
    await a.page.getByRole('button', { name: 'Search' }).click();
    await a.page.getByText('Ben M.').waitFor();
    await a.page.getByRole('button', { name: 'Send friend request' }).click();
    await a.page.getByRole('status').getByText('Friend request successfully sent.').waitFor();
    await a.page.getByRole('list', { name: 'Requests you sent' }).getByText('Ben M.').waitFor();

    // B's page, untouched since it opened, shows the request; B accepts it.
    const incoming = b.page.getByRole('list', { name: 'Friend requests' });
    await incoming.getByText('Ana M.').waitFor();
    await b.page.getByRole('button', { name: "Accept Ana M.'s request" }).click();
    await b.page
      .getByRole('list', { name: 'Your friends' })
      .getByRole('link', { name: /^Ana M\./ })
      .waitFor();

    // A's page shows the friendship without a reload; the sent request is gone.
    await a.page
      .getByRole('list', { name: 'Your friends' })
      .getByRole('link', { name: /^Ben M\./ })
      .waitFor();
    await a.page.getByRole('list', { name: 'Requests you sent' }).waitFor({ state: 'detached' });

    // Both open the conversation; A writes, B reads it as it is sent, and answers.
    await a.page.getByRole('link', { name: /^Ben M\./ }).click();
    await a.page.getByRole('heading', { name: 'Ben M.', level: 1 }).waitFor();
    await b.page.getByRole('link', { name: /^Ana M\./ }).click();
    await b.page.getByRole('heading', { name: 'Ana M.', level: 1 }).waitFor();
    await a.page.getByRole('textbox', { name: 'Message' }).fill('Barre at 6 tomorrow?');
    await a.page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await a.page.getByRole('list', { name: 'Messages' }).getByText('Barre at 6 tomorrow?').waitFor();
    await b.page.getByRole('list', { name: 'Messages' }).getByText('Barre at 6 tomorrow?').waitFor();
    await b.page.getByRole('textbox', { name: 'Message' }).fill("I'm in!");
    await b.page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await a.page.getByRole('list', { name: 'Messages' }).getByText("I'm in!").waitFor();

    // The third member's page heard none of it.
    expect(await c.page.getByText('No one is waiting for an answer.').isVisible()).toBe(true);
    expect(await c.page.getByText('Ana M.').count()).toBe(0);
    expect(await c.page.getByText('Ben M.').count()).toBe(0);
    expect([...a.consoleErrors, ...b.consoleErrors, ...c.consoleErrors]).toEqual([]);
  } finally {
    await Promise.all([a.close(), b.close(), c.close()]);
  }
});
