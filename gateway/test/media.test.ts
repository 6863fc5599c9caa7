// The /media proxy forwards only what lies under /media/ on the backend: a path that tries to climb
// out (plain, percent-encoded, double-encoded, backslashes, overlong UTF-8, an absolute URL) is a
// 400 that never reaches the backend, while studio artwork and the live player still stream.
import { request } from 'node:http';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

/**
 * A GET with the path exactly as written: fetch() would normalise `..` and backslashes before
 * sending, which is not what an attacker's client does.
 */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const traversals = [
  '/media/../api/user/me',
  '/media/brand/../../api/basic/webStudiosInfo',
  '/media/%2e%2e/api/basic/webStudiosInfo',
  '/media/%2E%2E/api/basic/webStudiosInfo',
  '/media/.%2e/api/basic/webStudiosInfo',
  '/media/%2e./api/basic/webStudiosInfo',
  '/media/%252e%252e/api/basic/webStudiosInfo',
  '/media/%252E%252E%252Fapi%252Fhealth',
  '/media/..%2fapi/health',
  '/media/..%2Fapi/health',
  '/media/%2e%2e%2fapi%2fhealth',
  '/media/..%5capi%5chealth',
  '/media/..\\api\\health',
  '/media/brand\\..\\..\\api\\health',
  '/media/%c0%ae%c0%ae/api/health',
  '/media/%c0%ae%c0%ae%c0%afapi%c0%afhealth',
  '/media/./brand/logo.svg',
  '/media/brand/./logo.svg',
  '/media//api/health',
  '/media/brand//logo.svg',
  '/media/brand/logo.svg%00',
  '/media/brand/%00/../../api/health',
  '/media/brand/logo%0a.svg',
  '/media/%',
  '/media/%zz/api/health',
  '/media/brand/%e0%80',
  '/media/http://127.0.0.1:1/api/health',
  '/media/http:%2f%2f127.0.0.1:1%2fapi%2fhealth',
  '/media/%68ttp:%2F%2Fevil.example/api',
  '/media//evil.example/api/health',
  '/media/',
  '/media',
];

test.each(traversals)('%s is refused with a 400 and never reaches the backend', async (path) => {
  const reply = await rawGet(path);
  expect(reply.status).toBe(400);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(reply.body)).toEqual({ status: false, content: 'Bad media path.' });
  expect(backend.requests).toEqual([]);
});

test('the case of /MEDIA does not matter: the upstream path is always rebuilt under /media/', async () => {
  const reply = await rawGet('/MEDIA/brand/logo.svg');
  expect(reply.status).toBe(200);
  expect(backend.requests.map((r) => r.path)).toEqual(['/media/brand/logo.svg']);
});

test('studio artwork still streams, an encoded character in a name is kept, and the backend hears who asked', async () => {
  const reply = await rawGet('/media/brand/logo.svg', { 'x-forwarded-for': '203.0.113.50' });
  expect(reply.status).toBe(200);
  expect(reply.body).toContain('<svg');
  expect(backend.requests).toHaveLength(1);
  expect(backend.requests[0]?.path).toBe('/media/brand/logo.svg');
  // The test client is on loopback, a trusted proxy: its X-Forwarded-For names the browser.
  expect(backend.requests[0]?.forwardedFor).toBe('203.0.113.50');

  backend.reset();
  const spaced = await rawGet('/media/studios/bk%20pilates/logo.svg');
  expect(spaced.status).toBe(404);
  expect(backend.requests.map((r) => r.path)).toEqual(['/media/studios/bk%20pilates/logo.svg']);
  expect(backend.requests.every((r) => r.path.startsWith('/media/'))).toBe(true);
});

test('the live player URL keeps its signed query string', async () => {
  const reply = await rawGet('/media/live/7?expires=1893456000&signature=abc_DEF-123');
  expect(reply.status).toBe(200);
  expect(reply.body).toContain('live 7');
  expect(backend.requests).toHaveLength(1);
  expect(backend.requests[0]?.path).toBe('/media/live/7');
  expect(backend.requests[0]?.search).toBe('?expires=1893456000&signature=abc_DEF-123');
  expect(backend.requests[0]?.forwardedFor).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
});
