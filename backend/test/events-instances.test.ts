import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { prepareDatabase } from '../src/bootstrap.js';
import type { Database } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { recordEvent } from '../src/events/record.js';
import { TEST_SECRETS, TEST_VERSION } from './support/app.js';
import { createSchema, DATABASE_URL, dropSchema, uniqueSchemaName } from './support/database.js';
import { openStream, type SseClient } from './support/sse.js';

// Several instances only exist on PostgreSQL: PGlite is one embedded database per process.
// (Without DATABASE_URL this suite is skipped; run it with DATABASE_URL=postgresql://... npm test.)
const describeWithPostgres = DATABASE_URL !== undefined ? describe : describe.skip;

describeWithPostgres('several backend instances on one PostgreSQL (LISTEN/NOTIFY)', () => {
  const schema = uniqueSchemaName();
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  const clients: SseClient[] = [];

  async function instance(): Promise<{ app: FastifyInstance; db: Database }> {
    const db = await openPostgres({ connectionString: DATABASE_URL!, schema });
    dbs.push(db);
    const app = await buildApp({
      db,
      version: TEST_VERSION,
      logger: false,
      secrets: TEST_SECRETS,
      eventsPingMs: 60_000,
    });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, db };
  }

  beforeAll(async () => {
    await createSchema(schema);
    const db = await openPostgres({ connectionString: DATABASE_URL!, schema });
    await prepareDatabase(db);
    await db.close();
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await dropSchema(schema);
  });

  test('an event written through one instance is streamed, promptly, by every instance', async () => {
    const one = await instance();
    const two = await instance();
    const onOne = await openStream(one.app);
    const onTwo = await openStream(two.app);
    clients.push(onOne, onTwo);
    const ids: number[] = [];
    for (const [i, writer] of [one, two, one].entries()) {
      ids.push(
        await writer.db.transaction((tx) =>
          recordEvent(tx, {
            type: 'test.multi',
            occurredAt: new Date(),
            subject: { kind: 'test', id: i },
            audienceUserIds: null,
            payload: { i },
          }),
        ),
      );
    }
    // The ping (and its catch-up) is a minute away: only NOTIFY can deliver these in time.
    const fromOne = await onOne.waitFor(3, 3_000);
    const fromTwo = await onTwo.waitFor(3, 3_000);
    expect(fromOne.map((m) => Number(m.id))).toEqual(ids);
    expect(fromTwo.map((m) => Number(m.id))).toEqual(ids);
  });

  test('closing an instance releases its LISTEN connection and ends its streams', async () => {
    const three = await instance();
    const client = await openStream(three.app);
    clients.push(client);
    expect(three.app.events.streamCount).toBe(1);
    await three.app.close();
    await client.body();
    expect(three.app.events.streamCount).toBe(0);
  });
});
