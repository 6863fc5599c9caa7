import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app.js';
import type { Database, Queryable } from '../src/db/database.js';
import { INTERNAL_ERROR_MESSAGE } from '../src/http/errors.js';
import { describeValidationError, formatSchemaErrors } from '../src/http/validation.js';
import {
  json,
  startTestApp,
  TEST_SECRETS,
  TEST_VERSION,
  type Envelope,
  type TestApp,
} from './support/app.js';
import { usingPostgres } from './support/database.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('system routes', () => {
  test('GET /api/health reports the database kind and the version', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: true,
      content: { database: usingPostgres ? 'postgres' : 'pglite', version: TEST_VERSION },
    });
  });

  test('GET /meta.json is the bare version, never cached', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/meta.json' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ version: TEST_VERSION });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('unknown routes', () => {
  test.each([
    ['GET', '/api/xyz', 'No such route: GET /api/xyz'],
    ['GET', '/api/xyz?secret=1', 'No such route: GET /api/xyz'],
    ['POST', '/api/basic/webStudiosInfo', 'No such route: POST /api/basic/webStudiosInfo'],
    ['DELETE', '/api/health', 'No such route: DELETE /api/health'],
  ] as const)('%s %s → 404 envelope', async (method, url, message) => {
    const response = await testApp.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(json(response)).toEqual({ status: false, content: message });
  });
});

describe('request bodies', () => {
  const post = (payload: string, contentType: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/basic/classTypes',
      payload,
      headers: { 'content-type': contentType },
    });

  test('malformed JSON → 400, not 500', async () => {
    const response = await post('{"oops": ', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: 'body: is not valid JSON' });
  });

  test('prototype poisoning is refused with a 400', async () => {
    const response = await post('{"__proto__": {"admin": true}}', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(json<Envelope>(response).status).toBe(false);
  });

  test('an unsupported content type → 415 envelope', async () => {
    const response = await post('<x/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(json(response)).toEqual({
      status: false,
      content: "body: unsupported content type 'application/xml'",
    });
  });

  test('a body over the size limit → 413 envelope', async () => {
    const response = await post(`{"pad": "${'x'.repeat(1_100_000)}"}`, 'application/json');
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({ status: false, content: 'body: is too large' });
  });
});

describe('X-Request-Id', () => {
  test('echoes a well-formed caller id', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'gateway-42.a:b' },
    });
    expect(response.headers['x-request-id']).toBe('gateway-42.a:b');
  });

  test('mints one when absent or unsafe, also on errors', async () => {
    const absent = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(absent.statusCode).toBe(404);
    expect(absent.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'has spaces\tand tabs' },
    });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a'.repeat(129) },
    });
    expect(tooLong.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unexpected failures', () => {
  const SECRET = 'connection refused by db-host-17 (password=hunter2)';

  /** A database that is down: every call fails with an internal detail that must not leak. */
  function brokenDatabase(): Database {
    const fail = async (): Promise<never> => {
      throw new Error(SECRET);
    };
    const tx: Queryable = { query: fail, exec: fail };
    return {
      kind: 'pglite',
      query: fail,
      exec: fail,
      transaction: async (fn) => fn(tx),
      listen: fail,
      close: async () => undefined,
    };
  }

  function captureLogs(): { lines: Record<string, unknown>[]; stream: Writable } {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    return { lines, stream };
  }

  test('→ 500 with a generic message; the detail goes to the log with the request id', async () => {
    const { lines, stream } = captureLogs();
    const app = await buildApp({
      db: brokenDatabase(),
      version: 'v',
      secrets: TEST_SECRETS,
      logger: { level: 'error', stream },
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/basic/webStudiosInfo',
        headers: { 'x-request-id': 'trace-500' },
      });
      expect(response.statusCode).toBe(500);
      expect(json(response)).toEqual({ status: false, content: INTERNAL_ERROR_MESSAGE });
      expect(response.body).not.toContain('hunter2');
      const logged = lines.find((line) => line['msg'] === 'unexpected error');
      expect(logged).toBeDefined();
      expect(logged?.['requestId']).toBe('trace-500');
      expect(JSON.stringify(logged?.['err'])).toContain(SECRET);
    } finally {
      await app.close();
    }
  });

  test('health answers 503 while the database is down', async () => {
    const { stream } = captureLogs();
    const app = await buildApp({
      db: brokenDatabase(),
      version: 'v',
      secrets: TEST_SECRETS,
      logger: { level: 'error', stream },
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({ status: false, content: 'Database unavailable.' });
    } finally {
      await app.close();
    }
  });
});

describe('validation messages name the field', () => {
  test('nested paths, required and additional properties', () => {
    expect(
      describeValidationError(
        {
          keyword: 'required',
          instancePath: '/userInfo',
          schemaPath: '',
          params: { missingProperty: 'email' },
        },
        'body',
      ),
    ).toBe('userInfo.email: is required');
    expect(
      describeValidationError(
        {
          keyword: 'additionalProperties',
          instancePath: '',
          schemaPath: '',
          params: { additionalProperty: 'admin' },
        },
        'body',
      ),
    ).toBe('admin: is not allowed');
    expect(
      describeValidationError(
        {
          keyword: 'type',
          instancePath: '',
          schemaPath: '',
          params: { type: 'object' },
          message: 'must be object',
        },
        'body',
      ),
    ).toBe('body: must be object');
  });

  test('a schema can word its own message with x-error', () => {
    const error = {
      keyword: 'pattern',
      instancePath: '/ids',
      schemaPath: '',
      params: { pattern: '^x$' },
      message: 'must match pattern "^x$"',
      parentSchema: { type: 'string', 'x-error': 'must be a list of ids' },
    };
    expect(formatSchemaErrors([error], 'querystring').message).toBe('ids: must be a list of ids');
  });
});

describe('a clean stop', () => {
  test('a request in flight when the app closes is answered with Connection: close, and its connection ends', async () => {
    const app = await buildApp({
      db: testApp.database.db,
      version: TEST_VERSION,
      logger: false,
      secrets: TEST_SECRETS,
    });
    let release!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    // Stands in for a slow call (a payment at the provider, a long query).
    app.get('/slow', async () => {
      entered();
      await gate;
      return { status: true, content: 'done' };
    });
    let closingBegan!: () => void;
    const began = new Promise<void>((resolve) => (closingBegan = resolve));
    app.addHook('preClose', async () => closingBegan());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let failed: Error | undefined;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', (error) => (failed = error));
    const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
    socket.write('GET /slow HTTP/1.1\r\nHost: backend\r\nConnection: keep-alive\r\n\r\n');
    await inHandler;

    const closing = app.close();
    await began;
    release();
    await ended;
    await closing;
    expect(failed).toBeUndefined();
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toMatch(/\r\nconnection: close\r\n/i);
    expect(received).toContain('"content":"done"');
  });
});
