import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.js';
import { recordEvent } from '../src/events/record.js';
import { STREAM_UNAUTHORIZED_MESSAGE } from '../src/events/routes.js';
import { startTestApp, type TestApp } from './support/app.js';
import { openStream, sleep, type SseClient } from './support/sse.js';

let testApp: TestApp;
let app: FastifyInstance;
let db: Database;
const open: SseClient[] = [];

async function stream(options: Parameters<typeof openStream>[1] = {}): Promise<SseClient> {
  const client = await openStream(app, options);
  open.push(client);
  return client;
}

async function write(
  type: string,
  subjectId: number,
  payload: Record<string, unknown> = {},
): Promise<number> {
  return db.transaction((tx) =>
    recordEvent(tx, {
      type,
      occurredAt: new Date('2030-01-02T03:04:05.000Z'),
      subject: { kind: 'test', id: subjectId },
      audienceUserIds: null,
      payload,
    }),
  );
}

const parsed = (client: SseClient): Array<{ id: number; type: string; subject: { id: string } }> =>
  client.messages.map((m) => JSON.parse(m.data) as { id: number; type: string; subject: { id: string } });

beforeAll(async () => {
  testApp = await startTestApp({ eventsPingMs: 200 });
  app = testApp.app;
  db = testApp.database.db;
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => {
  for (const client of open.splice(0)) client.close();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/events/stream', () => {
  test('without the token, or with a wrong one: 401 in the envelope', async () => {
    for (const token of [null, 'wrong-token']) {
      const client = await stream({ token });
      expect(client.status).toBe(401);
      expect(JSON.parse(await client.body())).toEqual({
        status: false,
        content: STREAM_UNAUTHORIZED_MESSAGE,
      });
    }
  });

  test('a bad Last-Event-ID is a 400 naming the header', async () => {
    const client = await stream({ lastEventId: 'abc' });
    expect(client.status).toBe(400);
    expect(JSON.parse(await client.body()).content).toMatch(/^Last-Event-ID: /);
  });

  test('headers; without Last-Event-ID it starts from now, then delivers in order; pings', async () => {
    const before = await write('test.before', 1);
    const client = await stream();
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(client.headers['x-accel-buffering']).toBe('no');
    expect(client.headers['content-encoding']).toBeUndefined();
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await write('test.happened', i, { n: i }));
    await client.waitFor(5);
    const events = parsed(client);
    expect(events.map((e) => e.id)).toEqual(ids);
    expect(events.every((e) => e.id > before)).toBe(true);
    expect(client.messages[0]).toMatchObject({ id: String(ids[0]), event: 'test.happened' });
    expect(JSON.parse(client.messages[2]!.data)).toEqual({
      id: ids[2],
      type: 'test.happened',
      occurredAt: '2030-01-02T03:04:05.000Z',
      subject: { kind: 'test', id: '2' },
      audienceUserIds: null,
      payload: { n: 2 },
    });
    await client.waitForComment('ping', 3_000);
    // The stream names its starting point first, so a client dropping before any event resumes from it.
    client.close();
    expect((await client.body()).startsWith(`retry: 2000\nid: ${before}\n\n`)).toBe(true);
  });

  test('reconnecting with Last-Event-ID gets exactly the missed events, no gap, no duplicate', async () => {
    const first = await stream();
    const a = await write('test.a', 1);
    const b = await write('test.b', 2);
    await first.waitFor(2);
    first.close();
    const missed = [];
    for (let i = 0; i < 3; i += 1) missed.push(await write('test.missed', i));
    const again = await stream({ lastEventId: String(b) });
    await again.waitFor(3);
    const live = await write('test.live', 9);
    await again.waitFor(4);
    await sleep(300);
    expect(parsed(again).map((e) => e.id)).toEqual([...missed, live]);
    expect(a).toBeLessThan(b);
    // The query parameter works too (for clients that cannot set headers).
    const viaQuery = await stream({ query: `?lastEventId=${missed[1]}` });
    await viaQuery.waitFor(2);
    expect(parsed(viaQuery).map((e) => e.id)).toEqual([missed[2], live]);
  });

  test('a catch-up longer than one page arrives whole and in order', async () => {
    const start = await write('test.start', 0);
    await db.transaction(async (tx) => {
      for (let i = 0; i < 450; i += 1) {
        await recordEvent(tx, {
          type: 'test.bulk',
          occurredAt: new Date(),
          subject: { kind: 'test', id: i },
          audienceUserIds: [1, 2],
          payload: {},
        });
      }
    });
    const client = await stream({ lastEventId: String(start) });
    const messages = await client.waitFor(450);
    const ids = messages.map((m) => Number(m.id));
    expect(ids).toHaveLength(450);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(ids).size).toBe(450);
    expect(JSON.parse(messages[0]!.data).audienceUserIds).toEqual([1, 2]);
  });

  test('an event written in a rolled-back transaction never appears', async () => {
    const client = await stream();
    await expect(
      db.transaction(async (tx) => {
        await recordEvent(tx, {
          type: 'test.rolledback',
          occurredAt: new Date(),
          subject: { kind: 'test', id: 1 },
          audienceUserIds: null,
          payload: {},
        });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const after = await write('test.committed', 2);
    await client.waitFor(1);
    await sleep(300);
    expect(parsed(client).map((e) => [e.id, e.type])).toEqual([[after, 'test.committed']]);
    const replay = await stream({ lastEventId: String(after - 5) });
    await sleep(300);
    expect(parsed(replay).some((e) => e.type === 'test.rolledback')).toBe(false);
  });

  test('a Last-Event-ID beyond the newest event (another database) starts from now', async () => {
    const client = await stream({ lastEventId: '999999999999' });
    expect(client.status).toBe(200);
    const next = await write('test.after_reset', 1);
    await client.waitFor(1);
    expect(parsed(client).map((e) => e.id)).toEqual([next]);
  });
});

describe('closing the app', () => {
  test('ends every open stream and releases the listener', async () => {
    const other = await startTestApp({ eventsPingMs: 60_000 });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await openStream(other.app);
    expect(client.status).toBe(200);
    expect(other.app.events.streamCount).toBe(1);
    await other.close();
    await client.body();
    expect(other.app.events.streamCount).toBe(0);
  });
});
