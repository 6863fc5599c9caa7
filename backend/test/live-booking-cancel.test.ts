import type { ApiLiveClassBooking } from '../src/live/bookings-repository.js';
import type { ApiLiveClass } from '../src/live/present.js';
import { MINUTE } from './support/accounts.js';
import { cardToken, charges, providerCharges, subscribed } from './support/payments.js';
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
} from './support/live.js';

/** A member cancelling their own booking (DELETE /api/liveclass/purchased/{bookingId}), and booking again. */

const w = useLiveWorld();

const book = (token: string, liveClassId: number) =>
  call(w.app, 'POST', '/api/liveclass/upcoming', token, { liveClassId });
const cancelBooking = (token: string | undefined, bookingId: unknown) =>
  call(w.app, 'DELETE', `/api/liveclass/purchased/${String(bookingId)}`, token);
const purchased = async (token: string) =>
  content<{ purchased: ApiLiveClassBooking[] }>(await call(w.app, 'GET', '/api/liveclass/purchased', token))
    .purchased;

async function subscriber(): Promise<{ token: string; id: number }> {
  const { token, id } = await member(w);
  await subscribed(w.app, `Bearer ${token}`, { packageId: 'streamfit_monthly' });
  return { token, id };
}

async function booked(token: string, live: ApiLiveClass): Promise<ApiLiveClassBooking> {
  const response = await book(token, live.id);
  if (response.statusCode !== 201) throw new Error(`book: ${response.statusCode} ${response.body}`);
  return content<{ booking: ApiLiveClassBooking }>(response).booking;
}

async function workoutsOf(userId: number, liveClassId: number): Promise<number> {
  const [row] = await w.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM workouts WHERE user_id = $1 AND live_class_id = $2',
    [userId, liveClassId],
  );
  return row!.n;
}

async function cancelledAt(bookingId: number): Promise<string | null> {
  const [row] = await w.db.query<{ cancelled_at: Date | string | null }>(
    'SELECT cancelled_at FROM live_class_bookings WHERE id = $1',
    [bookingId],
  );
  return row!.cancelled_at === null ? null : new Date(row!.cancelled_at).toISOString();
}

interface Intent {
  paymentIntentId: string;
  amount: number;
}

async function intentFor(token: string, live: ApiLiveClass): Promise<Intent> {
  const response = await call(w.app, 'POST', '/api/liveclass/upcoming/payment-intent', token, {
    liveClassId: live.id,
    amount: Math.round(live.price * 100),
    studioId: live.studioId,
  });
  if (response.statusCode !== 201) throw new Error(`intent: ${response.statusCode} ${response.body}`);
  return content<Intent>(response);
}

const confirm = (token: string, live: ApiLiveClass, body: Record<string, unknown>) =>
  call(w.app, 'POST', `/api/liveclass/upcoming/${live.id}/confirmation`, token, body);

describe('DELETE /api/liveclass/purchased/{bookingId}', () => {
  test('cancels: the booking is marked, its workout goes, a private event is written, and the list forgets it', async () => {
    const live = await createClass(w);
    const { token, id } = await subscriber();
    const booking = await booked(token, live);
    expect(await workoutsOf(id, live.id)).toBe(1);
    const before = await liveRows(w.db);

    const response = await cancelBooking(token, booking.id);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      status: true,
      content: { cancelled: { bookingId: booking.id, liveClassId: live.id } },
    });
    // Kept, marked cancelled; the calendar workout is gone; two events (the cancellation, the workout
    // leaving the calendar) and the cancellation notice, nothing else.
    expect(await liveRows(w.db)).toEqual({
      ...before,
      workouts: before['workouts']! - 1,
      events: before['events']! + 2,
      cancelled_bookings: before['cancelled_bookings']! + 1,
      outbox_emails: before['outbox_emails']! + 1,
    });
    expect(await cancelledAt(booking.id)).toBe(w.clock.current.toISOString());
    expect(await workoutsOf(id, live.id)).toBe(0);
    const events = await eventsOf(w.db, 'liveclass.booking_cancelled');
    expect(events[events.length - 1]).toEqual({
      audience_user_ids: [id],
      subject_kind: 'liveclass',
      subject_id: String(live.id),
      payload: { bookingId: booking.id, liveClassId: live.id },
    });
    const [removed] = (await eventsOf(w.db, 'workout.deleted')).slice(-1);
    expect(removed).toMatchObject({ audience_user_ids: [id], subject_kind: 'workout' });
    expect(await purchased(token)).toEqual([]);
    const calendar = await call(w.app, 'POST', '/api/workout/myWorkout', token, {
      fromDate: '2000-01-01',
      toDate: '2100-01-01',
    });
    expect(content<{ workouts: unknown[] }>(calendar).workouts).toEqual([]);
  });

  test('a subscriber books the class again after cancelling: a new booking and a new workout', async () => {
    const live = await createClass(w);
    const { token, id } = await subscriber();
    const first = await booked(token, live);
    expect((await cancelBooking(token, first.id)).statusCode).toBe(200);
    w.clock.advance(MINUTE);
    const again = await booked(token, live);
    expect(again.id).not.toBe(first.id);
    expect(again).toMatchObject({ liveClassId: live.id, source: 'subscription', amount: 0 });
    expect(await workoutsOf(id, live.id)).toBe(1);
    expect(await purchased(token)).toEqual([again]);
    // The new booking is the one that counts: booking a third time is refused, and it can be cancelled in turn.
    expect(failureOf(await book(token, live.id)).code).toBe('already_booked');
    expect(content(await cancelBooking(token, again.id))).toEqual({
      cancelled: { bookingId: again.id, liveClassId: live.id },
    });
    expect(await purchased(token)).toEqual([]);
  });

  test('refusals change nothing: bad ids, no session, unknown, already cancelled, started', async () => {
    const { token } = await subscriber();
    const live = await createClass(w, { minutesDuration: 60 }, 30);
    const booking = await booked(token, live);
    const gone = await booked(token, await createClass(w));
    expect((await cancelBooking(token, gone.id)).statusCode).toBe(200);
    const before = await liveRows(w.db);

    const cases: Array<[unknown, number, string | undefined, string]> = [
      ['abc', 400, undefined, 'bookingId: must be a positive whole number'],
      [0, 400, undefined, 'bookingId: must be a positive whole number'],
      [-3, 400, undefined, 'bookingId: must be a positive whole number'],
      [1.5, 400, undefined, 'bookingId: must be a positive whole number'],
      ['99999999999', 400, undefined, 'bookingId: must be a positive whole number'],
      [99999999, 404, 'not_found', 'bookingId: no such booking'],
      [gone.id, 404, 'not_found', 'bookingId: no such booking'],
    ];
    for (const [bookingId, status, code, message] of cases) {
      const body = failureOf(await cancelBooking(token, bookingId));
      expect({ bookingId, status: body.statusCode, code: body.code, content: body.content }).toEqual({
        bookingId,
        status,
        code,
        content: message,
      });
    }
    expect(failureOf(await cancelBooking(undefined, booking.id))).toEqual({
      statusCode: 401,
      status: false,
      content: 'Your session has ended. Please log in again.',
    });
    expect((await cancelBooking('not-a-token', booking.id)).statusCode).toBe(401);

    // At the start and while it is on, the booking stays.
    for (const minutesIn of [0, 20]) {
      w.clock.current = new Date(new Date(live.scheduledDatetime).getTime() + minutesIn * MINUTE);
      expect(failureOf(await cancelBooking(token, booking.id))).toEqual({
        statusCode: 409,
        status: false,
        code: 'class_started',
        content: 'This class has already started, so its booking can no longer be cancelled.',
      });
    }
    expect(await liveRows(w.db)).toEqual(before);
    expect(await cancelledAt(booking.id)).toBeNull();
    expect((await purchased(token)).map((b) => b.id)).toEqual([booking.id]);
  });

  test("another member's booking is unknown to the caller, and stays as it was", async () => {
    const live = await createClass(w);
    const owner = await subscriber();
    const stranger = await subscriber();
    const booking = await booked(owner.token, live);
    const before = await liveRows(w.db);
    expect(failureOf(await cancelBooking(stranger.token, booking.id))).toEqual({
      statusCode: 404,
      status: false,
      code: 'not_found',
      content: 'bookingId: no such booking',
    });
    expect(await liveRows(w.db)).toEqual(before);
    expect(await purchased(owner.token)).toEqual([booking]);
    expect(await workoutsOf(owner.id, live.id)).toBe(1);
  });

  test('the booking of a class the studio cancelled can be cancelled, even after its start time: it leaves the list', async () => {
    const live = await createClass(w, {}, 60);
    const { token } = await subscriber();
    const booking = await booked(token, live);
    await cancelClass(w, live.id);
    w.clock.advance(2 * 60 * MINUTE);
    const listed = await purchased(token);
    expect(listed.map((b) => b.id)).toEqual([booking.id]);
    expect(listed[0]!.liveClass.cancelledAt).not.toBeNull();
    expect(content(await cancelBooking(token, booking.id))).toEqual({
      cancelled: { bookingId: booking.id, liveClassId: live.id },
    });
    expect(await purchased(token)).toEqual([]);
  });

  test('cancelling twice at the same time: one cancels, the other finds nothing', async () => {
    const live = await createClass(w);
    const { token } = await subscriber();
    const booking = await booked(token, live);
    const before = await liveRows(w.db);
    const answers = await Promise.all([cancelBooking(token, booking.id), cancelBooking(token, booking.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const after = await liveRows(w.db);
    expect(after['events']).toBe(before['events']! + 2);
    expect(after['cancelled_bookings']).toBe(before['cancelled_bookings']! + 1);
  });
});

describe('a cancelled paid booking', () => {
  test('keeps its charge, gives no access, cannot be confirmed again, and the class can be paid for again', async () => {
    const live = await createClass(w, { price: 12, minutesDuration: 45 }, 30);
    const { token, id } = await member(w);
    const intent = await intentFor(token, live);
    const body = {
      amount: 1200,
      studioId: live.studioId,
      paymentIntentId: intent.paymentIntentId,
      token: await cardToken(w.app),
    };
    const paid = await confirm(token, live, body);
    expect(paid.statusCode).toBe(200);
    const { booking } = content<{ booking: ApiLiveClassBooking }>(paid);
    // Booked, it may be watched (the room is open: the class starts in 30 minutes).
    expect(
      (await call(w.app, 'POST', '/api/events/live-class', token, { liveClassId: live.id })).statusCode,
    ).toBe(201);
    const providerBefore = await providerCharges(w.db);
    const before = await liveRows(w.db);

    expect((await cancelBooking(token, booking.id)).statusCode).toBe(200);
    // Nothing is refunded: the charge, the payment and the receipt stay; the cancellation notice says so.
    const after = await liveRows(w.db);
    expect(after).toEqual({
      ...before,
      workouts: before['workouts']! - 1,
      events: before['events']! + 2,
      cancelled_bookings: before['cancelled_bookings']! + 1,
      outbox_emails: before['outbox_emails']! + 1,
    });
    expect(await providerCharges(w.db)).toBe(providerBefore);
    expect((await charges(w.app, `Bearer ${token}`)).map((c) => c.status)).toEqual(['succeeded']);

    // No access any more: joining, the channel and the class page ask for a booking.
    for (const [method, url, payload] of [
      ['POST', '/api/events/live-class', { liveClassId: live.id }],
      ['POST', `/api/livestream/channel/channelId/${live.id}`, undefined],
      ['GET', `/api/liveclass/upcoming/${live.id}`, undefined],
    ] as const) {
      expect({ url, ...failureOf(await call(w.app, method, url, token, payload)) }).toEqual({
        url,
        statusCode: 402,
        status: false,
        code: 'payment_required',
        content: 'Book this class to watch it.',
        liveClass: live,
      });
    }
    expect(await purchased(token)).toEqual([]);
    expect(await liveRows(w.db)).toEqual(after);

    // Repeating the confirmation neither charges nor books.
    expect(failureOf(await confirm(token, live, body))).toEqual({
      statusCode: 409,
      status: false,
      code: 'booking_cancelled',
      content: 'This booking was cancelled.',
    });
    expect(await liveRows(w.db)).toEqual(after);
    expect(await providerCharges(w.db)).toBe(providerBefore);

    // Booking again means paying again, through a new intent.
    expect(failureOf(await book(token, live.id)).code).toBe('payment_required');
    const second = await intentFor(token, live);
    const repaid = await confirm(token, live, {
      amount: 1200,
      studioId: live.studioId,
      paymentIntentId: second.paymentIntentId,
      token: await cardToken(w.app),
    });
    expect(repaid.statusCode).toBe(200);
    const rebooked = content<{ booking: ApiLiveClassBooking }>(repaid).booking;
    expect(rebooked.id).not.toBe(booking.id);
    expect(rebooked).toMatchObject({ source: 'payment', amount: 1200 });
    expect(await providerCharges(w.db)).toBe(providerBefore + 1);
    expect(await purchased(token)).toEqual([rebooked]);
    expect(await workoutsOf(id, live.id)).toBe(1);
    expect(
      (await call(w.app, 'POST', '/api/events/live-class', token, { liveClassId: live.id })).statusCode,
    ).toBe(201);
    // The old payment's booking stays cancelled, whatever booked the class since.
    expect(failureOf(await confirm(token, live, body)).code).toBe('booking_cancelled');
  });

  test('a booking made free by a promo code keeps its redemption when cancelled', async () => {
    const live = await createClass(w, { price: 12 });
    const { token, id } = await member(w);
    const intent = content<Intent>(
      await call(w.app, 'POST', '/api/liveclass/upcoming/payment-intent', token, {
        liveClassId: live.id,
        amount: 0,
        studioId: live.studioId,
        coupon: 'FREECLASS',
      }),
    );
    const confirmed = await confirm(token, live, {
      amount: 0,
      studioId: live.studioId,
      paymentIntentId: intent.paymentIntentId,
    });
    const { booking } = content<{ booking: ApiLiveClassBooking }>(confirmed);
    expect(booking).toMatchObject({ source: 'promo', promoCode: 'FREECLASS' });
    const redemptions = async () =>
      (
        await w.db.query<{ booking: number }>(
          'SELECT live_class_booking_id AS booking FROM promo_redemptions WHERE user_id = $1',
          [id],
        )
      ).map((row) => row.booking);
    expect(await redemptions()).toEqual([booking.id]);
    expect((await cancelBooking(token, booking.id)).statusCode).toBe(200);
    expect(await redemptions()).toEqual([booking.id]);
  });
});
