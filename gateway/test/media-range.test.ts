// Videos through the /media proxy: a video element seeks with Range and If-Range, so they reach the
// backend and its 206/416 answers come back unchanged; a long video streams past the proxy's timeout,
// which only bounds the wait for the backend's answer. The app's policy lets hls.js play (blob:).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { mediaProxy } from '../src/http/media.js';
import { contentSecurityPolicy } from '../src/http/security-headers.js';

const VIDEO = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 251));
const TIMEOUT_MS = 300;

let upstream: Server;
let gateway: Server;
let gatewayUrl: string;
let seen: { path: string; headers: IncomingHttpHeaders }[] = [];

/** A backend answering ranges of VIDEO the way the real one does (single ranges, 416 past the end). */
function backend(): Server {
  return createServer((req, res) => {
    seen.push({ path: req.url ?? '', headers: req.headers });
    if (req.url?.startsWith('/media/videos/slow/')) {
      // Headers at once, then the body for longer than the proxy's timeout.
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(VIDEO.length) });
      res.write(VIDEO.subarray(0, 500));
      setTimeout(() => res.end(VIDEO.subarray(500)), TIMEOUT_MS * 2);
      return;
    }
    if (req.url?.startsWith('/media/videos/busy/')) {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      res.end('{"status":false,"content":"Video media is being prepared."}');
      return;
    }
    const common = { 'content-type': 'video/mp4', 'accept-ranges': 'bytes', etag: '"v1"' };
    const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    const rangeHolds = req.headers['if-range'] === undefined || req.headers['if-range'] === '"v1"';
    if (!match || !rangeHolds) {
      res.writeHead(200, { ...common, 'content-length': String(VIDEO.length) });
      res.end(VIDEO);
      return;
    }
    const start = Number(match[1]);
    if (start >= VIDEO.length) {
      res.writeHead(416, { ...common, 'content-range': `bytes */${VIDEO.length}` });
      res.end();
      return;
    }
    const end = match[2] ? Math.min(Number(match[2]), VIDEO.length - 1) : VIDEO.length - 1;
    res.writeHead(206, {
      ...common,
      'content-range': `bytes ${start}-${end}/${VIDEO.length}`,
      'content-length': String(end - start + 1),
    });
    res.end(VIDEO.subarray(start, end + 1));
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  upstream = backend();
  const backendUrl = await listen(upstream);
  const app = express();
  app.use('/media', mediaProxy(backendUrl, TIMEOUT_MS));
  gateway = createServer(app);
  gatewayUrl = await listen(gateway);
});

afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await new Promise((resolve) => upstream.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const url = (): string => `${gatewayUrl}/media/videos/7/video.mp4?expires=1893456000&signature=abc_DEF-123`;

test('Range and If-Range reach the backend; its 206 comes back with Content-Range and the exact bytes', async () => {
  const response = await fetch(url(), { headers: { range: 'bytes=100-199', 'if-range': '"v1"' } });
  expect(response.status).toBe(206);
  expect(response.headers.get('content-range')).toBe('bytes 100-199/1000');
  expect(response.headers.get('accept-ranges')).toBe('bytes');
  expect(response.headers.get('content-length')).toBe('100');
  expect(response.headers.get('etag')).toBe('"v1"');
  expect(Buffer.from(await response.arrayBuffer()).equals(VIDEO.subarray(100, 200))).toBe(true);
  expect(seen).toHaveLength(1);
  expect(seen[0]?.path).toBe('/media/videos/7/video.mp4?expires=1893456000&signature=abc_DEF-123');
  expect(seen[0]?.headers.range).toBe('bytes=100-199');
  expect(seen[0]?.headers['if-range']).toBe('"v1"');
});

test('a stale If-Range gets the whole file, as the backend decides', async () => {
  const response = await fetch(url(), { headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-range')).toBeNull();
  expect((await response.arrayBuffer()).byteLength).toBe(VIDEO.length);
});

test('a range past the end: the 416 and its Content-Range pass through unchanged', async () => {
  const response = await fetch(url(), { headers: { range: 'bytes=5000-' } });
  expect(response.status).toBe(416);
  expect(response.headers.get('content-range')).toBe('bytes */1000');
});

test('a HEAD tells the size and that ranges work, without a body', async () => {
  const response = await fetch(url(), { method: 'HEAD' });
  expect(response.status).toBe(200);
  expect(response.headers.get('accept-ranges')).toBe('bytes');
  expect(response.headers.get('content-length')).toBe('1000');
});

test('a body that streams longer than the timeout is not cut: the timeout is for the answer to start', async () => {
  const response = await fetch(`${gatewayUrl}/media/videos/slow/video.mp4`);
  expect(response.status).toBe(200);
  expect(Buffer.from(await response.arrayBuffer()).equals(VIDEO)).toBe(true);
});

test('the backend’s 503 while it prepares media keeps its Retry-After', async () => {
  const response = await fetch(`${gatewayUrl}/media/videos/busy/master.m3u8`);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
});

test('path checks still apply to videos: a climb out of /media never reaches the backend', async () => {
  const response = await fetch(`${gatewayUrl}/media/videos/7/..%2f..%2f..%2fapi%2fhealth`, {
    headers: { range: 'bytes=0-1' },
  });
  expect(response.status).toBe(400);
  expect(seen).toEqual([]);
});

test('the app policy lets videos play from the site and from hls.js’s blob: MediaSource and worker', () => {
  const policy = contentSecurityPolicy('app', { stripe: false, host: 'localhost:4000', secure: false });
  const directives = new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );
  expect(directives.get('media-src')).toEqual(["'self'", 'blob:']);
  expect(directives.get('worker-src')).toEqual(["'self'", 'blob:']);
  // Nothing else widened: no other origin, no data: media.
  expect(policy).not.toMatch(/media-src[^;]*(https?:|data:|\*)/);
});
