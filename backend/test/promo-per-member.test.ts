import type { ApiLiveClass } from '../src/live/present.js';
import { PROMO_SEEDS } from '../src/payments/seed.js';
import { cardToken, expectFailure, paymentRows, providerCharges, subscribed } from './support/payments.js';
import { call, content, createClass, member, startLiveWorld, type LiveWorld } from './support/live.js';

/**
 * A promo code's limits hold per member across every kind of purchase (subscription, day pass,
 * live class): each seeded code once per member, checked under the code's row lock with the
 * global limit, and told by verifyPromo before paying when the member's session comes along.
 */

let w: LiveWorld;

beforeAll(async () => {
  w = await startLiveWorld();
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

const ALREADY_USED = 'You have already used this promo code.';

interface Intent {
  paymentIntentId: string;
  amount: number;
  free: boolean;
}

const intentCall = (token: string, live: ApiLiveClass, coupon: string, amount = 0) =>
  call(w.app, 'POST', '/api/liveclass/upcoming/payment-intent', token, {
    liveClassId: live.id,
    amount,
    studioId: live.studioId,
    coupon,
  });

const confirm = (token: string, live: ApiLiveClass, intent: Intent) =>
  call(w.app, 'POST', `/api/liveclass/upcoming/${live.id}/confirmation`, token, {
    amount: intent.amount,
    studioId: live.studioId,
    paymentIntentId: intent.paymentIntentId,
  });

async function freeClassIntent(token: string, live: ApiLiveClass): Promise<Intent> {
  const response = await intentCall(token, live, 'FREECLASS');
  if (response.statusCode !== 201) throw new Error(`intent: ${response.statusCode} ${response.body}`);
  return content<Intent>(response);
}

async function count(sql: string, params: unknown[]): Promise<number> {
  return (await w.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
}

const verify = (body: Record<string, unknown>, token?: string) =>
  call(w.app, 'POST', '/api/basic/verifyPromo', token, body);

test('every seeded code may be redeemed once per member', async () => {
  const rows = await w.db.query<{ code: string; max_redemptions_per_member: number }>(
    'SELECT code, max_redemptions_per_member FROM promo_codes ORDER BY code',
  );
  expect(rows.map((row) => row.code).sort()).toEqual(PROMO_SEEDS.map((seed) => seed.code).sort());
  for (const row of rows) expect(row.max_redemptions_per_member).toBe(1);
});

describe('FREECLASS', () => {
  test('makes one class free for a member; a second class is refused with the code, and nothing is charged', async () => {
    const [first, second] = [await createClass(w, { price: 12 }), await createClass(w, { price: 12 })];
    const { token, id } = await member(w);
    const intent = await freeClassIntent(token, first);
    expect(intent).toMatchObject({ amount: 0, free: true });
    expect((await confirm(token, first, intent)).statusCode).toBe(200);

    const rows = await paymentRows(w.db, id);
    const charged = await providerCharges(w.db);
    const intents = await count('SELECT count(*)::int AS n FROM live_class_payments WHERE user_id = $1', [
      id,
    ]);
    expectFailure(await intentCall(token, second, 'FREECLASS'), 400, 'promo_already_used', ALREADY_USED);
    // Not even at another amount: the code is refused, never quietly dropped.
    expectFailure(
      await intentCall(token, second, 'FREECLASS', 1200),
      400,
      'promo_already_used',
      ALREADY_USED,
    );
    expect(await paymentRows(w.db, id)).toEqual(rows);
    expect(await providerCharges(w.db)).toBe(charged);
    expect(await count('SELECT count(*)::int AS n FROM live_class_payments WHERE user_id = $1', [id])).toBe(
      intents,
    );
    expect(await count('SELECT count(*)::int AS n FROM live_class_bookings WHERE user_id = $1', [id])).toBe(
      1,
    );

    // Another member can still use it.
    const other = await member(w);
    const theirs = await freeClassIntent(other.token, second);
    expect((await confirm(other.token, second, theirs)).statusCode).toBe(200);
  });

  test('two intents made before either was paid: only the first confirmation takes the code', async () => {
    const [first, second] = [await createClass(w, { price: 12 }), await createClass(w, { price: 12 })];
    const { token, id } = await member(w);
    const one = await freeClassIntent(token, first);
    const two = await freeClassIntent(token, second);
    expect((await confirm(token, first, one)).statusCode).toBe(200);
    expectFailure(await confirm(token, second, two), 400, 'promo_already_used', ALREADY_USED);
    expect(await count('SELECT count(*)::int AS n FROM live_class_bookings WHERE user_id = $1', [id])).toBe(
      1,
    );
  });

  test('two confirmations in parallel with the same code: one wins', async () => {
    const [first, second] = [await createClass(w, { price: 12 }), await createClass(w, { price: 12 })];
    const { token, id } = await member(w);
    const one = await freeClassIntent(token, first);
    const two = await freeClassIntent(token, second);
    const answers = await Promise.all([confirm(token, first, one), confirm(token, second, two)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((answer) => answer.statusCode === 400);
    if (refused) expectFailure(refused, 400, 'promo_already_used', ALREADY_USED);
    expect(await count('SELECT count(*)::int AS n FROM live_class_bookings WHERE user_id = $1', [id])).toBe(
      1,
    );
    expect(
      await count(
        "SELECT count(*)::int AS n FROM promo_redemptions WHERE user_id = $1 AND code = 'FREECLASS'",
        [id],
      ),
    ).toBe(1);
  });
});

describe('across purchase kinds', () => {
  test('a code used on a subscription is refused on a day pass (nothing stored or charged), and by verifyPromo with the session', async () => {
    const { token, id } = await member(w);
    const auth = `Bearer ${token}`;
    await subscribed(w.app, auth, {
      packageId: 'streamfit_monthly',
      promo: 'WELCOME50',
      token: await cardToken(w.app),
    });

    const visa = await cardToken(w.app);
    const rows = await paymentRows(w.db, id);
    const charged = await providerCharges(w.db);
    const passDate = new Date(w.clock.current.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expectFailure(
      await call(w.app, 'POST', '/api/user/daypass/purchase', token, {
        passDate,
        token: visa,
        promo: 'welcome50',
      }),
      400,
      'promo_already_used',
      ALREADY_USED,
    );
    expect(await paymentRows(w.db, id)).toEqual(rows);
    expect(await providerCharges(w.db)).toBe(charged);

    // The member is told before paying; anyone else (or the call without a session) still sees the offer.
    expectFailure(
      await verify({ promo: 'WELCOME50', amount: 9.99 }, token),
      400,
      'promo_already_used',
      ALREADY_USED,
    );
    expect((await verify({ promo: 'WELCOME50', amount: 9.99 })).statusCode).toBe(200);
    const other = await member(w);
    expect((await verify({ promo: 'WELCOME50', amount: 9.99 }, other.token)).statusCode).toBe(200);
  });

  test('a day pass and a subscription bought in parallel with one code: one of them gets it', async () => {
    const { token, id } = await member(w);
    const passDate = new Date(w.clock.current.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const [visaOne, visaTwo] = [await cardToken(w.app), await cardToken(w.app)];
    const answers = await Promise.all([
      call(w.app, 'POST', '/api/user/daypass/purchase', token, { passDate, token: visaOne, promo: 'SAVE5' }),
      call(w.app, 'POST', '/api/user/subscribe', token, {
        packageId: 'streamfit_monthly',
        token: visaTwo,
        promo: 'SAVE5',
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(
      await count("SELECT count(*)::int AS n FROM promo_redemptions WHERE user_id = $1 AND code = 'SAVE5'", [
        id,
      ]),
    ).toBe(1);
    const rows = await paymentRows(w.db, id);
    expect(rows.dayPasses + rows.subscriptions).toBe(1);
  });
});
