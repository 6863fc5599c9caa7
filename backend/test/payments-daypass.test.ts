import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { signUp, TestClock, type ApiUser } from './support/accounts.js';
import {
  call,
  cardToken,
  DECLINED,
  expectFailure,
  mailSubjects,
  memberPayments,
  paymentRows,
  type ApiCard,
  type ApiDayPass,
} from './support/payments.js';

/** Day passes: access on that date only, in the member's time zone; the refusals; isCustomer for a studio's pass. */

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

function buy(authToken: string | undefined, body: Record<string, unknown>, key?: string) {
  return call(
    t.app,
    'POST',
    '/api/user/daypass/purchase',
    authToken,
    { source: 'website', ...body },
    key === undefined ? {} : { 'idempotency-key': key },
  );
}

async function bought(authToken: string, body: Record<string, unknown>) {
  const response = await buy(authToken, body);
  if (response.statusCode !== 201) throw new Error(`day pass: ${response.statusCode} ${response.body}`);
  return json<Envelope<{ dayPass: ApiDayPass; charged: { amount: number; chargeId: string } | null }>>(
    response,
  ).content;
}

async function accessAt(time: string, authToken: string) {
  clock.current = new Date(time);
  const payments = await memberPayments(t.app, authToken);
  const me = json<Envelope<ApiUser>>(await call(t.app, 'GET', '/api/user/me', authToken)).content;
  return { payments, me };
}

test('a day pass opens access from midnight to midnight of its date in the chosen time zone, and not a moment outside', async () => {
  clock.current = new Date('2030-03-01T12:00:00.000Z');
  const { user, authToken } = await signUp(t.app);
  const content = await bought(authToken, {
    passDate: '2030-03-05',
    timeZone: 'America/New_York',
    token: await cardToken(t.app),
  });
  expect(content.charged).toEqual({ amount: 9.99, chargeId: expect.stringMatching(/^ch_/) });
  expect(content.dayPass).toEqual({
    id: expect.any(Number),
    passDate: '2030-03-05',
    timeZone: 'America/New_York',
    startsAt: '2030-03-05T05:00:00.000Z',
    endsAt: '2030-03-06T05:00:00.000Z',
    active: false,
    studioId: await studioId('streamfit'),
    studioShortName: 'streamfit',
    price: 9.99,
  });
  expect(await mailSubjects(t.database.db, user.id)).toEqual([
    'Welcome to StreamFit',
    'Your StreamFit receipt',
  ]);
  expect((await memberPayments(t.app, authToken)).dayPasses).toEqual([content.dayPass]);

  const before = await accessAt('2030-03-05T04:59:59.999Z', authToken);
  expect(before.payments).toMatchObject({ active: false, packageId: null });
  const opening = await accessAt('2030-03-05T05:00:00.000Z', authToken);
  expect(opening.payments).toMatchObject({
    active: true,
    packageId: 'streamfit_daily',
    studioId: null,
    isClassOnly: false,
  });
  expect(opening.payments.dayPasses[0]?.active).toBe(true);
  expect(opening.me.subscription).toEqual({
    active: true,
    packageId: 'streamfit_daily',
    isClassOnly: false,
    studioId: null,
    kind: 'daypass',
    paused: false,
  });
  expect(opening.me.isCustomer).toBe(false);
  expect((await accessAt('2030-03-06T04:59:59.999Z', authToken)).payments.active).toBe(true);
  const after = await accessAt('2030-03-06T05:00:00.000Z', authToken);
  expect(after.payments).toMatchObject({ active: false, dayPasses: [], kind: 'none' });
});

test('a day across a DST change is that day: 23 hours in New York on 2030-03-10', async () => {
  clock.current = new Date('2030-03-01T12:00:00.000Z');
  const { authToken } = await signUp(t.app);
  const { dayPass } = await bought(authToken, {
    passDate: '2030-03-10',
    timeZone: 'America/New_York',
    token: await cardToken(t.app),
  });
  expect(dayPass).toMatchObject({ startsAt: '2030-03-10T05:00:00.000Z', endsAt: '2030-03-11T04:00:00.000Z' });
});

test("a studio's day pass makes the member its customer on that day only", async () => {
  clock.current = new Date('2030-03-01T12:00:00.000Z');
  const { authToken } = await signUp(t.app);
  const bk = await studioId('bkpilates');
  const { dayPass, charged } = await bought(authToken, {
    passDate: '2030-03-02',
    studioId: bk,
    token: await cardToken(t.app),
  });
  expect(dayPass).toMatchObject({
    studioId: bk,
    studioShortName: 'bkpilates',
    price: 11.99,
    timeZone: 'UTC',
  });
  expect(charged?.amount).toBe(11.99);
  expect((await accessAt('2030-03-01T23:59:59.000Z', authToken)).me.isCustomer).toBe(false);
  const during = await accessAt('2030-03-02T00:00:00.000Z', authToken);
  expect(during.me.isCustomer).toBe(true);
  expect(during.me.subscription).toEqual({
    active: true,
    packageId: 'bkpilates_daily',
    isClassOnly: false,
    studioId: bk,
    kind: 'daypass',
    paused: false,
  });
  expect((await accessAt('2030-03-03T00:00:00.000Z', authToken)).me).toMatchObject({
    isCustomer: false,
    subscription: { active: false },
  });
});

test('a saved card pays by its id; a promo code applies to the day pass; one key charges once', async () => {
  clock.current = new Date('2030-03-01T12:00:00.000Z');
  const { user, authToken } = await signUp(t.app);
  await bought(authToken, { passDate: '2030-03-01', token: await cardToken(t.app) });
  const [card] = json<Envelope<ApiCard[]>>(
    await call(t.app, 'GET', '/api/user/subscription/payment-sources', authToken),
  ).content;
  const body = { passDate: '2030-03-02', paymentMethodId: card?.id, promo: 'WELCOME50' };
  const first = await buy(authToken, body, 'pass-2');
  const again = await buy(authToken, body, 'pass-2');
  expect(first.statusCode).toBe(201);
  expect(again.body).toBe(first.body);
  expect(json<Envelope<{ charged: { amount: number } }>>(first).content.charged.amount).toBe(4.99);
  expect(await paymentRows(t.database.db, user.id)).toMatchObject({
    dayPasses: 2,
    charges: 2,
    cards: 1,
    redemptions: 1,
  });
  // Today's pass is active at once.
  expect(await memberPayments(t.app, authToken)).toMatchObject({
    active: true,
    packageId: 'streamfit_daily',
  });
});

describe('refusals change nothing', () => {
  test('without a session → 401', async () => {
    expectFailure(await buy(undefined, { passDate: '2030-03-05' }), 401, 'unauthenticated');
  });

  const refusals: [string, Record<string, unknown>, number, string, string][] = [
    [
      'yesterday',
      { passDate: '2030-02-28' },
      400,
      'invalid_input',
      'passDate: must be today (2030-03-01 in UTC) or later',
    ],
    [
      'today in UTC is yesterday in Auckland',
      { passDate: '2030-03-01', timeZone: 'Pacific/Auckland' },
      400,
      'invalid_input',
      'passDate: must be today (2030-03-02 in Pacific/Auckland) or later',
    ],
    [
      'more than 365 days ahead',
      { passDate: '2031-03-02' },
      400,
      'invalid_input',
      'passDate: must be at most 365 days ahead',
    ],
    [
      'an unknown time zone',
      { passDate: '2030-03-05', timeZone: 'Mars/Olympus_Mons' },
      400,
      'invalid_input',
      'timeZone: is not a known IANA time zone',
    ],
    [
      'a date that does not exist',
      { passDate: '2030-02-30' },
      400,
      'invalid_input',
      'passDate: is not a valid date',
    ],
    [
      'a date in another format',
      { passDate: '03/05/2030' },
      400,
      'invalid_input',
      'passDate: must be a date as YYYY-MM-DD',
    ],
    ['no date', {}, 400, 'invalid_input', 'passDate: is required'],
    [
      'an unknown studio',
      { passDate: '2030-03-05', studioId: 99999 },
      400,
      'invalid_input',
      'studioId: no studio with id 99999',
    ],
    [
      'a studio id that is not a number',
      { passDate: '2030-03-05', studioId: 'bkpilates' },
      400,
      'invalid_input',
      'studioId: must be a studio id (a positive integer)',
    ],
    [
      'a subscription-only code',
      { passDate: '2030-03-05', promo: 'FREEMONTH' },
      400,
      'promo_not_applicable',
      'This promo code does not apply to the Day Pass.',
    ],
    [
      'no card',
      { passDate: '2030-03-05', token: null },
      400,
      'invalid_input',
      'token: is required: $9.99 is due now',
    ],
    [
      'a token as paymentMethodId',
      { passDate: '2030-03-05', token: undefined, paymentMethodId: 'tok_abcdefghijkl' },
      400,
      'invalid_card_token',
      'paymentMethodId: is not a valid card token',
    ],
    [
      'an unknown saved card',
      { passDate: '2030-03-05', token: undefined, paymentMethodId: 'card_nosuchcard00' },
      400,
      'invalid_card_token',
      'paymentMethodId: is not a valid card token',
    ],
    [
      'a token and a different card',
      { passDate: '2030-03-05', paymentMethodId: 'card_nosuchcard00' },
      400,
      'invalid_input',
      'paymentMethodId: send either token or paymentMethodId, not both',
    ],
  ];

  test.each(refusals)('%s → refused', async (_name, body, status, code, message) => {
    clock.current = new Date('2030-03-01T12:00:00.000Z');
    const { user, authToken } = await signUp(t.app);
    const token = await cardToken(t.app);
    const before = await paymentRows(t.database.db, user.id);
    expectFailure(await buy(authToken, { token, ...body }), status, code, message);
    expect(await paymentRows(t.database.db, user.id)).toEqual(before);
  });

  test('a declined card → 402; a second pass for the same studio and date → 409', async () => {
    clock.current = new Date('2030-03-01T12:00:00.000Z');
    const { user, authToken } = await signUp(t.app);
    expectFailure(
      await buy(authToken, { passDate: '2030-03-05', token: await cardToken(t.app, DECLINED) }),
      402,
      'card_declined',
      'Your card was declined.',
    );
    expect(await paymentRows(t.database.db, user.id)).toMatchObject({ dayPasses: 0, charges: 0, cards: 0 });
    await bought(authToken, { passDate: '2030-03-05', token: await cardToken(t.app) });
    const before = await paymentRows(t.database.db, user.id);
    expectFailure(
      await buy(authToken, { passDate: '2030-03-05', token: await cardToken(t.app) }),
      409,
      'daypass_exists',
      'You already have a day pass for March 5th, 2030.',
    );
    expect(await paymentRows(t.database.db, user.id)).toEqual(before);
    // Another studio's pass for that date is a different pass.
    await bought(authToken, {
      passDate: '2030-03-05',
      studioId: await studioId('bkpilates'),
      token: await cardToken(t.app),
    });
  });

  test('365 days ahead is the last date on sale', async () => {
    clock.current = new Date('2030-03-01T12:00:00.000Z');
    const { authToken } = await signUp(t.app);
    expect(
      (await bought(authToken, { passDate: '2031-03-01', token: await cardToken(t.app) })).dayPass.passDate,
    ).toBe('2031-03-01');
  });
});
