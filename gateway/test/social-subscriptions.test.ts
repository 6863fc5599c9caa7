// The friends and conversations pushes over a real graphql-ws client, fed by a FakeEventStream
// through the gateway's own EventStream + EventHub: each change reaches its two members only, each
// from their own side (which way a request goes, whose message it is, what is unread), read with
// fresh loaders per push; a third member receives none, and a visitor cannot subscribe.
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { EventHub } from '../src/events/hub.js';
import { EventStream } from '../src/events/stream.js';
import { FakeBackend } from './support/fake-backend.js';
import { FakeEventStream, waitFor } from './support/fake-event-stream.js';
import type { FakeLiveEvent } from './support/fake-live.js';
import { followEventStream, startGateway, type TestGateway } from './support/harness.js';

const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`).toString('base64');

let backend: FakeBackend;
let server: FakeEventStream;
let gw: TestGateway;
let hub: EventHub;
let stream: EventStream;
const clients: Client[] = [];

beforeAll(async () => {
  backend = new FakeBackend();
  await backend.start();
});
afterAll(async () => {
  await backend.stop();
});
beforeEach(async () => {
  backend.reset();
  server = new FakeEventStream();
  await server.start();
  ({ hub, stream } = followEventStream(server));
  gw = await startGateway(backend, { eventHub: hub });
  await waitFor(() => stream.health().connected, 3_000, 'stream connected');
  backend.social.onEvent = (event: FakeLiveEvent) => void server.emit(event);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
  await stream.stop();
  hub.close();
  await gw.close();
  await server.stop();
});

interface Watch {
  pushes: ExecutionResult[];
  errors: unknown[];
}

function watch(query: string, token?: string): Watch {
  const client = createClient({
    url: gw.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    ...(token ? { connectionParams: { authToken: token } } : {}),
  });
  clients.push(client);
  const seen: Watch = { pushes: [], errors: [] };
  client.subscribe(
    { query },
    {
      next: (value) => void seen.pushes.push(value as ExecutionResult),
      error: (error) => void seen.errors.push(error),
      complete: () => undefined,
    },
  );
  return seen;
}

const pushed = (seen: Watch, field: string) =>
  seen.pushes.map((push) => (push.data as Record<string, unknown> | undefined)?.[field]);

async function mutate(text: string, token: string): Promise<Record<string, unknown>> {
  const reply = await gw.query(text, {}, { authorization: token });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data ?? {};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

const FRIENDS = `subscription { viewerFriendsChanged { kind removedIds
  friendRequest { id direction member { firstName } } friendship { id member { firstName } } } }`;
const CONVERSATIONS = `subscription { viewerConversationChanged {
  conversation { id unreadCount member { firstName } } message { text fromViewer sender { firstName } } } }`;

test('a request, its acceptance and a removal reach the two members from their side; a third nothing', async () => {
  const maya = backend.accounts.addUser({ firstName: 'Maya' });
  const omar = backend.accounts.addUser({ firstName: 'Omar' });
  const zoe = backend.accounts.addUser({ firstName: 'Zoe' });
  const mayaSeen = watch(FRIENDS, maya.token);
  const omarSeen = watch(FRIENDS, omar.token);
  const zoeSeen = watch(FRIENDS, zoe.token);
  await waitFor(() => hub.size === 3, 3_000, 'subscribed');

  const sent = await mutate(
    `mutation { sendFriendRequest(input: { memberId: "${globalId('Member', omar.user.id)}" }) { friendRequest { id } } }`,
    maya.token,
  );
  const requestId = (sent.sendFriendRequest as { friendRequest: { id: string } }).friendRequest.id;
  await mutate(
    `mutation { respondToFriendRequest(input: { friendRequestId: "${requestId}", accept: true }) { userErrors { code } } }`,
    omar.token,
  );
  const key = Number(Buffer.from(requestId, 'base64').toString().split(':')[1]);
  const friendshipId = globalId('Friendship', key);
  await mutate(
    `mutation { removeFriend(input: { friendshipId: "${friendshipId}" }) { userErrors { code } } }`,
    omar.token,
  );
  await waitFor(() => mayaSeen.pushes.length === 3 && omarSeen.pushes.length === 3, 3_000, 'pushes');
  await settle();

  const expected = (direction: string, other: string) => [
    {
      kind: 'REQUESTED',
      removedIds: [],
      friendRequest: { id: requestId, direction, member: { firstName: other } },
      friendship: null,
    },
    {
      kind: 'ACCEPTED',
      removedIds: [requestId],
      friendRequest: null,
      friendship: { id: friendshipId, member: { firstName: other } },
    },
    { kind: 'REMOVED', removedIds: [requestId, friendshipId], friendRequest: null, friendship: null },
  ];
  expect(pushed(mayaSeen, 'viewerFriendsChanged')).toEqual(expected('OUTGOING', 'Omar'));
  expect(pushed(omarSeen, 'viewerFriendsChanged')).toEqual(expected('INCOMING', 'Maya'));
  expect(zoeSeen.pushes).toEqual([]);
  expect(server.events.map((event) => event.audienceUserIds)).toEqual([
    [maya.user.id, omar.user.id],
    [maya.user.id, omar.user.id],
    [maya.user.id, omar.user.id],
  ]);
});

test('a message and its reading reach both members, each with their own unread count; a third nothing', async () => {
  const maya = backend.accounts.addUser({ firstName: 'Maya' });
  const omar = backend.accounts.addUser({ firstName: 'Omar' });
  const zoe = backend.accounts.addUser({ firstName: 'Zoe' });
  const friendship = backend.social.befriend(maya.user, omar.user);
  backend.social.befriend(zoe.user, maya.user);
  const mayaSeen = watch(CONVERSATIONS, maya.token);
  const omarSeen = watch(CONVERSATIONS, omar.token);
  const zoeSeen = watch(CONVERSATIONS, zoe.token);
  await waitFor(() => hub.size === 3, 3_000, 'subscribed');

  await mutate(
    `mutation { sendMessage(input: { memberId: "${globalId('Member', omar.user.id)}", text: "Class at 7?" }) { userErrors { code } } }`,
    maya.token,
  );
  await waitFor(() => mayaSeen.pushes.length === 1 && omarSeen.pushes.length === 1, 3_000, 'message pushes');
  const conversationId = globalId('Conversation', friendship.id);
  await mutate(
    `mutation { markConversationRead(input: { conversationId: "${conversationId}" }) { userErrors { code } } }`,
    omar.token,
  );
  await waitFor(() => mayaSeen.pushes.length === 2 && omarSeen.pushes.length === 2, 3_000, 'read pushes');
  await settle();

  const message = (fromViewer: boolean) => ({
    text: 'Class at 7?',
    fromViewer,
    sender: { firstName: 'Maya' },
  });
  expect(pushed(mayaSeen, 'viewerConversationChanged')).toEqual([
    {
      conversation: { id: conversationId, unreadCount: 0, member: { firstName: 'Omar' } },
      message: message(true),
    },
    { conversation: { id: conversationId, unreadCount: 0, member: { firstName: 'Omar' } }, message: null },
  ]);
  // Omar's unread count is read when each push happens: 1, then 0 once he read it.
  expect(pushed(omarSeen, 'viewerConversationChanged')).toEqual([
    {
      conversation: { id: conversationId, unreadCount: 1, member: { firstName: 'Maya' } },
      message: message(false),
    },
    { conversation: { id: conversationId, unreadCount: 0, member: { firstName: 'Maya' } }, message: null },
  ]);
  expect(zoeSeen.pushes).toEqual([]);
});

test('an invitation to a live class reaches the two as a message naming the class; a third nothing', async () => {
  const maya = backend.accounts.addUser({ firstName: 'Maya' });
  const omar = backend.accounts.addUser({ firstName: 'Omar' });
  const zoe = backend.accounts.addUser({ firstName: 'Zoe' });
  backend.social.befriend(maya.user, omar.user);
  backend.social.befriend(zoe.user, maya.user);
  const liveClass = backend.live.addClass({ title: 'Sunrise Flow' });
  backend.live.addBooking(maya.user, liveClass);
  const query = `subscription { viewerConversationChanged {
    conversation { unreadCount } message { fromViewer liveClass { databaseId title } } } }`;
  const mayaSeen = watch(query, maya.token);
  const omarSeen = watch(query, omar.token);
  const zoeSeen = watch(query, zoe.token);
  await waitFor(() => hub.size === 3, 3_000, 'subscribed');

  await mutate(
    `mutation { inviteFriendToLiveClass(input: { liveClassId: "${globalId('LiveClass', liveClass.id)}", friendId: "${globalId('Member', omar.user.id)}" }) { userErrors { code } } }`,
    maya.token,
  );
  await waitFor(
    () => mayaSeen.pushes.length === 1 && omarSeen.pushes.length === 1,
    3_000,
    'invitation pushes',
  );
  await settle();
  const named = { databaseId: liveClass.id, title: 'Sunrise Flow' };
  expect(pushed(mayaSeen, 'viewerConversationChanged')).toEqual([
    { conversation: { unreadCount: 0 }, message: { fromViewer: true, liveClass: named } },
  ]);
  expect(pushed(omarSeen, 'viewerConversationChanged')).toEqual([
    { conversation: { unreadCount: 1 }, message: { fromViewer: false, liveClass: named } },
  ]);
  expect(zoeSeen.pushes).toEqual([]);
});

test('an event addressed to no one reaches no one; a visitor cannot subscribe', async () => {
  const maya = backend.accounts.addUser();
  const seen = watch(FRIENDS, maya.token);
  const visitor = watch(FRIENDS);
  await waitFor(
    () => hub.size === 1 && visitor.errors.length + visitor.pushes.length > 0,
    3_000,
    'subscribed',
  );
  server.emit({
    type: 'friend.requested',
    subject: { kind: 'friendship', id: 7 },
    audienceUserIds: [],
    payload: {
      friendship: {
        userFriendId: 7,
        requesterId: maya.user.id,
        addresseeId: 9999,
        accepted: false,
        requestedAt: '2026-01-01T00:00:00.000Z',
        acceptedAt: null,
      },
    },
  });
  await settle();
  expect(seen.pushes).toEqual([]);
  const refusal = JSON.stringify([...visitor.errors, ...visitor.pushes]);
  expect(refusal).toContain('UNAUTHENTICATED');
});
