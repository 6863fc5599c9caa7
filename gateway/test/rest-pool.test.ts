// The REST client's keep-alive pool: calls reuse warm connections, never open more than the bound,
// a timed-out attempt frees its place for the retries and the calls after it, and a closed pool
// answers UPSTREAM_UNAVAILABLE instead of hanging.
import { RestClient } from '../src/rest/client.js';
import { BackendConnections } from '../src/rest/connections.js';
import { FakeBackend } from './support/fake-backend.js';

const STUDIOS = '/api/basic/webStudiosInfo';

let backend: FakeBackend;
beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
});
afterAll(() => backend.stop());
beforeEach(() => backend.reset());

function clientWith(connections: BackendConnections, timeoutMs = 1_000, retryDelaysMs: number[] = []) {
  return new RestClient({ baseUrl: backend.url, timeoutMs, retryDelaysMs, connections });
}

test('sequential calls reuse their keep-alive connections instead of opening one each', async () => {
  const connections = new BackendConnections({ connections: 8, keepAliveMs: 5_000 });
  try {
    const rest = clientWith(connections);
    for (let i = 0; i < 20; i += 1) await rest.get(STUDIOS);
    expect(backend.count(STUDIOS)).toBe(20);
    // Twenty calls, at most two sockets (the pool may keep a spare one ready).
    expect(connections.openSockets).toBeGreaterThanOrEqual(1);
    expect(connections.openSockets).toBeLessThanOrEqual(2);
  } finally {
    await connections.close();
  }
});

test('calls beyond the bound wait for a connection instead of opening more', async () => {
  const connections = new BackendConnections({ connections: 2, keepAliveMs: 5_000 });
  try {
    backend.delayMs = 50;
    const rest = clientWith(connections);
    const answers = await Promise.all(Array.from({ length: 6 }, () => rest.get(STUDIOS)));
    expect(answers).toHaveLength(6);
    expect(backend.count(STUDIOS)).toBe(6);
    expect(connections.openSockets).toBeLessThanOrEqual(2);
  } finally {
    await connections.close();
  }
});

test('a timed-out attempt is retried and does not hold the pool: the next call goes through', async () => {
  const connections = new BackendConnections({ connections: 1, keepAliveMs: 5_000 });
  try {
    backend.delayMs = 300;
    const slow = clientWith(connections, 100, [10, 10]);
    const started = Date.now();
    await expect(slow.get(STUDIOS)).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    // Three attempts (two retries), each cut at its own timeout.
    expect(slow.calls).toEqual([expect.objectContaining({ path: STUDIOS, status: null, attempts: 3 })]);
    expect(Date.now() - started).toBeLessThan(1_500);
    backend.delayMs = 0;
    const next = clientWith(connections, 1_000);
    await expect(next.get(STUDIOS)).resolves.toBeDefined();
    expect(next.calls[0]).toMatchObject({ status: 200, attempts: 1 });
  } finally {
    await connections.close();
  }
});

test('a POST that times out is sent once, as before', async () => {
  const connections = new BackendConnections({ connections: 1, keepAliveMs: 5_000 });
  try {
    backend.delayMs = 300;
    const rest = clientWith(connections, 100, [10, 10]);
    await expect(rest.post('/api/basic/classTypes', { body: {} })).rejects.toMatchObject({
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(rest.calls[0]).toMatchObject({ attempts: 1, status: null });
  } finally {
    await connections.close();
  }
});

test('a backend URL with a path keeps its path', async () => {
  const connections = new BackendConnections({ connections: 1, keepAliveMs: 5_000 });
  try {
    const rest = new RestClient({
      baseUrl: `${backend.url}/prefix`,
      timeoutMs: 1_000,
      retryDelaysMs: [],
      connections,
    });
    await expect(rest.get(STUDIOS)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(backend.requests.at(-1)?.path).toBe(`/prefix${STUDIOS}`);
  } finally {
    await connections.close();
  }
});

test('after close, calls answer UPSTREAM_UNAVAILABLE at once', async () => {
  const connections = new BackendConnections({ connections: 1, keepAliveMs: 5_000 });
  const rest = clientWith(connections);
  await rest.get(STUDIOS);
  await connections.close();
  expect(connections.openSockets).toBe(0);
  await expect(rest.get(STUDIOS)).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
});
