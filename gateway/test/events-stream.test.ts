// EventStream against a fake SSE backend (test/support/fake-event-stream.ts): ordered delivery,
// resume with Last-Event-ID after a drop (no gap, no duplicate), refusals back off quietly, the
// stall watchdog, two gateways, and the process wiring (startEventStream, /healthz, config).
import { configFromEnv } from '../src/config.js';
import { eventStreamHealth, eventsRuntime, startEventStream } from '../src/events/index.js';
import type { DomainEvent } from '../src/events/models.js';
import { EventStream, type EventStreamOptions } from '../src/events/stream.js';
import { FakeEventStream, TEST_EVENTS_STREAM_TOKEN, waitFor } from './support/fake-event-stream.js';
import { startGateway } from './support/harness.js';
import { FakeBackend } from './support/fake-backend.js';

interface Logged {
  level: 'info' | 'warn' | 'error';
  text: string;
}

function recordingLogger(): { logger: EventStreamOptions['logger']; lines: Logged[] } {
  const lines: Logged[] = [];
  const log =
    (level: Logged['level']) =>
    (...args: unknown[]) =>
      void lines.push({ level, text: args.map(String).join(' ') });
  return { logger: { info: log('info'), warn: log('warn'), error: log('error') }, lines };
}

let server: FakeEventStream;
const streams: EventStream[] = [];

beforeEach(async () => {
  server = new FakeEventStream();
  await server.start();
});

afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.stop()));
  await server.stop();
});

/** A stream with fast test timings; `received` collects what it delivered. */
function open(options: Partial<EventStreamOptions> = {}) {
  const { logger, lines } = recordingLogger();
  const stream = new EventStream({
    url: server.streamUrl,
    token: TEST_EVENTS_STREAM_TOKEN,
    logger,
    initialDelayMs: 20,
    maxDelayMs: 80,
    stallTimeoutMs: 2_000,
    ...options,
  });
  streams.push(stream);
  const received: DomainEvent[] = [];
  stream.onEvent((event) => received.push(event));
  stream.start();
  return { stream, received, lines, ids: () => received.map((event) => event.id) };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

test('connects with the bearer token and delivers events in order, decoded', async () => {
  const { stream, received, ids } = open();
  await waitFor(() => server.connections === 1, 3_000, 'connection');
  for (let i = 0; i < 5; i += 1) server.emit({ type: i === 0 ? 'liveclass.created' : 'liveclass.changed' });
  await waitFor(() => received.length === 5);
  expect(ids()).toEqual([1, 2, 3, 4, 5]);
  expect(received[0]).toEqual(server.events[0]);
  expect(server.requests[0]).toMatchObject({
    authorization: `Bearer ${TEST_EVENTS_STREAM_TOKEN}`,
    lastEventId: undefined,
    accept: 'text/event-stream',
  });
  expect(stream.health()).toMatchObject({
    state: 'connected',
    connected: true,
    lastEventId: 5,
    reconnects: 0,
    delivered: 5,
  });
});

test('after the backend drops the connection mid-stream it resumes with Last-Event-ID and gets exactly what it missed', async () => {
  const { stream, ids } = open();
  await waitFor(() => server.connections === 1);
  server.emit();
  server.emit();
  server.emit();
  await waitFor(() => ids().length === 3);
  // Half of event 4 reaches the client, then the socket dies; 5–7 happen while it is away.
  const fourth = server.emit({}); // written whole to the socket…
  expect(fourth.id).toBe(4);
  await waitFor(() => ids().length === 4);
  server.broadcast(FakeEventStream.frame({ ...fourth, id: 5 }).slice(0, 30)); // …and a torn frame
  server.events.push({ ...fourth, id: 5 });
  server.dropAll();
  server.emit();
  server.emit();
  await waitFor(() => ids().length === 7, 3_000, 'resume');
  expect(ids()).toEqual(range(1, 7));
  expect(server.requests.map((r) => r.lastEventId)).toEqual([undefined, '4']);
  expect(stream.health()).toMatchObject({
    connected: true,
    lastEventId: 7,
    reconnects: 1,
    duplicatesDropped: 0,
  });
  // And it keeps streaming live after the resume.
  server.emit();
  await waitFor(() => ids().length === 8);
  expect(ids()).toEqual(range(1, 8));
});

test('never delivers an id at or below the last delivered one (a server replaying too much, a repeated frame)', async () => {
  server.replayOverlap = 2;
  const { stream, ids } = open();
  await waitFor(() => server.connections === 1);
  for (let i = 0; i < 3; i += 1) server.emit();
  await waitFor(() => ids().length === 3);
  server.broadcast(FakeEventStream.frame(server.events[1]!)); // a stray repeat of 2
  await waitFor(() => stream.health().duplicatesDropped === 1);
  server.dropAll();
  server.emit();
  await waitFor(() => ids().length === 4);
  server.emit();
  await waitFor(() => ids().length === 5);
  expect(ids()).toEqual([1, 2, 3, 4, 5]);
  // The stray 2, then 2 and 3 replayed on resume.
  expect(stream.health().duplicatesDropped).toBe(3);
});

test('resumes after a given id on its first connection', async () => {
  for (let i = 0; i < 4; i += 1) server.emit();
  const { ids } = open({ lastEventId: 2 });
  await waitFor(() => ids().length === 2);
  expect(ids()).toEqual([3, 4]);
  expect(server.requests[0]?.lastEventId).toBe('2');
});

test.each([
  [401, 'refused the stream token'],
  [404, 'has no event stream'],
  [503, 'HTTP 503'],
])(
  'a %i backs off and retries without crashing, logging once, and connects when the backend is ready',
  async (status, words) => {
    server.refuseWith = status;
    const { stream, lines, ids } = open({ initialDelayMs: 5, maxDelayMs: 20 });
    await waitFor(() => server.requests.length >= 4, 3_000, 'retries');
    expect(stream.health()).toMatchObject({ connected: false, lastEventId: null });
    expect(stream.health().lastError).toContain(words);
    const warnings = lines.filter((line) => line.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain(words);

    server.refuseWith = null;
    await waitFor(() => server.connections === 1, 3_000, 'connection');
    server.emit();
    await waitFor(() => ids().length === 1);
    expect(stream.health()).toMatchObject({ connected: true, lastError: null });
    expect(lines.some((line) => line.level === 'info' && line.text.includes('connected'))).toBe(true);
  },
);

test('a wrong token is refused by the backend and never delivers anything', async () => {
  const { stream, received } = open({ token: 'wrong', initialDelayMs: 5, maxDelayMs: 10 });
  server.emit();
  await waitFor(() => server.requests.length >= 3);
  expect(received).toEqual([]);
  expect(stream.health().lastError).toContain('401');
});

test('a backend that is not there at all backs off and connects once it starts', async () => {
  const url = server.streamUrl;
  await server.stop();
  const { stream, lines, ids } = open({ url, initialDelayMs: 5, maxDelayMs: 20 });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(stream.health()).toMatchObject({ connected: false });
  expect(lines.filter((line) => line.level === 'warn')).toHaveLength(1);
  await server.start(); // same port
  await waitFor(() => server.connections === 1, 3_000, 'connection');
  server.emit();
  await waitFor(() => ids().length === 1);
});

test('the backoff grows exponentially up to the cap, with jitter, and follows the server retry:', () => {
  const { logger } = recordingLogger();
  const stream = new EventStream({
    url: 'http://127.0.0.1:9/none',
    token: 't',
    logger,
    initialDelayMs: 100,
    maxDelayMs: 1_000,
  });
  expect([0, 1, 2, 3, 4, 10, 100].map((n) => stream.nominalDelayMs(n))).toEqual([
    100, 200, 400, 800, 1_000, 1_000, 1_000,
  ]);
});

test('the server retry: sets the base delay', async () => {
  server.retryMs = 150;
  const { stream } = open({ initialDelayMs: 20, maxDelayMs: 1_000 });
  await waitFor(() => server.connections === 1);
  await waitFor(() => stream.nominalDelayMs(0) === 150);
  expect(stream.nominalDelayMs(1)).toBe(300);
});

test('the stall watchdog reconnects a stream that goes silent, and pings keep a quiet stream alive', async () => {
  const { stream, lines, ids } = open({ stallTimeoutMs: 300 });
  await waitFor(() => server.connections === 1);
  server.emit();
  await waitFor(() => ids().length === 1);
  // Pings every 50 ms for 800 ms (well past the 300 ms watchdog): no reconnect.
  for (let i = 0; i < 16; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.ping();
  }
  expect(server.requests).toHaveLength(1);

  // Now the backend keeps the socket open but sends nothing (and the next connections too).
  server.silent = true;
  server.dropAll();
  await waitFor(() => server.requests.length >= 3, 3_000, 'watchdog reconnects');
  expect(lines.some((line) => line.text.includes('stalled'))).toBe(true);
  expect(server.requests.slice(1).every((r) => r.lastEventId === '1')).toBe(true);

  server.silent = false;
  await waitFor(() => server.connections === 1, 3_000, 'healthy connection');
  server.emit();
  await waitFor(() => ids().length === 2);
  expect(ids()).toEqual([1, 2]);
  expect(stream.health().reconnects).toBeGreaterThanOrEqual(2);
});

test('two gateways (two EventStreams) both deliver every event, across a drop', async () => {
  const a = open();
  const b = open();
  await waitFor(() => server.connections === 2);
  for (let i = 0; i < 3; i += 1) server.emit();
  await waitFor(() => a.ids().length === 3 && b.ids().length === 3, 3_000, 'both');
  server.dropAll();
  for (let i = 0; i < 3; i += 1) server.emit();
  await waitFor(() => a.ids().length === 6 && b.ids().length === 6, 3_000, 'both');
  expect(a.ids()).toEqual(range(1, 6));
  expect(b.ids()).toEqual(range(1, 6));
});

test('with a backend that announces its head, a drop before the first delivered event loses nothing', async () => {
  server.announceHead = true;
  server.emit(); // history the gateway does not want: 1
  const { ids, stream } = open();
  await waitFor(() => server.connections === 1);
  await waitFor(() => stream.cursor === 1, 3_000, 'head');
  server.dropAll();
  server.emit(); // 2 happens while it is away
  await waitFor(() => ids().length === 1, 3_000, 'resume');
  expect(ids()).toEqual([2]);
  expect(server.requests.map((r) => r.lastEventId)).toEqual([undefined, '1']);
});

test('a torn first frame does not count as a head: the event is replayed after the drop', async () => {
  server.announceHead = false;
  const { ids, stream } = open();
  await waitFor(() => server.connections === 1);
  const event = server.emit({ id: 1 }); // the server has it…
  await waitFor(() => ids().length === 1);
  const second = { ...event, id: 2 };
  server.events.push(second);
  server.broadcast(`id: 2\nevent: liveclass.changed\n`); // …but only the start of frame 2 arrives
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(stream.cursor).toBe(1);
  server.dropAll();
  await waitFor(() => ids().length === 2, 3_000, 'replay of 2');
  expect(ids()).toEqual([1, 2]);
});

test('an empty backend announcing head 0 resumes from the start', async () => {
  server.announceHead = true;
  const { ids, stream } = open();
  await waitFor(() => stream.cursor === 0, 3_000, 'head');
  server.dropAll();
  server.emit();
  await waitFor(() => ids().length === 1, 3_000, 'resume');
  expect(server.requests.map((r) => r.lastEventId)).toEqual([undefined, '0']);
});

test('a throwing listener is logged and does not stop delivery to the others', async () => {
  const { stream, lines, ids } = open();
  stream.onEvent(() => {
    throw new Error('boom');
  });
  await waitFor(() => server.connections === 1);
  server.emit();
  server.emit();
  await waitFor(() => ids().length === 2);
  expect(lines.filter((line) => line.level === 'error')).toHaveLength(2);
});

test('a malformed event is skipped and logged, and the stream goes on', async () => {
  const { ids, lines, stream } = open();
  await waitFor(() => server.connections === 1);
  server.broadcast('id: 1\nevent: liveclass.changed\ndata: {not json\n\n');
  server.events.push({
    id: 1,
    type: 'x',
    occurredAt: '',
    subject: { kind: 'x', id: 1 },
    audienceUserIds: null,
    payload: null,
  });
  server.emit();
  await waitFor(() => ids().length === 1);
  expect(ids()).toEqual([2]);
  expect(lines.some((line) => line.text.includes('skipped message 1'))).toBe(true);
  expect(stream.cursor).toBe(2);
});

test('stop() closes the connection and nothing reconnects', async () => {
  const { stream } = open();
  await waitFor(() => server.connections === 1);
  await stream.stop();
  await waitFor(() => server.connections === 0);
  const seen = server.requests.length;
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(server.requests).toHaveLength(seen);
  expect(stream.health()).toMatchObject({ state: 'stopped', connected: false });
});

describe('process wiring', () => {
  test('startEventStream: one stream per process feeding the hub; /healthz shows it', async () => {
    const { logger } = recordingLogger();
    const backend = new FakeBackend();
    await backend.start();
    const gw = await startGateway(backend);
    const settings = {
      backendUrl: `${server.url}/`,
      eventsStreamToken: TEST_EVENTS_STREAM_TOKEN,
      eventsStreamStallMs: 2_000,
      eventsStreamRetryMaxMs: 1_000,
    };
    try {
      expect(eventsRuntime()).toBeNull();
      const before = (await (await fetch(`${gw.url}/healthz`)).json()) as Record<string, unknown>;
      expect(before).not.toHaveProperty('events');

      const runtime = startEventStream(settings, logger);
      expect(startEventStream(settings, logger)).toBe(runtime);
      const subscription = runtime.hub.subscribe({ viewerId: null });
      await waitFor(() => server.connections === 1);
      server.emit();
      const next = await subscription.next();
      expect(next).toMatchObject({ done: false, value: { id: 1 } });

      const health = (await (await fetch(`${gw.url}/healthz`)).json()) as { ok: boolean; events: unknown };
      expect(health).toMatchObject({
        ok: true,
        events: { connected: true, lastEventId: 1, reconnects: 0, subscribers: 1 },
      });
      expect(eventStreamHealth()).toMatchObject({ connected: true });

      await runtime.stop();
      expect(await subscription.next()).toEqual({ done: true, value: undefined });
      expect(eventsRuntime()).toBeNull();
      expect(server.requests).toHaveLength(1);
    } finally {
      await eventsRuntime()?.stop();
      await gw.close();
      await backend.stop();
    }
  });

  test('config: EVENTS_STREAM (default on), EVENTS_STREAM_TOKEN (no default: see config.test.ts), timings', () => {
    expect(configFromEnv({ EVENTS_STREAM_TOKEN: TEST_EVENTS_STREAM_TOKEN })).toMatchObject({
      eventsStream: true,
      eventsStreamToken: TEST_EVENTS_STREAM_TOKEN,
      eventsStreamStallMs: 45_000,
      eventsStreamRetryMaxMs: 30_000,
    });
    const secret = ` ${'s3cret'.repeat(6)} `;
    expect(
      configFromEnv({
        EVENTS_STREAM: 'false',
        EVENTS_STREAM_TOKEN: secret,
        EVENTS_STREAM_STALL_MS: '60000',
        EVENTS_STREAM_RETRY_MAX_MS: '5000',
      }),
    ).toMatchObject({
      eventsStream: false,
      eventsStreamToken: secret.trim(),
      eventsStreamStallMs: 60_000,
      eventsStreamRetryMaxMs: 5_000,
    });
    expect(() =>
      configFromEnv({ EVENTS_STREAM_TOKEN: TEST_EVENTS_STREAM_TOKEN, EVENTS_STREAM_STALL_MS: '10' }),
    ).toThrow('EVENTS_STREAM_STALL_MS');
  });
});
