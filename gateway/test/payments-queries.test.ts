// Payments read through the graph (backend/API.md "Payments"): plans (cached across
// requests like the studio list), the payment provider, promo checks, products, the member's
// subscription, day passes and cards, node(id) of every payments type, and the REST calls each
// query costs.
import type { FakeBackend } from './support/fake-backend.js';
import { startGateway, useStack, type TestGateway } from './support/harness.js';

const ME = '/api/user/me';
const SUBSCRIPTION = '/api/user/subscription';
const PAYMENT_SOURCES = '/api/user/subscription/payment-sources';
const PLANS = '/api/basic/plans';
const STRIPE = '/api/basic/stripe';
const VERIFY_PROMO = '/api/basic/verifyPromo';
const PRODUCTS = '/api/products/list';
const WEB_STUDIOS = '/api/basic/webStudiosInfo';

const globalId = (type: string, key: number | string) => Buffer.from(`${type}:${key}`).toString('base64');

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

/** The last operation's REST calls as `METHOD path` (query string included). */
const lastCalls = () => gw.lastCalls();

async function data(
  query: string,
  variables?: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<Record<string, unknown>> {
  const reply = await gw.query(query, variables, headers);
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data ?? {};
}

const MONEY = 'amount cents currency formatted';
const PLAN = `id packageId kind name price { ${MONEY} } interval trialDays studio { name }`;

describe('Query.plans', () => {
  test("the general site's monthly, yearly and day pass plans, with prices as Money", async () => {
    const { plans } = await data(`{ plans { ${PLAN} } }`);
    expect(plans).toEqual([
      {
        id: globalId('Plan', 'streamfit_monthly'),
        packageId: 'streamfit_monthly',
        kind: 'MONTHLY',
        name: 'Monthly Plan',
        price: { amount: 19.99, cents: 1999, currency: 'usd', formatted: '$19.99' },
        interval: 'MONTH',
        trialDays: 7,
        studio: null,
      },
      expect.objectContaining({
        packageId: 'streamfit_yearly',
        kind: 'YEARLY',
        interval: 'YEAR',
        price: { amount: 239.99, cents: 23999, currency: 'usd', formatted: '$239.99' },
      }),
      expect.objectContaining({
        packageId: 'streamfit_daily',
        kind: 'DAY_PASS',
        interval: null,
        trialDays: 0,
      }),
    ]);
    // No studio to look up: the general site's plans cost the one plans call.
    expect(lastCalls()).toEqual([`GET ${PLANS}`]);
  });

  test("a studio's checkout plans, with the studio from the one studio list call", async () => {
    const { plans } = await data('{ plans(studioShortName: "baristudio") { packageId studio { name } } }');
    expect(plans).toEqual([
      { packageId: 'baristudio_monthly', studio: { name: 'Bari Studio' } },
      { packageId: 'baristudio_yearly', studio: { name: 'Bari Studio' } },
      { packageId: 'baristudio_daily', studio: { name: 'Bari Studio' } },
    ]);
    expect(lastCalls().sort()).toEqual([`GET ${PLANS}?studio=baristudio`, `GET ${WEB_STUDIOS}`]);
  });

  test('an unknown studio is null with NOT_FOUND; a malformed name is refused without a call', async () => {
    const unknown = await gw.query('{ plans(studioShortName: "nosuchstudio") { packageId } }');
    expect(unknown.body.data).toEqual({ plans: null });
    expect(unknown.body.errors?.[0]?.extensions).toEqual(
      expect.objectContaining({ code: 'NOT_FOUND', upstreamStatus: 404 }),
    );
    backend.reset();
    const malformed = await gw.query('{ plans(studioShortName: "../user/me") { packageId } }');
    expect(malformed.body.data).toEqual({ plans: null });
    expect(malformed.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(backend.requests).toHaveLength(0);
    // A blank name is the general site.
    expect(((await data('{ plans(studioShortName: " ") { packageId } }')).plans as unknown[]).length).toBe(3);
  });

  test('a plans outage is null with an error while siblings resolve', async () => {
    backend.script('GET', PLANS, { status: 500, body: { status: false, content: 'Database unavailable.' } });
    const reply = await gw.query('{ plans { packageId } paymentProvider { kind } }');
    expect(reply.body.data).toEqual({ plans: null, paymentProvider: { kind: 'LOCAL' } });
    expect(reply.body.errors?.[0]).toEqual(
      expect.objectContaining({
        path: ['plans'],
        extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR' }),
      }),
    );
    // A GET: retried twice (the harness's retry delays), then given up.
    expect(backend.count(PLANS)).toBe(3);
  });

  test('are shared across requests by the catalogue cache (same TTL setting as the studio list)', async () => {
    const cached = await startGateway(backend, { catalogueCacheTtlMs: 60_000 });
    try {
      await cached.query('{ plans { packageId } }');
      const reply = await cached.query(
        `{ plans { packageId } node(id: "${globalId('Plan', 'streamfit_yearly')}") { ... on Plan { name } } }`,
      );
      expect(reply.body.data?.node).toEqual({ name: 'Annual Plan' });
      expect(backend.count(PLANS)).toBe(1);
      expect(cached.operations.at(-1)).toEqual([
        expect.objectContaining({ path: PLANS, cached: true, attempts: 0 }),
      ]);
    } finally {
      await cached.close();
    }
  });
});

describe('node(id) of a Plan', () => {
  test('comes from a plan list the request loaded, without a call of its own', async () => {
    const id = globalId('Plan', 'streamfit_monthly');
    const reply = await data(
      `{ plans { id } node(id: "${id}") { id ... on Plan { packageId } } nodes(ids: ["${id}"]) { id } }`,
    );
    expect(reply.node).toEqual({ id, packageId: 'streamfit_monthly' });
    expect(lastCalls()).toEqual([`GET ${PLANS}`]);
  });

  test('alone, or outside every loaded list, costs one GET /api/basic/plans/{packageId}; unknown is null', async () => {
    const reply = await data(
      `{ node(id: "${globalId('Plan', 'corelab_yearly')}") { ... on Plan { name studio { name } } } missing: node(id: "${globalId('Plan', 'nosuch_monthly')}") { id } }`,
    );
    expect(reply).toEqual({ node: { name: 'Annual Plan', studio: { name: 'Core Lab' } }, missing: null });
    expect(lastCalls().sort()).toEqual(
      [`GET ${PLANS}/corelab_yearly`, `GET ${PLANS}/nosuch_monthly`, `GET ${WEB_STUDIOS}`].sort(),
    );
    // A key that could not be a package id is null without a call.
    backend.reset();
    expect(await data(`{ node(id: "${globalId('Plan', 'a.b')}") { id } }`)).toEqual({ node: null });
    expect(backend.requests).toHaveLength(0);
  });
});

describe('Query.paymentProvider', () => {
  test('LOCAL without a key; STRIPE with its publishable key', async () => {
    expect(await data('{ paymentProvider { kind publishableKey } }')).toEqual({
      paymentProvider: { kind: 'LOCAL', publishableKey: null },
    });
    backend.payments.provider = { provider: 'stripe', publishable: 'pk_test_123' };
    expect(await data('{ paymentProvider { kind publishableKey } }')).toEqual({
      paymentProvider: { kind: 'STRIPE', publishableKey: 'pk_test_123' },
    });
    expect(backend.count(STRIPE)).toBe(2);
  });

  test("the spec's older shape (only `publishable`) is read too", async () => {
    backend.script('GET', STRIPE, {
      status: 200,
      body: { status: true, content: { publishable: 'pk_live_9' } },
    });
    expect(await data('{ paymentProvider { kind publishableKey } }')).toEqual({
      paymentProvider: { kind: 'STRIPE', publishableKey: 'pk_live_9' },
    });
  });
});

describe('Query.verifyPromo', () => {
  const VERIFY = `query($input: VerifyPromoInput!) { verifyPromo(input: $input) { code valid message newAmount { ${MONEY} } amount { formatted } } }`;

  test("a valid code: the backend's output and new amount, priced from the plan", async () => {
    const { verifyPromo } = await data(VERIFY, {
      input: { code: ' welcome50 ', packageId: 'streamfit_monthly' },
    });
    expect(verifyPromo).toEqual({
      code: 'WELCOME50',
      valid: true,
      message: '50% off your first payment',
      newAmount: { amount: 10, cents: 1000, currency: 'usd', formatted: '$10.00' },
      amount: { formatted: '$19.99' },
    });
    // The amount sent is the plan's price from the plans loader (the server refuses any other).
    expect(backend.requests.find((request) => request.path === VERIFY_PROMO)?.body).toEqual({
      promo: 'welcome50',
      amount: 19.99,
      packageId: 'streamfit_monthly',
    });
    expect(lastCalls()).toEqual([`GET ${PLANS}/streamfit_monthly`, `POST ${VERIFY_PROMO}`]);
  });

  test("an unknown, expired, used-up or inapplicable code is valid: false with the backend's words ('No such coupon' exactly)", async () => {
    const check = async (code: string) =>
      (await data(VERIFY, { input: { code, packageId: 'streamfit_monthly' } })).verifyPromo;
    expect(await check('nope')).toEqual({
      code: 'NOPE',
      valid: false,
      message: 'No such coupon',
      newAmount: null,
      amount: { formatted: '$19.99' },
    });
    expect(await check('EXPIRED20')).toEqual(
      expect.objectContaining({ valid: false, message: 'This promo code has expired.', newAmount: null }),
    );
    expect(await check('oneuse')).toEqual(
      expect.objectContaining({ valid: false, message: 'This promo code has reached its usage limit.' }),
    );
    expect(await check('DAYONLY')).toEqual(
      expect.objectContaining({
        valid: false,
        message: 'This promo code does not apply to the Monthly Plan.',
      }),
    );
  });

  test('a code this member already used is valid: false with the reason, so they know before paying', async () => {
    backend.script('POST', VERIFY_PROMO, {
      status: 400,
      body: { status: false, content: 'You have already used this promo code.', code: 'promo_already_used' },
    });
    const { verifyPromo } = await data(VERIFY, {
      input: { code: 'WELCOME50', packageId: 'streamfit_monthly' },
    });
    expect(verifyPromo).toEqual(
      expect.objectContaining({
        valid: false,
        message: 'You have already used this promo code.',
        newAmount: null,
      }),
    );
  });

  test("a 2xx whose status is not 1 is a refusal too (the spec's rule)", async () => {
    backend.script('POST', VERIFY_PROMO, { status: 200, body: { status: 0, content: 'No such coupon' } });
    const { verifyPromo } = await data(VERIFY, { input: { code: 'X', packageId: 'streamfit_yearly' } });
    expect(verifyPromo).toEqual({
      code: 'X',
      valid: false,
      message: 'No such coupon',
      newAmount: null,
      amount: { formatted: '$239.99' },
    });
  });

  test('with plans in the same query, the price comes from the plan list: no extra plan call', async () => {
    await data(
      `{ plans { packageId } verifyPromo(input: { code: "WELCOME50", packageId: "streamfit_yearly" }) { valid } }`,
    );
    expect(lastCalls().sort()).toEqual([`GET ${PLANS}`, `POST ${VERIFY_PROMO}`]);
  });

  test('an unknown plan is BAD_USER_INPUT without a promo check; a malformed one or a blank code costs no call', async () => {
    const unknown = await gw.query(VERIFY, { input: { code: 'WELCOME50', packageId: 'nosuch_monthly' } });
    expect(unknown.body.data).toEqual({ verifyPromo: null });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(backend.count(VERIFY_PROMO)).toBe(0);
    backend.reset();
    for (const input of [
      { code: 'WELCOME50', packageId: '../me' },
      { code: '  ', packageId: 'streamfit_monthly' },
      { code: 'X'.repeat(65), packageId: 'streamfit_monthly' },
    ]) {
      const reply = await gw.query(VERIFY, { input });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(backend.requests).toHaveLength(0);
  });

  test("a live class: priced from the class (one by-id call), sent as liveClassId, the backend's answer shown", async () => {
    const liveClass = backend.live.addClass({ price: 12 });
    backend.script('POST', VERIFY_PROMO, {
      status: 200,
      body: {
        status: 1,
        content: {
          promo: 'FREECLASS',
          output: '100% off this class',
          amount: 12,
          newAmount: 0,
          discount: 12,
        },
      },
    });
    const { verifyPromo } = await data(VERIFY, {
      input: { code: 'freeclass', liveClassId: String(liveClass.id) },
    });
    expect(verifyPromo).toEqual({
      code: 'FREECLASS',
      valid: true,
      message: '100% off this class',
      newAmount: { amount: 0, cents: 0, currency: 'usd', formatted: '$0.00' },
      amount: { formatted: '$12.00' },
    });
    expect(backend.requests.find((request) => request.path === VERIFY_PROMO)?.body).toEqual({
      promo: 'freeclass',
      amount: 12,
      liveClassId: liveClass.id,
    });
    expect(lastCalls()).toEqual([`GET /api/liveclass/public?ids=${liveClass.id}`, `POST ${VERIFY_PROMO}`]);
  });

  test('a plan and a class at once, neither, or an unknown class: BAD_USER_INPUT with no promo check', async () => {
    const liveClass = backend.live.addClass({ price: 12 });
    for (const input of [
      { code: 'X', packageId: 'streamfit_monthly', liveClassId: String(liveClass.id) },
      { code: 'X' },
      { code: 'X', liveClassId: '999999' },
    ]) {
      const reply = await gw.query(VERIFY, { input });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(backend.count(VERIFY_PROMO)).toBe(0);
  });

  test('other failures stay errors (a 400 that is no promo refusal, a 5xx), and the POST is not retried', async () => {
    backend.script('POST', VERIFY_PROMO, {
      status: 500,
      body: { status: false, content: 'Internal server error. Please try again later.' },
    });
    const reply = await gw.query(VERIFY, { input: { code: 'WELCOME50', packageId: 'streamfit_monthly' } });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(backend.count(VERIFY_PROMO)).toBe(1);
    backend.script('POST', VERIFY_PROMO, {
      status: 400,
      body: { status: false, content: 'amount: must be number', code: 'invalid_input' },
    });
    expect(
      (await gw.query(VERIFY, { input: { code: 'WELCOME50', packageId: 'streamfit_monthly' } })).body
        .errors?.[0]?.extensions?.code,
    ).toBe('BAD_USER_INPUT');
  });
});

describe('Query.products', () => {
  const PRODUCT = `id databaseId title type creditType price { amount formatted }`;

  test('global or numeric ids, in the order given, null in place of unknown ones: one REST call', async () => {
    const ids = [globalId('Product', 2), '1', '999', 'garbage', globalId('Studio', 1), '4'];
    const { products } = await data(`query($ids: [ID!]!) { products(ids: $ids) { ${PRODUCT} } }`, { ids });
    expect(products).toEqual([
      {
        id: globalId('Product', 2),
        databaseId: 2,
        title: 'On-Demand Class Credit',
        type: 'CREDIT',
        creditType: 'ONDEMAND',
        price: { amount: 9.99, formatted: '$9.99' },
      },
      {
        id: globalId('Product', 1),
        databaseId: 1,
        title: 'Live Class Credit',
        type: 'CREDIT',
        creditType: 'LIVE',
        price: { amount: 15, formatted: '$15.00' },
      },
      null,
      null,
      null,
      {
        id: globalId('Product', 4),
        databaseId: 4,
        title: 'Home Workout Guide',
        type: 'EMAIL',
        creditType: null,
        price: { amount: 0, formatted: '$0.00' },
      },
    ]);
    expect(lastCalls()).toEqual([`GET ${PRODUCTS}?productIds=2,1,999,4`]);
  });

  test('products(ids: [3 ids]) plus node/nodes of products is still one call', async () => {
    const reply = await data(
      `{ products(ids: ["1", "2", "3"]) { title } node(id: "${globalId('Product', 3)}") { ... on Product { type } } nodes(ids: ["${globalId('Product', 4)}"]) { id } }`,
    );
    expect(reply).toEqual({
      products: [
        { title: 'Live Class Credit' },
        { title: 'On-Demand Class Credit' },
        { title: 'Monthly Plan' },
      ],
      node: { type: 'SUBSCRIPTION' },
      nodes: [{ id: globalId('Product', 4) }],
    });
    expect(backend.count(PRODUCTS)).toBe(1);
    expect(lastCalls()).toEqual([`GET ${PRODUCTS}?productIds=1,2,3,4`]);
  });

  test('no known id makes no call; more than 100 ids is BAD_USER_INPUT; a failure is null in place with its error', async () => {
    expect(await data('{ products(ids: ["x", "0", "99999999999"]) { id } }')).toEqual({
      products: [null, null, null],
    });
    expect(backend.requests).toHaveLength(0);
    const many = await gw.query('query($ids: [ID!]!) { products(ids: $ids) { id } }', {
      ids: Array.from({ length: 101 }, (_, i) => String(i + 1)),
    });
    expect(many.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    backend.script('GET', PRODUCTS, { status: 400, body: { status: false, content: 'ids: bad' } });
    const failed = await gw.query('{ products(ids: ["1"]) { id } }');
    expect(failed.body.data).toEqual({ products: [null] });
    expect(failed.body.errors?.[0]).toEqual(expect.objectContaining({ path: ['products', 0] }));
  });
});

const SUBSCRIPTION_FIELDS = `
  id status grantsAccess startedAt trialEndsAt currentPeriodEnd nextBillingAt nextBillingAmount { formatted }
  cancelAtPeriodEnd endsAt pausedAt card { databaseId brand last4 expMonth expYear } promo { code description }
  plan { packageId name price { formatted } }
`;

describe("the member's subscription, day passes and cards", () => {
  test('the /payment page query is 1 /api/user/me + 1 /api/user/subscription + 1 plans + 1 stripe call', async () => {
    const { user, token } = backend.accounts.addUser();
    const subscription = backend.payments.addSubscription(user, { packageId: 'streamfit_monthly' });
    const PAGE = `query Payment {
      viewer {
        firstName
        membership { active packageId isClassOnly studio { name } }
        subscription { ${SUBSCRIPTION_FIELDS} }
        dayPasses { id date }
      }
      plans { id packageId kind name price { amount formatted } trialDays }
      paymentProvider { kind publishableKey }
    }`;
    const reply = await gw.query(PAGE, undefined, { authorization: token });
    expect(reply.body.errors).toBeUndefined();
    const viewer = reply.body.data?.viewer as Record<string, unknown>;
    expect(viewer.membership).toEqual({
      active: true,
      packageId: 'streamfit_monthly',
      isClassOnly: false,
      studio: null,
    });
    expect(viewer.subscription).toEqual({
      id: globalId('MemberSubscription', subscription.id),
      status: 'TRIALING',
      grantsAccess: true,
      startedAt: subscription.startedAt,
      trialEndsAt: subscription.trialEndsAt,
      currentPeriodEnd: subscription.currentPeriodEnd,
      nextBillingAt: subscription.nextBillingAt,
      nextBillingAmount: { formatted: '$19.99' },
      cancelAtPeriodEnd: false,
      endsAt: null,
      pausedAt: null,
      card: { databaseId: subscription.card?.id, brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
      promo: null,
      plan: { packageId: 'streamfit_monthly', name: 'Monthly Plan', price: { formatted: '$19.99' } },
    });
    // DateTime passes the backend's ISO strings through.
    expect(String(viewer.subscription && (viewer.subscription as { startedAt: string }).startedAt)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
    // One call each; the subscription's plan comes from the plans list (no GET /api/basic/plans/{id}).
    expect(lastCalls().sort()).toEqual(
      [`GET ${ME}`, `GET ${SUBSCRIPTION}`, `GET ${PLANS}`, `GET ${STRIPE}`].sort(),
    );
    expect(backend.requests).toHaveLength(4);

    // With the catalogue cache on, a second visit costs no plans call.
    const cached = await startGateway(backend, { catalogueCacheTtlMs: 60_000 });
    try {
      await cached.query(PAGE, undefined, { authorization: token });
      backend.requests.length = 0;
      const again = await cached.query(PAGE, undefined, { authorization: token });
      expect(again.body.errors).toBeUndefined();
      expect(backend.requests.map((request) => request.path).sort()).toEqual(
        [ME, SUBSCRIPTION, STRIPE].sort(),
      );
    } finally {
      await cached.close();
    }
  });

  test('a promo, a cancellation and a studio subscription read through; the plan of a studio comes from its own call', async () => {
    const { user, token } = backend.accounts.addUser();
    backend.payments.addSubscription(user, {
      packageId: 'baristudio_yearly',
      status: 'active',
      trialEndsAt: null,
      promo: { code: 'WELCOME50', output: '50% off your first payment' },
      cancelAtPeriodEnd: true,
      endsAt: '2027-01-01T00:00:00.000Z',
      nextBillingAt: null,
      nextBillingAmount: null,
      card: null,
    });
    const { viewer } = await data(
      '{ viewer { membership { studio { name } } subscription { status trialEndsAt cancelAtPeriodEnd endsAt nextBillingAt nextBillingAmount { cents } card { last4 } promo { code description } plan { packageId studio { name } } } } }',
      undefined,
      { authorization: token },
    );
    expect(viewer).toEqual({
      membership: { studio: { name: 'Bari Studio' } },
      subscription: {
        status: 'ACTIVE',
        trialEndsAt: null,
        cancelAtPeriodEnd: true,
        endsAt: '2027-01-01T00:00:00.000Z',
        nextBillingAt: null,
        nextBillingAmount: null,
        card: null,
        promo: { code: 'WELCOME50', description: '50% off your first payment' },
        plan: { packageId: 'baristudio_yearly', studio: { name: 'Bari Studio' } },
      },
    });
    expect(lastCalls().sort()).toEqual(
      [`GET ${ME}`, `GET ${SUBSCRIPTION}`, `GET ${PLANS}/baristudio_yearly`, `GET ${WEB_STUDIOS}`].sort(),
    );
  });

  test("no subscription is null; dayPasses lists today's and later passes, earliest first", async () => {
    const { user, token } = backend.accounts.addUser();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    backend.payments.addDayPass(user, day(3), 2);
    backend.payments.addDayPass(user, day(-3));
    const today = backend.payments.addDayPass(user, day(0));
    const { viewer } = await data(
      '{ viewer { subscription { id } dayPasses { id date startsAt endsAt active studio { name } price { formatted } } } }',
      undefined,
      {
        authorization: token,
      },
    );
    expect(viewer).toEqual({
      subscription: null,
      dayPasses: [
        {
          id: globalId('DayPass', today.id),
          date: day(0),
          startsAt: today.startsAt,
          endsAt: today.endsAt,
          active: true,
          studio: null,
          price: { formatted: '$9.99' },
        },
        expect.objectContaining({ date: day(3), active: false, studio: { name: 'Bari Studio' } }),
      ],
    });
    expect(backend.count(SUBSCRIPTION)).toBe(1);
  });

  test('paymentCards: one GET payment-sources only when asked', async () => {
    const { user, token } = backend.accounts.addUser();
    backend.payments.addCard(user, {
      id: 'card_9',
      brand: 'Mastercard',
      last4: '4444',
      expMonth: 1,
      expYear: 2031,
    });
    await data('{ viewer { subscription { id } } }', undefined, { authorization: token });
    expect(backend.count(PAYMENT_SOURCES)).toBe(0);
    const { viewer } = await data(
      '{ viewer { paymentCards { databaseId brand last4 expMonth expYear } again: paymentCards { last4 } } }',
      undefined,
      { authorization: token },
    );
    expect(viewer).toEqual({
      paymentCards: [
        { databaseId: 'card_9', brand: 'Mastercard', last4: '4444', expMonth: 1, expYear: 2031 },
      ],
      again: [{ last4: '4444' }],
    });
    expect(backend.count(PAYMENT_SOURCES)).toBe(1);
  });

  test('a /api/user/me without its membership shares the one GET /api/user/subscription with the subscription fields', async () => {
    const { user, token } = backend.accounts.addUser();
    backend.payments.addSubscription(user);
    backend.accounts.omitSubscription = true;
    const { viewer } = await data(
      '{ viewer { membership { active packageId } isSubscriber(host: "localhost") subscription { status } dayPasses { id } } }',
      undefined,
      {
        authorization: token,
      },
    );
    expect(viewer).toEqual({
      membership: { active: true, packageId: 'streamfit_monthly' },
      isSubscriber: true,
      subscription: { status: 'TRIALING' },
      dayPasses: [],
    });
    expect(backend.count(SUBSCRIPTION)).toBe(1);
    expect(backend.count(ME)).toBe(1);
  });

  test('a subscription the backend answers in a shape the gateway cannot read is an UPSTREAM_ERROR on that field', async () => {
    const { token } = backend.accounts.addUser();
    backend.script('GET', SUBSCRIPTION, {
      status: 200,
      body: { status: true, content: { active: true, subscription: { id: 1, status: 'weird' } } },
    });
    const reply = await gw.query('{ viewer { email subscription { status } } }', undefined, {
      authorization: token,
    });
    expect((reply.body.data?.viewer as { email: string; subscription: null }).subscription).toBeNull();
    expect(reply.body.errors?.[0]).toEqual(
      expect.objectContaining({
        path: ['viewer', 'subscription'],
        extensions: expect.objectContaining({ code: 'UPSTREAM_ERROR' }),
      }),
    );
  });
});

describe('node(id) of a MemberSubscription and a DayPass', () => {
  test("the viewer's own, from the same GET /api/user/subscription as viewer.subscription", async () => {
    const { user, token } = backend.accounts.addUser();
    const subscription = backend.payments.addSubscription(user);
    const pass = backend.payments.addDayPass(user, new Date().toISOString().slice(0, 10));
    const subscriptionId = globalId('MemberSubscription', subscription.id);
    const passId = globalId('DayPass', pass.id);
    const reply = await data(
      `{ node(id: "${subscriptionId}") { id ... on MemberSubscription { status } } nodes(ids: ["${passId}"]) { id ... on DayPass { date } } viewer { subscription { id } } }`,
      undefined,
      { authorization: token },
    );
    expect(reply).toEqual({
      node: { id: subscriptionId, status: 'TRIALING' },
      nodes: [{ id: passId, date: pass.passDate }],
      viewer: { subscription: { id: subscriptionId } },
    });
    expect(backend.count(SUBSCRIPTION)).toBe(1);
  });

  test("another member's subscription or pass is null; so is any without a token (and then no call is made)", async () => {
    const me = backend.accounts.addUser();
    const other = backend.accounts.addUser();
    const theirs = backend.payments.addSubscription(other.user);
    const theirPass = backend.payments.addDayPass(other.user, new Date().toISOString().slice(0, 10));
    const query = `{ node(id: "${globalId('MemberSubscription', theirs.id)}") { id } pass: node(id: "${globalId('DayPass', theirPass.id)}") { id } }`;
    expect(await data(query, undefined, { authorization: me.token })).toEqual({ node: null, pass: null });
    backend.requests.length = 0;
    expect(await data(query)).toEqual({ node: null, pass: null });
    expect(backend.requests).toHaveLength(0);
    // An ended session is signed out, not an error.
    expect(await data(query, undefined, { authorization: 'tok-expired' })).toEqual({
      node: null,
      pass: null,
    });
  });
});
