import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import { DAY, TestClock, type ApiUser } from './support/accounts.js';
import { expectBrandedMail, mailsTo, theMail } from './support/mail.js';
import {
  call,
  cardToken,
  FAILS_ON_CHARGE,
  subscribed,
  VISA,
  type ApiSubscription,
} from './support/payments.js';

/**
 * Every account and payments e-mail in the shared layout, signed by a white-label studio (its name,
 * its own site, never StreamFit), and the notices of a pause and a resume.
 */

const PUBLIC_URL = 'http://localhost:4321';
const BARI = { name: 'Bari Studio', siteUrl: 'http://baristudio.localhost:4321' };

const clock = new TestClock(new Date('2030-03-01T12:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, publicUrl: PUBLIC_URL });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

let counter = 0;

/** A Bari Studio customer, signed up on the studio's own site. */
async function studioMember(): Promise<{ token: string; email: string; id: number }> {
  counter += 1;
  const email = `bari.${counter}.${Date.now()}@example.com`;
  const response = await call(t.app, 'POST', '/api/user/register/baristudio', undefined, {
    userInfo: { email, firstName: 'Ada', lastName: 'Lovelace', password: 'correct horse battery' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up: ${response.statusCode} ${response.body}`);
  const { authToken, user } = json<Envelope<{ authToken: string; user: ApiUser }>>(response).content;
  return { token: authToken, email, id: user.id };
}

async function run(at: Date | number): Promise<void> {
  clock.current = new Date(at);
  await t.app.billing.runDue(clock.now());
}

async function action(token: string, name: 'pause' | 'un-pause'): Promise<ApiSubscription> {
  const response = await call(t.app, 'POST', `/api/user/subscription/${name}`, token);
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  return json<Envelope<ApiSubscription>>(response).content;
}

test('the welcome, the password reset and a trial that converts: each in the layout, signed by the studio', async () => {
  clock.current = new Date('2030-03-01T12:00:00.000Z');
  const { token, email } = await studioMember();
  const welcome = await theMail(t.app, email, /^Welcome to /);
  expect(welcome.subject).toBe('Welcome to Bari Studio');
  expectBrandedMail(welcome, BARI);
  expect(welcome.html).toContain(`href="${BARI.siteUrl}/login"`);

  const [bari] = await t.database.db.query<{ id: number }>(
    "SELECT id FROM studios WHERE short_name = 'baristudio'",
  );
  const reset = await call(t.app, 'POST', `/api/user/reset-password?studioId=${bari!.id}`, undefined, {
    email,
  });
  expect(reset.statusCode).toBe(200);
  const resetMail = await theMail(t.app, email, /^Reset your /);
  expectBrandedMail(resetMail, BARI);
  expect(resetMail.html).toMatch(
    /href="http:\/\/baristudio\.localhost:4321\/forgot-password#token=[A-Za-z0-9_-]{43}"/,
  );

  const start = clock.current.getTime();
  await subscribed(
    t.app,
    token,
    { packageId: 'baristudio_monthly', token: await cardToken(t.app, VISA) },
    {
      studio: 'baristudio',
    },
  );
  expectBrandedMail(await theMail(t.app, email, /free trial has started/), BARI);
  await run(start + 4 * DAY);
  const ending = await theMail(t.app, email, /free trial ends in 3 days/);
  expectBrandedMail(ending, BARI);
  await run(start + 7 * DAY);
  const receipt = await theMail(t.app, email, /^Your Bari Studio receipt$/);
  expectBrandedMail(receipt, BARI);
  for (const part of [receipt.text, receipt.html ?? '']) {
    expect(part).toContain('Visa ending in 4242');
    expect(part).toMatch(/ch_[A-Za-z0-9]+/);
    expect(part).toContain('$');
  }
});

test('a renewal that fails: the failed-payment notice, then the ending; a free start: the confirmation; a day pass: its receipt', async () => {
  clock.current = new Date('2030-04-01T12:00:00.000Z');
  const failing = await studioMember();
  const start = clock.current.getTime();
  await subscribed(
    t.app,
    failing.token,
    { packageId: 'baristudio_monthly', token: await cardToken(t.app, FAILS_ON_CHARGE) },
    { studio: 'baristudio' },
  );
  await run(start + 7 * DAY);
  expectBrandedMail(
    await theMail(t.app, failing.email, /^We could not process your Bari Studio payment$/),
    BARI,
  );
  for (const days of [8, 10, 12]) await run(start + days * DAY);
  expectBrandedMail(await theMail(t.app, failing.email, /^Your Bari Studio subscription has ended$/), BARI);

  const free = await studioMember();
  await subscribed(
    t.app,
    free.token,
    { packageId: 'baristudio_monthly', promo: 'FREEMONTH' },
    { studio: 'baristudio' },
  );
  expectBrandedMail(await theMail(t.app, free.email, /^Your Bari Studio subscription is confirmed$/), BARI);

  const [bari] = await t.database.db.query<{ id: number }>(
    "SELECT id FROM studios WHERE short_name = 'baristudio'",
  );
  const pass = await call(t.app, 'POST', '/api/user/daypass/purchase', free.token, {
    source: 'website',
    studioId: bari!.id,
    passDate: '2030-04-20',
    timeZone: 'America/New_York',
    token: await cardToken(t.app),
  });
  expect(pass.statusCode).toBe(201);
  const receipt = await theMail(t.app, free.email, /^Your Bari Studio receipt$/);
  expectBrandedMail(receipt, BARI);
  expect(receipt.text).toContain('Day pass for: April 20th, 2030');
});

describe('pause and resume notices', () => {
  test('pausing says until when, what stays open and how to resume; resuming says when the next payment is', async () => {
    clock.current = new Date('2030-06-01T12:00:00.000Z');
    const { token, email } = await studioMember();
    const start = clock.current.getTime();
    await subscribed(
      t.app,
      token,
      { packageId: 'baristudio_monthly', token: await cardToken(t.app) },
      {
        studio: 'baristudio',
      },
    );
    await run(start + 7 * DAY);
    // The trial ended on 8 June: paid until 8 July, and paused on 17 June with 21 days left.
    clock.current = new Date(start + 16 * DAY);
    const paused = await action(token, 'pause');
    expect(paused.status).toBe('paused');
    const pauseMail = await theMail(t.app, email, /^Your Bari Studio plan is paused$/);
    expect(pauseMail.to).toBe(email);
    expectBrandedMail(pauseMail, BARI);
    for (const part of [pauseMail.text, pauseMail.html ?? '']) {
      expect(part).toContain('It stays paused until you resume it (there is no end date)');
      expect(part).toContain('June 17th, 2030');
      expect(part).toContain('21 days of the period you paid for');
      expect(part).toContain('Classes you already booked stay booked, and you can still join them.');
      expect(part).toContain('no payment is taken');
      expect(part).toContain(`${BARI.siteUrl}/account`);
    }
    expect(pauseMail.html).toContain(`href="${BARI.siteUrl}/account"`);
    expect(pauseMail.html).toContain('>Resume your plan</a>');

    // Ten days later the member resumes: the period end (and the next payment) moves on by ten days.
    clock.current = new Date(start + 26 * DAY);
    const resumed = await action(token, 'un-pause');
    expect(resumed.status).toBe('active');
    expect(resumed.nextBillingAt).toBe('2030-07-18T12:00:00.000Z');
    const resumeMail = await theMail(t.app, email, /^Your Bari Studio plan is active again$/);
    expectBrandedMail(resumeMail, BARI);
    expect(resumeMail.text).toContain('was resumed on June 27th, 2030');
    expect(resumeMail.text).toContain(
      `Your next payment of $${resumed.nextBillingAmount?.toFixed(2)} is on July 18th, 2030`,
    );
  });

  test('a refused pause sends nothing', async () => {
    clock.current = new Date('2030-07-01T12:00:00.000Z');
    const { token, email } = await studioMember();
    const before = await mailsTo(t.app, email);
    const response = await call(t.app, 'POST', '/api/user/subscription/pause', token);
    expect(response.statusCode).toBe(404);
    expect(await mailsTo(t.app, email)).toEqual(before);
  });
});

// Last: it moves the clock a year on.
test('an annual plan: the receipt now and the reminder 7 days before it renews', async () => {
  clock.current = new Date('2030-05-01T12:00:00.000Z');
  const yearly = await studioMember();
  const { subscription } = await subscribed(
    t.app,
    yearly.token,
    { packageId: 'baristudio_yearly', promo: 'WELCOME50', token: await cardToken(t.app) },
    { studio: 'baristudio' },
  );
  expectBrandedMail(await theMail(t.app, yearly.email, /^Your Bari Studio receipt$/), BARI);
  await run(Date.parse(subscription.currentPeriodEnd) - 7 * DAY);
  expectBrandedMail(
    await theMail(t.app, yearly.email, /^Your Bari Studio annual plan renews in 7 days$/),
    BARI,
  );
});
