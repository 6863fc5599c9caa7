import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { DAY, MINUTE, signUp, TestClock, type ApiUser } from './support/accounts.js';
import {
  call,
  cardToken,
  charges,
  DECLINED,
  expectFailure,
  FAILS_ON_CHARGE,
  INSUFFICIENT_FUNDS,
  mailSubjects,
  memberPayments,
  paymentRows,
  providerCharges,
  subscribe,
  subscribed,
  VISA,
  type ApiCard,
  type ApiSubscription,
  type SubscribeContent,
} from './support/payments.js';

/** Subscribing: trials, promo codes, cards, refusals that change nothing, idempotency, cards and subscription changes. */

const clock = new TestClock(new Date('2030-03-01T12:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function studioId(shortName: string): Promise<number> {
  const [row] = await t.database.db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [
    shortName,
  ]);
  if (!row) throw new Error(`no studio ${shortName}`);
  return row.id;
}

const iso = (ms: number): string => new Date(ms).toISOString();

describe('subscribe: success', () => {
  test('a first-time member gets the 7-day trial: the card is saved, nothing charged, a trial e-mail sent', async () => {
    const { user, authToken } = await signUp(t.app);
    const token = await cardToken(t.app, VISA);
    const response = await subscribe(t.app, authToken, { packageId: 'streamfit_monthly', token });
    expect(response.statusCode).toBe(201);
    const content = json<Envelope<SubscribeContent>>(response).content;
    const now = clock.current.getTime();
    expect(content.charged).toBeNull();
    expect(content.stripeSubscriptionId).toMatch(/^sub_[A-Za-z0-9]+$/);
    expect(content.subscription).toEqual({
      id: expect.any(Number),
      packageId: 'streamfit_monthly',
      plan: 'monthly',
      studioId: await studioId('streamfit'),
      studioShortName: 'streamfit',
      status: 'trialing',
      grantsAccess: true,
      trial: true,
      trialEndsAt: iso(now + 7 * DAY),
      price: 19.99,
      startedAt: iso(now),
      currentPeriodStart: iso(now),
      currentPeriodEnd: iso(now + 7 * DAY),
      nextBillingAt: iso(now + 7 * DAY),
      nextBillingAmount: 19.99,
      cancelled: false,
      cancelAtPeriodEnd: false,
      cancelledAt: null,
      endsAt: null,
      pausedAt: null,
      scheduledChange: null,
      planChoices: [
        {
          packageId: 'streamfit_yearly',
          plan: 'yearly',
          name: 'Annual Plan',
          price: 239.99,
          firstPayment: 239.99,
          startsAt: iso(now + 7 * DAY),
        },
      ],
      promo: null,
      card: {
        id: expect.stringMatching(/^card_/),
        brand: 'Visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2034,
      },
      stripeSubscriptionId: content.stripeSubscriptionId,
      failedAttempts: 0,
      createdAt: iso(now),
    });
    expect(await paymentRows(t.database.db, user.id)).toMatchObject({
      subscriptions: 1,
      charges: 0,
      cards: 1,
    });
    expect(await mailSubjects(t.database.db, user.id)).toEqual([
      'Welcome to StreamFit',
      'Your StreamFit free trial has started',
    ]);

    const payments = await memberPayments(t.app, authToken);
    expect(payments).toMatchObject({
      active: true,
      packageId: 'streamfit_monthly',
      isClassOnly: false,
      studioId: null,
      dayPasses: [],
    });
    expect(payments.subscription).toEqual(content.subscription);
    const me = json<Envelope<ApiUser>>(await call(t.app, 'GET', '/api/user/me', authToken)).content;
    expect(me.subscription).toEqual({
      active: true,
      packageId: 'streamfit_monthly',
      isClassOnly: false,
      studioId: null,
      kind: 'subscription',
      paused: false,
    });
    expect(me.isCustomer).toBe(false);

    // The token was used up.
    const second = await signUp(t.app);
    expectFailure(
      await subscribe(t.app, second.authToken, { packageId: 'streamfit_monthly', token }),
      400,
      'invalid_card_token',
      'token: is not a valid card token',
    );
  });

  test('a promo code replaces the trial: the discounted first month is charged now, with a receipt', async () => {
    const { user, authToken } = await signUp(t.app);
    const content = await subscribed(t.app, authToken, {
      packageId: 'streamfit_monthly',
      token: await cardToken(t.app),
      promo: 'welcome50',
    });
    const now = clock.current.getTime();
    expect(content.charged).toEqual({ amount: 9.99, chargeId: expect.stringMatching(/^ch_/) });
    expect(content.subscription).toMatchObject({
      status: 'active',
      trial: false,
      trialEndsAt: null,
      currentPeriodEnd: '2030-04-01T12:00:00.000Z',
      nextBillingAt: '2030-04-01T12:00:00.000Z',
      nextBillingAmount: 19.99,
      promo: { code: 'WELCOME50', output: '50% off your first payment' },
      startedAt: iso(now),
    });
    const list = await charges(t.app, authToken);
    expect(list).toEqual([
      {
        id: content.charged?.chargeId,
        amount: 9.99,
        currency: 'usd',
        status: 'succeeded',
        description: 'StreamFit Monthly Plan',
        kind: 'subscription',
        cardBrand: 'Visa',
        cardLast4: '4242',
        failureMessage: null,
        refundedAmount: 0,
        refundedAt: null,
        studio: { id: await studioId('streamfit'), name: 'StreamFit', shortName: 'streamfit' },
        createdAt: iso(now),
        cursor: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[0-9:.]+Z_\d+$/),
      },
    ]);
    const [receipt] = await t.database.db.query<{ subject: string; text_body: string }>(
      "SELECT subject, text_body FROM outbox_emails WHERE user_id = $1 AND subject LIKE '%receipt%'",
      [user.id],
    );
    expect(receipt?.subject).toBe('Your StreamFit receipt');
    expect(receipt?.text_body).toContain('$9.99');
    expect(receipt?.text_body).toContain(content.charged?.chargeId);
  });

  test('the yearly plan with SAVE5: $234.99 now, a year ahead', async () => {
    const { authToken } = await signUp(t.app);
    const content = await subscribed(t.app, authToken, {
      packageId: 'streamfit_yearly',
      token: await cardToken(t.app),
      promo: 'SAVE5',
    });
    expect(content.charged?.amount).toBe(234.99);
    expect(content.subscription).toMatchObject({
      plan: 'yearly',
      currentPeriodEnd: '2031-03-01T12:00:00.000Z',
      nextBillingAmount: 239.99,
    });
  });

  test('a 100% code needs no card; without one FREEMONTH is cancelled at period end, and undoing that needs a card', async () => {
    const { user, authToken } = await signUp(t.app);
    const content = await subscribed(t.app, authToken, {
      packageId: 'streamfit_monthly',
      promo: 'FREEMONTH',
      token: '',
    });
    expect(content.charged).toBeNull();
    expect(content.subscription).toMatchObject({
      status: 'active',
      grantsAccess: true,
      card: null,
      cancelAtPeriodEnd: true,
      cancelled: true,
      endsAt: '2030-04-01T12:00:00.000Z',
      nextBillingAt: null,
      nextBillingAmount: null,
    });
    expect(await paymentRows(t.database.db, user.id)).toMatchObject({ charges: 0, cards: 0, redemptions: 1 });
    expect(await mailSubjects(t.database.db, user.id)).toContain('Your StreamFit subscription is confirmed');
    expect(await providerCharges(t.database.db)).toBeGreaterThanOrEqual(0);

    expectFailure(
      await call(t.app, 'POST', '/api/user/subscription/un-cancel', authToken),
      409,
      'invalid_state',
      'No card is on file: add one with update-card before undoing the cancellation.',
    );
    const withCard = await call(t.app, 'POST', '/api/user/subscription/update-card', authToken, {
      token: await cardToken(t.app),
    });
    expect(withCard.statusCode).toBe(200);
    const undone = json<Envelope<ApiSubscription>>(
      await call(t.app, 'POST', '/api/user/subscription/un-cancel', authToken),
    ).content;
    expect(undone).toMatchObject({
      cancelAtPeriodEnd: false,
      endsAt: null,
      nextBillingAmount: 19.99,
      card: { last4: '4242' },
    });
  });

  test('STREAMFITVIP: free now and at every renewal, no card needed and not cancelled', async () => {
    const { authToken } = await signUp(t.app);
    const content = await subscribed(t.app, authToken, {
      packageId: 'streamfit_yearly',
      promo: 'STREAMFITVIP',
    });
    expect(content.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      nextBillingAmount: 0,
      card: null,
    });
  });

  test('the trial is once per account: a second subscription is charged at once', async () => {
    const { authToken } = await signUp(t.app);
    expect((await memberPayments(t.app, authToken)).trialAvailable).toBe(true);
    await subscribed(t.app, authToken, { packageId: 'streamfit_monthly', token: await cardToken(t.app) });
    expect((await memberPayments(t.app, authToken)).trialAvailable).toBe(false);
    expect((await call(t.app, 'POST', '/api/user/subscription/pause', authToken)).statusCode).toBe(200);
    // Cancelling a paused plan ends it at once, so a new one can start.
    const ended = json<Envelope<ApiSubscription>>(
      await call(t.app, 'POST', '/api/user/subscription/cancel', authToken),
    ).content;
    expect(ended).toMatchObject({ status: 'canceled', grantsAccess: false, cancelled: true });
    const again = await subscribed(t.app, authToken, {
      packageId: 'streamfit_monthly',
      token: await cardToken(t.app),
    });
    expect(again.subscription).toMatchObject({ status: 'active', trial: false });
    expect(again.charged?.amount).toBe(19.99);
  });

  test('a studio that offers no trial charges at once', async () => {
    const { authToken } = await signUp(t.app);
    const content = await subscribed(
      t.app,
      authToken,
      { packageId: 'willybcrossfit_monthly', token: await cardToken(t.app) },
      { studio: 'willybcrossfit' },
    );
    expect(content.subscription.status).toBe('active');
    expect(content.charged?.amount).toBe(19.99);
  });

  test("a studio's checkout makes the member that studio's customer, branded mail included", async () => {
    const { user, authToken } = await signUp(t.app);
    const woom = await studioId('woomcenter');
    const content = await subscribed(
      t.app,
      authToken,
      { packageId: 'woomcenter_monthly2', token: await cardToken(t.app) },
      { studio: 'woomcenter' },
    );
    expect(content.subscription).toMatchObject({
      packageId: 'woomcenter_monthly2',
      studioId: woom,
      studioShortName: 'woomcenter',
    });
    const me = json<Envelope<ApiUser>>(await call(t.app, 'GET', '/api/user/me', authToken)).content;
    expect(me.isCustomer).toBe(true);
    expect(me.subscription).toEqual({
      active: true,
      packageId: 'woomcenter_monthly2',
      isClassOnly: false,
      studioId: woom,
      kind: 'subscription',
      paused: false,
    });
    const [mail] = await t.database.db.query<{ from_address: string; subject: string }>(
      "SELECT from_address, subject FROM outbox_emails WHERE user_id = $1 AND subject LIKE '%trial%'",
      [user.id],
    );
    expect(mail).toEqual({
      from_address: '"Woom Center" <hello@streamfit.app>',
      subject: 'Your Woom Center free trial has started',
    });
  });

  test('the misspelt checkout name is corrected; a saved card can pay by its id', async () => {
    const { authToken } = await signUp(t.app);
    await call(t.app, 'POST', '/api/user/daypass/purchase', authToken, {
      source: 'website',
      passDate: '2030-03-05',
      token: await cardToken(t.app),
    });
    const [card] = json<Envelope<ApiCard[]>>(
      await call(t.app, 'GET', '/api/user/subscription/payment-sources', authToken),
    ).content;
    expect(card).toBeDefined();
    const content = await subscribed(
      t.app,
      authToken,
      { packageId: 'thedaileymethod_monthly', token: card?.id },
      { studio: 'thedailymethod' },
    );
    expect(content.subscription).toMatchObject({
      studioShortName: 'thedaileymethod',
      card: { id: card?.id },
    });
  });
});

describe('subscribe: refusals change nothing', () => {
  test('without a session → 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/subscribe',
      payload: { packageId: 'streamfit_monthly' },
    });
    expectFailure(response, 401, 'unauthenticated', 'Your session has ended. Please log in again.');
  });

  const refusals: [
    string,
    (token: string) => Record<string, unknown>,
    { studio?: string },
    number,
    string,
    string | RegExp,
  ][] = [
    [
      'an unknown package',
      (token) => ({ packageId: 'nosuch_monthly', token }),
      {},
      400,
      'invalid_input',
      "packageId: no such plan 'nosuch_monthly'",
    ],
    [
      'a suffix the studio does not sell',
      (token) => ({ packageId: 'woomcenter_monthly', token }),
      {},
      400,
      'invalid_input',
      "packageId: no such plan 'woomcenter_monthly'",
    ],
    [
      'a day pass',
      (token) => ({ packageId: 'streamfit_daily', token }),
      {},
      400,
      'invalid_input',
      "packageId: 'streamfit_daily' is a day pass, not a subscription plan",
    ],
    [
      'the class-only package',
      (token) => ({ packageId: 'jetsweat_class', token }),
      {},
      400,
      'invalid_input',
      "packageId: 'jetsweat_class' is a class-only purchase, not a subscription plan",
    ],
    [
      "another studio's plan on a checkout",
      (token) => ({ packageId: 'streamfit_monthly', token }),
      { studio: 'woomcenter' },
      400,
      'invalid_input',
      "packageId: 'streamfit_monthly' is not sold on the woomcenter checkout",
    ],
    [
      'an unknown checkout',
      (token) => ({ packageId: 'streamfit_monthly', token }),
      { studio: 'nosuchstudio' },
      404,
      'not_found',
      "No studio with short name 'nosuchstudio'.",
    ],
    [
      'a malformed package id',
      (token) => ({ packageId: 'stream fit', token }),
      {},
      400,
      'invalid_input',
      'packageId: must be a package id such as streamfit_monthly',
    ],
    ['no package id', (token) => ({ token }), {}, 400, 'invalid_input', 'packageId: is required'],
    [
      'a malformed source',
      (token) => ({ packageId: 'streamfit_monthly', token, source: 'web site!' }),
      {},
      400,
      'invalid_input',
      /^source: /,
    ],
    [
      'an overlong token',
      () => ({ packageId: 'streamfit_monthly', token: 't'.repeat(256) }),
      {},
      400,
      'invalid_input',
      'token: must NOT have more than 255 characters',
    ],
    [
      'an unknown token',
      () => ({ packageId: 'streamfit_monthly', token: 'tok_doesnotexist000' }),
      {},
      400,
      'invalid_card_token',
      'token: is not a valid card token',
    ],
    [
      "another provider's token",
      () => ({ packageId: 'streamfit_monthly', token: 'pm_card_visa' }),
      {},
      400,
      'invalid_card_token',
      'token: is not a valid card token',
    ],
    [
      "someone else's card id",
      () => ({ packageId: 'streamfit_monthly', token: 'card_notyours0000' }),
      {},
      400,
      'invalid_card_token',
      'token: is not a valid card token',
    ],
    [
      'no card while money is due',
      () => ({ packageId: 'streamfit_monthly', promo: 'WELCOME50' }),
      {},
      400,
      'invalid_input',
      'token: is required: $9.99 is due now',
    ],
    [
      'an unknown promo code',
      (token) => ({ packageId: 'streamfit_monthly', token, promo: 'NOPE' }),
      {},
      400,
      'no_such_coupon',
      'No such coupon',
    ],
    [
      'an expired promo code',
      (token) => ({ packageId: 'streamfit_monthly', token, promo: 'EXPIRED20' }),
      {},
      400,
      'promo_expired',
      'This promo code has expired.',
    ],
  ];

  test.each(refusals)(
    '%s → refused, nothing changed',
    async (_name, body, options, status, code, message) => {
      const { user, authToken } = await signUp(t.app);
      const token = await cardToken(t.app);
      const before = await paymentRows(t.database.db, user.id);
      const ledger = await providerCharges(t.database.db);
      expectFailure(await subscribe(t.app, authToken, body(token), options), status, code, message);
      expect(await paymentRows(t.database.db, user.id)).toEqual(before);
      expect(await providerCharges(t.database.db)).toBe(ledger);
      // The token was not used up by the refused request.
      expect((await subscribe(t.app, authToken, { packageId: 'streamfit_monthly', token })).statusCode).toBe(
        201,
      );
    },
  );

  test('a used token and an expired token are refused', async () => {
    const { authToken } = await signUp(t.app);
    const used = await cardToken(t.app);
    await subscribed(t.app, authToken, { packageId: 'streamfit_monthly', token: used });
    const other = await signUp(t.app);
    expectFailure(
      await subscribe(t.app, other.authToken, { packageId: 'streamfit_monthly', token: used }),
      400,
      'invalid_card_token',
    );
    const stale = await cardToken(t.app);
    clock.advance(15 * MINUTE + 1000);
    expectFailure(
      await subscribe(t.app, other.authToken, { packageId: 'streamfit_monthly', token: stale }),
      400,
      'invalid_card_token',
    );
    expect(await paymentRows(t.database.db, other.user.id)).toMatchObject({ subscriptions: 0, cards: 0 });
  });

  test.each([
    [DECLINED, 'Your card was declined.', {}],
    [INSUFFICIENT_FUNDS, 'Your card has insufficient funds.', {}],
    [FAILS_ON_CHARGE, 'Your card was declined.', { promo: 'WELCOME50' }],
  ])('card %s → 402, nothing stored', async (number, message, extra) => {
    const { user, authToken } = await signUp(t.app);
    const before = await paymentRows(t.database.db, user.id);
    const token = await cardToken(t.app, number);
    expectFailure(
      await subscribe(t.app, authToken, { packageId: 'streamfit_monthly', token, ...extra }),
      402,
      'card_declined',
      message,
    );
    expect(await paymentRows(t.database.db, user.id)).toEqual(before);
    expect((await memberPayments(t.app, authToken)).active).toBe(false);
    // A declined card does not use up its token: it is declined again, not unknown.
    expectFailure(
      await subscribe(t.app, authToken, { packageId: 'streamfit_monthly', token, ...extra }),
      402,
      'card_declined',
      message,
    );
  });

  test('a second subscribe → 409, nothing charged', async () => {
    const { user, authToken } = await signUp(t.app);
    await subscribed(t.app, authToken, { packageId: 'streamfit_monthly', token: await cardToken(t.app) });
    const before = await paymentRows(t.database.db, user.id);
    const second = await subscribe(t.app, authToken, {
      packageId: 'streamfit_yearly',
      token: await cardToken(t.app),
      promo: 'WELCOME50',
    });
    expectFailure(
      second,
      409,
      'already_subscribed',
      'You already have a subscription. Manage it in Account Settings.',
    );
    expect(await paymentRows(t.database.db, user.id)).toEqual(before);
  });

  test('a code with a usage limit is used up by its first purchase', async () => {
    const first = await signUp(t.app);
    const used = await subscribed(t.app, first.authToken, {
      packageId: 'streamfit_monthly',
      token: await cardToken(t.app),
      promo: 'ONEUSE',
    });
    expect(used.charged?.amount).toBe(14.99);
    const second = await signUp(t.app);
    expectFailure(
      await subscribe(t.app, second.authToken, {
        packageId: 'streamfit_monthly',
        token: await cardToken(t.app),
        promo: 'oneuse',
      }),
      400,
      'promo_used_up',
      'This promo code has reached its usage limit.',
    );
    expectFailure(
      await t.app.inject({
        method: 'POST',
        url: '/api/basic/verifyPromo',
        payload: { promo: 'ONEUSE', amount: 19.99 },
      }),
      400,
      'promo_used_up',
    );
    expect(await paymentRows(t.database.db, second.user.id)).toMatchObject({
      subscriptions: 0,
      redemptions: 0,
    });
  });

  test('a bad Idempotency-Key header → 400', async () => {
    const { authToken } = await signUp(t.app);
    const response = await subscribe(
      t.app,
      authToken,
      { packageId: 'streamfit_monthly', token: await cardToken(t.app) },
      { key: 'k'.repeat(256) },
    );
    expectFailure(
      response,
      400,
      'invalid_input',
      'idempotency-key: must be 1 to 255 visible ASCII characters',
    );
  });
});

describe('idempotency: a repeated purchase charges once', () => {
  test('the same key answers the same, without a second charge; another request with it → 409', async () => {
    const { user, authToken } = await signUp(t.app);
    const body = { packageId: 'streamfit_monthly', token: await cardToken(t.app), promo: 'WELCOME50' };
    const first = await subscribe(t.app, authToken, body, { key: 'order-1' });
    const again = await subscribe(t.app, authToken, body, { key: 'order-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await paymentRows(t.database.db, user.id)).toMatchObject({ subscriptions: 1, charges: 1 });
    const other = await subscribe(
      t.app,
      authToken,
      { ...body, packageId: 'streamfit_yearly' },
      { key: 'order-1' },
    );
    expectFailure(
      other,
      409,
      'idempotency_conflict',
      'Idempotency-Key was already used for a different request.',
    );
  });

  test('two concurrent submits with one key: one charge, the same answer twice', async () => {
    const { user, authToken } = await signUp(t.app);
    const body = { packageId: 'streamfit_monthly', token: await cardToken(t.app), promo: 'WELCOME50' };
    const ledger = await providerCharges(t.database.db);
    const [a, b] = await Promise.all([
      subscribe(t.app, authToken, body, { key: 'double-click' }),
      subscribe(t.app, authToken, body, { key: 'double-click' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect(await paymentRows(t.database.db, user.id)).toMatchObject({ subscriptions: 1, charges: 1 });
    expect(await providerCharges(t.database.db)).toBe(ledger + 1);
  });

  test('two concurrent submits without a key: one subscription and one charge, the other is a 409', async () => {
    const { user, authToken } = await signUp(t.app);
    const body = (token: string) => ({ packageId: 'streamfit_monthly', token, promo: 'WELCOME50' });
    const [tokenA, tokenB] = [await cardToken(t.app), await cardToken(t.app)];
    const ledger = await providerCharges(t.database.db);
    const responses = await Promise.all([
      subscribe(t.app, authToken, body(tokenA)),
      subscribe(t.app, authToken, body(tokenB)),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(
      json<{ code: string }>(responses.find((response) => response.statusCode === 409) ?? responses[0]!).code,
    ).toBe('already_subscribed');
    expect(await paymentRows(t.database.db, user.id)).toMatchObject({ subscriptions: 1, charges: 1 });
    expect(await providerCharges(t.database.db)).toBe(ledger + 1);
  });

  test('a declined purchase is remembered for its key', async () => {
    const { user, authToken } = await signUp(t.app);
    const body = { packageId: 'streamfit_monthly', token: await cardToken(t.app, DECLINED) };
    const first = await subscribe(t.app, authToken, body, { key: 'declined-1' });
    const again = await subscribe(t.app, authToken, body, { key: 'declined-1' });
    expectFailure(first, 402, 'card_declined');
    expect(again.statusCode).toBe(402);
    expect(again.body).toBe(first.body);
    expect(await paymentRows(t.database.db, user.id)).toMatchObject({
      subscriptions: 0,
      charges: 0,
      cards: 0,
    });
  });
});

describe('subscription changes and saved cards', () => {
  test('without a subscription every change is a 404', async () => {
    const { authToken } = await signUp(t.app);
    for (const action of ['cancel', 'un-cancel', 'pause', 'un-pause']) {
      expectFailure(
        await call(t.app, 'POST', `/api/user/subscription/${action}`, authToken),
        404,
        'no_subscription',
        'You have no subscription.',
      );
    }
    expectFailure(await call(t.app, 'DELETE', '/api/user/subscription', authToken), 404, 'no_subscription');
    expectFailure(
      await call(t.app, 'POST', '/api/user/subscription/update-card', authToken, {
        token: await cardToken(t.app),
      }),
      404,
      'no_subscription',
    );
  });

  test('DELETE /api/user/subscription cancels at period end and reports the record the spec tracks', async () => {
    const { authToken } = await signUp(t.app);
    const { subscription } = await subscribed(t.app, authToken, {
      packageId: 'streamfit_yearly',
      token: await cardToken(t.app),
    });
    const response = await call(t.app, 'DELETE', '/api/user/subscription', authToken);
    expect(json(response)).toEqual({
      status: true,
      content: {
        subscriptionRecord: {
          packageId: 'streamfit_yearly',
          trial: true,
          cancelled: true,
          price: 239.99,
          stripeSubscriptionId: subscription.stripeSubscriptionId,
          endsAt: subscription.trialEndsAt,
        },
      },
    });
    // Still in until the trial ends; cancelling again changes nothing.
    expect((await memberPayments(t.app, authToken)).active).toBe(true);
    expect(
      json<Envelope<ApiSubscription>>(await call(t.app, 'POST', '/api/user/subscription/cancel', authToken))
        .content.cancelAtPeriodEnd,
    ).toBe(true);
  });

  test('changes that do not fit the state → 409 saying why', async () => {
    const { authToken } = await signUp(t.app);
    await subscribed(t.app, authToken, { packageId: 'streamfit_monthly', token: await cardToken(t.app) });
    expectFailure(
      await call(t.app, 'POST', '/api/user/subscription/un-cancel', authToken),
      409,
      'invalid_state',
      'The subscription is not cancelled.',
    );
    expectFailure(
      await call(t.app, 'POST', '/api/user/subscription/un-pause', authToken),
      409,
      'invalid_state',
      'The subscription is not paused.',
    );
    expect((await call(t.app, 'POST', '/api/user/subscription/pause', authToken)).statusCode).toBe(200);
    expectFailure(
      await call(t.app, 'POST', '/api/user/subscription/pause', authToken),
      409,
      'invalid_state',
      'The subscription is already paused.',
    );
    expect((await call(t.app, 'POST', '/api/user/subscription/un-pause', authToken)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', '/api/user/subscription/cancel', authToken)).statusCode).toBe(200);
    expectFailure(
      await call(t.app, 'POST', '/api/user/subscription/pause', authToken),
      409,
      'invalid_state',
      'A cancelled subscription cannot be paused.',
    );
  });

  test('saved cards: listed, one entry per card, the renewing card cannot be removed', async () => {
    const { authToken } = await signUp(t.app);
    const { subscription } = await subscribed(t.app, authToken, {
      packageId: 'streamfit_monthly',
      token: await cardToken(t.app),
    });
    // The same card again (a new token for it) keeps one entry.
    await call(t.app, 'POST', '/api/user/subscription/update-card', authToken, {
      token: await cardToken(t.app),
    });
    const cards = json<Envelope<ApiCard[]>>(
      await call(t.app, 'GET', '/api/user/subscription/payment-sources', authToken),
    ).content;
    expect(cards).toEqual([subscription.card]);
    const cardId = subscription.card?.id ?? '';
    expectFailure(
      await call(t.app, 'DELETE', `/api/user/subscription/payment-source/${cardId}`, authToken),
      409,
      'invalid_state',
      'This card pays for your subscription: put another card on it (update-card) first.',
    );
    expectFailure(
      await call(t.app, 'DELETE', '/api/user/subscription/payment-source/card_unknown0000', authToken),
      404,
      'not_found',
      "No such card: 'card_unknown0000'.",
    );
    expectFailure(
      await call(t.app, 'DELETE', '/api/user/subscription/payment-source/visa', authToken),
      400,
      'invalid_input',
      'id: must be a card id (card_…)',
    );
    await call(t.app, 'POST', '/api/user/subscription/cancel', authToken);
    expect(
      json(await call(t.app, 'DELETE', `/api/user/subscription/payment-source/${cardId}`, authToken)),
    ).toEqual({ status: true, content: { removed: true } });
    expect(
      json<Envelope<ApiCard[]>>(await call(t.app, 'GET', '/api/user/subscription/payment-sources', authToken))
        .content,
    ).toEqual([]);
    expect((await memberPayments(t.app, authToken)).subscription?.card).toBeNull();
  });

  test('the wallet intent needs the Stripe provider', async () => {
    const { authToken } = await signUp(t.app);
    expectFailure(
      await call(t.app, 'POST', '/api/user/subscription/payment-intent', authToken, {
        packageId: 'streamfit_monthly',
      }),
      409,
      'invalid_state',
      'The wallet button needs the Stripe payment provider.',
    );
  });
});
