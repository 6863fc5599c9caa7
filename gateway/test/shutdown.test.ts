// A clean stop of the built gateway (dist/server.js) on SIGTERM: it stops accepting, answers the
// request in flight (with Connection: close), closes WebSockets with 1001 Going away, stops its
// event stream and exits 0. Needs a build: `npm run build -w gateway` (done here when missing).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from '../src/config.js';
import { FakeBackend } from './support/fake-backend.js';
import { TEST_EVENTS_STREAM_TOKEN, waitFor } from './support/fake-event-stream.js';
import { openInitialised } from './support/raw-ws.js';

const gatewayDir = join(repoRoot, 'gateway');

beforeAll(() => {
  // The test runs what production runs; build it when the build is missing.
  if (!existsSync(join(gatewayDir, 'dist/server.js')))
    execFileSync('npm', ['run', 'build'], { cwd: gatewayDir, stdio: 'ignore' });
}, 120_000);

test('SIGTERM: the slow request in flight is answered 200, the WebSocket gets 1001, the event stream is let go, exit 0', async () => {
  const backend = new FakeBackend();
  backend.holdEventStream = true;
  await backend.start();
  try {
    const child = spawn(process.execPath, ['dist/server.js'], {
      cwd: gatewayDir,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        HOST: '127.0.0.1',
        BACKEND_URL: backend.url,
        EVENTS_STREAM_TOKEN: TEST_EVENTS_STREAM_TOKEN,
        PERSISTED_QUERIES_FILE: '/nonexistent/persisted-queries.json',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    await waitFor(() => /listening on http:\/\/\S+:\d+/.test(output), 20_000, 'the gateway to listen');
    const url = /listening on (http:\/\/\S+:\d+)/.exec(output)?.[1] ?? '';
    // A connected event stream is what made a clean stop exit 1: wait for it.
    await waitFor(
      () => backend.count('/api/events/stream') > 0 && output.includes('events: connected'),
      10_000,
      'the event stream',
    );
    const socket = await openInitialised(url, {});

    backend.delayMs = 1_500;
    const { hostname, port } = new URL(url);
    const slow = new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const req = request(
          {
            host: hostname,
            port,
            path: '/graphql',
            method: 'POST',
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
            );
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify({ query: '{ studios(first: 1) { totalCount } }' }));
      },
    );
    await waitFor(
      () => backend.requests.some((r) => r.path === '/api/basic/webStudiosInfo'),
      10_000,
      'the slow request to reach the backend',
    );

    child.kill('SIGTERM');
    expect(await socket.closed).toEqual({ code: 1001, reason: 'Going away' });
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    expect(
      (JSON.parse(answer.body) as { data: { studios: { totalCount: number } } }).data.studios.totalCount,
    ).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    expect(output).not.toContain('again');
  } finally {
    await backend.stop();
  }
}, 60_000);
