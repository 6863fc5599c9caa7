// JSON answers to reads are compressed for clients that ask (br, gzip, Vary, an ETag per coding);
// answers to writes, small answers and streams (the event stream, media) are sent as they are.
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { chooseEncoding, registerCompression } from '../src/http/compression.js';
import { startTestApp, type TestApp } from './support/app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

function decoded(response: LightMyRequestResponse): string {
  const coding = response.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (coding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  return response.body;
}

test.each([
  [undefined, 'identity'],
  ['gzip, deflate, br', 'br'],
  ['gzip, deflate', 'gzip'],
  ['br;q=0, gzip;q=0.8', 'gzip'],
  ['*', 'br'],
  ['identity', 'identity'],
])('Accept-Encoding %p → %s', (header, expected) => {
  expect(chooseEncoding(header)).toBe(expected);
});

describe('the studio catalogue (a large JSON read)', () => {
  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    testApp.app.inject({ method, url: '/api/basic/webStudiosInfo', headers });

  test('brotli, gzip or as it is, by Accept-Encoding; the same JSON each way, with Vary', async () => {
    const identity = await get();
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers['vary']).toMatch(/accept-encoding/i);
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    for (const coding of ['br', 'gzip'] as const) {
      const response = await get({ 'accept-encoding': coding });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(coding);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(identity.rawPayload.length / 3);
      expect(JSON.parse(decoded(response))).toEqual(JSON.parse(identity.body));
    }
  });

  test('HEAD answers with the headers of the coded answer', async () => {
    const head = await get({ 'accept-encoding': 'gzip, br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('what is never compressed', () => {
  let app: FastifyInstance;
  const big = { status: true, content: 'x'.repeat(4000) };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerCompression(app);
    app.get('/tagged', async (_request, reply) => reply.header('etag', '"v1"').send(big));
    app.get('/small', async () => ({ status: true, content: 'ok' }));
    // A write that hands out a token: its size must not tell anything.
    app.post('/login', async () => ({ status: true, content: { authToken: 'secret'.repeat(400) } }));
    app.get('/stream', async (_request, reply) =>
      reply.type('application/json').send(Readable.from([JSON.stringify(big)])),
    );
    app.get('/events', async (_request, reply) =>
      reply.type('text/event-stream').send(`data: ${'x'.repeat(4000)}\n\n`),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  test('a tagged answer gets a tag of its own per coding', async () => {
    const response = await app.inject({ url: '/tagged', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['etag']).toBe('"v1-gzip"');
  });

  test.each([
    ['GET', '/small'],
    ['POST', '/login'],
    ['GET', '/stream'],
    ['GET', '/events'],
  ] as const)('%s %s is sent as it is', async (method, url) => {
    const response = await app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
