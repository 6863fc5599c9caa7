// The on-demand library as a member meets it: a subscriber finds a class by its title, keeps it
// among favorites, narrows the library with the filter panel (the view survives a reload), plays
// the class to the end (the page says it is completed and the calendar has the workout), plans it
// for later, and finds it again on the dashboard. A member without a plan buys one class, which then
// plays for good. At 320 px nothing scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';
import { newMember, newSubscriber, rest, TOKEN_KEY } from './support/members.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const VIEWER_ZONE = 'America/New_York';
const CLASSES = '/newplatform/items/classes';

interface LibraryVideo {
  id: number;
  title: string;
  duration: number;
}

/** The first class of the seeded library, as the backend orders it. */
async function firstVideo(): Promise<LibraryVideo> {
  const res = await rest<{ videos: LibraryVideo[] }>('POST', '/api/video/videos', undefined, {
    timeLength: { min: 15, max: 30 },
    bodyFocus: ['Core'],
    limit: 1,
  });
  expect(res.status).toBe(200);
  const [video] = res.body.content.videos;
  expect(video).toBeTruthy();
  return video!;
}

/** What `read` answers once it equals `expected`, asked again for up to 10 s (the page saves as it goes). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    last = await read();
  }
  expect(last).toEqual(expected);
}

async function signIn(page: Page, token: string) {
  await page.goto(stackInfo().url);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
}

async function workouts(token: string) {
  const today = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const res = await rest<{ workouts: Array<{ videoId?: number | null; status: string; when: string }> }>(
    'POST',
    '/api/workout/myWorkout',
    token,
    { fromDate: today, toDate: later },
  );
  expect(res.status).toBe(200);
  return res.body.content.workouts;
}

test('a subscriber finds a class, keeps it, filters the library, plays it to the end, plans it and sees it on the dashboard', async () => {
  const video = await firstVideo();
  const token = await newSubscriber('Lia');
  const { page, consoleErrors, offMachineRequests } = await openPage(browser, { timezoneId: VIEWER_ZONE });
  await signIn(page, token);
  const { url } = stackInfo();

  // Search by title: the words are in the address.
  await page.goto(`${url}${CLASSES}`);
  await page.getByRole('heading', { level: 1, name: 'Classes' }).waitFor();
  await page.getByRole('list', { name: 'Classes' }).getByRole('listitem').first().waitFor();
  // 15 to 30 minutes of core work, chosen in the filter panel: the class is among those it keeps.
  await page
    .getByRole('group', { name: 'Body focus' })
    .getByRole('checkbox', { name: /^Core \(\d+\)$/ })
    .check();
  const time = page.getByRole('group', { name: /^Time:/ });
  await time.getByRole('slider', { name: 'From' }).fill('15');
  await time.getByRole('slider', { name: 'To' }).fill('30');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL(
    (address) =>
      address.searchParams.get('focus') === 'Core' &&
      address.searchParams.get('min') === '15' &&
      address.searchParams.get('max') === '30',
  );
  await page
    .getByRole('list', { name: 'Classes' })
    .getByRole('listitem')
    .filter({ hasText: video.title })
    .first()
    .waitFor();
  // And by name, with the search box.
  await page.getByRole('searchbox', { name: 'Search classes, instructors and studios' }).fill(video.title);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((address) => address.searchParams.get('q') === video.title);
  const card = page
    .getByRole('list', { name: 'Classes' })
    .getByRole('listitem')
    .filter({ hasText: video.title });
  await card.first().waitFor();

  // Favorite it: the heart answers at once and the library keeps it.
  await card
    .first()
    .getByRole('button', { name: `Add ${video.title} to favorites` })
    .click();
  await card
    .first()
    .getByRole('button', { name: `Remove ${video.title} from favorites` })
    .waitFor();
  await eventually(async () => {
    const res = await rest<{ favorites: Array<{ videoId: number }> }>(
      'POST',
      '/api/favorites/myFavorites',
      token,
      {},
    );
    return res.body.content.favorites.map((favorite) => favorite.videoId);
  }, [video.id]);
  await page.getByRole('button', { name: 'Favorites', exact: true }).click();
  await page.waitForURL(`${url}${CLASSES}?view=favorites`);
  await page.getByRole('list', { name: 'Favorite classes' }).getByText(video.title).waitFor();

  // The filter panel: a choice says how many classes it leaves; the view survives a reload.
  await page.getByRole('button', { name: 'All classes' }).click();
  await page.waitForURL(`${url}${CLASSES}`);
  const none = page
    .getByRole('group', { name: 'Equipment' })
    .getByRole('checkbox', { name: /^None \(\d+\)$/ });
  await none.check();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.waitForURL((address) => address.searchParams.getAll('equipment').join() === 'None');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Classes' }).waitFor();
  expect(
    await page
      .getByRole('group', { name: 'Equipment' })
      .getByRole('checkbox', { name: /^None \(/ })
      .isChecked(),
  ).toBe(true);
  await page.goBack();
  await page.waitForURL(`${url}${CLASSES}`);

  // The class's page: the player plays it to the end and the page says it is completed.
  await page.goto(`${url}${CLASSES}/${video.id}`);
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
  const player = page.locator('video');
  await player.waitFor();
  await page.waitForFunction(() => {
    const element = document.querySelector('video');
    return element !== null && element.readyState >= 1 && Number.isFinite(element.duration);
  });
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  // Ten seconds of playing: the playhead moves and the player's heartbeat is stored as watch time.
  await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) > 10.5, undefined, {
    timeout: 30_000,
  });
  await eventually(async () => {
    const res = await rest<{
      history: Array<{ video: { id: number }; progress: { watchedSeconds: number } }>;
    }>('POST', '/api/history/myHistory', token, {});
    const entry = res.body.content.history.find((item) => item.video.id === video.id);
    return (entry?.progress.watchedSeconds ?? 0) >= 8;
  }, true);
  await player.evaluate((element: HTMLVideoElement) => {
    element.currentTime = Math.max(0, element.duration - 0.5);
  });
  await page.getByText('Completed', { exact: true }).waitFor({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Back to classes' }).waitFor();
  await eventually(
    async () => (await workouts(token)).filter((workout) => workout.status === 'completed').length,
    1,
  );

  // Plan it for later: the dialog's first choice is an hour ahead, in the browser's zone.
  await page.getByRole('button', { name: `Schedule ${video.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule ${video.title}` });
  await dialog.getByText(`Times are in your time zone (${VIEWER_ZONE}).`).waitFor();
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await dialog.getByText(`${video.title} is on your calendar for`).waitFor();
  await eventually(
    async () => (await workouts(token)).filter((workout) => workout.status === 'scheduled').length,
    1,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The dashboard shows the favorite and what was watched.
  await page.goto(`${url}/newplatform/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await page
    .getByRole('region', { name: 'Your favorites' })
    .getByRole('link', { name: video.title })
    .waitFor();
  await page
    .getByRole('region', { name: 'Recently watched' })
    .getByRole('link', { name: video.title })
    .waitFor();

  expect(consoleErrors).toEqual([]);
  expect(offMachineRequests).toEqual([]);
});

test('a member without a plan browses the library, is shown the way to subscribe, and buys one class; at 320 px nothing scrolls sideways', async () => {
  const video = await firstVideo();
  const token = await newMember('Noa');
  const { page, consoleErrors } = await openPage(browser, {
    timezoneId: VIEWER_ZONE,
    viewport: { width: 320, height: 640 },
  });
  await signIn(page, token);
  const { url } = stackInfo();
  await page.goto(`${url}${CLASSES}`);
  await page.getByRole('heading', { level: 1, name: 'Classes' }).waitFor();
  await page.getByRole('list', { name: 'Classes' }).getByRole('listitem').first().waitFor();
  const subscribe = page.getByRole('link', { name: 'Subscribe to watch' });
  expect(await subscribe.getAttribute('href')).toMatch(/^\/payment\?redirect_path=/);
  // On a small screen the panel folds into a button.
  const filters = page.getByRole('button', { name: 'Filters' });
  expect(await filters.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByRole('button', { name: 'Apply filters' }).isVisible()).toBe(false);
  await filters.click();
  await page.getByRole('button', { name: 'Apply filters' }).waitFor();
  const sideways = () =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await sideways()).toBeLessThanOrEqual(0);

  // The class page shows the poster and the way to subscribe instead of the player.
  await page.goto(`${url}${CLASSES}/${video.id}`);
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
  await page.getByRole('link', { name: 'Subscribe to watch' }).waitFor();
  expect(await page.locator('video').count()).toBe(0);
  expect(await sideways()).toBeLessThanOrEqual(0);

  // Or they buy just this class: paid once, it plays at once, and it is theirs after a reload.
  await page.getByRole('button', { name: 'Buy this class · $4.99' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy this class' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiration date').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  expect(await sideways()).toBeLessThanOrEqual(0);
  await dialog.getByRole('button', { name: 'Confirm Order' }).click();
  await page.getByText('This class is yours').waitFor();
  await page.locator('video').waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
  await page.locator('video').waitFor();
  expect(await page.getByRole('button', { name: /Buy this class/ }).count()).toBe(0);
  const charges = await rest<Array<{ kind: string; amount: number }>>('GET', '/api/user/charges', token);
  expect(charges.body.content.map((charge) => [charge.kind, charge.amount])).toEqual([['video', 4.99]]);
  expect(consoleErrors).toEqual([]);
});
