// Payment replays and tampering: repeated and parallel submits charge once, a client's price is never
// believed, one-use things stay one-use, and a code's limits hold per member across purchase kinds.
import {
  cardToken,
  countCases,
  createClass,
  expectSafe,
  gql,
  rest,
  signUp,
  staffToken,
  type GraphQLAnswer,
  type LiveClass,
  type Member,
} from './support/client.js';

const CATEGORY = 'Payments';

type Payload = { userErrors: Array<{ code: string; message: string }> };
interface Charge {
  id: string;
  amount: number;
  status: string;
  kind: string;
}

async function charges(member: Member): Promise<Charge[]> {
  const answer = await rest<Charge[]>('GET', '/api/user/charges', { token: member.token });
  expect(answer.status).toBe(200);
  return answer.body.content.filter((c) => c.status === 'succeeded');
}

const SUBSCRIBE =
  'mutation ($i: SubscribeInput!) { subscribe(input: $i) { subscription { id status } userErrors { code message } } }';
const DAY_PASS =
  'mutation ($i: PurchaseDayPassInput!) { purchaseDayPass(input: $i) { dayPass { id date } userErrors { code message } } }';
const CREATE_INTENT =
  'mutation ($i: CreateLiveClassPaymentInput!) { createLiveClassPayment(input: $i) { payment { paymentIntentId amount { cents } isFree } userErrors { code message } } }';
const CONFIRM =
  'mutation ($i: ConfirmLiveClassPaymentInput!) { confirmLiveClassPayment(input: $i) { booking { id amountPaid { cents } } userErrors { code message } } }';

function userErrorCodes(answer: GraphQLAnswer<Record<string, Payload | null>>, field: string): string[] {
  expectSafe(answer, field);
  return [
    ...(answer.body.data?.[field]?.userErrors ?? []).map((e) => e.code),
    ...(answer.body.errors ?? []).map((e) => e.extensions?.code ?? '?'),
  ];
}

let staff: string;
beforeAll(async () => {
  staff = await staffToken();
});

/** A payment for `live`; with FREECLASS the member is shown (and sends) a price of 0. */
async function intentFor(
  member: Member,
  live: LiveClass,
  extra: { promoCode?: string } = {},
): Promise<
  GraphQLAnswer<
    Record<
      string,
      { payment: { paymentIntentId: string; amount: { cents: number }; isFree: boolean } | null } & Payload
    >
  >
> {
  const amountCents = extra.promoCode === 'FREECLASS' ? 0 : Math.round(live.price * 100);
  return gql(
    CREATE_INTENT,
    { i: { liveClassId: String(live.id), amountCents, ...extra } },
    { token: member.token },
  );
}

test('five parallel submits of one subscription charge once', async () => {
  const member = await signUp('replay-sub');
  const input = {
    packageId: 'streamfit_monthly',
    paymentToken: await cardToken(),
    promoCode: 'SAVE5',
    idempotencyKey: `sub-${Date.now()}`,
  };
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      gql<Record<string, Payload>>(SUBSCRIBE, { i: input }, { token: member.token }),
    ),
  );
  countCases(CATEGORY, 5);
  const outcomes = answers.map((a) => userErrorCodes(a, 'subscribe'));
  expect(outcomes.filter((codes) => codes.length === 0).length).toBeGreaterThanOrEqual(1);
  expect((await charges(member)).length).toBe(1);

  // The same key with a different plan is refused, not a second purchase.
  const changed = await gql<Record<string, Payload>>(
    SUBSCRIBE,
    { i: { ...input, packageId: 'streamfit_yearly' } },
    { token: member.token },
  );
  countCases(CATEGORY);
  expect(userErrorCodes(changed, 'subscribe').length).toBeGreaterThan(0);
  // A new key for a second subscription is refused as already subscribed.
  const second = await gql<Record<string, Payload>>(
    SUBSCRIBE,
    { i: { ...input, paymentToken: await cardToken(), idempotencyKey: `sub2-${Date.now()}` } },
    { token: member.token },
  );
  countCases(CATEGORY);
  expect(userErrorCodes(second, 'subscribe')).toContain('ALREADY_SUBSCRIBED');
  expect((await charges(member)).length).toBe(1);
});

test('five parallel submits of one day pass charge once; a used card token is refused', async () => {
  const member = await signUp('replay-pass');
  const token = await cardToken();
  const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const input = {
    date,
    timeZone: 'UTC',
    studioShortName: 'bkpilates',
    paymentToken: token,
    idempotencyKey: `pass-${Date.now()}`,
  };
  await Promise.all(Array.from({ length: 5 }, () => gql(DAY_PASS, { i: input }, { token: member.token })));
  countCases(CATEGORY, 5);
  expect((await charges(member)).length).toBe(1);

  const other = await signUp('replay-pass-other');
  const reused = await gql<Record<string, Payload>>(
    DAY_PASS,
    {
      i: {
        ...input,
        date: new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10),
        idempotencyKey: `pass-other-${Date.now()}`,
      },
    },
    { token: other.token },
  );
  countCases(CATEGORY);
  expect(userErrorCodes(reused, 'purchaseDayPass').length).toBeGreaterThan(0);
  expect(await charges(other)).toEqual([]);
});

test('a class payment confirmed five times at once books and charges once', async () => {
  const member = await signUp('replay-class');
  const live = await createClass(staff, { price: 15 });
  const intent = (await intentFor(member, live)).body.data?.createLiveClassPayment?.payment?.paymentIntentId;
  expect(intent).toBeTruthy();
  const token = await cardToken();
  const answers = await Promise.all(
    Array.from({ length: 5 }, () =>
      gql<Record<string, Payload>>(
        CONFIRM,
        {
          i: {
            paymentIntentId: intent,
            liveClassId: String(live.id),
            amountCents: 1500,
            paymentToken: token,
          },
        },
        { token: member.token },
      ),
    ),
  );
  countCases(CATEGORY, 5);
  for (const answer of answers) expectSafe(answer);
  const paid = await charges(member);
  expect(paid.length).toBe(1);
  expect(paid[0]?.amount).toBe(15);
});

test('tampered prices are refused and charge nothing', async () => {
  const member = await signUp('tamper');
  const live = await createClass(staff, { price: 12 });
  for (const amountCents of [1, 0, -1200, 119_999, 2 ** 31 - 1]) {
    const answer = await gql<Record<string, Payload>>(
      CREATE_INTENT,
      { i: { liveClassId: String(live.id), amountCents } },
      { token: member.token },
    );
    countCases(CATEGORY);
    expect(userErrorCodes(answer, 'createLiveClassPayment').length).toBeGreaterThan(0);
  }
  const intent = (await intentFor(member, live)).body.data?.createLiveClassPayment?.payment?.paymentIntentId;
  const other = await createClass(staff, { price: 1 });
  for (const [liveClassId, amountCents] of [
    [String(live.id), 100],
    [String(other.id), 100],
    [String(other.id), 1200],
  ] as const) {
    const answer = await gql<Record<string, Payload>>(
      CONFIRM,
      { i: { paymentIntentId: intent, liveClassId, amountCents, paymentToken: await cardToken() } },
      { token: member.token },
    );
    countCases(CATEGORY);
    expect(userErrorCodes(answer, 'confirmLiveClassPayment').length).toBeGreaterThan(0);
  }
  for (const paymentIntentId of ['lcpay_forged', 'x'.repeat(500), '', 'lcpay_\u0000']) {
    const answer = await gql<Record<string, Payload>>(
      CONFIRM,
      {
        i: {
          paymentIntentId,
          liveClassId: String(live.id),
          amountCents: 1200,
          paymentToken: await cardToken(),
        },
      },
      { token: member.token },
    );
    countCases(CATEGORY);
    expect(userErrorCodes(answer, 'confirmLiveClassPayment').length).toBeGreaterThan(0);
  }
  expect(await charges(member)).toEqual([]);
});

test('a one-use code is one use per member, across classes and purchase kinds', async () => {
  const member = await signUp('promo-once');
  const [first, second] = await Promise.all([
    createClass(staff, { price: 10 }),
    createClass(staff, { price: 10 }),
  ]);
  const free = await intentFor(member, first, { promoCode: 'FREECLASS' });
  countCases(CATEGORY);
  const freeIntent = free.body.data?.createLiveClassPayment?.payment;
  expect(freeIntent?.isFree).toBe(true);
  const booked = await gql<Record<string, Payload>>(
    CONFIRM,
    { i: { paymentIntentId: freeIntent?.paymentIntentId, liveClassId: String(first.id), amountCents: 0 } },
    { token: member.token },
  );
  expect(userErrorCodes(booked, 'confirmLiveClassPayment')).toEqual([]);

  const again = await intentFor(member, second, { promoCode: 'FREECLASS' });
  countCases(CATEGORY);
  const codes = userErrorCodes(again, 'createLiveClassPayment');
  expect(codes).toEqual(['INVALID_PROMO']);
  expect(again.body.data?.createLiveClassPayment?.userErrors[0]?.message).toBe(
    'You have already used this promo code.',
  );

  // WELCOME50 on a day pass, then on a subscription: the second is refused.
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const pass = await gql<Record<string, Payload>>(
    DAY_PASS,
    {
      i: {
        date,
        timeZone: 'UTC',
        studioShortName: 'bkpilates',
        paymentToken: await cardToken(),
        promoCode: 'WELCOME50',
        idempotencyKey: `w50-${Date.now()}`,
      },
    },
    { token: member.token },
  );
  countCases(CATEGORY);
  expect(userErrorCodes(pass, 'purchaseDayPass')).toEqual([]);
  const sub = await gql<Record<string, Payload>>(
    SUBSCRIBE,
    {
      i: {
        packageId: 'streamfit_monthly',
        paymentToken: await cardToken(),
        promoCode: 'WELCOME50',
        idempotencyKey: `w50s-${Date.now()}`,
      },
    },
    { token: member.token },
  );
  countCases(CATEGORY);
  expect(userErrorCodes(sub, 'subscribe')).toEqual(['INVALID_PROMO']);
  // The refused subscription charged nothing: one pass at half price is all.
  const paid = await charges(member);
  expect(paid.map((c) => c.kind)).toEqual(['daypass']);
});

test('two parallel uses of one code by one member: one wins', async () => {
  const member = await signUp('promo-race');
  const [a, b] = await Promise.all([createClass(staff, { price: 10 }), createClass(staff, { price: 10 })]);
  const [ia, ib] = await Promise.all([
    intentFor(member, a, { promoCode: 'FREECLASS' }),
    intentFor(member, b, { promoCode: 'FREECLASS' }),
  ]);
  const intents = [
    [ia.body.data?.createLiveClassPayment?.payment?.paymentIntentId, a.id],
    [ib.body.data?.createLiveClassPayment?.payment?.paymentIntentId, b.id],
  ] as const;
  const confirmed = await Promise.all(
    intents.map(([paymentIntentId, id]) =>
      gql<Record<string, Payload>>(
        CONFIRM,
        { i: { paymentIntentId, liveClassId: String(id), amountCents: 0 } },
        { token: member.token },
      ),
    ),
  );
  countCases(CATEGORY, 2);
  const wins = confirmed.filter((answer) => userErrorCodes(answer, 'confirmLiveClassPayment').length === 0);
  expect(wins.length).toBe(1);
});
