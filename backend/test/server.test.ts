import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
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
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    cwd: BACKEND_DIR,
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${lines.join('\n')}`));
    }, 60_000);
    const onData = (chunk: Buffer): void => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        const listening = /listening on (http:\/\/[\d.]+:\d+)/.exec(line);
        if (listening?.[1]) {
          clearTimeout(timer);
          resolve({
            url: listening[1],
            lines,
            async stop(signal) {
              child.kill(signal);
              return exited;
            },
          });
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before listening:\n${lines.join('\n')}`));
    });
  });
}

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
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', BUILD_VERSION: 'build-under-test' };
    const first = await startServer(env);
    expect(first.lines.filter((line) => line.includes('listening on'))).toHaveLength(1);
    expect(await getJson(`${first.url}/api/health`)).toEqual({
      status: true,
      content: { database: 'pglite', version: 'build-under-test' },
    });
    expect(await getJson(`${first.url}/meta.json`)).toEqual({ version: 'build-under-test' });
    // The billing job runs at start-up and on its interval, and stops with the server.
    expect(first.lines.some((line) => line.includes('billing: the lifecycle job runs now and every 60000 ms'))).toBe(true);
    const studiosBefore = await studioList(first);
    expect(studiosBefore.length).toBeGreaterThanOrEqual(37);
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.lines.some((line) => line.includes('shutting down'))).toBe(true);

    // Between runs, mark a row: only data that was really kept can show it again.
    const db = await openPglite(join(dataDir, 'pglite'));
    await db.query(`UPDATE studios SET summary = 'kept between runs' WHERE short_name = 'streamfit'`);
    await db.close();

    const second = await startServer(env);
    const studiosAfter = await studioList(second);
    expect(studiosAfter.map((s) => [s.id, s.shortName])).toEqual(studiosBefore.map((s) => [s.id, s.shortName]));
    expect(studiosAfter.find((s) => s.shortName === 'streamfit')?.summary).toBe('kept between runs');
    expect(await second.stop('SIGINT')).toBe(0);
  }, 120_000);
});

const describeWithPostgres = DATABASE_URL !== undefined ? describe : describe.skip;

describeWithPostgres('node dist/server.js on PostgreSQL (DATABASE_URL)', () => {
  const schema = uniqueSchemaName();

  beforeAll(async () => {
    await createSchema(schema);
  });

  afterAll(async () => {
    await dropSchema(schema);
  });

  test('migrates and seeds a fresh schema, then restarts onto the same rows', async () => {
    // libpq-style `options` put the server's tables in this test's own schema.
    const url = new URL(String(DATABASE_URL));
    url.searchParams.set('options', `-c search_path=${schema}`);
    const env = { DATABASE_URL: url.toString(), BUILD_VERSION: 'pg-build' };
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
