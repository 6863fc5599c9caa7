// WebSocket abuse: floods of subscriptions and connections, messages out of protocol, and sockets
// that outlive their session. Each is capped or closed with a code that says why, and the gateway
// keeps serving everyone else.
import { readFileSync } from 'node:fs';
import {
  countCases,
  createClass,
  gql,
  newClientAddress,
  rest,
  signUp,
  staffToken,
  stack,
  subscribe,
} from './support/client.js';
import { connect, isSocket, openSocket, type Socket } from './support/sockets.js';

const CATEGORY = 'WebSocket';
const SCHEDULE = 'subscription { liveScheduleChanged { kind liveClass { id title } } }';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
async function tracked(options: Parameters<typeof connect>[0] = {}): Promise<Socket> {
  const socket = await connect(options);
  sockets.push(socket);
  return socket;
}

test('one connection cannot hold more than 25 subscriptions; the rest are refused and the 25 still get pushes', async () => {
  const socket = await tracked();
  const before = rssMb(stack().pids.gateway);
  // The probe's flood: 10,000 subscribe messages as fast as the socket takes them.
  for (let i = 0; i < 10_000; i += 1)
    socket.send({ type: 'subscribe', id: `s${i}`, payload: { query: SCHEDULE } });
  countCases(CATEGORY);
  const refusal = await socket.next((m) => m.type === 'error' && m.id === 's25');
  expect(JSON.stringify(refusal.payload)).toContain('TOO_MANY_SUBSCRIPTIONS');
  // A class created now is pushed to each of the 25 that were accepted, and the gateway did not balloon.
  const live = await createClass(await staffToken());
  for (let i = 0; i < 25; i += 1) {
    const push = await socket.next((m) => m.type === 'next' && m.id === `s${i}`, 20_000);
    expect(JSON.stringify(push.payload)).toContain(live.title);
  }
  expect(socket.messages.filter((m) => m.type === 'next' && Number(m.id?.slice(1)) >= 25)).toEqual([]);
  expect(rssMb(stack().pids.gateway) - before).toBeLessThan(150);
});

test('connections per address are capped at the upgrade, with 429 and Retry-After', async () => {
  const address = newClientAddress();
  for (let i = 0; i < 50; i += 1) sockets.push(await connect({ address }));
  const refused = await openSocket({ address });
  countCases(CATEGORY, 51);
  expect(isSocket(refused)).toBe(false);
  if (!isSocket(refused)) {
    expect(refused.refused).toBe(429);
    expect(refused.retryAfter).toMatch(/^\d+$/);
  }
  // Another address is not affected, and closing one frees a place.
  sockets.push(await connect({ address: newClientAddress() }));
  sockets.shift()?.close();
  await new Promise((resolve) => setTimeout(resolve, 500));
  sockets.push(await connect({ address }));
  countCases(CATEGORY, 2);
});

test('connections per member are capped at 10: the next one is closed with 4429', async () => {
  const member = await signUp('ws-member');
  for (let i = 0; i < 10; i += 1) sockets.push(await connect({ token: member.token }));
  const opened = await openSocket();
  if (!isSocket(opened)) throw new Error('refused at the upgrade');
  sockets.push(opened);
  opened.send({ type: 'connection_init', payload: { authToken: member.token } });
  const closed = await opened.closed;
  countCases(CATEGORY, 11);
  expect(closed.code).toBe(4429);
});

test('logging out ends the member’s open sockets at once, and only theirs', async () => {
  const [member, other] = await Promise.all([signUp('ws-logout'), signUp('ws-other')]);
  const mine = await tracked({ token: member.token });
  const theirs = await tracked({ token: other.token });
  const anonymous = await tracked();
  mine.send({
    type: 'subscribe',
    id: 'b',
    payload: { query: 'subscription { viewerLiveClassBooked { id } }' },
  });
  const out = await gql('mutation { logOut(input: {}) { loggedOut } }', {}, { token: member.token });
  expect(out.status).toBe(200);
  const closed = await mine.closed;
  countCases(CATEGORY);
  expect(closed.code).toBe(4401);
  // The other member's and the visitor's sockets are untouched.
  for (const socket of [theirs, anonymous]) {
    socket.send({ type: 'ping' });
    await socket.next((m) => m.type === 'pong');
  }
  // The ended token cannot open a member socket again.
  const again = await connect({ token: member.token });
  sockets.push(again);
  again.send({
    type: 'subscribe',
    id: 'b2',
    payload: { query: 'subscription { viewerLiveClassBooked { id } }' },
  });
  const refusal = await again.next((m) => (m.type === 'error' || m.type === 'next') && m.id === 'b2');
  countCases(CATEGORY);
  expect(JSON.stringify(refusal.payload)).toContain('UNAUTHENTICATED');
});

test('a member’s bookings are pushed to that member only', async () => {
  const [booker, watcher] = await Promise.all([signUp('ws-booker'), signUp('ws-watcher')]);
  await subscribe(booker);
  const spy = await tracked({ token: watcher.token });
  spy.send({
    type: 'subscribe',
    id: 'spy',
    payload: { query: 'subscription { viewerLiveClassBooked { id } }' },
  });
  const own = await tracked({ token: booker.token });
  own.send({
    type: 'subscribe',
    id: 'own',
    payload: { query: 'subscription { viewerLiveClassBooked { id } }' },
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const live = await createClass(await staffToken());
  const booked = await rest('POST', '/api/liveclass/upcoming', {
    token: booker.token,
    body: { liveClassId: live.id },
  });
  expect(booked.status).toBeLessThan(300);
  await own.next((m) => m.type === 'next' && m.id === 'own', 20_000);
  countCases(CATEGORY);
  expect(spy.messages.filter((m) => m.type === 'next')).toEqual([]);
});

test('a friend’s booking is pushed to the booker’s friends only; a visitor is refused', async () => {
  const FRIENDS =
    'subscription { viewerFriendsBookingChanged { id friendsBooked(first: 3) { totalCount } } }';
  const [booker, friend, stranger] = await Promise.all([
    signUp('ws-fb-booker'),
    signUp('ws-fb-friend'),
    signUp('ws-fb-stranger'),
  ]);
  await subscribe(booker);
  const idOf = async (token: string) =>
    (await rest<{ id: number }>('GET', '/api/user/me', { token })).body.content.id;
  const asked = await rest<{ request: { userFriendId: number } }>('POST', '/api/user/friends', {
    token: booker.token,
    body: { friendId: await idOf(friend.token) },
  });
  expect(asked.status).toBe(201);
  const accepted = await rest('PATCH', '/api/user/friends', {
    token: friend.token,
    body: { userFriendId: asked.body.content.request.userFriendId, accepted: true },
  });
  expect(accepted.status).toBe(200);

  const visitor = await tracked();
  visitor.send({ type: 'subscribe', id: 'v', payload: { query: FRIENDS } });
  const refusal = await visitor.next((m) => (m.type === 'error' || m.type === 'next') && m.id === 'v');
  countCases(CATEGORY);
  expect(JSON.stringify(refusal.payload)).toContain('UNAUTHENTICATED');

  const spy = await tracked({ token: stranger.token });
  spy.send({ type: 'subscribe', id: 'spy', payload: { query: FRIENDS } });
  const theirs = await tracked({ token: friend.token });
  theirs.send({ type: 'subscribe', id: 'friend', payload: { query: FRIENDS } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const live = await createClass(await staffToken());
  const booked = await rest('POST', '/api/liveclass/upcoming', {
    token: booker.token,
    body: { liveClassId: live.id },
  });
  expect(booked.status).toBeLessThan(300);
  const push = await theirs.next((m) => m.type === 'next' && m.id === 'friend', 20_000);
  countCases(CATEGORY);
  expect(JSON.stringify(push.payload)).toContain('"totalCount":1');
  expect(spy.messages.filter((m) => m.type === 'next')).toEqual([]);
});

test('messages out of protocol close the socket with the protocol’s codes', async () => {
  const cases: Array<[string, (socket: Socket) => void, number]> = [
    ['not JSON', (s) => s.send('{nope'), 4400],
    ['unknown type', (s) => s.send({ type: 'hello' }), 4400],
    [
      'subscribe before init',
      (s) => s.send({ type: 'subscribe', id: '1', payload: { query: SCHEDULE } }),
      4401,
    ],
    [
      'two inits',
      (s) => {
        s.send({ type: 'connection_init' });
        s.send({ type: 'connection_init' });
      },
      4429,
    ],
    [
      'an oversized message',
      (s) => s.send({ type: 'connection_init', payload: { pad: 'x'.repeat(200 * 1024) } }),
      1009,
    ],
  ];
  for (const [, misbehave, code] of cases) {
    const opened = await openSocket();
    if (!isSocket(opened)) throw new Error('refused');
    sockets.push(opened);
    misbehave(opened);
    countCases(CATEGORY);
    expect((await opened.closed).code).toBe(code);
  }
  // Saying nothing at all: closed when the init timeout passes.
  const silent = await openSocket();
  if (!isSocket(silent)) throw new Error('refused');
  sockets.push(silent);
  countCases(CATEGORY);
  expect((await silent.closed).code).toBe(4408);
});

test('a repeated subscription id, bad documents and unknown persisted ids are errors for that id only', async () => {
  const socket = await tracked();
  socket.send({ type: 'subscribe', id: 'x', payload: { query: '{ nope }' } });
  await socket.next((m) => m.type === 'error' && m.id === 'x');
  socket.send({
    type: 'subscribe',
    id: 'y',
    payload: { query: '', extensions: { doc_id: 'not-a-known-id' } },
  });
  await socket.next((m) => m.type === 'error' && m.id === 'y');
  socket.send({
    type: 'subscribe',
    id: 'z',
    payload: {
      query: `subscription { ${'liveScheduleChanged { kind } '.repeat(1)} }`,
      variables: { x: 'y'.repeat(1000) },
    },
  });
  socket.send({ type: 'subscribe', id: 'z', payload: { query: SCHEDULE } });
  countCases(CATEGORY, 3);
  expect((await socket.closed).code).toBe(4409);
});
