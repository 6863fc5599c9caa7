// Live classes as members meet them: a visitor books a paid class through signup and payment, a
// subscriber books free (and is told on a second try that they are registered), the schedule
// follows changes made elsewhere in two windows at once, and a booked member joins the class.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';
import {
  createClass,
  MEMBER_PASSWORD,
  newSubscriber,
  rest,
  staff,
  TOKEN_KEY,
  unique,
} from './support/members.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// The browser runs in New York; the classes below belong to studios in other zones too.
const VIEWER_ZONE = 'America/New_York';
const PASSWORD = MEMBER_PASSWORD;

/** The date (YYYY-MM-DD) a UTC instant falls on in the viewer's zone. */
function localDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VIEWER_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

async function newMemberPage(): Promise<{
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
  offMachineRequests: string[];
}> {
  return openPage(browser, { timezoneId: VIEWER_ZONE });
}

/** Opens /liveschedule and selects the day of `iso` (moving on a week when it is not in view). */
async function openScheduleOn(page: Page, iso: string) {
  const { url } = stackInfo();
  // The day is in the address: a link to the schedule opens on the class's day.
  await page.goto(`${url}/liveschedule?date=${localDate(iso)}`);
  await page.getByRole('heading', { name: 'Live Class Schedule' }).waitFor();
  await page.locator(`[data-date="${localDate(iso)}"][aria-pressed="true"]`).waitFor();
}

function row(page: Page, title: string) {
  return page.getByRole('listitem').filter({ hasText: title });
}

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_KEY);
  expect(token).toBeTruthy();
  return token!;
}

async function calendar(token: string) {
  const today = new Date().toISOString().slice(0, 10);
  const yearAhead = new Date(Date.now() + 366 * 86_400_000).toISOString().slice(0, 10);
  const res = await rest<{ workouts: Array<{ liveClassId: number | null; status: string; when: string }> }>(
    'POST',
    '/api/workout/myWorkout',
    token,
    { fromDate: today, toDate: yearAhead },
  );
  expect(res.status).toBe(200);
  return res.body.content.workouts;
}

test('a visitor books a class: signup, payment with a test card, See you there!, the class is on their calendar', async () => {
  const klass = await createClass(`Power Sculpt ${unique()}`, 26);
  const { page, consoleErrors, offMachineRequests } = await newMemberPage();
  await openScheduleOn(page, klass.scheduledDatetime);
  await page.getByText("Ready to sweat? Book a livestream class and we'll add it to your schedule").waitFor();

  const line = row(page, klass.title);
  // Local time, labelled with the zone (New York in winter or summer).
  await line
    .getByText(/(AM|PM) E[SD]T/)
    .first()
    .waitFor();
  await line.getByRole('button', { name: `Book ${klass.title}, ` }).click();

  const signup = page.getByRole('dialog', { name: 'Create your free account' });
  await signup.waitFor();
  const email = `rita.${unique()}@example.com`;
  await signup.getByLabel(/first name/i).fill('Rita');
  await signup.getByLabel(/last name/i).fill('Booker');
  await signup.getByLabel(/e-?mail/i).fill(email);
  await signup.getByLabel(/^password/i).fill(PASSWORD);
  await signup.getByLabel(/confirm password/i).fill(PASSWORD);
  await signup.getByRole('button', { name: 'Create My Account' }).click();

  const payment = page.getByRole('dialog', { name: 'Confirm live class booking' });
  await payment.waitFor();
  await payment.getByText(klass.title).first().waitFor();
  await payment.getByText('$12.00').first().waitFor();
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiration date').fill('12 / 34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Confirm Order' }).click();

  const summary = page.getByRole('dialog', { name: 'See you there!' });
  await summary.waitFor();
  await summary.getByText(klass.title).first().waitFor();
  await summary.getByRole('button', { name: 'Okay' }).click();
  await summary.waitFor({ state: 'hidden' });

  // The backend has the booking, the charge and the calendar entry.
  const token = await storedToken(page);
  const purchased = await rest<{ purchased: Array<{ liveClassId: number; source: string; amount: number }> }>(
    'GET',
    '/api/liveclass/purchased',
    token,
  );
  expect(purchased.body.content.purchased).toEqual([
    expect.objectContaining({ liveClassId: klass.id, source: 'payment', amount: 1200 }),
  ]);
  expect(await calendar(token)).toEqual([
    expect.objectContaining({ liveClassId: klass.id, status: 'scheduled', when: klass.scheduledDatetime }),
  ]);

  expect(consoleErrors).toEqual([]);
  expect(offMachineRequests).toEqual([]);
  await page.context().close();
});

test('a subscriber books without paying, and a second Book says they are already registered', async () => {
  const klass = await createClass(`Barre Burn ${unique()}`, 30);
  const token = await newSubscriber('Sam');

  const { page, consoleErrors } = await newMemberPage();
  await page.goto(stackInfo().url);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await openScheduleOn(page, klass.scheduledDatetime);
  await row(page, klass.title).getByRole('button', { name: /Book/ }).click();

  const booked = page.getByRole('dialog');
  await booked.getByRole('button', { name: 'View My Calendar' }).waitFor();
  await booked.getByText(klass.title).first().waitFor();
  await booked.getByRole('button', { name: 'Close', exact: true }).click();
  await booked.waitFor({ state: 'hidden' });
  expect(await calendar(token)).toEqual([
    expect.objectContaining({ liveClassId: klass.id, status: 'scheduled' }),
  ]);

  await row(page, klass.title).getByRole('button', { name: /Book/ }).click();
  const again = page.getByRole('dialog');
  await again
    .getByText(/already registered/i)
    .first()
    .waitFor();
  await again.getByRole('button', { name: 'Proceed To Dashboard' }).waitFor();
  await again.getByRole('button', { name: 'Close', exact: true }).click();
  // Still one booking, nothing charged.
  const purchased = await rest<{ purchased: Array<{ source: string; amount: number }> }>(
    'GET',
    '/api/liveclass/purchased',
    token,
  );
  expect(purchased.body.content.purchased).toEqual([
    expect.objectContaining({ source: 'subscription', amount: 0 }),
  ]);

  // The class is 30 hours away: joining is refused as not open yet, and a 600px stage says when it
  // starts (the stream page itself opens only from joining's signed link).
  await page.goto(`${stackInfo().url}/newplatform/live/upcoming/${klass.id}`);
  const stage = page.getByRole('img', { name: new RegExp(`^${klass.title} live stream: starts `) });
  await stage.waitFor();
  expect(await stage.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
  expect(await page.locator('iframe').count()).toBe(0);

  // A class starting in a few minutes is open: joining records the attendance, leaving updates it.
  const soon = await createClass(`Lunch Break HIIT ${unique()}`, 0.1);
  await rest('POST', '/api/liveclass/upcoming', token, { liveClassId: soon.id });
  const operation = (name: string) => (response: import('playwright-core').Response) =>
    response.url().endsWith('/graphql') &&
    (response.request().postData() ?? '').includes(`"operationName":"${name}"`);
  const joined = page.waitForResponse(operation('useJoinLiveClassMutation'));
  // Found under My classes: the class starting soon is open to join, the later one to view.
  await page.goto(`${stackInfo().url}/newplatform/live/upcoming`);
  const myClasses = page.getByRole('list', { name: 'Booked classes' });
  await myClasses.getByRole('link', { name: `View ${klass.title}` }).waitFor();
  await myClasses.getByRole('link', { name: `Join ${soon.title}` }).click();
  const join = (await (await joined).json()) as {
    data: { joinLiveClass: { attendance: { id: string; joinedAt: string } | null; userErrors: unknown[] } };
  };
  expect(join.data.joinLiveClass.userErrors).toEqual([]);
  expect(join.data.joinLiveClass.attendance).toMatchObject({
    id: expect.any(String),
    joinedAt: expect.any(String),
  });
  // The open class plays in a 600px frame, from the signed link joining handed out.
  const frame = page.locator('iframe');
  await frame.waitFor();
  expect(await frame.evaluate((el) => el.getBoundingClientRect().height)).toBe(600);
  expect(await frame.getAttribute('src')).toMatch(
    new RegExp(`^/media/live/${soon.id}\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`),
  );
  const left = page.waitForResponse(operation('useLeaveLiveClassMutation'));
  // Leaving within the app: the page unmounts and records the leave.
  await page.getByRole('main').getByRole('link', { name: 'Live schedule', exact: true }).click();
  const leave = (await (await left).json()) as {
    data: { leaveLiveClass: { attendance: { id: string; leftAt: string | null } | null } };
  };
  expect(leave.data.leaveLiveClass.attendance?.id).toBe(join.data.joinLiveClass.attendance!.id);
  expect(leave.data.leaveLiveClass.attendance?.leftAt).toEqual(expect.any(String));

  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('two windows on /liveschedule follow a class changed, created and cancelled over REST without a reload', async () => {
  const klass = await createClass(`Core Flow ${unique()}`, 28);
  const first = await newMemberPage();
  const second = await newMemberPage();
  await Promise.all([
    openScheduleOn(first.page, klass.scheduledDatetime),
    openScheduleOn(second.page, klass.scheduledDatetime),
  ]);
  await Promise.all([row(first.page, klass.title).waitFor(), row(second.page, klass.title).waitFor()]);
  // Marks the documents, so a reload would show.
  for (const { page } of [first, second])
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const renamed = `${klass.title} Extended`;
  const changed = await rest('PATCH', `/api/liveclass/${klass.id}`, await staff(), {
    title: renamed,
    instructor: 'Jo Park',
  });
  expect(changed.status).toBe(200);
  for (const { page } of [first, second]) {
    await row(page, renamed).getByText('Jo Park').waitFor();
  }

  const added = await createClass(`Late Stretch ${unique()}`, 28.5);
  if (localDate(added.scheduledDatetime) === localDate(klass.scheduledDatetime)) {
    for (const { page } of [first, second]) await row(page, added.title).waitFor();
  }

  const cancelled = await rest('DELETE', `/api/liveclass/${klass.id}`, await staff());
  expect(cancelled.status).toBe(200);
  for (const { page } of [first, second]) {
    await row(page, renamed).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  }
  expect([...first.consoleErrors, ...second.consoleErrors]).toEqual([]);
  await first.context.close();
  await second.context.close();
});

test('My classes: booked classes in start order, one booked on another device joins, one cancelled after confirming leaves (and the calendar)', async () => {
  const later = await createClass(`Evening Stretch ${unique()}`, 50);
  const sooner = await createClass(`Core Blast ${unique()}`, 28);
  const token = await newSubscriber('Cleo');
  for (const klass of [later, sooner])
    expect((await rest('POST', '/api/liveclass/upcoming', token, { liveClassId: klass.id })).status).toBe(
      201,
    );

  const { page, consoleErrors } = await newMemberPage();
  await page.goto(stackInfo().url);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  await page.goto(`${stackInfo().url}/newplatform/live/upcoming`);
  await page.getByRole('heading', { level: 1, name: 'My classes' }).waitFor();
  await page.getByText('Classes you have booked appear here once they are over.').waitFor();
  const list = page.getByRole('list', { name: 'Booked classes' });
  const classLinks = () => list.getByRole('link', { name: /^(Join|View) / });
  await list.getByRole('link', { name: `View ${sooner.title}` }).waitFor();
  expect(await classLinks().allTextContents()).toHaveLength(2);
  expect(
    await classLinks().evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
  ).toEqual([`View ${sooner.title}`, `View ${later.title}`]);

  // Booked elsewhere (over REST, as a phone would): it joins the open list without a reload.
  const elsewhere = await createClass(`Phone Booked Flow ${unique()}`, 40);
  expect((await rest('POST', '/api/liveclass/upcoming', token, { liveClassId: elsewhere.id })).status).toBe(
    201,
  );
  await list.getByRole('link', { name: `View ${elsewhere.title}` }).waitFor();

  await list.getByRole('button', { name: `Cancel booking: ${sooner.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await dialog.getByText('Your place is freed and the class leaves your calendar.').waitFor();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByText(`Your place in ${sooner.title} was cancelled.`).waitFor();
  await list.getByRole('link', { name: `View ${sooner.title}` }).waitFor({ state: 'detached' });
  expect(await classLinks().count()).toBe(2);

  const purchased = await rest<{ purchased: Array<{ liveClassId: number }> }>(
    'GET',
    '/api/liveclass/purchased',
    token,
  );
  expect(purchased.body.content.purchased.map((booking) => booking.liveClassId).sort()).toEqual(
    [later.id, elsewhere.id].sort(),
  );
  expect((await calendar(token)).map((workout) => workout.liveClassId).sort()).toEqual(
    [later.id, elsewhere.id].sort(),
  );

  // After a reload the list is read afresh: the same two.
  await page.reload();
  await list.getByRole('link', { name: `View ${later.title}` }).waitFor();
  expect(await classLinks().count()).toBe(2);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('by keyboard, the payment dialog takes focus every time it opens, Escape closes it and focus returns to Book', async () => {
  const klass = await createClass(`Keyboard Core ${unique()}`, 27);
  const registered = await rest<{ authToken: string }>('POST', '/api/user/register', undefined, {
    userInfo: {
      email: `kira.${unique()}@example.com`,
      firstName: 'Kira',
      lastName: 'Keys',
      password: PASSWORD,
    },
  });
  expect(registered.status).toBe(201);
  const { page, consoleErrors } = await newMemberPage();
  await page.goto(stackInfo().url);
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [TOKEN_KEY, registered.body.content.authToken],
  );
  await openScheduleOn(page, klass.scheduledDatetime);
  const book = row(page, klass.title).getByRole('button', { name: `Book ${klass.title}, ` });
  for (let round = 1; round <= 3; round += 1) {
    await book.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm live class booking' });
    await dialog.getByLabel('Card number').waitFor();
    // Focus is inside the dialog: what the member types goes into it, never into the page behind.
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await book.evaluate((button) => button === document.activeElement)).toBe(true);
  }
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});

test('a member who pays per class books one starting soon, finds it under My classes and joins it', async () => {
  const klass = await createClass(`Half Hour Power ${unique()}`, 0.5);
  const { page, consoleErrors } = await newMemberPage();
  await openScheduleOn(page, klass.scheduledDatetime);
  await row(page, klass.title)
    .getByRole('button', { name: `Book ${klass.title}, ` })
    .click();

  const signup = page.getByRole('dialog', { name: 'Create your free account' });
  await signup.waitFor();
  await signup.getByLabel(/first name/i).fill('Pia');
  await signup.getByLabel(/last name/i).fill('Perclass');
  await signup.getByLabel(/e-?mail/i).fill(`pia.${unique()}@example.com`);
  await signup.getByLabel(/^password/i).fill(PASSWORD);
  await signup.getByLabel(/confirm password/i).fill(PASSWORD);
  await signup.getByRole('button', { name: 'Create My Account' }).click();

  const payment = page.getByRole('dialog', { name: 'Confirm live class booking' });
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiration date').fill('12 / 34');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByRole('button', { name: 'Confirm Order' }).click();

  // The confirmation leads to the member's classes, where the class is open to join.
  const summary = page.getByRole('dialog', { name: 'See you there!' });
  await summary.getByRole('link', { name: 'My classes' }).click();
  await page.getByRole('heading', { level: 1, name: 'My classes' }).waitFor();
  const join = page
    .getByRole('list', { name: 'Booked classes' })
    .getByRole('link', { name: `Join ${klass.title}` });
  await join.click();
  await page.waitForURL(new RegExp(`/newplatform/live/upcoming/${klass.id}$`));
  // The class page plays the stream (the member bought this class: no plan needed).
  await page.locator('iframe').waitFor();
  expect(await page.getByText('Due today').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
  await page.context().close();
});
