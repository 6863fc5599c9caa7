import { buildApp } from '../src/app.js';
import { isDevelopment, isLoopbackHost, loadConfig } from '../src/config.js';
import { json, startTestApp, TEST_SECRETS, TEST_VERSION, type TestApp } from './support/app.js';

/**
 * The development-only routes (/api/dev/outbox carries every password mail, /api/dev/billing/run
 * bills on demand): registered only in development, and even then refused to proxied requests.
 */

let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  dev = await startTestApp({ devRoutes: true });
  production = await startTestApp({ devRoutes: false });
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await production?.close();
});

const DEV_ROUTES = [
  ['GET', '/api/dev/outbox'],
  ['POST', '/api/dev/billing/run'],
] as const;

describe('development means NODE_ENV is not production and a loopback address only', () => {
  test.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['::1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.20', false],
    ['10.0.0.5', false],
    ['127.0.0.256', false],
    ['127.0.0.1.example.com', false],
    ['localhost.example.com', false],
    ['backend', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });

  test('NODE_ENV=production is never development, whatever the address', () => {
    expect(isDevelopment('production', '127.0.0.1')).toBe(false);
    expect(isDevelopment(undefined, '127.0.0.1')).toBe(true);
    expect(isDevelopment('test', 'localhost')).toBe(true);
    expect(isDevelopment('development', '0.0.0.0')).toBe(false);
  });

  test('the configuration reads it from NODE_ENV and BACKEND_HOST (default 127.0.0.1)', () => {
    expect(loadConfig({}).development).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).development).toBe(false);
    expect(loadConfig({ BACKEND_HOST: '0.0.0.0' }).development).toBe(false);
    expect(loadConfig({ BACKEND_HOST: '::1', NODE_ENV: 'development' }).development).toBe(true);
  });
});

describe('outside development', () => {
  test.each(DEV_ROUTES)('%s %s does not exist (the ordinary 404)', async (method, url) => {
    const response = await production.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ status: false, content: `No such route: ${method} ${url}` });
  });

  test('no /api/dev route is registered at all', () => {
    expect(production.app.printRoutes({ commonPrefix: false })).not.toContain('/api/dev');
  });

  test('a domain that tries to register a development route anyway fails at start-up', async () => {
    const app = await buildApp({
      db: production.database.db,
      version: TEST_VERSION,
      logger: false,
      secrets: TEST_SECRETS,
    });
    expect(() => app.get('/api/dev/anything', async () => 'never')).toThrow(
      /\/api\/dev\/anything is a development route/,
    );
    await app.close();
  });
});

describe('in development', () => {
  test.each(DEV_ROUTES)('%s %s answers a direct call', async (method, url) => {
    const response = await dev.app.inject({ method, url });
    expect(response.statusCode).toBe(200);
  });

  test.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-forwarded-host', 'streamfit.app'],
    ['x-forwarded-proto', 'https'],
    ['via', '1.1 gateway'],
  ])('a request carrying %s is answered as if the routes did not exist', async (header, value) => {
    for (const [method, url] of DEV_ROUTES) {
      const response = await dev.app.inject({ method, url, headers: { [header]: value } });
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ status: false, content: `No such route: ${method} ${url}` });
    }
  });

  test('a refused billing run runs nothing', async () => {
    const billing = dev.app.billing;
    const runDue = billing.runDue.bind(billing);
    let runs = 0;
    billing.runDue = async (now) => {
      runs += 1;
      return runDue(now);
    };
    try {
      await dev.app.inject({
        method: 'POST',
        url: '/api/dev/billing/run',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(runs).toBe(0);
      await dev.app.inject({ method: 'POST', url: '/api/dev/billing/run' });
      expect(runs).toBe(1);
    } finally {
      billing.runDue = runDue;
    }
  });
});
