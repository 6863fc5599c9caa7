import { createGymBenefitToken } from '../src/accounts/gym-benefit.js';
import { json, startTestApp, TEST_SECRETS, type Envelope, type TestApp } from './support/app.js';
import { DAY, register, TestClock, uniqueEmail, userInfo } from './support/accounts.js';

/** POST /api/user/register/gympass/check: whether an invitation link still works, and if not why. */

const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const PATH = '/api/user/register/gympass/check';

async function check(payload: unknown) {
  return t.app.inject({ method: 'POST', url: PATH, payload: payload as Record<string, unknown> });
}

async function statusOf(email: string, token: string) {
  const response = await check({ email, token });
  expect(response.statusCode).toBe(200);
  return json<Envelope<{ status: string; expiresAt: string | null }>>(response).content;
}

const inAWeek = (): Date => new Date(clock.current.getTime() + 7 * DAY);

test('a valid invitation says so, with its expiry; the address is compared as sign-up compares it', async () => {
  const email = uniqueEmail('gym-check');
  const expires = inAWeek();
  const token = createGymBenefitToken(TEST_SECRETS.gymBenefitSecret, email, expires);
  expect(await statusOf(` ${email.toUpperCase()} `, token)).toEqual({
    status: 'valid',
    expiresAt: expires.toISOString(),
  });
});

test('once used to sign up, the same link is "used"', async () => {
  const email = uniqueEmail('gym-check');
  const token = createGymBenefitToken(TEST_SECRETS.gymBenefitSecret, email, inAWeek());
  const signedUp = await register(
    t.app,
    { userInfo: userInfo({ email }), token },
    '/api/user/register/gympass',
  );
  expect(signedUp.statusCode).toBe(201);
  expect(await statusOf(email, token)).toEqual({ status: 'used', expiresAt: null });
});

test('expired, sent to another address, forged or garbage: each says which, and nothing is written', async () => {
  const email = uniqueEmail('gym-check');
  const expiredAt = new Date(clock.current.getTime() - 1);
  const expired = createGymBenefitToken(TEST_SECRETS.gymBenefitSecret, email, expiredAt);
  expect(await statusOf(email, expired)).toEqual({ status: 'expired', expiresAt: expiredAt.toISOString() });

  const valid = createGymBenefitToken(TEST_SECRETS.gymBenefitSecret, email, inAWeek());
  expect((await statusOf(uniqueEmail('someone-else'), valid)).status).toBe('other_email');
  // Signed with another key (a forged link), even if expired: not valid, and its date is not told.
  const forged = createGymBenefitToken('not-our-secret', email, expiredAt);
  expect(await statusOf(email, forged)).toEqual({ status: 'invalid', expiresAt: null });
  for (const garbage of ['x', 'a.b.c', '..', `${valid}x`, "' OR 1=1 --"]) {
    expect((await statusOf(email, garbage)).status).toBe('invalid');
  }
  const rows = await t.database.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE email = $1',
    [email],
  );
  expect(rows[0]?.n).toBe(0);
});

test.each([
  ['no token', { email: 'a@example.com' }],
  ['no e-mail', { token: 'x' }],
  ['an empty token', { email: 'a@example.com', token: '' }],
  ['a token too long', { email: 'a@example.com', token: 'x'.repeat(2049) }],
  ['a number for the e-mail', { email: 1, token: 'x' }],
])('%s is a 400 naming the problem', async (_name, payload) => {
  const response = await check(payload);
  expect(response.statusCode).toBe(400);
  expect(json<Envelope<string>>(response).status).toBe(false);
});

test('an empty e-mail is a 400', async () => {
  const response = await check({ email: '   ', token: 'x' });
  expect(response.statusCode).toBe(400);
  expect(json<Envelope<string>>(response).content).toBe('email: must not be empty');
});
