// Caps on live connections, per gateway process: subscriptions per connection (the next one gets an
// error, the rest go on), connections per client address (the upgrade is refused with 429 before a
// WebSocket exists) and per member (closed with 4429). Every count is released when a socket closes.
import { configFromEnv, defaultConfig } from '../src/config.js';
import { EventHub } from '../src/events/index.js';
import type { FakeBackend } from './support/fake-backend.js';
import { waitFor } from './support/fake-event-stream.js';
import { startGateway, startStack, type TestGateway } from './support/harness.js';
import { openInitialised, openRaw, type RawConnection } from './support/raw-ws.js';

const SCHEDULE = 'subscription { liveScheduleChanged { kind } }';

let backend: FakeBackend;
let gw: TestGateway;
let hub: EventHub;
const open: RawConnection[] = [];

beforeAll(async () => {
  hub = new EventHub();
  ({ backend, gw } = await startStack({
    eventHub: hub,
    wsMaxSubscriptionsPerConnection: 2,
    wsMaxConnectionsPerAddress: 3,
    wsMaxConnectionsPerMember: 2,
  }));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((connection) => connection.close()));
  backend.reset();
});
afterAll(async () => {
  await gw.close();
  await backend.stop();
});

async function connect(
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  target: TestGateway = gw,
): Promise<RawConnection> {
  const connection = await openInitialised(target.url, params, headers);
  open.push(connection);
  return connection;
}

test('the caps default to 25 subscriptions a connection, 50 connections an address, 10 a member, and are settings', () => {
  expect(defaultConfig()).toMatchObject({
    wsMaxSubscriptionsPerConnection: 25,
    wsMaxConnectionsPerAddress: 50,
    wsMaxConnectionsPerMember: 10,
  });
  const env = {
    EVENTS_STREAM: 'false',
    WS_MAX_SUBSCRIPTIONS_PER_CONNECTION: '5',
    WS_MAX_CONNECTIONS_PER_ADDRESS: '7',
    WS_MAX_CONNECTIONS_PER_MEMBER: '3',
  };
  expect(configFromEnv(env)).toMatchObject({
    wsMaxSubscriptionsPerConnection: 5,
    wsMaxConnectionsPerAddress: 7,
    wsMaxConnectionsPerMember: 3,
  });
  expect(() => configFromEnv({ ...env, WS_MAX_CONNECTIONS_PER_MEMBER: '0' })).toThrow(
    'WS_MAX_CONNECTIONS_PER_MEMBER',
  );
});

test('a subscription beyond the cap gets TOO_MANY_SUBSCRIPTIONS; the connection and its other subscriptions go on', async () => {
  const connection = await connect();
  connection.send({ id: '1', type: 'subscribe', payload: { query: SCHEDULE } });
  connection.send({ id: '2', type: 'subscribe', payload: { query: SCHEDULE } });
  // The same operation twice: two subscriptions, one execution (one hub subscription) for both.
  const subscriptions = () => gw.gateway.webSocket.fanout.subscribers;
  await waitFor(() => subscriptions() === 2, 5_000, 'two subscriptions');
  expect(hub.size).toBe(1);

  connection.send({ id: '3', type: 'subscribe', payload: { query: SCHEDULE } });
  const refused = await connection.next((m) => m.id === '3');
  expect(refused).toEqual({
    id: '3',
    type: 'error',
    payload: [
      {
        message:
          'Too many subscriptions on this connection: at most 2 at a time. Complete one before starting another.',
        extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', maximum: 2 },
      },
    ],
  });
  expect(subscriptions()).toBe(2);
  expect(connection.socket.readyState).toBe(connection.socket.OPEN);

  // Completing one frees its place: the next subscription is accepted.
  connection.send({ id: '1', type: 'complete' });
  await waitFor(() => subscriptions() === 1, 5_000, 'one subscription');
  connection.send({ id: '4', type: 'subscribe', payload: { query: SCHEDULE } });
  await waitFor(() => subscriptions() === 2, 5_000, 'two subscriptions again');
  expect(connection.messages.filter((m) => m.type === 'error')).toHaveLength(1);

  // Closing the socket ends every subscription it held.
  await connection.close();
  await waitFor(() => hub.size === 0, 5_000, 'no subscriptions');
});

test('connections beyond the cap from one address are refused with 429 and Retry-After before any WebSocket; closing one frees a place', async () => {
  const browser = { 'x-forwarded-for': '203.0.113.10' };
  const first = await connect({}, browser);
  await connect({}, browser);
  await connect({}, browser);

  const refused = await openRaw(gw.url, browser);
  expect(refused.ok).toBe(false);
  if (refused.ok) return;
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(refused.body)).toEqual({
    status: false,
    content: 'Too many live connections from this address (at most 3). Close a tab or try again later.',
    code: 'rate_limited',
  });

  // Another browser behind the same trusted proxy has its own count.
  await connect({}, { 'x-forwarded-for': '203.0.113.11' });

  // The count is released when the socket closes.
  await first.close();
  let reopened: RawConnection | null = null;
  for (let attempt = 0; attempt < 50 && reopened === null; attempt += 1) {
    const again = await openRaw(gw.url, browser);
    if (again.ok) reopened = again.connection;
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(reopened).not.toBeNull();
  if (reopened) open.push(reopened);
});

test('the address is the TCP peer when the proxy is not trusted', async () => {
  const untrusting = await startGateway(backend, { trustProxy: false, wsMaxConnectionsPerAddress: 1 });
  try {
    await connect({}, { 'x-forwarded-for': '203.0.113.20' }, untrusting);
    const refused = await openRaw(untrusting.url, { 'x-forwarded-for': '203.0.113.21' });
    expect(refused.ok ? 200 : refused.status).toBe(429);
  } finally {
    await Promise.all(open.splice(0).map((connection) => connection.close()));
    await untrusting.close();
  }
});

test('a member beyond the cap is closed with 4429; other members, anonymous and ended sessions are not counted against them', async () => {
  const maya = backend.accounts.addUser();
  const ola = backend.accounts.addUser({ firstName: 'Ola' });
  const calls = () => backend.count('/api/user/me');

  await connect({ authToken: maya.token });
  await connect({ Authorization: `Bearer ${maya.token}` }, { 'x-forwarded-for': '203.0.113.30' });
  expect(calls()).toBe(2);

  const third = await openRaw(gw.url, { 'x-forwarded-for': '203.0.113.31' });
  if (!third.ok) throw new Error('upgrade refused');
  third.connection.send({ type: 'connection_init', payload: { authToken: maya.token } });
  expect(await third.connection.closed).toEqual({
    code: 4429,
    reason: 'Too many live connections for this member',
  });
  expect(third.connection.messages).toEqual([]);
  expect(calls()).toBe(3);

  // Another member, an anonymous visitor and a token the backend no longer knows are all let in.
  await connect({ authToken: ola.token }, { 'x-forwarded-for': '203.0.113.32' });
  await connect({}, { 'x-forwarded-for': '203.0.113.33' });
  await connect({ authToken: 'tok-ended' }, { 'x-forwarded-for': '203.0.113.34' });
  await connect({ authToken: 'tok-ended' }, { 'x-forwarded-for': '203.0.113.35' });
  await connect({ authToken: 'tok-ended' }, { 'x-forwarded-for': '203.0.113.36' });

  // Maya closes one of hers: her next connection is accepted.
  await open[0]?.close();
  let accepted = false;
  for (let attempt = 0; attempt < 50 && !accepted; attempt += 1) {
    const again = await openRaw(gw.url, { 'x-forwarded-for': '203.0.113.37' });
    if (!again.ok) throw new Error('upgrade refused');
    open.push(again.connection);
    again.connection.send({ type: 'connection_init', payload: { authToken: maya.token } });
    const outcome = await Promise.race([
      again.connection.next((m) => m.type === 'connection_ack').then(() => 'ack'),
      again.connection.closed.then(() => 'closed'),
    ]);
    accepted = outcome === 'ack';
    if (!accepted) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(accepted).toBe(true);
});
