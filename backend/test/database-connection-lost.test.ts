// A PostgreSQL connection lost in the middle of a transaction (the server restarted or an operator
// terminated the session) must fail that transaction, not the process, and the pool must go on
// serving with fresh connections. PostgreSQL only: PGlite has no connections to lose.
import type { Database } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { createSchema, DATABASE_URL, dropSchema, uniqueSchemaName } from './support/database.js';

const describeWithPostgres = DATABASE_URL !== undefined ? describe : describe.skip;

describeWithPostgres('a connection lost mid-transaction', () => {
  const schema = uniqueSchemaName();
  let db: Database;
  let operator: Database;

  beforeAll(async () => {
    await createSchema(schema);
    db = await openPostgres({ connectionString: DATABASE_URL!, schema, maxConnections: 2 });
    operator = await openPostgres({ connectionString: DATABASE_URL!, schema, maxConnections: 1 });
    await db.exec('CREATE TABLE probe (id int PRIMARY KEY)');
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await operator?.close();
    await dropSchema(schema);
  });

  test('between two statements: the transaction rejects, nothing is kept, the process lives on', async () => {
    const uncaught: Error[] = [];
    const record = (error: Error): void => {
      uncaught.push(error);
    };
    process.on('uncaughtException', record);
    try {
      const outcome = db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (id) VALUES (1)');
        const [row] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await operator.query('SELECT pg_terminate_backend($1)', [row!.pid]);
        // The server's goodbye arrives while no statement is running: the moment that used to be
        // an unhandled 'error' event on the checked-out client.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.query('INSERT INTO probe (id) VALUES (2)');
      });
      await expect(outcome).rejects.toThrow();
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
    // Nothing of the lost transaction was kept, and the pool answers on a fresh connection.
    expect(await db.query('SELECT id FROM probe')).toEqual([]);
    await db.transaction(async (tx) => tx.query('INSERT INTO probe (id) VALUES (3)'));
    expect(await db.query<{ id: number }>('SELECT id FROM probe')).toEqual([{ id: 3 }]);
  });
});
