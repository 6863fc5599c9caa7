// The public origin's two calendar addresses, forwarded to the backend as they are: the private
// feed (`/api/calendar/feed/<token>.ics`) and the providers' redirects
// (`/api/calendar/{google,outlook}/callback`). Exactly these shapes reach the backend, with the
// browser's address and never its cookies or Authorization; any other spelling (`..`, encoded
// slashes, another case, another backend route under /api/calendar) is a 404 the backend never sees.
import { request } from 'node:http';
import type { FakeBackend } from './support/fake-backend.js';
import { FAKE_PUBLIC_URL } from './support/fake-workouts.js';
import { useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

/** A request with the path exactly as written (fetch() would normalise `..` before sending). */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const { hostname, port } = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers ?? {} },
      (res) => {
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
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A member with a feed address; its token. */
function feedOwner(): string {
  const { user } = backend.accounts.addUser();
  const answer = backend.workouts.handle(
    'POST',
    new URL('http://backend.local/api/workout/calendarFeed'),
    undefined,
    `Bearer ${[...backend.accounts.tokens.entries()].find(([, id]) => id === user.id)?.[0]}`,
  );
  expect(answer?.status).toBe(200);
  return backend.workouts.feedToken(user)!;
}

test('the feed passes through with the browser’s address, never its cookies or Authorization', async () => {
  const token = feedOwner();
  const reply = await raw(`/api/calendar/feed/${token}.ics`, {
    headers: {
      'x-forwarded-for': '203.0.113.77',
      cookie: 'sf_session=secret',
      authorization: 'Bearer member-token',
      'if-none-match': '"v1"',
      accept: 'text/calendar',
    },
  });
  expect(reply.status).toBe(200);
  expect(reply.body).toContain('BEGIN:VCALENDAR');
  expect(reply.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(reply.headers['content-disposition']).toBe('inline; filename="streamfit-workouts.ics"');
  expect(reply.headers['cache-control']).toBe('private, no-cache');
  expect(reply.headers['referrer-policy']).toBe('no-referrer');
  expect(reply.headers['x-robots-tag']).toBe('noindex');
  // The backend's own cookie stays with it.
  expect(reply.headers['set-cookie']).toBeUndefined();
  expect(backend.requests).toHaveLength(1);
  expect(backend.requests[0]).toMatchObject({
    method: 'GET',
    path: `/api/calendar/feed/${token}.ics`,
    search: '',
    // The test client is on loopback, a trusted proxy: its X-Forwarded-For names the browser, so the
    // backend's per-address feed limit counts the calendar app, not the gateway.
    forwardedFor: '203.0.113.77',
    authorization: undefined,
    cookie: undefined,
  });

  const head = await raw(`/api/calendar/feed/${token}.ics`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
});

test('an unknown or revoked feed is the backend’s 404; a 429 keeps its Retry-After', async () => {
  const unknown = 'A'.repeat(43);
  const reply = await raw(`/api/calendar/feed/${unknown}.ics`);
  expect(reply.status).toBe(404);
  expect(JSON.parse(reply.body)).toEqual({
    status: false,
    content: 'No such calendar feed.',
    code: 'not_found',
  });
  expect(backend.requests.map((r) => r.path)).toEqual([`/api/calendar/feed/${unknown}.ics`]);

  backend.script('GET', `/api/calendar/feed/${unknown}.ics`, {
    status: 429,
    body: { status: false, content: 'Too many calendar feed requests. Please try again in 5 minutes.' },
    headers: { 'retry-after': '300' },
  });
  const limited = await raw(`/api/calendar/feed/${unknown}.ics`);
  expect(limited.status).toBe(429);
  expect(limited.headers['retry-after']).toBe('300');
});

test('the provider’s redirect passes through untouched: status, Location, its query, its headers', async () => {
  for (const provider of ['google', 'outlook']) {
    backend.reset();
    const reply = await raw(`/api/calendar/${provider}/callback?error=access_denied&state=abc`, {
      headers: { cookie: 'sf_session=secret', accept: 'text/html' },
    });
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe(
      `${FAKE_PUBLIC_URL}/newplatform/items/calendar?calendarError=access_denied`,
    );
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(backend.requests).toEqual([
      expect.objectContaining({
        path: `/api/calendar/${provider}/callback`,
        search: '?error=access_denied&state=abc',
        cookie: undefined,
        authorization: undefined,
      }),
    ]);
  }
});

test('path traversal and every other shape under /api/calendar is a 404 that never reaches the backend', async () => {
  const token = feedOwner();
  const refused = [
    '/api/calendar/feed/../../api/user/me',
    `/api/calendar/feed/../feed/${token}.ics`,
    '/api/calendar/google/callback/../../../api/user/me',
    '/api/calendar/google/../connections',
    '/api/calendar/%2e%2e/api/user/me',
    `/api/calendar/feed/%2e%2e%2f${token}.ics`,
    '/api/calendar/google%2fcallback',
    '/api/calendar/google%2Fcallback?state=x',
    '/api/calendar/..%2fapi%2fuser%2fme',
    '/api/calendar/..%5capi%5cuser%5cme',
    '/api/calendar/google\\callback',
    '/api/calendar/%67oogle/callback',
    `/api/calendar/feed/${token.slice(1)}.ics`,
    `/api/calendar/feed/${token}A.ics`,
    `/api/calendar/feed/${token}.ics/`,
    `/api/calendar/feed/${token}.ICS`,
    `/api/calendar/feed/${token}.ics.json`,
    `/api/calendar/feed/${token}%2eics`,
    `/api/calendar/feed//${token}.ics`,
    `/API/CALENDAR/feed/${token}.ics`,
    '/api/calendar//google/callback',
    '/api/calendar/google/callback/',
    '/api/calendar/google/CALLBACK',
    '/api/calendar/yahoo/callback',
    '/api/calendar/google/callback%00',
    // Backend routes under the same prefix that are not the public origin's to serve.
    '/api/calendar/connections',
    '/api/calendar/google/connect',
    '/api/calendar/google/sync',
    '/api/calendar/feed',
    '/api/calendar',
    '/api/calendar/',
  ];
  for (const path of refused) {
    const reply = await raw(path);
    expect({ path, status: reply.status }).toEqual({ path, status: 404 });
  }
  expect(backend.requests).toEqual([]);
});

test('a callback is GET only and a feed GET or HEAD: other methods are 405 without a backend call', async () => {
  const token = feedOwner();
  for (const [method, path, allow] of [
    ['POST', '/api/calendar/google/callback?state=x', 'GET'],
    ['HEAD', '/api/calendar/google/callback?state=x', 'GET'],
    ['DELETE', `/api/calendar/feed/${token}.ics`, 'GET, HEAD'],
    ['POST', `/api/calendar/feed/${token}.ics`, 'GET, HEAD'],
  ] as const) {
    const reply = await raw(path, { method });
    expect({ method, path, status: reply.status, allow: reply.headers.allow }).toEqual({
      method,
      path,
      status: 405,
      allow,
    });
  }
  expect(backend.requests).toEqual([]);
});

test('a backend that cannot be reached is a 502 with a plain message', async () => {
  const token = feedOwner();
  await backend.stop();
  try {
    const reply = await raw(`/api/calendar/feed/${token}.ics`);
    expect(reply.status).toBe(502);
    expect(JSON.parse(reply.body)).toEqual({
      status: false,
      content: 'The calendar is unavailable right now. Please try again shortly.',
    });
  } finally {
    await backend.start();
  }
});
