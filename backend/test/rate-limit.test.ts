import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.js';
import { prepareDatabase } from '../src/bootstrap.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/database.js';
import { openPostgres } from '../src/db/postgres.js';
import { HITS_KEPT_MS, RateLimiter, type LimitedKey, type Limit } from '../src/http/rate-limit.js';
import * as accountLimits from '../src/accounts/limits.js';
import * as paymentLimits from '../src/payments/limits.js';
import { NEWSLETTER_PER_ADDRESS, NEWSLETTER_PER_EMAIL } from '../src/newsletter/routes.js';
import {
  json,
  startTestApp,
  TEST_SECRETS,
  TEST_VERSION,
  type Envelope,
  type TestApp,
} from './support/app.js';
import { login, MINUTE, signUp, TestClock, uniqueEmail } from './support/accounts.js';
import { createSchema, DATABASE_URL, dropSchema, uniqueSchemaName } from './support/database.js';

/**
 * The one limiter every limit goes through: its check-and-record is a single atomic step, in the
 * database, so parallel requests (and several backend instances) can never slip past a limit.
 */

const clock = new TestClock();
let t: TestApp;
let addressCounter = 0;
const newAddress = (): string => `198.51.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

beforeAll(async () => {
  t = await startTestApp({ clock: clock.now, rateLimitFactor: 1 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const TOO_MANY_LOG_INS = /^Too many failed log-in attempts\. Please try again in \d+ minutes?\.$/;

/** Tallies answers by status; every 429 must carry Retry-After and the rate_limited code. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    if (response.statusCode === 429) {
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(json<Envelope & { code?: string }>(response)).toMatchObject({
        status: false,
        code: 'rate_limited',
      });
      expect(json<Envelope<string>>(response).content).toMatch(TOO_MANY_LOG_INS);
    }
  }
  return counts;
}

describe('the limiter itself', () => {
  const key = (name: string, limit: number): LimitedKey => ({
    key: `test:${name}`,
    limit,
    windowMs: 10 * MINUTE,
  });

  test('parallel takes on one key grant exactly the limit', async () => {
    const limiter = new RateLimiter(t.database.db);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => limiter.take([key('parallel', 7)], clock.now())),
    );
    expect(results.filter((result) => result.granted)).toHaveLength(7);
    for (const result of results) if (!result.granted) expect(result.retryAfterMs).toBe(10 * MINUTE);
  });

  test('all or nothing: a refusal on one key records no hit on the others', async () => {
    const limiter = new RateLimiter(t.database.db);
    expect((await limiter.take([key('full', 1)], clock.now())).granted).toBe(true);
    const refused = await limiter.take([key('free', 5), key('full', 1)], clock.now());
    expect(refused.granted).toBe(false);
    const [row] = await t.database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = $1',
      ['test:free'],
    );
    expect(row?.n).toBe(0);
  });

  test('a released reservation no longer counts', async () => {
    const limiter = new RateLimiter(t.database.db);
    const first = await limiter.take([key('release', 1)], clock.now());
    if (!first.granted) throw new Error('refused');
    expect((await limiter.take([key('release', 1)], clock.now())).granted).toBe(false);
    await limiter.release(first.hitIds);
    expect((await limiter.take([key('release', 1)], clock.now())).granted).toBe(true);
  });

  test('the wait is until the oldest counted hit leaves the window', async () => {
    const limiter = new RateLimiter(t.database.db);
    await limiter.take([key('wait', 2)], clock.now());
    clock.advance(3 * MINUTE);
    await limiter.take([key('wait', 2)], clock.now());
    const refused = await limiter.take([key('wait', 2)], clock.now());
    expect(refused).toEqual({ granted: false, retryAfterMs: 7 * MINUTE });
    clock.advance(7 * MINUTE);
    expect((await limiter.take([key('wait', 2)], clock.now())).granted).toBe(true);
  });
});

describe('old hits are pruned', () => {
  test('hits older than every window are dropped, recent ones (of any key) stay', async () => {
    const limiter = new RateLimiter(t.database.db);
    const key = (name: string): LimitedKey => ({
      key: `test:prune:${name}`,
      limit: 5,
      windowMs: 10 * MINUTE,
    });
    await limiter.take([key('old-a'), key('old-b')], clock.now());
    clock.advance(HITS_KEPT_MS + MINUTE);
    await limiter.take([key('recent')], clock.now());
    const count = async (name: string) =>
      (
        await t.database.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = $1',
          [`test:prune:${name}`],
        )
      )[0]?.n;
    expect(await limiter.prune(clock.now())).toBeGreaterThanOrEqual(2);
    expect([await count('old-a'), await count('old-b'), await count('recent')]).toEqual([0, 0, 1]);
  });

  test('no limit of the product counts over a longer window than hits are kept', () => {
    const isLimit = (value: unknown): value is Limit =>
      typeof value === 'object' && value !== null && 'prefix' in value && 'windowMs' in value;
    const limits = [
      ...Object.values(accountLimits),
      ...Object.values(paymentLimits),
      NEWSLETTER_PER_EMAIL,
      NEWSLETTER_PER_ADDRESS,
    ].filter(isLimit);
    expect(limits.length).toBeGreaterThan(10);
    for (const limit of limits)
      expect({ prefix: limit.prefix, within: limit.windowMs <= HITS_KEPT_MS }).toEqual({
        prefix: limit.prefix,
        within: true,
      });
  });

  test('a key asking for a longer window is refused outright (its hits would be pruned early)', async () => {
    const limiter = new RateLimiter(t.database.db);
    await expect(
      limiter.take([{ key: 'test:prune:long', limit: 1, windowMs: HITS_KEPT_MS + 1 }], clock.now()),
    ).rejects.toThrow(/HITS_KEPT_MS/);
  });
});

describe('log-in', () => {
  test('100 parallel wrong passwords for one e-mail: exactly 5 are checked (401), 95 refused (429 with Retry-After)', async () => {
    const { info } = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        login(t.app, info.email, 'wrong password', { address: newAddress() }),
      ),
    );
    expect(tally(responses)).toEqual({ 401: 5, 429: 95 });
    // The limit holds for the right password too, until the window passes.
    expect((await login(t.app, info.email, info.password, { address: newAddress() })).statusCode).toBe(429);
    clock.advance(15 * MINUTE);
    expect((await login(t.app, info.email, info.password, { address: newAddress() })).statusCode).toBe(200);
  });

  test('100 parallel wrong passwords from one address, each for another e-mail: exactly 20 are checked', async () => {
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => login(t.app, uniqueEmail('spray'), 'wrong', { address })),
    );
    expect(tally(responses)).toEqual({ 401: 20, 429: 80 });
  });

  test('a right password below the limit logs in and is not counted, for the e-mail or the address', async () => {
    const address = newAddress();
    // 19 failures from this address (the limit is 20), 4 of them for this member (the limit is 5).
    const { info } = await signUp(t.app);
    for (let i = 0; i < 4; i += 1)
      expect((await login(t.app, info.email, 'wrong', { address })).statusCode).toBe(401);
    for (let i = 0; i < 15; i += 1)
      expect((await login(t.app, uniqueEmail('other'), 'wrong', { address })).statusCode).toBe(401);
    expect((await login(t.app, info.email, info.password, { address })).statusCode).toBe(200);
    // Had the success been counted, the address would now be at 20.
    expect((await login(t.app, uniqueEmail('other'), 'wrong', { address })).statusCode).toBe(401);
    expect((await login(t.app, uniqueEmail('other'), 'wrong', { address })).statusCode).toBe(429);
    // And the member's own failures were cleared: five more are allowed.
    for (let i = 0; i < 5; i += 1)
      expect((await login(t.app, info.email, 'wrong', { address: newAddress() })).statusCode).toBe(401);
  });
});

describe('the other limits are atomic too', () => {
  test('password reset: 30 parallel requests for one e-mail → 3 answered, 27 refused', async () => {
    const { info } = await signUp(t.app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/reset-password',
          payload: { email: info.email },
          headers: { 'x-forwarded-for': newAddress() },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(27);
  });

  test('newsletter: 30 parallel sign-ups from one address → 10 stored, 20 refused', async () => {
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          payload: { email: uniqueEmail('news') },
          headers: { 'x-forwarded-for': address },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(20);
  });
});

describe('client addresses (TRUST_PROXY)', () => {
  test('the default trusts only loopback proxies', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
  });

  test("a private-network peer's X-Forwarded-For is ignored: its own address is counted", async () => {
    const reset = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { email: uniqueEmail('nobody') },
        remoteAddress: '10.20.30.40',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    // Ten different claimed addresses, one real peer: its limit of 10 an hour is used up.
    for (let i = 0; i < 10; i += 1) expect((await reset(newAddress())).statusCode).toBe(404);
    expect((await reset(newAddress())).statusCode).toBe(429);
  });

  test("a loopback peer's X-Forwarded-For is believed (the gateway on this machine)", async () => {
    const peer = '127.0.0.1';
    for (let i = 0; i < 12; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { email: uniqueEmail('nobody') },
        remoteAddress: peer,
        headers: { 'x-forwarded-for': newAddress() },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

const describeWithPostgres = DATABASE_URL !== undefined ? describe : describe.skip;

describeWithPostgres('two backend instances on one PostgreSQL share the limit', () => {
  const schema = uniqueSchemaName();
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    await createSchema(schema);
    for (let i = 0; i < 2; i += 1) {
      const db = await openPostgres({ connectionString: DATABASE_URL!, schema });
      if (i === 0) await prepareDatabase(db);
      dbs.push(db);
      apps.push(
        await buildApp({ db, version: TEST_VERSION, logger: false, secrets: TEST_SECRETS, clock: clock.now }),
      );
    }
  }, 120_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await dropSchema(schema);
  });

  test('100 parallel wrong passwords split across two instances: exactly 5 answered 401', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const { info } = await signUp(one);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        login(i % 2 === 0 ? one : two, info.email, 'wrong password', { address: newAddress() }),
      ),
    );
    expect(tally(responses)).toEqual({ 401: 5, 429: 95 });
  });
});
