// Live updates executed once per distinct operation: identical visitors share one execution and
// one answer; a member's own fields are executed per session and never reach anyone else; who the
// member is is read once per connection, not per event; WebSocket documents are parsed and
// validated once; the limits and persisted-query rules still apply to them.
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { EventHub } from '../src/events/hub.js';
import { PersistedQueries } from '../src/http/persisted-queries.js';
import { FakeBackend } from './support/fake-backend.js';
import { FakeEventStream, waitFor } from './support/fake-event-stream.js';
import type { FakeLiveClass } from './support/fake-live.js';
import { followEventStream, startGateway, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let server: FakeEventStream;
const stops: (() => Promise<void>)[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
});
afterAll(() => backend.stop());
beforeEach(async () => {
  backend.reset();
  server = new FakeEventStream();
  await server.start();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  await Promise.all(stops.splice(0).map((stop) => stop()));
  await server.stop();
});

async function startLiveGateway(
  options: Parameters<typeof startGateway>[1] = {},
): Promise<{ gw: TestGateway; hub: EventHub }> {
  const { hub, stream } = followEventStream(server);
  // No catalogue cache: every REST call an event costs is seen by the backend.
  const gw = await startGateway(backend, { eventHub: hub, catalogueCacheTtlMs: 0, ...options });
  stops.push(async () => {
    await stream.stop();
    hub.close();
    await gw.close();
  });
  await waitFor(() => stream.health().connected, 3_000, 'stream connected');
  return { gw, hub };
}

interface Watch {
  pushes: ExecutionResult[];
  errors: unknown[];
  completed: boolean;
}

function watch(
  gw: TestGateway,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Watch {
  const client = createClient({
    url: gw.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    ...(token ? { connectionParams: { authToken: token } } : {}),
  });
  clients.push(client);
  const seen: Watch = { pushes: [], errors: [], completed: false };
  client.subscribe(
    { query, variables },
    {
      next: (value) => void seen.pushes.push(value as ExecutionResult),
      error: (error) => void seen.errors.push(error),
      complete: () => {
        seen.completed = true;
      },
    },
  );
  return seen;
}

function emitChanged(liveClass: FakeLiveClass, title: string) {
  return server.emit({
    type: 'liveclass.changed',
    subject: { kind: 'liveclass', id: String(liveClass.id) },
    audienceUserIds: null,
    payload: { liveClass: { ...liveClass, title }, previous: liveClass, changed: ['title'], byUserId: 1 },
  });
}

/** What the schedule page asks: public fields and the viewer's own (booking, included). */
const SCHEDULE = `subscription($studioId: ID) { liveScheduleChanged(studioId: $studioId) {
  eventId kind liveClass { id title studio { name } includedForViewer viewerBooking { source } } } }`;
/** The same change without anything about the viewer. */
const PUBLIC_SCHEDULE = `subscription { liveScheduleChanged { eventId kind liveClass { id title studio { name } } } }`;

const subscribed = (gw: TestGateway, count: number) => () =>
  gw.gateway.webSocket.fanout.subscribers === count;

/** The backend calls made while `during` runs, as `METHOD path`. */
async function callsDuring(during: () => Promise<void>): Promise<string[]> {
  const before = backend.requests.length;
  await during();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return backend.requests.slice(before).map((request) => `${request.method} ${request.path}`);
}

describe('one execution per distinct operation', () => {
  test('ten identical visitors: one execution, one studio read, the same answer for each', async () => {
    const { gw, hub } = await startLiveGateway();
    const seen = Array.from({ length: 10 }, () => watch(gw, SCHEDULE));
    await waitFor(subscribed(gw, 10), 3_000, 'subscribed');
    // One hub subscription for all ten.
    expect(hub.size).toBe(1);
    expect(gw.gateway.webSocket.fanout.groups).toBe(1);

    const liveClass = backend.live.addClass();
    const executions = gw.gateway.webSocket.fanout.executions;
    const calls = await callsDuring(async () => {
      emitChanged(liveClass, 'Renamed');
      await waitFor(() => seen.every((watch) => watch.pushes.length === 1), 3_000, 'pushed');
    });

    expect(gw.gateway.webSocket.fanout.executions - executions).toBe(1);
    // The studio list, once for the event (not once per visitor); nothing about any member.
    expect(calls).toEqual(['GET /api/basic/webStudiosInfo']);
    const first = seen[0]?.pushes[0];
    expect(first).toEqual({
      data: {
        liveScheduleChanged: {
          eventId: '1',
          kind: 'CHANGED',
          liveClass: {
            id: expect.any(String),
            title: 'Renamed',
            studio: { name: 'BK Pilates' },
            includedForViewer: false,
            viewerBooking: null,
          },
        },
      },
    });
    for (const watch of seen) expect(watch.pushes).toEqual([first]);
  });

  test('different variables are different operations', async () => {
    const { gw } = await startLiveGateway();
    watch(gw, SCHEDULE);
    watch(gw, SCHEDULE, { studioId: '2' });
    watch(gw, SCHEDULE, { studioId: '2' });
    await waitFor(subscribed(gw, 3), 3_000, 'subscribed');
    expect(gw.gateway.webSocket.fanout.groups).toBe(2);
  });

  test('a member whose document asks nothing about them shares the visitors’ execution', async () => {
    const { gw } = await startLiveGateway();
    const member = backend.accounts.addUser();
    const visitor = watch(gw, PUBLIC_SCHEDULE);
    const signedIn = watch(gw, PUBLIC_SCHEDULE, {}, member.token);
    await waitFor(subscribed(gw, 2), 3_000, 'subscribed');
    expect(gw.gateway.webSocket.fanout.groups).toBe(1);

    const liveClass = backend.live.addClass();
    const calls = await callsDuring(async () => {
      emitChanged(liveClass, 'Renamed');
      await waitFor(() => visitor.pushes.length === 1 && signedIn.pushes.length === 1, 3_000, 'pushed');
    });
    expect(signedIn.pushes).toEqual(visitor.pushes);
    // Executed without the member's token: nothing of theirs is read.
    expect(calls).toEqual(['GET /api/basic/webStudiosInfo']);
    expect(
      backend.requests.every(
        (request) => request.authorization === undefined || request.path === '/api/user/me',
      ),
    ).toBe(true);
  });

  test('leaving ends the operation: its hub subscription goes with the last subscriber', async () => {
    const { gw, hub } = await startLiveGateway();
    watch(gw, SCHEDULE);
    watch(gw, SCHEDULE);
    await waitFor(subscribed(gw, 2), 3_000, 'subscribed');
    expect(hub.size).toBe(1);
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
    await waitFor(() => hub.size === 0 && gw.gateway.webSocket.fanout.groups === 0, 3_000, 'ended');
  });
});

describe("a member's own data", () => {
  test('is executed per session and never reaches another subscriber', async () => {
    const { gw } = await startLiveGateway();
    const subscription = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };
    const maya = backend.accounts.addUser({ subscription });
    const omar = backend.accounts.addUser();
    const liveClass = backend.live.addClass();
    backend.live.addBooking(maya.user, liveClass);

    const mayaSeen = watch(gw, SCHEDULE, {}, maya.token);
    const mayaOtherTab = watch(gw, SCHEDULE, {}, maya.token);
    const omarSeen = watch(gw, SCHEDULE, {}, omar.token);
    const visitor = watch(gw, SCHEDULE);
    await waitFor(subscribed(gw, 4), 3_000, 'subscribed');
    // Maya's session (two sockets, two tokens? no: one token, so one group), Omar's, the visitors'.
    expect(gw.gateway.webSocket.fanout.groups).toBe(3);

    const executions = gw.gateway.webSocket.fanout.executions;
    const calls = await callsDuring(async () => {
      emitChanged(liveClass, 'Renamed');
      await waitFor(
        () => [mayaSeen, mayaOtherTab, omarSeen, visitor].every((watch) => watch.pushes.length === 1),
        3_000,
        'pushed',
      );
    });
    expect(gw.gateway.webSocket.fanout.executions - executions).toBe(3);

    const classOf = (watch: Watch) =>
      (watch.pushes[0]?.data as { liveScheduleChanged: { liveClass: Record<string, unknown> } })
        .liveScheduleChanged.liveClass;
    expect(classOf(mayaSeen)).toMatchObject({
      includedForViewer: true,
      viewerBooking: { source: 'SUBSCRIPTION' },
    });
    expect(mayaOtherTab.pushes).toEqual(mayaSeen.pushes);
    expect(classOf(omarSeen)).toMatchObject({ includedForViewer: false, viewerBooking: null });
    expect(classOf(visitor)).toMatchObject({ includedForViewer: false, viewerBooking: null });

    // Who each member is was read when they connected: no GET /api/user/me for the event. Their
    // own bookings are read once per session; the studio list once per execution.
    expect(calls.filter((call) => call === 'GET /api/user/me')).toEqual([]);
    expect(calls.filter((call) => call === 'GET /api/liveclass/purchased')).toHaveLength(2);
    const purchasedBy = backend.requests
      .filter((request) => request.path === '/api/liveclass/purchased')
      .map((request) => request.authorization);
    expect(new Set(purchasedBy)).toEqual(new Set([maya.token, omar.token]));
  });

  test('a second event costs no more member reads than the first', async () => {
    const { gw } = await startLiveGateway();
    const member = backend.accounts.addUser();
    const seen = watch(gw, SCHEDULE, {}, member.token);
    await waitFor(subscribed(gw, 1), 3_000, 'subscribed');
    const liveClass = backend.live.addClass();
    const first = await callsDuring(async () => {
      emitChanged(liveClass, 'One');
      await waitFor(() => seen.pushes.length === 1, 3_000, 'first');
    });
    const second = await callsDuring(async () => {
      emitChanged(liveClass, 'Two');
      await waitFor(() => seen.pushes.length === 2, 3_000, 'second');
    });
    expect(first.sort()).toEqual(['GET /api/basic/webStudiosInfo', 'GET /api/liveclass/purchased']);
    expect(second.sort()).toEqual(first);
  });

  test('an ended session closes its sockets and its operation', async () => {
    const { gw, hub } = await startLiveGateway();
    const member = backend.accounts.addUser();
    watch(gw, SCHEDULE, {}, member.token);
    watch(gw, SCHEDULE);
    await waitFor(subscribed(gw, 2), 3_000, 'subscribed');
    expect(hub.size).toBe(2);
    gw.gateway.endSessions([
      (await import('node:crypto')).createHash('sha256').update(member.token).digest('hex'),
    ]);
    await waitFor(subscribed(gw, 1), 3_000, 'the session’s subscription ended');
    expect(hub.size).toBe(1);
  });
});

describe('the document cache', () => {
  test('a document is parsed and validated once, however many subscribe with it', async () => {
    const { gw } = await startLiveGateway();
    const before = { ...gw.gateway.webSocket.documents };
    for (let i = 0; i < 5; i += 1) watch(gw, PUBLIC_SCHEDULE);
    await waitFor(subscribed(gw, 5), 3_000, 'subscribed');
    const after = gw.gateway.webSocket.documents;
    expect(after.misses - before.misses).toBe(1);
    expect(after.hits - before.hits).toBe(4);
  });

  test('a refused document is not kept: the cost limit refuses it every time', async () => {
    const { gw } = await startLiveGateway({
      limits: { maxDepth: 12, maxAliases: 30, maxCost: 3, maxTokens: 2_000 },
    });
    const first = watch(gw, PUBLIC_SCHEDULE);
    const second = watch(gw, PUBLIC_SCHEDULE);
    await waitFor(() => first.errors.length === 1 && second.errors.length === 1, 3_000, 'refused');
    for (const seen of [first, second])
      expect(seen.errors[0]).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ limit: 'cost', maximum: 3 }) }),
      ]);
    expect(gw.gateway.webSocket.documents.size).toBe(0);
    expect(gw.gateway.webSocket.fanout.groups).toBe(0);
  });

  test('PERSISTED_QUERIES_ONLY: a text is refused before the cache; a known id is served from it', async () => {
    const persisted = PersistedQueries.of({ schedule1: PUBLIC_SCHEDULE });
    const { gw } = await startLiveGateway({ persistedQueriesOnly: true, persistedQueries: persisted });
    const text = watch(gw, PUBLIC_SCHEDULE);
    await waitFor(() => text.errors.length === 1, 3_000, 'refused');
    expect(gw.gateway.webSocket.documents.size).toBe(0);

    const byId = (): Client => {
      const client = createClient({
        url: gw.url.replace(/^http/, 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        retryAttempts: 0,
      });
      clients.push(client);
      client.subscribe(
        { query: '', extensions: { doc_id: 'schedule1' } },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
      return client;
    };
    byId();
    byId();
    await waitFor(subscribed(gw, 2), 3_000, 'subscribed by id');
    expect(gw.gateway.webSocket.documents).toMatchObject({ size: 1, misses: 1, hits: 1 });
  });
});
