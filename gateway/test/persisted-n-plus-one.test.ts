// No N+1 in what the web client sends: each of its persisted list reads, and a live schedule push,
// costs the same number of REST calls whether the lists hold 1 item or 100 (one batched call per
// resource, never one per item). Counted at the fake backend, which sees every call.
import { readFileSync } from 'node:fs';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { defaultConfig } from '../src/config.js';
import { EventHub } from '../src/events/hub.js';
import { EventStream } from '../src/events/stream.js';
import { FakeBackend } from './support/fake-backend.js';
import { FakeEventStream, waitFor } from './support/fake-event-stream.js';
import { bkPilates } from './support/fixtures.js';
import { followEventStream, startGateway, type TestGateway } from './support/harness.js';

const persistedFile = defaultConfig().persistedQueriesFile;

/** doc_id by operation name, from the file the web build writes. */
const docIds = new Map<string, string>();
for (const [id, text] of Object.entries(
  JSON.parse(readFileSync(persistedFile, 'utf8')) as Record<string, string>,
)) {
  const name = /^(?:query|mutation|subscription) (\w+)/.exec(text)?.[1];
  if (name && !docIds.has(name)) docIds.set(name, id);
}

const week = () => {
  const from = new Date();
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() };
};

/** The visitor's list reads, with the variables the web client sends (asking for up to 100). */
const LIST_READS: [string, () => Record<string, unknown>][] = [
  ['HomeRouteQuery', () => ({})],
  ['StudiosPageQuery', () => ({ count: 100 })],
  ['StudiosPagePaginationQuery', () => ({ count: 100 })],
  ['ExploreStudiosPageQuery', () => ({})],
  ['LivePageQuery', () => ({ ...week(), host: 'localhost' })],
  ['ScheduleDayListQuery', () => week()],
  ['VideoCataloguePaginationQuery', () => ({ count: 100 })],
  ['ClassesPageCatalogueQuery', () => ({})],
];

let backend: FakeBackend;
let events: FakeEventStream;
let hub: EventHub;
let stream: EventStream;
let gw: TestGateway;
const clients: Client[] = [];

beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
  events = new FakeEventStream();
  await events.start();
  ({ hub, stream } = followEventStream(events));
  gw = await startGateway(backend, { eventHub: hub, persistedQueriesFile: persistedFile });
  await waitFor(() => stream.health().connected, 3_000, 'stream connected');
});
afterAll(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  await stream.stop();
  hub.close();
  await gw.close();
  await events.stop();
  await backend.stop();
});

/** `size` studios, and as many live classes this week and library videos, each at its own studio. */
function seed(size: number): void {
  backend.reset();
  backend.studios = Array.from({ length: size }, (_, index) => ({
    ...bkPilates,
    id: 1000 + index,
    name: `Studio ${String(index).padStart(3, '0')}`,
    shortName: `bench${index}`,
    slug: `bench${index}`,
  }));
  for (const [index, studio] of backend.studios.entries()) {
    backend.live.addClass({ studioId: studio.id, startsInMinutes: 60 + index * 30 });
    backend.library.addVideo({ studioId: studio.id, classType: ['Pilates'], duration: 1200 });
  }
}

/** The REST calls one persisted operation made, and how many items its answer held. */
async function callsOf(name: string, variables: Record<string, unknown>): Promise<string[]> {
  const id = docIds.get(name);
  if (id === undefined) throw new Error(`${name} is not among the web client's persisted queries`);
  const before = backend.requests.length;
  const reply = await gw.post({ doc_id: id, variables });
  expect({ name, status: reply.status, errors: reply.body.errors }).toEqual({
    name,
    status: 200,
    errors: undefined,
  });
  return backend.requests.slice(before).map((request) => `${request.method} ${request.path}`);
}

test.each(LIST_READS)('%s: the same REST calls for 1 item as for 100', async (name, variables) => {
  seed(1);
  const one = await callsOf(name, variables());
  seed(100);
  const hundred = await callsOf(name, variables());
  expect(one.length).toBeGreaterThan(0);
  expect(hundred.sort()).toEqual(one.sort());
});

test('the lists really hold 100 items when seeded so (the comparison above is not of empty pages)', async () => {
  seed(100);
  const reply = await gw.post({
    doc_id: docIds.get('StudiosPagePaginationQuery'),
    variables: { count: 100 },
  });
  expect(JSON.stringify(reply.body)).toContain('Studio 099');
  const schedule = await gw.post({ doc_id: docIds.get('ScheduleDayListQuery'), variables: week() });
  expect(JSON.stringify(schedule.body).match(/"startsAt"/g)?.length ?? 0).toBeGreaterThanOrEqual(100);
  const videos = await gw.post({
    doc_id: docIds.get('VideoCataloguePaginationQuery'),
    variables: { count: 100 },
  });
  expect(JSON.stringify(videos.body).match(/"cursor"/g)?.length ?? 0).toBeGreaterThanOrEqual(100);
});

test('a live schedule push costs the same REST calls with 1 class and studio as with 100', async () => {
  const id = docIds.get('useLiveScheduleChangedSubscription');
  if (id === undefined) throw new Error('the schedule subscription is not among the persisted queries');
  const client = createClient({
    url: gw.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  clients.push(client);
  const pushes: unknown[] = [];
  client.subscribe(
    { query: '', extensions: { doc_id: id }, variables: {} },
    { next: (value) => void pushes.push(value), error: () => {}, complete: () => {} },
  );
  await waitFor(() => hub.size === 1, 3_000, 'subscribed');

  const pushCost = async (size: number): Promise<string[]> => {
    seed(size);
    const liveClass = backend.live.classes[size - 1];
    if (!liveClass) throw new Error('no class seeded');
    const before = backend.requests.length;
    const seen = pushes.length;
    events.emit({
      type: 'liveclass.changed',
      subject: { kind: 'liveclass', id: String(liveClass.id) },
      audienceUserIds: null,
      payload: { liveClass: { ...liveClass }, byUserId: 1, previous: liveClass, changed: ['title'] },
    });
    await waitFor(() => pushes.length === seen + 1, 3_000, 'the push');
    expect(JSON.stringify(pushes[seen])).not.toContain('"errors"');
    return backend.requests.slice(before).map((request) => `${request.method} ${request.path}`);
  };
  const one = await pushCost(1);
  const hundred = await pushCost(100);
  expect(one.length).toBeGreaterThan(0);
  expect(hundred.sort()).toEqual(one.sort());
});
