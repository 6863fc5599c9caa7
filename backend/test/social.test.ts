import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.js';
import {
  FRIEND_SEARCHES_PER_EMAIL,
  FRIEND_SEARCHES_PER_MEMBER,
  INVITATIONS_PER_RECIPIENT,
} from '../src/social/limits.js';
import { INSTRUCTOR_EMAIL, seedInstructor, seedStaff, STAFF_EMAIL } from '../src/accounts/seed.js';
import { seedFriends } from '../src/social/seed.js';
import { outbox, signUp, TestClock, uniqueEmail, userInfo } from './support/accounts.js';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';

/** Friends, invitations and direct messages: the contract, every refusal, and who is told. */

let t: TestApp;
let db: Database;
const clock = new TestClock(new Date('2031-05-10T12:00:00.000Z'));

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
  db = t.database.db;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

function call(
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const content = <T>(response: LightMyRequestResponse): T => json<Envelope<T>>(response).content;

interface Person {
  token: string;
  id: number;
  email: string;
  firstName: string;
}

async function person(firstName = 'Ada', lastName = 'Lovelace'): Promise<Person> {
  const { authToken, user } = await signUp(t.app, { firstName, lastName });
  return { token: authToken, id: user.id, email: user.email, firstName };
}

/** Every row a friends or messages call may write: a refused call leaves all of these as they were. */
async function rows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'friendships',
    'friend_invitations',
    'direct_messages',
    'events',
    'outbox_emails',
    'outbox_text_messages',
  ])
    counts[table] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  const [accepted] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM friendships WHERE accepted_at IS NOT NULL',
  );
  counts['accepted'] = accepted!.n;
  const [read] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM direct_messages WHERE read_at IS NOT NULL',
  );
  counts['read'] = read!.n;
  return counts;
}

interface EventRow {
  type: string;
  audience_user_ids: number[];
  subject_kind: string;
  payload: Record<string, unknown>;
}

async function eventsSince(id: number): Promise<EventRow[]> {
  return db.query<EventRow>(
    'SELECT type, audience_user_ids, subject_kind, payload FROM events WHERE id > $1 ORDER BY id',
    [id],
  );
}

async function lastEventId(): Promise<number> {
  return Number(
    (await db.query<{ id: string | null }>('SELECT max(id)::text AS id FROM events'))[0]?.id ?? 0,
  );
}

/** Expects a refusal with this status and message (and code), and that nothing was written. */
async function refused(
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  message: string | RegExp,
  code?: string,
): Promise<LightMyRequestResponse> {
  const before = await rows();
  const response = await request();
  expect(response.statusCode).toBe(status);
  const body = json<{ status: boolean; content: string; code?: string }>(response);
  expect(body.status).toBe(false);
  if (typeof message === 'string') expect(body.content).toBe(message);
  else expect(body.content).toMatch(message);
  if (code !== undefined) expect(body.code).toBe(code);
  expect(await rows()).toEqual(before);
  return response;
}

async function befriend(a: Person, b: Person): Promise<number> {
  const sent = await call('POST', '/api/user/friends', a.token, { friendId: b.id });
  expect(sent.statusCode).toBe(201);
  const userFriendId = content<{ request: { userFriendId: number } }>(sent).request.userFriendId;
  const accepted = await call('PATCH', '/api/user/friends', b.token, { userFriendId, accepted: true });
  expect(accepted.statusCode).toBe(200);
  return userFriendId;
}

const face = (p: Person) => ({ id: p.id, firstName: p.firstName, lastNameInitial: 'L', studioId: null });

describe('friend requests', () => {
  test('a request shows on both sides, marked incoming and outgoing; accepting makes two friends; each event goes to the two only', async () => {
    const ada = await person('Ada');
    const grace = await person('Grace');
    const bystander = await person('Bystander');
    const since = await lastEventId();

    const sent = await call('POST', '/api/user/friends', ada.token, {
      friendId: grace.id,
      authUserInfo: { id: 1 },
    });
    expect(sent.statusCode).toBe(201);
    const { message, request } = content<{ message: string; request: { userFriendId: number } }>(sent);
    expect(message).toBe('Friend request successfully sent.');
    expect(request).toEqual({
      userFriendId: expect.any(Number),
      direction: 'outgoing',
      accepted: false,
      friend: face(grace),
      requestedAt: clock.current.toISOString(),
    });
    const userFriendId = request.userFriendId;

    expect(content(await call('GET', '/api/user/friends?pending=true', ada.token))).toEqual([request]);
    expect(content(await call('GET', '/api/user/friends?pending=true', grace.token))).toEqual([
      { ...request, direction: 'incoming', friend: face(ada) },
    ]);
    expect(content(await call('GET', '/api/user/friends', ada.token))).toEqual([]);
    expect(content(await call('GET', '/api/user/friends?pending=true', bystander.token))).toEqual([]);

    clock.advance(60_000);
    const accepted = await call('PATCH', '/api/user/friends', grace.token, { userFriendId, accepted: true });
    expect(accepted.statusCode).toBe(200);
    expect(content(accepted)).toEqual({
      userFriendId,
      accepted: true,
      friend: { userFriendId, friend: face(ada), friendsSince: clock.current.toISOString() },
    });
    expect(content(await call('GET', '/api/user/friends', ada.token))).toEqual([
      { userFriendId, friend: face(grace), friendsSince: clock.current.toISOString() },
    ]);
    expect(content(await call('GET', '/api/user/friends', grace.token))).toEqual([
      { userFriendId, friend: face(ada), friendsSince: clock.current.toISOString() },
    ]);
    expect(content(await call('GET', '/api/user/friends?pending=true', grace.token))).toEqual([]);

    const audience = [ada.id, grace.id].sort((x, y) => x - y);
    const events = await eventsSince(since);
    expect(events.map((event) => [event.type, event.audience_user_ids])).toEqual([
      ['friend.requested', audience],
      ['friend.accepted', audience],
    ]);
    expect(events[1]?.payload).toEqual({
      friendship: {
        userFriendId,
        requesterId: ada.id,
        addresseeId: grace.id,
        accepted: true,
        requestedAt: expect.any(String),
        acceptedAt: clock.current.toISOString(),
      },
      viaInvitation: false,
    });
    expect(events.every((event) => !event.audience_user_ids.includes(bystander.id))).toBe(true);
  });

  test('refusals: yourself, twice, back to a member who asked, unknown members, someone else’s request, bad bodies', async () => {
    const ada = await person();
    const grace = await person();
    const stranger = await person();
    await refused(
      () => call('POST', '/api/user/friends', ada.token, { friendId: ada.id }),
      400,
      'friendId: you cannot befriend yourself',
    );
    const sent = await call('POST', '/api/user/friends', ada.token, { friendId: grace.id });
    const userFriendId = content<{ request: { userFriendId: number } }>(sent).request.userFriendId;
    await refused(
      () => call('POST', '/api/user/friends', ada.token, { friendId: grace.id }),
      409,
      'You already sent this member a friend request.',
      'already_requested',
    );
    const back = await refused(
      () => call('POST', '/api/user/friends', grace.token, { friendId: ada.id }),
      409,
      'This member already sent you a friend request: accept it instead.',
      'requested_you',
    );
    expect(json<{ userFriendId: number }>(back).userFriendId).toBe(userFriendId);
    await refused(
      () => call('POST', '/api/user/friends', ada.token, { friendId: 2_000_000_000 }),
      404,
      'friendId: no such member',
    );
    // Only the addressee answers: the requester is told so; anyone else reads it as unknown.
    await refused(
      () => call('PATCH', '/api/user/friends', ada.token, { userFriendId, accepted: true }),
      403,
      'Only the member this request was sent to can accept or decline it.',
      'not_addressee',
    );
    await refused(
      () => call('PATCH', '/api/user/friends', stranger.token, { userFriendId, accepted: true }),
      404,
      'userFriendId: no such friend request',
    );
    await refused(
      () => call('DELETE', '/api/user/friends', stranger.token, { userFriendId }),
      404,
      'No such friend or friend request.',
    );
    await refused(
      () => call('POST', '/api/user/friends', ada.token, { friendId: '12' }),
      400,
      'friendId: must be a positive whole number',
    );
    await refused(
      () => call('POST', '/api/user/friends', ada.token, { friendId: 0 }),
      400,
      'friendId: must be a positive whole number',
    );
    await refused(() => call('POST', '/api/user/friends', ada.token, {}), 400, 'friendId: is required');
    await refused(
      () => call('POST', '/api/user/friends', ada.token, { friendId: stranger.id, note: 'hi' }),
      400,
      'note: is not allowed',
    );
    await refused(
      () => call('PATCH', '/api/user/friends', grace.token, { userFriendId, accepted: 'yes' }),
      400,
      'accepted: must be boolean',
    );
    await refused(
      () => call('DELETE', '/api/user/friends', ada.token, {}),
      400,
      'body: must name friendId or userFriendId',
    );
    await refused(
      () => call('GET', '/api/user/friends?pending=maybe', ada.token),
      400,
      'pending: must be true or false',
    );
    await refused(
      () => call('POST', '/api/user/friends', undefined, { friendId: grace.id }),
      401,
      /session has ended/,
    );

    await call('PATCH', '/api/user/friends', grace.token, { userFriendId, accepted: true });
    await refused(
      () => call('POST', '/api/user/friends', ada.token, { friendId: grace.id }),
      409,
      'You are already friends.',
      'already_friends',
    );
    await refused(
      () => call('PATCH', '/api/user/friends', grace.token, { userFriendId, accepted: true }),
      409,
      'This friend request was already accepted.',
    );
  });

  test('two requests racing between the same members (either direction): exactly one is written', async () => {
    const ada = await person();
    const grace = await person();
    const responses = await Promise.all([
      call('POST', '/api/user/friends', ada.token, { friendId: grace.id }),
      call('POST', '/api/user/friends', grace.token, { friendId: ada.id }),
      call('POST', '/api/user/friends', ada.token, { friendId: grace.id }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const [pair] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM friendships WHERE $1 IN (requester_id, addressee_id) AND $2 IN (requester_id, addressee_id)',
      [ada.id, grace.id],
    );
    expect(pair?.n).toBe(1);
  });

  test('declining, cancelling and removing delete the friendship and tell both; they may ask again', async () => {
    const ada = await person();
    const grace = await person();
    const since = await lastEventId();

    let sent = await call('POST', '/api/user/friends', ada.token, { friendId: grace.id });
    let userFriendId = content<{ request: { userFriendId: number } }>(sent).request.userFriendId;
    const declined = await call('PATCH', '/api/user/friends', grace.token, { userFriendId, accepted: false });
    expect(content(declined)).toEqual({ userFriendId, accepted: false, friend: null });

    sent = await call('POST', '/api/user/friends', ada.token, { friendId: grace.id });
    userFriendId = content<{ request: { userFriendId: number } }>(sent).request.userFriendId;
    const cancelled = await call('DELETE', '/api/user/friends', ada.token, { friendId: grace.id });
    expect(content(cancelled)).toEqual({ userFriendId, friendId: grace.id, reason: 'cancelled' });

    userFriendId = await befriend(ada, grace);
    await refused(
      () => call('DELETE', '/api/user/friends', grace.token, { friendId: ada.id + 100_000, userFriendId }),
      404,
      'No such friend or friend request.',
    );
    const removed = await call('DELETE', '/api/user/friends', grace.token, {
      friendId: ada.id,
      userFriendId,
    });
    expect(content(removed)).toEqual({ userFriendId, friendId: ada.id, reason: 'removed' });
    expect(content(await call('GET', '/api/user/friends', ada.token))).toEqual([]);
    await refused(
      () => call('DELETE', '/api/user/friends', grace.token, { userFriendId }),
      404,
      'No such friend or friend request.',
    );

    const events = await eventsSince(since);
    expect(
      events.map((event) => [event.type, event.payload['reason'] ?? null, event.payload['byUserId'] ?? null]),
    ).toEqual([
      ['friend.requested', null, null],
      ['friend.removed', 'declined', grace.id],
      ['friend.requested', null, null],
      ['friend.removed', 'cancelled', ada.id],
      ['friend.requested', null, null],
      ['friend.accepted', null, null],
      ['friend.removed', 'removed', grace.id],
    ]);
    const audience = [ada.id, grace.id].sort((x, y) => x - y);
    expect(
      events.every((event) => JSON.stringify(event.audience_user_ids) === JSON.stringify(audience)),
    ).toBe(true);
  });
});

describe('friend search', () => {
  test('finds a member by exact e-mail (any case) and shows only the public face and where they stand', async () => {
    const ada = await person('Ada');
    const grace = await person('Grace');
    const found = await call('POST', '/api/user/friends/search', ada.token, {
      email: `  ${grace.email.toUpperCase()} `,
    });
    expect(found.statusCode).toBe(200);
    expect(content(found)).toEqual({ ...face(grace), relationship: 'none', userFriendId: null });
    const userFriendId = await befriend(ada, grace);
    expect(
      content(await call('POST', '/api/user/friends/search', grace.token, { email: ada.email })),
    ).toEqual({
      ...face(ada),
      relationship: 'friend',
      userFriendId,
    });
    expect(
      content<{ relationship: string }>(
        await call('POST', '/api/user/friends/search', ada.token, { email: ada.email }),
      ).relationship,
    ).toBe('self');
  });

  test('an unknown address is a 404 with the spec’s message and nothing else; bad addresses are 400', async () => {
    const ada = await person();
    const response = await refused(
      () => call('POST', '/api/user/friends/search', ada.token, { email: uniqueEmail('nobody') }),
      404,
      'User not found! Invite them by using the links below',
    );
    expect(json(response)).toEqual({
      status: false,
      content: 'User not found! Invite them by using the links below',
    });
    await refused(
      () => call('POST', '/api/user/friends/search', ada.token, { email: 'not-an-address' }),
      400,
      'email: must be a valid e-mail address',
    );
    await refused(
      () => call('POST', '/api/user/friends/search', ada.token, { email: 42 }),
      400,
      'email: must be string',
    );
    await refused(
      () => call('POST', '/api/user/friends/search', ada.token, { email: 'a@b.co', id: 1 }),
      400,
      'id: is not allowed',
    );
  });
});

describe('invitations', () => {
  test('by e-mail: a mail with a sign-up link; signing up with its token makes the two friends, told to both', async () => {
    const ada = await person('Ada');
    const invited = uniqueEmail('invited');
    const response = await call('POST', '/api/user/friends/invite', ada.token, { email: invited });
    expect(response.statusCode).toBe(202);
    expect(content(response)).toEqual({ invited: { email: invited }, expiresAt: expect.any(String) });
    const [mail] = await outbox(t.app, invited);
    expect(mail?.subject).toBe('Ada L. invited you to StreamFit');
    const token = /signup#invitation=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();

    const since = await lastEventId();
    // Another address than the one invited: the token alone decides.
    const other = userInfo();
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { userInfo: other, invitation: token },
    });
    expect(joined.statusCode).toBe(201);
    const newId = content<{ user: { id: number } }>(joined).user.id;
    const friends = content<Array<{ friend: { id: number } }>>(
      await call('GET', '/api/user/friends', ada.token),
    );
    expect(friends.map((friend) => friend.friend.id)).toEqual([newId]);
    const events = await eventsSince(since);
    expect(
      events
        .filter((event) => event.type.startsWith('friend.'))
        .map((event) => [event.type, event.audience_user_ids, event.payload['viaInvitation']]),
    ).toEqual([['friend.accepted', [ada.id, newId].sort((x, y) => x - y), true]]);

    // Used once: a second sign-up with the same token befriends nobody (and still signs up).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { userInfo: userInfo(), invitation: token },
    });
    expect(again.statusCode).toBe(201);
    expect(content<unknown[]>(await call('GET', '/api/user/friends', ada.token))).toHaveLength(1);
  });

  test('signing up with the invited address, without the link, also makes them friends (every inviter)', async () => {
    const ada = await person('Ada');
    const grace = await person('Grace');
    const invited = uniqueEmail('invited');
    await call('POST', '/api/user/friends/invite', ada.token, { email: invited });
    await call('POST', '/api/user/friends/invite', grace.token, { email: invited });
    const { authToken } = await signUp(t.app, { email: invited.toUpperCase() });
    const friends = content<Array<{ friend: { id: number } }>>(
      await call('GET', '/api/user/friends', authToken),
    );
    expect(friends.map((friend) => friend.friend.id).sort((x, y) => x - y)).toEqual(
      [ada.id, grace.id].sort((x, y) => x - y),
    );
  });

  test('by phone: E.164 (separators dropped), recorded and sent through the text outbox', async () => {
    const ada = await person('Ada');
    const response = await call('POST', '/api/user/friends/invite', ada.token, {
      phone: '+1 (212) 555-0142',
    });
    expect(response.statusCode).toBe(202);
    expect(content(response)).toEqual({ invited: { phone: '+12125550142' }, expiresAt: expect.any(String) });
    const sms = await t.app.inject({ method: 'GET', url: '/api/dev/text-outbox?to=%2B12125550142' });
    const [message] = content<Array<{ to: string; text: string }>>(sms);
    expect(message?.to).toBe('+12125550142');
    expect(message?.text).toMatch(
      /^Ada L\. invited you to work out together on StreamFit\. Join here: http.*\/signup#invitation=[A-Za-z0-9_-]{43}$/,
    );
    const [row] = await db.query<{ phone: string; email: string | null }>(
      'SELECT phone, email FROM friend_invitations WHERE inviter_id = $1',
      [ada.id],
    );
    expect(row).toEqual({ phone: '+12125550142', email: null });
  });

  test('refusals: malformed addresses and numbers, both or neither, yourself, unknown fields', async () => {
    const ada = await person();
    for (const phone of ['12125550142', '+0212555014', '+1 212', 'call me', '+1234567890123456'])
      await refused(
        () => call('POST', '/api/user/friends/invite', ada.token, { phone }),
        400,
        'phone: must be an international number in E.164 form, like +12125550100',
      );
    await refused(
      () => call('POST', '/api/user/friends/invite', ada.token, { email: 'nope@' }),
      400,
      'email: must be a valid e-mail address',
    );
    await refused(
      () => call('POST', '/api/user/friends/invite', ada.token, {}),
      400,
      'body: must have either email or phone, not both',
    );
    await refused(
      () =>
        call('POST', '/api/user/friends/invite', ada.token, { email: uniqueEmail(), phone: '+12125550142' }),
      400,
      'body: must have either email or phone, not both',
    );
    await refused(
      () => call('POST', '/api/user/friends/invite', ada.token, { email: ada.email }),
      400,
      'You cannot invite yourself.',
    );
    await refused(
      () => call('POST', '/api/user/friends/invite', ada.token, { phone: 12125550142 }),
      400,
      'phone: must be string',
    );
    await refused(
      () => call('POST', '/api/user/friends/invite', ada.token, { email: uniqueEmail(), name: 'x' }),
      400,
      'name: is not allowed',
    );
  });
});

describe('direct messages', () => {
  test('friends send, page newest first, mark read and see their conversations; both told, nobody else', async () => {
    const ada = await person('Ada');
    const grace = await person('Grace');
    const quiet = await person('Quiet');
    const userFriendId = await befriend(ada, grace);
    const quietFriendship = await befriend(ada, quiet);
    const since = await lastEventId();

    const texts = ['one', 'two', 'three', 'four', 'five'];
    const sent: Array<{ id: number }> = [];
    for (const text of texts) {
      clock.advance(1000);
      const response = await call('POST', '/api/user/messages', ada.token, {
        friendId: grace.id,
        text: `  ${text}  `,
      });
      expect(response.statusCode).toBe(201);
      const message = content<{ id: number }>(response);
      expect(message).toEqual({
        id: expect.any(Number),
        senderId: ada.id,
        recipientId: grace.id,
        text,
        sentAt: clock.current.toISOString(),
        readAt: null,
        liveClassId: null,
      });
      sent.push(message);
    }
    const reply = await call('POST', '/api/user/messages', grace.token, { friendId: ada.id, text: 'hi!' });
    expect(reply.statusCode).toBe(201);

    const first = content<{ messages: Array<{ text: string }>; nextBefore: number | null }>(
      await call('GET', `/api/user/messages/${grace.id}?limit=4`, ada.token),
    );
    expect(first.messages.map((message) => message.text)).toEqual(['hi!', 'five', 'four', 'three']);
    expect(first.nextBefore).toBe(sent[2]?.id);
    const second = content<{ messages: Array<{ text: string }>; nextBefore: number | null }>(
      await call('GET', `/api/user/messages/${ada.id}?limit=4&before=${first.nextBefore}`, grace.token),
    );
    expect(second).toEqual({
      messages: [expect.objectContaining({ text: 'two' }), expect.objectContaining({ text: 'one' })],
      nextBefore: null,
    });

    const graceList = content<{ conversations: Array<Record<string, unknown>> }>(
      await call('GET', '/api/user/messages', grace.token),
    );
    expect(graceList.conversations).toEqual([
      {
        userFriendId,
        friend: face(ada),
        lastMessage: expect.objectContaining({ text: 'hi!' }),
        unreadCount: 5,
      },
    ]);
    const adaList = content<{
      conversations: Array<{ userFriendId: number; unreadCount: number; lastMessage: unknown }>;
    }>(await call('GET', '/api/user/messages', ada.token));
    expect(adaList.conversations.map((c) => [c.userFriendId, c.unreadCount, c.lastMessage === null])).toEqual(
      [
        [userFriendId, 1, false],
        [quietFriendship, 0, true],
      ],
    );

    const read = await call('POST', `/api/user/messages/${ada.id}/read`, grace.token);
    expect(content(read)).toEqual({
      readCount: 5,
      messageIds: sent.map((m) => m.id),
      readAt: clock.current.toISOString(),
    });
    expect(
      content<{ readCount: number }>(await call('POST', `/api/user/messages/${ada.id}/read`, grace.token, {}))
        .readCount,
    ).toBe(0);
    expect(
      content<{ conversations: Array<{ unreadCount: number }> }>(
        await call('GET', '/api/user/messages', grace.token),
      ).conversations[0]?.unreadCount,
    ).toBe(0);

    const events = await eventsSince(since);
    const audience = [ada.id, grace.id].sort((x, y) => x - y);
    expect(events.map((event) => [event.type, event.audience_user_ids])).toEqual([
      ...texts.map(() => ['message.sent', audience]),
      ['message.sent', audience],
      ['message.read', audience],
    ]);
    expect(events[0]?.payload).toEqual({
      message: expect.objectContaining({ text: 'one', senderId: ada.id }),
    });
    expect(events[6]?.payload).toEqual({
      readerId: grace.id,
      senderId: ada.id,
      messageIds: sent.map((m) => m.id),
      readAt: clock.current.toISOString(),
    });
  });

  test('refusals: non-friends (strangers, pending, removed), yourself, empty, too long, bad bodies', async () => {
    const ada = await person();
    const grace = await person();
    const stranger = await person();
    await befriend(ada, grace);
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: stranger.id, text: 'hello' }),
      403,
      'You can only message your friends.',
      'not_friends',
    );
    await refused(
      () => call('GET', `/api/user/messages/${stranger.id}`, ada.token),
      403,
      'You can only message your friends.',
    );
    await refused(
      () => call('POST', `/api/user/messages/${stranger.id}/read`, ada.token),
      403,
      'You can only message your friends.',
    );
    await call('POST', '/api/user/friends', ada.token, { friendId: stranger.id });
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: stranger.id, text: 'pending' }),
      403,
      'You can only message your friends.',
    );
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: ada.id, text: 'me' }),
      400,
      'friendId: you cannot message yourself',
    );
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: grace.id, text: '' }),
      400,
      'text: must not be empty',
    );
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: grace.id, text: ' \n\t ' }),
      400,
      'text: must not be empty',
    );
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: grace.id, text: 'x'.repeat(10_000) }),
      400,
      'text: must be at most 2000 characters',
    );
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: grace.id, text: 42 }),
      400,
      'text: must be string',
    );
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: grace.id, text: 'hi', to: 'x' }),
      400,
      'to: is not allowed',
    );
    await refused(
      () => call('GET', `/api/user/messages/${grace.id}?limit=500`, ada.token),
      400,
      'limit: must be a whole number from 1 to 100',
    );
    await refused(
      () => call('GET', `/api/user/messages/${grace.id}?before=abc`, ada.token),
      400,
      'before: must be a positive whole number',
    );
    // 2000 characters (emoji count as one each) is allowed.
    const long = await call('POST', '/api/user/messages', ada.token, {
      friendId: grace.id,
      text: '💪'.repeat(2000),
    });
    expect(long.statusCode).toBe(201);

    // A removed friend is a stranger again; the conversation is no longer shown.
    await call('DELETE', '/api/user/friends', grace.token, { friendId: ada.id });
    await refused(
      () => call('POST', '/api/user/messages', ada.token, { friendId: grace.id, text: 'still there?' }),
      403,
      'You can only message your friends.',
    );
    await refused(
      () => call('GET', `/api/user/messages/${grace.id}`, ada.token),
      403,
      'You can only message your friends.',
    );
  });
});

describe('limits (counted as in production)', () => {
  let limited: TestApp;
  const limitedClock = new TestClock(new Date('2031-06-01T08:00:00.000Z'));

  beforeAll(async () => {
    limited = await startTestApp({ clock: limitedClock.now, rateLimitFactor: 1 });
  }, 120_000);

  afterAll(async () => {
    await limited?.close();
  });

  async function limitedPerson(address: string): Promise<string> {
    const response = await limited.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { userInfo: userInfo() },
      headers: { 'x-forwarded-for': address },
    });
    return content<{ authToken: string }>(response).authToken;
  }

  const post = (url: string, token: string, payload: unknown) =>
    limited.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  test('search flooding: per member, and per searched address whoever asks; 429 with Retry-After, nothing found', async () => {
    const flooder = await limitedPerson('203.0.113.1');
    for (let i = 0; i < FRIEND_SEARCHES_PER_MEMBER.limit; i += 1)
      expect(
        (await post('/api/user/friends/search', flooder, { email: uniqueEmail('probe') })).statusCode,
      ).toBe(404);
    const refusedSearch = await post('/api/user/friends/search', flooder, { email: uniqueEmail('probe') });
    expect(refusedSearch.statusCode).toBe(429);
    expect(refusedSearch.headers['retry-after']).toBeDefined();
    expect(json(refusedSearch)).toEqual({
      status: false,
      content: expect.stringMatching(/^Too many friend searches\. Please try again in \d+ minutes?\.$/),
      code: 'rate_limited',
    });

    // One address searched by many members.
    const target = uniqueEmail('target');
    for (let i = 0; i < FRIEND_SEARCHES_PER_EMAIL.limit; i += 1) {
      const searcher = await limitedPerson(`203.0.113.${10 + i}`);
      expect((await post('/api/user/friends/search', searcher, { email: target })).statusCode).toBe(404);
    }
    const last = await limitedPerson('203.0.113.99');
    expect((await post('/api/user/friends/search', last, { email: target })).statusCode).toBe(429);
    limitedClock.advance(61 * 60_000);
    expect((await post('/api/user/friends/search', last, { email: target })).statusCode).toBe(404);
  });

  test('invitations to one address are limited; a refused one sends nothing', async () => {
    const inviter = await limitedPerson('203.0.113.120');
    const address = uniqueEmail('popular');
    for (let i = 0; i < INVITATIONS_PER_RECIPIENT.limit; i += 1)
      expect((await post('/api/user/friends/invite', inviter, { email: address })).statusCode).toBe(202);
    const count = async () =>
      (
        await limited.database.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = $1',
          [address],
        )
      )[0]!.n;
    expect(await count()).toBe(INVITATIONS_PER_RECIPIENT.limit);
    const response = await post('/api/user/friends/invite', inviter, { email: address });
    expect(response.statusCode).toBe(429);
    expect(json<{ content: string }>(response).content).toMatch(/^Too many invitations\./);
    expect(await count()).toBe(INVITATIONS_PER_RECIPIENT.limit);
  });
});

describe('the seeded friendship', () => {
  test('made once per database: a friendship the two end stays ended on the next start', async () => {
    const pairs = () =>
      db.query(
        `SELECT 1 FROM friendships f JOIN users a ON a.id = f.requester_id JOIN users b ON b.id = f.addressee_id
          WHERE a.email = $1 AND b.email = $2`,
        [STAFF_EMAIL, INSTRUCTOR_EMAIL],
      );
    await seedStaff(db, 'staff-password-for-the-seed-test');
    await seedInstructor(db, 'instructor-password-for-the-seed-test');
    expect(await seedFriends(db)).toBe('created');
    expect(await pairs()).toHaveLength(1);
    expect(await seedFriends(db)).toBe('unchanged');
    await db.query(`DELETE FROM friendships WHERE requester_id = (SELECT id FROM users WHERE email = $1)`, [
      STAFF_EMAIL,
    ]);
    expect(await seedFriends(db)).toBe('unchanged');
    expect(await pairs()).toEqual([]);
  });
});
