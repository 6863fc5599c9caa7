import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import {
  json,
  startTestApp,
  TEST_SECRETS,
  TEST_VERSION,
  type Envelope,
  type TestApp,
} from './support/app.js';
import {
  login,
  MINUTE,
  outbox,
  signUp,
  TestClock,
  uniqueEmail,
  withToken,
  type ApiUser,
  type OutboxItem,
} from './support/accounts.js';

/**
 * Password reset by a single-use link that expires after an hour: the request only mails the
 * link (the password and sessions stay as they are); the link's token is checked, then used once
 * to set a new password, which ends every session and opens a new one.
 */

const clock = new TestClock();
let t: TestApp;
const extraApps: FastifyInstance[] = [];
let addressCounter = 0;
const newAddress = (): string => `198.18.7.${++addressCounter}`;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, rateLimitFactor: 1 });
}, 120_000);

afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t?.close();
});

const EXPIRED = {
  status: false,
  content: 'This password reset link has expired or was already used. Please request a new one.',
};
const NEW_PASSWORD = 'a brand new password';
const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

function requestReset(
  email: string,
  query = '',
  app: FastifyInstance = t.app,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/user/reset-password${query}`,
    payload: { email },
    headers: { 'x-forwarded-for': newAddress() },
  });
}

function check(
  token: unknown,
  address = newAddress(),
  app: FastifyInstance = t.app,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/user/reset-password/check',
    payload: { token },
    headers: { 'x-forwarded-for': address },
  });
}

function complete(
  token: unknown,
  password: unknown = NEW_PASSWORD,
  address = newAddress(),
  app: FastifyInstance = t.app,
) {
  return app.inject({
    method: 'POST',
    url: '/api/user/reset-password/complete',
    payload: { token, password },
    headers: { 'x-forwarded-for': address },
  });
}

const LINK = /(https?:\/\/[^\s"<]+)\/forgot-password#token=([A-Za-z0-9_-]{43})/;

/** The link in the newest reset mail to `email`: its site and token. */
async function linkFor(
  email: string,
  app: FastifyInstance = t.app,
): Promise<{ site: string; token: string; mail: OutboxItem & { html: string | null } }> {
  const [mail] = (await outbox(app, email)) as Array<OutboxItem & { html: string | null }>;
  const match = LINK.exec(mail?.text ?? '');
  if (!mail || !match?.[1] || !match[2]) throw new Error(`no reset link in ${mail?.text}`);
  return { site: match[1], token: match[2], mail };
}

async function resetRows(userId: number): Promise<number> {
  return (
    (
      await t.database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM password_reset_tokens WHERE user_id = $1',
        [userId],
      )
    )[0]?.n ?? -1
  );
}

describe('POST /api/user/reset-password (the request)', () => {
  test('mails a link and changes nothing else: the old password and sessions keep working', async () => {
    const { info, authToken } = await signUp(t.app);
    const response = await requestReset(` ${info.email.toUpperCase()}`);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: true,
      content: 'Password reset successful! Please check your email to get your new password and login!',
    });
    expect((await login(t.app, info.email, info.password, { address: newAddress() })).statusCode).toBe(200);
    expect((await withToken(t.app, 'GET', '/api/user/me', authToken)).statusCode).toBe(200);

    const { site, token, mail } = await linkFor(info.email);
    expect(site).toBe('http://localhost:4000');
    expect(mail.subject).toBe('Reset your StreamFit password');
    expect(mail.from).toBe('"StreamFit" <hello@streamfit.app>');
    expect(mail.text).toContain(`Hi ${info.firstName},`);
    expect(mail.text).toContain('valid for one hour');
    expect(mail.text).toContain('can be used once');
    expect(mail.text).toContain('your password stays the same');
    expect(mail.text).not.toMatch(/password is/i);
    // The HTML part carries the same link, in a link.
    expect(mail.html).toContain(`href="http://localhost:4000/forgot-password#token=${token}"`);
    expect(mail.html).toContain('valid for one hour');
    // Only the token's hash is stored.
    const [row] = await t.database.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE token_hash = $1',
      [sha256(token)],
    );
    expect(row).toBeDefined();
    expect(JSON.stringify(await t.database.db.query('SELECT * FROM password_reset_tokens'))).not.toContain(
      token,
    );
  });

  test('an unknown e-mail is 404 with the spec text and stores no link', async () => {
    const before = (
      await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_tokens')
    )[0]?.n;
    const response = await requestReset(uniqueEmail('nobody'));
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ status: false, content: 'This user does not exist' });
    expect(
      (await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM password_reset_tokens'))[0]
        ?.n,
    ).toBe(before);
  });

  test('a new request replaces the earlier unused link', async () => {
    const { info, user } = await signUp(t.app);
    await requestReset(info.email);
    const first = await linkFor(info.email);
    clock.advance(MINUTE);
    await requestReset(info.email);
    const second = await linkFor(info.email);
    expect(second.token).not.toBe(first.token);
    expect(json(await check(first.token))).toEqual(EXPIRED);
    expect((await check(second.token)).statusCode).toBe(200);
    expect(await resetRows(user.id)).toBe(1);
  });

  test("the link goes to the studio's white-label site: the one named by studioId, or the member's own", async () => {
    const app = await buildApp({
      db: t.database.db,
      version: TEST_VERSION,
      logger: false,
      devRoutes: true,
      secrets: TEST_SECRETS,
      clock: clock.now,
      publicUrl: 'https://streamfit.app',
    });
    extraApps.push(app);
    const [bari] = await t.database.db.query<{ id: number }>(
      "SELECT id FROM studios WHERE short_name = 'baristudio'",
    );
    const { info } = await signUp(t.app);
    expect((await requestReset(info.email, `?studioId=${bari?.id}`, app)).statusCode).toBe(200);
    const named = await linkFor(info.email, app);
    expect(named.site).toBe('https://www.baristudio.tv');
    expect(named.mail.subject).toBe('Reset your Bari Studio password');
    expect(named.mail.from).toBe('"Bari Studio" <hello@streamfit.app>');

    const email = uniqueEmail('bari');
    await app.inject({
      method: 'POST',
      url: '/api/user/register/baristudio',
      payload: { userInfo: { email, firstName: 'B', lastName: 'C', password: 'long enough pw' } },
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect((await requestReset(email, '', app)).statusCode).toBe(200);
    expect((await linkFor(email, app)).site).toBe('https://www.baristudio.tv');

    expect((await requestReset(info.email, '', app)).statusCode).toBe(200);
    expect((await linkFor(info.email, app)).site).toBe('https://streamfit.app');
  });
});

describe('POST /api/user/reset-password/check', () => {
  test('a usable link: the e-mail it is for and when it expires (one hour after the request)', async () => {
    const { info } = await signUp(t.app);
    await requestReset(info.email);
    const { token } = await linkFor(info.email);
    const response = await check(token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: true,
      content: {
        email: info.email,
        expiresAt: new Date(clock.current.getTime() + 60 * MINUTE).toISOString(),
      },
    });
    // Checking does not use it up.
    expect((await check(token)).statusCode).toBe(200);
  });

  test('an expired link (an hour later) is refused', async () => {
    const { info } = await signUp(t.app);
    await requestReset(info.email);
    const { token } = await linkFor(info.email);
    clock.advance(59 * MINUTE);
    expect((await check(token)).statusCode).toBe(200);
    clock.advance(MINUTE);
    const response = await check(token);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual(EXPIRED);
    expect(json(await complete(token))).toEqual(EXPIRED);
    expect((await login(t.app, info.email, info.password, { address: newAddress() })).statusCode).toBe(200);
  });

  test('a token nobody was sent is refused the same way', async () => {
    expect(json(await check('A'.repeat(43)))).toEqual(EXPIRED);
  });
});

describe('POST /api/user/reset-password/complete', () => {
  test('sets the password, ends every session (one session.ended event), clears log-in failures, and opens a session', async () => {
    const { info, user, authToken } = await signUp(t.app);
    const second = json<Envelope<{ authToken: string }>>(
      await login(t.app, info.email, info.password, { address: newAddress() }),
    ).content.authToken;
    // Four failures: one more would block the e-mail.
    for (let i = 0; i < 4; i += 1)
      expect((await login(t.app, info.email, 'wrong', { address: newAddress() })).statusCode).toBe(401);
    await requestReset(info.email);
    const { token } = await linkFor(info.email);

    const response = await complete(token);
    expect(response.statusCode).toBe(200);
    const content = json<Envelope<ApiUser & { authToken: string }>>(response).content;
    // The same shape as log-in: the User and its new session.
    expect(content).toMatchObject({
      id: user.id,
      email: info.email,
      firstName: info.firstName,
      lastName: info.lastName,
      userType: 'member',
    });
    expect(Object.keys(content).sort()).toEqual([
      'accessType',
      'accountType',
      'authToken',
      'birthday',
      'createdAt',
      'email',
      'firstName',
      'id',
      'isCustomer',
      'lastName',
      'pendingEmail',
      'studioId',
      'subscription',
      'userType',
    ]);
    expect(content.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await withToken(t.app, 'GET', '/api/user/me', authToken)).statusCode).toBe(401);
    expect((await withToken(t.app, 'GET', '/api/user/me', second)).statusCode).toBe(401);
    expect((await withToken(t.app, 'GET', '/api/user/me', content.authToken)).statusCode).toBe(200);

    const events = await t.database.db.query<{
      audience_user_ids: number[];
      payload: { tokenHashes: string[] };
    }>("SELECT audience_user_ids, payload FROM events WHERE type = 'session.ended' AND subject_id = $1", [
      String(user.id),
    ]);
    expect(events).toHaveLength(1);
    expect([...(events[0]?.payload.tokenHashes ?? [])].sort()).toEqual(
      [authToken, second].map(sha256).sort(),
    );
    expect(events[0]?.audience_user_ids.map(Number)).toEqual([user.id]);

    // The four failures were cleared: five wrong passwords are checked again (the old one is wrong now).
    expect((await login(t.app, info.email, info.password, { address: newAddress() })).statusCode).toBe(401);
    for (let i = 0; i < 4; i += 1)
      expect((await login(t.app, info.email, 'wrong', { address: newAddress() })).statusCode).toBe(401);
    expect((await login(t.app, info.email, NEW_PASSWORD, { address: newAddress() })).statusCode).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await login(t.app, info.email, NEW_PASSWORD, { address: newAddress() })).statusCode).toBe(200);
  });

  test('a link works once: a second use is refused and changes nothing', async () => {
    const { info } = await signUp(t.app);
    await requestReset(info.email);
    const { token } = await linkFor(info.email);
    expect((await complete(token)).statusCode).toBe(200);
    const again = await complete(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual(EXPIRED);
    expect(json(await check(token))).toEqual(EXPIRED);
    expect((await login(t.app, info.email, NEW_PASSWORD, { address: newAddress() })).statusCode).toBe(200);
  });

  test('used in parallel, a link sets one password', async () => {
    const { info } = await signUp(t.app);
    await requestReset(info.email);
    const { token } = await linkFor(info.email);
    const passwords = ['first parallel password', 'second parallel password', 'third parallel password'];
    const answers = await Promise.all(passwords.map((password) => complete(token, password)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    const winner = passwords[answers.findIndex((answer) => answer.statusCode === 200)]!;
    expect((await login(t.app, info.email, winner, { address: newAddress() })).statusCode).toBe(200);
  });

  test.each([
    ['too short', 'short', 'password: must be at least 8 characters'],
    ['empty', '', 'password: must not be empty'],
    ['over 1 KiB', 'x'.repeat(1025), 'password: must be at most 1024 bytes'],
  ])(
    'a password that sign-up would refuse (%s) is refused naming it; the link stays usable',
    async (_what, password, message) => {
      const { info } = await signUp(t.app);
      await requestReset(info.email);
      const { token } = await linkFor(info.email);
      const response = await complete(token, password);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({ status: false, content: message });
      expect((await check(token)).statusCode).toBe(200);
      expect((await login(t.app, info.email, info.password, { address: newAddress() })).statusCode).toBe(200);
    },
  );
});

describe('the token is checked for shape before the database is asked', () => {
  /** The test database, counting every statement sent to it. */
  function counting(db: Database): { db: Database; count: () => number } {
    let statements = 0;
    const counted: Database = {
      kind: db.kind,
      query: (sql, params) => {
        statements += 1;
        return db.query(sql, params);
      },
      exec: (sql) => {
        statements += 1;
        return db.exec(sql);
      },
      transaction: (fn) => {
        statements += 1;
        return db.transaction(fn);
      },
      listen: (channel, onNotify, onLost) => db.listen(channel, onNotify, onLost),
      close: async () => undefined,
    };
    return { db: counted, count: () => statements };
  }

  test.each([
    ['too short', 'A'.repeat(42)],
    ['too long', 'A'.repeat(44)],
    ['not base64url', `${'A'.repeat(42)}=`],
    ['with a space', `${'A'.repeat(21)} ${'A'.repeat(21)}`],
    ['not a string', 12345],
    ['missing', undefined],
  ])('%s → 400, no query', async (_what, token) => {
    const { db, count } = counting(t.database.db);
    const app = await buildApp({
      db,
      version: TEST_VERSION,
      logger: false,
      secrets: TEST_SECRETS,
      clock: clock.now,
      rateLimitFactor: 1,
    });
    extraApps.push(app);
    await app.ready();
    const before = count();
    for (const response of [
      await check(token, newAddress(), app),
      await complete(token, NEW_PASSWORD, newAddress(), app),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(json<Envelope<string>>(response).content).toMatch(/^(token: |body: )/);
    }
    expect(count()).toBe(before);
  });
});

describe('limit', () => {
  test('20 checks or completions an hour per client address (against guessing), then 429', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) expect((await check('B'.repeat(43), address)).statusCode).toBe(400);
    for (let i = 0; i < 10; i += 1)
      expect((await complete('B'.repeat(43), NEW_PASSWORD, address)).statusCode).toBe(400);
    const refused = await check('B'.repeat(43), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(json(refused)).toEqual({
      status: false,
      content: 'Too many tries with password reset links. Please try again in 60 minutes.',
      code: 'rate_limited',
    });
    expect((await complete('B'.repeat(43), NEW_PASSWORD, address)).statusCode).toBe(429);
    // Another address is unaffected.
    expect((await check('B'.repeat(43))).statusCode).toBe(400);
  });
});
