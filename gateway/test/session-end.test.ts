// A session that ends (log-out, password reset) ends the member's open live connections on every
// gateway: each gateway's event stream brings `session.ended` with the sha256 of the revoked
// tokens, and each closes the matching graphql-ws sockets with 4401. Other members and anonymous
// visitors stay connected, and the event itself never reaches a GraphQL subscription.
import { createHash } from 'node:crypto';
import { EventHub, EventStream } from '../src/events/index.js';
import { FakeBackend } from './support/fake-backend.js';
import { FakeEventStream, waitFor } from './support/fake-event-stream.js';
import { followEventStream, startGateway, type TestGateway } from './support/harness.js';
import { openInitialised, type RawConnection } from './support/raw-ws.js';

const ENDED = { code: 4401, reason: 'Your session has ended. Please log in again.' };
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

let backend: FakeBackend;
let server: FakeEventStream;
const gateways: { gw: TestGateway; hub: EventHub; stream: EventStream }[] = [];
const sockets: RawConnection[] = [];

beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
  server = new FakeEventStream();
  await server.start();
  for (let i = 0; i < 2; i += 1) {
    const { hub, stream } = followEventStream(server);
    gateways.push({ gw: await startGateway(backend, { eventHub: hub }), hub, stream });
  }
  await waitFor(() => server.connections === 2, 3_000, 'both streams connected');
  // The backend announces every ended session on its event stream (logout: the one token).
  backend.accounts.onSessionEnded = (userId, tokens) => {
    server.emit({
      type: 'session.ended',
      subject: { kind: 'user', id: userId },
      audienceUserIds: [userId],
      payload: { tokenHashes: tokens.map(sha256) },
    });
  };
});
afterEach(async () => {
  await Promise.all(sockets.splice(0).map((socket) => socket.close()));
  backend.reset();
});
afterAll(async () => {
  for (const { gw, hub, stream } of gateways) {
    await stream.stop();
    hub.close();
    await gw.close();
  }
  await server.stop();
  await backend.stop();
});

async function connect(gw: TestGateway, params: Record<string, unknown>): Promise<RawConnection> {
  const socket = await openInitialised(gw.url, params);
  sockets.push(socket);
  return socket;
}

function isOpen(socket: RawConnection): boolean {
  return socket.socket.readyState === socket.socket.OPEN;
}

test('a logOut over HTTP closes that session’s sockets on both gateways with 4401; other members and visitors stay', async () => {
  const [one, two] = gateways.map((g) => g.gw) as [TestGateway, TestGateway];
  const maya = backend.accounts.addUser();
  const ola = backend.accounts.addUser({ firstName: 'Ola' });

  const mayaOnOne = await connect(one, { authToken: maya.token });
  const mayaOnTwo = await connect(two, { Authorization: `Bearer ${maya.token}` });
  const olaOnOne = await connect(one, { authToken: ola.token });
  const visitorOnTwo = await connect(two, {});

  // Her private bookings feed is open on the socket until the session ends.
  mayaOnOne.send({
    id: 'b',
    type: 'subscribe',
    payload: { query: 'subscription { viewerLiveClassBooked { id } }' },
  });
  // A visitor's subscription must never see the session event.
  visitorOnTwo.send({
    id: 's',
    type: 'subscribe',
    payload: { query: 'subscription { liveScheduleChanged { kind } }' },
  });
  await waitFor(
    () => gateways[0]?.hub.size === 1 && gateways[1]?.hub.size === 1,
    3_000,
    'subscriptions open',
  );

  const reply = await one.query('mutation { logOut(input: {}) { loggedOut } }', undefined, {
    authorization: maya.token,
  });
  expect(reply.body).toEqual({ data: { logOut: { loggedOut: true } } });

  expect(await mayaOnOne.closed).toEqual(ENDED);
  expect(await mayaOnTwo.closed).toEqual(ENDED);
  expect(isOpen(olaOnOne)).toBe(true);
  expect(isOpen(visitorOnTwo)).toBe(true);
  expect(visitorOnTwo.messages.filter((m) => m.type !== 'connection_ack')).toEqual([]);
  expect(olaOnOne.messages.filter((m) => m.type !== 'connection_ack')).toEqual([]);
});

test('a password reset ends every session of the member: all their sockets close, on every gateway', async () => {
  const [one, two] = gateways.map((g) => g.gw) as [TestGateway, TestGateway];
  const maya = backend.accounts.addUser();
  const phone = backend.accounts.addUser({ id: maya.user.id, email: 'dup@example.com' });
  const other = backend.accounts.addUser();

  const a = await connect(one, { authToken: maya.token });
  const b = await connect(two, { authToken: phone.token });
  const c = await connect(two, { authToken: other.token });

  server.emit({
    type: 'session.ended',
    subject: { kind: 'user', id: maya.user.id },
    audienceUserIds: [maya.user.id],
    payload: { tokenHashes: [sha256(maya.token), sha256(phone.token)] },
  });

  expect(await a.closed).toEqual(ENDED);
  expect(await b.closed).toEqual(ENDED);
  expect(isOpen(c)).toBe(true);
});

test('the event never reaches a GraphQL subscription, whatever it asks for', async () => {
  const hub = gateways[0]?.hub as EventHub;
  const everything = hub.subscribe({ viewerId: 77 });
  try {
    server.emit({
      type: 'session.ended',
      subject: { kind: 'user', id: 77 },
      audienceUserIds: [77],
      payload: { tokenHashes: [sha256('nobody')] },
    });
    server.emit({ type: 'liveclass.changed', audienceUserIds: null });
    const next = await everything.next();
    expect(next.value?.type).toBe('liveclass.changed');
  } finally {
    await everything.return?.();
  }
});
