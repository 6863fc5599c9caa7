import type { ApiLiveClassBooking } from '../src/live/bookings-repository.js';
import type { ApiLiveClass } from '../src/live/present.js';
import { MINUTE } from './support/accounts.js';
import {
  cardToken,
  charges,
  DECLINED,
  mailSubjects,
  providerCharges,
  subscribed,
} from './support/payments.js';
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

/** Paying for one live class: the server's price, the intent, confirmation through the provider, and every refusal. */

const w = useLiveWorld();

interface Intent {
  paymentIntentId: string;
  client_secret: string;
  amount: number;
  listAmount: number;
  free: boolean;
}

const intentCall = (token: string, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/api/liveclass/upcoming/payment-intent', token, body);

async function intentFor(
  token: string,
  live: ApiLiveClass,
  extra: Record<string, unknown> = {},
): Promise<Intent> {
  const response = await intentCall(token, {
    liveClassId: live.id,
    amount: Math.round(live.price * 100),
    studioId: live.studioId,
    ...extra,
  });
  if (response.statusCode !== 201) throw new Error(`intent: ${response.statusCode} ${response.body}`);
  return content<Intent>(response);
}

const confirm = (token: string, liveClassId: number, body: Record<string, unknown>) =>
  call(w.app, 'POST', `/api/liveclass/upcoming/${liveClassId}/confirmation`, token, body);

describe('POST /api/liveclass/upcoming/payment-intent', () => {
  test('the server prices the class: intent shape, a promo code, and a tampered amount refused with nothing stored', async () => {
    const live = await createClass(w, { price: 12 });
    const { token } = await member(w);
    const intent = await intentFor(token, live);
    expect(intent).toEqual({
      paymentIntentId: expect.stringMatching(/^lcpay_[A-Za-z0-9]+$/),
      client_secret: expect.stringMatching(/^lcpay_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/),
      amount: 1200,
      listAmount: 1200,
      free: false,
    });
    expect(intent.client_secret.startsWith(`${intent.paymentIntentId}_secret_`)).toBe(true);
    const half = await intentFor(token, live, { amount: 600, coupon: ' welcome50 ' });
    expect(half).toMatchObject({ amount: 600, listAmount: 1200, free: false });

    const before = await liveRows(w.db);
    const tampered = await intentCall(token, { liveClassId: live.id, amount: 100, studioId: live.studioId });
    expect(failureOf(tampered)).toEqual({
      statusCode: 409,
      status: false,
      code: 'amount_mismatch',
      content: 'amount: the price of this class is $12.00',
    });
    const promoTampered = await intentCall(token, {
      liveClassId: live.id,
      amount: 1200,
      studioId: live.studioId,
      coupon: 'WELCOME50',
    });
    expect(failureOf(promoTampered)).toMatchObject({
      statusCode: 409,
      code: 'amount_mismatch',
      content: 'amount: the price of this class is $6.00',
    });
    expect(await liveRows(w.db)).toEqual(before);
  });

  test('refusals: field errors, unknown class, wrong studio, promo failures, a subscriber, an ended or cancelled class; nothing stored', async () => {
    const live = await createClass(w, { price: 9.99 });
    const cancelled = await createClass(w);
    await cancelClass(w, cancelled.id);
    const { token } = await member(w);
    const { token: subscriber } = await member(w);
    await subscribed(w.app, `Bearer ${subscriber}`, { packageId: 'streamfit_monthly' });
    const ok = { liveClassId: live.id, amount: 999, studioId: live.studioId };
    const before = await liveRows(w.db);
    const cases: Array<[string, Record<string, unknown>, number, string | undefined, string | RegExp]> = [
      [token, { ...ok, amount: 9.99 }, 400, undefined, /^amount: /],
      [token, { ...ok, amount: -1 }, 400, undefined, /^amount: /],
      [token, { ...ok, amount: undefined }, 400, undefined, 'amount: is required'],
      [token, { ...ok, liveClassId: 'x' }, 400, undefined, /^liveClassId: /],
      [token, { ...ok, studioId: undefined }, 400, undefined, 'studioId: is required'],
      [token, { ...ok, liveClassId: 99999999 }, 404, 'not_found', 'liveClassId: no such live class'],
      [
        token,
        { ...ok, studioId: live.studioId + 1 },
        400,
        'invalid_input',
        "studioId: does not match the class's studio",
      ],
      [token, { ...ok, coupon: 'NOPE' }, 400, 'no_such_coupon', 'No such coupon'],
      [token, { ...ok, coupon: 'EXPIRED20' }, 400, 'promo_expired', /expired/],
      [
        token,
        { ...ok, coupon: 'FREEMONTH' },
        400,
        'promo_not_applicable',
        'This promo code does not apply to live classes.',
      ],
      [
        token,
        { ...ok, liveClassId: cancelled.id, studioId: cancelled.studioId, amount: 1200 },
        409,
        'class_cancelled',
        'This live class was cancelled.',
      ],
      [
        subscriber,
        ok,
        409,
        'already_included',
        'This class is included in your subscription: book it without paying.',
      ],
    ];
    for (const [who, body, status, code, message] of cases) {
      const response = failureOf(await intentCall(who, body));
      expect({ body, status: response.statusCode, code: response.code }).toEqual({ body, status, code });
      if (typeof message === 'string') expect(response.content).toBe(message);
      else expect(response.content).toMatch(message);
    }
    w.clock.advance(2 * 24 * 60 * MINUTE);
    expect(failureOf(await intentCall(token, ok))).toMatchObject({ statusCode: 409, code: 'class_ended' });
    expect(await liveRows(w.db)).toEqual(before);
  });
});

describe('POST /api/liveclass/upcoming/{liveClassId}/confirmation', () => {
  test('charges the card once, books, adds the workout, the receipt and the event; a repeat returns the same booking', async () => {
    const live = await createClass(w, { price: 12 });
    const { token, id } = await member(w);
    const intent = await intentFor(token, live);
    const providerBefore = await providerCharges(w.db);
    const body = {
      amount: 1200,
      studioId: live.studioId,
      paymentIntentId: intent.paymentIntentId,
      token: await cardToken(w.app),
      liveClassId: live.id,
    };
    const response = await confirm(token, live.id, body);
    expect(response.statusCode).toBe(200);
    const { booking } = content<{ booking: ApiLiveClassBooking }>(response);
    expect(booking).toEqual({
      id: expect.any(Number),
      liveClassId: live.id,
      liveClass: live,
      bookedAt: w.clock.current.toISOString(),
      source: 'payment',
      amount: 1200,
      promoCode: null,
      refundedAmount: null,
      refundedAt: null,
    });
    expect(await providerCharges(w.db)).toBe(providerBefore + 1);
    const receipts = await charges(w.app, `Bearer ${token}`);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ amount: 12, kind: 'liveclass', status: 'succeeded' });
    // One e-mail for the purchase: the receipt, which confirms the booking too.
    const subjects = await mailSubjects(w.db, id);
    expect(
      subjects.filter((subject) => subject.startsWith('Your Bari Studio receipt: Test Ride, ')),
    ).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith("You're booked"))).toEqual([]);
    const events = await eventsOf(w.db, 'liveclass.booked');
    expect(events[events.length - 1]).toMatchObject({ audience_user_ids: [id], payload: { booking } });
    expect(content(await call(w.app, 'GET', `/api/liveclass/upcoming/${live.id}`, token))).toEqual(live);
    const workouts = await w.db.query('SELECT 1 FROM workouts WHERE user_id = $1 AND live_class_id = $2', [
      id,
      live.id,
    ]);
    expect(workouts).toHaveLength(1);

    const rows = await liveRows(w.db);
    const again = await confirm(token, live.id, body);
    expect(again.statusCode).toBe(200);
    expect(content(again)).toEqual({ booking });
    expect(await liveRows(w.db)).toEqual(rows);
    // Paid and booked: a new intent is refused.
    expect(
      failureOf(await intentCall(token, { liveClassId: live.id, amount: 1200, studioId: live.studioId }))
        .code,
    ).toBe('already_booked');
  });

  test('a double submit (at the same time) charges once and books once', async () => {
    const live = await createClass(w, { price: 15 });
    const { token } = await member(w);
    const intent = await intentFor(token, live);
    const providerBefore = await providerCharges(w.db);
    const before = await liveRows(w.db);
    const card = await cardToken(w.app);
    const body = {
      amount: 1500,
      studioId: live.studioId,
      paymentIntentId: intent.paymentIntentId,
      token: card,
    };
    const [a, b] = await Promise.all([confirm(token, live.id, body), confirm(token, live.id, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(content(a)).toEqual(content(b));
    expect(await providerCharges(w.db)).toBe(providerBefore + 1);
    const after = await liveRows(w.db);
    expect(after['live_class_bookings']).toBe(before['live_class_bookings']! + 1);
    expect(after['charges']).toBe(before['charges']! + 1);
  });

  test('a declined card books nothing and the intent stays retryable', async () => {
    const live = await createClass(w, { price: 12 });
    const { token } = await member(w);
    const intent = await intentFor(token, live);
    const before = await liveRows(w.db);
    const body = { amount: 1200, studioId: live.studioId, paymentIntentId: intent.paymentIntentId };
    const declined = await confirm(token, live.id, { ...body, token: await cardToken(w.app, DECLINED) });
    expect(failureOf(declined)).toMatchObject({ statusCode: 402, status: false, code: 'card_declined' });
    expect(await liveRows(w.db)).toEqual(before);
    const retried = await confirm(token, live.id, { ...body, token: await cardToken(w.app) });
    expect(retried.statusCode).toBe(200);
    expect(content<{ booking: ApiLiveClassBooking }>(retried).booking.source).toBe('payment');
  });

  test('a free promo needs no card and charges nothing', async () => {
    const live = await createClass(w, { price: 12 });
    const { token, id } = await member(w);
    const intent = await intentFor(token, live, { amount: 0, coupon: 'freeclass' });
    expect(intent).toMatchObject({ amount: 0, listAmount: 1200, free: true });
    const providerBefore = await providerCharges(w.db);
    const before = await liveRows(w.db);
    const response = await confirm(token, live.id, {
      amount: 0,
      studioId: live.studioId,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(response.statusCode).toBe(200);
    expect(content<{ booking: ApiLiveClassBooking }>(response).booking).toMatchObject({
      source: 'promo',
      amount: 0,
      promoCode: 'FREECLASS',
    });
    expect(await providerCharges(w.db)).toBe(providerBefore);
    const after = await liveRows(w.db);
    expect(after['charges']).toBe(before['charges']);
    expect(after['promo_redemptions']).toBe(before['promo_redemptions']! + 1);
    const [redemption] = await w.db.query<{ code: string }>(
      'SELECT code FROM promo_redemptions WHERE user_id = $1',
      [id],
    );
    expect(redemption!.code).toBe('FREECLASS');
  });

  test("refusals: someone else's intent, mismatches, no token, an expired intent, a cancelled class; nothing changes", async () => {
    const live = await createClass(w, { price: 12 });
    const other = await createClass(w, { price: 12 });
    const { token } = await member(w);
    const { token: stranger } = await member(w);
    const intent = await intentFor(token, live);
    const card = await cardToken(w.app);
    const body = {
      amount: 1200,
      studioId: live.studioId,
      paymentIntentId: intent.paymentIntentId,
      token: card,
    };
    const before = await liveRows(w.db);
    const cases: Array<
      [string, number, Record<string, unknown>, number, string | undefined, string | RegExp]
    > = [
      [stranger, live.id, body, 404, 'not_found', 'paymentIntentId: no such payment'],
      [
        token,
        live.id,
        { ...body, paymentIntentId: 'lcpay_nothing' },
        404,
        'not_found',
        'paymentIntentId: no such payment',
      ],
      [token, other.id, body, 400, 'invalid_input', 'liveClassId: does not match the payment'],
      [
        token,
        live.id,
        { ...body, liveClassId: other.id },
        400,
        'invalid_input',
        'liveClassId: does not match the payment',
      ],
      [token, live.id, { ...body, amount: 1 }, 400, 'invalid_input', 'amount: does not match the payment'],
      [
        token,
        live.id,
        { ...body, studioId: live.studioId + 1 },
        400,
        'invalid_input',
        'studioId: does not match the payment',
      ],
      [token, live.id, { ...body, token: undefined }, 400, 'invalid_input', 'token: is required'],
      [
        token,
        live.id,
        { ...body, token: 'tok_bogus' },
        400,
        'invalid_card_token',
        'token: is not a valid card token',
      ],
      [
        token,
        live.id,
        { ...body, paymentIntentId: undefined },
        400,
        undefined,
        'paymentIntentId: is required',
      ],
    ];
    for (const [who, classId, payload, status, code, message] of cases) {
      const response = failureOf(await confirm(who, classId, payload));
      expect({ payload, status: response.statusCode, code: response.code }).toEqual({
        payload,
        status,
        code,
      });
      if (typeof message === 'string') expect(response.content).toBe(message);
      else expect(response.content).toMatch(message);
    }
    expect(await liveRows(w.db)).toEqual(before);

    const cancelledIntent = await intentFor(token, other);
    await cancelClass(w, other.id);
    const rows = await liveRows(w.db);
    const cancelled = await confirm(token, other.id, {
      amount: 1200,
      studioId: other.studioId,
      paymentIntentId: cancelledIntent.paymentIntentId,
      token: card,
    });
    expect(failureOf(cancelled)).toMatchObject({ statusCode: 409, code: 'class_cancelled' });
    w.clock.advance(31 * MINUTE);
    const expired = await confirm(token, live.id, body);
    expect(failureOf(expired)).toEqual({
      statusCode: 409,
      status: false,
      code: 'payment_expired',
      content: 'This payment has expired. Please start again.',
    });
    expect(await liveRows(w.db)).toEqual(rows);
  });
});

describe('POST /api/basic/verifyPromo with a live class', () => {
  const verify = (body: Record<string, unknown>) =>
    call(w.app, 'POST', '/api/basic/verifyPromo', undefined, body);

  test('the server prices the class: a live-class code and an all-purpose code apply, a plan code does not', async () => {
    const live = await createClass(w, { price: 12 });
    const free = await verify({ promo: 'freeclass', amount: 12, liveClassId: live.id });
    expect(free.statusCode).toBe(200);
    expect(JSON.parse(free.body)).toMatchObject({
      status: 1,
      content: { promo: 'FREECLASS', output: '100% off this class', amount: 12, newAmount: 0, discount: 12 },
    });
    expect(
      JSON.parse((await verify({ promo: 'WELCOME50', amount: 12, liveClassId: live.id })).body),
    ).toMatchObject({ status: 1, content: { output: '50% off this class', newAmount: 6 } });
    expect(failureOf(await verify({ promo: 'FREEMONTH', amount: 12, liveClassId: live.id }))).toEqual({
      statusCode: 400,
      status: false,
      code: 'promo_not_applicable',
      content: 'This promo code does not apply to live classes.',
    });
  });

  test.each([
    [
      'a tampered amount',
      (id: number) => ({ promo: 'FREECLASS', amount: 1, liveClassId: id }),
      400,
      'invalid_input',
      'amount: does not match the price of this class ($12.00)',
    ],
    [
      'an unknown class',
      () => ({ promo: 'FREECLASS', amount: 12, liveClassId: 999999 }),
      404,
      'not_found',
      'liveClassId: no such live class',
    ],
    [
      'a plan and a class at once',
      (id: number) => ({ promo: 'FREECLASS', amount: 12, liveClassId: id, packageId: 'streamfit_monthly' }),
      400,
      'invalid_input',
      'liveClassId: give either packageId or liveClassId, not both',
    ],
  ])('%s → refused', async (_name, body, status, code, message) => {
    const live = await createClass(w, { price: 12 });
    expect(failureOf(await verify(body(live.id)))).toEqual({
      statusCode: status,
      status: false,
      code,
      content: message,
    });
  });
});
