import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json, startTestApp, type Envelope, type TestApp } from './support/app.js';
import {
  login,
  MINUTE,
  outbox,
  signUp,
  TestClock,
  uniqueEmail,
  withToken,
  type OutboxItem,
} from './support/accounts.js';

/** Log-in throttling, password reset, the outbox (files and GET /api/dev/outbox). */

const clock = new TestClock();
const outboxDir = mkdtempSync(join(tmpdir(), 'streamfit-outbox-'));
let t: TestApp;
let addressCounter = 0;
/** A fresh client address per test, so the per-address limit of one test never blocks another. */
const newAddress = (): string => `198.18.0.${++addressCounter}`;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, outboxDir, rateLimitFactor: 1 });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(outboxDir, { recursive: true, force: true });
});

const WRONG = { status: false, content: 'Incorrect e-mail or password.' };
const tooMany = (minutes: number) => ({
  status: false,
  content: `Too many failed log-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  code: 'rate_limited',
});

describe('log-in throttle', () => {
  test('5 failures for one e-mail refuse even the right password until the window passes', async () => {
    const { info } = await signUp(t.app);
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const response = await login(t.app, info.email, `wrong ${i}`, { address });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual(WRONG);
      clock.advance(MINUTE);
    }
    // First failure 5 minutes ago: 10 minutes left.
    const refused = await login(t.app, info.email, info.password, { address });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual(tooMany(10));
    expect(refused.headers['retry-after']).toBe('600');
    // From another address too: the count is per e-mail.
    expect((await login(t.app, info.email, info.password, { address: newAddress() })).statusCode).toBe(429);

    clock.advance(9 * MINUTE + 30_000);
    expect(json(await login(t.app, info.email, info.password, { address }))).toEqual(tooMany(1));
    clock.advance(30_000);
    // The oldest failure left the window: 4 remain, so one attempt is allowed.
    const allowed = await login(t.app, info.email, info.password, { address });
    expect(allowed.statusCode).toBe(200);
  });

  test('refused attempts do not extend the block', async () => {
    const { info } = await signUp(t.app);
    const address = newAddress();
    for (let i = 0; i < 5; i += 1) await login(t.app, info.email, 'wrong', { address });
    for (let i = 0; i < 3; i += 1) {
      clock.advance(4 * MINUTE);
      expect((await login(t.app, info.email, 'wrong', { address })).statusCode).toBe(429);
    }
    clock.advance(3 * MINUTE + 1);
    expect((await login(t.app, info.email, info.password, { address })).statusCode).toBe(200);
  });

  test("a successful log-in clears the e-mail's count", async () => {
    const { info } = await signUp(t.app);
    const address = newAddress();
    for (let i = 0; i < 4; i += 1)
      expect((await login(t.app, info.email, 'wrong', { address })).statusCode).toBe(401);
    expect((await login(t.app, info.email, info.password, { address })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await login(t.app, info.email, 'wrong', { address })).statusCode).toBe(401);
    expect((await login(t.app, info.email, info.password, { address })).statusCode).toBe(200);
  });

  test('an unknown e-mail is throttled exactly like a known one', async () => {
    const { info } = await signUp(t.app);
    const nobody = uniqueEmail('nobody');
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      known.push((await login(t.app, info.email, 'wrong', { address: newAddress() })).body);
      unknown.push((await login(t.app, nobody, 'wrong', { address: newAddress() })).body);
    }
    expect(unknown).toEqual(known);
    expect(JSON.parse(known[5] ?? '{}')).toEqual(tooMany(15));
  });

  test('20 failures from one address refuse that address, for any e-mail', async () => {
    const address = newAddress();
    for (let i = 0; i < 20; i += 1) {
      // Four e-mails, five failures each would also block them; use a new one every time.
      expect((await login(t.app, uniqueEmail('spray'), 'wrong', { address })).statusCode).toBe(401);
    }
    const { info } = await signUp(t.app);
    const refused = await login(t.app, info.email, info.password, { address });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual(tooMany(15));
    expect((await login(t.app, info.email, info.password, { address: newAddress() })).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await login(t.app, info.email, info.password, { address })).statusCode).toBe(200);
  });

  test('old failures are pruned as new ones arrive', async () => {
    const email = uniqueEmail('pruned');
    const address = newAddress();
    await login(t.app, email, 'wrong', { address });
    clock.advance(16 * MINUTE);
    await login(t.app, email, 'wrong', { address });
    const rows = await t.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = $1',
      [`email:${email}`],
    );
    expect(rows[0]?.n).toBe(1);
  });
});

describe('POST /api/user/reset-password (its limits and input; the link itself: password-reset.test.ts)', () => {
  const LINK = /\/forgot-password#token=([A-Za-z0-9_-]{43})/;
  const tokenIn = (mail: OutboxItem | undefined): string => {
    const match = LINK.exec(mail?.text ?? '');
    if (!match?.[1]) throw new Error(`no reset link in ${mail?.text}`);
    return match[1];
  };

  function reset(email: unknown, query = '', address?: string) {
    return t.app.inject({
      method: 'POST',
      url: `/api/user/reset-password${query}`,
      payload: { email },
      // The app trusts loopback proxies, so this stands in for the caller's address.
      ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
    });
  }

  test('is limited to 3 requests an hour per e-mail; a refused one changes nothing', async () => {
    const { info } = await signUp(t.app);
    for (let i = 0; i < 3; i += 1) expect((await reset(info.email, '', newAddress())).statusCode).toBe(200);
    const lastToken = tokenIn((await outbox(t.app, info.email))[0]);

    const refused = await reset(info.email, '', newAddress());
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      status: false,
      content: 'Too many password reset requests. Please try again in 60 minutes.',
      code: 'rate_limited',
    });
    expect(refused.headers['retry-after']).toBe('3600');
    // No new mail, and the last mailed link still works.
    expect(tokenIn((await outbox(t.app, info.email))[0])).toBe(lastToken);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password/check',
      payload: { token: lastToken },
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(check.statusCode).toBe(200);

    clock.advance(60 * MINUTE);
    expect((await reset(info.email, '', newAddress())).statusCode).toBe(200);
  });

  test('is limited to 10 requests an hour per address, unknown e-mails included (no cheap probing)', async () => {
    const prober = newAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await reset(uniqueEmail('probe'), '', prober)).statusCode).toBe(404);
    const refused = await reset(uniqueEmail('probe'), '', prober);
    expect(refused.statusCode).toBe(429);
    expect((json(refused) as Envelope).content).toMatch(
      /^Too many password reset requests\. Please try again in \d+ minutes?\.$/,
    );
    // Another address is unaffected.
    expect((await reset(uniqueEmail('probe'), '', newAddress())).statusCode).toBe(404);
  });

  test('an unknown e-mail is 404 with the spec text', async () => {
    const response = await reset(uniqueEmail('nobody'), '', newAddress());
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ status: false, content: 'This user does not exist' });
  });

  test.each([
    ['', '', 'email: must not be empty'],
    ['x'.repeat(250) + '@b.co', '', 'email: must be at most 254 characters'],
    ['not-an-email', '', 'email: must be a valid e-mail address'],
    ['a@b.co', '?studioId=abc', 'studioId: must be a positive integer'],
    ['a@b.co', '?studioId=0', 'studioId: must be a positive integer'],
    ['a@b.co', '?studioId=99999', 'studioId: no studio with id 99999'],
    ['a@b.co', '?studioId=9999999999', 'studioId: no studio with id 9999999999'],
  ])('bad input %j %s → 400', async (email, query, message) => {
    const response = await reset(email, query, newAddress());
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: message });
  });

  test('no body → 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/user/reset-password' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: 'body: must be object' });
  });
});

describe('outbox', () => {
  test('every e-mail is also an .eml file named <timestamp>-<id>.eml', async () => {
    const { info } = await signUp(t.app);
    const [mail] = await outbox(t.app, info.email);
    if (!mail) throw new Error('no mail');
    const stamp = new Date(mail.sentAt).toISOString().replace(/[:.]/g, '-');
    const file = join(outboxDir, `${stamp}-${mail.id}.eml`);
    expect(existsSync(file)).toBe(true);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain(`To: ${info.email}`);
    expect(eml).toContain('Subject: Welcome to StreamFit');
    expect(eml).toContain('From: StreamFit <hello@streamfit.app>');
    expect(eml).toContain(`Hi ${info.firstName},`);
  });

  test('a message with an HTML part (the reset link) is written as text and HTML alternatives', async () => {
    const { info } = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: info.email },
      headers: { 'x-forwarded-for': newAddress() },
    });
    const [mail] = await outbox(t.app, info.email);
    if (!mail) throw new Error('no mail');
    const stamp = new Date(mail.sentAt).toISOString().replace(/[:.]/g, '-');
    const eml = readFileSync(join(outboxDir, `${stamp}-${mail.id}.eml`), 'utf8');
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('Subject: Reset your StreamFit password');
  });

  test('GET /api/dev/outbox lists the newest 50, newest first', async () => {
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1000);
      await signUp(t.app);
    }
    const all = await outbox(t.app);
    expect(all.length).toBeLessThanOrEqual(50);
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((mail) => Date.parse(mail.sentAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(all[0] ?? {}).sort()).toEqual([
      'attachments',
      'from',
      'html',
      'id',
      'sentAt',
      'subject',
      'text',
      'to',
    ]);
    expect(readdirSync(outboxDir).length).toBeGreaterThanOrEqual(3);
    const filtered = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=nope' });
    expect(json(filtered)).toEqual({ status: false, content: 'to: must be a valid e-mail address' });
  });
});

test('every password-bearing response is free of hashes and salts', async () => {
  const rows = await t.database.db.query<{ password_hash: string; password_salt: string }>(
    'SELECT password_hash, password_salt FROM users',
  );
  const { info, authToken } = await signUp(t.app);
  const bodies = [
    (await login(t.app, info.email, info.password, { address: newAddress() })).body,
    (await withToken(t.app, 'GET', '/api/user/me', authToken)).body,
    (await withToken(t.app, 'GET', '/api/user/subscription', authToken)).body,
    JSON.stringify(await outbox(t.app)),
  ];
  for (const body of bodies) {
    for (const row of rows) {
      expect(body).not.toContain(row.password_hash);
      expect(body).not.toContain(row.password_salt);
    }
  }
  expect(json<Envelope>(await withToken(t.app, 'GET', '/api/user/me', authToken)).status).toBe(true);
});
