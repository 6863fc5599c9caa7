import type { LightMyRequestResponse } from 'fastify';
import { CLASS_INVITATIONS_PER_MEMBER } from '../src/live/friends.js';
import { signUp } from './support/accounts.js';
import { subscribed } from './support/payments.js';
import {
  call,
  cancelClass,
  content,
  createClass,
  eventsOf,
  failureOf,
  liveRows,
  startLiveWorld,
  useLiveWorld,
  type LiveWorld,
} from './support/live.js';

/**
 * Friends on the live classes: which friends booked a class (POST /api/liveclass/friends-booked) and
 * inviting a friend to a class the member booked (POST /api/liveclass/{id}/invite). Another member's
 * booking is revealed only to their current friends, and never once cancelled.
 */

const w = useLiveWorld();

interface Person {
  token: string;
  id: number;
  firstName: string;
}

let people = 0;

/** A member with a plan, so they book classes free. */
async function person(world: LiveWorld = w): Promise<Person> {
  people += 1;
  const firstName = `Friend${people}`;
  const { authToken, user } = await signUp(world.app, { firstName, lastName: 'Lovelace' });
  await subscribed(world.app, `Bearer ${authToken}`, { packageId: 'streamfit_monthly' });
  return { token: authToken, id: user.id, firstName };
}

async function request(a: Person, b: Person, world: LiveWorld = w): Promise<number> {
  const sent = await call(world.app, 'POST', '/api/user/friends', a.token, { friendId: b.id });
  expect(sent.statusCode).toBe(201);
  return content<{ request: { userFriendId: number } }>(sent).request.userFriendId;
}

async function befriend(a: Person, b: Person, world: LiveWorld = w): Promise<void> {
  const userFriendId = await request(a, b, world);
  const accepted = await call(world.app, 'PATCH', '/api/user/friends', b.token, {
    userFriendId,
    accepted: true,
  });
  expect(accepted.statusCode).toBe(200);
}

async function book(p: Person, liveClassId: number, world: LiveWorld = w): Promise<number> {
  const response = await call(world.app, 'POST', '/api/liveclass/upcoming', p.token, { liveClassId });
  expect(response.statusCode).toBe(201);
  return content<{ booking: { id: number } }>(response).booking.id;
}

const face = (p: Person) => ({ id: p.id, firstName: p.firstName, lastNameInitial: 'L', studioId: null });

interface FriendsBooked {
  classes: Array<{ liveClassId: number; friends: Array<{ id: number }> }>;
}

const friendsBooked = (token: string | undefined, body: unknown): Promise<LightMyRequestResponse> =>
  call(w.app, 'POST', '/api/liveclass/friends-booked', token, body);

const invite = (token: string | undefined, liveClassId: number | string, body: unknown, world = w) =>
  call(world.app, 'POST', `/api/liveclass/${liveClassId}/invite`, token, body);

/** Every row an invitation writes: a refused one leaves all of these as they were. */
async function inviteRows(world: LiveWorld = w): Promise<Record<string, number>> {
  const counts = await liveRows(world.db);
  for (const table of ['direct_messages', 'live_class_invitations', 'friendships'])
    counts[table] = (await world.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return counts;
}

describe('POST /api/liveclass/friends-booked', () => {
  test('each class asked lists the friends who booked it, in booking order; strangers, pending requests, cancelled bookings and cancelled classes never show', async () => {
    const ana = await person();
    const ben = await person();
    const cleo = await person();
    const pending = await person();
    const stranger = await person();
    const cancelling = await person();
    const removed = await person();
    await befriend(ana, ben);
    await befriend(cleo, ana);
    await befriend(ana, cancelling);
    await befriend(ana, removed);
    await request(ana, pending);
    const yoga = await createClass(w, { title: 'Yoga' });
    const ride = await createClass(w, { title: 'Ride' });
    const cancelled = await createClass(w, { title: 'Cancelled' });
    const quiet = await createClass(w, { title: 'Quiet' });
    await book(cleo, yoga.id);
    await book(ben, yoga.id);
    await book(pending, yoga.id);
    await book(stranger, yoga.id);
    await book(removed, yoga.id);
    const cancelledBooking = await book(cancelling, yoga.id);
    await book(ben, ride.id);
    await book(ben, cancelled.id);
    await book(ana, quiet.id);
    expect(
      (await call(w.app, 'DELETE', `/api/liveclass/purchased/${cancelledBooking}`, cancelling.token))
        .statusCode,
    ).toBe(200);
    await cancelClass(w, cancelled.id);
    const removal = await call(w.app, 'DELETE', '/api/user/friends', ana.token, { friendId: removed.id });
    expect(removal.statusCode).toBe(200);

    const response = await friendsBooked(ana.token, {
      liveClassIds: [yoga.id, ride.id, cancelled.id, quiet.id, 99_999_999, yoga.id],
    });
    expect(response.statusCode).toBe(200);
    expect(content<FriendsBooked>(response)).toEqual({
      classes: [
        { liveClassId: yoga.id, friends: [face(cleo), face(ben)] },
        { liveClassId: ride.id, friends: [face(ben)] },
        { liveClassId: cancelled.id, friends: [] },
        // The member's own booking is not a friend's.
        { liveClassId: quiet.id, friends: [] },
        { liveClassId: 99_999_999, friends: [] },
      ],
    });

    // Friendship goes both ways; a stranger sees nobody's booking.
    const fromBen = content<FriendsBooked>(await friendsBooked(ben.token, { liveClassIds: [quiet.id] }));
    expect(fromBen.classes).toEqual([{ liveClassId: quiet.id, friends: [face(ana)] }]);
    const fromStranger = content<FriendsBooked>(
      await friendsBooked(stranger.token, { liveClassIds: [yoga.id, quiet.id] }),
    );
    expect(fromStranger.classes.every((entry) => entry.friends.length === 0)).toBe(true);
    const fromPending = content<FriendsBooked>(
      await friendsBooked(pending.token, { liveClassIds: [quiet.id] }),
    );
    expect(fromPending.classes[0]!.friends).toEqual([]);
  });

  test('a booking and its cancellation tell the booker’s friends now, and nobody else, which class changed', async () => {
    const dana = await person();
    const eli = await person();
    const fay = await person();
    const pending = await person();
    const loner = await person();
    await befriend(dana, eli);
    await befriend(fay, dana);
    await request(dana, pending);
    const spin = await createClass(w, { title: 'Spin' });
    const before = (await eventsOf(w.db, 'liveclass.friend_booking_changed')).length;
    const booking = await book(dana, spin.id);
    // A member without friends tells nobody: no event at all.
    await book(loner, spin.id);
    expect((await call(w.app, 'DELETE', `/api/liveclass/purchased/${booking}`, dana.token)).statusCode).toBe(
      200,
    );
    const events = (await eventsOf(w.db, 'liveclass.friend_booking_changed')).slice(before);
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.audience_user_ids).toEqual([eli.id, fay.id].sort((a, b) => a - b));
      expect(event.subject_id).toBe(String(spin.id));
      // The class only: who booked is read by each friend from their own side.
      expect(Object.keys(event.payload)).toEqual(['liveClass']);
      expect(event.payload.liveClass).toMatchObject({ id: spin.id, title: 'Spin' });
    }
  });

  test('visitors are refused; bad lists are a 400 naming liveClassIds', async () => {
    expect((await friendsBooked(undefined, { liveClassIds: [1] })).statusCode).toBe(401);
    const ana = await person();
    const cases: Array<[unknown, RegExp]> = [
      [{}, /^liveClassIds: is required$/],
      [{ liveClassIds: [] }, /^liveClassIds: must be a list of 1 to 100 live class ids$/],
      [
        { liveClassIds: Array.from({ length: 101 }, (_, i) => i + 1) },
        /^liveClassIds: must be a list of 1 to 100 live class ids$/,
      ],
      [{ liveClassIds: '1,2' }, /^liveClassIds: must be a list of 1 to 100 live class ids$/],
      [{ liveClassIds: [1, 0] }, /^liveClassIds\.1: must be a positive whole number$/],
      [{ liveClassIds: ['1'] }, /^liveClassIds\.0: must be a positive whole number$/],
      [{ liveClassIds: [2_147_483_648] }, /^liveClassIds\.0: must be a positive whole number$/],
      [{ liveClassIds: [1], userId: 3 }, /^userId: is not allowed$/],
    ];
    for (const [body, message] of cases) {
      const refused = failureOf(await friendsBooked(ana.token, body));
      expect({ body, status: refused.statusCode }).toEqual({ body, status: 400 });
      expect(refused.content).toMatch(message);
    }
    // A hundred ids is the bound, not past it.
    const hundred = await friendsBooked(ana.token, {
      liveClassIds: Array.from({ length: 100 }, (_, i) => i + 1),
    });
    expect(hundred.statusCode).toBe(200);
    expect(content<FriendsBooked>(hundred).classes).toHaveLength(100);
  });
});

describe('POST /api/liveclass/{id}/invite', () => {
  test('a friend invited to a booked class gets a message in their conversation, linking the class page, written with its event', async () => {
    const ana = await person();
    const ben = await person();
    await befriend(ana, ben);
    const yoga = await createClass(w, { title: 'Sunrise Yoga' });
    await book(ana, yoga.id);

    const response = await invite(ana.token, yoga.id, { friendId: ben.id });
    expect(response.statusCode).toBe(201);
    const sent = content<{
      liveClassId: number;
      friend: unknown;
      message: { id: number; text: string; liveClassId: number; senderId: number; recipientId: number };
    }>(response);
    expect(sent.liveClassId).toBe(yoga.id);
    expect(sent.friend).toEqual(face(ben));
    expect(sent.message).toEqual({
      id: expect.any(Number),
      senderId: ana.id,
      recipientId: ben.id,
      text: expect.stringMatching(
        new RegExp(
          `^Join me at Sunrise Yoga! I booked it for .+: http\\S+/newplatform/live/upcoming/${yoga.id}$`,
        ),
      ),
      sentAt: w.clock.current.toISOString(),
      readAt: null,
      liveClassId: yoga.id,
    });

    // Ben reads it in the conversation, and both are told through the message event.
    const conversation = await call(w.app, 'GET', `/api/user/messages/${ana.id}`, ben.token);
    expect(content<{ messages: unknown[] }>(conversation).messages).toEqual([sent.message]);
    const [event] = await w.db.query<{ audience_user_ids: number[]; payload: { message: { id: number } } }>(
      "SELECT audience_user_ids, payload FROM events WHERE type = 'message.sent' AND subject_id = $1",
      [String(sent.message.id)],
    );
    expect(event?.audience_user_ids).toEqual([ana.id, ben.id].sort((a, b) => a - b));
    expect(event?.payload.message).toEqual(sent.message);
    const [record] = await w.db.query<{ inviter_id: number; invitee_id: number; message_id: number }>(
      'SELECT inviter_id, invitee_id, message_id FROM live_class_invitations WHERE live_class_id = $1',
      [yoga.id],
    );
    expect(record).toEqual({ inviter_id: ana.id, invitee_id: ben.id, message_id: sent.message.id });
  });

  test('refusals, each with its message, changing nothing', async () => {
    const ana = await person();
    const ben = await person();
    const cleo = await person();
    const pending = await person();
    const stranger = await person();
    await befriend(ana, ben);
    await befriend(ana, cleo);
    await request(ana, pending);
    const yoga = await createClass(w, { title: 'Yoga' });
    const notBooked = await createClass(w, { title: 'Not booked' });
    const soon = await createClass(w, { title: 'Soon' }, 30);
    const cancelled = await createClass(w, { title: 'Cancelled' });
    await book(ana, yoga.id);
    await book(ana, soon.id);
    await book(ana, cancelled.id);
    await book(cleo, yoga.id);
    await cancelClass(w, cancelled.id);
    expect((await invite(ana.token, yoga.id, { friendId: ben.id })).statusCode).toBe(201);

    const before = await inviteRows();
    const refusals: Array<
      [
        string,
        LightMyRequestResponse | (() => Promise<LightMyRequestResponse>),
        number,
        string | undefined,
        string | RegExp,
      ]
    > = [
      [
        'yourself',
        () => invite(ana.token, yoga.id, { friendId: ana.id }),
        400,
        'invalid_input',
        'friendId: you cannot invite yourself',
      ],
      [
        'a stranger',
        () => invite(ana.token, yoga.id, { friendId: stranger.id }),
        403,
        'not_friends',
        'You can only invite your friends.',
      ],
      [
        'a pending request',
        () => invite(ana.token, yoga.id, { friendId: pending.id }),
        403,
        'not_friends',
        'You can only invite your friends.',
      ],
      [
        'nobody',
        () => invite(ana.token, yoga.id, { friendId: 99_999_999 }),
        403,
        'not_friends',
        'You can only invite your friends.',
      ],
      [
        'a class not booked',
        () => invite(ana.token, notBooked.id, { friendId: ben.id }),
        403,
        'not_booked',
        'You can only invite friends to a class you booked.',
      ],
      [
        'a cancelled class',
        () => invite(ana.token, cancelled.id, { friendId: ben.id }),
        409,
        'class_cancelled',
        'This live class was cancelled.',
      ],
      [
        'an unknown class',
        () => invite(ana.token, 99_999_999, { friendId: ben.id }),
        404,
        'not_found',
        'id: no such live class',
      ],
      [
        'a second invitation',
        () => invite(ana.token, yoga.id, { friendId: ben.id }),
        409,
        'already_invited',
        `You already invited ${ben.firstName} L. to this class.`,
      ],
      [
        'a friend who booked it',
        () => invite(ana.token, yoga.id, { friendId: cleo.id }),
        409,
        'friend_booked',
        `${cleo.firstName} L. already booked this class.`,
      ],
      [
        'a malformed class id',
        () => invite(ana.token, 'abc', { friendId: ben.id }),
        400,
        undefined,
        'id: must be a positive whole number',
      ],
      [
        'class id 0',
        () => invite(ana.token, 0, { friendId: ben.id }),
        400,
        undefined,
        'id: must be a positive whole number',
      ],
      [
        'a class id too large',
        () => invite(ana.token, '2147483648', { friendId: ben.id }),
        400,
        undefined,
        'id: must be a positive whole number',
      ],
      [
        'a friend id as text',
        () => invite(ana.token, yoga.id, { friendId: String(ben.id) }),
        400,
        undefined,
        'friendId: must be a positive whole number',
      ],
      [
        'a negative friend id',
        () => invite(ana.token, yoga.id, { friendId: -1 }),
        400,
        undefined,
        'friendId: must be a positive whole number',
      ],
      ['no friend id', () => invite(ana.token, yoga.id, {}), 400, undefined, 'friendId: is required'],
      [
        'an unknown field',
        () => invite(ana.token, yoga.id, { friendId: ben.id, text: 'hi' }),
        400,
        undefined,
        'text: is not allowed',
      ],
      ['a visitor', () => invite(undefined, yoga.id, { friendId: ben.id }), 401, undefined, /./],
    ];
    for (const [what, send, status, code, message] of refusals) {
      const refused = failureOf(typeof send === 'function' ? await send() : send);
      expect({ what, status: refused.statusCode, code: refused.code }).toEqual({ what, status, code });
      if (typeof message === 'string') expect({ what, message: refused.content }).toEqual({ what, message });
      else expect(refused.content).toMatch(message);
    }

    // A class that has started: the invitation is too late.
    w.clock.current = new Date(w.clock.current.getTime() + 31 * 60_000);
    const late = failureOf(await invite(ana.token, soon.id, { friendId: cleo.id }));
    expect([late.statusCode, late.code, late.content]).toEqual([
      409,
      'class_started',
      'This class has already started, so friends can no longer be invited.',
    ]);
    expect(await inviteRows()).toEqual(before);
  });

  test('invitations are limited per member with the shared limiter, refused ones counted: 429, nothing sent', async () => {
    // Counted as in production.
    const limited = await startLiveWorld({ rateLimitFactor: 1 });
    try {
      const ana = await person(limited);
      const ben = await person(limited);
      const cleo = await person(limited);
      await befriend(ana, ben, limited);
      await befriend(ana, cleo, limited);
      const yoga = await createClass(limited, { title: 'Yoga' });
      await book(ana, yoga.id, limited);
      expect((await invite(ana.token, yoga.id, { friendId: ben.id }, limited)).statusCode).toBe(201);
      for (let i = 1; i < CLASS_INVITATIONS_PER_MEMBER.limit; i += 1)
        expect((await invite(ana.token, yoga.id, { friendId: ben.id }, limited)).statusCode).toBe(409);
      const before = await inviteRows(limited);
      const refused = await invite(ana.token, yoga.id, { friendId: cleo.id }, limited);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(failureOf(refused)).toMatchObject({
        code: 'rate_limited',
        content: expect.stringMatching(/^Too many class invitations\. Please try again in \d+ minutes?\.$/),
      });
      expect(await inviteRows(limited)).toEqual(before);
    } finally {
      await limited.t.close();
    }
  }, 120_000);
});
