// Live classes read through the graph: the schedule (main site and a studio's),
// liveClass(id), node/nodes of classes, bookings and workouts, viewerBooking, canBookLiveClassesFree,
// argument checks (no REST call on a bad input) and the REST calls each query costs.
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

const SCHEDULE = '/api/liveclass/upcoming/public/all';
const BY_IDS = '/api/liveclass/public';
const PURCHASED = '/api/liveclass/purchased';
const WORKOUTS = '/api/workout/myWorkout';
const WEB_STUDIOS = '/api/basic/webStudiosInfo';
const ME = '/api/user/me';

const globalId = (type: string, key: number | string) => Buffer.from(`${type}:${key}`).toString('base64');
const DAY = 24 * 60 * 60 * 1000;

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const lastCalls = () => gw.lastCalls();
const pathCount = (path: string) =>
  (gw.operations.at(-1) ?? []).filter((call) => call.path.split('?')[0] === path).length;

async function data(
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<Record<string, unknown>> {
  const reply = await gw.query(query, variables, headers);
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data ?? {};
}

const week = () => {
  const from = new Date(Date.now() - DAY);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * DAY).toISOString() };
};

/**
 * The one schedule call a range costs: the site's classes starting from the longest class (600
 * minutes) before `from` (so one still on at `from` is listed) to `to`.
 */
function scheduleCall(site: { studioId: number } | 'main', range: { from: string; to: string }): string {
  const query = new URLSearchParams(
    site === 'main' ? { mainSiteOnly: 'true' } : { studioId: String(site.studioId) },
  );
  query.set('from', new Date(Date.parse(range.from) - 600 * 60_000).toISOString());
  query.set('to', new Date(range.to).toISOString());
  return `GET ${SCHEDULE}?${query.toString()}`;
}

const CLASS_FIELDS = `id databaseId title instructor price { cents formatted } startsAt endsAt minutesDuration studioTimeZone
  studio { name } studioLogoUrl isOnMainSite cancelledAt hasEnded`;

describe('Query.liveSchedule', () => {
  test('a week of the main site: one schedule call, 0 more per class (studios from the catalogue), main-site classes only, sorted', async () => {
    const live = backend.live;
    const later = live.addClass({
      startsInMinutes: 3 * 24 * 60,
      studioId: 2,
      timeZone: 'America/Los_Angeles',
    });
    const soon = live.addClass({ startsInMinutes: 60, studioId: 1 });
    // The very same start (not a second computation of now + 60 min), so only the id orders them.
    const sameTime = live.addClass({ studioId: 3, id: 400, scheduledDatetime: soon.scheduledDatetime });
    live.addClass({ startsInMinutes: 120, studioId: 2, isOnJetsweat: 0 }); // white-label only
    live.addClass({ startsInMinutes: 180, cancelledAt: new Date().toISOString() }); // cancelled
    live.addClass({ startsInMinutes: 10 * 24 * 60 }); // after the week
    for (let i = 0; i < 10; i += 1) live.addClass({ startsInMinutes: 24 * 60 + i * 30, studioId: 100 + i });

    const range = week();
    const { liveSchedule } = await data(
      `query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { ${CLASS_FIELDS} } }`,
      range,
    );
    const list = liveSchedule as Record<string, unknown>[];
    expect(list).toHaveLength(13);
    expect(list.slice(0, 2).map((c) => c.databaseId)).toEqual([sameTime.id, soon.id].sort((a, b) => a - b));
    expect(list.at(-1)).toEqual({
      id: globalId('LiveClass', later.id),
      databaseId: later.id,
      title: later.title,
      instructor: 'Ana Ruiz',
      price: { cents: 1200, formatted: '$12.00' },
      startsAt: later.scheduledDatetime,
      endsAt: new Date(Date.parse(later.scheduledDatetime) + 45 * 60_000).toISOString(),
      minutesDuration: 45,
      studioTimeZone: 'America/Los_Angeles',
      studio: { name: 'Bari Studio' },
      studioLogoUrl: '/media/studios/baristudio/logo.svg',
      isOnMainSite: true,
      cancelledAt: null,
      hasEnded: false,
    });
    expect(lastCalls().sort()).toEqual([`GET ${WEB_STUDIOS}`, scheduleCall('main', range)]);
  });

  test("with studioId (global or numeric): that studio's whole schedule, also classes not on the main site", async () => {
    const live = backend.live;
    const listed = live.addClass({ studioId: 2, startsInMinutes: 60 });
    const whiteLabelOnly = live.addClass({ studioId: 2, startsInMinutes: 90, isOnJetsweat: 0 });
    live.addClass({ studioId: 1, startsInMinutes: 60 });
    for (const studioId of [globalId('Studio', 2), '2']) {
      const range = week();
      const { liveSchedule } = await data(
        'query($from: DateTime!, $to: DateTime!, $studioId: ID) { liveSchedule(from: $from, to: $to, studioId: $studioId) { databaseId isOnMainSite } }',
        { ...range, studioId },
      );
      expect(liveSchedule).toEqual([
        { databaseId: listed.id, isOnMainSite: true },
        { databaseId: whiteLabelOnly.id, isOnMainSite: false },
      ]);
      expect(lastCalls()).toEqual([scheduleCall({ studioId: 2 }, range)]);
    }
  });

  test("by host: a white-label site's studio schedule, any other host the main site's; not with studioId", async () => {
    const live = backend.live;
    const listed = live.addClass({ studioId: 2, startsInMinutes: 60 });
    const ownSiteOnly = live.addClass({ studioId: 2, startsInMinutes: 90, isOnJetsweat: 0 });
    const elsewhere = live.addClass({ studioId: 1, startsInMinutes: 75 });
    const query =
      'query($from: DateTime!, $to: DateTime!, $host: String) { liveSchedule(from: $from, to: $to, host: $host) { databaseId } }';
    const range = week();
    for (const host of ['baristudio.localhost:4000', 'www.baristudio.tv']) {
      const { liveSchedule } = await data(query, { ...range, host });
      expect(liveSchedule).toEqual([{ databaseId: listed.id }, { databaseId: ownSiteOnly.id }]);
      expect(lastCalls().filter((call) => call.includes(SCHEDULE))).toEqual([
        scheduleCall({ studioId: 2 }, range),
      ]);
    }
    const { liveSchedule: general } = await data(query, { ...range, host: 'localhost:4000' });
    expect(general).toEqual([{ databaseId: listed.id }, { databaseId: elsewhere.id }]);

    const both = await gw.query(
      'query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to, studioId: "2", host: "www.baristudio.tv") { id } }',
      range,
    );
    expect(both.body.data).toEqual({ liveSchedule: null });
    expect(both.body.errors?.[0]).toMatchObject({
      message: 'Give studioId or host, not both.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(lastCalls()).toEqual([]);
  });

  test("the schedule page's query (site, week and published-until by host) is ONE schedule call, for exactly the week", async () => {
    const live = backend.live;
    live.addClass({ studioId: 2, startsInMinutes: 60 });
    const last = live.addClass({ studioId: 2, startsInMinutes: 20 * 24 * 60, isOnJetsweat: 0 });
    // The viewer's local week, as the page asks it.
    const range = week();
    const reply = await data(
      `query($from: DateTime!, $to: DateTime!, $host: String!) {
        site(host: $host) { studio { databaseId } }
        liveSchedule(from: $from, to: $to, host: $host) { databaseId studio { name } }
        liveSchedulePublishedUntil(host: $host)
      }`,
      { ...range, host: 'www.baristudio.tv' },
    );
    expect(reply['site']).toEqual({ studio: { databaseId: 2 } });
    expect(reply['liveSchedulePublishedUntil']).toBe(last.scheduledDatetime);
    expect(lastCalls().sort()).toEqual([`GET ${WEB_STUDIOS}`, scheduleCall({ studioId: 2 }, range)].sort());
  });

  test('a class under way overlaps the range; one that ended before `from` does not', async () => {
    const underway = backend.live.addClass({ startsInMinutes: -20, minutesDuration: 60 });
    const from = new Date().toISOString();
    const { liveSchedule } = await data(
      'query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { databaseId hasEnded } }',
      {
        from,
        to: new Date(Date.now() + DAY).toISOString(),
      },
    );
    expect(liveSchedule).toEqual([{ databaseId: underway.id, hasEnded: false }]);
  });

  test.each([
    [
      'to before from',
      { from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' },
      'to must be after from.',
    ],
    [
      'more than 31 days',
      { from: '2030-01-01T00:00:00Z', to: '2030-02-02T00:00:00Z' },
      'The schedule is served at most 31 days at a time.',
    ],
    [
      'a studioId of another type',
      { from: '2030-01-01T00:00:00Z', to: '2030-01-08T00:00:00Z', studioId: globalId('Plan', 'x') },
      'studioId must be a Studio id (its global id or numeric id).',
    ],
    [
      'a garbage studioId',
      { from: '2030-01-01T00:00:00Z', to: '2030-01-08T00:00:00Z', studioId: '../1' },
      'studioId must be a Studio id (its global id or numeric id).',
    ],
  ])('%s is BAD_USER_INPUT with no REST call', async (_name, variables, message) => {
    const reply = await gw.query(
      'query($from: DateTime!, $to: DateTime!, $studioId: ID) { liveSchedule(from: $from, to: $to, studioId: $studioId) { id } }',
      variables,
    );
    expect(reply.body.data).toEqual({ liveSchedule: null });
    expect(reply.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(lastCalls()).toEqual([]);
  });

  test('an outage is a null schedule with an error', async () => {
    backend.script('GET', SCHEDULE, { status: 500, body: { status: false, content: 'down' } });
    const reply = await gw.query(
      'query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { id } }',
      week(),
    );
    expect(reply.body.data).toEqual({ liveSchedule: null });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});

describe('Query.liveSchedulePublishedUntil', () => {
  test("the last listed class's start, for the site asked about; with the week in the same request still one call", async () => {
    const live = backend.live;
    live.addClass({ startsInMinutes: 60, studioId: 1 });
    const lastListed = live.addClass({ startsInMinutes: 9 * 24 * 60, studioId: 1 });
    live.addClass({ startsInMinutes: 12 * 24 * 60, studioId: 1, isOnJetsweat: 0 }); // white-label only
    live.addClass({ startsInMinutes: 14 * 24 * 60, cancelledAt: new Date().toISOString() });
    const mainSite = await data(
      `query($from: DateTime!, $to: DateTime!) {
        liveSchedule(from: $from, to: $to) { id }
        liveSchedulePublishedUntil
      }`,
      week(),
    );
    expect(mainSite['liveSchedulePublishedUntil']).toBe(new Date(lastListed.scheduledDatetime).toISOString());
    expect(pathCount(SCHEDULE)).toBe(1);

    const studio = await data('query($s: ID) { liveSchedulePublishedUntil(studioId: $s) }', { s: '1' });
    // The studio's own site also lists its white-label-only class, which is later.
    expect(Date.parse(String(studio['liveSchedulePublishedUntil']))).toBeGreaterThan(
      Date.parse(lastListed.scheduledDatetime),
    );
  });

  test('nothing scheduled is null; a bad studio id is BAD_USER_INPUT with no call', async () => {
    expect(await data('{ liveSchedulePublishedUntil }')).toEqual({ liveSchedulePublishedUntil: null });
    const reply = await gw.query('{ liveSchedulePublishedUntil(studioId: "../1") }');
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(lastCalls()).toEqual([]);
  });
});

describe('liveClass(id), node and nodes', () => {
  test('nodes of several classes (past and cancelled too) is ONE call; unknown ids are null', async () => {
    const live = backend.live;
    const past = live.addClass({ startsInMinutes: -3 * 24 * 60 });
    const cancelled = live.addClass({ cancelledAt: '2030-01-01T00:00:00.000Z' });
    const upcoming = live.addClass();
    const { nodes } = await data(
      'query($ids: [ID!]!) { nodes(ids: $ids) { __typename ... on LiveClass { databaseId hasEnded cancelledAt } } }',
      {
        ids: [past.id, cancelled.id, upcoming.id, 999_999].map((id) => globalId('LiveClass', id)),
      },
    );
    expect(nodes).toEqual([
      { __typename: 'LiveClass', databaseId: past.id, hasEnded: true, cancelledAt: null },
      {
        __typename: 'LiveClass',
        databaseId: cancelled.id,
        hasEnded: false,
        cancelledAt: '2030-01-01T00:00:00.000Z',
      },
      { __typename: 'LiveClass', databaseId: upcoming.id, hasEnded: false, cancelledAt: null },
      null,
    ]);
    expect(lastCalls()).toEqual([`GET ${BY_IDS}?ids=${past.id},${cancelled.id},${upcoming.id},999999`]);
  });

  test('liveClass by global or numeric id; another type or garbage is null without a call', async () => {
    const liveClass = backend.live.addClass();
    expect(
      await data(
        `{ a: liveClass(id: "${globalId('LiveClass', liveClass.id)}") { databaseId } b: liveClass(id: "${liveClass.id}") { databaseId } }`,
      ),
    ).toEqual({
      a: { databaseId: liveClass.id },
      b: { databaseId: liveClass.id },
    });
    expect(pathCount(BY_IDS)).toBe(1);
    expect(await data(`{ liveClass(id: "${globalId('Studio', 1)}") { id } }`)).toEqual({ liveClass: null });
    expect(lastCalls()).toEqual([]);
  });

  test('a schedule and node() of a listed class in one request: the schedule primes the by-id loader', async () => {
    const liveClass = backend.live.addClass();
    await data(
      `query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { id } liveClass(id: "${liveClass.id}") { title } }`,
      week(),
    );
    expect(pathCount(SCHEDULE)).toBe(1);
    // The root fields start together: the by-id batch may or may not have run first, never twice.
    expect(pathCount(BY_IDS)).toBeLessThanOrEqual(1);
  });
});

describe('the member: viewerBooking, bookedLiveClasses, workouts, canBookLiveClassesFree', () => {
  test('viewerBooking across N classes is ONE purchased call; visitors get null without a call', async () => {
    const { user, token } = backend.accounts.addUser();
    const classes = Array.from({ length: 6 }, (_, i) =>
      backend.live.addClass({ startsInMinutes: 60 + i * 60 }),
    );
    const booking = backend.live.addBooking(user, classes[2]!);
    const query =
      'query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { databaseId viewerBooking { id databaseId source amountPaid { cents } liveClass { databaseId } } } }';
    const range = week();
    const { liveSchedule } = await data(query, range, { authorization: token });
    const list = liveSchedule as { databaseId: number; viewerBooking: unknown }[];
    expect(list.filter((c) => c.viewerBooking !== null)).toEqual([
      {
        databaseId: classes[2]!.id,
        viewerBooking: {
          id: globalId('LiveClassBooking', booking.id),
          databaseId: booking.id,
          source: 'SUBSCRIPTION',
          amountPaid: { cents: 0 },
          liveClass: { databaseId: classes[2]!.id },
        },
      },
    ]);
    expect(lastCalls().sort()).toEqual([`GET ${PURCHASED}`, scheduleCall('main', range)]);

    const visitorRange = week();
    await data(query, visitorRange);
    expect(lastCalls()).toEqual([scheduleCall('main', visitorRange)]);
  });

  test('bookedLiveClasses, node() of a booking (own only) and workouts', async () => {
    const { user, token } = backend.accounts.addUser();
    const other = backend.accounts.addUser();
    const liveClass = backend.live.addClass({ startsInMinutes: 24 * 60 });
    const mine = backend.live.addBooking(user, liveClass);
    const theirs = backend.live.addBooking(other.user, liveClass);
    const result = await data(
      `query($from: DateTime!, $to: DateTime!) {
        viewer { bookedLiveClasses { databaseId bookedAt liveClass { title } } workouts(from: $from, to: $to) { id status when video { id } liveClass { databaseId } } }
        mine: node(id: "${globalId('LiveClassBooking', mine.id)}") { id }
        theirs: node(id: "${globalId('LiveClassBooking', theirs.id)}") { id }
      }`,
      week(),
      { authorization: token },
    );
    const workout = backend.live.workouts.find((w) => w.userId === user.id)!;
    expect(result).toEqual({
      viewer: {
        bookedLiveClasses: [
          { databaseId: mine.id, bookedAt: mine.bookedAt, liveClass: { title: liveClass.title } },
        ],
        workouts: [
          {
            id: globalId('Workout', workout.id),
            status: 'SCHEDULED',
            when: liveClass.scheduledDatetime,
            video: null,
            liveClass: { databaseId: liveClass.id },
          },
        ],
      },
      mine: { id: globalId('LiveClassBooking', mine.id) },
      theirs: null,
    });
    expect(pathCount(PURCHASED)).toBe(1);
    expect(pathCount(WORKOUTS)).toBe(1);
    expect(pathCount(BY_IDS)).toBe(0);
  });

  test('workouts: a bad range is BAD_USER_INPUT without the calendar call', async () => {
    const { token } = backend.accounts.addUser();
    const reply = await gw.query(
      '{ viewer { workouts(from: "2030-01-02T00:00:00Z", to: "2030-01-01T00:00:00Z") { id } } }',
      undefined,
      { authorization: token },
    );
    expect(reply.body.errors?.[0]).toMatchObject({
      message: 'to must be after from.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(pathCount(WORKOUTS)).toBe(0);
  });

  test('canBookLiveClassesFree follows the access rule per site, with no call beyond /me and the studio list', async () => {
    const accounts = backend.accounts;
    const cases: [Parameters<typeof accounts.addUser>[0], boolean, boolean][] = [
      // [user, general site, Bari Studio's white-label site]
      [{}, false, false],
      [
        {
          subscription: { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null },
        },
        true,
        true,
      ],
      [
        { subscription: { active: true, packageId: 'jetsweat_class', isClassOnly: true, studioId: null } },
        false,
        false,
      ],
      [
        { subscription: { active: true, packageId: 'baristudio_monthly', isClassOnly: false, studioId: 2 } },
        false,
        true,
      ],
      [
        { subscription: { active: true, packageId: 'corelab_monthly', isClassOnly: false, studioId: 3 } },
        false,
        false,
      ],
      [{ userType: 'internal' }, true, true],
      [{ userType: 'instructor', instructorStudioIds: [2] }, false, true],
    ];
    for (const [overrides, general, whiteLabel] of cases) {
      const { token } = accounts.addUser(overrides);
      const result = await data(
        '{ viewer { g: canBookLiveClassesFree(host: "localhost:4000") w: canBookLiveClassesFree(host: "www.baristudio.tv") } }',
        undefined,
        {
          authorization: token,
        },
      );
      expect([overrides, result]).toEqual([overrides, { viewer: { g: general, w: whiteLabel } }]);
      expect(lastCalls().sort()).toEqual([`GET ${WEB_STUDIOS}`, `GET ${ME}`]);
    }
  });
});

describe('LiveClass.includedForViewer', () => {
  test("per class, as the backend's free-booking rule: the plan's studio, staff, instructors; one /me however many classes", async () => {
    const accounts = backend.accounts;
    const bari = backend.live.addClass({ studioId: 2 });
    const other = backend.live.addClass({ studioId: 1 });
    const cases: [Parameters<typeof accounts.addUser>[0] | null, boolean, boolean][] = [
      // [user (null: a visitor), Bari Studio's class, another studio's class]
      [null, false, false],
      [{}, false, false],
      [
        {
          subscription: { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null },
        },
        true,
        true,
      ],
      [
        { subscription: { active: true, packageId: 'jetsweat_class', isClassOnly: true, studioId: null } },
        false,
        false,
      ],
      [
        { subscription: { active: true, packageId: 'baristudio_monthly', isClassOnly: false, studioId: 2 } },
        true,
        false,
      ],
      [{ userType: 'internal' }, true, true],
      [{ userType: 'instructor', instructorStudioIds: [2] }, true, false],
    ];
    for (const [overrides, atBari, elsewhere] of cases) {
      const token = overrides === null ? undefined : accounts.addUser(overrides).token;
      const result = await data(
        `{ b: liveClass(id: "${bari.id}") { includedForViewer } o: liveClass(id: "${other.id}") { includedForViewer } }`,
        undefined,
        token ? { authorization: token } : {},
      );
      expect([overrides, result]).toEqual([
        overrides,
        { b: { includedForViewer: atBari }, o: { includedForViewer: elsewhere } },
      ]);
      expect(lastCalls().filter((call) => call.endsWith(ME))).toHaveLength(token ? 1 : 0);
    }
  });
});
