// Security headers on every response the gateway makes: a Content-Security-Policy without inline
// script that no other site may frame (GraphiQL with its own), nosniff, Referrer-Policy,
// X-Frame-Options, COOP and Permissions-Policy; Stripe's origins only with the Stripe provider;
// HSTS only over HTTPS reported by a trusted proxy; /media keeps the backend's own policy.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeBackend } from './support/fake-backend.js';
import { startGateway, startStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>StreamFit app</title>');
  writeFileSync(join(webDist, 'graphiql.html'), '<!doctype html><title>StreamFit GraphiQL</title>');
  writeFileSync(join(webDist, 'meta.json'), '{"version":"1"}');
  writeFileSync(join(webDist, 'assets', 'main-abc.js'), 'console.log(1)');
  ({ backend, gw } = await startStack({ webDist }));
});
afterAll(async () => {
  await gw.close();
  await backend.stop();
});
beforeEach(() => backend.reset());

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The directives of a CSP header, name → sources. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

function expectCommonHeaders(response: Response, what: string): void {
  expect({ what, nosniff: response.headers.get('x-content-type-options') }).toEqual({
    what,
    nosniff: 'nosniff',
  });
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const permissions = response.headers.get('permissions-policy') ?? '';
  expect(permissions).toContain('geolocation=()');
  expect(permissions).toContain('camera=(self)');
  expect(permissions).toContain('microphone=(self)');
  expect(permissions).toContain('fullscreen=(self)');
  // Not a policy-controlled feature: Chromium warns about it in the console of every page.
  expect(permissions).not.toContain('bluetooth');
  expect(response.headers.get('strict-transport-security')).toBeNull();
  const csp = directives(response.headers.get('content-security-policy'));
  expect({ what, frameAncestors: csp.get('frame-ancestors') }).toEqual({ what, frameAncestors: ["'none'"] });
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
}

test('every kind of response carries the headers', async () => {
  const responses: [string, Response][] = [
    ['app page', await fetch(`${gw.url}/account`, { headers: html })],
    ['GraphiQL', await fetch(`${gw.url}/graphql`, { headers: html })],
    [
      'GraphQL',
      await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ __typename }"}',
      }),
    ],
    [
      'GraphQL error',
      await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":',
      }),
    ],
    ['JSON 404', await fetch(`${gw.url}/api/nothing`)],
    ['static file', await fetch(`${gw.url}/assets/main-abc.js`)],
    ['meta.json', await fetch(`${gw.url}/meta.json`)],
    ['health', await fetch(`${gw.url}/healthz`)],
  ];
  for (const [what, response] of responses) {
    expect({ what, ok: response.status < 500 }).toEqual({ what, ok: true });
    expectCommonHeaders(response, what);
    await response.arrayBuffer();
  }
});

test('the app policy: no inline anything, frames only from itself (the live player), images from itself and data/blob', async () => {
  const response = await fetch(`${gw.url}/liveschedule`, { headers: html });
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('frame-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  const { host } = new URL(gw.url);
  expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`]);
  expect(response.headers.get('content-security-policy')).not.toContain('stripe');
  expect(response.headers.get('content-security-policy')).not.toContain('unsafe');
});

test('a Host header cannot write into the policy', async () => {
  const { request } = await import('node:http');
  const { hostname, port } = new URL(gw.url);
  const header = await new Promise<string | undefined>((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path: '/account',
        headers: { ...html, host: "evil.example; script-src 'unsafe-inline'" },
      },
      (res) => {
        res.resume();
        resolve(res.headers['content-security-policy'] as string | undefined);
      },
    );
    req.on('error', reject);
    req.end();
  });
  expect(header).toBeDefined();
  expect(header).not.toContain('evil.example');
  expect(directives(header ?? '').get('script-src')).toEqual(["'self'"]);
});

test('GraphiQL has its own policy: its inline style is allowed there, never in the app', async () => {
  const response = await fetch(`${gw.url}/graphql`, { headers: html });
  const csp = directives(response.headers.get('content-security-policy'));
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
});

test('Stripe’s origins are allowed only when the backend takes cards with Stripe', async () => {
  const local = directives(
    (await fetch(`${gw.url}/checkout`, { headers: html })).headers.get('content-security-policy'),
  );
  expect(local.get('script-src')).toEqual(["'self'"]);

  backend.payments.provider = { provider: 'stripe', publishable: 'pk_test_123' };
  const response = await fetch(`${gw.url}/checkout`, { headers: html });
  const stripe = directives(response.headers.get('content-security-policy'));
  expect(stripe.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
  expect(stripe.get('frame-src')).toEqual([
    "'self'",
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
  ]);
  expect(stripe.get('connect-src')).toContain('https://api.stripe.com');
  expect(stripe.get('frame-ancestors')).toEqual(["'none'"]);
  expect(response.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
  expect(backend.count('/api/basic/stripe')).toBe(2);

  // JSON answers never ask the backend which provider it uses.
  backend.reset();
  backend.payments.provider = { provider: 'stripe', publishable: 'pk_test_123' };
  await (await fetch(`${gw.url}/api/nothing`)).arrayBuffer();
  expect(backend.count('/api/basic/stripe')).toBe(0);
});

test('the provider is read through the catalogue cache', async () => {
  const cached = await startGateway(backend, { webDist, catalogueCacheTtlMs: 60_000 });
  try {
    backend.payments.provider = { provider: 'stripe', publishable: 'pk_test_123' };
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${cached.url}/checkout`, { headers: html });
      expect(response.headers.get('content-security-policy')).toContain('https://js.stripe.com');
    }
    expect(backend.count('/api/basic/stripe')).toBe(1);
  } finally {
    await cached.close();
  }
});

test('HSTS only over HTTPS as reported by a trusted proxy', async () => {
  const secure = await fetch(`${gw.url}/account`, { headers: { ...html, 'x-forwarded-proto': 'https' } });
  expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  expect(directives(secure.headers.get('content-security-policy')).get('connect-src')).toEqual([
    "'self'",
    `wss://${new URL(gw.url).host}`,
  ]);

  const untrusting = await startGateway(backend, { webDist, trustProxy: false });
  try {
    const spoofed = await fetch(`${untrusting.url}/account`, {
      headers: { ...html, 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  } finally {
    await untrusting.close();
  }
});

test('/media keeps the backend’s own policy and frame rules, with nosniff and Referrer-Policy', async () => {
  const player = await fetch(`${gw.url}/media/live/7?expires=1&signature=x`, { headers: html });
  expect(player.status).toBe(200);
  expect(player.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
  expect(player.headers.get('x-frame-options')).toBeNull();
  expect(player.headers.get('x-content-type-options')).toBe('nosniff');
  expect(player.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');

  // A media answer without headers of its own still gets nosniff and Referrer-Policy.
  const missing = await fetch(`${gw.url}/media/studios/nope/logo.svg`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  expect(missing.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(missing.headers.get('x-frame-options')).toBeNull();
});
