import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { NewsletterWebhookOptions } from '../src/newsletter/webhook.js';
import {
  json,
  startTestApp,
  TEST_SECRETS,
  TEST_VERSION,
  type Envelope,
  type TestApp,
} from './support/app.js';
import { MINUTE, outbox, TestClock, uniqueEmail } from './support/accounts.js';

/** POST /api/newsletter/subscribe: storage, the welcome e-mail, the limit and the mailing-service webhook. */

const clock = new TestClock();
let t: TestApp;
const extraApps: FastifyInstance[] = [];
let addressCounter = 0;
/** A fresh client address per test, so one test's per-address limit never blocks another. */
const newAddress = (): string => `198.19.0.${++addressCounter}`;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, rateLimitFactor: 1 });
}, 120_000);

afterAll(async () => {
  for (const app of extraApps) await app.close();
  await t?.close();
});

interface SubscribeAnswer {
  email: string;
  alreadySubscribed: boolean;
}

function subscribe(payload: unknown, options: { app?: FastifyInstance; address?: string } = {}) {
  return (options.app ?? t.app).inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    payload: payload as object,
    // The app trusts loopback proxies, so this stands in for the caller's address.
    headers: { 'x-forwarded-for': options.address ?? newAddress() },
  });
}

interface Row {
  email: string;
  studio_id: number | null;
  source: string;
  created_at: Date;
  synced_at: Date | null;
  sync_attempts: number;
  last_sync_error: string | null;
}

async function rows(email: string): Promise<Row[]> {
  return t.database.db.query<Row>(
    'SELECT email, studio_id, source, created_at, synced_at, sync_attempts, last_sync_error FROM newsletter_subscribers WHERE email = $1 ORDER BY id',
    [email],
  );
}

/** Subscribers, e-mails and throttle entries: what a refused request must leave alone. */
async function counts(): Promise<{ subscribers: number; mails: number; attempts: number }> {
  const [row] = await t.database.db.query<{ subscribers: number; mails: number; attempts: number }>(
    `SELECT (SELECT count(*)::int FROM newsletter_subscribers) AS subscribers, (SELECT count(*)::int FROM outbox_emails) AS mails,
            (SELECT count(*)::int FROM rate_limit_hits) AS attempts`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

async function studioId(shortName: string): Promise<number> {
  const [row] = await t.database.db.query<{ id: number }>('SELECT id FROM studios WHERE short_name = $1', [
    shortName,
  ]);
  if (!row) throw new Error(`no studio ${shortName}`);
  return row.id;
}

describe('POST /api/newsletter/subscribe', () => {
  test('a new address is stored (trimmed, lowercased) with a welcome e-mail: 201', async () => {
    const email = uniqueEmail('news');
    const response = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'footer' });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ status: true, content: { email, alreadySubscribed: false } });
    const [row, ...more] = await rows(email);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      email,
      studio_id: null,
      source: 'footer',
      synced_at: null,
      sync_attempts: 0,
      last_sync_error: null,
    });
    expect(new Date(row!.created_at).toISOString()).toBe(clock.now().toISOString());
    const mails = await outbox(t.app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: email,
      from: '"StreamFit" <hello@streamfit.app>',
      subject: "You're subscribed to the StreamFit newsletter",
    });
    expect(mails[0]?.text).toContain(`${email} will now get workouts and news from StreamFit.`);
    // The shared layout: an HTML part with the same words, the address escaped in it.
    expect(mails[0]?.html).toContain('workouts and news from StreamFit.');
    expect(mails[0]?.html).toContain('<table');
  });

  test('source defaults to footer', async () => {
    const email = uniqueEmail('news');
    expect((await subscribe({ email })).statusCode).toBe(201);
    expect((await rows(email))[0]?.source).toBe('footer');
  });

  test('a repeat is 200 alreadySubscribed: no second row, no second e-mail (any capitals)', async () => {
    const email = uniqueEmail('news');
    expect((await subscribe({ email })).statusCode).toBe(201);
    const again = await subscribe({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(json(again)).toEqual({ status: true, content: { email, alreadySubscribed: true } });
    expect(await rows(email)).toHaveLength(1);
    expect(await outbox(t.app, email)).toHaveLength(1);
  });

  test("a white-label studio's list is its own: the studio is stored and brands the e-mail", async () => {
    const email = uniqueEmail('news');
    expect((await subscribe({ email })).statusCode).toBe(201);
    const response = await subscribe({ email, studioShortName: 'baristudio' });
    expect(response.statusCode).toBe(201);
    expect(json<Envelope<SubscribeAnswer>>(response).content).toEqual({ email, alreadySubscribed: false });
    expect((await rows(email)).map((row) => row.studio_id)).toEqual([null, await studioId('baristudio')]);
    const [studioMail] = await outbox(t.app, email);
    expect(studioMail).toMatchObject({
      from: '"Bari Studio" <hello@streamfit.app>',
      subject: "You're subscribed to the Bari Studio newsletter",
    });
    expect(studioMail?.text).toContain('http://baristudio.localhost:4000');
    expect(studioMail?.html).toContain('href="http://baristudio.localhost:4000"');
    expect(`${studioMail?.text}${studioMail?.html}`).not.toContain('StreamFit');
    const again = await subscribe({ email, studioShortName: 'baristudio' });
    expect(json<Envelope<SubscribeAnswer>>(again).content.alreadySubscribed).toBe(true);
  });

  test('two sign-ups racing make one row and one e-mail', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([subscribe({ email }), subscribe({ email })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await rows(email)).toHaveLength(1);
    expect(await outbox(t.app, email)).toHaveLength(1);
  });

  test.each([
    [{}, 'email: is required'],
    // Bodies are not coerced: a number is not a string.
    [{ email: 42 }, 'email: must be string'],
    [{ email: ['a@example.com'] }, 'email: must be string'],
    [{ email: { address: 'a@example.com' } }, 'email: must be string'],
    [{ email: '   ' }, 'email: must not be empty'],
    [{ email: 'no-at-sign' }, 'email: must be a valid e-mail address'],
    [{ email: 'me@localhost' }, 'email: must be a valid e-mail address'],
    [{ email: '@example.com' }, 'email: must be a valid e-mail address'],
    [{ email: 'me@example.' }, 'email: must be a valid e-mail address'],
    [{ email: 'two words@example.com' }, 'email: must be a valid e-mail address'],
    [{ email: 'me@@example.com' }, 'email: must be a valid e-mail address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email: must be at most 254 characters'],
    [
      { email: 'ok@example.com', studioShortName: 'no/slash' },
      'studioShortName: must match pattern "^[A-Za-z0-9_-]+$"',
    ],
    [{ email: 'ok@example.com', source: 'popup' }, 'source: must be one of: footer'],
  ])('%j → 400 %s, nothing stored or sent', async (payload, message) => {
    const before = await counts();
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: message });
    expect(await counts()).toEqual(before);
  });

  test('no body → 400 body: must be object', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe' });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ status: false, content: 'body: must be object' });
  });

  test('an unknown studio → 404, nothing stored or sent', async () => {
    const email = uniqueEmail('news');
    const before = await counts();
    const response = await subscribe({ email, studioShortName: 'nosuchstudio' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ status: false, content: "No studio with short name 'nosuchstudio'." });
    expect(await rows(email)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  test('10 requests an hour per client address, then 429 with Retry-After; a refused one changes nothing', async () => {
    const address = newAddress();
    for (let i = 0; i < 10; i += 1)
      expect((await subscribe({ email: uniqueEmail('burst') }, { address })).statusCode).toBe(201);
    const email = uniqueEmail('burst');
    const before = await counts();
    const refused = await subscribe({ email }, { address });
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toEqual({
      status: false,
      content: 'Too many newsletter sign-ups. Please try again in 60 minutes.',
      code: 'rate_limited',
    });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await counts()).toEqual(before);
    expect(await rows(email)).toEqual([]);
    expect(await outbox(t.app, email)).toEqual([]);
    // Another address is unaffected; this one may sign up again once the hour has passed.
    expect((await subscribe({ email: uniqueEmail('burst') })).statusCode).toBe(201);
    clock.advance(60 * MINUTE);
    expect((await subscribe({ email }, { address })).statusCode).toBe(201);
  });

  test('5 requests an hour for one e-mail address, whatever the client address', async () => {
    const email = uniqueEmail('again');
    for (let i = 0; i < 5; i += 1) expect([200, 201]).toContain((await subscribe({ email })).statusCode);
    expect((await subscribe({ email })).statusCode).toBe(429);
    clock.advance(60 * MINUTE);
  });

  test('refusals (400, 404) are not counted against the address', async () => {
    const address = newAddress();
    for (let i = 0; i < 12; i += 1) {
      expect((await subscribe({ email: 'nope' }, { address })).statusCode).toBe(400);
      expect(
        (await subscribe({ email: uniqueEmail('x'), studioShortName: 'nosuchstudio' }, { address }))
          .statusCode,
      ).toBe(404);
    }
    expect((await subscribe({ email: uniqueEmail('counted') }, { address })).statusCode).toBe(201);
  });
});

/** A stand-in for a third-party mailing service, recording what it receives. */
class FakeMailingService {
  readonly received: Array<{ method: string; headers: IncomingHttpHeaders; body: unknown }> = [];
  status = 202;
  /** Answer this late (ms), to test the timeout. */
  delayMs = 0;
  private server: Server | undefined;

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/hooks/newsletter`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          method: req.method ?? '',
          headers: req.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        });
        setTimeout(() => {
          if (!res.destroyed)
            res.writeHead(this.status, { 'content-type': 'application/json' }).end('{"ok":true}');
        }, this.delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', () => resolve()));
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe('the mailing-service webhook (NEWSLETTER_WEBHOOK_URL)', () => {
  const service = new FakeMailingService();

  beforeAll(() => service.start());
  afterAll(() => service.stop());
  beforeEach(() => {
    service.received.length = 0;
    service.status = 202;
    service.delayMs = 0;
  });

  async function appWith(webhook: NewsletterWebhookOptions): Promise<FastifyInstance> {
    const app = await buildApp({
      db: t.database.db,
      version: TEST_VERSION,
      logger: false,
      secrets: TEST_SECRETS,
      clock: clock.now,
      newsletterWebhook: webhook,
    });
    extraApps.push(app);
    return app;
  }

  /** The row once the webhook call its sign-up caused has finished (it runs in the background). */
  async function settled(email: string): Promise<Row> {
    for (let i = 0; i < 200; i += 1) {
      const [row] = await rows(email);
      if (row && row.sync_attempts > 0) return row;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`the webhook for ${email} never finished`);
  }

  test('configured: the new subscriber is POSTed as JSON with the bearer token, and the row is marked synced', async () => {
    const app = await appWith({ url: service.url, token: 'secret-token-1' });
    const email = uniqueEmail('hook');
    const response = await subscribe({ email, studioShortName: 'baristudio' }, { app });
    expect(response.statusCode).toBe(201);
    const row = await settled(email);
    expect(row).toMatchObject({ sync_attempts: 1, last_sync_error: null });
    expect(new Date(row.synced_at!).toISOString()).toBe(clock.now().toISOString());
    expect(service.received).toHaveLength(1);
    const [call] = service.received;
    expect(call?.method).toBe('POST');
    expect(call?.headers['authorization']).toBe('Bearer secret-token-1');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toEqual({
      email,
      studio: 'baristudio',
      source: 'footer',
      subscribedAt: clock.now().toISOString(),
    });

    // A repeat of a synced subscriber sends nothing more.
    expect((await subscribe({ email, studioShortName: 'baristudio' }, { app })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.received).toHaveLength(1);
  });

  test('without a token no Authorization header is sent; the general site is studio null', async () => {
    const app = await appWith({ url: service.url });
    const email = uniqueEmail('hook');
    expect((await subscribe({ email }, { app })).statusCode).toBe(201);
    await settled(email);
    expect(service.received[0]?.headers['authorization']).toBeUndefined();
    expect(service.received[0]?.body).toMatchObject({ email, studio: null });
  });

  test('the service refusing (500) is recorded on the row; the member still gets 201 and the e-mail', async () => {
    service.status = 500;
    const app = await appWith({ url: service.url, token: 't' });
    const email = uniqueEmail('hook');
    expect((await subscribe({ email }, { app })).statusCode).toBe(201);
    const row = await settled(email);
    expect(row).toMatchObject({
      synced_at: null,
      sync_attempts: 1,
      last_sync_error: 'HTTP 500 Internal Server Error',
    });
    expect(await outbox(t.app, email)).toHaveLength(1);

    // A repeat tries the service again (and sends no second e-mail).
    service.status = 200;
    expect((await subscribe({ email }, { app })).statusCode).toBe(200);
    for (let i = 0; i < 200 && (await rows(email))[0]?.sync_attempts !== 2; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect((await rows(email))[0]).toMatchObject({ sync_attempts: 2, last_sync_error: null });
    expect((await rows(email))[0]?.synced_at).not.toBeNull();
    expect(await outbox(t.app, email)).toHaveLength(1);
  });

  test('the service down: 201 all the same, the connection error recorded', async () => {
    const down = new FakeMailingService();
    await down.start();
    const url = down.url;
    await down.stop();
    const app = await appWith({ url });
    const email = uniqueEmail('hook');
    const response = await subscribe({ email }, { app });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({ status: true, content: { email, alreadySubscribed: false } });
    const row = await settled(email);
    expect(row.synced_at).toBeNull();
    expect(row.last_sync_error).toMatch(/^fetch failed/);
  });

  test('a service slower than the timeout: the request does not wait, the timeout is recorded', async () => {
    service.delayMs = 1000;
    const app = await appWith({ url: service.url, timeoutMs: 200 });
    const email = uniqueEmail('hook');
    const started = Date.now();
    expect((await subscribe({ email }, { app })).statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    const row = await settled(email);
    expect(row).toMatchObject({ synced_at: null, last_sync_error: 'no answer within 200 ms' });
  });

  test('a refused sign-up calls nothing', async () => {
    const app = await appWith({ url: service.url });
    expect((await subscribe({ email: 'nope' }, { app })).statusCode).toBe(400);
    expect(
      (await subscribe({ email: uniqueEmail('hook'), studioShortName: 'nosuchstudio' }, { app })).statusCode,
    ).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.received).toEqual([]);
  });

  test('unset: nothing leaves the machine (the row stays unsynced, no attempt)', async () => {
    const email = uniqueEmail('local');
    expect((await subscribe({ email })).statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(service.received).toEqual([]);
    expect((await rows(email))[0]).toMatchObject({
      synced_at: null,
      sync_attempts: 0,
      last_sync_error: null,
    });
  });
});

describe('configuration', () => {
  test('NEWSLETTER_WEBHOOK_URL and NEWSLETTER_WEBHOOK_TOKEN are read; unset means none', () => {
    expect(loadConfig({})).toMatchObject({
      newsletterWebhookUrl: undefined,
      newsletterWebhookToken: undefined,
    });
    expect(
      loadConfig({
        NEWSLETTER_WEBHOOK_URL: 'https://lists.example.com/hook',
        NEWSLETTER_WEBHOOK_TOKEN: 'abc',
      }),
    ).toMatchObject({
      newsletterWebhookUrl: 'https://lists.example.com/hook',
      newsletterWebhookToken: 'abc',
    });
  });

  test.each(['not a url', 'ftp://lists.example.com/hook'])(
    'NEWSLETTER_WEBHOOK_URL=%s is refused',
    (value) => {
      expect(() => loadConfig({ NEWSLETTER_WEBHOOK_URL: value })).toThrow(
        /NEWSLETTER_WEBHOOK_URL must be an absolute http\(s\) URL/,
      );
    },
  );
});
