// Friends, requests, conversations and messages through the gateway against the fake backend: the
// answers from the viewer's side, one REST call per list per request however long the lists, every
// bad input refused with no REST call, and the backend's refusals as userErrors.
import type { FakeBackend } from './support/fake-backend.js';
import type { FakeUser } from './support/fake-accounts.js';
import { useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));

const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`).toString('base64');

beforeEach(() => backend.reset());

async function run(query: string, token: string | undefined, variables?: Record<string, unknown>) {
  backend.requests.length = 0;
  const reply = await gw.query(query, variables, token ? { authorization: token } : {});
  return reply.body;
}

/** REST calls of the last operation, other than the viewer's own (`viewer` is GET /api/user/me). */
const socialCalls = () =>
  backend.requests
    .filter((r) => !(r.method === 'GET' && r.path === '/api/user/me'))
    .map((r) => `${r.method} ${r.path}${r.search}`);

function members(count: number): { user: FakeUser; token: string }[] {
  return Array.from({ length: count }, (_, index) =>
    backend.accounts.addUser({ firstName: `Friend${index}`, lastName: 'smith' }),
  );
}

describe('lists', () => {
  test('friends, requests and conversations: one REST call per list, however many friends', async () => {
    const [maya, ...others] = members(151);
    for (const other of others.slice(0, 130)) backend.social.befriend(maya!.user, other.user);
    for (const other of others.slice(130, 140)) backend.social.befriend(other.user, maya!.user, false);
    for (const other of others.slice(140)) backend.social.befriend(maya!.user, other.user, false);
    backend.social.addMessage(others[3]!.user, maya!.user, 'Hello Maya');
    const body = await run(
      `{ viewer {
          friends(first: 100) { edges { cursor node { id databaseId member { id firstName lastNameInitial } conversation { id unreadCount } } } pageInfo { hasNextPage endCursor } }
          incoming: friendRequests(direction: INCOMING) { edges { node { direction member { firstName } } } }
          outgoing: friendRequests(direction: OUTGOING) { edges { node { direction } } }
          conversations(first: 5) { edges { node { id unreadCount member { firstName } lastMessage { text fromViewer sender { firstName } } } } pageInfo { hasNextPage } }
        } }`,
      maya!.token,
    );
    expect(body.errors).toBeUndefined();
    const viewer = body.data?.viewer as Record<
      string,
      { edges: { node: Record<string, unknown> }[]; pageInfo: Record<string, unknown> }
    >;
    expect(viewer.friends!.edges).toHaveLength(100);
    expect(viewer.friends!.pageInfo.hasNextPage).toBe(true);
    // Newest friendship first.
    expect((viewer.friends!.edges[0]!.node.member as { firstName: string }).firstName).toBe('Friend130');
    expect(viewer.friends!.edges[0]!.node.member).toMatchObject({ lastNameInitial: 'S' });
    expect(viewer.incoming!.edges).toHaveLength(10);
    expect(viewer.incoming!.edges.every((edge) => edge.node.direction === 'INCOMING')).toBe(true);
    expect(viewer.outgoing!.edges).toHaveLength(10);
    expect(viewer.conversations!.edges[0]!.node).toMatchObject({
      unreadCount: 1,
      member: { firstName: 'Friend4' },
      lastMessage: { text: 'Hello Maya', fromViewer: false, sender: { firstName: 'Friend4' } },
    });
    expect(backend.count('/api/user/friends', 'GET')).toBe(2);
    expect(backend.count('/api/user/messages', 'GET')).toBe(1);
    // The senders' faces: one batched call.
    expect(backend.count('/api/members')).toBe(1);

    const next = await run(
      `{ viewer { friends(first: 100, after: "${String(viewer.friends!.pageInfo.endCursor)}") { edges { node { member { firstName } } } pageInfo { hasNextPage } } } }`,
      maya!.token,
    );
    const page = (next.data?.viewer as { friends: { edges: unknown[]; pageInfo: { hasNextPage: boolean } } })
      .friends;
    expect(page.edges).toHaveLength(30);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(socialCalls()).toEqual(['GET /api/user/friends']);
  });

  test('a conversation pages its messages through before/limit; a stranger has none', async () => {
    const [maya, omar, stranger] = members(3);
    backend.social.befriend(maya!.user, omar!.user);
    for (let index = 0; index < 5; index += 1) backend.social.addMessage(maya!.user, omar!.user, `m${index}`);
    const query = (after: string | null) =>
      `{ viewer { conversation(memberId: "${globalId('Member', omar!.user.id)}") { id member { firstName } messages(first: 2${after ? `, after: "${after}"` : ''}) { edges { node { text fromViewer } } pageInfo { hasNextPage endCursor } } } } }`;
    const first = await run(query(null), maya!.token);
    const conversation = (
      first.data?.viewer as {
        conversation: {
          messages: {
            edges: { node: { text: string; fromViewer: boolean } }[];
            pageInfo: { hasNextPage: boolean; endCursor: string };
          };
        };
      }
    ).conversation;
    expect(conversation.messages.edges.map((edge) => edge.node)).toEqual([
      { text: 'm4', fromViewer: true },
      { text: 'm3', fromViewer: true },
    ]);
    expect(conversation.messages.pageInfo.hasNextPage).toBe(true);
    const second = await run(query(conversation.messages.pageInfo.endCursor), maya!.token);
    const older = (
      second.data?.viewer as { conversation: { messages: { edges: { node: { text: string } }[] } } }
    ).conversation;
    expect(older.messages.edges.map((edge) => edge.node.text)).toEqual(['m2', 'm1']);
    expect(backend.requests.find((r) => r.path.startsWith('/api/user/messages/'))?.search).toMatch(
      /before=\d+/,
    );

    const none = await run(
      `{ viewer { conversation(memberId: "${globalId('Member', stranger!.user.id)}") { id } } }`,
      maya!.token,
    );
    expect((none.data?.viewer as { conversation: unknown }).conversation).toBeNull();
  });

  test('node(id) of a friendship, request or conversation is the viewer’s own only', async () => {
    const [maya, omar, third] = members(3);
    const friendship = backend.social.befriend(maya!.user, omar!.user);
    const query = `{ node(id: "${globalId('Friendship', friendship.id)}") { id ... on Friendship { member { firstName } } } }`;
    expect((await run(query, maya!.token)).data?.node).toMatchObject({
      id: globalId('Friendship', friendship.id),
    });
    expect((await run(query, third!.token)).data?.node).toBeNull();
    expect((await run(query, undefined)).data?.node).toBeNull();
  });
});

describe('searchMember', () => {
  test('finds a member and how they stand; an unknown address is the spec’s words', async () => {
    const [maya, omar] = members(2);
    const request = backend.social.befriend(omar!.user, maya!.user, false);
    const found = await run(
      `{ searchMember(email: " ${omar!.user.email.toUpperCase()} ") { member { id firstName } relationship friendRequest { id direction } userErrors { code } } }`,
      maya!.token,
    );
    expect(found.data?.searchMember).toEqual({
      member: { id: globalId('Member', omar!.user.id), firstName: 'Friend1' },
      relationship: 'INCOMING_REQUEST',
      friendRequest: { id: globalId('FriendRequest', request.id), direction: 'INCOMING' },
      userErrors: [],
    });
    const missing = await run(
      '{ searchMember(email: "nobody@example.com") { member { id } relationship userErrors { field code message } } }',
      maya!.token,
    );
    expect(missing.data?.searchMember).toEqual({
      member: null,
      relationship: null,
      userErrors: [
        {
          field: 'email',
          code: 'NOT_FOUND',
          message: 'User not found! Invite them by using the links below',
        },
      ],
    });
  });

  test('a bad address or a visitor costs no call; a 429 is TOO_MANY_ATTEMPTS', async () => {
    const [maya] = members(1);
    for (const email of ['', 'not-an-address', `${'a'.repeat(250)}@example.com`]) {
      const body = await run(
        `{ searchMember(email: "${email}") { userErrors { field code } } }`,
        maya!.token,
      );
      expect(body.data?.searchMember).toEqual({ userErrors: [{ field: 'email', code: 'INVALID_INPUT' }] });
      expect(socialCalls()).toEqual([]);
    }
    const visitor = await run('{ searchMember(email: "a@example.com") { userErrors { code } } }', undefined);
    expect(visitor.data?.searchMember).toEqual({ userErrors: [{ code: 'UNAUTHENTICATED' }] });
    expect(socialCalls()).toEqual([]);
    backend.script('POST', '/api/user/friends/search', {
      status: 429,
      body: { status: false, content: 'Too many searches. Try again in 10 minutes.', code: 'rate_limited' },
    });
    const limited = await run(
      '{ searchMember(email: "a@example.com") { userErrors { code message } } }',
      maya!.token,
    );
    expect(limited.data?.searchMember).toEqual({
      userErrors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Too many searches. Try again in 10 minutes.' }],
    });
  });
});

describe('mutations', () => {
  const SEND = `mutation ($memberId: ID!) { sendFriendRequest(input: { memberId: $memberId }) {
    message friendRequest { id direction member { firstName } } userErrors { field code message } } }`;

  test('asking, accepting, messaging, reading and removing', async () => {
    const [maya, omar] = members(2);
    const sent = await run(SEND, maya!.token, { memberId: globalId('Member', omar!.user.id) });
    const payload = sent.data?.sendFriendRequest as {
      message: string;
      friendRequest: { id: string; direction: string };
    };
    expect(payload.message).toBe('Friend request successfully sent.');
    expect(payload.friendRequest.direction).toBe('OUTGOING');
    expect(socialCalls()[0]).toBe('POST /api/user/friends');
    expect(backend.requests[0]!.body).toEqual({ friendId: omar!.user.id });

    const again = await run(SEND, maya!.token, { memberId: globalId('Member', omar!.user.id) });
    expect((again.data?.sendFriendRequest as { userErrors: { code: string }[] }).userErrors[0]!.code).toBe(
      'INVALID_STATE',
    );
    // The requester cannot accept their own request.
    const RESPOND = `mutation ($id: ID!) { respondToFriendRequest(input: { friendRequestId: $id, accept: true }) {
      friendship { id member { firstName } conversation { unreadCount } } answeredFriendRequestId userErrors { code } } }`;
    const own = await run(RESPOND, maya!.token, { id: payload.friendRequest.id });
    expect(own.data?.respondToFriendRequest).toMatchObject({
      friendship: null,
      userErrors: [{ code: 'FORBIDDEN' }],
    });
    const accepted = await run(RESPOND, omar!.token, { id: payload.friendRequest.id });
    expect(accepted.data?.respondToFriendRequest).toMatchObject({
      friendship: { member: { firstName: 'Friend0' }, conversation: { unreadCount: 0 } },
      answeredFriendRequestId: payload.friendRequest.id,
      userErrors: [],
    });

    const message = await run(
      `mutation ($memberId: ID!) { sendMessage(input: { memberId: $memberId, text: "  See you at 7  " }) {
        message { text fromViewer } conversation { unreadCount lastMessage { text } } userErrors { code } } }`,
      maya!.token,
      { memberId: globalId('Member', omar!.user.id) },
    );
    expect(message.data?.sendMessage).toEqual({
      message: { text: 'See you at 7', fromViewer: true },
      conversation: { unreadCount: 0, lastMessage: { text: 'See you at 7' } },
      userErrors: [],
    });
    expect(backend.requests.find((r) => r.method === 'POST')?.body).toEqual({
      friendId: omar!.user.id,
      text: 'See you at 7',
    });

    const friendshipId = (accepted.data?.respondToFriendRequest as { friendship: { id: string } }).friendship
      .id;
    const conversationId = globalId(
      'Conversation',
      Number(Buffer.from(friendshipId, 'base64').toString().split(':')[1]),
    );
    const read = await run(
      `mutation ($id: ID!) { markConversationRead(input: { conversationId: $id }) { conversation { unreadCount lastMessage { readAt } } userErrors { code } } }`,
      omar!.token,
      { id: conversationId },
    );
    expect(read.data?.markConversationRead).toMatchObject({
      conversation: { unreadCount: 0 },
      userErrors: [],
    });
    expect(
      (read.data?.markConversationRead as { conversation: { lastMessage: { readAt: string | null } } })
        .conversation.lastMessage.readAt,
    ).not.toBeNull();
    expect(socialCalls()).toEqual([
      'GET /api/user/messages',
      `POST /api/user/messages/${maya!.user.id}/read`,
    ]);

    const removed = await run(
      `mutation ($id: ID!) { removeFriend(input: { friendshipId: $id }) { removedFriendshipId userErrors { code } } }`,
      maya!.token,
      { id: friendshipId },
    );
    expect(removed.data?.removeFriend).toEqual({ removedFriendshipId: friendshipId, userErrors: [] });
    const forbidden = await run(
      `mutation ($memberId: ID!) { sendMessage(input: { memberId: $memberId, text: "hi" }) { message { id } userErrors { code message } } }`,
      maya!.token,
      { memberId: globalId('Member', omar!.user.id) },
    );
    expect(forbidden.data?.sendMessage).toEqual({
      message: null,
      userErrors: [{ code: 'FORBIDDEN', message: 'You can only message your friends.' }],
    });
  });

  test('cancelling withdraws only a request the viewer sent, still waiting', async () => {
    const [maya, omar, third] = members(3);
    const mine = backend.social.befriend(maya!.user, omar!.user, false);
    const theirs = backend.social.befriend(third!.user, maya!.user, false);
    const CANCEL = `mutation ($id: ID!) { cancelFriendRequest(input: { friendRequestId: $id }) { cancelledFriendRequestId userErrors { code } } }`;
    const refused = await run(CANCEL, maya!.token, { id: globalId('FriendRequest', theirs.id) });
    expect(refused.data?.cancelFriendRequest).toEqual({
      cancelledFriendRequestId: null,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
    expect(socialCalls()).toEqual(['GET /api/user/friends?pending=true']);
    const done = await run(CANCEL, maya!.token, { id: globalId('FriendRequest', mine.id) });
    expect(done.data?.cancelFriendRequest).toEqual({
      cancelledFriendRequestId: globalId('FriendRequest', mine.id),
      userErrors: [],
    });
  });

  test('invitations: an address or a number, not both', async () => {
    const [maya] = members(1);
    const INVITE = `mutation ($input: InviteFriendInput!) { inviteFriend(input: $input) { invited expiresAt userErrors { field code } } }`;
    const phone = await run(INVITE, maya!.token, { input: { phone: '+1 (212) 555-0100' } });
    expect(phone.data?.inviteFriend).toEqual({
      invited: '+12125550100',
      expiresAt: '2026-02-01T00:00:00.000Z',
      userErrors: [],
    });
    expect(backend.requests[0]!.body).toEqual({ phone: '+12125550100' });
    const email = await run(INVITE, maya!.token, { input: { email: 'friend@example.com' } });
    expect((email.data?.inviteFriend as { invited: string }).invited).toBe('friend@example.com');
  });

  test('every bad input is INVALID_INPUT with no REST call', async () => {
    const [maya] = members(1);
    const cases: [string, Record<string, unknown>, string, string | null][] = [
      [SEND, { memberId: 'not-an-id' }, 'sendFriendRequest', 'memberId'],
      [SEND, { memberId: globalId('Studio', 3) }, 'sendFriendRequest', 'memberId'],
      [
        'mutation ($id: ID!) { respondToFriendRequest(input: { friendRequestId: $id, accept: true }) { userErrors { field code } } }',
        { id: globalId('Friendship', 3) },
        'respondToFriendRequest',
        'friendRequestId',
      ],
      [
        'mutation ($id: ID!) { cancelFriendRequest(input: { friendRequestId: $id }) { userErrors { field code } } }',
        { id: '!!' },
        'cancelFriendRequest',
        'friendRequestId',
      ],
      [
        'mutation ($id: ID!) { removeFriend(input: { friendshipId: $id }) { userErrors { field code } } }',
        { id: globalId('Member', 3) },
        'removeFriend',
        'friendshipId',
      ],
      [
        'mutation ($id: ID!) { markConversationRead(input: { conversationId: $id }) { userErrors { field code } } }',
        { id: globalId('Friendship', 3) },
        'markConversationRead',
        'conversationId',
      ],
      [
        'mutation ($t: String!) { sendMessage(input: { memberId: "12", text: $t }) { userErrors { field code } } }',
        { t: '   ' },
        'sendMessage',
        'text',
      ],
      [
        'mutation ($t: String!) { sendMessage(input: { memberId: "12", text: $t }) { userErrors { field code } } }',
        { t: '😀'.repeat(2001) },
        'sendMessage',
        'text',
      ],
      [
        'mutation ($i: InviteFriendInput!) { inviteFriend(input: $i) { userErrors { field code } } }',
        { i: { email: 'a@example.com', phone: '+12125550100' } },
        'inviteFriend',
        null,
      ],
      [
        'mutation ($i: InviteFriendInput!) { inviteFriend(input: $i) { userErrors { field code } } }',
        { i: {} },
        'inviteFriend',
        null,
      ],
      [
        'mutation ($i: InviteFriendInput!) { inviteFriend(input: $i) { userErrors { field code } } }',
        { i: { phone: '0212555' } },
        'inviteFriend',
        'phone',
      ],
      [
        'mutation ($i: InviteFriendInput!) { inviteFriend(input: $i) { userErrors { field code } } }',
        { i: { email: 'nope' } },
        'inviteFriend',
        'email',
      ],
    ];
    for (const [query, variables, field, errorField] of cases) {
      const body = await run(query, maya!.token, variables);
      const errors = (body.data?.[field] as { userErrors: unknown[] } | undefined)?.userErrors;
      expect({ field, errors }).toMatchObject({
        field,
        errors: [{ field: errorField, code: 'INVALID_INPUT' }],
      });
      expect(socialCalls()).toEqual([]);
    }
    // 2000 emoji are 2000 characters: allowed.
    await run(
      'mutation ($t: String!) { sendMessage(input: { memberId: "12", text: $t }) { userErrors { code } } }',
      maya!.token,
      { t: '😀'.repeat(2000) },
    );
    expect(socialCalls()).toEqual(['POST /api/user/messages']);
  });

  test('refusals: 404, 400 naming the field, 401, and a 5xx never shows its text', async () => {
    const [maya] = members(1);
    const missing = await run(SEND, maya!.token, { memberId: globalId('Member', 99999) });
    expect((missing.data?.sendFriendRequest as { userErrors: unknown[] }).userErrors).toEqual([
      { field: 'memberId', code: 'NOT_FOUND', message: 'friendId: no such member' },
    ]);
    const self = await run(SEND, maya!.token, { memberId: globalId('Member', maya!.user.id) });
    expect((self.data?.sendFriendRequest as { userErrors: unknown[] }).userErrors).toEqual([
      { field: 'memberId', code: 'INVALID_INPUT', message: 'friendId: you cannot befriend yourself' },
    ]);
    const ended = await run(SEND, 'revoked-token', { memberId: globalId('Member', 5) });
    expect((ended.data?.sendFriendRequest as { userErrors: { code: string }[] }).userErrors[0]!.code).toBe(
      'UNAUTHENTICATED',
    );
    backend.script('POST', '/api/user/friends', {
      status: 500,
      body: { status: false, content: 'secret stack' },
    });
    const broken = await run(SEND, maya!.token, { memberId: globalId('Member', 5) });
    expect(JSON.stringify(broken)).not.toContain('secret stack');
    expect(broken.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});
