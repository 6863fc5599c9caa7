import type { Queryable } from '../src/db/database.js';
import { OutboxMailer, type MailMessage, type OutboxEmail } from '../src/mail/mailer.js';
import type { BillingAction } from '../src/payments/billing.js';
import { addMonths } from '../src/shared/dates.js';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { DAY, login, signUp as signUpMember, TestClock } from './support/accounts.js';
import {
  call,
  cardToken,
  charges,
  expectFailure,
  FAILS_ON_CHARGE,
  mailSubjects,
  memberPayments,
  subscribed,
  VISA,
  type ApiSubscription,
} from './support/payments.js';

/** The subscription lifecycle, driven by moving the clock and running the billing job. */

/** Records mail like the real outbox, and can be told to fail once for one address (a crash before the commit). */
class FlakyMailer extends OutboxMailer {
  failNextFor: string | undefined;
  override async enqueue(tx: Queryable, message: MailMessage, now: Date): Promise<OutboxEmail> {
    if (this.failNextFor === message.to) {
      this.failNextFor = undefined;
      throw new Error('simulated crash after the charge, before the commit');
    }
    return super.enqueue(tx, message, now);
  }
}

const clock = new TestClock(new Date('2030-01-31T09:00:00.000Z'));
const mailer = new FlakyMailer({ log: { error: () => undefined } as never });
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, mailer });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const at = (ms: number): Date => new Date(ms);

/**
 * A member whose `authToken` is always a live session: these tests move the clock by months,
 * past the 30-day session lifetime, so each read logs in again at the current time.
 */
async function signUp(app: typeof t.app) {
  const member = await signUpMember(app);
  return {
    user: member.user,
    get authToken(): string {
      return member.authToken;
    },
    async fresh(): Promise<string> {
      const response = await login(app, member.info.email, member.info.password);
      member.authToken = json<Envelope<{ authToken: string }>>(response).content.authToken;
      return member.authToken;
    },
  };
}

/** Moves the clock to `time` and runs the job; returns what it did for `subscriptionId`. */
async function runAt(time: Date | number, subscriptionId: number): Promise<BillingAction[]> {
  clock.current = new Date(time);
  const actions = await t.app.billing.runDue(clock.now());
  return actions.filter((action) => action.subscriptionId === subscriptionId);
}

async function state(member: { fresh(): Promise<string> }): Promise<ApiSubscription | null> {
  return (await memberPayments(t.app, await member.fresh())).subscription;
}

async function chargeRows(subscriptionId: number) {
  return t.database.db.query<{ status: string; amount_cents: number; period_index: number; kind: string }>(
    'SELECT status, amount_cents, period_index, kind FROM charges WHERE subscription_id = $1 ORDER BY id',
    [subscriptionId],
  );
}

test('trial → reminder 3 days before → first charge at trial end → monthly renewal, each mailed once', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { user } = member;
  const start = clock.current.getTime();
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app, VISA),
  });
  const trialEnd = start + 7 * DAY;

  expect(await runAt(trialEnd - 3 * DAY - 1000, subscription.id)).toEqual([]);
  expect((await runAt(trialEnd - 3 * DAY, subscription.id)).map((a) => a.action)).toEqual(['trial_notice']);
  expect(await runAt(trialEnd - 3 * DAY + 1000, subscription.id)).toEqual([]);

  const converted = await runAt(trialEnd, subscription.id);
  expect(converted).toEqual([
    expect.objectContaining({
      action: 'trial_converted',
      amount: 19.99,
      chargeId: expect.stringMatching(/^ch_/),
      userId: user.id,
    }),
  ]);
  // The trial ended on Feb 7th at 09:00; monthly periods follow that day.
  expect(await state(member)).toMatchObject({
    status: 'active',
    trial: false,
    grantsAccess: true,
    currentPeriodStart: at(trialEnd).toISOString(),
    currentPeriodEnd: '2030-03-07T09:00:00.000Z',
    nextBillingAt: '2030-03-07T09:00:00.000Z',
  });
  expect(await runAt(trialEnd + DAY, subscription.id)).toEqual([]);

  expect((await runAt(Date.parse('2030-03-07T09:00:00.000Z'), subscription.id)).map((a) => a.action)).toEqual(
    ['renewed'],
  );
  expect(await state(member)).toMatchObject({ currentPeriodEnd: '2030-04-07T09:00:00.000Z' });
  expect(await chargeRows(subscription.id)).toEqual([
    { status: 'succeeded', amount_cents: 1999, period_index: 1, kind: 'subscription' },
    { status: 'succeeded', amount_cents: 1999, period_index: 2, kind: 'renewal' },
  ]);
  expect(await mailSubjects(t.database.db, user.id)).toEqual([
    'Welcome to StreamFit',
    'Your StreamFit free trial has started',
    'Your StreamFit free trial ends in 3 days',
    'Your StreamFit receipt',
    'Your StreamFit receipt',
  ]);
});

test('a monthly plan started on the 31st bills on the last day of shorter months', async () => {
  clock.current = new Date('2030-05-31T10:00:00.000Z');
  const member = await signUp(t.app);
  const { authToken } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
    promo: 'SAVE5',
  });
  expect(subscription.currentPeriodEnd).toBe('2030-06-30T10:00:00.000Z');
  await runAt(Date.parse('2030-06-30T10:00:00.000Z'), subscription.id);
  expect((await state(member))?.currentPeriodEnd).toBe('2030-07-31T10:00:00.000Z');
});

test('a renewal that keeps failing: past due, retries 1, 3 and 5 days after the first failure, then expired', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { user } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app, FAILS_ON_CHARGE),
  });
  const firstFailure = Date.parse(subscription.currentPeriodEnd);

  expect(await runAt(firstFailure, subscription.id)).toEqual([
    expect.objectContaining({
      action: 'payment_failed',
      amount: 19.99,
      failureMessage: 'Your card was declined.',
    }),
  ]);
  expect(await state(member)).toMatchObject({
    status: 'past_due',
    grantsAccess: false,
    failedAttempts: 1,
    nextBillingAt: at(firstFailure + DAY).toISOString(),
  });
  expect((await memberPayments(t.app, await member.fresh())).active).toBe(false);

  expect(await runAt(firstFailure + DAY - 1000, subscription.id)).toEqual([]);
  expect((await runAt(firstFailure + DAY, subscription.id)).map((a) => a.action)).toEqual(['payment_failed']);
  expect((await state(member))?.nextBillingAt).toBe(at(firstFailure + 3 * DAY).toISOString());
  expect((await runAt(firstFailure + 3 * DAY, subscription.id)).map((a) => a.action)).toEqual([
    'payment_failed',
  ]);
  expect((await state(member))?.nextBillingAt).toBe(at(firstFailure + 5 * DAY).toISOString());
  expect((await runAt(firstFailure + 5 * DAY, subscription.id)).map((a) => a.action)).toEqual(['expired']);

  const after = await memberPayments(t.app, await member.fresh());
  expect(after).toMatchObject({ active: false, subscription: null });
  expect((await chargeRows(subscription.id)).map((row) => row.status)).toEqual([
    'failed',
    'failed',
    'failed',
    'failed',
  ]);
  expect((await charges(t.app, await member.fresh()))[0]).toMatchObject({
    status: 'failed',
    failureMessage: 'Your card was declined.',
    kind: 'subscription',
  });
  const subjects = await mailSubjects(t.database.db, user.id);
  expect(
    subjects.filter((subject) => subject === 'We could not process your StreamFit payment'),
  ).toHaveLength(1);
  expect(subjects.at(-1)).toBe('Your StreamFit subscription has ended');
  // Ended for good: a new subscription is possible (and has no second trial).
  const again = await subscribed(t.app, await member.fresh(), {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
  });
  expect(again.subscription.status).toBe('active');
});

test('past due → a declined new card changes nothing → a good card pays the overdue period at once', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app, FAILS_ON_CHARGE),
  });
  const trialEnd = Date.parse(subscription.currentPeriodEnd);
  await runAt(trialEnd, subscription.id);
  clock.current = at(trialEnd + 2 * 60 * 60 * 1000);

  const declined = await call(t.app, 'POST', '/api/user/subscription/update-card', await member.fresh(), {
    token: await cardToken(t.app, FAILS_ON_CHARGE),
  });
  expectFailure(declined, 402, 'card_declined', 'Your card was declined.');
  expect(await state(member)).toMatchObject({
    status: 'past_due',
    failedAttempts: 1,
    card: subscription.card,
  });

  const paid = await call(t.app, 'POST', '/api/user/subscription/update-card', await member.fresh(), {
    token: await cardToken(t.app, VISA),
  });
  expect(paid.statusCode).toBe(200);
  expect(json<Envelope<ApiSubscription>>(paid).content).toMatchObject({
    status: 'active',
    grantsAccess: true,
    failedAttempts: 0,
    card: { last4: '4242' },
    // The paid period is the one that was due, from the trial's end.
    currentPeriodStart: at(trialEnd).toISOString(),
    currentPeriodEnd: addMonths(at(trialEnd), 1).toISOString(),
  });
  expect((await chargeRows(subscription.id)).map((row) => row.status)).toEqual(['failed', 'succeeded']);
  // The scheduled retry has nothing left to do.
  expect(await runAt(trialEnd + DAY, subscription.id)).toEqual([]);
});

test('cancel at period end, undo before the end: it still renews', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
    promo: 'WELCOME50',
  });
  const cancelled = json<Envelope<ApiSubscription>>(
    await call(t.app, 'POST', '/api/user/subscription/cancel', await member.fresh()),
  ).content;
  expect(cancelled).toMatchObject({
    cancelAtPeriodEnd: true,
    endsAt: subscription.currentPeriodEnd,
    nextBillingAt: null,
  });
  clock.advance(10 * DAY);
  const undone = json<Envelope<ApiSubscription>>(
    await call(t.app, 'POST', '/api/user/subscription/un-cancel', await member.fresh()),
  ).content;
  expect(undone).toMatchObject({
    cancelAtPeriodEnd: false,
    endsAt: null,
    nextBillingAt: subscription.currentPeriodEnd,
    nextBillingAmount: 19.99,
  });
  expect(
    (await runAt(Date.parse(subscription.currentPeriodEnd), subscription.id)).map((a) => a.action),
  ).toEqual(['renewed']);
  expect((await chargeRows(subscription.id)).map((row) => row.amount_cents)).toEqual([999, 1999]);
});

test('cancel: access until the period ends, then the cancellation takes effect and is mailed', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { user } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
  });
  await call(t.app, 'POST', '/api/user/subscription/cancel', await member.fresh());
  const end = Date.parse(subscription.currentPeriodEnd);
  clock.current = at(end - 1000);
  expect((await memberPayments(t.app, await member.fresh())).active).toBe(true);
  // Over at the period end, whether or not the job has run yet.
  clock.current = at(end);
  expect((await memberPayments(t.app, await member.fresh())).active).toBe(false);
  expect(await runAt(end, subscription.id)).toEqual([expect.objectContaining({ action: 'canceled' })]);
  expect(await memberPayments(t.app, await member.fresh())).toMatchObject({
    active: false,
    packageId: null,
    subscription: null,
  });
  expect(await chargeRows(subscription.id)).toEqual([]);
  expect((await mailSubjects(t.database.db, user.id)).at(-1)).toBe('Your StreamFit subscription has ended');
  expectFailure(
    await call(t.app, 'POST', '/api/user/subscription/un-cancel', await member.fresh()),
    404,
    'no_subscription',
  );
});

test('pause stops billing and access; resuming moves the dates on by the paused time', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
    promo: 'SAVE5',
  });
  const end = Date.parse(subscription.currentPeriodEnd);
  clock.advance(10 * DAY);
  const paused = json<Envelope<ApiSubscription>>(
    await call(t.app, 'POST', '/api/user/subscription/pause', await member.fresh()),
  ).content;
  expect(paused).toMatchObject({
    status: 'paused',
    grantsAccess: false,
    pausedAt: clock.current.toISOString(),
    nextBillingAt: null,
  });
  expect((await memberPayments(t.app, await member.fresh())).active).toBe(false);
  // Well past the old period end: nothing is billed while paused.
  expect(await runAt(end + 30 * DAY, subscription.id)).toEqual([]);
  const pausedFor = end + 30 * DAY - Date.parse(paused.pausedAt ?? '');
  const resumed = json<Envelope<ApiSubscription>>(
    await call(t.app, 'POST', '/api/user/subscription/un-pause', await member.fresh()),
  ).content;
  expect(resumed).toMatchObject({
    status: 'active',
    grantsAccess: true,
    pausedAt: null,
    currentPeriodEnd: at(end + pausedFor).toISOString(),
    nextBillingAt: at(end + pausedFor).toISOString(),
  });
  expect(await runAt(end + pausedFor - 1000, subscription.id)).toEqual([]);
  expect((await runAt(end + pausedFor, subscription.id)).map((a) => a.action)).toEqual(['renewed']);
});

test('pausing during the trial moves the trial end too', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_yearly',
    token: await cardToken(t.app),
  });
  clock.advance(2 * DAY);
  await call(t.app, 'POST', '/api/user/subscription/pause', await member.fresh());
  clock.advance(5 * DAY);
  const resumed = json<Envelope<ApiSubscription>>(
    await call(t.app, 'POST', '/api/user/subscription/un-pause', await member.fresh()),
  ).content;
  const shifted = at(Date.parse(subscription.trialEndsAt ?? '') + 5 * DAY).toISOString();
  expect(resumed).toMatchObject({
    status: 'trialing',
    trial: true,
    trialEndsAt: shifted,
    currentPeriodEnd: shifted,
    nextBillingAt: shifted,
  });
});

test('a yearly plan: the renewal reminder 7 days before, once; then the full price (a once-only code)', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { user } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_yearly',
    token: await cardToken(t.app),
    promo: 'WELCOME50',
  });
  const end = Date.parse(subscription.currentPeriodEnd);
  expect(await runAt(end - 8 * DAY, subscription.id)).toEqual([]);
  expect((await runAt(end - 7 * DAY, subscription.id)).map((a) => a.action)).toEqual(['renewal_notice']);
  expect(await runAt(end - 6 * DAY, subscription.id)).toEqual([]);
  expect(await runAt(end, subscription.id)).toEqual([
    expect.objectContaining({ action: 'renewed', amount: 239.99 }),
  ]);
  const subjects = await mailSubjects(t.database.db, user.id);
  expect(
    subjects.filter((subject) => subject === 'Your StreamFit annual plan renews in 7 days'),
  ).toHaveLength(1);
  // And again before the next renewal.
  const next = Date.parse((await state(member))?.currentPeriodEnd ?? '');
  expect((await runAt(next - 7 * DAY, subscription.id)).map((a) => a.action)).toEqual(['renewal_notice']);
});

test('STREAMFITVIP renews at 0 without a charge; FREEMONTH without a card ends at period end', async () => {
  const vip = await signUp(t.app);
  const free = await signUp(t.app);
  const vipSub = (
    await subscribed(t.app, vip.authToken, { packageId: 'streamfit_monthly', promo: 'STREAMFITVIP' })
  ).subscription;
  const freeSub = (
    await subscribed(t.app, free.authToken, { packageId: 'streamfit_monthly', promo: 'FREEMONTH' })
  ).subscription;
  expect(vipSub.currentPeriodEnd).toBe(freeSub.currentPeriodEnd);
  clock.current = new Date(vipSub.currentPeriodEnd);
  const actions = await t.app.billing.runDue(clock.now());
  expect(actions.find((a) => a.subscriptionId === vipSub.id)).toMatchObject({ action: 'renewed', amount: 0 });
  expect(actions.find((a) => a.subscriptionId === freeSub.id)).toMatchObject({ action: 'canceled' });
  expect(await memberPayments(t.app, await vip.fresh())).toMatchObject({
    active: true,
    subscription: { status: 'active', nextBillingAmount: 0 },
  });
  expect(await memberPayments(t.app, await free.fresh())).toMatchObject({
    active: false,
    subscription: null,
  });
  expect(await chargeRows(vipSub.id)).toEqual([]);
});

test('runs for one period, one after the other or at the same time, charge once', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
  });
  clock.current = new Date(subscription.currentPeriodEnd);
  const [a, b] = await Promise.all([t.app.billing.runDue(clock.now()), t.app.billing.runDue(clock.now())]);
  const mine = [...a, ...b].filter((action) => action.subscriptionId === subscription.id);
  expect(mine.map((action) => action.action)).toEqual(['trial_converted']);
  expect(await t.app.billing.runDue(clock.now())).toEqual([]);
  expect(await chargeRows(subscription.id)).toHaveLength(1);
});

test('a crash between the charge and the commit: the re-run finds the recorded charge and bills the period once', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { user } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
  });
  clock.current = new Date(subscription.currentPeriodEnd);
  mailer.failNextFor = user.email;
  // The step fails after charging; it is logged and left for the next run, nothing half-written.
  expect(
    (await t.app.billing.runDue(clock.now())).filter((a) => a.subscriptionId === subscription.id),
  ).toEqual([]);
  expect(await chargeRows(subscription.id)).toEqual([]);
  expect((await state(member))?.status).toBe('trialing');
  expect((await runAt(clock.current, subscription.id)).map((a) => a.action)).toEqual(['trial_converted']);
  expect(await chargeRows(subscription.id)).toHaveLength(1);
  const ledger = await t.database.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM local_provider_charges WHERE idempotency_key LIKE $1',
    [`renewal:${subscription.stripeSubscriptionId}:%`],
  );
  expect(ledger[0]?.n).toBe(1);
  expect(
    (await mailSubjects(t.database.db, user.id)).filter((subject) => subject === 'Your StreamFit receipt'),
  ).toHaveLength(1);
});

test('POST /api/dev/billing/run runs the job now and says what it did', async () => {
  const member = await signUp(t.app);
  const { authToken } = member;
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: await cardToken(t.app),
  });
  clock.current = new Date(subscription.currentPeriodEnd);
  const response = await t.app.inject({ method: 'POST', url: '/api/dev/billing/run' });
  expect(response.statusCode).toBe(200);
  const content = json<Envelope<{ ranAt: string; actions: BillingAction[] }>>(response).content;
  expect(content.ranAt).toBe(clock.current.toISOString());
  expect(content.actions).toContainEqual(
    expect.objectContaining({ action: 'trial_converted', subscriptionId: subscription.id, amount: 19.99 }),
  );
});
