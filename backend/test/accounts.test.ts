import { createGymBenefitToken } from '../src/accounts/gym-benefit.js';
import { json, startTestApp, TEST_SECRETS, type Envelope, type TestApp } from './support/app.js';
import {
  DAY,
  login,
  outbox,
  PASSWORD,
  register,
  signUp,
  TestClock,
  uniqueEmail,
  userInfo,
  withToken,
  type ApiUser,
} from './support/accounts.js';

/** Sign-up (general, white-label, gym benefit), log-in, sessions and the subscription call. */

const clock = new TestClock();
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function countUsers(email: string): Promise<number> {
  const rows = await t.database.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  return rows[0]?.n ?? -1;
}

async function studioId(shortName: string): Promise<number> {
  const rows = await t.database.db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [
    shortName,
  ]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no studio ${shortName}`);
  return id;
}

function expectNoSecrets(body: string, password: string): void {
  expect(body).not.toMatch(/password|salt|hash/i);
  expect(body).not.toContain(password);
}

describe('POST /api/user/register', () => {
  test('creates a general member, returns a token and the user, and sends a welcome e-mail', async () => {
    const info = userInfo({ email: `  New.Member.${Date.now()}@Example.COM `, firstName: ' Grace ' });
    const response = await register(t.app, { userInfo: info });
    expect(response.statusCode).toBe(201);
    const body = json<Envelope<{ authToken: string; user: ApiUser }>>(response);
    expect(body.status).toBe(true);
    expect(body.content.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const email = String(info['email']).trim().toLowerCase();
    expect(body.content.user).toEqual({
      id: expect.any(Number),
      email,
      firstName: 'Grace',
      lastName: 'Lovelace',
      studioId: null,
      accountType: 'general',
      accessType: 'standard',
      userType: 'member',
      isCustomer: false,
      birthday: null,
      subscription: {
        active: false,
        packageId: null,
        isClassOnly: false,
        studioId: null,
        kind: 'none',
        paused: false,
      },
      pendingEmail: null,
      createdAt: clock.current.toISOString(),
    });
    expectNoSecrets(response.body, PASSWORD);

    const [row] = await t.database.db.query<{ password_hash: string; password_salt: string }>(
      'SELECT password_hash, password_salt FROM users WHERE email = $1',
      [email],
    );
    expect(row?.password_hash).toMatch(/^[0-9a-f]{128}$/);
    expect(row?.password_salt).toMatch(/^[0-9a-f]{32}$/);
    // Only the token's hash is stored.
    const tokens = await t.database.db.query<{ token_hash: string }>('SELECT token_hash FROM auth_tokens');
    expect(tokens.map((token) => token.token_hash)).not.toContain(body.content.authToken);

    const [mail] = await outbox(t.app, email);
    expect(mail).toMatchObject({
      to: email,
      subject: 'Welcome to StreamFit',
      from: '"StreamFit" <hello@streamfit.app>',
    });
    expect(mail?.text).toContain('Hi Grace,');
  });

  test('two salts: the same password hashes differently for two members', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const rows = await t.database.db.query<{ password_hash: string; password_salt: string }>(
      'SELECT password_hash, password_salt FROM users WHERE id = ANY($1::int[])',
      [[a.user.id, b.user.id]],
    );
    expect(new Set(rows.map((row) => row.password_salt)).size).toBe(2);
    expect(new Set(rows.map((row) => row.password_hash)).size).toBe(2);
  });

  test('a taken e-mail, in any case, is 409 and nothing is written', async () => {
    const { info } = await signUp(t.app);
    const mailsBefore = (await outbox(t.app, info.email)).length;
    const response = await register(t.app, { userInfo: userInfo({ email: ` ${info.email.toUpperCase()}` }) });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toEqual({
      status: false,
      content: 'An account with this e-mail already exists. Log in instead.',
    });
    expect(await countUsers(info.email)).toBe(1);
    expect((await outbox(t.app, info.email)).length).toBe(mailsBefore);
  });

  test('unknown fields are ignored', async () => {
    const info = userInfo({ confirmPassword: PASSWORD, isCustomer: true, userType: 'internal' });
    const response = await register(t.app, { userInfo: info, promo: 'SPRING' });
    expect(response.statusCode).toBe(201);
    const { user } = json<Envelope<{ user: ApiUser }>>(response).content;
    expect(user).toMatchObject({ isCustomer: false, userType: 'member' });
  });

  const email254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
  const email255 = `x${email254}`;

  test('an e-mail of exactly 254 characters and a password of exactly 1024 bytes are accepted', async () => {
    expect(email254).toHaveLength(254);
    const response = await register(t.app, {
      userInfo: userInfo({ email: email254, password: 'p'.repeat(1024) }),
    });
    expect(response.statusCode).toBe(201);
    expect((await login(t.app, email254, 'p'.repeat(1024))).statusCode).toBe(200);
  });

  const badInputs: Array<[string, unknown, string]> = [
    ['no body', undefined, 'body: must be object'],
    ['no userInfo', {}, 'userInfo: is required'],
    ['userInfo not an object', { userInfo: 'me' }, 'userInfo: must be object'],
    [
      'missing e-mail',
      { userInfo: { firstName: 'A', lastName: 'B', password: PASSWORD } },
      'userInfo.email: is required',
    ],
    [
      'missing first name',
      { userInfo: { email: 'x@y.co', lastName: 'B', password: PASSWORD } },
      'userInfo.firstName: is required',
    ],
    [
      'missing last name',
      { userInfo: { email: 'x@y.co', firstName: 'A', password: PASSWORD } },
      'userInfo.lastName: is required',
    ],
    [
      'missing password',
      { userInfo: { email: 'x@y.co', firstName: 'A', lastName: 'B' } },
      'userInfo.password: is required',
    ],
    ['empty e-mail', { userInfo: userInfo({ email: '' }) }, 'userInfo.email: must not be empty'],
    ['blank e-mail', { userInfo: userInfo({ email: '   ' }) }, 'userInfo.email: must not be empty'],
    [
      '255-character e-mail',
      { userInfo: userInfo({ email: email255 }) },
      'userInfo.email: must be at most 254 characters',
    ],
    [
      'e-mail without @',
      { userInfo: userInfo({ email: 'ada.example.com' }) },
      'userInfo.email: must be a valid e-mail address',
    ],
    [
      'e-mail without domain dot',
      { userInfo: userInfo({ email: 'ada@example' }) },
      'userInfo.email: must be a valid e-mail address',
    ],
    [
      'e-mail without local part',
      { userInfo: userInfo({ email: '@example.com' }) },
      'userInfo.email: must be a valid e-mail address',
    ],
    [
      'e-mail with two @',
      { userInfo: userInfo({ email: 'a@b@example.com' }) },
      'userInfo.email: must be a valid e-mail address',
    ],
    [
      'e-mail with a space',
      { userInfo: userInfo({ email: 'ada love@example.com' }) },
      'userInfo.email: must be a valid e-mail address',
    ],
    [
      'e-mail with a newline',
      { userInfo: userInfo({ email: 'ada@example.com\nBcc: x@y.co' }) },
      'userInfo.email: must be a valid e-mail address',
    ],
    [
      'e-mail that is an object',
      { userInfo: userInfo({ email: { a: 1 } }) },
      'userInfo.email: must be string',
    ],
    ['empty first name', { userInfo: userInfo({ firstName: ' ' }) }, 'userInfo.firstName: must not be empty'],
    [
      '101-character last name',
      { userInfo: userInfo({ lastName: 'L'.repeat(101) }) },
      'userInfo.lastName: must be at most 100 characters',
    ],
    [
      'name with a control character',
      { userInfo: userInfo({ firstName: 'A\u0007da' }) },
      'userInfo.firstName: must not contain control characters',
    ],
    ['empty password', { userInfo: userInfo({ password: '' }) }, 'userInfo.password: must not be empty'],
    [
      '7-character password',
      { userInfo: userInfo({ password: 'short12' }) },
      'userInfo.password: must be at least 8 characters',
    ],
    [
      '1025-byte password',
      { userInfo: userInfo({ password: 'p'.repeat(1025) }) },
      'userInfo.password: must be at most 1024 bytes',
    ],
    // 513 characters, 1026 bytes: the limit is bytes.
    [
      'multi-byte password over 1 KiB',
      { userInfo: userInfo({ password: 'é'.repeat(513) }) },
      'userInfo.password: must be at most 1024 bytes',
    ],
  ];

  test.each(badInputs)('%s → 400 naming the field, nothing written', async (_name, payload, message) => {
    const before = await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const response = await register(t.app, payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: message });
    const after = await t.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  test('a malformed JSON body is 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"userInfo": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: 'body: is not valid JSON' });
  });
});

describe('POST /api/user/register/{studioShortName} (white-label)', () => {
  test("creates the studio's customer account and brands the welcome e-mail", async () => {
    const info = userInfo();
    const response = await register(t.app, { userInfo: info }, '/api/user/register/baristudio');
    expect(response.statusCode).toBe(201);
    const { user, authToken } = json<Envelope<{ user: ApiUser; authToken: string }>>(response).content;
    expect(authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      accountType: 'studio',
      studioId: await studioId('baristudio'),
      accessType: 'standard',
      userType: 'member',
      isCustomer: false,
    });
    const [mail] = await outbox(t.app, String(info['email']));
    expect(mail?.subject).toBe('Welcome to Bari Studio');
    expect(mail?.from).toBe('"Bari Studio" <hello@streamfit.app>');
  });

  test.each([
    ['nosuchstudio', 404, "No studio with short name 'nosuchstudio'."],
    ['bkpilates', 404, "Studio 'bkpilates' has no white-label site."],
    ['bad.name', 400, 'studioShortName: must match pattern "^[A-Za-z0-9_-]+$"'],
    ['x'.repeat(65), 400, 'studioShortName: must NOT have more than 64 characters'],
  ])('studio %s → %i, nothing written', async (shortName, status, message) => {
    const info = userInfo();
    const response = await register(t.app, { userInfo: info }, `/api/user/register/${shortName}`);
    expect(response.statusCode).toBe(status);
    expect(json(response)).toEqual({ status: false, content: message });
    expect(await countUsers(String(info['email']))).toBe(0);
  });
});

describe('POST /api/user/register/gympass', () => {
  const inAWeek = (): Date => new Date(clock.current.getTime() + 7 * DAY);

  async function redemptions(): Promise<number> {
    const rows = await t.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM gym_benefit_redemptions',
    );
    return rows[0]?.n ?? -1;
  }

  test('a valid invitation creates a gym-benefit account with access', async () => {
    const email = uniqueEmail('gym');
    const token = createGymBenefitToken(TEST_SECRETS.gymBenefitSecret, email, inAWeek());
    const response = await register(
      t.app,
      { userInfo: userInfo({ email: email.toUpperCase() }), token },
      '/api/user/register/gympass',
    );
    expect(response.statusCode).toBe(201);
    const { user, authToken } = json<Envelope<{ user: ApiUser; authToken: string }>>(response).content;
    expect(user).toMatchObject({ email, accessType: 'gympass', accountType: 'general', studioId: null });
    expect(user.subscription).toEqual({
      active: true,
      packageId: 'gympass',
      isClassOnly: false,
      studioId: null,
      kind: 'gym_benefit',
      paused: false,
    });
    const subscription = await withToken(t.app, 'GET', '/api/user/subscription', authToken);
    expect(json(subscription)).toEqual({
      status: true,
      content: {
        active: true,
        packageId: 'gympass',
        isClassOnly: false,
        studioId: null,
        kind: 'gym_benefit',
        paused: false,
        trialAvailable: true,
        subscription: null,
        dayPasses: [],
      },
    });
  });

  test('an invitation works once', async () => {
    const email = uniqueEmail('gym');
    const token = createGymBenefitToken(TEST_SECRETS.gymBenefitSecret, email, inAWeek());
    expect(
      (await register(t.app, { userInfo: userInfo({ email }), token }, '/api/user/register/gympass'))
        .statusCode,
    ).toBe(201);
    const again = await register(
      t.app,
      { userInfo: userInfo({ email }), token },
      '/api/user/register/gympass',
    );
    expect(again.statusCode).toBe(403);
    expect(json(again)).toEqual({ status: false, content: 'This gym-benefit invitation is not valid.' });
  });

  const email = uniqueEmail('gym-refused');
  const valid = (): string => createGymBenefitToken(TEST_SECRETS.gymBenefitSecret, email, inAWeek());
  const refused: Array<[string, () => string, string]> = [
    [
      'a tampered signature',
      () => {
        const token = valid();
        return `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      },
      email,
    ],
    [
      'a tampered payload',
      () => {
        const [, signature] = valid().split('.');
        return `${Buffer.from(`${email}|${inAWeek().getTime() + 1}`).toString('base64url')}.${signature}`;
      },
      email,
    ],
    ['another secret', () => createGymBenefitToken('someone-else', email, inAWeek()), email],
    [
      'an expired invitation',
      () =>
        createGymBenefitToken(TEST_SECRETS.gymBenefitSecret, email, new Date(clock.current.getTime() - 1)),
      email,
    ],
    ['another e-mail', valid, uniqueEmail('gym-other')],
    ['garbage', () => 'not-a-token', email],
    ['three parts', () => `${valid()}.x`, email],
  ];

  test.each(refused)('%s → 403, nothing written', async (_name, token, registerAs) => {
    const before = await redemptions();
    const response = await register(
      t.app,
      { userInfo: userInfo({ email: registerAs }), token: token() },
      '/api/user/register/gympass',
    );
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ status: false, content: 'This gym-benefit invitation is not valid.' });
    expect(await countUsers(registerAs)).toBe(0);
    expect(await redemptions()).toBe(before);
  });

  test('an invitation expires by the clock', async () => {
    const email = uniqueEmail('gym');
    const token = createGymBenefitToken(
      TEST_SECRETS.gymBenefitSecret,
      email,
      new Date(clock.current.getTime() + DAY),
    );
    clock.advance(DAY);
    try {
      const response = await register(
        t.app,
        { userInfo: userInfo({ email }), token },
        '/api/user/register/gympass',
      );
      expect(response.statusCode).toBe(403);
    } finally {
      clock.advance(-DAY);
    }
  });

  test('the token is required; the user info is checked as for any sign-up', async () => {
    const missing = await register(t.app, { userInfo: userInfo() }, '/api/user/register/gympass');
    expect(json(missing)).toEqual({ status: false, content: 'token: is required' });
    const badEmail = await register(
      t.app,
      { userInfo: userInfo({ email: 'nope' }), token: valid() },
      '/api/user/register/gympass',
    );
    expect(badEmail.statusCode).toBe(400);
    expect(json(badEmail)).toEqual({
      status: false,
      content: 'userInfo.email: must be a valid e-mail address',
    });
  });
});

describe('POST /api/user/login', () => {
  test('returns the user with a new token; e-mail case and spaces do not matter', async () => {
    const { info, user } = await signUp(t.app);
    const response = await login(t.app, ` ${info.email.toUpperCase()} `, info.password, {
      address: '203.0.113.10',
    });
    expect(response.statusCode).toBe(200);
    const body = json<Envelope<ApiUser & { authToken: string }>>(response);
    expect(body.status).toBe(true);
    const { authToken, ...rest } = body.content;
    expect(rest).toEqual(user);
    expect(authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expectNoSecrets(response.body, info.password);
  });

  test('a wrong password and an unknown e-mail get the very same answer', async () => {
    const { info } = await signUp(t.app);
    const wrong = await login(t.app, info.email, 'not the password', { address: '203.0.113.11' });
    const unknown = await login(t.app, uniqueEmail('nobody'), 'not the password', {
      address: '203.0.113.11',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ status: false, content: 'Incorrect e-mail or password.' });
    }
    expect(wrong.body).toBe(unknown.body);
    expect(Object.keys(wrong.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });

  test('white-label log-in: the studio must exist and have a white-label site', async () => {
    const { info } = await signUp(t.app);
    expect(
      (
        await login(t.app, info.email, info.password, {
          path: '/api/user/login/baristudio',
          address: '203.0.113.12',
        })
      ).statusCode,
    ).toBe(200);
    const unknown = await login(t.app, info.email, info.password, {
      path: '/api/user/login/nosuch',
      address: '203.0.113.12',
    });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({ status: false, content: "No studio with short name 'nosuch'." });
  });

  test.each([
    ['no e-mail', { password: PASSWORD }, 'email: is required'],
    ['no password', { email: 'a@b.co' }, 'password: is required'],
    ['empty e-mail', { email: '', password: PASSWORD }, 'email: must not be empty'],
    ['malformed e-mail', { email: 'nope', password: PASSWORD }, 'email: must be a valid e-mail address'],
    ['empty password', { email: 'a@b.co', password: '' }, 'password: must not be empty'],
    [
      '1025-byte password',
      { email: 'a@b.co', password: 'p'.repeat(1025) },
      'password: must be at most 1024 bytes',
    ],
  ])('%s → 400', async (_name, payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/login', payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: message });
  });
});

describe('sessions: me, subscription, logout', () => {
  const ENDED = { status: false, content: 'Your session has ended. Please log in again.' };

  test('me answers with the raw token and with a Bearer prefix', async () => {
    const { authToken, user } = await signUp(t.app);
    for (const header of [authToken, `Bearer ${authToken}`, `bearer  ${authToken}`]) {
      const response = await withToken(t.app, 'GET', '/api/user/me', header);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ status: true, content: user });
    }
  });

  test('missing, malformed, tampered and unknown tokens are 401', async () => {
    const { authToken } = await signUp(t.app);
    const last = authToken.slice(-1);
    const tampered = `${authToken.slice(0, -1)}${last === 'A' ? 'B' : 'A'}`;
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      tampered,
      `Bearer ${tampered}`,
      'x'.repeat(5000),
      `Basic ${authToken}`,
      `${authToken} extra`,
    ]) {
      const response = await withToken(t.app, 'GET', '/api/user/me', header);
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual(ENDED);
    }
  });

  test('a token expires 30 days after issue', async () => {
    const { authToken } = await signUp(t.app);
    clock.advance(30 * DAY - 1000);
    try {
      expect((await withToken(t.app, 'GET', '/api/user/me', authToken)).statusCode).toBe(200);
      clock.advance(1000);
      const expired = await withToken(t.app, 'GET', '/api/user/me', authToken);
      expect(expired.statusCode).toBe(401);
      expect(json(expired)).toEqual(ENDED);
    } finally {
      clock.advance(-30 * DAY);
    }
  });

  test('logout revokes that token only', async () => {
    const { info, authToken } = await signUp(t.app);
    const second = json<Envelope<{ authToken: string }>>(
      await login(t.app, info.email, info.password, { address: '203.0.113.13' }),
    ).content.authToken;
    const out = await withToken(t.app, 'POST', '/api/user/logout', `Bearer ${authToken}`);
    expect(out.statusCode).toBe(200);
    expect(json(out)).toEqual({ status: true, content: { loggedOut: true } });
    expect((await withToken(t.app, 'GET', '/api/user/me', authToken)).statusCode).toBe(401);
    expect((await withToken(t.app, 'POST', '/api/user/logout', authToken)).statusCode).toBe(401);
    expect((await withToken(t.app, 'GET', '/api/user/me', second)).statusCode).toBe(200);
  });

  test('subscription: a general member has none yet; 401 without a session', async () => {
    const { authToken } = await signUp(t.app);
    const response = await withToken(t.app, 'GET', '/api/user/subscription', authToken);
    expect(json(response)).toEqual({
      status: true,
      content: {
        active: false,
        packageId: null,
        isClassOnly: false,
        studioId: null,
        kind: 'none',
        paused: false,
        trialAvailable: true,
        subscription: null,
        dayPasses: [],
      },
    });
    const anonymous = await withToken(t.app, 'GET', '/api/user/subscription');
    expect(anonymous.statusCode).toBe(401);
    // A payments call: its failures carry a machine code too.
    expect(json(anonymous)).toEqual({ ...ENDED, code: 'unauthenticated' });
  });
});
