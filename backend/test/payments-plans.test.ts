import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { TestClock } from './support/accounts.js';
import {
  AMEX,
  cardDetails,
  DECLINED,
  expectFailure,
  FAILS_ON_CHARGE,
  INSUFFICIENT_FUNDS,
  MASTERCARD,
  VISA,
} from './support/payments.js';

/** The public payments calls: plans and package ids, the provider, card tokens, the promo check, products. */

const clock = new TestClock(new Date('2030-03-15T12:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

async function studioId(shortName: string): Promise<number> {
  const [row] = await t.database.db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [
    shortName,
  ]);
  if (!row) throw new Error(`no studio ${shortName}`);
  return row.id;
}

describe('GET /api/basic/plans', () => {
  test("the general site's plans: monthly, yearly (7-day trial each) and the day pass", async () => {
    const response = await get('/api/basic/plans');
    expect(response.statusCode).toBe(200);
    const streamfit = await studioId('streamfit');
    const common = { currency: 'usd', studioId: streamfit, studioShortName: 'streamfit' };
    expect(json(response)).toEqual({
      status: true,
      content: [
        {
          packageId: 'streamfit_monthly',
          kind: 'monthly',
          name: 'Monthly Plan',
          price: 19.99,
          interval: 'month',
          trialDays: 7,
          ...common,
        },
        {
          packageId: 'streamfit_yearly',
          kind: 'yearly',
          name: 'Annual Plan',
          price: 239.99,
          interval: 'year',
          trialDays: 7,
          ...common,
        },
        {
          packageId: 'streamfit_daily',
          kind: 'daypass',
          name: 'Day Pass',
          price: 9.99,
          interval: null,
          trialDays: 0,
          ...common,
        },
      ],
    });
  });

  test('Woom Center sells _monthly2/_yearly2; the misspelt thedailymethod is corrected; no trial where a studio offers none', async () => {
    const woom = json<Envelope<{ packageId: string; price: number }[]>>(
      await get('/api/basic/plans?studio=woomcenter'),
    ).content;
    expect(woom.map((plan) => plan.packageId)).toEqual([
      'woomcenter_monthly2',
      'woomcenter_yearly2',
      'woomcenter_daily',
    ]);
    expect(woom[2]?.price).toBe(14.99);
    const dailey = json<Envelope<{ packageId: string; studioShortName: string }[]>>(
      await get('/api/basic/plans?studio=thedailymethod'),
    ).content;
    expect(dailey.map((plan) => plan.packageId)).toEqual([
      'thedaileymethod_monthly',
      'thedaileymethod_yearly',
      'thedaileymethod_daily',
    ]);
    const noTrial = json<Envelope<{ trialDays: number }[]>>(
      await get('/api/basic/plans?studio=willybcrossfit'),
    ).content;
    expect(noTrial.map((plan) => plan.trialDays)).toEqual([0, 0, 0]);
  });

  test('the packages call uses the same ids', async () => {
    const response = await get('/api/studio/packages/woomcenter');
    expect(json(response)).toEqual({
      status: true,
      content: {
        daily: { packageId: 'woomcenter_daily', price: 14.99 },
        monthly: { packageId: 'woomcenter_monthly2', price: 19.99 },
        yearly: { packageId: 'woomcenter_yearly2', price: 239.99 },
      },
    });
  });

  test('unknown studio → 404; malformed → 400 naming the field', async () => {
    expectFailure(
      await get('/api/basic/plans?studio=nosuchstudio'),
      404,
      'not_found',
      "No studio with short name 'nosuchstudio'.",
    );
    expectFailure(
      await get('/api/basic/plans?studio=bad%20name'),
      400,
      'invalid_input',
      'studio: must match pattern "^[A-Za-z0-9_-]+$"',
    );
  });
});

describe('GET /api/basic/plans/{packageId}', () => {
  test('one plan by package id (aliases resolve to the canonical id)', async () => {
    const response = await get('/api/basic/plans/woomcenter_yearly2');
    expect(json(response)).toMatchObject({
      status: true,
      content: { packageId: 'woomcenter_yearly2', kind: 'yearly', price: 239.99 },
    });
    expect(json(await get('/api/basic/plans/thedailymethod_monthly'))).toMatchObject({
      content: { packageId: 'thedaileymethod_monthly' },
    });
  });

  test.each([
    'woomcenter_yearly',
    'bkpilates_monthly2',
    'nosuchstudio_monthly',
    'jetsweat_class',
    'streamfit',
  ])('%s → 404', async (packageId) => {
    expectFailure(
      await get(`/api/basic/plans/${packageId}`),
      404,
      'not_found',
      `No such plan: '${packageId}'.`,
    );
  });

  test('malformed → 400', async () => {
    expectFailure(
      await get('/api/basic/plans/a%20b'),
      400,
      'invalid_input',
      'packageId: must be a package id such as streamfit_monthly',
    );
  });
});

test('GET /api/basic/stripe names the local provider and no key', async () => {
  expect(json(await get('/api/basic/stripe'))).toEqual({
    status: true,
    content: { provider: 'local', publishable: null },
  });
});

describe('POST /api/basic/card-tokens (local provider)', () => {
  async function tokens(): Promise<number> {
    return (
      (await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_tokens'))[0]?.n ?? -1
    );
  }

  test.each([
    [VISA, 'Visa', '4242'],
    [MASTERCARD, 'Mastercard', '4444'],
    [AMEX, 'American Express', '0005'],
    [DECLINED, 'Visa', '0002'],
    [INSUFFICIENT_FUNDS, 'Visa', '9995'],
    [FAILS_ON_CHARGE, 'Visa', '0341'],
  ])('%s → a token and the card', async (number, brand, last4) => {
    const response = await post('/api/basic/card-tokens', cardDetails(number, { name: 'Ada Lovelace' }));
    expect(response.statusCode).toBe(201);
    const { token, card } =
      json<Envelope<{ token: string; card: Record<string, unknown> }>>(response).content;
    expect(token).toMatch(/^tok_[A-Za-z0-9]{10,}$/);
    expect(card).toEqual({
      id: expect.stringMatching(/^card_[A-Za-z0-9]{8,}$/),
      brand,
      last4,
      expMonth: 12,
      expYear: 2034,
    });
    // Neither the token nor the number is stored as such.
    const rows = await t.database.db.query<Record<string, unknown>>(
      'SELECT * FROM card_tokens WHERE card_id = $1',
      [card['id']],
    );
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(number.replace(/\s/g, ''));
  });

  test('a card expiring this month is still good', async () => {
    expect(
      (await post('/api/basic/card-tokens', cardDetails(VISA, { expMonth: 3, expYear: 2030 }))).statusCode,
    ).toBe(201);
  });

  test.each([
    ['too short', cardDetails('4242 4242'), 'invalid_card', 'number: must be 12 to 19 digits'],
    ['letters', cardDetails('4242-4242-4242-424x'), 'invalid_card', 'number: must be 12 to 19 digits'],
    [
      'failing Luhn',
      cardDetails('4242 4242 4242 4241'),
      'invalid_card',
      'number: is not a valid card number',
    ],
    [
      'a real (non-test) Visa',
      cardDetails('4111 1111 1111 1111'),
      'test_card_required',
      'number: the local payment provider accepts only test cards',
    ],
    [
      'expired last year',
      cardDetails(VISA, { expYear: 2029 }),
      'invalid_card',
      'expYear: the card has expired',
    ],
    [
      'expired last month',
      cardDetails(VISA, { expMonth: 2, expYear: 2030 }),
      'invalid_card',
      'expMonth: the card has expired',
    ],
    ['month 13', cardDetails(VISA, { expMonth: 13 }), 'invalid_card', 'expMonth: must be <= 12'],
    ['a two-digit year', cardDetails(VISA, { expYear: 34 }), 'invalid_card', 'expYear: must be >= 2000'],
    ['a short CVC', cardDetails(VISA, { cvc: '12' }), 'invalid_card', 'cvc: must be 3 digits'],
    ['letters in the CVC', cardDetails(VISA, { cvc: '12a' }), 'invalid_card', 'cvc: must be 3 digits'],
    [
      'a 3-digit Amex CVC',
      cardDetails(AMEX, { cvc: '123' }),
      'invalid_card',
      'cvc: must be 4 digits for American Express',
    ],
    ['no number', { expMonth: 1, expYear: 2034, cvc: '123' }, 'invalid_card', 'number: is required'],
  ])('%s → 400, no token', async (_name, payload, code, message) => {
    const before = await tokens();
    expectFailure(await post('/api/basic/card-tokens', payload), 400, code, message);
    expect(await tokens()).toBe(before);
  });
});

describe('POST /api/basic/verifyPromo', () => {
  test.each([
    ['WELCOME50', 19.99, 9.99, 10, '50% off your first payment'],
    [' welcome50 ', 239.99, 119.99, 120, '50% off your first payment'],
    ['SAVE5', 19.99, 14.99, 5, '$5.00 off your first payment'],
    ['SAVE5', 3, 0, 3, '$5.00 off your first payment'],
    ['FREEMONTH', 19.99, 0, 19.99, '100% off your first payment'],
    ['STREAMFITVIP', 239.99, 0, 239.99, '100% off every payment'],
  ])('%s on %d → status 1 and the new amount', async (promo, amount, newAmount, discount, output) => {
    const response = await post('/api/basic/verifyPromo', { promo, amount });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: 1,
      content: { promo: promo.trim().toUpperCase(), output, amount, newAmount, discount },
    });
  });

  test('with packageId the server prices the plan', async () => {
    const response = await post('/api/basic/verifyPromo', {
      promo: 'WELCOME50',
      amount: 239.99,
      packageId: 'streamfit_yearly',
    });
    expect(json(response)).toMatchObject({ status: 1, content: { newAmount: 119.99 } });
  });

  test.each([
    [
      'a tampered amount',
      { promo: 'WELCOME50', amount: 1, packageId: 'streamfit_monthly' },
      400,
      'invalid_input',
      'amount: does not match the price of streamfit_monthly ($19.99)',
    ],
    [
      'a negative amount',
      { promo: 'WELCOME50', amount: -19.99 },
      400,
      'invalid_input',
      'amount: must be >= 0',
    ],
    [
      'too many decimals',
      { promo: 'WELCOME50', amount: 19.999 },
      400,
      'invalid_input',
      'amount: must have at most two decimals',
    ],
    ['a huge amount', { promo: 'WELCOME50', amount: 1e9 }, 400, 'invalid_input', 'amount: must be <= 100000'],
    ['a non-number', { promo: 'WELCOME50', amount: 'lots' }, 400, 'invalid_input', 'amount: must be number'],
    ['no promo', { amount: 19.99 }, 400, 'invalid_input', 'promo: is required'],
    [
      'an unknown plan',
      { promo: 'WELCOME50', amount: 19.99, packageId: 'nosuch_monthly' },
      400,
      'invalid_input',
      "packageId: no such plan 'nosuch_monthly'",
    ],
    ['an unknown code', { promo: 'NOPE', amount: 19.99 }, 400, 'no_such_coupon', 'No such coupon'],
    [
      'a code with odd characters',
      { promo: 'NO PE!', amount: 19.99 },
      400,
      'no_such_coupon',
      'No such coupon',
    ],
    [
      'an expired code',
      { promo: 'EXPIRED20', amount: 19.99 },
      400,
      'promo_expired',
      'This promo code has expired.',
    ],
    [
      'a subscription code on a day pass',
      { promo: 'FREEMONTH', amount: 9.99, packageId: 'streamfit_daily' },
      400,
      'promo_not_applicable',
      'This promo code does not apply to the Day Pass.',
    ],
  ])('%s → refused', async (_name, payload, status, code, message) => {
    expectFailure(await post('/api/basic/verifyPromo', payload), status, code, message);
  });
});

describe('GET /api/products/list', () => {
  test('in the order asked, unknown ids left out, products of each type', async () => {
    const response = await get('/api/products/list?productIds=3,1,99,3');
    expect(response.statusCode).toBe(200);
    const { products } = json<Envelope<{ products: { id: number }[] }>>(response).content;
    expect(products.map((product) => product.id)).toEqual([3, 1]);
    expect(products[0]).toEqual({
      id: 3,
      title: 'Live Class Credit',
      type: 'credit',
      creditType: 'live',
      price: 9.99,
      description: expect.any(String),
    });
    const all = json<Envelope<{ products: { type: string; creditType: string | null }[] }>>(
      await get('/api/products/list'),
    ).content.products;
    expect(new Set(all.map((product) => `${product.type}/${product.creditType}`))).toEqual(
      new Set(['subscription/null', 'credit/live', 'credit/ondemand', 'email/null']),
    );
  });

  test.each(['abc', '0', '1,,2', '99999999999'])('productIds=%s → 400', async (ids) => {
    expectFailure(
      await get(`/api/products/list?productIds=${ids}`),
      400,
      'invalid_input',
      'productIds: must be a comma-separated list of 1 to 100 positive integers',
    );
  });
});

describe('switched off', () => {
  test('the Stripe webhook answers 404 with the local provider', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expectFailure(response, 404, 'not_found', 'Stripe webhooks are not configured on this server.');
  });
});
