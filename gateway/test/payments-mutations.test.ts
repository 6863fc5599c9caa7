// The payment mutations through the graph: each one's success payload (with the viewer read again
// after the change, and the REST calls that costs), the userErrors for every failure code of
// backend/API.md "Payments", input refused before any REST call, Idempotency-Key
// forwarding, POSTs never retried, and the white-label subscriber rule after a studio purchase.
import {
  ALREADY_SUBSCRIBED,
  CARD_DECLINED,
  NO_SUBSCRIPTION,
  PROMO_EXPIRED,
} from './support/fake-payments.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

const ME = '/api/user/me';
const SUBSCRIPTION = '/api/user/subscription';
const SUBSCRIBE = '/api/user/subscribe';
const DAY_PASS = '/api/user/daypass/purchase';
const CARD_TOKENS = '/api/basic/card-tokens';
const WEB_STUDIOS = '/api/basic/webStudiosInfo';
const PLANS = '/api/basic/plans';

const globalId = (type: string, key: number | string) => Buffer.from(`${type}:${key}`).toString('base64');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const lastCalls = () => gw.lastCalls();

interface UserErrorShape {
  field: string | null;
  message: string;
  code: string;
}

const INPUT_TYPES: Record<string, string> = {
  createCardToken: 'CreateCardTokenInput',
  subscribe: 'SubscribeInput',
  purchaseDayPass: 'PurchaseDayPassInput',
  cancelSubscription: 'SubscriptionActionInput',
  undoCancelSubscription: 'SubscriptionActionInput',
  pauseSubscription: 'SubscriptionActionInput',
  resumeSubscription: 'SubscriptionActionInput',
  updatePaymentCard: 'UpdatePaymentCardInput',
};

async function mutate<T = Record<string, unknown>>(
  name: string,
  input: Record<string, unknown>,
  fields: string,
  token?: string,
): Promise<T> {
  const reply = await gw.query(
    `mutation($input: ${INPUT_TYPES[name]}!) { ${name}(input: $input) { ${fields} } }`,
    { input },
    token === undefined ? {} : { authorization: token },
  );
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data?.[name] as T;
}

/** Only the userErrors of a mutation. */
async function userErrors(
  name: string,
  input: Record<string, unknown>,
  token?: string,
): Promise<UserErrorShape[]> {
  return (
    await mutate<{ userErrors: UserErrorShape[] }>(name, input, 'userErrors { field message code }', token)
  ).userErrors;
}

describe('createCardToken', () => {
  const FIELDS = 'token card { databaseId brand last4 expMonth expYear } userErrors { field message code }';
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123', name: 'Maya Lopez' };

  test('makes a one-use token for a test card (a public call: no session needed)', async () => {
    const payload = await mutate('createCardToken', card, FIELDS);
    expect(payload).toEqual({
      token: expect.stringMatching(/^tok_/),
      card: {
        databaseId: expect.stringMatching(/^card_/),
        brand: 'Visa',
        last4: '4242',
        expMonth: 12,
        expYear: 2031,
      },
      userErrors: [],
    });
    // Spaces are ignored: the number goes without them.
    expect(backend.requests.at(-1)).toEqual(
      expect.objectContaining({ path: CARD_TOKENS, body: { ...card, number: '4242424242424242' } }),
    );
  });

  test('refusals are INVALID_CARD on the card field: not a test card, expired', async () => {
    expect(await userErrors('createCardToken', { ...card, number: '4111 1111 1111 1111' })).toEqual([
      {
        field: 'number',
        code: 'INVALID_CARD',
        message: 'The local payment provider accepts only test cards.',
      },
    ]);
    expect(await userErrors('createCardToken', { ...card, expYear: 2001 })).toEqual([
      { field: 'expYear', code: 'INVALID_CARD', message: 'The card has expired.' },
    ]);
    const payload = await mutate('createCardToken', { ...card, cvc: '1234' }, FIELDS);
    expect(payload).toEqual({
      token: null,
      card: null,
      userErrors: [{ field: 'cvc', code: 'INVALID_CARD', message: 'Security code must be 3 digits.' }],
    });
  });

  test('with the Stripe provider the backend refuses: INVALID_STATE', async () => {
    backend.payments.provider = { provider: 'stripe', publishable: 'pk_test_1' };
    expect(await userErrors('createCardToken', card)).toEqual([
      {
        field: null,
        code: 'INVALID_STATE',
        message: 'Card tokens are made by Stripe.js with the stripe provider.',
      },
    ]);
  });

  test('malformed details are refused without a REST call', async () => {
    expect(
      await userErrors('createCardToken', {
        number: '4242-abc',
        expMonth: 13,
        expYear: 31,
        cvc: '12',
        name: 'N'.repeat(101),
      }),
    ).toEqual([
      { field: 'number', code: 'INVALID_INPUT', message: 'Please enter a valid card number.' },
      { field: 'expMonth', code: 'INVALID_INPUT', message: 'Expiry month must be between 1 and 12.' },
      { field: 'expYear', code: 'INVALID_INPUT', message: 'Expiry year must have four digits.' },
      { field: 'cvc', code: 'INVALID_INPUT', message: 'Security code must be 3 or 4 digits.' },
      { field: 'name', code: 'INVALID_INPUT', message: 'Name on card must be at most 100 characters.' },
    ]);
    expect(backend.requests).toHaveLength(0);
  });
});

const SUBSCRIPTION_PAYLOAD = `
  subscription { id status cancelAtPeriodEnd promo { code } plan { packageId } }
  viewer { membership { active packageId studio { name } } subscription { id status } }
  userErrors { field message code }
  clientMutationId
`;

interface SubscriptionPayloadShape {
  subscription: {
    id: string;
    status: string;
    cancelAtPeriodEnd: boolean;
    promo: { code: string } | null;
    plan: { packageId: string };
  } | null;
  viewer: {
    membership: { active: boolean; packageId: string | null; studio: { name: string } | null };
    subscription: { id: string; status: string } | null;
  } | null;
  userErrors: UserErrorShape[];
  clientMutationId: string | null;
}

describe('subscribe', () => {
  test('starts a trial; the payload viewer is read after the change: exactly 1 /me + 1 /subscription', async () => {
    const { user, token } = backend.accounts.addUser();
    const card = backend.payments.issueToken();
    const payload = await mutate<SubscriptionPayloadShape>(
      'subscribe',
      { packageId: 'streamfit_monthly', paymentToken: card, idempotencyKey: 'attempt-1' },
      SUBSCRIPTION_PAYLOAD,
      token,
    );
    const subscription = backend.payments.subscriptions.get(user.id);
    expect(payload).toEqual({
      subscription: {
        id: globalId('MemberSubscription', subscription?.id ?? 0),
        status: 'TRIALING',
        cancelAtPeriodEnd: false,
        promo: null,
        plan: { packageId: 'streamfit_monthly' },
      },
      viewer: {
        membership: { active: true, packageId: 'streamfit_monthly', studio: null },
        subscription: { id: globalId('MemberSubscription', subscription?.id ?? 0), status: 'TRIALING' },
      },
      userErrors: [],
      clientMutationId: null,
    });
    const request = backend.requests.find((seen) => seen.path === SUBSCRIBE);
    expect(request).toEqual(
      expect.objectContaining({
        method: 'POST',
        authorization: token,
        idempotencyKey: 'attempt-1',
        body: { source: 'website', packageId: 'streamfit_monthly', token: card },
      }),
    );
    // The POST first, then (in parallel) the viewer's re-reads and the payload subscription's plan.
    expect(lastCalls()[0]).toBe(`POST ${SUBSCRIBE}`);
    expect(lastCalls().sort()).toEqual(
      [`POST ${SUBSCRIBE}`, `GET ${ME}`, `GET ${SUBSCRIPTION}`, `GET ${PLANS}/streamfit_monthly`].sort(),
    );
  });

  test('freeTrialAvailable: true for a new member, false once a plan started (from the same /subscription read)', async () => {
    const { token } = backend.accounts.addUser();
    const before = await gw.query(
      '{ viewer { freeTrialAvailable subscription { id } } }',
      {},
      { authorization: token },
    );
    expect(before.body.data).toEqual({ viewer: { freeTrialAvailable: true, subscription: null } });
    expect(backend.count(SUBSCRIPTION)).toBe(1);
    const payload = await mutate<{ viewer: { freeTrialAvailable: boolean } }>(
      'subscribe',
      { packageId: 'streamfit_monthly', paymentToken: backend.payments.issueToken() },
      'viewer { freeTrialAvailable }',
      token,
    );
    expect(payload.viewer).toEqual({ freeTrialAvailable: false });
  });

  test('echoes clientMutationId, on success and on refusal', async () => {
    const { token } = backend.accounts.addUser();
    const ok = await mutate<SubscriptionPayloadShape>(
      'subscribe',
      {
        packageId: 'streamfit_monthly',
        paymentToken: backend.payments.issueToken(),
        clientMutationId: 'm-1',
      },
      'userErrors { code } clientMutationId',
      token,
    );
    expect(ok).toEqual({ userErrors: [], clientMutationId: 'm-1' });
    const refused = await mutate<SubscriptionPayloadShape>(
      'subscribe',
      { packageId: '', clientMutationId: 'm-2' },
      'userErrors { code } clientMutationId',
      token,
    );
    expect(refused).toEqual({ userErrors: [{ code: 'INVALID_INPUT' }], clientMutationId: 'm-2' });
  });

  test('a payload that asks nothing of the viewer costs only the POST', async () => {
    const { token } = backend.accounts.addUser();
    await mutate(
      'subscribe',
      { packageId: 'streamfit_yearly', paymentToken: backend.payments.issueToken() },
      'userErrors { code }',
      token,
    );
    expect(lastCalls()).toEqual([`POST ${SUBSCRIBE}`]);
    // No Idempotency-Key given: none sent.
    expect(backend.requests.at(-1)?.idempotencyKey).toBeUndefined();
  });

  test('a viewer read before the mutation in the same operation is read again after it', async () => {
    const { token } = backend.accounts.addUser();
    const card = backend.payments.issueToken();
    const reply = await gw.query(
      `mutation($input: SubscribeInput!) {
        before: cancelSubscription(input: {}) { userErrors { code } viewer { membership { active } subscription { id } } }
        subscribe(input: $input) { viewer { membership { active } subscription { status } } }
      }`,
      { input: { packageId: 'streamfit_monthly', paymentToken: card } },
      { authorization: token },
    );
    expect(reply.body.data).toEqual({
      before: {
        userErrors: [{ code: 'NO_SUBSCRIPTION' }],
        viewer: { membership: { active: false }, subscription: null },
      },
      subscribe: { viewer: { membership: { active: true }, subscription: { status: 'TRIALING' } } },
    });
    expect(backend.count(ME)).toBe(2);
    expect(backend.count(SUBSCRIPTION)).toBe(2);
  });

  test("a logIn later in the operation never shows the first member's subscription as the new member's", async () => {
    const first = backend.accounts.addUser();
    backend.accounts.addUser({ email: 'second@example.com' });
    const reply = await gw.query(
      `mutation($input: SubscribeInput!) {
        subscribe(input: $input) { viewer { email subscription { status } } }
        logIn(input: { email: "second@example.com", password: "correct horse battery" }) { viewer { email subscription { status } dayPasses { id } } }
      }`,
      { input: { packageId: 'streamfit_monthly', paymentToken: backend.payments.issueToken() } },
      { authorization: first.token },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data).toEqual({
      subscribe: { viewer: { email: first.user.email, subscription: { status: 'TRIALING' } } },
      logIn: { viewer: { email: 'second@example.com', subscription: null, dayPasses: [] } },
    });
    expect(backend.count(SUBSCRIPTION)).toBe(2);
  });

  test("on a studio's checkout: /subscribe/{studio}, and the member then counts as subscribed on that studio's site only", async () => {
    const { token } = backend.accounts.addUser();
    const payload = await mutate<
      SubscriptionPayloadShape & { viewer: { bari: boolean; core: boolean; general: boolean } }
    >(
      'subscribe',
      {
        packageId: 'baristudio_monthly',
        studioShortName: 'baristudio',
        paymentToken: backend.payments.issueToken(),
        source: 'ios',
      },
      `${SUBSCRIPTION_PAYLOAD} viewer { isCustomer bari: isSubscriber(host: "www.baristudio.tv") core: isSubscriber(host: "corelab.fit") general: isSubscriber(host: "localhost") }`,
      token,
    );
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer).toEqual(
      expect.objectContaining({
        membership: expect.objectContaining({ studio: { name: 'Bari Studio' } }),
        bari: true,
        core: false,
        general: true,
      }),
    );
    expect(backend.requests.find((request) => request.path === `${SUBSCRIBE}/baristudio`)?.body).toEqual({
      source: 'ios',
      packageId: 'baristudio_monthly',
      token: expect.stringMatching(/^tok_/),
    });
  });

  test('a promo code replaces the trial; a repeated Idempotency-Key is forwarded each time and charges once', async () => {
    const { user, token } = backend.accounts.addUser();
    const input = {
      packageId: 'streamfit_monthly',
      paymentToken: backend.payments.issueToken(),
      promoCode: 'WELCOME50',
      idempotencyKey: 'key-42',
    };
    const first = await mutate<SubscriptionPayloadShape>('subscribe', input, SUBSCRIPTION_PAYLOAD, token);
    const second = await mutate<SubscriptionPayloadShape>('subscribe', input, SUBSCRIPTION_PAYLOAD, token);
    expect(first.subscription).toEqual(
      expect.objectContaining({ status: 'ACTIVE', promo: { code: 'WELCOME50' } }),
    );
    expect(second.subscription).toEqual(first.subscription);
    expect(second.userErrors).toEqual([]);
    expect(
      backend.requests
        .filter((request) => request.path === SUBSCRIBE)
        .map((request) => request.idempotencyKey),
    ).toEqual(['key-42', 'key-42']);
    expect(backend.payments.charges.filter((charge) => charge.userId === user.id)).toHaveLength(1);
  });

  test('a 100% promo needs no card: the body has no token', async () => {
    const { token } = backend.accounts.addUser();
    const payload = await mutate<SubscriptionPayloadShape>(
      'subscribe',
      { packageId: 'streamfit_monthly', promoCode: 'freemonth', paymentToken: ' ', source: ' ' },
      SUBSCRIPTION_PAYLOAD,
      token,
    );
    expect(payload.userErrors).toEqual([]);
    expect(backend.requests.find((request) => request.path === SUBSCRIBE)?.body).toEqual({
      source: 'website',
      packageId: 'streamfit_monthly',
      promo: 'freemonth',
    });
  });

  test('each REST failure code becomes its userError, with subscription null', async () => {
    const { user, token } = backend.accounts.addUser();
    const subscribe = (input: Record<string, unknown>) =>
      userErrors('subscribe', { packageId: 'streamfit_monthly', ...input }, token);

    expect(await subscribe({ paymentToken: backend.payments.issueToken('4000000000000002') })).toEqual([
      { field: null, code: 'CARD_DECLINED', message: CARD_DECLINED },
    ]);
    expect(await subscribe({ paymentToken: 'tok_forged' })).toEqual([
      {
        field: 'paymentToken',
        code: 'INVALID_CARD',
        message: 'Your card could not be verified. Please enter your card details again.',
      },
    ]);
    expect(await subscribe({ paymentToken: backend.payments.issueToken(), promoCode: 'NOPE' })).toEqual([
      { field: 'promoCode', code: 'INVALID_PROMO', message: 'No such coupon' },
    ]);
    expect(await subscribe({ paymentToken: backend.payments.issueToken(), promoCode: 'EXPIRED20' })).toEqual([
      { field: 'promoCode', code: 'INVALID_PROMO', message: PROMO_EXPIRED },
    ]);
    expect(await subscribe({})).toEqual([
      { field: 'paymentToken', code: 'INVALID_INPUT', message: 'Card is required.' },
    ]);
    expect(
      await subscribe({ packageId: 'streamfit_daily', paymentToken: backend.payments.issueToken() }),
    ).toEqual([
      {
        field: 'packageId',
        code: 'INVALID_INPUT',
        message: "'streamfit_daily' is not a subscription plan of this checkout.",
      },
    ]);
    expect(
      await subscribe({ studioShortName: 'nosuchstudio', paymentToken: backend.payments.issueToken() }),
    ).toEqual([
      { field: 'studioShortName', code: 'NOT_FOUND', message: "No studio with short name 'nosuchstudio'." },
    ]);

    backend.payments.addSubscription(user);
    const payload = await mutate<SubscriptionPayloadShape>(
      'subscribe',
      { packageId: 'streamfit_yearly', paymentToken: backend.payments.issueToken() },
      SUBSCRIPTION_PAYLOAD,
      token,
    );
    expect(payload.subscription).toBeNull();
    expect(payload.userErrors).toEqual([
      { field: null, code: 'ALREADY_SUBSCRIBED', message: ALREADY_SUBSCRIBED },
    ]);
    // Nothing changed, but the viewer is still there.
    expect(payload.viewer?.subscription?.status).toBe('TRIALING');
  });

  test('invalid_input names the GraphQL field: token → paymentToken, promo → promoCode, Idempotency-Key → idempotencyKey', async () => {
    const { token } = backend.accounts.addUser();
    const cases: [string, UserErrorShape][] = [
      [
        'token: must NOT have more than 200 characters',
        { field: 'paymentToken', code: 'INVALID_INPUT', message: 'Card must be at most 200 characters.' },
      ],
      [
        'promo: must NOT have more than 64 characters',
        { field: 'promoCode', code: 'INVALID_INPUT', message: 'Promo code must be at most 64 characters.' },
      ],
      [
        'Idempotency-Key: must NOT have more than 255 characters',
        {
          field: 'idempotencyKey',
          code: 'INVALID_INPUT',
          message: 'Idempotency key must be at most 255 characters.',
        },
      ],
      ['body: must be object', { field: null, code: 'INVALID_INPUT', message: 'Body: must be object.' }],
    ];
    for (const [content, expected] of cases) {
      backend.script('POST', SUBSCRIBE, {
        status: 400,
        body: { status: false, content, code: 'invalid_input' },
        times: 1,
      });
      expect(
        await userErrors('subscribe', { packageId: 'streamfit_monthly', paymentToken: 'tok_1' }, token),
      ).toEqual([expected]);
    }
    backend.script('POST', SUBSCRIBE, {
      status: 409,
      body: {
        status: false,
        content: 'Idempotency-Key was already used for a different request.',
        code: 'idempotency_conflict',
      },
    });
    expect(
      await userErrors(
        'subscribe',
        { packageId: 'streamfit_monthly', paymentToken: 'tok_1', idempotencyKey: 'k' },
        token,
      ),
    ).toEqual([
      {
        field: 'idempotencyKey',
        code: 'INVALID_INPUT',
        message: 'Idempotency-Key was already used for a different request.',
      },
    ]);
  });

  test('payment_unavailable (502) is PAYMENT_UNAVAILABLE and the POST is sent once; another 5xx stays a GraphQL error, also sent once', async () => {
    const { token } = backend.accounts.addUser();
    backend.script('POST', SUBSCRIBE, {
      status: 502,
      body: { status: false, content: 'Stripe did not answer.', code: 'payment_unavailable' },
    });
    const errors = await userErrors(
      'subscribe',
      { packageId: 'streamfit_monthly', paymentToken: 'tok_1' },
      token,
    );
    expect(errors).toEqual([
      { field: null, code: 'PAYMENT_UNAVAILABLE', message: expect.stringContaining('nothing was charged') },
    ]);
    expect(JSON.stringify(errors)).not.toContain('Stripe did not answer');
    expect(backend.count(SUBSCRIBE, 'POST')).toBe(1);

    backend.script('POST', SUBSCRIBE, {
      status: 500,
      body: { status: false, content: 'Database unavailable.' },
    });
    const reply = await gw.query(
      'mutation { subscribe(input: { packageId: "streamfit_monthly", paymentToken: "tok_1" }) { userErrors { code } } }',
      undefined,
      {
        authorization: token,
      },
    );
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(backend.count(SUBSCRIBE, 'POST')).toBe(2);
  });

  test('an ended session is UNAUTHENTICATED with viewer null; no token at all makes no call', async () => {
    const payload = await mutate<SubscriptionPayloadShape>(
      'subscribe',
      { packageId: 'streamfit_monthly', paymentToken: 'tok_1' },
      SUBSCRIPTION_PAYLOAD,
      'tok-expired',
    );
    expect(payload).toEqual({
      subscription: null,
      viewer: null,
      userErrors: [
        { field: null, code: 'UNAUTHENTICATED', message: 'Your session has ended. Please log in again.' },
      ],
      clientMutationId: null,
    });
    expect(lastCalls()).toEqual([`POST ${SUBSCRIBE}`]);
    backend.reset();
    expect(await userErrors('subscribe', { packageId: 'streamfit_monthly', paymentToken: 'tok_1' })).toEqual([
      { field: null, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' },
    ]);
    expect(backend.requests).toHaveLength(0);
  });

  test('malformed input is refused at the edge without a REST call', async () => {
    const { token } = backend.accounts.addUser();
    backend.requests.length = 0;
    expect(
      await userErrors(
        'subscribe',
        {
          packageId: 'streamfit monthly',
          studioShortName: '../login',
          paymentToken: 'x'.repeat(256),
          promoCode: 'P'.repeat(65),
          idempotencyKey: 'k'.repeat(256),
          source: 'web site',
        },
        token,
      ),
    ).toEqual([
      { field: 'packageId', code: 'INVALID_INPUT', message: 'There is no plan with that package id.' },
      { field: 'studioShortName', code: 'NOT_FOUND', message: 'There is no studio with that short name.' },
      { field: 'paymentToken', code: 'INVALID_INPUT', message: 'Card token must be at most 255 characters.' },
      { field: 'promoCode', code: 'INVALID_INPUT', message: 'Promo code must be at most 64 characters.' },
      {
        field: 'idempotencyKey',
        code: 'INVALID_INPUT',
        message: 'Idempotency key must be 1 to 255 visible ASCII characters (no spaces).',
      },
      {
        field: 'source',
        code: 'INVALID_INPUT',
        message: 'Source must be 1 to 40 letters, digits, dots, dashes or underscores.',
      },
    ]);
    expect(await userErrors('subscribe', { packageId: '', idempotencyKey: 'has space' }, token)).toEqual([
      { field: 'packageId', code: 'INVALID_INPUT', message: 'Please choose a plan.' },
      expect.objectContaining({ field: 'idempotencyKey' }),
    ]);
    // A key of exactly 255 visible characters is fine.
    expect(
      await userErrors(
        'subscribe',
        {
          packageId: 'streamfit_monthly',
          paymentToken: backend.payments.issueToken(),
          idempotencyKey: 'k'.repeat(255),
        },
        token,
      ),
    ).toEqual([]);
    expect(backend.requests.map((request) => request.path)).toEqual([SUBSCRIBE]);
  });
});

const DAY_PASS_PAYLOAD = `
  dayPass { id date active studio { name } price { formatted } }
  viewer { membership { active studio { name } } dayPasses { date } isSubscriber(host: "www.baristudio.tv") }
  userErrors { field message code }
`;

describe('purchaseDayPass', () => {
  test("buys a studio's pass for a date: the studio's id from the studio list, the payload viewer read after", async () => {
    const { user, token } = backend.accounts.addUser();
    const card = backend.payments.issueToken();
    const date = day(1);
    const payload = await mutate(
      'purchaseDayPass',
      {
        date,
        timeZone: 'America/New_York',
        studioShortName: 'baristudio',
        paymentToken: card,
        idempotencyKey: 'pass-1',
      },
      DAY_PASS_PAYLOAD,
      token,
    );
    const pass = backend.payments.dayPasses.get(user.id)?.[0];
    expect(payload).toEqual({
      dayPass: {
        id: globalId('DayPass', pass?.id ?? 0),
        date,
        active: false,
        studio: { name: 'Bari Studio' },
        price: { formatted: '$12.99' },
      },
      // Tomorrow's pass grants no access today.
      viewer: { membership: { active: false, studio: null }, dayPasses: [{ date }], isSubscriber: false },
      userErrors: [],
    });
    expect(backend.requests.find((request) => request.path === DAY_PASS)).toEqual(
      expect.objectContaining({
        idempotencyKey: 'pass-1',
        body: { source: 'website', passDate: date, timeZone: 'America/New_York', studioId: 2, token: card },
      }),
    );
    expect(lastCalls()).toEqual([
      `GET ${WEB_STUDIOS}`,
      `POST ${DAY_PASS}`,
      `GET ${ME}`,
      `GET ${SUBSCRIPTION}`,
    ]);
  });

  test('passes a promo code on as `promo`; an over-long one is refused without a REST call', async () => {
    const { token } = backend.accounts.addUser();
    const card = backend.payments.issueToken();
    expect(
      await userErrors(
        'purchaseDayPass',
        { date: day(4), paymentToken: card, promoCode: ' WELCOME50 ' },
        token,
      ),
    ).toEqual([]);
    expect(backend.requests.find((request) => request.path === DAY_PASS)?.body).toEqual({
      source: 'website',
      passDate: day(4),
      token: card,
      promo: 'WELCOME50',
    });
    const before = backend.requests.length;
    expect(
      await userErrors(
        'purchaseDayPass',
        { date: day(5), paymentToken: card, promoCode: 'X'.repeat(65) },
        token,
      ),
    ).toEqual([expect.objectContaining({ field: 'promoCode', code: 'INVALID_INPUT' })]);
    expect(backend.requests.length).toBe(before);
  });

  test("today's pass on a studio's site makes the member its customer there", async () => {
    const { token } = backend.accounts.addUser();
    const payload = await mutate<{
      viewer: { membership: { active: boolean; studio: { name: string } | null }; isSubscriber: boolean };
    }>(
      'purchaseDayPass',
      { date: day(0), studioShortName: 'baristudio', paymentToken: backend.payments.issueToken() },
      DAY_PASS_PAYLOAD,
      token,
    );
    expect(payload.viewer).toEqual(
      expect.objectContaining({
        membership: { active: true, studio: { name: 'Bari Studio' } },
        isSubscriber: true,
      }),
    );
  });

  test('a saved card instead of a token: paymentCardId → paymentMethodId; an unknown one is INVALID_CARD on paymentCardId', async () => {
    const { user, token } = backend.accounts.addUser();
    const card = backend.payments.addCard(user);
    expect(await userErrors('purchaseDayPass', { date: day(2), paymentCardId: card.id }, token)).toEqual([]);
    expect(backend.requests.find((request) => request.path === DAY_PASS)?.body).toEqual({
      source: 'website',
      passDate: day(2),
      paymentMethodId: card.id,
    });
    expect(await userErrors('purchaseDayPass', { date: day(3), paymentCardId: 'card_other' }, token)).toEqual(
      [
        {
          field: 'paymentCardId',
          code: 'INVALID_CARD',
          message: 'Your card could not be verified. Please enter your card details again.',
        },
      ],
    );
  });

  test('failures: a past date (passDate → date), a pass already bought (daypass_exists → INVALID_STATE on date), a declined card', async () => {
    const { token } = backend.accounts.addUser();
    expect(
      await userErrors(
        'purchaseDayPass',
        { date: day(-2), paymentToken: backend.payments.issueToken() },
        token,
      ),
    ).toEqual([{ field: 'date', code: 'INVALID_INPUT', message: 'Date must be today or later.' }]);
    expect(
      await userErrors(
        'purchaseDayPass',
        { date: day(1), paymentToken: backend.payments.issueToken() },
        token,
      ),
    ).toEqual([]);
    expect(
      await userErrors(
        'purchaseDayPass',
        { date: day(1), paymentToken: backend.payments.issueToken() },
        token,
      ),
    ).toEqual([
      { field: 'date', code: 'INVALID_STATE', message: 'You already have a day pass for that day.' },
    ]);
    expect(
      await userErrors(
        'purchaseDayPass',
        { date: day(2), paymentToken: backend.payments.issueToken('4000000000000002') },
        token,
      ),
    ).toEqual([{ field: null, code: 'CARD_DECLINED', message: CARD_DECLINED }]);
  });

  test('an unknown studio is NOT_FOUND after the studio list only; malformed input makes no call at all', async () => {
    const { token } = backend.accounts.addUser();
    expect(
      await userErrors(
        'purchaseDayPass',
        { date: day(1), studioShortName: 'nosuchstudio', paymentToken: 'tok_1' },
        token,
      ),
    ).toEqual([
      { field: 'studioShortName', code: 'NOT_FOUND', message: 'There is no studio with that short name.' },
    ]);
    expect(lastCalls()).toEqual([`GET ${WEB_STUDIOS}`]);
    backend.requests.length = 0;
    for (const date of ['tomorrow', '2026-02-30', '2026-1-5', ' ']) {
      expect(await userErrors('purchaseDayPass', { date, paymentToken: 'tok_1' }, token)).toEqual([
        { field: 'date', code: 'INVALID_INPUT', message: 'Date must be a day written as YYYY-MM-DD.' },
      ]);
    }
    expect(
      await userErrors(
        'purchaseDayPass',
        {
          date: day(1),
          timeZone: 'Mars/Olympus_Mons',
          paymentCardId: 'c'.repeat(300),
          idempotencyKey: 'line\nbreak',
        },
        token,
      ),
    ).toEqual([
      {
        field: 'timeZone',
        code: 'INVALID_INPUT',
        message: 'Time zone must be an IANA time zone, for example America/New_York.',
      },
      {
        field: 'paymentCardId',
        code: 'INVALID_INPUT',
        message: 'Saved card must be at most 255 characters.',
      },
      expect.objectContaining({ field: 'idempotencyKey', code: 'INVALID_INPUT' }),
    ]);
    expect(backend.requests).toHaveLength(0);
    // Without a token: UNAUTHENTICATED, no call (not even the studio list).
    expect(
      await userErrors('purchaseDayPass', {
        date: day(1),
        studioShortName: 'baristudio',
        paymentToken: 'tok_1',
      }),
    ).toEqual([{ field: null, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' }]);
    expect(backend.requests).toHaveLength(0);
  });
});

describe('subscription changes: cancel, undo, pause, resume, update card', () => {
  const ACTION =
    'subscription { status cancelAtPeriodEnd endsAt pausedAt nextBillingAt card { last4 } } viewer { subscription { status cancelAtPeriodEnd } } userErrors { field message code } clientMutationId';

  test('cancel then undo: the answer is the changed subscription, the viewer read after; the client mutation id is echoed', async () => {
    const { user, token } = backend.accounts.addUser();
    const subscription = backend.payments.addSubscription(user);
    const cancelled = await mutate('cancelSubscription', { clientMutationId: 'c1' }, ACTION, token);
    expect(cancelled).toEqual({
      subscription: {
        status: 'TRIALING',
        cancelAtPeriodEnd: true,
        endsAt: subscription.currentPeriodEnd,
        pausedAt: null,
        nextBillingAt: null,
        card: { last4: '4242' },
      },
      viewer: { subscription: { status: 'TRIALING', cancelAtPeriodEnd: true } },
      userErrors: [],
      clientMutationId: 'c1',
    });
    expect(lastCalls()).toEqual([`POST ${SUBSCRIPTION}/cancel`, `GET ${ME}`, `GET ${SUBSCRIPTION}`]);
    const undone = await mutate('undoCancelSubscription', {}, ACTION, token);
    expect(undone).toEqual(
      expect.objectContaining({
        subscription: expect.objectContaining({ cancelAtPeriodEnd: false, endsAt: null }),
        clientMutationId: null,
      }),
    );
    expect(await userErrors('undoCancelSubscription', {}, token)).toEqual([
      { field: null, code: 'INVALID_STATE', message: 'Your subscription is not cancelled.' },
    ]);
  });

  test('pause then resume', async () => {
    const { user, token } = backend.accounts.addUser();
    backend.payments.addSubscription(user, { status: 'active', trial: false });
    const paused = await mutate<{ subscription: { status: string; pausedAt: string | null } }>(
      'pauseSubscription',
      {},
      ACTION,
      token,
    );
    expect(paused.subscription).toEqual(
      expect.objectContaining({ status: 'PAUSED', pausedAt: expect.stringMatching(/Z$/) }),
    );
    expect(await userErrors('pauseSubscription', {}, token)).toEqual([
      {
        field: null,
        code: 'INVALID_STATE',
        message: 'Only a trialing or active subscription can be paused.',
      },
    ]);
    const resumed = await mutate<{ subscription: { status: string } }>(
      'resumeSubscription',
      { clientMutationId: 'r' },
      ACTION,
      token,
    );
    expect(resumed.subscription.status).toBe('ACTIVE');
    expect(
      backend.requests.filter((request) => request.method === 'POST').map((request) => request.path),
    ).toEqual([`${SUBSCRIPTION}/pause`, `${SUBSCRIPTION}/pause`, `${SUBSCRIPTION}/un-pause`]);
  });

  test('no subscription is NO_SUBSCRIPTION for every change; no token is UNAUTHENTICATED without a call', async () => {
    const { token } = backend.accounts.addUser();
    for (const name of [
      'cancelSubscription',
      'undoCancelSubscription',
      'pauseSubscription',
      'resumeSubscription',
    ]) {
      expect(await userErrors(name, {}, token)).toEqual([
        { field: null, code: 'NO_SUBSCRIPTION', message: NO_SUBSCRIPTION },
      ]);
    }
    backend.requests.length = 0;
    const payload = await mutate('cancelSubscription', { clientMutationId: 'x' }, ACTION);
    expect(payload).toEqual({
      subscription: null,
      viewer: null,
      userErrors: [{ field: null, code: 'UNAUTHENTICATED', message: 'Please log in to continue.' }],
      clientMutationId: 'x',
    });
    expect(backend.requests).toHaveLength(0);
  });

  test('a code-less 404 or 409 from an older backend still maps (NO_SUBSCRIPTION, INVALID_STATE)', async () => {
    const { token } = backend.accounts.addUser();
    backend.script('POST', `${SUBSCRIPTION}/cancel`, {
      status: 404,
      body: { status: false, content: 'Nothing to cancel.' },
      times: 1,
    });
    expect(await userErrors('cancelSubscription', {}, token)).toEqual([
      { field: null, code: 'NO_SUBSCRIPTION', message: 'Nothing to cancel.' },
    ]);
    backend.script('POST', `${SUBSCRIPTION}/cancel`, {
      status: 409,
      body: { status: false, content: 'Already ended.' },
      times: 1,
    });
    expect(await userErrors('cancelSubscription', {}, token)).toEqual([
      { field: null, code: 'INVALID_STATE', message: 'Already ended.' },
    ]);
  });

  test('updatePaymentCard puts the new card on; a bad token is INVALID_CARD on paymentToken; a blank one costs no call', async () => {
    const { user, token } = backend.accounts.addUser();
    backend.payments.addSubscription(user);
    const card = backend.payments.issueToken('5555555555554444');
    const updated = await mutate<{ subscription: { card: { last4: string } } }>(
      'updatePaymentCard',
      { paymentToken: card, clientMutationId: 'u1' },
      ACTION,
      token,
    );
    expect(updated).toEqual(
      expect.objectContaining({
        subscription: expect.objectContaining({ card: { last4: '4444' } }),
        userErrors: [],
        clientMutationId: 'u1',
      }),
    );
    expect(backend.requests.find((request) => request.path === `${SUBSCRIPTION}/update-card`)?.body).toEqual({
      token: card,
    });
    expect(await userErrors('updatePaymentCard', { paymentToken: card }, token)).toEqual([
      {
        field: 'paymentToken',
        code: 'INVALID_CARD',
        message: 'Your card could not be verified. Please enter your card details again.',
      },
    ]);
    backend.requests.length = 0;
    expect(await userErrors('updatePaymentCard', { paymentToken: '  ' }, token)).toEqual([
      { field: 'paymentToken', code: 'INVALID_INPUT', message: 'Please enter your card details.' },
    ]);
    expect(backend.requests).toHaveLength(0);
  });
});
