import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { prepareDatabase } from '../../src/bootstrap.js';
import { openTestDatabase, type TestDatabase } from './database.js';

export const TEST_VERSION = '2030-01-02T03:04:05.000Z';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A migrated, seeded database and the app on top of it, driven with app.inject(). */
export async function startTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await prepareDatabase(database.db);
  const app = await buildApp({ db: database.db, version: TEST_VERSION, logger: false, ...options });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** The envelope every JSON response uses. */
export interface Envelope<T = unknown> {
  status: boolean;
  content: T;
}

export function json<T>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}
