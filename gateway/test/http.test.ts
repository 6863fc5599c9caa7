// What the gateway serves besides GraphQL: the web app's build, GraphiQL, meta.json, media from
// the backend and a health check.
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
  writeFileSync(join(webDist, 'meta.json'), '{"version":"2026-11-22T02:00:00Z"}');
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(
    join(webDist, 'route-paths.json'),
    JSON.stringify([
      '/',
      '/studios',
      '/studios/:studioName',
      '/signup/daypass/:shortName',
      '/newplatform/live/*',
    ]),
  );
  ({ backend, gw } = await startStack({ webDist }));
});
afterAll(async () => {
  await gw.close();
  await backend.stop();
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

test('GET /graphql from a browser serves GraphiQL', async () => {
  const response = await fetch(`${gw.url}/graphql`, { headers: html });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  expect(await response.text()).toContain('StreamFit GraphiQL');
});

test('GraphiQL not built: a page saying how to build it', async () => {
  const bare = await startGateway(backend, { webDist: join(webDist, 'missing') });
  try {
    const response = await fetch(`${bare.url}/graphql`, { headers: html });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('npm run build -w web');
    const app = await fetch(`${bare.url}/studios`, { headers: html });
    expect(await app.text()).toContain('npm run build -w web');
  } finally {
    await bare.close();
  }
});

test('client routes get index.html, uncached (SPA fallback)', async () => {
  for (const path of ['/', '/studios/bkpilates', '/signup/daypass/bkpilates']) {
    const response = await fetch(`${gw.url}${path}`, { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('StreamFit app');
  }
});

test('an address no page has gets the app (its not-found page) as a 404; pages match case-insensitively', async () => {
  for (const path of [
    '/no-such-page',
    '/studios/bkpilates/extra',
    '/Studios/../../etc/passwd',
    '/signup/daypass',
  ]) {
    const response = await fetch(`${gw.url}${path}`, { headers: html });
    expect({ path, status: response.status }).toEqual({ path, status: 404 });
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('StreamFit app');
  }
  for (const path of ['/STUDIOS', '/studios/', '/newplatform/live/upcoming/12', '/newplatform/live']) {
    const response = await fetch(`${gw.url}${path}`, { headers: html });
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
  }
});

test('without a route list (an older build) every address is still the app, 200', async () => {
  const older = mkdtempSync(join(tmpdir(), 'gateway-web-older-'));
  writeFileSync(join(older, 'index.html'), '<!doctype html><title>StreamFit app</title>');
  const bare = await startGateway(backend, { webDist: older });
  try {
    const response = await fetch(`${bare.url}/no-such-page`, { headers: html });
    expect(response.status).toBe(200);
  } finally {
    await bare.close();
  }
});

test('hashed assets are cached for good; other files are revalidated; missing files 404', async () => {
  const asset = await fetch(`${gw.url}/assets/index-abc123.js`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const robots = await fetch(`${gw.url}/robots.txt`);
  expect(robots.headers.get('cache-control')).toBe('no-cache');
  const missing = await fetch(`${gw.url}/assets/gone-123.js`, { headers: html });
  expect(missing.status).toBe(404);
});

test('GET /meta.json is the build version, never cached', async () => {
  const response = await fetch(`${gw.url}/meta.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.json()).toEqual({ version: '2026-11-22T02:00:00Z' });
});

test('GET /sw.js is the service worker: revalidated every time, JavaScript, allowed the whole site', async () => {
  const response = await fetch(`${gw.url}/sw.js`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(response.headers.get('service-worker-allowed')).toBe('/');
  expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
  expect(await response.text()).toContain('addEventListener');
});

test('no service worker built: /sw.js is a plain 404, never the app', async () => {
  const bare = await startGateway(backend, { webDist: join(webDist, 'missing') });
  try {
    const response = await fetch(`${bare.url}/sw.js`, { headers: html });
    expect(response.status).toBe(404);
  } finally {
    await bare.close();
  }
});

test('the payment-wallet domain verification file: served as text when configured, a plain 404 otherwise', async () => {
  const missing = await fetch(`${gw.url}/.well-known/apple-developer-merchantid-domain-association`, {
    headers: html,
  });
  expect(missing.status).toBe(404);
  expect(await missing.text()).toBe('No payment-wallet domain verification is configured.');

  const file = join(webDist, 'wallet-association.txt');
  writeFileSync(file, '7B227073704964223A2231');
  const configured = await startGateway(backend, { webDist, walletDomainAssociationFile: file });
  try {
    const response = await fetch(
      `${configured.url}/.well-known/apple-developer-merchantid-domain-association`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('7B227073704964223A2231');
  } finally {
    await configured.close();
  }
});

test('/media/* is streamed from the backend with its status and headers', async () => {
  // As it is: a compressed drawing has a tag of its own (compression.test.ts).
  const response = await fetch(`${gw.url}/media/brand/logo.svg`, {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(response.headers.get('etag')).toBe('"logo-1"');
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-internal-only')).toBeNull();
  expect(await response.text()).toContain('<svg');

  const missing = await fetch(`${gw.url}/media/studios/nope/logo.svg`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({
    status: false,
    content: 'No such media: /media/studios/nope/logo.svg',
  });
});

test('/media/* with the backend down is a 502 JSON', async () => {
  await backend.stop();
  try {
    const response = await fetch(`${gw.url}/media/brand/logo.svg`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ status: false, content: 'Media is unavailable right now.' });
  } finally {
    await backend.start();
  }
});

test('GET /healthz reports whether the gateway can serve: the backend answers (503 when not)', async () => {
  const up = await fetch(`${gw.url}/healthz`);
  expect(up.status).toBe(200);
  expect(await up.json()).toMatchObject({
    ok: true,
    upstream: { reachable: true, ok: true, status: 200, backend: { database: 'pglite' } },
  });

  await backend.stop();
  try {
    const down = await fetch(`${gw.url}/healthz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ ok: false, upstream: { reachable: false, ok: false } });
  } finally {
    await backend.start();
  }
});

test('unknown API-ish paths are JSON 404s, not the app', async () => {
  const response = await fetch(`${gw.url}/api/nothing`, { headers: html });
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ status: false, content: 'Not found.' });
});
