import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createGymBenefitToken } from '../src/accounts/gym-benefit.js';
import { seedStaff, STAFF_EMAIL } from '../src/accounts/seed.js';
import { buildApp } from '../src/app.js';
import type { Queryable } from '../src/db/database.js';
import { OutboxMailer, type MailMessage, type Mailer, type OutboxEmail } from '../src/mail/mailer.js';
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
  outbox,
  PASSWORD,
  register,
  signUp,
  uniqueEmail,
  userInfo,
  type ApiUser,
} from './support/accounts.js';
import { ensureBuilt } from './support/build.js';
import { studioSiteUrl } from '../src/mail/messages.js';
import { BACKEND_DIR } from './support/database.js';

/** Mail transports and their failures, the staff seed, and the gym-benefit link tool. */

let t: TestApp;
const extraApps: FastifyInstance[] = [];

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);

afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t?.close();
});

async function appWith(
  options: Partial<Omit<Parameters<typeof buildApp>[0], 'db' | 'version'>>,
): Promise<FastifyInstance> {
  const app = await buildApp({
    db: t.database.db,
    version: TEST_VERSION,
    logger: false,
    devRoutes: true,
    secrets: TEST_SECRETS,
    ...options,
  });
  extraApps.push(app);
  return app;
}

async function userCount(email: string): Promise<number> {
  const rows = await t.database.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE email = $1',
    [email],
  );
  return rows[0]?.n ?? -1;
}

/** A mailer whose recording step fails, as a broken outbox table would. */
class BrokenMailer implements Mailer {
  readonly transport = 'outbox' as const;
  readonly senderAddress = 'hello@streamfit.app';
  async enqueue(_tx: Queryable, _message: MailMessage, _now: Date): Promise<OutboxEmail> {
    throw new Error('outbox unavailable');
  }
  async deliver(): Promise<void> {}
  async close(): Promise<void> {}
}

describe('nothing is half-written', () => {
  test('a sign-up whose e-mail cannot be recorded leaves no account or token', async () => {
    const app = await appWith({ mailer: new BrokenMailer() });
    const info = userInfo();
    const tokensBefore = await t.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auth_tokens',
    );
    const response = await register(app, { userInfo: info });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({
      status: false,
      content: 'Internal server error. Please try again later.',
    });
    expect(await userCount(String(info['email']))).toBe(0);
    const tokensAfter = await t.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM auth_tokens',
    );
    expect(tokensAfter[0]?.n).toBe(tokensBefore[0]?.n);
  });

  test('a failed gym-benefit sign-up does not use up the invitation', async () => {
    const email = uniqueEmail('gym');
    const token = createGymBenefitToken(
      TEST_SECRETS.gymBenefitSecret,
      email,
      new Date(Date.now() + 86_400_000),
    );
    const payload = { userInfo: userInfo({ email }), token };
    const broken = await appWith({ mailer: new BrokenMailer() });
    expect((await register(broken, payload, '/api/user/register/gympass')).statusCode).toBe(500);
    expect(await userCount(email)).toBe(0);
    expect((await register(t.app, payload, '/api/user/register/gympass')).statusCode).toBe(201);
  });

  test('a reset whose e-mail cannot be recorded stores no link and keeps the old password and sessions', async () => {
    const { info, authToken, user } = await signUp(t.app);
    const app = await appWith({ mailer: new BrokenMailer() });
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: info.email },
    });
    expect(response.statusCode).toBe(500);
    const links = await t.database.db.query('SELECT 1 FROM password_reset_tokens WHERE user_id = $1', [
      user.id,
    ]);
    expect(links).toEqual([]);
    expect((await login(t.app, info.email, info.password)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: authToken } }))
        .statusCode,
    ).toBe(200);
  });
});

describe('SMTP', () => {
  test('a failing SMTP server after the commit is logged; the request still succeeds', async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.database.db,
      version: TEST_VERSION,
      // Port 1 on loopback refuses connections at once.
      smtpUrl: 'smtp://127.0.0.1:1',
      devRoutes: true,
      secrets: TEST_SECRETS,
      logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } },
    });
    const info = userInfo();
    const response = await register(app, { userInfo: info });
    expect(response.statusCode).toBe(201);
    // Recorded even though SMTP will fail.
    const recorded = await t.database.db.query('SELECT 1 FROM outbox_emails WHERE to_address = $1', [
      info['email'],
    ]);
    expect(recorded).toHaveLength(1);
    // The local outbox is not offered while mail goes out by SMTP.
    const listing = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(listing.statusCode).toBe(404);
    expect(json(listing)).toEqual({
      status: false,
      content: 'The local outbox is not available on this server.',
    });
    await app.close(); // waits for the background delivery
    expect(lines.join('\n')).toContain('SMTP delivery failed');
  });

  test('outside development there is no listing even for the local mailer', async () => {
    const app = await appWith({ devRoutes: false });
    const listing = await app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(listing.statusCode).toBe(404);
    expect(json(listing)).toEqual({ status: false, content: 'No such route: GET /api/dev/outbox' });
  });

  test('MAIL_FROM sets the sender', async () => {
    const app = await appWith({
      mailer: new OutboxMailer({ from: 'Team <team@example.org>', log: t.app.log }),
    });
    const info = userInfo();
    await register(app, { userInfo: info });
    const [row] = await t.database.db.query<{ from_address: string }>(
      'SELECT from_address FROM outbox_emails WHERE to_address = $1',
      [info['email']],
    );
    expect(row?.from_address).toBe('"Team" <team@example.org>');
  });
});

describe('staff seed', () => {
  test('no SEED_STAFF_PASSWORD, no staff account', async () => {
    expect(await seedStaff(t.database.db, undefined)).toBe('skipped');
    expect(await userCount(STAFF_EMAIL)).toBe(0);
  });

  test('an internal account with the given password, updated when it changes', async () => {
    expect(await seedStaff(t.database.db, 'first staff password')).toBe('created');
    expect(await seedStaff(t.database.db, 'first staff password')).toBe('unchanged');
    const first = await login(t.app, STAFF_EMAIL, 'first staff password', { address: '192.0.2.50' });
    expect(json<Envelope<ApiUser>>(first).content).toMatchObject({
      userType: 'internal',
      accountType: 'general',
    });
    expect(await seedStaff(t.database.db, 'second staff password')).toBe('password updated');
    expect(
      (await login(t.app, STAFF_EMAIL, 'second staff password', { address: '192.0.2.50' })).statusCode,
    ).toBe(200);
    await expect(seedStaff(t.database.db, 'short')).rejects.toThrow(
      'SEED_STAFF_PASSWORD: must be at least 8 characters',
    );
  });
});

describe('gym-benefit-link tool', () => {
  let dataDir: string;
  beforeAll(() => ensureBuilt(join(BACKEND_DIR, 'dist', 'tools', 'gym-benefit-link.js')), 120_000);
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'streamfit-link-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  function run(args: string[], env: Record<string, string> = {}) {
    const {
      GYM_BENEFIT_SECRET: _secret,
      PUBLIC_URL: _url,
      NODE_ENV: _env,
      BACKEND_HOST: _host,
      ...rest
    } = process.env;
    return spawnSync(process.execPath, [join(BACKEND_DIR, 'dist', 'tools', 'gym-benefit-link.js'), ...args], {
      encoding: 'utf8',
      env: { ...rest, DATA_DIR: dataDir, ...env },
    });
  }

  test('prints a sign-up link whose token signs the member up (development: the secret of dev-secrets.json)', async () => {
    const email = uniqueEmail('link');
    const result = run([email, 'Jane Q Public']);
    expect(result.status).toBe(0);
    const url = new URL(result.stdout.trim());
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:4000/signup/gympass');
    expect(url.searchParams.get('firstname')).toBe('Jane');
    expect(url.searchParams.get('lastname')).toBe('Q Public');
    expect(url.searchParams.get('email')).toBe(email);
    const file = join(dataDir, 'dev-secrets.json');
    expect(result.stderr).toContain(`GYM_BENEFIT_SECRET is not set: using the development secret in ${file}`);
    // The server of this DATA_DIR reads the same file, so it accepts the invitation.
    const { gymBenefitSecret } = JSON.parse(readFileSync(file, 'utf8')) as { gymBenefitSecret: string };
    const app = await appWith({ secrets: { ...TEST_SECRETS, gymBenefitSecret } });
    const payload = {
      userInfo: { email, firstName: 'Jane', lastName: 'Q Public', password: PASSWORD },
      token: url.searchParams.get('token'),
    };
    expect((await register(t.app, payload, '/api/user/register/gympass')).statusCode).toBe(403);
    expect((await register(app, payload, '/api/user/register/gympass')).statusCode).toBe(201);
  });

  test('PUBLIC_URL and GYM_BENEFIT_SECRET are honoured; bad arguments exit 2', async () => {
    const email = uniqueEmail('link');
    const result = run([email, 'Jane', 'Doe'], {
      PUBLIC_URL: 'https://streamfit.example/',
      GYM_BENEFIT_SECRET: TEST_SECRETS.gymBenefitSecret,
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    const url = new URL(result.stdout.trim());
    expect(url.origin).toBe('https://streamfit.example');
    const response = await register(
      t.app,
      {
        userInfo: { email, firstName: 'Jane', lastName: 'Doe', password: PASSWORD },
        token: url.searchParams.get('token'),
      },
      '/api/user/register/gympass',
    );
    expect(response.statusCode).toBe(201);
    expect(run([]).status).toBe(2);
    expect(run(['not-an-email', 'Jane']).stderr).toContain('email: must be a valid e-mail address');
    expect(run([email, 'Jane', '--days=0']).status).toBe(2);
  });

  test('resolves the secret like the server: refused (exit 1) when unset outside development or too short', () => {
    const production = run([uniqueEmail('link'), 'Jane'], { NODE_ENV: 'production' });
    expect(production.status).toBe(1);
    expect(production.stderr).toContain(
      'GYM_BENEFIT_SECRET is not set. Outside development every secret must be set: generate one with "openssl rand -base64 32".',
    );
    expect(production.stdout).toBe('');
    expect(existsSync(join(dataDir, 'dev-secrets.json'))).toBe(false);
    const short = run([uniqueEmail('link'), 'Jane'], { GYM_BENEFIT_SECRET: 'other' });
    expect(short.status).toBe(1);
    expect(short.stderr).toContain('GYM_BENEFIT_SECRET must be at least 32 characters (it has 5)');
  });
});

describe('links in white-label mail lead back to the studio’s own site', () => {
  test('studioSiteUrl: the domain in production, its <label>.localhost alias on this machine', () => {
    expect(studioSiteUrl('www.baristudio.tv', 'https://streamfit.app')).toBe('https://www.baristudio.tv');
    expect(studioSiteUrl('www.baristudio.tv', 'http://localhost:4000')).toBe(
      'http://baristudio.localhost:4000',
    );
    expect(studioSiteUrl('rowgatta.tv', 'http://127.0.0.1:8080')).toBe('http://rowgatta.localhost:8080');
    expect(studioSiteUrl(null, 'https://streamfit.app')).toBe('https://streamfit.app');
  });

  test('a white-label customer’s welcome and reset mails link to the studio site, a general member’s to PUBLIC_URL', async () => {
    const app = await appWith({ publicUrl: 'https://streamfit.app' });
    const customer = userInfo();
    expect((await register(app, { userInfo: customer }, '/api/user/register/baristudio')).statusCode).toBe(
      201,
    );
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: customer.email },
    });
    expect(reset.statusCode).toBe(200);
    const [resetMail, customerWelcome] = await outbox(app, String(customer.email));
    expect(customerWelcome?.text).toContain('https://www.baristudio.tv/login');
    expect(resetMail?.text).toContain('https://www.baristudio.tv/forgot-password#token=');

    const member = userInfo();
    expect((await register(app, { userInfo: member })).statusCode).toBe(201);
    const [welcome] = await outbox(app, String(member.email));
    expect(welcome?.text).toContain('https://streamfit.app/login');
  });
});
