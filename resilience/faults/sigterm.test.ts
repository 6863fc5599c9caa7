// A clean stop (SIGTERM, as an orchestrator sends it): requests already in flight are answered,
// keep-alive connections are closed cleanly rather than reset, WebSockets are closed with 1001
// (going away), and each process exits with code 0.
import { once } from 'node:events';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { freePort, startStack, type Stack } from '../../scripts/stack.mjs';
import { sleep } from './support/load.js';
import { TcpProxy } from './support/tcp-proxy.js';

let stack: Stack;
let proxy: TcpProxy;
let gatewayPort = 0;

beforeAll(async () => {
  const backendPort = await freePort();
  proxy = new TcpProxy(backendPort);
  const proxyPort = await proxy.listen();
  gatewayPort = await freePort();
  stack = await startStack({
    port: gatewayPort,
    backendPort,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'streamfit-fault-stop-')),
    quiet: true,
    env: {
      LOG_LEVEL: 'warn',
      BACKEND_URL: `http://127.0.0.1:${proxyPort}`,
      CATALOGUE_CACHE_TTL_MS: '0',
      REST_TIMEOUT_MS: '10000',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await proxy?.close();
});

function request(
  agent: http.Agent,
  body: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: gatewayPort,
        method: 'POST',
        path: '/graphql',
        agent,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('the gateway: in-flight answered, keep-alive closed cleanly, sockets closed with 1001, exit 0', async () => {
  const gateway = stack.children.find((child) => child.name === 'gateway')!;
  const query = JSON.stringify({ query: '{ studio(slug: "bkpilates") { name } }' });

  // An idle keep-alive connection: it must be closed with a FIN, not a reset.
  const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await request(idleAgent, query)).status).toBe(200);
  const idleSocket = Object.values(idleAgent.freeSockets)[0]?.[0];
  expect(idleSocket).toBeDefined();
  const idleErrors: Error[] = [];
  idleSocket!.on('error', (error) => idleErrors.push(error));
  const idleClosed = once(idleSocket!, 'close');

  // A member watching the schedule.
  const socket = new WebSocket(`ws://127.0.0.1:${gatewayPort}/graphql`, 'graphql-transport-ws');
  await once(socket, 'open');
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await once(socket, 'message');
  socket.send(
    JSON.stringify({
      type: 'subscribe',
      id: '1',
      payload: { query: 'subscription { liveScheduleChanged { kind } }' },
    }),
  );
  const wsClosed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));

  // A request in flight on a keep-alive connection when the signal comes: the backend is slow now.
  proxy.latencyMs = 1_500;
  const busyAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const inFlight = request(busyAgent, query);
  await sleep(400);
  const exited = once(gateway, 'exit');
  gateway.kill('SIGTERM');

  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text)).toEqual({ data: { studio: { name: 'BK Pilates' } } });
  expect(answer.headers.connection).toBe('close');
  expect(await wsClosed).toBe(1001);
  const [hadError] = (await idleClosed) as [boolean];
  expect(hadError).toBe(false);
  expect(idleErrors).toEqual([]);
  const [code, signal] = (await exited) as [number | null, string | null];
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  proxy.latencyMs = 0;
});

test('the backend: in-flight requests answered, exit 0', async () => {
  const backend = stack.children.find((child) => child.name === 'backend')!;
  const port = Number(new URL(stack.backendUrl).port);
  // Three sign-ups whose bodies are still arriving when the signal comes: each is in flight for sure.
  const signUps = Array.from({ length: 3 }, (_, i) => {
    const body = JSON.stringify({
      userInfo: {
        email: `stopping-${i}-${Date.now()}@fault.example`,
        firstName: 'Grace',
        lastName: 'Period',
        password: 'correct-horse-battery',
      },
    });
    let status = 0;
    let connection: string | undefined;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/user/register',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<void>((resolve, reject) => {
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        connection = res.headers.connection;
        res.resume();
        res.on('end', () => resolve());
      });
      req.on('error', reject);
    });
    req.write(body.slice(0, 20));
    return { finish: () => req.end(body.slice(20)), answered, result: () => ({ status, connection }) };
  });
  await sleep(300);
  const exited = once(backend, 'exit');
  backend.kill('SIGTERM');
  await sleep(300);
  for (const signUp of signUps) signUp.finish();
  await Promise.all(signUps.map((signUp) => signUp.answered));
  expect(signUps.map((signUp) => signUp.result())).toEqual(
    Array.from({ length: 3 }, () => ({ status: 201, connection: 'close' })),
  );
  const [code, signal] = (await exited) as [number | null, string | null];
  expect({ code, signal }).toEqual({ code: 0, signal: null });
});
