// The backend's event stream dropped: the network between gateway and backend is cut while classes
// are created, and when it returns the gateway resumes the stream where it stopped, so a member's
// open schedule receives every missed change, in order, once.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { freePort, startStack, type Stack } from '../../scripts/stack.mjs';
import { sleep, until } from './support/load.js';
import { TcpProxy } from './support/tcp-proxy.js';

const STAFF_PASSWORD = 'fault-staff-password-2026';
let stack: Stack;
let proxy: TcpProxy;
let ws: Client;

beforeAll(async () => {
  const backendPort = await freePort();
  proxy = new TcpProxy(backendPort);
  const proxyPort = await proxy.listen();
  stack = await startStack({
    port: await freePort(),
    backendPort,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'streamfit-fault-events-')),
    quiet: true,
    env: {
      LOG_LEVEL: 'warn',
      BACKEND_URL: `http://127.0.0.1:${proxyPort}`,
      SEED_STAFF_PASSWORD: STAFF_PASSWORD,
      EVENTS_STREAM_RETRY_MAX_MS: '2000',
    },
  });
});
afterAll(async () => {
  await ws?.dispose();
  await stack?.stop();
  await proxy?.close();
});

async function backend<T>(method: string, pathname: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${stack.backendUrl}${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: token } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as { content: T };
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(json)}`);
  return json.content;
}

test('every change made while the stream was cut arrives after it returns, in order, once', async () => {
  const staff = (
    await backend<{ authToken: string }>('POST', '/api/user/login', {
      email: 'staff@streamfit.app',
      password: STAFF_PASSWORD,
    })
  ).authToken;
  const studio = (
    await backend<Array<{ id: number; shortName: string }>>('GET', '/api/basic/webStudiosInfo')
  ).find((s) => s.shortName === 'bkpilates')!;
  const create = (title: string) =>
    backend(
      'POST',
      '/api/liveclass',
      {
        studioId: studio.id,
        title,
        instructor: 'Ana Ruiz',
        description: 'x',
        price: 10,
        scheduledDatetime: new Date(Date.now() + 86_400_000).toISOString(),
        minutesDuration: 30,
      },
      staff,
    );

  const received: string[] = [];
  ws = createClient({
    url: stack.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    retryAttempts: 0,
  });
  ws.subscribe(
    { query: 'subscription { liveScheduleChanged { kind liveClass { title } } }' },
    {
      next: (value) => {
        const change = (
          value.data as { liveScheduleChanged: { kind: string; liveClass: { title: string } | null } }
        ).liveScheduleChanged;
        if (change.kind === 'CREATED' && change.liveClass) received.push(change.liveClass.title);
      },
      error: (error) => received.push(`error: ${JSON.stringify(error)}`),
      complete: () => undefined,
    },
  );
  await sleep(500);
  await create('before the cut');
  await until(() => received.includes('before the cut'), 15_000, 'the first push');

  await proxy.cut();
  const missed = Array.from({ length: 10 }, (_, i) => `while cut ${i + 1}`);
  for (const title of missed) await create(title);
  await sleep(2_000);
  expect(received.filter((t) => t.startsWith('while cut'))).toEqual([]);

  const restoredAt = Date.now();
  await proxy.restore();
  const deliveredAt = await until(
    () => received.filter((t) => t.startsWith('while cut')).length >= missed.length,
    30_000,
    'the missed pushes',
  );
  await sleep(1_000);
  console.log(
    `fault: event stream cut for 10 changes; all delivered ${deliveredAt - restoredAt} ms after the network returned`,
  );
  expect(received.filter((t) => t.startsWith('while cut'))).toEqual(missed);
  expect(received.filter((t) => t.startsWith('error'))).toEqual([]);
});
