import type { LightMyRequestResponse } from 'fastify';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import {
  DAY,
  login,
  MINUTE,
  PASSWORD,
  signUp,
  TestClock,
  uniqueEmail,
  type ApiUser,
} from './support/accounts.js';
import { call, cardToken, subscribed } from './support/payments.js';

/**
 * The member's own account details: their name, a new e-mail address (moved only by the link
 * mailed to it) and a new password (the current one required; other sessions end, this one stays).
 */

const clock = new TestClock(new Date('2030-05-01T10:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, rateLimitFactor: 1 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Failure = { status: false; content: string; code?: string };
type MeUser = ApiUser & {
  pendingEmail: string | null;
  subscription: ApiUser['subscription'] & { paused: boolean };
};

function send(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  authToken: string | undefined,
  payload?: unknown,
  address = '198.18.9.1',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': address, ...(authToken === undefined ? {} : { authorization: authToken }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function me(authToken: string): Promise<MeUser> {
  const response = await send('GET', '/api/user/me', authToken);
  expect(response.statusCode).toBe(200);
  return json<Envelope<MeUser>>(response).content;
}

async function mailTo(address: string) {
  return t.database.db.query<{
    subject: string;
    text_body: string;
    html_body: string | null;
    user_id: number;
  }>('SELECT subject, text_body, html_body, user_id FROM outbox_emails WHERE to_address = $1 ORDER BY id', [
    address,
  ]);
}

/** The e-mail change link's token from the mail sent to `address`. */
async function linkTokenSentTo(address: string): Promise<string> {
  const [mail] = (await mailTo(address)).slice(-1);
  const token = /\/account\/email#token=([A-Za-z0-9_-]{43})/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no e-mail change link in the mail to ${address}`);
  return token;
}

async function userRow(id: number) {
  const [row] = await t.database.db.query<{ email: string; first_name: string; last_name: string }>(
    'SELECT email, first_name, last_name FROM users WHERE id = $1',
    [id],
  );
  return row;
}

describe('PATCH /api/user/me: the name', () => {
  test('changes either name, trimmed, and answers the User', async () => {
    const { user, authToken } = await signUp(t.app);
    const response = await send('PATCH', '/api/user/me', authToken, { firstName: '  Grace ' });
    expect(response.statusCode).toBe(200);
    expect(json<Envelope<MeUser>>(response).content).toMatchObject({
      firstName: 'Grace',
      lastName: 'Lovelace',
    });
    await send('PATCH', '/api/user/me', authToken, { lastName: 'Hopper' });
    expect(await userRow(user.id)).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
  });

  test.each([
    [{}, 'body: must change firstName or lastName'],
    [{ firstName: '   ' }, 'firstName: must not be empty'],
    [{ lastName: 'x'.repeat(101) }, 'lastName: must be at most 100 characters'],
    [{ firstName: 'Ada\u202e' }, 'firstName: must not contain invisible or text-direction characters'],
    [{ firstName: 7 }, 'firstName: must be string'],
  ])('refuses %j with a 400 naming the field, changing nothing', async (body, message) => {
    const { user, authToken } = await signUp(t.app);
    const response = await send('PATCH', '/api/user/me', authToken, body);
    expect(response.statusCode).toBe(400);
    expect(json<Failure>(response).content).toBe(message);
    expect(await userRow(user.id)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  test('needs a session', async () => {
    const response = await send('PATCH', '/api/user/me', undefined, { firstName: 'Eve' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a new e-mail address, confirmed by a link sent to it', () => {
  test('the link moves the account; until then the old address stays and logs in', async () => {
    const { user, authToken, info } = await signUp(t.app);
    const newEmail = uniqueEmail('moved');
    const asked = await send('POST', '/api/user/me/email', authToken, {
      email: `  ${newEmail.toUpperCase()} `,
      currentPassword: PASSWORD,
    });
    expect(asked.statusCode).toBe(202);
    expect(json<Envelope<unknown>>(asked).content).toEqual({
      pendingEmail: newEmail,
      expiresAt: new Date(clock.current.getTime() + DAY).toISOString(),
    });
    expect((await me(authToken)).pendingEmail).toBe(newEmail);
    expect((await userRow(user.id))?.email).toBe(info.email);
    expect((await login(t.app, info.email, PASSWORD)).statusCode).toBe(200);

    const [mail] = await mailTo(newEmail);
    expect(mail?.subject).toBe('Confirm your new StreamFit e-mail address');
    expect(mail?.html_body).toContain('Confirm my new e-mail address');
    const token = await linkTokenSentTo(newEmail);
    // Only the token's hash is kept.
    const stored = await t.database.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM email_change_requests WHERE user_id = $1',
      [user.id],
    );
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    clock.advance(5 * MINUTE);
    const confirmed = await send('POST', '/api/user/me/email/confirm', undefined, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(json<Envelope<unknown>>(confirmed).content).toEqual({ email: newEmail });
    expect((await userRow(user.id))?.email).toBe(newEmail);
    expect((await me(authToken)).pendingEmail).toBeNull();
    expect((await login(t.app, newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, info.email, PASSWORD)).statusCode).toBe(401);

    const [notice] = await mailTo(info.email).then((mails) =>
      mails.filter((m) => m.subject.includes('changed')),
    );
    expect(notice?.subject).toBe('Your StreamFit e-mail address was changed');
    expect(notice?.text_body).toContain(newEmail);

    // Used once only.
    const again = await send('POST', '/api/user/me/email/confirm', undefined, { token });
    expect(again.statusCode).toBe(400);
    expect(json<Failure>(again).content).toBe(
      'This e-mail change link has expired or was already used. Please ask for a new one from your account page.',
    );
  });

  test('an expired link changes nothing; a newer request replaces the older link', async () => {
    const { user, authToken, info } = await signUp(t.app);
    const first = uniqueEmail('first');
    await send('POST', '/api/user/me/email', authToken, { email: first, currentPassword: PASSWORD });
    const firstToken = await linkTokenSentTo(first);
    const second = uniqueEmail('second');
    await send('POST', '/api/user/me/email', authToken, { email: second, currentPassword: PASSWORD });
    const secondToken = await linkTokenSentTo(second);

    expect(
      (await send('POST', '/api/user/me/email/confirm', undefined, { token: firstToken })).statusCode,
    ).toBe(400);
    clock.advance(DAY + MINUTE);
    const late = await send('POST', '/api/user/me/email/confirm', undefined, { token: secondToken });
    expect(late.statusCode).toBe(400);
    expect((await userRow(user.id))?.email).toBe(info.email);
    expect((await mailTo(info.email)).map((m) => m.subject)).not.toContain(
      'Your StreamFit e-mail address was changed',
    );
  });

  test('refusals: wrong password, the same address, an address in use, a malformed link', async () => {
    const { user, authToken, info } = await signUp(t.app);
    const other = await signUp(t.app);
    const wrong = await send('POST', '/api/user/me/email', authToken, {
      email: uniqueEmail(),
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json<Failure>(wrong)).toMatchObject({
      content: 'currentPassword: is not your current password',
      code: 'wrong_password',
    });
    const same = await send('POST', '/api/user/me/email', authToken, {
      email: info.email,
      currentPassword: PASSWORD,
    });
    expect(same.statusCode).toBe(409);
    expect(json<Failure>(same).content).toBe('This is already your e-mail address.');
    const taken = await send('POST', '/api/user/me/email', authToken, {
      email: other.info.email,
      currentPassword: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(json<Failure>(taken).content).toBe('An account with this e-mail already exists.');
    const bad = await send('POST', '/api/user/me/email', authToken, {
      email: 'no-at-sign',
      currentPassword: PASSWORD,
    });
    expect(bad.statusCode).toBe(400);
    expect(json<Failure>(bad).content).toBe('email: must be a valid e-mail address');
    const shape = await send('POST', '/api/user/me/email/confirm', undefined, { token: 'short' });
    expect(shape.statusCode).toBe(400);
    expect(json<Failure>(shape).content).toBe(
      'token: must be the 43-character code from the e-mail change link',
    );
    const rows = await t.database.db.query('SELECT 1 FROM email_change_requests WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toHaveLength(0);
    expect((await userRow(user.id))?.email).toBe(info.email);
  });

  test('an address taken after the request: the link is refused with a 409 and nothing moves', async () => {
    const { user, authToken, info } = await signUp(t.app);
    const wanted = uniqueEmail('wanted');
    await send('POST', '/api/user/me/email', authToken, { email: wanted, currentPassword: PASSWORD });
    const token = await linkTokenSentTo(wanted);
    await signUp(t.app, { email: wanted });
    const response = await send('POST', '/api/user/me/email/confirm', undefined, { token });
    expect(response.statusCode).toBe(409);
    expect((await userRow(user.id))?.email).toBe(info.email);
  });

  test('three requests an hour per member, then 429 with Retry-After', async () => {
    const { authToken } = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) {
      const response = await send('POST', '/api/user/me/email', authToken, {
        email: uniqueEmail(),
        currentPassword: PASSWORD,
      });
      expect(response.statusCode).toBe(202);
    }
    const refused = await send('POST', '/api/user/me/email', authToken, {
      email: uniqueEmail(),
      currentPassword: PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(json<Failure>(refused)).toMatchObject({ code: 'rate_limited' });
    expect(json<Failure>(refused).content).toMatch(
      /^Too many e-mail address changes\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/user/me/password', () => {
  test('the current password is needed; other sessions end, this one stays; the member is told', async () => {
    const { user, authToken, info } = await signUp(t.app);
    const elsewhere = json<Envelope<{ authToken: string }>>(await login(t.app, info.email, PASSWORD)).content
      .authToken;
    const response = await send('POST', '/api/user/me/password', authToken, {
      currentPassword: PASSWORD,
      newPassword: 'a much better password',
    });
    expect(response.statusCode).toBe(200);
    expect(json<Envelope<MeUser>>(response).content.id).toBe(user.id);
    expect((await send('GET', '/api/user/me', authToken)).statusCode).toBe(200);
    expect((await send('GET', '/api/user/me', elsewhere)).statusCode).toBe(401);
    expect((await login(t.app, info.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, info.email, 'a much better password')).statusCode).toBe(200);
    const subjects = (await mailTo(info.email)).map((m) => m.subject);
    expect(subjects).toContain('Your StreamFit password was changed');
    const ended = await t.database.db.query<{ type: string }>(
      "SELECT type FROM events WHERE type = 'session.ended' AND subject_id = $1",
      [String(user.id)],
    );
    expect(ended.length).toBeGreaterThan(0);
  });

  test('a wrong current password or a short new one changes nothing', async () => {
    const { authToken, info } = await signUp(t.app);
    const wrong = await send('POST', '/api/user/me/password', authToken, {
      currentPassword: 'wrong password',
      newPassword: 'a much better password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(json<Failure>(wrong)).toMatchObject({
      content: 'currentPassword: is not your current password',
      code: 'wrong_password',
    });
    const short = await send('POST', '/api/user/me/password', authToken, {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(json<Failure>(short).content).toBe('newPassword: must be at least 8 characters');
    expect((await login(t.app, info.email, PASSWORD)).statusCode).toBe(200);
    expect((await mailTo(info.email)).map((m) => m.subject)).not.toContain(
      'Your StreamFit password was changed',
    );
  });

  test('five wrong passwords in 15 minutes, then 429 even for the right one; right ones are not counted', async () => {
    const { authToken } = await signUp(t.app);
    const attempt = (currentPassword: string) =>
      send('POST', '/api/user/me/password', authToken, { currentPassword, newPassword: PASSWORD });
    // A right password gives its check back.
    for (let i = 0; i < 3; i += 1) expect((await attempt(PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await attempt('wrong password')).statusCode).toBe(400);
    const refused = await attempt(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(json<Failure>(refused).content).toMatch(/^Too many wrong passwords\./);
    clock.advance(16 * MINUTE);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });
});

describe("the membership says when the member's plan is paused", () => {
  test('paused: no access, `paused: true`; resumed: access again', async () => {
    const { authToken } = await signUp(t.app);
    await subscribed(t.app, authToken, { packageId: 'streamfit_monthly', token: await cardToken(t.app) });
    expect((await me(authToken)).subscription).toMatchObject({ active: true, paused: false });
    expect((await call(t.app, 'POST', '/api/user/subscription/pause', authToken)).statusCode).toBe(200);
    expect((await me(authToken)).subscription).toMatchObject({
      active: false,
      kind: 'none',
      paused: true,
      packageId: 'streamfit_monthly',
    });
    expect((await call(t.app, 'POST', '/api/user/subscription/un-pause', authToken)).statusCode).toBe(200);
    expect((await me(authToken)).subscription).toMatchObject({ active: true, paused: false });
  });
});
