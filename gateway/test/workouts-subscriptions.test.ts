// The calendar's pushes over a real graphql-ws client, fed by a FakeEventStream through the
// gateway's own EventStream + EventHub: a member's workout changes (made through the graph, by a
// finished viewing, or anywhere else) and calendar connection changes reach that member only;
// another member's subscription, and every subscription for an event without an audience, get
// nothing; a visitor cannot subscribe.
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { EventHub } from '../src/events/hub.js';
import { EventStream } from '../src/events/stream.js';
import { FakeBackend } from './support/fake-backend.js';
import { FakeEventStream, waitFor } from './support/fake-event-stream.js';
import type { FakeLiveEvent } from './support/fake-live.js';
import { followEventStream, startGateway, type TestGateway } from './support/harness.js';

const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`).toString('base64');
const SUBSCRIBED = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };

let backend: FakeBackend;
let server: FakeEventStream;
let gw: TestGateway;
let hub: EventHub;
let stream: EventStream;
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
  ({ hub, stream } = followEventStream(server));
  gw = await startGateway(backend, { eventHub: hub });
  await waitFor(() => stream.health().connected, 3_000, 'stream connected');
  // What the backend writes, on its event stream.
  const forward = (event: FakeLiveEvent) => void server.emit(event);
  backend.workouts.onEvent = forward;
  backend.library.onEvent = forward;
  backend.live.onEvent = forward;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  await stream.stop();
  hub.close();
  await gw.close();
  await server.stop();
});

interface Watch {
  pushes: ExecutionResult[];
  errors: unknown[];
  completed: boolean;
}

function watch(query: string, token?: string): Watch {
  const client = createClient({
    url: gw.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    ...(token ? { connectionParams: { authToken: token } } : {}),
  });
  clients.push(client);
  const seen: Watch = { pushes: [], errors: [], completed: false };
  client.subscribe(
    { query },
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

const CHANGES = `subscription { viewerWorkoutChanged { kind workoutId
  workout { databaseId when status timeZone durationSeconds programTitle canReschedule liveClass { databaseId } } } }`;
const CONNECTIONS = 'subscription { viewerCalendarConnectionChanged { provider state pending } }';

const pushed = (seen: Watch, field: string) =>
  seen.pushes.map((push) => (push.data as Record<string, unknown> | undefined)?.[field]);

async function mutate(text: string, token: string): Promise<Record<string, unknown>> {
  const reply = await gw.query(text, {}, { authorization: token });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data ?? {};
}

/** Lets anything still on its way arrive before a test says nothing more came. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('viewerWorkoutChanged', () => {
  test("a member receives their own workout's creation, changes and deletion; another member nothing", async () => {
    const maya = backend.accounts.addUser({ subscription: { ...SUBSCRIBED } });
    const omar = backend.accounts.addUser({ subscription: { ...SUBSCRIBED } });
    const [video] = backend.library.addVideos(1);
    backend.library.addProgram({ title: 'Core Week' }, [video!]);
    const mayaSeen = watch(CHANGES, maya.token);
    const omarSeen = watch(CHANGES, omar.token);
    await waitFor(() => hub.size === 2, 3_000, 'subscribed');

    const planned = await mutate(
      `mutation { scheduleWorkout(input: { videoId: "${globalId('Video', video!.id)}", when: "2030-07-01T16:05:00Z", timeZone: "America/New_York" }) { workout { databaseId } } }`,
      maya.token,
    );
    const id = (planned.scheduleWorkout as { workout: { databaseId: number } }).workout.databaseId;
    const workoutId = globalId('Workout', id);
    await mutate(
      `mutation { rescheduleWorkout(input: { workoutId: "${workoutId}", when: "2030-07-02T16:05:00Z", timeZone: "Europe/Paris" }) { userErrors { code } } }`,
      maya.token,
    );
    await mutate(
      `mutation { setWorkoutStatus(input: { workoutId: "${workoutId}", status: COMPLETED }) { userErrors { code } } }`,
      maya.token,
    );
    await mutate(
      `mutation { deleteWorkout(input: { workoutId: "${workoutId}" }) { userErrors { code } } }`,
      maya.token,
    );
    await waitFor(() => mayaSeen.pushes.length === 4, 3_000, "Maya's pushes");
    await settle();

    const workout = {
      databaseId: id,
      durationSeconds: video!.duration,
      programTitle: 'Core Week',
      canReschedule: true,
      liveClass: null,
    };
    expect(pushed(mayaSeen, 'viewerWorkoutChanged')).toEqual([
      {
        kind: 'CREATED',
        workoutId,
        workout: {
          ...workout,
          when: '2030-07-01T16:05:00.000Z',
          status: 'SCHEDULED',
          timeZone: 'America/New_York',
        },
      },
      {
        kind: 'CHANGED',
        workoutId,
        workout: {
          ...workout,
          when: '2030-07-02T16:05:00.000Z',
          status: 'SCHEDULED',
          timeZone: 'Europe/Paris',
        },
      },
      {
        kind: 'CHANGED',
        workoutId,
        workout: {
          ...workout,
          when: '2030-07-02T16:05:00.000Z',
          status: 'COMPLETED',
          timeZone: 'Europe/Paris',
        },
      },
      { kind: 'DELETED', workoutId, workout: null },
    ]);
    expect(mayaSeen.pushes.every((push) => push.errors === undefined)).toBe(true);
    expect(omarSeen.pushes).toEqual([]);
    expect(server.events.map((event) => [event.type, event.audienceUserIds])).toEqual([
      ['workout.added', [maya.user.id]],
      ['workout.changed', [maya.user.id]],
      ['workout.changed', [maya.user.id]],
      ['workout.deleted', [maya.user.id]],
    ]);
    // The pushes read only what the events did not carry: nothing here.
    expect(backend.count('/api/video')).toBe(0);
  });

  test('a finished viewing’s workout (the fields the library knows) is completed with the library’s video and program', async () => {
    const maya = backend.accounts.addUser({ subscription: { ...SUBSCRIBED } });
    const [video] = backend.library.addVideos(1);
    backend.library.addProgram({ title: 'Core Week' }, [video!]);
    const seen = watch(CHANGES, maya.token);
    await waitFor(() => hub.size === 1, 3_000, 'subscribed');
    await mutate(
      `mutation { logPlayback(input: { videoId: "${globalId('Video', video!.id)}", event: COMPLETE, positionSeconds: ${video!.duration}, sessionId: "0b8f0a4e-9d3c-4f4e-8a8b-1c2d3e4f5a6b" }) { userErrors { code } } }`,
      maya.token,
    );
    await waitFor(() => seen.pushes.length === 1, 3_000, 'push');
    expect(pushed(seen, 'viewerWorkoutChanged')[0]).toMatchObject({
      kind: 'CREATED',
      workout: {
        status: 'COMPLETED',
        timeZone: null,
        durationSeconds: video!.duration,
        programTitle: 'Core Week',
        canReschedule: true,
      },
    });
  });

  test('an event naming another member, or no one, or not readable is never pushed', async () => {
    const maya = backend.accounts.addUser();
    const omar = backend.accounts.addUser();
    const seen = watch(CHANGES, maya.token);
    await waitFor(() => hub.size === 1, 3_000, 'subscribed');
    const deleted = (audienceUserIds: number[] | null, payload: unknown = { workoutId: 12 }) =>
      server.emit({
        type: 'workout.deleted',
        subject: { kind: 'workout', id: 12 },
        audienceUserIds,
        payload,
      });
    deleted([omar.user.id]);
    deleted(null);
    deleted([]);
    deleted([maya.user.id], { workoutId: 'twelve' });
    server.emit({
      type: 'workout.changed',
      subject: { kind: 'workout', id: 12 },
      audienceUserIds: [maya.user.id],
      payload: { workout: { id: 12, status: 'done' } },
    });
    deleted([maya.user.id, omar.user.id]);
    await waitFor(() => seen.pushes.length === 1, 3_000, 'the one push');
    await settle();
    expect(pushed(seen, 'viewerWorkoutChanged')).toEqual([
      { kind: 'DELETED', workoutId: globalId('Workout', 12), workout: null },
    ]);
  });

  test('a visitor cannot subscribe', async () => {
    const seen = watch(CHANGES);
    await waitFor(() => seen.completed || seen.errors.length > 0, 3_000, 'refusal');
    expect(seen.pushes[0]?.errors?.[0]).toMatchObject({
      message: 'Log in to receive your calendar changes.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(hub.size).toBe(0);
  });
});

describe('viewerCalendarConnectionChanged', () => {
  test("a member's connection state reaches that member only", async () => {
    const maya = backend.accounts.addUser();
    const omar = backend.accounts.addUser();
    const mayaSeen = watch(CONNECTIONS, maya.token);
    const omarSeen = watch(CONNECTIONS, omar.token);
    const omarChanges = watch(CHANGES, omar.token);
    await waitFor(() => hub.size === 3, 3_000, 'subscribed');

    await mutate(
      'mutation { connectCalendar(input: { provider: GOOGLE }) { authorizationUrl } }',
      maya.token,
    );
    const state = backend.workouts.pendingState(maya.user, 'google')!;
    const back = await fetch(`${gw.url}/api/calendar/google/callback?code=c0de&state=${state}`, {
      redirect: 'manual',
    });
    expect(back.status).toBe(302);
    const grant = new URL(back.headers.get('location') ?? '').searchParams.get('calendarGrant');
    await mutate(
      `mutation { completeCalendarConnection(input: { provider: GOOGLE, grant: "${grant}" }) { connection { state } } }`,
      maya.token,
    );
    await mutate(
      'mutation { disconnectCalendar(input: { provider: GOOGLE }) { connection { state } } }',
      maya.token,
    );
    // The sync job, later: one more change of state.
    server.emit({
      type: 'calendar.connection_changed',
      subject: { kind: 'user', id: maya.user.id },
      audienceUserIds: [maya.user.id],
      payload: {
        connection: {
          provider: 'outlook',
          configured: true,
          state: 'error',
          reason: 'Reconnect your Outlook calendar: access was revoked.',
          pending: 2,
        },
      },
    });
    await waitFor(() => mayaSeen.pushes.length === 3, 3_000, "Maya's pushes");
    await settle();
    expect(pushed(mayaSeen, 'viewerCalendarConnectionChanged')).toEqual([
      { provider: 'GOOGLE', state: 'UNSYNCED', pending: 0 },
      { provider: 'GOOGLE', state: 'UNCONNECTED', pending: 0 },
      { provider: 'OUTLOOK', state: 'ERROR', pending: 2 },
    ]);
    expect(omarSeen.pushes).toEqual([]);
    expect(omarChanges.pushes).toEqual([]);
  });
});
