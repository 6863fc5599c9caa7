import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import { prepareDatabase } from '../../src/bootstrap.js';
import type { Secrets } from '../../src/secrets.js';
import { openTestDatabase, type TestDatabase } from './database.js';

export const TEST_VERSION = '2030-01-02T03:04:05.000Z';

/** The tests' own secrets (the app has no defaults): long enough, and nowhere else. */
export const TEST_SECRETS: Secrets = {
  gymBenefitSecret: 'test-gym-benefit-secret-0123456789abcdef',
  eventsStreamToken: 'test-events-stream-token-0123456789abcdef',
  playbackUrlSecret: 'test-playback-url-secret-0123456789abcdef',
};

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * Most test files make every call from one client address (inject's 127.0.0.1), far more often
 * than a person would, so their rate limits are raised (as RATE_LIMIT_FACTOR raises them for the
 * browser tests); the tests of the limits themselves pass `rateLimitFactor: 1`.
 */
export const TEST_RATE_LIMIT_FACTOR = 100;

/**
 * A migrated, seeded database and the app on top of it, driven with app.inject(). In development
 * (the /api/dev routes on) unless the test says otherwise.
 */
export async function startTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await prepareDatabase(database.db);
  const app = await buildApp({
    db: database.db,
    version: TEST_VERSION,
    logger: false,
    devRoutes: true,
    secrets: TEST_SECRETS,
    rateLimitFactor: TEST_RATE_LIMIT_FACTOR,
    ...options,
  });
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
