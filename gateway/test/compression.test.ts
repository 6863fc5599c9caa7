// Smaller answers: the web build's precompressed copies chosen by Accept-Encoding (with Vary, the
// file's own type, a length and an ETag per coding, ranges from the original), GraphQL and HTML
// answers compressed as they are sent (never a mutation's), media playlists and drawings
// compressed on their way through while video passes as it is.
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { request, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import express from 'express';
import { chooseEncoding, compressSentAnswers } from '../src/http/compression.js';
import { mediaProxy } from '../src/http/media.js';
import type { FakeBackend } from './support/fake-backend.js';
import { startStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
let webDist: string;

const SCRIPT = `export const studios = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Studio ${i}`))};\n`;
const PAGE = `<!doctype html><title>StreamFit app</title><main>${'<p>Stream your class.</p>'.repeat(100)}</main>`;
const PLAIN = 'x'.repeat(5000);

/** A file and the copies the web build makes beside it. */
function built(path: string, text: string, copies = true): void {
  writeFileSync(path, text);
  if (!copies) return;
  writeFileSync(`${path}.br`, brotliCompressSync(Buffer.from(text)));
  writeFileSync(`${path}.gz`, gzipSync(Buffer.from(text)));
}

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'gateway-compression-'));
  mkdirSync(join(webDist, 'assets'));
  built(join(webDist, 'index.html'), PAGE);
  built(join(webDist, 'assets', 'main-abc123.js'), SCRIPT);
  built(join(webDist, 'assets', 'plain-abc123.js'), PLAIN, false);
  writeFileSync(join(webDist, 'route-paths.json'), JSON.stringify(['/', '/studios']));
  ({ backend, gw } = await startStack({ webDist }));
});
afterAll(async () => {
  await gw.close();
  await backend.stop();
});

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request with node:http: fetch would undo the coding and hide what was on the wire. */
function raw(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(reply: RawReply): string {
  const coding = reply.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(reply.body).toString('utf8');
  if (coding === 'gzip') return gunzipSync(reply.body).toString('utf8');
  return reply.body.toString('utf8');
}

const vary = (reply: RawReply) => String(reply.headers['vary'] ?? '');

describe('Accept-Encoding', () => {
  test.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['BR', 'br'],
  ])('%p → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("the web build's precompressed copies", () => {
  const asset = () => `${gw.url}/assets/main-abc123.js`;

  test('brotli for a browser that takes it: the copy, its length, the script type, Vary, cached for good', async () => {
    const reply = await raw(asset(), { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/^text\/javascript/);
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(vary(reply)).toMatch(/Accept-Encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.headers['accept-ranges']).toBeUndefined();
    expect(decoded(reply)).toBe(SCRIPT);
  });

  test('gzip for a browser without brotli; the original without Accept-Encoding, with the same type and Vary', async () => {
    const gzip = await raw(asset(), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(SCRIPT);
    const identity = await raw(asset());
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8')).toBe(SCRIPT);
    expect(Number(identity.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    expect(identity.headers['content-type']).toBe(gzip.headers['content-type']);
    expect(vary(identity)).toMatch(/Accept-Encoding/i);
  });

  test('HEAD gives the headers of the copy GET would send, and no body', async () => {
    const get = await raw(asset(), { 'accept-encoding': 'br' });
    const head = await raw(asset(), { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['etag']).toBe(get.headers['etag']);
  });

  test('a byte range is served from the original, even to a browser taking brotli', async () => {
    const reply = await raw(asset(), { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-range']).toBe(`bytes 0-9/${Buffer.byteLength(SCRIPT)}`);
    expect(reply.body.toString('utf8')).toBe(SCRIPT.slice(0, 10));
  });

  test('one ETag per coding: 304 for the copy the browser holds, the other coding sent in full', async () => {
    const br = await raw(asset(), { 'accept-encoding': 'br' });
    const gzip = await raw(asset(), { 'accept-encoding': 'gzip' });
    const identity = await raw(asset());
    const tags = [br, gzip, identity].map((reply) => reply.headers['etag']);
    expect(new Set(tags).size).toBe(3);
    const again = await raw(asset(), {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers['etag']),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(vary(again)).toMatch(/Accept-Encoding/i);
    const otherCoding = await raw(asset(), {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers['etag']),
    });
    expect(otherCoding.status).toBe(200);
    expect(otherCoding.headers['content-encoding']).toBe('gzip');
  });

  test('a file the build left without copies goes out as it is', async () => {
    const reply = await raw(`${gw.url}/assets/plain-abc123.js`, { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString('utf8')).toBe(PLAIN);
  });

  test('a file edited where it is deployed is sent as it now is, not as the older copy', async () => {
    const file = join(webDist, 'assets', 'edited-abc123.js');
    built(file, SCRIPT);
    writeFileSync(file, 'export const edited = true;\n');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const reply = await raw(`${gw.url}/assets/edited-abc123.js`, { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString('utf8')).toBe('export const edited = true;\n');
  });

  test('the app page (SPA fallback, 404 included) comes as its copy, uncached', async () => {
    for (const [path, status] of [
      ['/studios', 200],
      ['/no-such-page', 404],
    ] as const) {
      const reply = await raw(`${gw.url}${path}`, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect({ path, status: reply.status }).toEqual({ path, status });
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(decoded(reply)).toBe(PAGE);
    }
  });

  test('the copies themselves and hidden build files are no way around the rules', async () => {
    const hidden = await raw(`${gw.url}/.vite/manifest.json`, { 'accept-encoding': 'br' });
    expect(hidden.status).toBe(404);
    const traversal = await raw(`${gw.url}/assets/..%2f..%2findex.html`, { 'accept-encoding': 'br' });
    expect(traversal.headers['content-encoding']).toBeUndefined();
  });
});

describe('GraphQL answers', () => {
  // 30 aliases with long names: an answer over the 1 KiB worth compressing, query or mutation alike.
  const fields = Array.from({ length: 30 }, (_, i) => `typeNameOfTheRootOperationNumber${i}: __typename`);

  async function graphql(document: string, acceptEncoding: string): Promise<RawReply> {
    return raw(
      `${gw.url}/graphql`,
      { 'content-type': 'application/json', accept: 'application/json', 'accept-encoding': acceptEncoding },
      'POST',
      JSON.stringify({ query: document }),
    );
  }

  test('a query answer is compressed, with Vary; the same asked without a coding is not', async () => {
    const br = await graphql(`{ ${fields.join(' ')} }`, 'gzip, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(vary(br)).toMatch(/Accept-Encoding/i);
    const data = (JSON.parse(decoded(br)) as { data: Record<string, string> }).data;
    expect(data['typeNameOfTheRootOperationNumber0']).toBe('Query');
    const gzip = await graphql(`{ ${fields.join(' ')} }`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const identity = await graphql(`{ ${fields.join(' ')} }`, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(identity.body.toString('utf8'))).toEqual(JSON.parse(decoded(br)));
  });

  test('a small answer is sent as it is', async () => {
    const reply = await graphql('{ __typename }', 'br');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(vary(reply)).toMatch(/Accept-Encoding/i);
  });

  test('a mutation answer is never compressed (it may hand out a session token)', async () => {
    const reply = await graphql(`mutation { ${fields.join(' ')} }`, 'br, gzip');
    expect(reply.status).toBe(200);
    expect(reply.body.length).toBeGreaterThan(1024);
    expect(reply.headers['content-encoding']).toBeUndefined();
    const data = (JSON.parse(reply.body.toString('utf8')) as { data: Record<string, string> }).data;
    expect(data['typeNameOfTheRootOperationNumber0']).toBe('Mutation');
  });
});

describe('answers sent whole and answers that stream', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = express();
    app.use(compressSentAnswers());
    app.get('/page', (_req, res) => {
      res.send(PAGE);
    });
    app.get('/events', (_req, res) => {
      // An event stream: every event must reach the browser as it is written.
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(`data: ${'x'.repeat(2000)}\n\n`);
      setTimeout(() => res.end('data: last\n\n'), 50);
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('an HTML page made per request is compressed, as HTML', async () => {
    const reply = await raw(`${url}/page`, { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(decoded(reply)).toBe(PAGE);
  });

  test('an event stream is never compressed', async () => {
    const reply = await raw(`${url}/events`, { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString('utf8')).toContain('data: last');
  });

  test('sent as it is, an answer has the bytes, type, length and ETag res.send alone would give it', async () => {
    // Text beyond ASCII: the length is of the UTF-8 bytes, not of the characters.
    const json = JSON.stringify({ data: { note: 'Café – ünïcode '.repeat(200) } });
    const plain = express();
    const compressing = express();
    compressing.use(compressSentAnswers());
    for (const app of [plain, compressing]) {
      app.get('/json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.send(json);
      });
      app.get('/page', (_req, res) => {
        res.send(PAGE);
      });
    }
    const servers = [plain, compressing].map((app) => app.listen(0, '127.0.0.1'));
    try {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.once('listening', resolve))));
      const urls = servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      for (const path of ['/json', '/page']) {
        const [alone, wrapped] = await Promise.all(urls.map((base) => raw(`${base}${path}`, {})));
        expect(wrapped!.body.equals(alone!.body)).toBe(true);
        for (const header of ['content-type', 'content-length', 'etag'])
          expect([header, wrapped!.headers[header]]).toEqual([header, alone!.headers[header]]);
        expect(wrapped!.headers['content-encoding']).toBeUndefined();
      }
    } finally {
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    }
  });
});

describe('media through the proxy', () => {
  const PLAYLIST = `#EXTM3U\n${Array.from({ length: 100 }, (_, i) => `#EXTINF:4.0,\nseg${i}.ts?expires=1&signature=abcdef\n`).join('')}`;
  const VIDEO = Buffer.from(Array.from({ length: 4000 }, (_, i) => i % 251));
  let upstream: Server;
  let proxy: Server;
  let url: string;
  const seen: (string | undefined)[] = [];

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      seen.push(req.headers['if-none-match']);
      if (req.url?.endsWith('.m3u8')) {
        if (req.headers['if-none-match'] === '"p1"') {
          res.writeHead(304, { etag: '"p1"' });
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/vnd.apple.mpegurl', etag: '"p1"' });
        res.end(PLAYLIST);
        return;
      }
      res.writeHead(200, {
        'content-type': 'video/mp2t',
        'content-length': String(VIDEO.length),
        'accept-ranges': 'bytes',
      });
      res.end(VIDEO);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const app = express();
    app.use('/media', mediaProxy(`http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, 1000));
    proxy = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => proxy.once('listening', resolve));
    url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => proxy.close(() => resolve()));
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  test('a playlist is compressed, with its own ETag; a 304 still comes for the copy held', async () => {
    const reply = await raw(`${url}/media/videos/1/480p.m3u8`, { 'accept-encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['etag']).toBe('"p1-br"');
    expect(vary(reply)).toMatch(/Accept-Encoding/i);
    expect(decoded(reply)).toBe(PLAYLIST);
    const again = await raw(`${url}/media/videos/1/480p.m3u8`, {
      'accept-encoding': 'gzip, br',
      'if-none-match': '"p1-br"',
    });
    expect(again.status).toBe(304);
    expect(again.headers['etag']).toBe('"p1-br"');
    // The backend was asked with its own tag.
    expect(seen.at(-1)).toBe('"p1"');
  });

  test('a video segment passes as it is, with its length and ranges', async () => {
    const reply = await raw(`${url}/media/videos/1/480p/seg1.ts`, { 'accept-encoding': 'gzip, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-length']).toBe(String(VIDEO.length));
    expect(reply.headers['accept-ranges']).toBe('bytes');
    expect(reply.body.equals(VIDEO)).toBe(true);
  });
});
