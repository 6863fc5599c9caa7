import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { DAY, login, signUp as signUpMember, TestClock } from './support/accounts.js';
import {
  call,
  cardToken,
  expectFailure,
  memberPayments,
  paymentRows,
  subscribed,
  type ApiSubscription,
} from './support/payments.js';

/**
 * Switching between the monthly and annual plans: chosen any time the plan renews, it takes effect
 * at the next renewal (trial end or period end); nothing is charged now.
 */

const clock = new TestClock(new Date('2030-01-10T09:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

interface PlanChange {
  packageId: string;
  plan: 'monthly' | 'yearly';
  name: string;
  price: number;
  firstPayment: number;
  startsAt: string;
}
type Subscription = ApiSubscription & { scheduledChange: PlanChange | null; planChoices: PlanChange[] };

/** A member whose token stays live however far the clock moves (sessions last 30 days). */
async function member() {
  const signedUp = await signUpMember(t.app);
  return {
    user: signedUp.user,
    async token(): Promise<string> {
      const response = await login(t.app, signedUp.info.email, signedUp.info.password);
      return json<Envelope<{ authToken: string }>>(response).content.authToken;
    },
  };
}

function changePlan(authToken: string, packageId: unknown) {
  return call(t.app, 'POST', '/api/user/subscription/change-plan', authToken, { packageId });
}

async function subscription(authToken: string): Promise<Subscription> {
  const sub = (await memberPayments(t.app, authToken)).subscription as Subscription | null;
  if (!sub) throw new Error('no subscription');
  return sub;
}

test('in a trial: the annual plan starts when the trial ends, at its own price, and renews a year later', async () => {
  clock.current = new Date('2030-01-10T09:00:00.000Z');
  const m = await member();
  const token = await m.token();
  const { subscription: started } = await subscribed(t.app, token, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
  });
  const before = await subscription(token);
  expect(before.planChoices).toEqual([
    {
      packageId: 'streamfit_yearly',
      plan: 'yearly',
      name: 'Annual Plan',
      price: 239.99,
      firstPayment: 239.99,
      startsAt: started.currentPeriodEnd,
    },
  ]);

  const response = await changePlan(token, 'streamfit_yearly');
  expect(response.statusCode).toBe(200);
  const changed = json<Envelope<Subscription>>(response).content;
  expect(changed).toMatchObject({
    packageId: 'streamfit_monthly',
    status: 'trialing',
    nextBillingAt: started.currentPeriodEnd,
    nextBillingAmount: 239.99,
    scheduledChange: {
      packageId: 'streamfit_yearly',
      name: 'Annual Plan',
      startsAt: started.currentPeriodEnd,
    },
  });
  // Choosing the plan they are on now would call the switch off.
  expect(changed.planChoices.map((choice) => choice.packageId)).toEqual(['streamfit_monthly']);
  expect((await paymentRows(t.database.db, m.user.id)).charges).toBe(0);

  clock.current = new Date(started.currentPeriodEnd);
  const actions = await t.app.billing.runDue(clock.now());
  expect(actions.filter((a) => a.subscriptionId === started.id)).toEqual([
    expect.objectContaining({ action: 'trial_converted', amount: 239.99 }),
  ]);
  const after = await subscription(await m.token());
  expect(after).toMatchObject({
    packageId: 'streamfit_yearly',
    plan: 'yearly',
    price: 239.99,
    status: 'active',
    scheduledChange: null,
    currentPeriodStart: started.currentPeriodEnd,
    currentPeriodEnd: '2031-01-17T09:00:00.000Z',
    nextBillingAmount: 239.99,
  });
});

test('mid-period: monthly → annual waits for the renewal; the next month is never charged', async () => {
  clock.current = new Date('2030-02-01T09:00:00.000Z');
  const m = await member();
  const token = await m.token();
  // A promo code replaces the trial: the first month is paid now.
  const { subscription: started } = await subscribed(t.app, token, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
    promo: 'SAVE5',
  });
  expect(started.currentPeriodEnd).toBe('2030-03-01T09:00:00.000Z');
  clock.advance(3 * DAY);
  expect((await changePlan(token, 'streamfit_yearly')).statusCode).toBe(200);

  clock.current = new Date('2030-03-01T09:00:00.000Z');
  await t.app.billing.runDue(clock.now());
  const fresh = await m.token();
  expect(await subscription(fresh)).toMatchObject({
    plan: 'yearly',
    currentPeriodStart: '2030-03-01T09:00:00.000Z',
    currentPeriodEnd: '2031-03-01T09:00:00.000Z',
  });
  const rows = await t.database.db.query<{ amount_cents: number; period_index: number; description: string }>(
    'SELECT amount_cents, period_index, description FROM charges WHERE subscription_id = $1 ORDER BY id',
    [started.id],
  );
  expect(rows).toEqual([
    { amount_cents: 1499, period_index: 1, description: 'StreamFit Monthly Plan' },
    { amount_cents: 23999, period_index: 2, description: 'StreamFit Annual Plan renewal' },
  ]);
  // A year on, the annual plan renews on its own interval.
  clock.current = new Date('2031-03-01T09:00:00.000Z');
  await t.app.billing.runDue(clock.now());
  expect((await subscription(await m.token())).currentPeriodEnd).toBe('2032-03-01T09:00:00.000Z');
});

test('annual → monthly, then called off by choosing the annual plan again', async () => {
  clock.current = new Date('2030-04-01T09:00:00.000Z');
  const m = await member();
  const token = await m.token();
  await subscribed(t.app, token, {
    packageId: 'streamfit_yearly',
    token: await cardToken(t.app),
    promo: 'SAVE5',
  });
  const switched = json<Envelope<Subscription>>(await changePlan(token, 'streamfit_monthly')).content;
  expect(switched.scheduledChange).toMatchObject({ plan: 'monthly', price: 19.99, firstPayment: 19.99 });
  expect(switched.nextBillingAmount).toBe(19.99);
  const kept = json<Envelope<Subscription>>(await changePlan(token, 'streamfit_yearly')).content;
  expect(kept).toMatchObject({
    scheduledChange: null,
    nextBillingAmount: 239.99,
    packageId: 'streamfit_yearly',
  });
});

test("a 'forever' promo code keeps its discount on the new plan", async () => {
  clock.current = new Date('2030-04-02T09:00:00.000Z');
  const m = await member();
  const token = await m.token();
  await subscribed(t.app, token, { packageId: 'streamfit_monthly', promo: 'STREAMFITVIP' });
  const switched = json<Envelope<Subscription>>(await changePlan(token, 'streamfit_yearly')).content;
  expect(switched.scheduledChange).toMatchObject({ price: 239.99, firstPayment: 0 });
});

describe('refusals change nothing', () => {
  async function scheduledOf(userId: number) {
    const [row] = await t.database.db.query<{ scheduled_package_id: string | null; package_id: string }>(
      'SELECT scheduled_package_id, package_id FROM subscriptions WHERE user_id = $1',
      [userId],
    );
    return row;
  }

  test('the same plan → 409 same_plan; a switch already chosen → 409', async () => {
    clock.current = new Date('2030-05-01T09:00:00.000Z');
    const m = await member();
    const token = await m.token();
    await subscribed(t.app, token, { packageId: 'streamfit_monthly', token: await cardToken(t.app) });
    expectFailure(
      await changePlan(token, 'streamfit_monthly'),
      409,
      'same_plan',
      'You are already on the Monthly Plan.',
    );
    expect(await scheduledOf(m.user.id)).toMatchObject({ scheduled_package_id: null });
    await changePlan(token, 'streamfit_yearly');
    expectFailure(
      await changePlan(token, 'streamfit_yearly'),
      409,
      'same_plan',
      'Your plan already switches to the Annual Plan on May 8th, 2030.',
    );
  });

  test('paused or cancelled → 409 invalid_state; no subscription → 404', async () => {
    clock.current = new Date('2030-05-02T09:00:00.000Z');
    const paused = await member();
    const pausedToken = await paused.token();
    await subscribed(t.app, pausedToken, { packageId: 'streamfit_monthly', token: await cardToken(t.app) });
    await call(t.app, 'POST', '/api/user/subscription/pause', pausedToken);
    expectFailure(
      await changePlan(pausedToken, 'streamfit_yearly'),
      409,
      'invalid_state',
      'A paused plan cannot be switched: resume it first.',
    );
    expect((await subscription(pausedToken)).planChoices).toEqual([]);
    expect(await scheduledOf(paused.user.id)).toMatchObject({ scheduled_package_id: null });

    const cancelled = await member();
    const cancelledToken = await cancelled.token();
    await subscribed(t.app, cancelledToken, {
      packageId: 'streamfit_monthly',
      token: await cardToken(t.app),
    });
    await call(t.app, 'POST', '/api/user/subscription/cancel', cancelledToken);
    expectFailure(
      await changePlan(cancelledToken, 'streamfit_yearly'),
      409,
      'invalid_state',
      'A cancelled plan cannot be switched: undo the cancellation first.',
    );

    const none = await member();
    expectFailure(await changePlan(await none.token(), 'streamfit_yearly'), 404, 'no_subscription');
  });

  test.each([
    ['nosuchstudio_yearly', "packageId: no such plan 'nosuchstudio_yearly'"],
    ['streamfit_daily', "packageId: 'streamfit_daily' is a day pass, not a subscription plan"],
    ['jetsweat_class', "packageId: 'jetsweat_class' is a class-only purchase, not a subscription plan"],
    ['bkpilates_yearly', "packageId: 'bkpilates_yearly' is not one of StreamFit's plans"],
  ])('%s → 400 invalid_input', async (packageId, message) => {
    clock.current = new Date('2030-05-03T09:00:00.000Z');
    const m = await member();
    const token = await m.token();
    await subscribed(t.app, token, { packageId: 'streamfit_monthly', token: await cardToken(t.app) });
    expectFailure(await changePlan(token, packageId), 400, 'invalid_input', message);
    expect(await scheduledOf(m.user.id)).toMatchObject({ scheduled_package_id: null });
  });

  test('malformed bodies → 400 naming packageId', async () => {
    const m = await member();
    const token = await m.token();
    const message = 'packageId: must be a package id such as streamfit_monthly';
    expectFailure(await changePlan(token, 7), 400, 'invalid_input', message);
    expectFailure(await changePlan(token, '../x'), 400, 'invalid_input', message);
    const anonymous = await call(t.app, 'POST', '/api/user/subscription/change-plan', undefined, {
      packageId: 'streamfit_yearly',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
