import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Database } from '../src/db/database.js';
import { EVENTS_CHANNEL, EVENTS_LOCK_KEY } from '../src/events/record.js';
import { seedStudios } from '../src/studios/seed.js';
import { startTestApp, type TestApp } from './support/app.js';
import { DATABASE_URL } from './support/database.js';
import { openStream, sleep, type SseClient } from './support/sse.js';

/** The catalogue tables write `catalogue.changed` themselves (migration 0012), so gateways clear their caches. */

let testApp: TestApp;
let app: FastifyInstance;
let db: Database;
const open: SseClient[] = [];

interface StreamedEvent {
  id: number;
  type: string;
  subject: { kind: string; id: string };
  audienceUserIds: number[] | null;
  payload: Record<string, unknown>;
}

async function stream(): Promise<SseClient> {
  const client = await openStream(app);
  open.push(client);
  expect(client.status).toBe(200);
  return client;
}

const parsed = (client: SseClient): StreamedEvent[] =>
  client.messages.map((m) => JSON.parse(m.data) as StreamedEvent);

/** Waits for `count` events, then a little longer to see that no more come. */
async function exactly(client: SseClient, count: number): Promise<StreamedEvent[]> {
  await client.waitFor(count);
  await sleep(300);
  return parsed(client);
}

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

describe('catalogue.changed', () => {
  test('updating a studio row streams one public event naming the table', async () => {
    const client = await stream();
    await db.query(`UPDATE studios SET summary = 'Fresh summary' WHERE short_name = 'streamfit'`);
    const events = await exactly(client, 1);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'catalogue.changed',
      subject: { kind: 'studio', id: 'studios' },
      audienceUserIds: null,
      payload: { table: 'studios' },
    });
    expect(client.messages[0]?.event).toBe('catalogue.changed');
  });

  test('each catalogue table has its subject kind; one event per table and transaction', async () => {
    const client = await stream();
    await db.transaction(async (tx) => {
      await tx.query(`UPDATE studio_instructors SET bio = bio || '' WHERE position = 0`);
      await tx.query(`UPDATE studio_instructors SET bio = bio || '' WHERE position = 1`);
      await tx.query(`UPDATE studio_testimonials SET text = text || '' WHERE position = 0`);
      await tx.query(`UPDATE class_types SET name = name WHERE id = 1`);
    });
    const events = await exactly(client, 3);
    expect(events.map((event) => [event.subject.kind, event.payload['table']])).toEqual([
      ['studio_instructor', 'studio_instructors'],
      ['studio_testimonial', 'studio_testimonials'],
      ['class_type', 'class_types'],
    ]);
    // A later transaction is a new change.
    await db.query(`UPDATE class_types SET name = name WHERE id = 1`);
    expect((await exactly(client, 4)).map((event) => event.subject.kind)).toEqual([
      'studio_instructor',
      'studio_testimonial',
      'class_type',
      'class_type',
    ]);
  });

  test('a change that rolls back writes nothing', async () => {
    const client = await stream();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE studios SET summary = 'never seen' WHERE short_name = 'streamfit'`);
        throw new Error('operator changed their mind');
      }),
    ).rejects.toThrow('operator changed their mind');
    await db.query(`UPDATE studios SET summary = summary WHERE short_name = 'streamfit'`);
    const events = await exactly(client, 1);
    expect(events).toHaveLength(1);
    expect(events[0]?.subject.kind).toBe('studio');
  });

  test('the seed at start-up rewriting the catalogue is one event per table', async () => {
    const client = await stream();
    expect((await seedStudios(db, undefined, { force: true })).applied).toBe(true);
    const events = await exactly(client, 4);
    expect(events.map((event) => event.payload['table']).sort()).toEqual([
      'class_types',
      'studio_instructors',
      'studio_testimonials',
      'studios',
    ]);
  });

  // An operator's psql session has its own search_path; only PostgreSQL has such sessions.
  (DATABASE_URL !== undefined ? test : test.skip)(
    "an operator's SQL from another session and search_path is seen too",
    async () => {
      const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
      const client = await stream();
      const operator = new pg.Client({ connectionString: DATABASE_URL });
      await operator.connect();
      try {
        await operator.query(
          `UPDATE "${row!.schema}".studios SET summary = summary WHERE short_name = 'streamfit'`,
        );
      } finally {
        await operator.end();
      }
      const events = await exactly(client, 1);
      expect(events[0]).toMatchObject({
        type: 'catalogue.changed',
        subject: { kind: 'studio', id: 'studios' },
      });
    },
  );

  test('the trigger writes under the same lock and channel as recordEvent', async () => {
    const [fn] = await db.query<{ source: string }>(
      `SELECT prosrc AS source FROM pg_proc WHERE proname = 'record_catalogue_change'`,
    );
    expect(fn?.source).toContain(`pg_advisory_xact_lock(${EVENTS_LOCK_KEY})`);
    expect(fn?.source).toContain(`pg_notify('${EVENTS_CHANNEL}'`);
  });
});
