// Compiled execution (graph/compiled-execution.ts): the web client's own documents run as compiled
// code, any other text on graphql-js, and a client can never tell the two apart: the same bytes,
// the same errors and statuses, the same refusals before anything runs, the same REST calls.
import { PersistedQueries } from '../src/http/persisted-queries.js';
import { FakeBackend } from './support/fake-backend.js';
import { startGateway, type TestGateway } from './support/harness.js';

const SCHEDULE = '/api/liveclass/upcoming/public/all';
const DAY = 24 * 60 * 60 * 1000;

const week = () => {
  const from = new Date(Date.now() - DAY);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * DAY).toISOString() };
};

// What the schedule page asks, and more: fragments on an interface and a type, an alias, both
// directives, __typename, a nullable field of a non-null list item failing.
const WEEK_QUERY = `query Week($from: DateTime!, $to: DateTime!, $host: String!, $withPrice: Boolean!) {
  liveSchedule(from: $from, to: $to, host: $host) {
    __typename
    ...Row
    cost: price @include(if: $withPrice) { cents formatted }
    description @skip(if: true)
  }
  liveSchedulePublishedUntil(host: $host)
  site(host: $host) { mode studio { name } }
}
fragment Row on LiveClass {
  ... on Node { id }
  databaseId title startsAt endsAt minutesDuration studioTimeZone
  studio { id name }
  viewerBooking { id }
  hasEnded
}`;

let backend: FakeBackend;
let compiled: TestGateway;
let interpreted: TestGateway;
let persisted: TestGateway;

beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
  compiled = await startGateway(backend, { compiledExecution: 'every' });
  interpreted = await startGateway(backend, { compiledExecution: 'off' });
  persisted = await startGateway(backend, {
    compiledExecution: 'persisted',
    persistedQueries: PersistedQueries.of({ week: WEEK_QUERY }),
  });
});
afterAll(async () => {
  await Promise.all([compiled, interpreted, persisted].map((gw) => gw?.close()));
  await backend?.stop();
});
beforeEach(() => backend.reset());

/** The answer as sent: status, content type and the body's exact text. */
async function raw(
  gw: TestGateway,
  body: unknown,
): Promise<{ status: number; type: string | null; text: string }> {
  const response = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const restCalls = (gw: TestGateway) => gw.lastCalls().sort();

/** Sends `body` to the compiled and the graphql-js gateway: the same answer, byte for byte, and the same REST calls. */
async function sameFromBoth(body: unknown): Promise<{ status: number; text: string }> {
  const before = { ...compiled.gateway.execution };
  const fromCompiled = await raw(compiled, body);
  const compiledCalls = restCalls(compiled);
  const fromGraphqlJs = await raw(interpreted, body);
  expect(fromCompiled).toEqual(fromGraphqlJs);
  expect(compiledCalls).toEqual(restCalls(interpreted));
  expect(interpreted.gateway.execution.compiled).toBe(0);
  return { ...fromCompiled, ...{ ran: compiled.gateway.execution.compiled - before.compiled } };
}

function addWeek(): void {
  for (let i = 0; i < 100; i += 1) {
    backend.live.addClass({ startsInMinutes: 60 + i * 60, studioId: 1 + (i % 3) });
  }
}

test('a week of 100 classes: the same bytes as graphql-js, run compiled', async () => {
  addWeek();
  const answer = await sameFromBoth({
    query: WEEK_QUERY,
    variables: { ...week(), host: 'localhost', withPrice: true },
  });
  expect(answer.status).toBe(200);
  const body = JSON.parse(answer.text) as { data: { liveSchedule: unknown[] }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  expect(body.data.liveSchedule).toHaveLength(100);
  expect(body.data.liveSchedule[0]).toMatchObject({ __typename: 'LiveClass', cost: { cents: 1200 } });
  expect(answer).toMatchObject({ ran: 1 });
});

test("a field's error bubbles to the same place with the same message, path and code", async () => {
  addWeek();
  // Studio 999 is not in the catalogue: that class's non-null `studio` fails, and the class with it.
  backend.live.addClass({ startsInMinutes: 30, studioId: 999 });
  const answer = await sameFromBoth({
    query: WEEK_QUERY,
    variables: { ...week(), host: 'localhost', withPrice: false },
  });
  const body = JSON.parse(answer.text) as { data: unknown; errors: Array<Record<string, unknown>> };
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]).toMatchObject({
    message: expect.stringContaining('is not in the studio catalogue') as unknown,
    path: ['liveSchedule', 0, 'studio'],
    extensions: { code: 'NOT_FOUND' },
  });
  expect(body.data).toMatchObject({ liveSchedule: null });
});

test('an outage and an answer the backend garbled: the same masked errors as graphql-js', async () => {
  backend.script('GET', SCHEDULE, { status: 500, body: { status: false, content: 'down' } });
  const outage = await sameFromBoth({
    query: WEEK_QUERY,
    variables: { ...week(), host: 'localhost', withPrice: true },
  });
  expect(outage.text).toContain('UPSTREAM_ERROR');

  backend.reset();
  backend.script('GET', SCHEDULE, {
    status: 200,
    body: { status: true, content: { classes: [{ id: 'not a class' }], publishedUntil: null } },
  });
  const garbled = await sameFromBoth({
    query: WEEK_QUERY,
    variables: { ...week(), host: 'localhost', withPrice: true },
  });
  // Nothing of the backend's answer or the gateway's code reaches the client.
  expect(garbled.text).not.toContain('not a class');
  expect(garbled.text).not.toContain('stacktrace');
});

test.each([
  ['a text that is not a date', { ...week(), from: 'garbage' }],
  ['a missing variable', { to: week().to }],
  ['a variable of the wrong type', { ...week(), withPrice: 'yes' }],
])(
  'variables refused (%s): the same 400 and message as graphql-js, and no REST call',
  async (_name, variables) => {
    const answer = await sameFromBoth({
      query: WEEK_QUERY,
      variables: { host: 'localhost', withPrice: true, ...variables },
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(restCalls(compiled)).toEqual([]);
    expect(answer).toMatchObject({ ran: 0 });
  },
);

test('a document the protections refuse is refused before it is compiled or run', async () => {
  const before = { ...compiled.gateway.execution };
  let selection = 'id';
  for (let i = 0; i < 14; i += 1) selection = `studio { featuredVideos { edges { node { ${selection} } } } }`;
  const answer = await raw(compiled, {
    query: `query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { ${selection} } }`,
    variables: week(),
  });
  expect(answer.status).toBe(400);
  expect(answer.text).toContain('GRAPHQL_VALIDATION_FAILED');
  expect(compiled.gateway.execution).toEqual(before);
  expect(backend.requests).toHaveLength(0);
});

test('as deployed: the persisted document runs compiled, by id or in full, compiled once; any other text runs on graphql-js', async () => {
  addWeek();
  const variables = { ...week(), host: 'localhost', withPrice: true };
  const counts = persisted.gateway.execution;
  const byId = await raw(persisted, { doc_id: 'week', variables });
  const inFull = await raw(persisted, { query: WEEK_QUERY, variables });
  expect(byId).toEqual(inFull);
  expect(counts).toMatchObject({ compiled: 2, interpreted: 0, documents: 1 });
  // The same operation in other words (a space more) is a stranger's text.
  const stranger = await raw(persisted, { query: `${WEEK_QUERY} `, variables });
  expect(stranger.text).toBe(byId.text);
  expect(counts).toMatchObject({ compiled: 2, interpreted: 1, documents: 1 });
});

test("the suite's two passes: the harness's gateways run compiled, or on graphql-js alone", async () => {
  const pass = process.env.GATEWAY_TEST_EXECUTION ?? 'every';
  const harnessed = await startGateway(backend);
  try {
    expect(harnessed.gateway.config.compiledExecution).toBe(pass);
    await harnessed.query('{ studios(first: 1) { totalCount } }');
    expect(harnessed.gateway.execution).toMatchObject(
      pass === 'off' ? { compiled: 0, interpreted: 1 } : { compiled: 1, interpreted: 0 },
    );
  } finally {
    await harnessed.close();
  }
});
