// What operators see: health for load balancers (public { ok } only; details on loopback), liveness,
// introspection off where it should be, TRUST_PROXY's default, and JSON for every error the gateway
// answers itself (never HTML, never a 500 for a caller's mistake).
import { request } from 'node:http';
import { getIntrospectionQuery } from 'graphql';
import { configFromEnv, defaultConfig } from '../src/config.js';
import type { FakeBackend } from './support/fake-backend.js';
import { startGateway, useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const quiet = { EVENTS_STREAM: 'false' };

function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; type: string | undefined; body: string }> {
  const { hostname, port } = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('health', () => {
  test('/livez: the process is alive, always 200 { ok: true }', async () => {
    await backend.stop();
    try {
      const response = await fetch(`${gw.url}/livez`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    } finally {
      await backend.start();
    }
  });

  test('/healthz: 200 when the backend and its database answer, 503 when not; details only to loopback peers', async () => {
    const up = await fetch(`${gw.url}/healthz`);
    expect(up.status).toBe(200);
    // The test runs on loopback: it sees the details.
    expect(await up.json()).toMatchObject({
      ok: true,
      upstream: { reachable: true, ok: true, backend: { database: 'pglite' } },
    });

    backend.script('GET', '/api/health', { status: 503, body: { status: false, content: 'database down' } });
    const dbDown = await fetch(`${gw.url}/healthz`);
    expect(dbDown.status).toBe(503);
    expect(await dbDown.json()).toMatchObject({
      ok: false,
      upstream: { reachable: true, ok: false, status: 503 },
    });

    await backend.stop();
    try {
      const down = await fetch(`${gw.url}/healthz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ ok: false, upstream: { reachable: false } });
    } finally {
      await backend.start();
    }
  });

  test('/healthz: anyone else gets { ok } only, and so does anything a proxy forwarded (even from loopback)', async () => {
    const { publicHealth } = await import('../src/http/health.js');
    expect(publicHealth('203.0.113.5')).toBe(true);
    expect(publicHealth('::ffff:10.0.0.4')).toBe(true);
    expect(publicHealth('127.0.0.1')).toBe(false);
    expect(publicHealth('::1')).toBe(false);
    expect(publicHealth('::ffff:127.0.0.1')).toBe(false);
    // A reverse proxy on this machine forwards every browser from loopback: its requests are public.
    for (const header of ['x-forwarded-for', 'forwarded', 'via']) {
      const forwarded = await fetch(`${gw.url}/healthz`, {
        headers: { [header]: header === 'forwarded' ? 'for=203.0.113.5' : '203.0.113.5' },
      });
      expect(forwarded.status).toBe(200);
      expect(await forwarded.json()).toEqual({ ok: true });
    }
  });
});

describe('introspection', () => {
  test('on by default in development; off with PERSISTED_QUERIES_ONLY or NODE_ENV=production', () => {
    expect(defaultConfig().introspection).toBe(true);
    expect(configFromEnv({ ...quiet }).introspection).toBe(true);
    expect(configFromEnv({ ...quiet, PERSISTED_QUERIES_ONLY: 'true' }).introspection).toBe(false);
    expect(configFromEnv({ ...quiet, NODE_ENV: 'production' }).introspection).toBe(false);
  });

  test('when off, an introspection query is refused with a clear error; __typename still works', async () => {
    const closed = await startGateway(backend, { introspection: false });
    try {
      const reply = await closed.query('{ __schema { queryType { name } } }');
      expect(reply.status).toBe(400);
      expect(reply.body.errors?.[0]?.message).toBe('Introspection is disabled on this server.');
      const typeReply = await closed.query('{ __type(name: "Studio") { name } }');
      expect(typeReply.body.errors?.[0]?.message).toBe('Introspection is disabled on this server.');
      expect((await closed.query('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
    } finally {
      await closed.close();
    }
  });

  test('when on, introspection counts toward cost: GraphiQL’s query passes, 30 aliased __schema queries do not', async () => {
    const full = await gw.query(getIntrospectionQuery());
    expect(full.status).toBe(200);
    expect(full.body.errors).toBeUndefined();

    const schemaSelection = getIntrospectionQuery()
      .replace(/^\s*query IntrospectionQuery \{\s*__schema/, '')
      .replace(/\}\s*(fragment[\s\S]*)$/, '');
    const fragments = /fragment[\s\S]*$/.exec(getIntrospectionQuery())?.[0] ?? '';
    const aliased = Array.from({ length: 30 }, (_, i) => `s${i}: __schema ${schemaSelection}`).join('\n');
    const reply = await gw.query(`query { ${aliased} }\n${fragments}`);
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.message).toMatch(/^Query is too expensive/);
  });
});

test('TRUST_PROXY defaults to loopback only', () => {
  expect(defaultConfig().trustProxy).toBe('loopback');
  expect(configFromEnv({ ...quiet }).trustProxy).toBe('loopback');
});

describe('the gateway’s own errors are JSON', () => {
  test('a malformed percent-escape is a 400 JSON, never a 500', async () => {
    for (const path of ['/%', '/studios/%E0%A4%A', '/api/%zz', '/graphql/%']) {
      const reply = await raw(path, { accept: 'text/html' });
      expect({ path, status: reply.status }).toEqual({ path, status: 400 });
      expect(reply.type).toMatch(/^application\/json/);
      expect(JSON.parse(reply.body)).toEqual({ status: false, content: 'Bad request.' });
    }
  });

  test('a very long path is a JSON 414/431, and a wrong method a JSON 405/404', async () => {
    const long = await raw(`/${'a'.repeat(20_000)}`);
    expect([414, 431]).toContain(long.status);
    expect(long.type).toMatch(/^application\/json/);
    expect(JSON.parse(long.body)).toMatchObject({ status: false });

    const media = await fetch(`${gw.url}/media/brand/logo.svg`, { method: 'DELETE' });
    expect(media.status).toBe(405);
    expect(media.headers.get('content-type')).toMatch(/^application\/json/);
    const nothing = await fetch(`${gw.url}/nothing`, { method: 'PUT' });
    expect(nothing.status).toBe(404);
    expect(nothing.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
