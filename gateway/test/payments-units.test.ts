// Small pure pieces of payments: Money, the DateTime scalar, global ids with string keys, the REST
// client's machine code and extra headers, the failure-to-userError table, input checks, decoders.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kind } from 'graphql';
import { fromGlobalId, fromGlobalKey, numericKey, toGlobalId } from '../src/node/global-id.js';
import { isCalendarDate, isTimeZone } from '../src/payments/input.js';
import { upcomingDayPasses } from '../src/payments/member-resolvers.js';
import { formatMoney, moneyFromDollars } from '../src/shared/money.js';
import { productIdOf } from '../src/payments/product-resolvers.js';
import { decodeMemberPayments, decodePaymentProvider, decodeSubscription } from '../src/payments/rest.js';
import { paymentFailure, type PaymentOperation } from '../src/payments/user-errors.js';
import { RestClient, RestFailure } from '../src/rest/client.js';
import { DateTimeScalar } from '../src/scalars/date-time.js';

describe('Money', () => {
  test('dollars become exact cents; the text is US English with the symbol', () => {
    expect(moneyFromDollars(19.99, 'x')).toEqual({ cents: 1999, currency: 'usd' });
    expect(moneyFromDollars(0.1 + 0.2, 'x').cents).toBe(30);
    expect(formatMoney({ cents: 1999, currency: 'usd' })).toBe('$19.99');
    expect(formatMoney({ cents: 100000, currency: 'usd' })).toBe('$1,000.00');
    expect(formatMoney({ cents: 0, currency: 'usd' })).toBe('$0.00');
    expect(formatMoney({ cents: 500, currency: 'eur' })).toBe('€5.00');
    for (const bad of [-1, Number.NaN, '19.99', null])
      expect(() => moneyFromDollars(bad, 'price')).toThrow('cannot read');
  });
});

describe('DateTime', () => {
  test('ISO strings pass through; Dates are written as ISO; anything else fails the field', () => {
    expect(DateTimeScalar.serialize('2026-11-22T14:05:00.000Z')).toBe('2026-11-22T14:05:00.000Z');
    expect(DateTimeScalar.serialize('2026-11-22T09:05:00-05:00')).toBe('2026-11-22T09:05:00-05:00');
    expect(DateTimeScalar.serialize(new Date(Date.UTC(2026, 10, 22, 14, 5)))).toBe(
      '2026-11-22T14:05:00.000Z',
    );
    for (const bad of [
      '2026-11-22',
      'yesterday',
      '2026-13-40T00:00:00Z',
      '2026-11-22T25:00:00Z',
      42,
      new Date(Number.NaN),
    ]) {
      expect(() => DateTimeScalar.serialize(bad)).toThrow('DateTime cannot represent');
    }
  });

  test('parses ISO strings from variables and literals into Dates', () => {
    expect(DateTimeScalar.parseValue('2026-11-22T14:05:00.000Z')).toEqual(
      new Date(Date.UTC(2026, 10, 22, 14, 5)),
    );
    expect(DateTimeScalar.parseLiteral({ kind: Kind.STRING, value: '2026-11-22T14:05:00Z' })).toEqual(
      new Date(Date.UTC(2026, 10, 22, 14, 5)),
    );
    expect(() => DateTimeScalar.parseValue('22/11/2026')).toThrow('ISO 8601');
    expect(() => DateTimeScalar.parseLiteral({ kind: Kind.INT, value: '1' })).toThrow('string');
  });
});

describe('global ids with string keys', () => {
  test('a plan is keyed by its package id; numeric types keep refusing anything else', () => {
    const id = toGlobalId('Plan', 'streamfit_monthly');
    expect(fromGlobalKey(id)).toEqual({ typeName: 'Plan', key: 'streamfit_monthly' });
    expect(fromGlobalId(id)).toBeNull();
    expect(fromGlobalId(toGlobalId('Product', 3))).toEqual({ typeName: 'Product', id: 3 });
    for (const bad of [
      Buffer.from('Plan:a/b').toString('base64'),
      Buffer.from('Plan:').toString('base64'),
      Buffer.from(`Plan:${'x'.repeat(129)}`).toString('base64'),
    ]) {
      expect(fromGlobalKey(bad)).toBeNull();
    }
    expect(numericKey('12')).toBe(12);
    expect(numericKey('012')).toBeNull();
  });

  test('products take global ids or plain numbers', () => {
    expect(productIdOf(toGlobalId('Product', 7))).toBe(7);
    expect(productIdOf(' 7 ')).toBe(7);
    expect(productIdOf(toGlobalId('Studio', 7))).toBeNull();
    expect(productIdOf('2147483648')).toBeNull();
    expect(productIdOf('0')).toBeNull();
  });
});

describe('the REST client for payments', () => {
  test('keeps the machine code of 4xx and 5xx failures, sends extra headers, and sends a POST once even on a 5xx', async () => {
    const seen: { method?: string; key?: string | string[] }[] = [];
    const server = createServer((req, res) => {
      seen.push({ method: req.method, key: req.headers['idempotency-key'] });
      const status = req.url === '/declined' ? 402 : 502;
      const body =
        req.url === '/declined'
          ? { status: false, content: 'Your card was declined.', code: 'card_declined' }
          : { status: false, content: 'provider down', code: 'payment_unavailable' };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const rest = new RestClient({
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        timeoutMs: 1000,
        retryDelaysMs: [1, 1],
      });
      const declined = (await rest
        .post('/declined', { body: {}, headers: { 'Idempotency-Key': 'k1' } })
        .catch((e: unknown) => e)) as RestFailure;
      expect(declined).toBeInstanceOf(RestFailure);
      expect([declined.upstreamStatus, declined.upstreamCode, declined.upstreamMessage]).toEqual([
        402,
        'card_declined',
        'Your card was declined.',
      ]);
      const down = (await rest.post('/down', { body: {} }).catch((e: unknown) => e)) as RestFailure;
      expect([down.upstreamStatus, down.upstreamCode, down.upstreamMessage]).toEqual([
        502,
        'payment_unavailable',
        null,
      ]);
      expect(down.extensions.code).toBe('UPSTREAM_ERROR');
      // Neither the code nor the backend's words go out with the error.
      expect(JSON.stringify(down.toJSON())).not.toContain('payment_unavailable');
      expect(seen).toEqual([
        { method: 'POST', key: 'k1' },
        { method: 'POST', key: undefined },
      ]);
      expect(rest.calls.map((call) => call.attempts)).toEqual([1, 1]);
    } finally {
      server.close();
    }
  });
});

describe('REST failures → userErrors', () => {
  const subscribe: PaymentOperation = {
    inputFields: ['packageId', 'studioShortName', 'paymentToken', 'promoCode', 'idempotencyKey', 'source'],
    cardField: 'paymentToken',
    withStudio: false,
    changesSubscription: false,
    tokenizesCard: false,
  };
  const failure = (status: number | null, message: string | null, code: string | null) =>
    new RestFailure('BAD_USER_INPUT', message ?? 'x', status, message, code);

  test.each([
    [
      402,
      'Your card has insufficient funds.',
      'card_declined',
      { field: null, code: 'CARD_DECLINED', message: 'Your card has insufficient funds.' },
    ],
    [
      400,
      'token: is not a valid card token',
      'invalid_card_token',
      { field: 'paymentToken', code: 'INVALID_CARD' },
    ],
    [
      400,
      'number: the local payment provider accepts only test cards',
      'test_card_required',
      {
        field: 'paymentToken',
        code: 'INVALID_CARD',
        message: 'The local payment provider accepts only test cards.',
      },
    ],
    [
      400,
      'No such coupon',
      'no_such_coupon',
      { field: 'promoCode', code: 'INVALID_PROMO', message: 'No such coupon' },
    ],
    [
      400,
      'This promo code has reached its usage limit.',
      'promo_used_up',
      { field: 'promoCode', code: 'INVALID_PROMO' },
    ],
    [
      400,
      'This promo code does not apply to the Day Pass.',
      'promo_not_applicable',
      { field: 'promoCode', code: 'INVALID_PROMO' },
    ],
    [
      400,
      'You have already used this promo code.',
      'promo_already_used',
      { field: 'promoCode', code: 'INVALID_PROMO', message: 'You have already used this promo code.' },
    ],
    [
      409,
      'You already have a subscription. Manage it in Account Settings.',
      'already_subscribed',
      { field: null, code: 'ALREADY_SUBSCRIBED' },
    ],
    [404, 'You have no subscription.', 'no_subscription', { field: null, code: 'NO_SUBSCRIPTION' }],
    [
      409,
      'Your subscription is paused.',
      'invalid_state',
      { field: null, code: 'INVALID_STATE', message: 'Your subscription is paused.' },
    ],
    [502, null, 'payment_unavailable', { field: null, code: 'PAYMENT_UNAVAILABLE' }],
    [
      400,
      'packageId: must NOT have more than 100 characters',
      'invalid_input',
      { field: 'packageId', code: 'INVALID_INPUT', message: 'Plan must be at most 100 characters.' },
    ],
    [400, 'passDate: must match format "date"', 'invalid_input', { field: null, code: 'INVALID_INPUT' }],
    [
      401,
      'Your session has ended. Please log in again.',
      'unauthenticated',
      { field: null, code: 'UNAUTHENTICATED' },
    ],
    [400, 'No such coupon exists', null, { field: 'promoCode', code: 'INVALID_PROMO' }],
    [402, null, null, { field: null, code: 'CARD_DECLINED', message: 'Your card was declined.' }],
  ] as const)('%i %s (%s)', (status, message, code, expected) => {
    expect(paymentFailure(failure(status, message, code), subscribe)).toEqual(
      expect.objectContaining(expected),
    );
  });

  test('outages, other 5xx and unexpected statuses are not userErrors (a 429 is TOO_MANY_ATTEMPTS)', () => {
    expect(paymentFailure(failure(null, null, null), subscribe)).toBeNull();
    expect(paymentFailure(failure(500, null, null), subscribe)).toBeNull();
    expect(paymentFailure(failure(429, 'Slow down.', null), subscribe)).toEqual({
      field: null,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Slow down.',
    });
    expect(
      paymentFailure(failure(404, 'No such route: POST /api/user/subscribe', null), subscribe),
    ).toBeNull();
    expect(paymentFailure(new Error('boom'), subscribe)).toBeNull();
  });
});

describe('input checks', () => {
  test('dates are real calendar days; time zones are IANA names', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-13-01', '2026-1-01', '20260101', '2026-01-01T00:00'])
      expect(isCalendarDate(bad)).toBe(false);
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('x'.repeat(65))).toBe(false);
  });
});

describe('decoders', () => {
  const subscription = {
    id: 'sub-uuid-1',
    packageId: 'streamfit_monthly',
    status: 'past_due',
    price: 19.99,
    startedAt: '2026-01-01T00:00:00.000Z',
    currentPeriodEnd: '2026-02-01T00:00:00.000Z',
    nextBillingAmount: 19.99,
  };

  test('a subscription: string or numeric ids, every status, access judged by status when the flag is absent', () => {
    expect(decodeSubscription(subscription, 's')).toEqual(
      expect.objectContaining({
        id: 'sub-uuid-1',
        status: 'PAST_DUE',
        grantsAccess: false,
        nextBillingAmount: { cents: 1999, currency: 'usd' },
      }),
    );
    expect(decodeSubscription({ ...subscription, id: 7, status: 'trialing' }, 's')).toEqual(
      expect.objectContaining({ id: '7', grantsAccess: true }),
    );
    expect(() => decodeSubscription({ ...subscription, status: 'gone' }, 's')).toThrow('cannot read');
    expect(() => decodeSubscription({ ...subscription, id: 'a/b' }, 's')).toThrow('cannot read');
  });

  test("GET /api/user/subscription's older shape has no subscription, no passes and promises no trial", () => {
    expect(decodeMemberPayments({ active: true, packageId: 'jetsweat_class' }, 'm')).toEqual({
      membership: {
        active: true,
        packageId: 'jetsweat_class',
        isClassOnly: true,
        studioId: null,
        kind: 'CLASS_ONLY',
        // An older answer without the flag: not paused.
        paused: false,
      },
      subscription: null,
      dayPasses: [],
      trialAvailable: false,
    });
  });

  test('the provider: a key only with Stripe', () => {
    expect(decodePaymentProvider({ provider: 'local', publishable: 'ignored' }, 'p')).toEqual({
      kind: 'LOCAL',
      publishableKey: null,
    });
    expect(decodePaymentProvider({ provider: 'stripe', publishable: 'pk_1' }, 'p')).toEqual({
      kind: 'STRIPE',
      publishableKey: 'pk_1',
    });
    expect(decodePaymentProvider({ publishable: null }, 'p')).toEqual({
      kind: 'LOCAL',
      publishableKey: null,
    });
  });

  test('day passes: ended ones are left out, the rest earliest first', () => {
    const pass = (id: string, date: string) => ({
      __typename: 'DayPass' as const,
      id,
      date,
      timeZone: 'UTC',
      startsAt: `${date}T00:00:00.000Z`,
      endsAt: new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString(),
      active: false,
      studioId: null,
      price: { cents: 999, currency: 'usd' },
    });
    const now = Date.parse('2026-06-10T12:00:00.000Z');
    expect(
      upcomingDayPasses([pass('c', '2026-06-12'), pass('a', '2026-06-09'), pass('b', '2026-06-10')], now).map(
        (p) => p.id,
      ),
    ).toEqual(['b', 'c']);
  });
});
