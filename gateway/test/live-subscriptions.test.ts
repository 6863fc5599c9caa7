// The Subscription root over a real graphql-ws client, fed by a FakeEventStream through each
// gateway's own EventStream + EventHub: schedule pushes (created/changed/cancelled), each resolved
// with fresh loaders; the main-site and studio filters; two gateways on one stream; a member's own
// bookings only; an unauthenticated subscription refused; a stream drop that loses nothing; a
// subscriber that falls behind closed with a clear error.
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { EventHub } from '../src/events/hub.js';
import { EventStream } from '../src/events/stream.js';
import { FakeBackend } from './support/fake-backend.js';
import { FakeEventStream, waitFor } from './support/fake-event-stream.js';
import type { FakeLiveClass } from './support/fake-live.js';
import { followEventStream, startGateway, type TestGateway } from './support/harness.js';

const globalId = (type: string, key: number | string) => Buffer.from(`${type}:${key}`).toString('base64');

interface LiveGateway {
  gw: TestGateway;
  hub: EventHub;
  stream: EventStream;
  stop(): Promise<void>;
}

let backend: FakeBackend;
let server: FakeEventStream;
const running: LiveGateway[] = [];
const clients: Client[] = [];

beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
});
afterAll(async () => {
  await backend.stop();
});
beforeEach(async () => {
  backend.reset();
  server = new FakeEventStream();
  await server.start();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  await Promise.all(running.splice(0).map((live) => live.stop()));
  await server.stop();
});

/** A gateway with its own stream and hub (as server.ts wires the process's), connected to `server`. */
async function startLiveGateway(queueSize?: number): Promise<LiveGateway> {
  const { hub, stream } = followEventStream(
    server,
    new EventHub(queueSize === undefined ? {} : { queueSize }),
  );
  const gw = await startGateway(backend, { eventHub: hub });
  const live: LiveGateway = {
    gw,
    hub,
    stream,
    async stop() {
      await stream.stop();
      hub.close();
      await gw.close();
    },
  };
  running.push(live);
  await waitFor(() => stream.health().connected, 3_000, 'stream connected');
  return live;
}

interface Watch {
  pushes: ExecutionResult[];
  errors: unknown[];
  completed: boolean;
}

/** Subscribes over graphql-ws and collects what arrives. */
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

function emitClass(
  type: 'liveclass.created' | 'liveclass.changed' | 'liveclass.cancelled',
  liveClass: FakeLiveClass,
  extra: Record<string, unknown> = {},
) {
  return server.emit({
    type,
    subject: { kind: 'liveclass', id: String(liveClass.id) },
    audienceUserIds: null,
    payload: { liveClass: { ...liveClass }, byUserId: 1, ...extra },
  });
}

const SCHEDULE = `subscription($studioId: ID) { liveScheduleChanged(studioId: $studioId) {
  eventId kind changedFields liveClass { id title startsAt cancelledAt isOnMainSite studioTimeZone studio { name } viewerBooking { source } } } }`;

const changes = (seen: Watch) =>
  seen.pushes.map(
    (push) =>
      (push.data as { liveScheduleChanged: Record<string, unknown> } | undefined)?.liveScheduleChanged,
  );

describe('liveScheduleChanged', () => {
  test('a client receives created, changed and cancelled pushes', async () => {
    const { gw, hub } = await startLiveGateway();
    const seen = watch(gw, SCHEDULE);
    await waitFor(() => hub.size === 1, 3_000, 'subscribed');

    const liveClass = backend.live.addClass({ timeZone: 'Europe/London' });
    emitClass('liveclass.created', liveClass);
    const moved = {
      ...liveClass,
      scheduledDatetime: new Date(Date.parse(liveClass.scheduledDatetime) + 3_600_000).toISOString(),
    };
    emitClass('liveclass.changed', moved, { previous: liveClass, changed: ['scheduledDatetime'] });
    emitClass('liveclass.cancelled', { ...moved, cancelledAt: '2030-01-01T00:00:00.000Z' });
    await waitFor(() => seen.pushes.length === 3, 3_000, 'three pushes');

    const base = {
      id: globalId('LiveClass', liveClass.id),
      title: liveClass.title,
      isOnMainSite: true,
      studioTimeZone: 'Europe/London',
      studio: { name: 'BK Pilates' },
      viewerBooking: null,
    };
    expect(changes(seen)).toEqual([
      {
        eventId: '1',
        kind: 'CREATED',
        changedFields: [],
        liveClass: { ...base, startsAt: liveClass.scheduledDatetime, cancelledAt: null },
      },
      {
        eventId: '2',
        kind: 'CHANGED',
        changedFields: ['startsAt', 'endsAt'],
        liveClass: { ...base, startsAt: moved.scheduledDatetime, cancelledAt: null },
      },
      {
        eventId: '3',
        kind: 'CANCELLED',
        changedFields: [],
        liveClass: { ...base, startsAt: moved.scheduledDatetime, cancelledAt: '2030-01-01T00:00:00.000Z' },
      },
    ]);
    expect(seen.pushes.every((push) => push.errors === undefined)).toBe(true);
  });

  test('each event is resolved with fresh loaders: data changed between events shows in the next push', async () => {
    const { gw, hub } = await startLiveGateway();
    const { user, token } = backend.accounts.addUser();
    const seen = watch(gw, SCHEDULE, {}, token);
    await waitFor(() => hub.size === 1, 3_000, 'subscribed');

    const liveClass = backend.live.addClass();
    emitClass('liveclass.created', liveClass);
    await waitFor(() => seen.pushes.length === 1, 3_000, 'first push');
    // Between the events: the studio is renamed and the member books the class elsewhere.
    backend.studios = backend.studios.map((studio) =>
      studio.id === 1 ? { ...studio, name: 'BK Pilates Renamed' } : studio,
    );
    backend.live.addBooking(user, liveClass);
    emitClass(
      'liveclass.changed',
      { ...liveClass, title: 'New title' },
      { previous: liveClass, changed: ['title'] },
    );
    await waitFor(() => seen.pushes.length === 2, 3_000, 'second push');

    const [first, second] = changes(seen);
    expect(first?.liveClass).toMatchObject({
      title: liveClass.title,
      studio: { name: 'BK Pilates' },
      viewerBooking: null,
    });
    // The class itself is the event's (not re-read), everything around it read when the event came.
    expect(second).toMatchObject({
      changedFields: ['title'],
      liveClass: {
        title: 'New title',
        studio: { name: 'BK Pilates Renamed' },
        viewerBooking: { source: 'SUBSCRIPTION' },
      },
    });
    expect(backend.count('/api/liveclass/purchased')).toBe(2);
    expect(backend.count('/api/liveclass/public')).toBe(0);
  });

  test("main site: only classes listed there (or that were); with studioId: that studio's classes, now or before", async () => {
    const { gw, hub } = await startLiveGateway();
    const main = watch(gw, SCHEDULE);
    const bari = watch(gw, SCHEDULE, { studioId: globalId('Studio', 2) });
    await waitFor(() => hub.size === 2, 3_000, 'subscribed');

    const listed = backend.live.addClass({ studioId: 1 });
    const whiteLabelOnly = backend.live.addClass({ studioId: 2, isOnJetsweat: 0 });
    const bariListed = backend.live.addClass({ studioId: 2 });
    emitClass('liveclass.created', listed); // main
    emitClass('liveclass.created', whiteLabelOnly); // bari
    emitClass(
      'liveclass.changed',
      { ...bariListed, isOnJetsweat: 0 },
      { previous: bariListed, changed: ['isOnJetsweat'] },
    ); // main (was listed) + bari
    emitClass('liveclass.changed', { ...listed, studioId: 2 }, { previous: listed, changed: ['studioId'] }); // main + bari (moved in)
    server.emit({ type: 'friend.request', audienceUserIds: null, payload: {} }); // another type: nobody here
    await waitFor(() => main.pushes.length === 3 && bari.pushes.length === 3, 3_000, 'pushes');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(changes(main).map((change) => change?.eventId)).toEqual(['1', '3', '4']);
    expect(changes(bari).map((change) => change?.eventId)).toEqual(['2', '3', '4']);
    expect(changes(main)[1]).toMatchObject({
      kind: 'CHANGED',
      changedFields: ['isOnMainSite'],
      liveClass: { isOnMainSite: false },
    });
  });

  test('a bad studioId is refused with BAD_USER_INPUT and never subscribes', async () => {
    const { gw, hub } = await startLiveGateway();
    const seen = watch(gw, SCHEDULE, { studioId: globalId('Plan', 'x') });
    await waitFor(() => seen.completed || seen.errors.length > 0, 3_000, 'refusal');
    expect(seen.pushes[0]?.errors?.[0]).toMatchObject({
      message: 'studioId must be a Studio id (its global id or numeric id).',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(hub.size).toBe(0);
  });

  test('two gateway instances on one event stream both deliver', async () => {
    const [a, b] = [await startLiveGateway(), await startLiveGateway()];
    const seenA = watch(a.gw, SCHEDULE);
    const seenB = watch(b.gw, SCHEDULE);
    await waitFor(() => a.hub.size === 1 && b.hub.size === 1, 3_000, 'subscribed');
    expect(server.connections).toBe(2);
    emitClass('liveclass.created', backend.live.addClass());
    await waitFor(() => seenA.pushes.length === 1 && seenB.pushes.length === 1, 3_000, 'both pushed');
    expect(changes(seenA)).toEqual(changes(seenB));
  });

  test('a stream drop loses nothing: the gateway resumes with Last-Event-ID and the client gets every change in order', async () => {
    const { gw, hub } = await startLiveGateway();
    const seen = watch(gw, SCHEDULE);
    await waitFor(() => hub.size === 1, 3_000, 'subscribed');
    const liveClass = backend.live.addClass();
    emitClass('liveclass.created', liveClass);
    await waitFor(() => seen.pushes.length === 1, 3_000, 'first');
    server.dropAll();
    // While the gateway is away: two changes happen on the backend.
    emitClass(
      'liveclass.changed',
      { ...liveClass, title: 'Two' },
      { previous: liveClass, changed: ['title'] },
    );
    emitClass('liveclass.cancelled', { ...liveClass, title: 'Two', cancelledAt: '2030-01-01T00:00:00.000Z' });
    await waitFor(() => seen.pushes.length === 3, 3_000, 'replayed');
    expect(changes(seen).map((change) => [change?.eventId, change?.kind])).toEqual([
      ['1', 'CREATED'],
      ['2', 'CHANGED'],
      ['3', 'CANCELLED'],
    ]);
    expect(server.requests.map((request) => request.lastEventId)).toEqual([undefined, '1']);
  });

  test('a subscriber that falls behind is closed with SUBSCRIPTION_OVERFLOW (the client gets the error, nothing more)', async () => {
    const { gw, hub } = await startLiveGateway(2);
    const seen = watch(gw, SCHEDULE);
    await waitFor(() => hub.size === 1, 3_000, 'subscribed');
    // Each push needs the studio list; a slow backend makes the consumer fall behind.
    backend.delayMs = 150;
    const liveClass = backend.live.addClass();
    for (let i = 0; i < 8; i += 1)
      emitClass(
        'liveclass.changed',
        { ...liveClass, title: `T${i}` },
        { previous: liveClass, changed: ['title'] },
      );
    await waitFor(() => seen.errors.length === 1, 5_000, 'overflow error');
    expect(seen.errors[0]).toEqual([
      {
        message:
          'The live update subscription fell more than 2 events behind and was closed; refetch and subscribe again.',
        extensions: { code: 'SUBSCRIPTION_OVERFLOW', queueSize: 2 },
      },
    ]);
    expect(hub.size).toBe(0);
  });
});

describe('viewerLiveClassBooked', () => {
  const BOOKED =
    'subscription { viewerLiveClassBooked { id databaseId source liveClass { databaseId title studio { name } viewerBooking { databaseId } } } }';

  test("a member receives their own bookings, never another member's", async () => {
    const { gw, hub } = await startLiveGateway();
    backend.live.onEvent = (event) => void server.emit(event);
    const subscription = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };
    const maya = backend.accounts.addUser({ subscription });
    const omar = backend.accounts.addUser({ subscription });
    const mayaSeen = watch(gw, BOOKED, {}, maya.token);
    const omarSeen = watch(gw, BOOKED, {}, omar.token);
    await waitFor(() => hub.size === 2, 3_000, 'subscribed');

    const liveClass = backend.live.addClass();
    // Maya books on another device (through the graph, over HTTP).
    const reply = await gw.query(
      'mutation($id: ID!) { bookLiveClass(input: { liveClassId: $id }) { booking { databaseId } } }',
      { id: String(liveClass.id) },
      {
        authorization: maya.token,
      },
    );
    const bookingId = (reply.body.data as { bookLiveClass: { booking: { databaseId: number } } })
      .bookLiveClass.booking.databaseId;
    await waitFor(() => mayaSeen.pushes.length === 1, 3_000, "Maya's push");
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(mayaSeen.pushes[0]).toEqual({
      data: {
        viewerLiveClassBooked: {
          id: globalId('LiveClassBooking', bookingId),
          databaseId: bookingId,
          source: 'SUBSCRIPTION',
          liveClass: {
            databaseId: liveClass.id,
            title: liveClass.title,
            studio: { name: 'BK Pilates' },
            viewerBooking: { databaseId: bookingId },
          },
        },
      },
    });
    expect(omarSeen.pushes).toEqual([]);
    expect(server.events.at(-1)).toMatchObject({ type: 'liveclass.booked', audienceUserIds: [maya.user.id] });
  });

  test('without a token the subscription is refused with UNAUTHENTICATED', async () => {
    const { gw, hub } = await startLiveGateway();
    const seen = watch(gw, BOOKED);
    await waitFor(() => seen.completed || seen.errors.length > 0, 3_000, 'refusal');
    expect(seen.pushes).toEqual([
      {
        errors: [
          expect.objectContaining({
            message: 'Log in to receive your bookings.',
            extensions: { code: 'UNAUTHENTICATED' },
          }),
        ],
      },
    ]);
    expect(hub.size).toBe(0);
  });
});

describe('viewerFriendsBookingChanged', () => {
  const FRIENDS =
    'subscription { viewerFriendsBookingChanged { databaseId title friendsBooked(first: 3) { totalCount edges { node { displayName } } } } }';
  const subscription = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };

  test("a friend's booking reaches the booker's friends only, with who booked read from each one's side", async () => {
    const { gw, hub } = await startLiveGateway();
    const maya = backend.accounts.addUser({ subscription, firstName: 'Maya', lastName: 'Ross' });
    const omar = backend.accounts.addUser({ subscription, firstName: 'Omar', lastName: 'Said' });
    const lena = backend.accounts.addUser({ subscription, firstName: 'Lena', lastName: 'Berg' });
    const stranger = backend.accounts.addUser({ subscription });
    backend.social.befriend(maya.user, omar.user);
    backend.social.befriend(lena.user, omar.user);
    const mayaSeen = watch(gw, FRIENDS, {}, maya.token);
    const strangerSeen = watch(gw, FRIENDS, {}, stranger.token);
    await waitFor(() => hub.size === 2, 3_000, 'subscribed');

    const liveClass = backend.live.addClass({ title: 'Sunrise Flow' });
    backend.live.addBooking(omar.user, liveClass);
    backend.live.addBooking(lena.user, liveClass);
    const before = backend.requests.length;
    // What the backend writes when Omar books: addressed to Omar's friends (Maya and Lena), naming the class only.
    server.emit({
      type: 'liveclass.friend_booking_changed',
      subject: { kind: 'liveclass', id: String(liveClass.id) },
      audienceUserIds: [maya.user.id, lena.user.id],
      payload: { liveClass: { ...liveClass } },
    });
    await waitFor(() => mayaSeen.pushes.length === 1, 3_000, "Maya's push");
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Maya is Omar's friend, not Lena's: she sees Omar only.
    expect(mayaSeen.pushes[0]).toEqual({
      data: {
        viewerFriendsBookingChanged: {
          databaseId: liveClass.id,
          title: 'Sunrise Flow',
          friendsBooked: { totalCount: 1, edges: [{ node: { displayName: 'Omar S.' } }] },
        },
      },
    });
    expect(strangerSeen.pushes).toEqual([]);
    // Read when it happened: one friends-booked call for the push (the class comes with the event).
    const pushCalls = backend.requests.slice(before).map((request) => request.path.split('?')[0]);
    expect(pushCalls).toEqual(['/api/liveclass/friends-booked']);

    // An event without an audience is nobody's; one that cannot be read is dropped.
    server.emit({
      type: 'liveclass.friend_booking_changed',
      audienceUserIds: null,
      payload: { liveClass: { ...liveClass } },
    });
    server.emit({ type: 'liveclass.friend_booking_changed', audienceUserIds: [maya.user.id], payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mayaSeen.pushes).toHaveLength(1);
    expect(mayaSeen.errors).toEqual([]);
  });

  test('without a token the subscription is refused with UNAUTHENTICATED', async () => {
    const { gw, hub } = await startLiveGateway();
    const seen = watch(gw, FRIENDS);
    await waitFor(() => seen.completed || seen.errors.length > 0, 3_000, 'refusal');
    expect(seen.pushes).toEqual([
      {
        errors: [
          expect.objectContaining({
            message: 'Log in to see your friends’ bookings.',
            extensions: { code: 'UNAUTHENTICATED' },
          }),
        ],
      },
    ]);
    expect(hub.size).toBe(0);
  });
});

test('without an event stream, a subscription is refused with UPSTREAM_UNAVAILABLE', async () => {
  const gw = await startGateway(backend);
  try {
    const seen = watch(gw, SCHEDULE);
    await waitFor(() => seen.completed || seen.errors.length > 0, 3_000, 'refusal');
    expect(seen.pushes[0]?.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  } finally {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
    await gw.close();
  }
});
