// The member's calendar as they meet it: the member plans a class from its page ('Schedule'), finds
// it on its day, moves it to another time and marks it completed, then deletes it. A second browser
// signed in to the same account (a phone beside the laptop) follows each change, the planning
// included, without a reload. At 390 px nothing scrolls sideways.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';
import { newSubscriber, rest, TOKEN_KEY } from './support/members.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ZONE = 'America/New_York';

async function signIn(page: Page, token: string) {
  await page.goto(stackInfo().url);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
}

/** Tomorrow (in New York): the calendar's month parameter and the Schedule dialog's choices. */
function tomorrow(): { month: string; day: number; monthNumber: number; year: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + 86_400_000));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return {
    month: `${part('year')}-${part('month')}`,
    day: Number(part('day')),
    monthNumber: Number(part('month')),
    year: Number(part('year')),
  };
}

test('a class planned from its page is on the calendar; moving it, marking it completed and deleting it show on a second screen at once', async () => {
  const token = await newSubscriber('Cal');
  const videos = await rest<{ videos: Array<{ id: number; title: string }> }>(
    'POST',
    '/api/video/videos',
    token,
    { limit: 1, sort: 'shortest' },
  );
  const video = videos.body.content.videos[0]!;
  const day = tomorrow();

  const open = async (width: number) => {
    const opened = await openPage(browser, { timezoneId: ZONE, viewport: { width, height: 800 } });
    await signIn(opened.page, token);
    return opened;
  };
  // The phone has the month open before anything is planned.
  const phone = await open(390);
  await phone.page.goto(`${stackInfo().url}/newplatform/items/calendar?month=${day.month}`);
  await phone.page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();

  // On the laptop, the class's page: Schedule, tomorrow at 7:00 AM.
  const laptop = await open(1280);
  const { page } = laptop;
  await page.goto(`${stackInfo().url}/newplatform/items/classes/${video.id}`);
  await page.getByRole('button', { name: `Schedule ${video.title}` }).click();
  const planning = page.getByRole('dialog', { name: `Schedule ${video.title}` });
  await planning.getByLabel('Month').selectOption(String(day.monthNumber));
  await planning.getByLabel('Day').selectOption(String(day.day));
  await planning.getByLabel('Year').selectOption(String(day.year));
  await planning.getByLabel('Hour').selectOption('07');
  await planning.getByLabel('Minutes').selectOption('00');
  await planning.getByLabel('AM or PM').selectOption('AM');
  await planning.getByRole('button', { name: 'Schedule', exact: true }).click();
  await planning.getByRole('status').getByText(`${video.title} is on your calendar for`).waitFor();
  await planning.getByRole('link', { name: 'Open my calendar' }).click();
  await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
  // The calendar opens on this month; tomorrow may be the next one.
  if (!page.url().includes(`month=${day.month}`))
    await page.goto(`${stackInfo().url}/newplatform/items/calendar?month=${day.month}`);
  for (const { page: screen } of [laptop, phone])
    await screen.getByRole('button', { name: `Options for ${video.title} at 07:00 AM` }).waitFor();

  // Move it to 8:30 and mark it completed, on the laptop.
  await page.getByRole('button', { name: `Options for ${video.title} at 07:00 AM` }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Workout' });
  await edit.getByLabel('Hour').selectOption('08');
  await edit.getByLabel('Minute').selectOption('30');
  await edit.getByLabel('Status').selectOption({ label: 'Completed' });
  await edit.getByRole('button', { name: 'Submit changes' }).click();
  await edit.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Options for ${video.title} at 08:30 AM` }).waitFor();
  // The phone follows without a reload.
  await phone.page.getByRole('button', { name: `Options for ${video.title} at 08:30 AM` }).waitFor();
  const [row] = (
    await rest<{ workouts: Array<{ id: number; videoId: number | null; status: string; when: string }> }>(
      'POST',
      '/api/workout/myWorkout',
      token,
      {
        fromDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        toDate: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      },
    )
  ).body.content.workouts.filter((w) => w.videoId === video.id);
  expect(row?.status).toBe('completed');

  // Delete it.
  await page.getByRole('button', { name: `Options for ${video.title} at 08:30 AM` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('button', { name: `Options for ${video.title} at 08:30 AM` })
    .waitFor({ state: 'detached' });
  await phone.page
    .getByRole('button', { name: `Options for ${video.title} at 08:30 AM` })
    .waitFor({ state: 'detached' });

  const sideways = await phone.page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  expect(laptop.consoleErrors).toEqual([]);
  expect(phone.consoleErrors).toEqual([]);
});
