import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../src/db/pglite.js';
import { ensureBuilt } from './support/build.js';
import {
  BACKEND_DIR,
  createSchema,
  DATABASE_URL,
  dropSchema,
  freshDataDir,
  uniqueSchemaName,
} from './support/database.js';

/**
 * The real entry point as a separate process: `node dist/server.js`, started, queried over HTTP,
 * stopped with a signal, and started again on the same data.
 */

const SERVER = join(BACKEND_DIR, 'dist', 'server.js');

interface RunningServer {
  url: string;
  lines: string[];
  /** Calls `listener` with every line the server prints from now on. */
  onLine(listener: (line: string) => void): () => void;
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** Resolves once the server has printed a line that `matches` (already or later). */
function waitForLine(server: RunningServer, matches: (line: string) => boolean): Promise<void> {
  if (server.lines.some(matches)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = server.onLine((line) => {
      if (!matches(line)) return;
      stop();
      resolve();
    });
  });
}

function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: BACKEND_DIR,
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const listeners = new Set<(line: string) => void>();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${lines.join('\n')}`));
    }, 60_000);
    const onLine = (line: string): void => {
      lines.push(line);
      for (const listener of [...listeners]) listener(line);
      const listening = /listening on (http:\/\/[\d.]+:\d+)/.exec(line);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({
          url: listening[1],
          lines,
          onLine(listener) {
            listeners.add(listener);
            return () => listeners.delete(listener);
          },
          async stop(signal) {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    // Lines may arrive split across chunks: only whole ones are looked at, per stream.
    const lineReader = (): ((chunk: Buffer) => void) => {
      let partial = '';
      return (chunk) => {
        const complete = (partial + chunk.toString()).split('\n');
        partial = complete.pop() ?? '';
        for (const line of complete.filter(Boolean)) onLine(line);
      };
    };
    child.stdout?.on('data', lineReader());
    child.stderr?.on('data', lineReader());
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before listening:\n${lines.join('\n')}`));
    });
  });
}

/** Runs the server expecting it to refuse to start: its exit code and everything it printed. */
function failedStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER], {
    cwd: BACKEND_DIR,
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, output })));
}

/** Secrets as production sets them: every one, long enough. */
const PRODUCTION_SECRETS = {
  GYM_BENEFIT_SECRET: 'production-gym-benefit-secret-0123456789',
  EVENTS_STREAM_TOKEN: 'production-events-stream-token-0123456789',
  PLAYBACK_URL_SECRET: 'production-playback-url-secret-0123456789',
};
const NO_SECRETS = { GYM_BENEFIT_SECRET: '', EVENTS_STREAM_TOKEN: '', PLAYBACK_URL_SECRET: '' };

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

interface Studio {
  id: number;
  shortName: string;
  summary: string;
}

async function studioList(server: RunningServer): Promise<Studio[]> {
  return (await getJson<{ content: Studio[] }>(`${server.url}/api/basic/webStudiosInfo`)).content;
}

beforeAll(() => {
  ensureBuilt();
}, 120_000);

describe('node dist/server.js on the embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    // A pre-initialised cluster (copied from the test template) spares a slow initdb.
    dataDir = await freshDataDir();
  }, 120_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('starts, serves, stops on SIGTERM, and a second start reuses the data', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', BUILD_VERSION: 'build-under-test', ...NO_SECRETS };
    const first = await startServer(env);
    // Development without secrets: they are made once, kept private, and named in the log.
    const secretsFile = join(dataDir, 'dev-secrets.json');
    expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
    const madeSecrets = readFileSync(secretsFile, 'utf8');
    expect(
      first.lines.some(
        (line) =>
          line.includes('GYM_BENEFIT_SECRET, EVENTS_STREAM_TOKEN and PLAYBACK_URL_SECRET') &&
          line.includes(secretsFile),
      ),
    ).toBe(true);
    expect(first.lines.filter((line) => line.includes('listening on'))).toHaveLength(1);
    expect(await getJson(`${first.url}/api/health`)).toEqual({
      status: true,
      content: { database: 'pglite', version: 'build-under-test' },
    });
    expect(await getJson(`${first.url}/meta.json`)).toEqual({ version: 'build-under-test' });
    // The billing job runs at start-up and on its interval, and stops with the server.
    expect(
      first.lines.some((line) => line.includes('billing: the lifecycle job runs now and every 60000 ms')),
    ).toBe(true);
    const studiosBefore = await studioList(first);
    expect(studiosBefore.length).toBeGreaterThanOrEqual(37);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.lines.some((line) => line.includes('shutting down'))).toBe(true);

    // Between runs, mark a row: only data that was really kept can show it again.
    const db = await openPglite(join(dataDir, 'pglite'));
    await db.query(`UPDATE studios SET summary = 'kept between runs' WHERE short_name = 'streamfit'`);
    await db.close();

    const second = await startServer(env);
    expect(readFileSync(secretsFile, 'utf8')).toBe(madeSecrets);
    const studiosAfter = await studioList(second);
    expect(studiosAfter.map((s) => [s.id, s.shortName])).toEqual(
      studiosBefore.map((s) => [s.id, s.shortName]),
    );
    expect(studiosAfter.find((s) => s.shortName === 'streamfit')?.summary).toBe('kept between runs');
    expect(await second.stop('SIGINT')).toBe(0);
  }, 120_000);
});

describe('node dist/server.js outside development', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await freshDataDir();
  }, 120_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['a non-loopback BACKEND_HOST', { BACKEND_HOST: '0.0.0.0' }],
  ])(
    'with %s the development routes do not exist',
    async (_what, extra) => {
      const server = await startServer({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        BILLING_INTERVAL_MS: '0',
        ...PRODUCTION_SECRETS,
        ...extra,
      });
      try {
        for (const [method, path] of [
          ['GET', '/api/dev/outbox'],
          ['POST', '/api/dev/billing/run'],
        ] as const) {
          const response = await fetch(`${server.url}${path}`, { method });
          expect(response.status).toBe(404);
          expect(await response.json()).toEqual({
            status: false,
            content: `No such route: ${method} ${path}`,
          });
        }
      } finally {
        expect(await server.stop('SIGTERM')).toBe(0);
      }
    },
    120_000,
  );

  test.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['a non-loopback BACKEND_HOST', { BACKEND_HOST: '0.0.0.0' }],
  ])(
    'with %s an unset secret stops the start (exit code 1), and no secrets file is made',
    async (_what, extra) => {
      const emptyDir = mkdtempSync(join(tmpdir(), 'streamfit-no-secrets-'));
      try {
        const { EVENTS_STREAM_TOKEN: _token, ...twoSecrets } = PRODUCTION_SECRETS;
        const { code, output } = await failedStart({
          DATA_DIR: emptyDir,
          DATABASE_URL: '',
          ...NO_SECRETS,
          ...twoSecrets,
          ...extra,
        });
        expect(code).toBe(1);
        expect(output).toContain(
          'EVENTS_STREAM_TOKEN is not set. Outside development every secret must be set: generate one with "openssl rand -base64 32".',
        );
        expect(output).not.toContain('listening on');
        expect(existsSync(join(emptyDir, 'dev-secrets.json'))).toBe(false);
      } finally {
        rmSync(emptyDir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  test('a secret shorter than 32 characters stops the start, in development too', async () => {
    const { code, output } = await failedStart({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...PRODUCTION_SECRETS,
      GYM_BENEFIT_SECRET: 'too-short',
    });
    expect(code).toBe(1);
    expect(output).toContain('GYM_BENEFIT_SECRET must be at least 32 characters (it has 9)');
  }, 120_000);

  test('calendar sync configured without CALENDAR_TOKEN_KEY stops the start, naming what needs it', async () => {
    const { code, output } = await failedStart({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      ...PRODUCTION_SECRETS,
      GOOGLE_CLIENT_ID: 'google-client-id',
      GOOGLE_CLIENT_SECRET: 'google-client-secret',
      CALENDAR_TOKEN_KEY: '',
    });
    expect(code).toBe(1);
    expect(output).toContain(
      "CALENDAR_TOKEN_KEY is not set. Google Calendar sync (GOOGLE_CLIENT_ID) stores the members' calendar tokens encrypted with it",
    );
    expect(output).not.toContain('listening on');
  }, 120_000);
});

describe('node dist/server.js stops cleanly on SIGTERM', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await freshDataDir();
  }, 120_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A raw HTTP/1.1 connection: what the server sends, and whether it ended with a FIN or a reset. */
  function rawConnection(url: string) {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    let received = '';
    let error: Error | undefined;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', (err) => (error = err));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
    const until = (text: string): Promise<void> =>
      new Promise((resolve) => {
        const check = (): void => {
          if (received.includes(text)) {
            socket.off('data', check);
            resolve();
          }
        };
        socket.on('data', check);
        check();
      });
    return { socket, received: () => received, error: () => error, closed, ended, until };
  }

  test('an in-flight request is answered, idle keep-alive connections close, event streams end, exit code 0', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BILLING_INTERVAL_MS: '0',
      ...NO_SECRETS,
    });
    const { eventsStreamToken } = JSON.parse(readFileSync(join(dataDir, 'dev-secrets.json'), 'utf8')) as {
      eventsStreamToken: string;
    };
    const host = new URL(server.url).host;

    // A keep-alive connection that has had its answer and sits idle.
    const idle = rawConnection(server.url);
    idle.socket.write(`GET /api/health HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`);
    await idle.until('"database":"pglite"');

    // An event stream a gateway holds.
    const stream = rawConnection(server.url);
    stream.socket.write(
      `GET /api/events/stream HTTP/1.1\r\nHost: ${host}\r\nAuthorization: Bearer ${eventsStreamToken}\r\n\r\n`,
    );
    await stream.until('retry: 2000');

    // A sign-up whose body is still on its way when the signal comes: the server has routed it.
    const body = JSON.stringify({
      userInfo: {
        email: 'late.joiner@example.com',
        firstName: 'Late',
        lastName: 'Joiner',
        password: 'long enough password',
      },
    });
    const slow = rawConnection(server.url);
    slow.socket.write(
      `POST /api/user/register HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\nX-Request-Id: slow-sign-up\r\n\r\n${body.slice(0, 10)}`,
    );
    await waitForLine(server, (line) => line.includes('slow-sign-up') && line.includes('incoming request'));

    const exitCode = server.stop('SIGTERM');
    await waitForLine(server, (line) => line.includes('shutting down'));
    // The event stream and the idle connection end at once, cleanly (a FIN, not a reset).
    await stream.ended;
    await idle.ended;
    expect(idle.error()).toBeUndefined();
    expect(stream.error()).toBeUndefined();

    slow.socket.write(body.slice(10));
    await slow.closed;
    expect(slow.error()).toBeUndefined();
    expect(slow.received()).toMatch(/^HTTP\/1\.1 201 /);
    expect(slow.received()).toMatch(/connection: close/i);
    expect(slow.received()).toContain('"authToken"');

    expect(await exitCode).toBe(0);
    expect(server.lines.some((line) => line.includes('database closed'))).toBe(true);
  }, 120_000);
});

const describeWithPostgres = DATABASE_URL !== undefined ? describe : describe.skip;

describeWithPostgres('node dist/server.js on PostgreSQL (DATABASE_URL)', () => {
  const schema = uniqueSchemaName();
  // Only the development secrets live here (the database is PostgreSQL).
  const dataDir = mkdtempSync(join(tmpdir(), 'streamfit-pg-server-'));

  beforeAll(async () => {
    await createSchema(schema);
  });

  afterAll(async () => {
    await dropSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('migrates and seeds a fresh schema, then restarts onto the same rows', async () => {
    // libpq-style `options` put the server's tables in this test's own schema.
    const url = new URL(String(DATABASE_URL));
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), BUILD_VERSION: 'pg-build', DATA_DIR: dataDir };
    const first = await startServer(env);
    expect(await getJson(`${first.url}/api/health`)).toEqual({
      status: true,
      content: { database: 'postgres', version: 'pg-build' },
    });
    const before = await studioList(first);
    expect(await first.stop('SIGTERM')).toBe(0);
    const second = await startServer(env);
    expect((await studioList(second)).map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(await second.stop('SIGTERM')).toBe(0);
  }, 120_000);
});
