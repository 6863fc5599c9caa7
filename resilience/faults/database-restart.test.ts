// PostgreSQL restarted under load (a crash: `pg_ctl stop -m immediate`, down for two seconds): no
// write the product acknowledged is lost, no purchase is charged twice however often the client
// retries it with its idempotency key, the gateway answers clearly throughout, and the billing job
// carries on after the database returns. Runs on a PostgreSQL server of its own.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startStack, type Stack } from '../../scripts/stack.mjs';
import { client, codesOf, Load, sleep, until } from './support/load.js';
import { privatePostgresAvailable, startPrivatePostgres, type PrivatePostgres } from './support/postgres.js';

const available = privatePostgresAvailable();
if (!available)
  console.warn(
    'The database restart test needs the PostgreSQL server binaries (apt-get install -y postgresql); skipped.',
  );
const maybe = available ? test : test.skip;

let pg: PrivatePostgres;
let stack: Stack;
// Stopped in afterAll too, so a failing test never leaves workers asking forever.
const load = new Load();

beforeAll(async () => {
  if (!available) return;
  pg = await startPrivatePostgres(await freePort());
  stack = await startStack({
    port: await freePort(),
    backendPort: await freePort(),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'streamfit-fault-db-')),
    quiet: true,
    env: {
      LOG_LEVEL: 'warn',
      DATABASE_URL: pg.url,
      BILLING_INTERVAL_MS: '1000',
      RATE_LIMIT_FACTOR: '1000',
      REST_TIMEOUT_MS: '3000',
      CATALOGUE_CACHE_TTL_MS: '0',
    },
  });
}, 120_000);
afterAll(async () => {
  await load.stop();
  await stack?.stop();
  pg?.stop();
});

const PASSWORD = 'correct-horse-battery';
const RETRYABLE = new Set(['UPSTREAM_UNAVAILABLE', 'PAYMENT_UNAVAILABLE']);

maybe(
  'a database crash under load loses no acknowledged write, charges nothing twice, and billing resumes',
  async () => {
    const ask = client(stack.url, 20_000);
    const backend = async (pathname: string, body: unknown, token?: string) => {
      const res = await fetch(`${stack.backendUrl}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { content: { token: string; authToken: string } };
    };

    // Forty members, each with a card, about to subscribe with a code that charges at once.
    const members: Array<{
      email: string;
      token: string;
      card: string;
      key: string;
      done: boolean;
      attempts: number;
      last: string;
    }> = [];
    for (let i = 0; i < 40; i += 1) {
      const email = `buyer-${i}-${Date.now()}@fault.example`;
      const signed = await ask('mutation ($i: SignUpInput!) { signUp(input: $i) { authToken } }', {
        i: { email, firstName: 'Buyer', lastName: String(i), password: PASSWORD },
      });
      const token = (signed.body.data?.signUp as { authToken: string }).authToken;
      const card = (
        await backend('/api/basic/card-tokens', {
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2034,
          cvc: '123',
        })
      ).content.token;
      members.push({
        email,
        token,
        card,
        key: `restart-${i}-${Date.now()}`,
        done: false,
        attempts: 0,
        last: '',
      });
    }

    const acknowledged: string[] = [];
    // Sign-ups all along.
    load.start(2, async (worker, iteration) => {
      const email = `steady-${worker}-${iteration}-${Date.now()}@fault.example`;
      const answer = await ask(
        'mutation ($i: SignUpInput!) { signUp(input: $i) { authToken userErrors { code } } }',
        { i: { email, firstName: 'Steady', lastName: 'Writer', password: PASSWORD } },
      );
      const ok = Boolean((answer.body.data?.signUp as { authToken?: string } | null)?.authToken);
      if (ok) acknowledged.push(email);
      return { kind: 'signUp', status: answer.status, codes: codesOf(answer.body), ok };
    });
    // Purchases, retried with the same idempotency key until they are answered, as the web app does.
    load.start(4, async (worker) => {
      const member = members.find((m, index) => !m.done && index % 4 === worker);
      if (!member) {
        await sleep(200);
        return { kind: 'idle', status: 200, codes: [], ok: true };
      }
      // Paced, so the purchases run before, during and after the crash.
      if (member.attempts === 0) await sleep(150);
      member.attempts += 1;
      const answer = await ask(
        'mutation ($i: SubscribeInput!) { subscribe(input: $i) { subscription { id status } userErrors { code message } } }',
        {
          i: {
            packageId: 'streamfit_monthly',
            paymentToken: member.card,
            promoCode: 'SAVE5',
            idempotencyKey: member.key,
          },
        },
        member.token,
      );
      const codes = codesOf(answer.body);
      member.last = `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
      const subscribed = Boolean(
        (answer.body.data?.subscribe as { subscription?: unknown } | null)?.subscription,
      );
      if (subscribed || codes.some((c) => !RETRYABLE.has(c))) member.done = true;
      return { kind: 'subscribe', status: answer.status, codes, ok: subscribed };
    });

    await sleep(800);
    const crashedAt = Date.now();
    await pg.restart('immediate', 2_000);
    const backAt = Date.now();
    await until(() => members.every((m) => m.done), 90_000, 'every purchase answered').catch(
      (error: Error) => {
        // Say which purchases were stuck, on what answer, and what the processes said last.
        const stuck = members
          .filter((m) => !m.done)
          .map((m) => `${m.email} after ${m.attempts} attempts: ${m.last}`);
        const said = stack.children.map(
          (child) =>
            `${child.name} (exit ${child.exitCode ?? 'none'}):\n${(child.tail ?? []).slice(-15).join('\n')}`,
        );
        throw new Error(
          `${error.message}; still unanswered:\n${stuck.slice(0, 5).join('\n')}\n${said.join('\n')}`,
        );
      },
    );
    await sleep(1_500);
    await load.stop();

    const figures = {
      requests: load.outcomes.length,
      failedWhileDown: load.outcomes.filter((o) => !o.ok && o.at >= crashedAt && o.at <= backAt + 5_000)
        .length,
      purchasesRetried: members.filter((m) => m.attempts > 1).length,
      signUpsAcknowledged: acknowledged.length,
      slowestAnswerMs: Math.max(...load.outcomes.map((o) => o.ms)),
    };
    console.log(`fault: database crashed under load ${JSON.stringify(figures)}`);

    // The crash really fell among the purchases: some had to be retried.
    expect(figures.failedWhileDown).toBeGreaterThan(0);
    expect(figures.purchasesRetried).toBeGreaterThan(0);
    // The gateway answered everything, clearly.
    expect(load.outcomes.filter((o) => o.status >= 500 || o.status === 0)).toEqual([]);
    for (const code of new Set(load.outcomes.filter((o) => !o.ok).flatMap((o) => o.codes)))
      expect([...RETRYABLE, 'ALREADY_SUBSCRIBED']).toContain(code);

    // Every acknowledged sign-up is there; every buyer has one subscription and one charge.
    const quoted = (emails: string[]) => emails.map((e) => `'${e}'`).join(',');
    expect(Number(pg.sql(`SELECT count(*) FROM users WHERE email IN (${quoted(acknowledged)})`))).toBe(
      acknowledged.length,
    );
    const perBuyer = pg
      .sql(
        `SELECT u.email, (SELECT count(*) FROM subscriptions s WHERE s.user_id = u.id), (SELECT count(*) FROM charges c WHERE c.user_id = u.id AND c.status = 'succeeded')
       FROM users u WHERE u.email IN (${quoted(members.map((m) => m.email))}) ORDER BY u.email`,
      )
      .split('\n')
      .map((row) => row.split('|'));
    expect(perBuyer.length).toBe(members.length);
    for (const [email, subscriptions, charges] of perBuyer)
      expect({ email, subscriptions, charges }).toEqual({ email, subscriptions: '1', charges: '1' });

    // The billing job resumes: a period made due now is renewed within seconds.
    const [first] = members;
    pg.sql(
      `UPDATE subscriptions SET current_period_end = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = '${first!.email}')`,
    );
    await until(
      () =>
        Number(
          pg.sql(
            `SELECT count(*) FROM charges WHERE kind = 'renewal' AND status = 'succeeded' AND user_id = (SELECT id FROM users WHERE email = '${first!.email}')`,
          ),
        ) === 1,
      20_000,
      'the renewal by the billing job',
    );
  },
);
