import Stripe from 'stripe';
import { StripePaymentProvider } from '../src/payments/stripe-provider.js';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { DAY, signUp, TestClock } from './support/accounts.js';
import { FakeStripe } from './support/fake-stripe.js';
import { call, cardToken, expectFailure, subscribed, type ApiCharge } from './support/payments.js';

/**
 * The member's payment history, paged by position, newest first, with one receipt per charge (the
 * member's own only), and refunds made at Stripe shown on them.
 */

const clock = new TestClock(new Date('2030-06-01T12:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Charge = ApiCharge & {
  cursor?: string;
  refundedAmount: number;
  refundedAt: string | null;
  studio: { id: number; name: string; shortName: string } | null;
};

async function page(authToken: string, query = ''): Promise<Charge[]> {
  const response = await call(t.app, 'GET', `/api/user/charges${query}`, authToken);
  expect(response.statusCode).toBe(200);
  return json<Envelope<Charge[]>>(response).content;
}

/** Buys day passes for `count` days from `firstDay` days ahead, one charge each, a minute apart. */
async function buyDayPasses(authToken: string, count: number, firstDay = 0): Promise<void> {
  for (let day = firstDay; day < firstDay + count; day += 1) {
    clock.advance(60_000);
    const response = await call(t.app, 'POST', '/api/user/daypass/purchase', authToken, {
      source: 'website',
      passDate: new Date(clock.current.getTime() + day * DAY).toISOString().slice(0, 10),
      token: await cardToken(t.app),
    });
    expect(response.statusCode).toBe(201);
  }
}

test('pages newest first by cursor; a charge made between pages neither repeats nor skips one', async () => {
  const { authToken } = await signUp(t.app);
  await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
    promo: 'SAVE5',
  });
  await buyDayPasses(authToken, 4);

  const all = await page(authToken);
  expect(all).toHaveLength(5);
  expect(all.map((charge) => charge.kind)).toEqual([
    'daypass',
    'daypass',
    'daypass',
    'daypass',
    'subscription',
  ]);
  expect(all.map((charge) => charge.createdAt)).toEqual(
    [...all.map((charge) => charge.createdAt)].sort().reverse(),
  );
  expect(all[4]).toMatchObject({
    id: expect.stringMatching(/^ch_/),
    amount: 14.99,
    currency: 'usd',
    status: 'succeeded',
    description: 'StreamFit Monthly Plan',
    cardBrand: 'Visa',
    cardLast4: '4242',
    refundedAmount: 0,
    refundedAt: null,
    studio: { name: 'StreamFit', shortName: 'streamfit' },
    cursor: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_\d+$/),
  });

  const first = await page(authToken, '?limit=2');
  expect(first.map((charge) => charge.id)).toEqual(all.slice(0, 2).map((charge) => charge.id));
  // A new charge arrives before the member asks for the next page.
  await buyDayPasses(authToken, 1, 10);
  const second = await page(authToken, `?limit=2&after=${encodeURIComponent(first[1]?.cursor ?? '')}`);
  expect(second.map((charge) => charge.id)).toEqual(all.slice(2, 4).map((charge) => charge.id));
  const last = await page(authToken, `?limit=2&after=${encodeURIComponent(second[1]?.cursor ?? '')}`);
  expect(last.map((charge) => charge.id)).toEqual([all[4]?.id]);
});

test.each([
  ['?limit=0', 'limit: must be a whole number from 1 to 100'],
  ['?limit=101', 'limit: must be a whole number from 1 to 100'],
  ['?after=nonsense', 'after: is not a valid cursor'],
  ['?after=2030-02-31T10:00:00.000000Z_5', 'after: is not a valid cursor'],
  ['?after=2030-02-01T10:00:00.000000Z_0', 'after: is not a valid cursor'],
])('GET /api/user/charges%s → 400', async (query, message) => {
  const { authToken } = await signUp(t.app);
  expectFailure(
    await call(t.app, 'GET', `/api/user/charges${query}`, authToken),
    400,
    'invalid_input',
    message,
  );
});

test("a receipt is the member's own: another member's charge is the same 404 as an unknown one", async () => {
  const owner = await signUp(t.app);
  const other = await signUp(t.app);
  await subscribed(t.app, owner.authToken, {
    packageId: 'streamfit_yearly',
    token: await cardToken(t.app),
    promo: 'SAVE5',
  });
  const [charge] = await page(owner.authToken);
  const mine = await call(t.app, 'GET', `/api/user/charges/${charge?.id ?? ''}`, owner.authToken);
  expect(mine.statusCode).toBe(200);
  expect(json<Envelope<Charge>>(mine).content).toMatchObject({
    id: charge?.id,
    amount: 234.99,
    description: 'StreamFit Annual Plan',
    studio: { shortName: 'streamfit' },
  });
  expect(json<Envelope<Charge>>(mine).content).not.toHaveProperty('cursor');

  const theirs = await call(t.app, 'GET', `/api/user/charges/${charge?.id ?? ''}`, other.authToken);
  expectFailure(theirs, 404, 'not_found', `No such charge: '${charge?.id ?? ''}'.`);
  expectFailure(await call(t.app, 'GET', '/api/user/charges/ch_unknown1', owner.authToken), 404, 'not_found');
  expectFailure(
    await call(t.app, 'GET', '/api/user/charges/1', owner.authToken),
    400,
    'invalid_input',
    "id: must be a charge's reference (ch_…)",
  );
  expect((await call(t.app, 'GET', `/api/user/charges/${charge?.id ?? ''}`)).statusCode).toBe(401);
});

describe('refunds made at Stripe', () => {
  const WEBHOOK_SECRET = 'whsec_history_secret';
  const stripe = new FakeStripe();
  let s: TestApp;

  beforeAll(async () => {
    await stripe.start();
    const provider = new StripePaymentProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeoutMs: 5000,
    });
    s = await startTestApp({
      clock: clock.now,
      paymentProvider: provider,
      stripeWebhookSecret: WEBHOOK_SECRET,
    });
  }, 120_000);

  afterAll(async () => {
    await s?.close();
    await stripe.stop();
  });

  function refundEvent(id: string, paymentIntent: string, amountRefunded: number) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_stripe_${id}`,
          object: 'charge',
          payment_intent: paymentIntent,
          amount_refunded: amountRefunded,
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(clock.current.getTime() / 1000),
    });
    return s.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
  }

  test('a part refund shows beside the charge; a whole refund makes it refunded', async () => {
    const { user, authToken } = await signUp(s.app);
    await subscribed(s.app, authToken, { packageId: 'streamfit_monthly', token: 'tok_visa', promo: 'SAVE5' });
    const [row] = await s.database.db.query<{ provider_ref: string }>(
      'SELECT provider_ref FROM charges WHERE user_id = $1',
      [user.id],
    );
    const intent = row?.provider_ref ?? '';

    expect((await refundEvent('evt_refund_part', intent, 500)).statusCode).toBe(200);
    const read = async () =>
      json<Envelope<Charge[]>>(await call(s.app, 'GET', '/api/user/charges', authToken)).content[0];
    expect(await read()).toMatchObject({
      status: 'succeeded',
      amount: 14.99,
      refundedAmount: 5,
      refundedAt: clock.current.toISOString(),
    });

    clock.advance(60_000);
    expect((await refundEvent('evt_refund_all', intent, 1499)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ status: 'refunded', refundedAmount: 14.99 });
    // A figure above the charge is held to it; a smaller one later never lowers it.
    await refundEvent('evt_refund_over', intent, 999_999);
    await refundEvent('evt_refund_less', intent, 100);
    expect(await read()).toMatchObject({ status: 'refunded', refundedAmount: 14.99 });
  });
});
