// The live schedule by a range of start times: GET /api/liveclass/upcoming[/public/all]?from=&to=
// (the classes starting in [from, to), and when the schedule is published until), its filters, its
// edges and its refusals. Without a range the call answers the whole list, as it always has.
import type { ApiLiveClass } from '../src/live/present.js';
import type { ApiSchedule } from '../src/live/routes.js';
import { DAY, MINUTE } from './support/accounts.js';
import { json, type Envelope } from './support/app.js';
import {
  call,
  cancelClass,
  content,
  createClass,
  member,
  startLiveWorld,
  studioId,
  type LiveWorld,
} from './support/live.js';

const PUBLIC = '/api/liveclass/upcoming/public/all';

let world: LiveWorld;

beforeAll(async () => {
  world = await startLiveWorld();
});

afterAll(async () => {
  await world.t.close();
});

/** Whole minutes from the test clock, as an ISO instant. */
const at = (minutesAhead: number): string =>
  new Date(world.clock.current.getTime() + minutesAhead * MINUTE).toISOString();

function rangeUrl(from: string, to: string, extra: Record<string, string> = {}, path = PUBLIC): string {
  return `${path}?${new URLSearchParams({ from, to, ...extra }).toString()}`;
}

async function schedule(url: string, token?: string): Promise<ApiSchedule> {
  const response = await call(world.app, 'GET', url, token);
  expect(response.statusCode).toBe(200);
  return content<ApiSchedule>(response);
}

/** The seeded schedule reaches 21 days ahead: 40 days ahead and later holds only the classes a test makes. */
const QUIET = 40 * 24 * 60;

describe('a range of start times', () => {
  test('[from, to): a class starting at `from` is in, one starting at `to` is out and in the next range', async () => {
    const from = at(QUIET);
    const to = at(QUIET + 7 * 24 * 60);
    const atFrom = await createClass(world, { title: 'At from' }, QUIET);
    const justBeforeTo = await createClass(world, { title: 'Just before to' }, QUIET + 7 * 24 * 60 - 1);
    const atTo = await createClass(world, { title: 'At to' }, QUIET + 7 * 24 * 60);
    // Starts a minute before the range and is still on at `from`: it does not start in the range.
    const before = await createClass(world, { title: 'Before', minutesDuration: 60 }, QUIET - 1);

    const week = await schedule(rangeUrl(from, to));
    expect(week.classes.map((live) => live.id)).toEqual([atFrom.id, justBeforeTo.id]);
    expect(week.classes[0]).toEqual(atFrom);

    const next = await schedule(rangeUrl(to, at(QUIET + 14 * 24 * 60)));
    expect(next.classes.map((live) => live.id)).toEqual([atTo.id]);
    const previous = await schedule(rangeUrl(at(QUIET - 24 * 60), from));
    expect(previous.classes.map((live) => live.id)).toEqual([before.id]);

    for (const live of [atFrom, justBeforeTo, atTo, before]) await cancelClass(world, live.id);
  });

  test('the range of the seeded schedule: exactly the classes of the whole list that start in it, by start then id', async () => {
    const from = at(24 * 60);
    const to = at(8 * 24 * 60);
    const whole = content<ApiLiveClass[]>(await call(world.app, 'GET', PUBLIC));
    expect(Array.isArray(whole)).toBe(true);
    const expected = whole.filter((live) => live.scheduledDatetime >= from && live.scheduledDatetime < to);
    expect(expected.length).toBeGreaterThan(7);
    expect(expected.length).toBeLessThan(whole.length);
    const week = await schedule(rangeUrl(from, to));
    expect(week.classes).toEqual(expected);
    // The signed-in call answers the same.
    const { token } = await member(world);
    expect(await schedule(rangeUrl(from, to, {}, '/api/liveclass/upcoming'), token)).toEqual(week);
  });

  test('publishedUntil: the last start of the whole schedule (same studio and site), whatever the range', async () => {
    const whiteLabel = await studioId(world.db, 'baristudio');
    const listed = await createClass(world, { title: 'Last listed' }, QUIET + 20 * 24 * 60);
    const ownSiteOnly = await createClass(
      world,
      { title: 'Last of its own site', isOnJetsweat: false },
      QUIET + 21 * 24 * 60,
    );
    const range = [at(0), at(7 * 24 * 60)] as const;

    const all = await schedule(rangeUrl(...range));
    expect(all.publishedUntil).toBe(ownSiteOnly.scheduledDatetime);
    const mainSite = await schedule(rangeUrl(...range, { mainSiteOnly: 'true' }));
    expect(mainSite.publishedUntil).toBe(listed.scheduledDatetime);
    expect(mainSite.classes.length).toBeGreaterThan(0);
    expect(mainSite.classes.every((live) => live.isOnJetsweat === 1)).toBe(true);
    expect(mainSite.classes).toEqual(all.classes.filter((live) => live.isOnJetsweat === 1));
    const studio = await schedule(rangeUrl(...range, { studioId: String(whiteLabel) }));
    expect(studio.publishedUntil).toBe(ownSiteOnly.scheduledDatetime);
    expect(studio.classes).toEqual(all.classes.filter((live) => live.studioId === whiteLabel));

    await cancelClass(world, ownSiteOnly.id);
    expect((await schedule(rangeUrl(...range))).publishedUntil).toBe(listed.scheduledDatetime);
    await cancelClass(world, listed.id);
    expect((await schedule(rangeUrl(...range, { studioId: '999999' }))).publishedUntil).toBeNull();
  });

  test('a cancelled class is left out; one under way stays until it ends, then goes', async () => {
    const from = at(QUIET);
    const to = at(QUIET + 24 * 60);
    const kept = await createClass(world, { title: 'Kept', minutesDuration: 30 }, QUIET + 60);
    const cancelled = await createClass(world, { title: 'Cancelled' }, QUIET + 90);
    await cancelClass(world, cancelled.id);
    expect((await schedule(rangeUrl(from, to))).classes.map((live) => live.id)).toEqual([kept.id]);

    world.clock.advance((QUIET + 60 + 29) * MINUTE); // under way, a minute left
    try {
      expect((await schedule(rangeUrl(from, to))).classes.map((live) => live.id)).toEqual([kept.id]);
      world.clock.advance(MINUTE); // over
      expect((await schedule(rangeUrl(from, to))).classes).toEqual([]);
    } finally {
      world.clock.advance(-(QUIET + 60 + 30) * MINUTE);
    }
  });

  test('offsets name the same instants as UTC; at most 35 days', async () => {
    const monday = new Date(world.clock.current.getTime() + DAY);
    monday.setUTCHours(5, 0, 0, 0);
    const utc = [monday.toISOString(), new Date(monday.getTime() + 7 * DAY).toISOString()] as const;
    const offset = (iso: string): string =>
      `${new Date(Date.parse(iso) - 5 * 60 * MINUTE).toISOString().slice(0, 19)}-05:00`;
    expect(await schedule(rangeUrl(offset(utc[0]), offset(utc[1])))).toEqual(
      await schedule(rangeUrl(...utc)),
    );
    const longest = await call(
      world.app,
      'GET',
      rangeUrl(utc[0], new Date(monday.getTime() + 35 * DAY).toISOString()),
    );
    expect(longest.statusCode).toBe(200);
  });
});

describe('refused ranges: a 400 naming the field', () => {
  const FROM = '2030-01-07T05:00:00Z';
  const SHAPE = 'must be an ISO 8601 date-time with a time zone, e.g. 2030-01-07T05:00:00Z';
  test.each([
    ['to before from', { from: FROM, to: '2030-01-06T05:00:00Z' }, 'to: must be after from'],
    ['to equal to from', { from: FROM, to: FROM }, 'to: must be after from'],
    [
      'more than 35 days',
      { from: FROM, to: '2030-02-11T05:00:00.001Z' },
      'to: must be at most 35 days after from',
    ],
    ['from without to', { from: FROM }, 'to: is required with from'],
    ['to without from', { to: FROM }, 'from: is required with to'],
    ['a date without a time', { from: '2030-01-07', to: '2030-01-14T05:00:00Z' }, `from: ${SHAPE}`],
    ['no time zone', { from: FROM, to: '2030-01-14T05:00:00' }, `to: ${SHAPE}`],
    ['words', { from: 'yesterday', to: FROM }, `from: ${SHAPE}`],
    ['a number', { from: '1893990000000', to: FROM }, `from: ${SHAPE}`],
    [
      'a day that does not exist',
      { from: '2030-02-30T00:00:00Z', to: '2030-03-05T00:00:00Z' },
      'from: is not a real date and time',
    ],
    [
      'an hour that does not exist',
      { from: FROM, to: '2030-01-08T25:00:00Z' },
      'to: is not a real date and time',
    ],
    ['a list', { from: [FROM, FROM], to: '2030-01-08T05:00:00Z' }, `from: ${SHAPE}`],
    [
      'mainSiteOnly not a boolean',
      { from: FROM, to: '2030-01-08T05:00:00Z', mainSiteOnly: 'maybe' },
      'mainSiteOnly: must be true or false',
    ],
  ])('%s', async (_name, query, message) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
    for (const path of [PUBLIC, '/api/liveclass/upcoming']) {
      const { token } = path === PUBLIC ? { token: undefined } : await member(world);
      const response = await call(world.app, 'GET', `${path}?${search.toString()}`, token);
      expect(response.statusCode).toBe(400);
      expect(json<Envelope<string>>(response)).toEqual({ status: false, content: message });
    }
  });
});
