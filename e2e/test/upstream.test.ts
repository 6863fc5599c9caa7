// The gateway against the real REST backend process: when the backend dies the graph says so with
// a code (not a crash, not a hang), and when it comes back the gateway recovers by itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, startStack, waitForHttp, type Stack } from '../../scripts/stack.mjs';

let backendPort = 0;
let stack: Stack;
let revived: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'streamfit-upstream-'));

beforeAll(async () => {
  backendPort = await freePort();
  stack = await startStack({
    port: await freePort(),
    backendPort,
    dataDir,
    quiet: true,
    env: { LOG_LEVEL: 'warn', CATALOGUE_CACHE_TTL_MS: '0', REST_TIMEOUT_MS: '1000' },
  });
});
afterAll(async () => {
  revived?.kill('SIGTERM');
  await stack?.stop();
});

async function ask(query: string) {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: res.status,
    body: (await res.json()) as {
      data: Record<string, unknown> | null;
      errors?: { message: string; path?: string[]; extensions: { code: string } }[];
    },
  };
}

test('backend down → UPSTREAM_UNAVAILABLE on the failing field, siblings intact; back up → recovers', async () => {
  const query = '{ __typename studio(slug: "bkpilates") { name } }';
  const before = await ask(query);
  expect(before.body.data).toEqual({ __typename: 'Query', studio: { name: 'BK Pilates' } });

  const backend = stack.children.find((c) => c.name === 'backend')!;
  await new Promise((resolve) => {
    backend.once('exit', resolve);
    backend.kill('SIGTERM');
  });

  const down = await ask(query);
  expect(down.status).toBe(200);
  expect(down.body.data).toEqual({ __typename: 'Query', studio: null });
  expect(down.body.errors?.[0]?.path).toEqual(['studio']);
  expect(down.body.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  expect(down.body.errors?.[0]?.message).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/i);

  // The same backend comes back on the same port and data: no gateway restart needed.
  revived = spawn(process.execPath, ['backend/dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, BACKEND_PORT: String(backendPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  await waitForHttp(`${stack.backendUrl}/api/health`, revived);
  const after = await ask(query);
  expect(after.body).toEqual({ data: { __typename: 'Query', studio: { name: 'BK Pilates' } } });
});
