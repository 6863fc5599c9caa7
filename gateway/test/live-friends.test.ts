// Friends on the live classes through the gateway against the fake backend: LiveClass.friendsBooked
// (one batched REST call for every class of an operation, none for a visitor) and the
// inviteFriendToLiveClass mutation (bad input refused with no REST call, the backend's refusals as
// typed userErrors, the invitation readable in the friend's conversation with its class).
import type { FakeBackend } from './support/fake-backend.js';
import type { FakeUser } from './support/fake-accounts.js';
import { useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));

const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`).toString('base64');
const DAY = 24 * 60 * 60 * 1000;
const FRIENDS_BOOKED = '/api/liveclass/friends-booked';

beforeEach(() => backend.reset());

async function run(query: string, token: string | undefined, variables?: Record<string, unknown>) {
  const reply = await gw.query(query, variables, token ? { authorization: token } : {});
  return reply.body;
}

/** The REST calls of the last operation to `path` (any method). */
const callsTo = (path: string) =>
  (gw.operations.at(-1) ?? []).filter((call) => call.path.split('?')[0] === path);

function members(count: number): { user: FakeUser; token: string }[] {
  return Array.from({ length: count }, (_, index) =>
    backend.accounts.addUser({ firstName: `Friend${index}`, lastName: 'smith' }),
  );
}

const SCHEDULE = `query ($from: DateTime!, $to: DateTime!) {
  liveSchedule(from: $from, to: $to) {
    databaseId title
    friendsBooked(first: 3) { totalCount edges { node { id firstName displayName avatarInitials } } }
  }
}`;

const week = () => {
  const from = new Date(Date.now() - DAY);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * DAY).toISOString() };
};

describe('LiveClass.friendsBooked', () => {
  test("a week's schedule of many classes costs ONE friends-booked call; only accepted friends' bookings show", async () => {
    const [maya, omar, lena, pending, stranger] = members(5);
    backend.social.befriend(maya!.user, omar!.user);
    backend.social.befriend(lena!.user, maya!.user);
    backend.social.befriend(maya!.user, pending!.user, false);
    const classes = Array.from({ length: 30 }, (_, index) =>
      backend.live.addClass({ startsInMinutes: 60 + index * 180, title: `Class ${index}` }),
    );
    backend.live.addBooking(omar!.user, classes[0]!);
    backend.live.addBooking(lena!.user, classes[0]!);
    backend.live.addBooking(lena!.user, classes[5]!);
    backend.live.addBooking(pending!.user, classes[5]!);
    backend.live.addBooking(stranger!.user, classes[7]!);
    backend.live.addBooking(maya!.user, classes[9]!);

    const body = await run(SCHEDULE, maya!.token, week());
    expect(body.errors).toBeUndefined();
    const schedule = body.data?.liveSchedule as {
      databaseId: number;
      friendsBooked: { totalCount: number; edges: { node: Record<string, string> }[] };
    }[];
    expect(schedule.length).toBeGreaterThan(25);
    const byId = new Map(
      schedule.map((row) => [row.databaseId, row.friendsBooked.edges.map((edge) => edge.node)]),
    );
    expect(schedule.find((row) => row.databaseId === classes[0]!.id)?.friendsBooked.totalCount).toBe(2);
    expect(byId.get(classes[0]!.id)).toEqual([
      {
        id: globalId('Member', omar!.user.id),
        firstName: 'Friend1',
        displayName: 'Friend1 S.',
        avatarInitials: 'FS',
      },
      {
        id: globalId('Member', lena!.user.id),
        firstName: 'Friend2',
        displayName: 'Friend2 S.',
        avatarInitials: 'FS',
      },
    ]);
    expect(byId.get(classes[5]!.id)?.map((friend) => friend.firstName)).toEqual(['Friend2']);
    // A stranger's booking, a pending request's and the viewer's own are nobody's to show here.
    expect(byId.get(classes[7]!.id)).toEqual([]);
    expect(byId.get(classes[9]!.id)).toEqual([]);

    const calls = callsTo(FRIENDS_BOOKED);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('POST');
  });

  test('a visitor gets empty lists and no friends-booked call at all', async () => {
    const [omar, lena] = members(2);
    backend.social.befriend(omar!.user, lena!.user);
    const liveClass = backend.live.addClass();
    backend.live.addBooking(omar!.user, liveClass);
    const body = await run(SCHEDULE, undefined, week());
    expect(body.errors).toBeUndefined();
    const schedule = body.data?.liveSchedule as { friendsBooked: { totalCount: number; edges: unknown[] } }[];
    expect(schedule).toHaveLength(1);
    expect(schedule[0]!.friendsBooked).toEqual({ totalCount: 0, edges: [] });
    expect(callsTo(FRIENDS_BOOKED)).toHaveLength(0);
  });

  test('past 100 classes, the ids go in batches of 100: 150 classes are two calls', async () => {
    const [maya, omar] = members(2);
    backend.social.befriend(maya!.user, omar!.user);
    const classes = Array.from({ length: 150 }, (_, index) =>
      backend.live.addClass({ startsInMinutes: 30 + index * 40 }),
    );
    backend.live.addBooking(omar!.user, classes[149]!);
    const body = await run(
      `query ($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { databaseId friendsBooked(first: 1) { totalCount } } }`,
      maya!.token,
      week(),
    );
    expect(body.errors).toBeUndefined();
    const schedule = body.data?.liveSchedule as {
      databaseId: number;
      friendsBooked: { totalCount: number };
    }[];
    expect(schedule).toHaveLength(150);
    expect(schedule.filter((row) => row.friendsBooked.totalCount > 0).map((row) => row.databaseId)).toEqual([
      classes[149]!.id,
    ]);
    expect(callsTo(FRIENDS_BOOKED)).toHaveLength(2);
  });

  test('a class page and the schedule in one operation still share one call', async () => {
    const [maya, omar] = members(2);
    backend.social.befriend(maya!.user, omar!.user);
    const liveClass = backend.live.addClass({ title: 'Sunrise Flow' });
    backend.live.addBooking(omar!.user, liveClass);
    const body = await run(
      `query ($id: ID!, $from: DateTime!, $to: DateTime!) {
        liveClass(id: $id) { friendsBooked(first: 100) { edges { node { displayName } } } }
        liveSchedule(from: $from, to: $to) { friendsBooked(first: 3) { totalCount } }
      }`,
      maya!.token,
      { id: globalId('LiveClass', liveClass.id), ...week() },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.liveClass).toEqual({
      friendsBooked: { edges: [{ node: { displayName: 'Friend1 S.' } }] },
    });
    expect(callsTo(FRIENDS_BOOKED)).toHaveLength(1);
  });
});

const INVITE = `mutation ($input: InviteFriendToLiveClassInput!) {
  inviteFriendToLiveClass(input: $input) {
    invitedFriend { id displayName }
    liveClass { databaseId title }
    userErrors { field code message }
  }
}`;

describe('inviteFriendToLiveClass', () => {
  test('invites a friend to a booked class; the message in their conversation names the class', async () => {
    const [maya, omar] = members(2);
    backend.social.befriend(maya!.user, omar!.user);
    const liveClass = backend.live.addClass({ title: 'Sunrise Flow' });
    backend.live.addBooking(maya!.user, liveClass);
    const input = {
      liveClassId: globalId('LiveClass', liveClass.id),
      friendId: globalId('Member', omar!.user.id),
    };

    const body = await run(INVITE, maya!.token, { input });
    expect(body.errors).toBeUndefined();
    expect(body.data?.inviteFriendToLiveClass).toEqual({
      invitedFriend: { id: globalId('Member', omar!.user.id), displayName: 'Friend1 S.' },
      liveClass: { databaseId: liveClass.id, title: 'Sunrise Flow' },
      userErrors: [],
    });
    expect(callsTo(`/api/liveclass/${liveClass.id}/invite`).map((call) => call.method)).toEqual(['POST']);

    const conversation = await run(
      `query ($id: ID!) { viewer { conversation(memberId: $id) { messages(first: 5) { edges { node { text fromViewer liveClass { databaseId title } } } } } } }`,
      omar!.token,
      { id: globalId('Member', maya!.user.id) },
    );
    expect(conversation.errors).toBeUndefined();
    const edges = (
      conversation.data?.viewer as {
        conversation: { messages: { edges: { node: Record<string, unknown> }[] } };
      }
    ).conversation.messages.edges;
    expect(edges.map((edge) => edge.node)).toEqual([
      {
        text: expect.stringContaining('Join me at Sunrise Flow!'),
        fromViewer: false,
        liveClass: { databaseId: liveClass.id, title: 'Sunrise Flow' },
      },
    ]);

    // The same friend again: refused, nothing more sent.
    const again = await run(INVITE, maya!.token, { input });
    expect(again.data?.inviteFriendToLiveClass).toEqual({
      invitedFriend: null,
      liveClass: { databaseId: liveClass.id, title: 'Sunrise Flow' },
      userErrors: [
        {
          field: 'friendId',
          code: 'ALREADY_INVITED',
          message: 'You already invited Friend1 S. to this class.',
        },
      ],
    });
    expect(backend.social.messages).toHaveLength(1);
  });

  test("the backend's refusals are typed userErrors", async () => {
    const [maya, omar, stranger, lena] = members(4);
    backend.social.befriend(maya!.user, omar!.user);
    backend.social.befriend(maya!.user, lena!.user);
    const booked = backend.live.addClass();
    const notBooked = backend.live.addClass();
    const cancelled = backend.live.addClass();
    const started = backend.live.addClass({ startsInMinutes: -10 });
    for (const liveClass of [booked, cancelled, started]) backend.live.addBooking(maya!.user, liveClass);
    backend.live.addBooking(lena!.user, booked);
    backend.live.cancelByStudio(cancelled);
    const cases: [number, FakeUser, string, string | null][] = [
      [booked.id, stranger!.user, 'NOT_FRIENDS', 'friendId'],
      [booked.id, lena!.user, 'FRIEND_BOOKED', 'friendId'],
      [booked.id, maya!.user, 'INVALID_INPUT', 'friendId'],
      [notBooked.id, omar!.user, 'NOT_BOOKED', null],
      [cancelled.id, omar!.user, 'CLASS_CANCELLED', null],
      [started.id, omar!.user, 'CLASS_STARTED', null],
      [99_999, omar!.user, 'NOT_FOUND', 'liveClassId'],
    ];
    for (const [liveClassId, friend, code, field] of cases) {
      const body = await run(INVITE, maya!.token, {
        input: { liveClassId: globalId('LiveClass', liveClassId), friendId: globalId('Member', friend.id) },
      });
      expect(body.errors).toBeUndefined();
      const payload = body.data?.inviteFriendToLiveClass as {
        invitedFriend: unknown;
        userErrors: { field: string | null; code: string; message: string }[];
      };
      expect({ liveClassId, code: payload.userErrors[0]?.code, field: payload.userErrors[0]?.field }).toEqual(
        {
          liveClassId,
          code,
          field,
        },
      );
      expect(payload.invitedFriend).toBeNull();
    }
    expect(backend.social.messages).toHaveLength(0);
  });

  test('malformed ids and visitors cost no REST call', async () => {
    const [maya, omar] = members(2);
    const liveClass = backend.live.addClass();
    const bad: [Record<string, string>, string[]][] = [
      [{ liveClassId: 'nonsense', friendId: globalId('Member', omar!.user.id) }, ['liveClassId']],
      [{ liveClassId: globalId('LiveClass', liveClass.id), friendId: globalId('Studio', 3) }, ['friendId']],
      [{ liveClassId: '0', friendId: '-4' }, ['liveClassId', 'friendId']],
    ];
    for (const [input, fields] of bad) {
      const body = await run(INVITE, maya!.token, { input });
      const payload = body.data?.inviteFriendToLiveClass as { userErrors: { field: string; code: string }[] };
      expect(payload.userErrors.map((error) => error.field)).toEqual(fields);
      expect(gw.operations.at(-1)?.filter((call) => call.path.includes('/invite'))).toEqual([]);
    }
    const visitor = await run(INVITE, undefined, {
      input: { liveClassId: String(liveClass.id), friendId: globalId('Member', omar!.user.id) },
    });
    expect(visitor.data?.inviteFriendToLiveClass).toMatchObject({
      invitedFriend: null,
      userErrors: [{ code: 'UNAUTHENTICATED' }],
    });
    expect(gw.operations.at(-1)?.filter((call) => call.path.includes('/invite'))).toEqual([]);
  });
});
