import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createGymBenefitToken } from '../src/accounts/gym-benefit.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { StripePaymentProvider } from '../src/payments/stripe-provider.js';
import { json, startTestApp, TEST_SECRETS, TEST_VERSION, type TestApp } from './support/app.js';
import { DAY, MINUTE, register, TestClock, uniqueEmail, userInfo } from './support/accounts.js';
import { FakeStripe } from './support/fake-stripe.js';
import { call, cardDetails, DECLINED, paymentRows, providerCharges, VISA } from './support/payments.js';

/**
 * The limits on sign-ups, promo code checks, card tokens and payment attempts (all through the
 * shared limiter): the (n+1)th is a 429 with Retry-After and code rate_limited, changes nothing,
 * and never reaches the payment provider; other addresses and members are unaffected;
 * RATE_LIMIT_FACTOR multiplies every limit.
 */

const clock = new TestClock(new Date('2030-03-01T12:00:00.000Z'));
const stripe = new FakeStripe();
let t: TestApp;
const extraApps: FastifyInstance[] = [];
let addressCounter = 0;
/** A fresh client address per use, so one test's per-address count never reaches another's. */
const newAddress = (): string => `203.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const from = (address: string): Record<string, string> => ({ 'x-forwarded-for': address });

beforeAll(async () => {
  await stripe.start();
  t = await startTestApp({ clock: clock.now, rateLimitFactor: 1 });
}, 120_000);

afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t?.close();
  await stripe.stop();
});

/** Another instance on the same database (so the same counts), e.g. with another factor or provider. */
async function instance(options: Partial<Parameters<typeof buildApp>[0]> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.database.db,
    version: TEST_VERSION,
    logger: false,
    secrets: TEST_SECRETS,
    clock: clock.now,
    ...options,
  });
  extraApps.push(app);
  return app;
}

/** A new member, signed up from an address of its own (sign-ups are limited per address too). */
async function newMember(): Promise<{ authToken: string; user: { id: number } }> {
  const response = await register(t.app, { userInfo: userInfo() }, '/api/user/register', from(newAddress()));
  if (response.statusCode !== 201) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
  return json<{ content: { authToken: string; user: { id: number } } }>(response).content;
}

function expectLimited(response: LightMyRequestResponse, message: string, retryAfterSeconds: number): void {
  expect(response.statusCode).toBe(429);
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  expect(json(response)).toEqual({ status: false, content: message, code: 'rate_limited' });
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return (await t.database.db.query<{ n: number }>(sql, params))[0]?.n ?? -1;
}

describe('RATE_LIMIT_FACTOR', () => {
  test('defaults to 1; any positive number; anything else stops the start', () => {
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '20' }).rateLimitFactor).toBe(20);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '0.5' }).rateLimitFactor).toBe(0.5);
    for (const bad of ['0', '-1', 'many', 'Infinity', '1e999']) {
      expect(() => loadConfig({ RATE_LIMIT_FACTOR: bad })).toThrow(
        `RATE_LIMIT_FACTOR must be a positive number, got '${bad}'`,
      );
    }
  });
});

describe('sign-up: 10 an hour per client address, on every register route', () => {
  const SIGN_UPS = 'Too many sign-ups from your network. Please try again in 60 minutes.';

  function gymBenefit(address: string) {
    const info = userInfo();
    const token = createGymBenefitToken(
      TEST_SECRETS.gymBenefitSecret,
      String(info['email']),
      new Date(clock.current.getTime() + DAY),
    );
    return register(t.app, { userInfo: info, token }, '/api/user/register/gympass', from(address));
  }

  test('the 11th is refused on each route and creates nothing; another address and the next hour are fine', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i += 1)
      expect(
        (await register(t.app, { userInfo: userInfo() }, '/api/user/register', from(address))).statusCode,
      ).toBe(201);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await register(t.app, { userInfo: userInfo() }, '/api/user/register/baristudio', from(address)))
          .statusCode,
      ).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await gymBenefit(address)).statusCode).toBe(201);

    const users = await count('SELECT count(*)::int AS n FROM users');
    const mails = await count('SELECT count(*)::int AS n FROM outbox_emails');
    expectLimited(
      await register(t.app, { userInfo: userInfo() }, '/api/user/register', from(address)),
      SIGN_UPS,
      3600,
    );
    expectLimited(
      await register(t.app, { userInfo: userInfo() }, '/api/user/register/baristudio', from(address)),
      SIGN_UPS,
      3600,
    );
    expectLimited(await gymBenefit(address), SIGN_UPS, 3600);
    expect(await count('SELECT count(*)::int AS n FROM users')).toBe(users);
    expect(await count('SELECT count(*)::int AS n FROM outbox_emails')).toBe(mails);

    expect(
      (await register(t.app, { userInfo: userInfo() }, '/api/user/register', from(newAddress()))).statusCode,
    ).toBe(201);
    clock.advance(60 * MINUTE);
    expect(
      (await register(t.app, { userInfo: userInfo() }, '/api/user/register', from(address))).statusCode,
    ).toBe(201);
  });

  test('bad input (400) is not counted; a taken e-mail (409) is', async () => {
    const address = newAddress();
    for (let i = 0; i < 12; i += 1) {
      expect(
        (
          await register(
            t.app,
            { userInfo: userInfo({ email: 'not an e-mail' }) },
            '/api/user/register',
            from(address),
          )
        ).statusCode,
      ).toBe(400);
    }
    const email = uniqueEmail('taken');
    expect(
      (await register(t.app, { userInfo: userInfo({ email }) }, '/api/user/register', from(newAddress())))
        .statusCode,
    ).toBe(201);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await register(t.app, { userInfo: userInfo({ email }) }, '/api/user/register', from(address)))
          .statusCode,
      ).toBe(409);
    }
    expectLimited(
      await register(t.app, { userInfo: userInfo() }, '/api/user/register', from(address)),
      SIGN_UPS,
      3600,
    );
  });

  test('the factor multiplies the limit, and a limit never falls below 1', async () => {
    const doubled = await instance({ rateLimitFactor: 2 });
    const address = newAddress();
    for (let i = 0; i < 20; i += 1)
      expect(
        (await register(doubled, { userInfo: userInfo() }, '/api/user/register', from(address))).statusCode,
      ).toBe(201);
    expectLimited(
      await register(doubled, { userInfo: userInfo() }, '/api/user/register', from(address)),
      SIGN_UPS,
      3600,
    );

    const tiny = await instance({ rateLimitFactor: 0.01 });
    const other = newAddress();
    expect(
      (await register(tiny, { userInfo: userInfo() }, '/api/user/register', from(other))).statusCode,
    ).toBe(201);
    expectLimited(
      await register(tiny, { userInfo: userInfo() }, '/api/user/register', from(other)),
      SIGN_UPS,
      3600,
    );
  });
});

describe('promo code checks: 30 per 10 minutes per address, and per member with a token', () => {
  const CHECKS = 'Too many promo code checks. Please try again in 10 minutes.';
  const verify = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/basic/verifyPromo',
      payload: { promo: 'WELCOME50', amount: 19.99 },
      headers,
    });

  test('per address: the 31st is refused; another address and the next window are fine', async () => {
    const address = newAddress();
    for (let i = 0; i < 30; i += 1) expect((await verify(from(address))).statusCode).toBe(200);
    expectLimited(await verify(from(address)), CHECKS, 600);
    expect((await verify(from(newAddress()))).statusCode).toBe(200);
    clock.advance(10 * MINUTE);
    expect((await verify(from(address))).statusCode).toBe(200);
  });

  test('per member when a valid token comes along, whatever the address; the call stays public', async () => {
    const { authToken } = await newMember();
    for (let i = 0; i < 30; i += 1)
      expect((await verify({ ...from(newAddress()), authorization: authToken })).statusCode).toBe(200);
    const address = newAddress();
    expectLimited(await verify({ ...from(address), authorization: authToken }), CHECKS, 600);
    // The refusal recorded nothing for the address, and without the token it is just a fresh address.
    expect((await verify(from(address))).statusCode).toBe(200);
    // A token that is no session is ignored, not refused.
    expect((await verify({ ...from(newAddress()), authorization: 'not-a-session' })).statusCode).toBe(200);
  });
});

describe('card tokens: 20 an hour per address, 10 an hour per member with a token', () => {
  const CARDS = 'Too many cards entered. Please try again in 60 minutes.';
  const tokenize = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/basic/card-tokens', payload: cardDetails(VISA), headers });

  test('per address: the 21st is refused and stores no token; another address is fine', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) expect((await tokenize(from(address))).statusCode).toBe(201);
    const tokens = await count('SELECT count(*)::int AS n FROM card_tokens');
    expectLimited(await tokenize(from(address)), CARDS, 3600);
    expect(await count('SELECT count(*)::int AS n FROM card_tokens')).toBe(tokens);
    expect((await tokenize(from(newAddress()))).statusCode).toBe(201);
  });

  test('per member: the 11th with the same session is refused from any address', async () => {
    const { authToken } = await newMember();
    for (let i = 0; i < 10; i += 1)
      expect((await tokenize({ ...from(newAddress()), authorization: authToken })).statusCode).toBe(201);
    expectLimited(await tokenize({ ...from(newAddress()), authorization: authToken }), CARDS, 3600);
  });
});

describe('payment attempts: 10 an hour per member, 30 per address, refused before the provider is called', () => {
  const PAYMENTS = 'Too many payment attempts. Please try again in 60 minutes.';
  const DAY_PASS = '/api/user/daypass/purchase';

  /** An attempt that reaches the purchase and fails there (an unknown code): counted, nothing charged. */
  async function spendAttempts(authToken: string, n: number, address: string): Promise<void> {
    for (let i = 0; i < n; i += 1) {
      const response = await call(
        t.app,
        'POST',
        DAY_PASS,
        authToken,
        { passDate: '2030-03-02', promo: 'NOSUCHCODE' },
        from(address),
      );
      expect(response.statusCode).toBe(400);
    }
  }

  async function visaToken(): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/basic/card-tokens',
      payload: cardDetails(VISA),
      headers: from(newAddress()),
    });
    return json<{ content: { token: string } }>(response).content.token;
  }

  const routes: Array<[string, (authToken: string, token: string) => [string, unknown]]> = [
    [
      'subscribe',
      (_auth, token) => [
        '/api/user/subscribe',
        { packageId: 'streamfit_monthly', token, promo: 'WELCOME50' },
      ],
    ],
    [
      'a studio subscribe',
      (_auth, token) => [
        '/api/user/subscribe/baristudio',
        { packageId: 'baristudio_monthly', token, promo: 'WELCOME50' },
      ],
    ],
    ['day pass', (_auth, token) => [DAY_PASS, { passDate: '2030-03-02', token }]],
    [
      'live class payment intent',
      () => ['/api/liveclass/upcoming/payment-intent', { liveClassId: 1, amount: 1200, studioId: 1 }],
    ],
    [
      'live class confirmation',
      (_auth, token) => [
        '/api/liveclass/upcoming/1/confirmation',
        { amount: 1200, studioId: 1, paymentIntentId: 'lcpay_x', token },
      ],
    ],
    ['update-card', (_auth, token) => ['/api/user/subscription/update-card', { token }]],
  ];

  test.each(routes)(
    '%s: the 11th attempt of a member is refused; nothing is stored or charged',
    async (_name, request) => {
      const { authToken, user } = await newMember();
      const address = newAddress();
      await spendAttempts(authToken, 10, address);
      const token = await visaToken();
      const rows = await paymentRows(t.database.db, user.id);
      const charged = await providerCharges(t.database.db);
      const intents = await count('SELECT count(*)::int AS n FROM live_class_payments');
      const [url, body] = request(authToken, token);
      expectLimited(await call(t.app, 'POST', url, authToken, body, from(newAddress())), PAYMENTS, 3600);
      expect(await paymentRows(t.database.db, user.id)).toEqual(rows);
      expect(await providerCharges(t.database.db)).toBe(charged);
      expect(await count('SELECT count(*)::int AS n FROM live_class_payments')).toBe(intents);
      // Another member is unaffected.
      const other = await newMember();
      const passed = await call(
        t.app,
        'POST',
        DAY_PASS,
        other.authToken,
        { passDate: '2030-03-02', token: await visaToken() },
        from(newAddress()),
      );
      expect(passed.statusCode).toBe(201);
    },
  );

  test('the wallet payment intent (Stripe) is refused before Stripe is asked anything', async () => {
    const provider = new StripePaymentProvider({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      maxNetworkRetries: 0,
      timeoutMs: 5000,
    });
    const withStripe = await instance({ paymentProvider: provider, rateLimitFactor: 1 });
    const { authToken } = await newMember();
    await spendAttempts(authToken, 10, newAddress());
    const requests = stripe.requests.length;
    expectLimited(
      await call(
        withStripe,
        'POST',
        '/api/user/subscription/payment-intent',
        authToken,
        { packageId: 'streamfit_monthly' },
        from(newAddress()),
      ),
      PAYMENTS,
      3600,
    );
    expect(stripe.requests.length).toBe(requests);
  });

  test('a declined card counts, so card testing stops at the limit', async () => {
    const { authToken, user } = await newMember();
    for (let i = 0; i < 10; i += 1) {
      const declined = await t.app.inject({
        method: 'POST',
        url: '/api/basic/card-tokens',
        payload: cardDetails(DECLINED),
        headers: from(newAddress()),
      });
      const token = json<{ content: { token: string } }>(declined).content.token;
      expect(
        (
          await call(
            t.app,
            'POST',
            DAY_PASS,
            authToken,
            { passDate: '2030-03-02', token },
            from(newAddress()),
          )
        ).statusCode,
      ).toBe(402);
    }
    expectLimited(
      await call(
        t.app,
        'POST',
        DAY_PASS,
        authToken,
        { passDate: '2030-03-02', token: await visaToken() },
        from(newAddress()),
      ),
      PAYMENTS,
      3600,
    );
    expect((await paymentRows(t.database.db, user.id)).dayPasses).toBe(0);
  });

  test('per address: 30 an hour across members, the 31st refused', async () => {
    const address = newAddress();
    for (let m = 0; m < 3; m += 1) await spendAttempts((await newMember()).authToken, 10, address);
    const { authToken } = await newMember();
    expectLimited(
      await call(
        t.app,
        'POST',
        DAY_PASS,
        authToken,
        { passDate: '2030-03-02', promo: 'NOSUCHCODE' },
        from(address),
      ),
      PAYMENTS,
      3600,
    );
    expect(
      (
        await call(
          t.app,
          'POST',
          DAY_PASS,
          authToken,
          { passDate: '2030-03-02', promo: 'NOSUCHCODE' },
          from(newAddress()),
        )
      ).statusCode,
    ).toBe(400);
  });

  test('bad input is refused before counting', async () => {
    const { authToken } = await newMember();
    const address = newAddress();
    for (let i = 0; i < 12; i += 1) {
      expect(
        (await call(t.app, 'POST', DAY_PASS, authToken, { passDate: 'tomorrow' }, from(address))).statusCode,
      ).toBe(400);
    }
    await spendAttempts(authToken, 10, address);
  });

  test('the factor multiplies the payment limits too', async () => {
    const doubled = await instance({ rateLimitFactor: 2 });
    const { authToken } = await newMember();
    for (let i = 0; i < 20; i += 1) {
      expect(
        (
          await call(
            doubled,
            'POST',
            DAY_PASS,
            authToken,
            { passDate: '2030-03-02', promo: 'NOSUCHCODE' },
            from(newAddress()),
          )
        ).statusCode,
      ).toBe(400);
    }
    expectLimited(
      await call(
        doubled,
        'POST',
        DAY_PASS,
        authToken,
        { passDate: '2030-03-02', promo: 'NOSUCHCODE' },
        from(newAddress()),
      ),
      PAYMENTS,
      3600,
    );
  });
});
