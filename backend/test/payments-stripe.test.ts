import Stripe from 'stripe';
import type { Queryable } from '../src/db/database.js';
import { OutboxMailer, type MailMessage, type OutboxEmail } from '../src/mail/mailer.js';
import { StripePaymentProvider } from '../src/payments/stripe-provider.js';
import { json, startTestApp, type TestApp } from './support/app.js';
import { DAY, signUp, TestClock } from './support/accounts.js';
import { FakeStripe } from './support/fake-stripe.js';
import {
  call,
  expectFailure,
  mailSubjects,
  memberPayments,
  paymentRows,
  subscribe,
  subscribed,
} from './support/payments.js';

/** The Stripe provider, driven through the real SDK against a fake Stripe, and the signed webhook. */

const WEBHOOK_SECRET = 'whsec_test_secret';

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

const clock = new TestClock(new Date('2030-03-01T12:00:00.000Z'));
const stripe = new FakeStripe();
const mailer = new FlakyMailer({ log: { error: () => undefined } as never });
let t: TestApp;

beforeAll(async () => {
  await stripe.start();
  const provider = new StripePaymentProvider({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    host: '127.0.0.1',
    port: stripe.port,
    protocol: 'http',
    maxNetworkRetries: 0,
    timeoutMs: 5000,
  });
  t = await startTestApp({
    clock: clock.now,
    paymentProvider: provider,
    stripeWebhookSecret: WEBHOOK_SECRET,
    mailer,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await stripe.stop();
});

async function chargeRow(userId: number) {
  const [row] = await t.database.db.query<{
    id: number;
    status: string;
    provider: string;
    provider_ref: string;
    idempotency_key: string;
  }>(
    'SELECT id, status, provider, provider_ref, idempotency_key FROM charges WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  );
  return row;
}

function signed(
  event: Record<string, unknown>,
  secret = WEBHOOK_SECRET,
): { payload: string; header: string } {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    timestamp: Math.floor(clock.current.getTime() / 1000),
  });
  return { payload, header };
}

function postWebhook(payload: string, header?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      ...(header === undefined ? {} : { 'stripe-signature': header }),
    },
  });
}

function intentEvent(id: string, type: string, intentId: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent', ...extra } },
  };
}

test('GET /api/basic/stripe hands out the publishable key; local card tokens are refused', async () => {
  expect(json(await t.app.inject({ method: 'GET', url: '/api/basic/stripe' }))).toEqual({
    status: true,
    content: { provider: 'stripe', publishable: 'pk_test_fake' },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/basic/card-tokens',
    payload: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expectFailure(
    response,
    409,
    'invalid_state',
    'Card tokens come from Stripe.js with the Stripe payment provider.',
  );
});

test('a purchase: customer, card attached, an off-session PaymentIntent carrying our idempotency key', async () => {
  const { user, authToken } = await signUp(t.app);
  const content = await subscribed(
    t.app,
    authToken,
    { packageId: 'streamfit_monthly', token: 'tok_visa', promo: 'WELCOME50' },
    { key: 'checkout-7' },
  );
  expect(content.charged?.amount).toBe(9.99);
  expect(content.subscription.card).toMatchObject({
    brand: 'Visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2034,
  });

  const [customer] = stripe
    .requestsTo('POST', '/v1/customers')
    .filter((r) => r.params.get('metadata[userId]') === String(user.id));
  expect(customer?.idempotencyKey).toBe(`customer:${user.id}`);
  expect(customer?.authorization).toBe('Bearer sk_test_fake');
  const [intent] = stripe
    .requestsTo('POST', '/v1/payment_intents')
    .filter((r) => r.idempotencyKey === `subscribe:${user.id}:checkout-7`);
  expect(intent).toBeDefined();
  expect(Object.fromEntries(intent?.params ?? [])).toMatchObject({
    amount: '999',
    currency: 'usd',
    off_session: 'true',
    confirm: 'true',
  });
  expect(await chargeRow(user.id)).toMatchObject({
    status: 'succeeded',
    provider: 'stripe',
    provider_ref: expect.stringMatching(/^pi_/),
    idempotency_key: `subscribe:${user.id}:checkout-7`,
  });
  expect(json(await call(t.app, 'GET', '/api/user/subscription/payment-sources', authToken))).toMatchObject({
    content: [{ brand: 'Visa', last4: '4242' }],
  });
});

test('declines: on attach → 402 with nothing stored; a card that fails on renewal → past due', async () => {
  const { user, authToken } = await signUp(t.app);
  expectFailure(
    await subscribe(t.app, authToken, { packageId: 'streamfit_monthly', token: 'tok_chargeDeclined' }),
    402,
    'card_declined',
    'Your card was declined.',
  );
  expect(await paymentRows(t.database.db, user.id)).toMatchObject({ subscriptions: 0, charges: 0, cards: 0 });
  expectFailure(
    await subscribe(t.app, authToken, { packageId: 'streamfit_monthly', token: 'tok_nosuchtoken' }),
    400,
    'invalid_card_token',
  );

  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: 'tok_chargeCustomerFail',
  });
  clock.current = new Date(subscription.currentPeriodEnd);
  const actions = (await t.app.billing.runDue(clock.now())).filter(
    (a) => a.subscriptionId === subscription.id,
  );
  expect(actions).toEqual([
    expect.objectContaining({ action: 'payment_failed', failureMessage: 'Your card was declined.' }),
  ]);
  const key = `renewal:${subscription.stripeSubscriptionId}:1:1:${subscription.card?.id}`;
  expect(
    stripe.requestsTo('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === key),
  ).toHaveLength(1);
  expect(await chargeRow(user.id)).toMatchObject({
    status: 'failed',
    provider_ref: expect.stringMatching(/^pi_/),
  });
  expect((await memberPayments(t.app, authToken)).subscription).toMatchObject({
    status: 'past_due',
    grantsAccess: false,
  });
});

test('Stripe unreachable → 502, nothing stored', async () => {
  const { user, authToken } = await signUp(t.app);
  stripe.failNextRequests = 1;
  const response = await subscribe(t.app, authToken, {
    packageId: 'streamfit_monthly',
    token: 'tok_mastercard',
  });
  expectFailure(response, 502, 'payment_unavailable');
  expect(await paymentRows(t.database.db, user.id)).toMatchObject({ subscriptions: 0, charges: 0, cards: 0 });
});

test('a crash after Stripe charged: the re-run sends the same key and gets the same PaymentIntent back', async () => {
  const { user, authToken } = await signUp(t.app);
  const { subscription } = await subscribed(t.app, authToken, {
    packageId: 'streamfit_yearly',
    token: 'tok_mastercard',
  });
  clock.current = new Date(subscription.currentPeriodEnd);
  const key = `renewal:${subscription.stripeSubscriptionId}:1:1:${subscription.card?.id}`;
  mailer.failNextFor = user.email;
  expect(
    (await t.app.billing.runDue(clock.now())).filter((a) => a.subscriptionId === subscription.id),
  ).toEqual([]);
  expect(await paymentRows(t.database.db, user.id)).toMatchObject({ charges: 0 });
  expect(
    (await t.app.billing.runDue(clock.now())).filter((a) => a.subscriptionId === subscription.id),
  ).toEqual([expect.objectContaining({ action: 'trial_converted', amount: 239.99 })]);
  const sent = stripe.requestsTo('POST', '/v1/payment_intents').filter((r) => r.idempotencyKey === key);
  expect(sent).toHaveLength(2);
  const created = stripe.intents.filter((intent) => intent.idempotencyKey === key);
  expect(created).toHaveLength(1);
  expect(await chargeRow(user.id)).toMatchObject({ status: 'succeeded', provider_ref: created[0]?.id });
});

test('the wallet intent: a SetupIntent for the plan, no money moved', async () => {
  const { authToken } = await signUp(t.app);
  const response = await call(t.app, 'POST', '/api/user/subscription/payment-intent', authToken, {
    packageId: 'streamfit_yearly',
  });
  expect(json(response)).toEqual({
    status: true,
    content: { clientSecret: expect.stringMatching(/^seti_.*_secret_/), amount: 239.99, currency: 'usd' },
  });
  expectFailure(
    await call(t.app, 'POST', '/api/user/subscription/payment-intent', authToken, {
      packageId: 'jetsweat_class',
    }),
    400,
    'invalid_input',
  );
});

describe('POST /api/payments/stripe/webhook', () => {
  test('a pending charge settles when Stripe says it succeeded; a redelivery is acknowledged, not processed again', async () => {
    const { user, authToken } = await signUp(t.app);
    const content = await subscribed(t.app, authToken, {
      packageId: 'streamfit_monthly',
      token: 'tok_processing',
      promo: 'SAVE5',
    });
    const pending = await chargeRow(user.id);
    expect(pending).toMatchObject({ status: 'pending' });
    expect(content.subscription.grantsAccess).toBe(true);
    expect(await mailSubjects(t.database.db, user.id)).not.toContain('Your StreamFit receipt');

    const { payload, header } = signed(
      intentEvent('evt_succeeded_1', 'payment_intent.succeeded', pending?.provider_ref ?? ''),
    );
    const response = await postWebhook(payload, header);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: true, content: { received: true } });
    expect(await chargeRow(user.id)).toMatchObject({ status: 'succeeded' });

    const again = await postWebhook(payload, header);
    expect(json(again)).toEqual({ status: true, content: { received: true } });
    expect(
      (await mailSubjects(t.database.db, user.id)).filter((s) => s === 'Your StreamFit receipt'),
    ).toHaveLength(1);
    const events = await t.database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM stripe_events WHERE id = 'evt_succeeded_1'",
    );
    expect(events[0]?.n).toBe(1);
  });

  test('a pending charge that fails: the day pass is revoked; the subscription goes past due', async () => {
    const { user, authToken } = await signUp(t.app);
    const bought = await call(t.app, 'POST', '/api/user/daypass/purchase', authToken, {
      source: 'website',
      passDate: clock.current.toISOString().slice(0, 10),
      token: 'tok_processing',
    });
    expect(bought.statusCode).toBe(201);
    expect((await memberPayments(t.app, authToken)).active).toBe(true);
    const passCharge = await chargeRow(user.id);
    const failedPass = signed(
      intentEvent('evt_failed_pass', 'payment_intent.payment_failed', passCharge?.provider_ref ?? '', {
        last_payment_error: { message: 'Your card has insufficient funds.' },
      }),
    );
    expect((await postWebhook(failedPass.payload, failedPass.header)).statusCode).toBe(200);
    expect(await memberPayments(t.app, authToken)).toMatchObject({ active: false, dayPasses: [] });

    const other = await signUp(t.app);
    const { subscription } = await subscribed(t.app, other.authToken, {
      packageId: 'streamfit_monthly',
      token: 'tok_processing',
      promo: 'SAVE5',
    });
    const subCharge = await chargeRow(other.user.id);
    const failedSub = signed(
      intentEvent('evt_failed_sub', 'payment_intent.payment_failed', subCharge?.provider_ref ?? ''),
    );
    expect((await postWebhook(failedSub.payload, failedSub.header)).statusCode).toBe(200);
    expect((await memberPayments(t.app, other.authToken)).subscription).toMatchObject({
      status: 'past_due',
      grantsAccess: false,
      failedAttempts: 1,
      nextBillingAt: new Date(clock.current.getTime() + DAY).toISOString(),
      // Still the discounted first payment that failed, not the renewal price.
      nextBillingAmount: 14.99,
    });
    expect(await chargeRow(other.user.id)).toMatchObject({ status: 'failed' });
    expect(subscription.status).toBe('active');
  });

  test('events for nothing of ours, and other types, are acknowledged', async () => {
    for (const event of [
      intentEvent('evt_unknown_pi', 'payment_intent.succeeded', 'pi_not_ours'),
      { id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } },
    ]) {
      const { payload, header } = signed(event);
      expect(json(await postWebhook(payload, header))).toEqual({ status: true, content: { received: true } });
    }
  });

  test('a missing, wrong or stale signature, or a tampered body → 400 and nothing recorded', async () => {
    const event = intentEvent('evt_bad_signature', 'payment_intent.succeeded', 'pi_x');
    const wrongSecret = signed(event, 'whsec_someone_else');
    expectFailure(
      await postWebhook(wrongSecret.payload, wrongSecret.header),
      400,
      'invalid_input',
      'stripe-signature: does not match the payload',
    );
    const good = signed(event);
    expectFailure(
      await postWebhook(good.payload.replace('pi_x', 'pi_y'), good.header),
      400,
      'invalid_input',
      'stripe-signature: does not match the payload',
    );
    expectFailure(await postWebhook(good.payload), 400, 'invalid_input', 'stripe-signature: is required');
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(clock.current.getTime() / 1000) - 3600,
    });
    expectFailure(
      await postWebhook(good.payload, stale),
      400,
      'invalid_input',
      'stripe-signature: does not match the payload',
    );
    const events = await t.database.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM stripe_events WHERE id = 'evt_bad_signature'",
    );
    expect(events[0]?.n).toBe(0);
  });
});
