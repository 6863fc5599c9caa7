import type { ApiLiveClass } from '../src/live/present.js';
import type { ApiLiveClassBooking } from '../src/live/bookings-repository.js';
import { MINUTE } from './support/accounts.js';
import { subscribed } from './support/payments.js';
import {
  call,
  cancelClass,
  content,
  createClass,
  eventsOf,
  failureOf,
  liveRows,
  member,
  useLiveWorld,
  studioId,
} from './support/live.js';

/** Booking live classes without paying (POST /api/liveclass/upcoming), the booked list, classes by id, and the 402s. */

const w = useLiveWorld();

const book = (token: string | undefined, liveClassId: unknown) =>
  call(w.app, 'POST', '/api/liveclass/upcoming', token, { liveClassId });

describe('GET /api/liveclass/public?ids=', () => {
  test('the known classes among the ids, any state, in id order; bad ids are a 400 naming ids', async () => {
    const a = await createClass(w);
    const b = await createClass(w, { title: 'Cancelled one' });
    await cancelClass(w, b.id);
    const response = await call(w.app, 'GET', `/api/liveclass/public?ids=${b.id},99999999,${a.id},${b.id}`);
    expect(response.statusCode).toBe(200);
    const list = content<ApiLiveClass[]>(response);
    expect(list.map((l) => l.id)).toEqual([a.id, b.id]);
    expect(list[0]).toEqual(a);
    expect(list[1]!.cancelledAt).not.toBeNull();
    expect(list[0]!.timeZone).toBe('America/New_York');
    for (const bad of [
      '',
      'abc',
      '1,,2',
      '0',
      '-1',
      '1.5',
      '99999999999',
      Array.from({ length: 101 }, (_, i) => i + 1).join(','),
    ]) {
      const refused = await call(w.app, 'GET', `/api/liveclass/public?ids=${bad}`);
      expect({ bad, status: refused.statusCode }).toEqual({ bad, status: 400 });
      expect(failureOf(refused).content).toMatch(/^ids: /);
    }
    expect(failureOf(await call(w.app, 'GET', '/api/liveclass/public')).content).toBe('ids: is required');
  });

  test('studios carry their time zone', async () => {
    const live = await createClass(w, { studioId: await studioId(w.db, 'riderepublic') });
    expect(live.timeZone).toBe('America/Los_Angeles');
    const [london] = await w.db.query<{ time_zone: string }>(
      "SELECT time_zone FROM studios WHERE short_name = 'ironrow'",
    );
    expect(london!.time_zone).toBe('Europe/London');
  });
});

describe('a member without access', () => {
  test('gets 402 with the class in the body, for booking and for the class itself; nothing changes', async () => {
    const live = await createClass(w);
    const { token } = await member(w);
    const before = await liveRows(w.db);
    const refused = await book(token, live.id);
    expect(failureOf(refused)).toEqual({
      statusCode: 402,
      status: false,
      code: 'payment_required',
      content: 'Booking this class needs a subscription. You can pay for this class instead.',
      liveClass: live,
    });
    const watch = await call(w.app, 'GET', `/api/liveclass/upcoming/${live.id}`, token);
    expect(failureOf(watch)).toEqual({
      statusCode: 402,
      status: false,
      code: 'payment_required',
      content: 'Book this class to watch it.',
      liveClass: live,
    });
    expect(await liveRows(w.db)).toEqual(before);
  });

  test('a class-only package does not book free', async () => {
    const live = await createClass(w);
    const { token, id } = await member(w);
    const general = await studioId(w.db, 'streamfit');
    const now = w.clock.current;
    await w.db.query(
      `INSERT INTO subscriptions (reference, user_id, package_id, studio_id, plan, price_cents, renewal_price_cents, status, source, provider,
         started_at, billing_anchor_at, period_index, current_period_start, current_period_end, created_at, updated_at)
       VALUES ('sub_classonly${id}', $1, 'jetsweat_class', $2, 'monthly', 999, 999, 'active', 'website', 'local', $3, $3, 1, $3, $4, $3, $3)`,
      [id, general, now, new Date(now.getTime() + 20 * 24 * 60 * MINUTE)],
    );
    const me = content<{ subscription: { active: boolean; isClassOnly: boolean } }>(
      await call(w.app, 'GET', '/api/user/me', token),
    );
    expect(me.subscription).toMatchObject({ active: true, isClassOnly: true, kind: 'class_only' });
    const before = await liveRows(w.db);
    expect(failureOf(await book(token, live.id)).code).toBe('payment_required');
    expect(await liveRows(w.db)).toEqual(before);
  });
});

describe('a subscriber', () => {
  test('books free: the booking, its workout and a private liveclass.booked event; then sees the class and its list', async () => {
    const live = await createClass(w);
    const { token, id } = await member(w);
    await subscribed(w.app, `Bearer ${token}`, { packageId: 'streamfit_monthly' });
    const before = await liveRows(w.db);
    const response = await book(token, live.id);
    expect(response.statusCode).toBe(201);
    const { booking } = content<{ booking: ApiLiveClassBooking }>(response);
    expect(booking).toEqual({
      id: expect.any(Number),
      liveClassId: live.id,
      liveClass: live,
      bookedAt: w.clock.current.toISOString(),
      source: 'subscription',
      amount: 0,
      promoCode: null,
      refundedAmount: null,
      refundedAt: null,
    });
    const after = await liveRows(w.db);
    // And the booking confirmation (its content: live-mail.test.ts).
    expect(after).toEqual({
      ...before,
      live_class_bookings: before['live_class_bookings']! + 1,
      workouts: before['workouts']! + 1,
      // The booking's, and the workout's arriving on the calendar.
      events: before['events']! + 2,
      outbox_emails: before['outbox_emails']! + 1,
    });
    const [workout] = await w.db.query<{ status: string; when_at: Date | string; video_id: number | null }>(
      'SELECT status, when_at, video_id FROM workouts WHERE user_id = $1 AND live_class_id = $2',
      [id, live.id],
    );
    expect(workout).toMatchObject({ status: 'scheduled', video_id: null });
    expect(new Date(workout!.when_at).toISOString()).toBe(live.scheduledDatetime);
    const [added] = (await eventsOf(w.db, 'workout.added')).slice(-1);
    expect(added).toMatchObject({ audience_user_ids: [id], subject_kind: 'workout' });
    const events = await eventsOf(w.db, 'liveclass.booked');
    expect(events[events.length - 1]).toEqual({
      audience_user_ids: [id],
      subject_kind: 'liveclass',
      subject_id: String(live.id),
      payload: { booking },
    });

    expect(content(await call(w.app, 'GET', `/api/liveclass/upcoming/${live.id}`, token))).toEqual(live);
    const purchased = await call(w.app, 'GET', '/api/liveclass/purchased', token);
    expect(purchased.statusCode).toBe(200);
    expect(content(purchased)).toEqual({ purchased: [booking] });

    // Twice: 409, nothing more.
    const again = await book(token, live.id);
    expect(failureOf(again)).toEqual({
      statusCode: 409,
      status: false,
      code: 'already_booked',
      content: 'You are already registered for this class.',
    });
    expect(await liveRows(w.db)).toEqual(after);
  });

  test("a studio's plan books that studio's classes free, not another studio's", async () => {
    const own = await createClass(w, { studioId: await studioId(w.db, 'baristudio') });
    const other = await createClass(w, { studioId: await studioId(w.db, 'bkpilates') });
    const { token } = await member(w);
    await subscribed(w.app, `Bearer ${token}`, { packageId: 'baristudio_monthly' }, { studio: 'baristudio' });
    expect((await book(token, own.id)).statusCode).toBe(201);
    expect(failureOf(await book(token, other.id)).code).toBe('payment_required');
  });

  test('staff and the studio instructor book free', async () => {
    const live = await createClass(w);
    expect((await book(w.staffToken, live.id)).statusCode).toBe(201);
    expect((await book(w.instructorToken, live.id)).statusCode).toBe(201);
    const elsewhere = await createClass(w, { studioId: await studioId(w.db, 'bkpilates') });
    expect(failureOf(await book(w.instructorToken, elsewhere.id)).code).toBe('payment_required');
  });

  test('bad input: unknown, cancelled, past and malformed classes are refused with nothing changed', async () => {
    const { token } = await member(w);
    await subscribed(w.app, `Bearer ${token}`, { packageId: 'streamfit_monthly' });
    const cancelled = await createClass(w);
    await cancelClass(w, cancelled.id);
    const past = await createClass(w, { minutesDuration: 30 }, 10);
    w.clock.advance(41 * MINUTE);
    const before = await liveRows(w.db);
    const cases: Array<[unknown, number, string | undefined, string | RegExp]> = [
      [99999999, 404, 'not_found', 'liveClassId: no such live class'],
      [cancelled.id, 409, 'class_cancelled', 'This live class was cancelled.'],
      [past.id, 409, 'class_ended', 'This live class has already ended.'],
      ['abc', 400, undefined, /^liveClassId: must be a positive whole number/],
      [0, 400, undefined, /^liveClassId: /],
      [1.5, 400, undefined, /^liveClassId: /],
      [undefined, 400, undefined, 'liveClassId: is required'],
    ];
    for (const [liveClassId, status, code, message] of cases) {
      const response = await book(token, liveClassId);
      const body = failureOf(response);
      expect({ liveClassId, status: body.statusCode, code: body.code }).toEqual({
        liveClassId,
        status,
        code,
      });
      if (typeof message === 'string') expect(body.content).toBe(message);
      else expect(body.content).toMatch(message);
    }
    expect((await book(undefined, past.id)).statusCode).toBe(401);
    expect(await liveRows(w.db)).toEqual(before);
  });

  test('a class under way can still be booked; purchased keeps a class for a day after it starts, cancelled ones included', async () => {
    const { token } = await member(w);
    await subscribed(w.app, `Bearer ${token}`, { packageId: 'streamfit_monthly' });
    const soon = await createClass(w, { minutesDuration: 60 }, 5);
    const later = await createClass(w, { title: 'Later' }, 3 * 24 * 60);
    w.clock.advance(20 * MINUTE);
    expect((await book(token, soon.id)).statusCode).toBe(201);
    expect((await book(token, later.id)).statusCode).toBe(201);
    await cancelClass(w, later.id);
    let list = content<{ purchased: ApiLiveClassBooking[] }>(
      await call(w.app, 'GET', '/api/liveclass/purchased', token),
    ).purchased;
    expect(list.map((b) => b.liveClassId)).toEqual([soon.id, later.id]);
    expect(list[1]!.liveClass.cancelledAt).not.toBeNull();
    w.clock.advance(24 * 60 * MINUTE);
    list = content<{ purchased: ApiLiveClassBooking[] }>(
      await call(w.app, 'GET', '/api/liveclass/purchased', token),
    ).purchased;
    expect(list.map((b) => b.liveClassId)).toEqual([later.id]);
    expect((await call(w.app, 'GET', '/api/liveclass/purchased')).statusCode).toBe(401);
  });
});
