// Friends on the live classes as members meet them, each in their own browser: Ben booked a class;
// Ana, his friend, sees it on the schedule row and on the class page, and Dev's booking appear on
// her open schedule as he makes it; she books it too, invites Cleo from the class page, and Cleo,
// whose conversation with Ana is open, sees the invitation arrive without a reload, with a link
// that opens the class; when Cleo books, Ana's open class page names her at once.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';
import { createClass, newSubscriberAccount, rest, TOKEN_KEY, unique } from './support/members.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWER_ZONE = 'America/New_York';

function localDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VIEWER_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** Two members made friends over the REST API, as their phones would. */
async function befriend(a: { token: string }, b: { token: string; id: number }): Promise<void> {
  const asked = await rest<{ request: { userFriendId: number } }>('POST', '/api/user/friends', a.token, {
    friendId: b.id,
  });
  expect(asked.status).toBe(201);
  const accepted = await rest('PATCH', '/api/user/friends', b.token, {
    userFriendId: asked.body.content.request.userFriendId,
    accepted: true,
  });
  expect(accepted.status).toBe(200);
}

async function member(firstName: string): Promise<{ token: string; id: number }> {
  const { token } = await newSubscriberAccount(firstName);
  const me = await rest<{ id: number }>('GET', '/api/user/me', token);
  expect(me.status).toBe(200);
  return { token, id: me.body.content.id };
}

/** A member's own browser (its own storage and live connection), signed in, at `path`. */
async function browserOf(
  token: string,
  path: string,
): Promise<{ page: Page; close: () => Promise<void>; consoleErrors: string[] }> {
  const { context, page, consoleErrors } = await openPage(browser, { timezoneId: VIEWER_ZONE });
  await page.goto(stackInfo().url);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${stackInfo().url}${path}`);
  return { page, close: () => context.close(), consoleErrors };
}

test('a friend who booked shows on the schedule and the class page; an invitation arrives live in the conversation', async () => {
  const klass = await createClass(`Friends Flow ${unique()}`, 28);
  const [ana, ben, cleo, dev, stranger] = await Promise.all([
    member('Ana'),
    member('Ben'),
    member('Cleo'),
    member('Dev'),
    member('Stranger'),
  ]);
  await befriend(ana, ben);
  await befriend(ana, cleo);
  await befriend(dev, ana);
  // Ben and a member Ana does not know booked the class.
  for (const booker of [ben, stranger])
    expect(
      (await rest('POST', '/api/liveclass/upcoming', booker.token, { liveClassId: klass.id })).status,
    ).toBe(201);

  // Cleo has her conversation with Ana open before anything is sent.
  const c = await browserOf(cleo.token, `/newplatform/friends/${encodeURIComponent(memberGlobalId(ana.id))}`);
  const a = await browserOf(ana.token, `/liveschedule?date=${localDate(klass.scheduledDatetime)}`);
  try {
    await c.page.getByRole('heading', { name: 'Ana M.', level: 1 }).waitFor();

    // The schedule row says who of Ana's friends booked: Ben, not the stranger.
    await a.page.getByRole('heading', { name: 'Live Class Schedule' }).waitFor();
    const row = a.page.getByRole('listitem').filter({ hasText: klass.title });
    await row.getByText('Ben M. booked', { exact: true }).waitFor();
    expect(await row.getByText(/Stranger/).count()).toBe(0);
    // On a small phone the line wraps inside its row: nothing scrolls sideways.
    await a.page.setViewportSize({ width: 320, height: 800 });
    await row.getByText('Ben M. booked', { exact: true }).waitFor();
    expect(await a.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await a.page.setViewportSize({ width: 1280, height: 800 });

    // Dev books from his phone while Ana looks: her row says so without a reload.
    expect((await rest('POST', '/api/liveclass/upcoming', dev.token, { liveClassId: klass.id })).status).toBe(
      201,
    );
    await row.getByText('Ben M. and Dev M. booked', { exact: true }).waitFor();

    // Ana books it from the schedule (her plan covers it).
    await row.getByRole('button', { name: `Book ${klass.title}, ` }).click();
    const booked = a.page.getByRole('dialog');
    await booked.getByRole('button', { name: 'View My Calendar' }).waitFor();
    await booked.getByRole('button', { name: 'Close', exact: true }).click();
    await booked.waitFor({ state: 'hidden' });

    // The class page names Ben, and offers to invite a friend.
    await a.page.goto(`${stackInfo().url}/newplatform/live/upcoming/${klass.id}`);
    const friends = a.page.getByRole('region', { name: 'Friends in this class' });
    await friends.getByText('Ben M.').waitFor();
    await a.page.getByRole('button', { name: 'Invite a friend' }).click();
    const dialog = a.page.getByRole('dialog', { name: 'Invite a friend' });
    // Ben booked already: only Cleo is offered.
    await dialog.getByRole('button', { name: 'Invite Cleo M.' }).click();
    await dialog.getByText('Cleo M. is invited: the invitation is in your conversation with them.').waitFor();

    // Cleo's open conversation shows the invitation without a reload, and its link opens the class.
    const messages = c.page.getByRole('list', { name: 'Messages' });
    await messages.getByText(`Join me at ${klass.title}!`, { exact: false }).waitFor();
    await messages.getByRole('link', { name: `See ${klass.title}` }).click();
    await c.page.getByRole('heading', { name: klass.title, level: 1 }).waitFor();
    // Cleo is not Ben's friend: his booking is not hers to see; Ana's is.
    await c.page.getByRole('region', { name: 'Friends in this class' }).getByText('Ana M.').waitFor();
    expect(await c.page.getByText('Ben M.').count()).toBe(0);

    // Ana's dialog marks Cleo invited, so she is not invited twice from it.
    await dialog.getByRole('button', { name: 'Invited Cleo M.' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Cleo books from the class page's link; Ana's open class page names her at once.
    expect(
      (await rest('POST', '/api/liveclass/upcoming', cleo.token, { liveClassId: klass.id })).status,
    ).toBe(201);
    await friends.getByText('3 friends booked this class:').waitFor();
    await friends.getByText('Cleo M.').waitFor();
    expect([...a.consoleErrors, ...c.consoleErrors]).toEqual([]);
  } finally {
    await Promise.all([a.close(), c.close()]);
  }
});

/** The graph's global id of a member (`Member:<id>`, base64), as the friends pages' addresses carry it. */
function memberGlobalId(id: number): string {
  return Buffer.from(`Member:${id}`).toString('base64');
}
