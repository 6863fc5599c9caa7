// The fitness profile and progress through the gateway against the fake backend: the month's REST
// range, the figures' names, activity levels both ways, and every bad input refused with no call.
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';
import { monthRange } from '../src/progress/loaders.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));

beforeEach(() => backend.reset());

async function run(query: string, token: string | undefined, variables?: Record<string, unknown>) {
  backend.requests.length = 0;
  return (await gw.query(query, variables, token ? { authorization: token } : {})).body;
}

const calls = () =>
  backend.requests
    .filter((r) => !(r.method === 'GET' && r.path === '/api/user/me'))
    .map((r) => `${r.method} ${r.path}`);

test('a month is its first and last day, and so far runs to today in the member’s zone included', () => {
  const now = Date.parse('2026-03-15T23:59:00Z');
  expect(monthRange('2026-02', 'UTC', now)).toEqual({
    fromDate: '2026-02-01',
    toDate: '2026-02-28',
    beforeDate: '2026-03-16',
    timeZone: 'UTC',
  });
  // 23:59 UTC on the 15th is already the 16th in Paris, still the 15th in Los Angeles.
  expect(monthRange('2026-03', 'Europe/Paris', now).beforeDate).toBe('2026-03-17');
  expect(monthRange('2026-03', 'America/Los_Angeles', now).beforeDate).toBe('2026-03-16');
  expect(monthRange('2024-02', 'UTC', now).toDate).toBe('2024-02-29');
  expect(monthRange('2026-12', 'UTC', now).toDate).toBe('2026-12-31');
});

test('progress: one call per month asked, calorie read as calories', async () => {
  const { token } = backend.accounts.addUser();
  backend.social.progressFigures = { calorie: 412, minutes: 95, workouts: 3 };
  const body = await run(
    `{ viewer {
        a: progress(month: "2026-04") { month { from to days { date calories minutes workouts } total { calories } } previousMonth { from } soFar { workouts } allTime { minutes } weightIsDefault }
        b: progress(month: "2026-04") { weightIsDefault }
      } }`,
    token,
  );
  expect(body.errors).toBeUndefined();
  expect((body.data?.viewer as Record<string, unknown>).a).toEqual({
    month: {
      from: '2026-04-01',
      to: '2026-04-30',
      days: [{ date: '2026-04-01', calories: 412, minutes: 95, workouts: 3 }],
      total: { calories: 412 },
    },
    previousMonth: { from: '2000-01-01' },
    soFar: { workouts: 3 },
    allTime: { minutes: 95 },
    weightIsDefault: true,
  });
  expect(calls()).toEqual(['POST /api/history/myprogress']);
  const sent = backend.requests.find((r) => r.path === '/api/history/myprogress')?.body as Record<
    string,
    string
  >;
  expect(sent).toEqual({
    fromDate: '2026-04-01',
    toDate: '2026-04-30',
    beforeDate: monthRange('2026-04').beforeDate,
    timeZone: 'UTC',
  });
});

test('progress in the member’s time zone: the zone goes to REST, one call per month and zone', async () => {
  const { token } = backend.accounts.addUser();
  const body = await run(
    `{ viewer {
        a: progress(month: "2026-04", timeZone: "Australia/Sydney") { weightIsDefault }
        b: progress(month: "2026-04", timeZone: "Australia/Sydney") { month { from } }
        c: progress(month: "2026-04") { weightIsDefault }
      } }`,
    token,
  );
  expect(body.errors).toBeUndefined();
  expect(calls()).toEqual(['POST /api/history/myprogress', 'POST /api/history/myprogress']);
  const zones = backend.requests
    .filter((r) => r.path === '/api/history/myprogress')
    .map((r) => (r.body as Record<string, string>).timeZone);
  expect(zones.sort()).toEqual(['Australia/Sydney', 'UTC']);
});

test('an unknown time zone is BAD_USER_INPUT with no call', async () => {
  const { token } = backend.accounts.addUser();
  for (const zone of ['Mars/Olympus_Mons', 'x'.repeat(65), 'GMT+25']) {
    const body = await run(
      `query ($zone: String) { viewer { progress(month: "2026-04", timeZone: $zone) { weightIsDefault } } }`,
      token,
      { zone },
    );
    expect(body.errors?.[0]?.message).toBe('`timeZone` must be an IANA time zone, as Europe/Paris.');
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls()).toEqual([]);
  }
});

test('a malformed month is BAD_USER_INPUT with no call', async () => {
  const { token } = backend.accounts.addUser();
  for (const month of ['2026-13', '2026-4', 'april', '2026-04-01', '']) {
    const body = await run(`{ viewer { progress(month: "${month}") { weightIsDefault } } }`, token);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(calls()).toEqual([]);
  }
});

test('the fitness profile: defaults, and a change sent as the backend names it', async () => {
  const { token } = backend.accounts.addUser();
  const before = await run(
    '{ viewer { fitnessProfile { birthday age weight gender activityLevel defaults } } }',
    token,
  );
  expect((before.data?.viewer as Record<string, unknown>).fitnessProfile).toEqual({
    birthday: null,
    age: 35,
    weight: 143,
    gender: 'F',
    activityLevel: null,
    defaults: ['AGE', 'WEIGHT', 'GENDER'],
  });
  expect(calls()).toEqual(['POST /api/user/me']);
  const changed = await run(
    `mutation { updateFitnessProfile(input: { weight: 150.5, activityLevel: LIGHTLY_ACTIVE, gender: M }) {
      fitnessProfile { weight gender activityLevel defaults } userErrors { code } } }`,
    token,
  );
  expect(changed.data?.updateFitnessProfile).toEqual({
    fitnessProfile: { weight: 150.5, gender: 'M', activityLevel: 'LIGHTLY_ACTIVE', defaults: ['AGE'] },
    userErrors: [],
  });
  expect(backend.requests.find((r) => r.path === '/api/user/save')?.body).toEqual({
    userInfo: { weight: 150.5, gender: 'M', activityLevel: 'Lightly Active' },
  });
  // null clears a field; a field left out is not sent.
  await run('mutation { updateFitnessProfile(input: { weight: null }) { userErrors { code } } }', token);
  expect(backend.requests.find((r) => r.path === '/api/user/save')?.body).toEqual({
    userInfo: { weight: null },
  });
});

test('every bad profile input is INVALID_INPUT with no call; refusals mapped', async () => {
  const { token } = backend.accounts.addUser();
  const cases: [string, string | null][] = [
    ['{ birthday: "2999-01-01" }', 'birthday'],
    ['{ birthday: "2001-02-30" }', 'birthday'],
    ['{ birthday: "1899-12-31" }', 'birthday'],
    ['{ birthday: "01/02/2001" }', 'birthday'],
    ['{ weight: 0 }', 'weight'],
    ['{ weight: 0.01 }', 'weight'],
    ['{ weight: 1000.5 }', 'weight'],
    ['{ weight: -3 }', 'weight'],
    ['{}', null],
  ];
  for (const [input, field] of cases) {
    const body = await run(
      `mutation { updateFitnessProfile(input: ${input}) { fitnessProfile { age } userErrors { field code } } }`,
      token,
    );
    expect({ input, result: body.data?.updateFitnessProfile }).toEqual({
      input,
      result: { fitnessProfile: null, userErrors: [{ field, code: 'INVALID_INPUT' }] },
    });
    expect(calls()).toEqual([]);
  }
  const visitor = await run(
    'mutation { updateFitnessProfile(input: { gender: F }) { userErrors { code } } }',
    undefined,
  );
  expect(visitor.data?.updateFitnessProfile).toEqual({ userErrors: [{ code: 'UNAUTHENTICATED' }] });
  expect(calls()).toEqual([]);
  backend.script('POST', '/api/user/save', {
    status: 400,
    body: { status: false, content: 'userInfo.birthday: is not a real date' },
  });
  const refused = await run(
    'mutation { updateFitnessProfile(input: { birthday: "2001-01-01" }) { userErrors { field code message } } }',
    token,
  );
  expect(refused.data?.updateFitnessProfile).toEqual({
    userErrors: [
      { field: 'birthday', code: 'INVALID_INPUT', message: 'userInfo.birthday: is not a real date' },
    ],
  });
  backend.script('POST', '/api/user/save', {
    status: 429,
    body: { status: false, content: 'Too many changes.' },
  });
  const limited = await run(
    'mutation { updateFitnessProfile(input: { gender: F }) { userErrors { code } } }',
    token,
  );
  expect(limited.data?.updateFitnessProfile).toEqual({ userErrors: [{ code: 'TOO_MANY_ATTEMPTS' }] });
});
