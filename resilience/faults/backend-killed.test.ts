// The backend killed under load, as `npm start` runs it: the gateway answers every request with a
// clear error while the backend is gone (never a 5xx, never a hang, /healthz says 503), the launcher
// starts the backend again, the gateway serves again within seconds of its return, and no sign-up
// that was acknowledged before the kill is lost.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startStack, type Stack } from '../../scripts/stack.mjs';
import { client, codesOf, Load, sleep, until } from './support/load.js';

let stack: Stack;
const restarts: string[] = [];
// Module-wide and stopped in afterAll too, so a failing test never leaves workers asking forever.
const load = new Load();
let stopped = false;

beforeAll(async () => {
  stack = await startStack({
    port: await freePort(),
    backendPort: await freePort(),
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'streamfit-fault-kill-')),
    quiet: true,
    supervise: true,
    onRestart: (name) => restarts.push(name),
    // Sign-ups under load come from one address: the per-address limit is not what is tested here.
    env: {
      LOG_LEVEL: 'warn',
      REST_TIMEOUT_MS: '1500',
      RATE_LIMIT_FACTOR: '1000',
      CATALOGUE_CACHE_TTL_MS: '0',
    },
  });
});
afterAll(async () => {
  stopped = true;
  await load.stop();
  await stack?.stop();
});

test('SIGKILL of the backend under load: clear errors, an automatic restart, and nothing acknowledged lost', async () => {
  const ask = client(stack.url, 15_000);
  const acknowledged: string[] = [];
  const health: Array<{ at: number; status: number }> = [];
  load.start(6, async (worker, iteration) => {
    if (worker < 3) {
      const answer = await ask('{ studio(slug: "bkpilates") { name } classTypes { name } }');
      const codes = codesOf(answer.body);
      return { kind: 'read', status: answer.status, codes, ok: answer.status === 200 && codes.length === 0 };
    }
    const email = `fault-${worker}-${iteration}-${Date.now()}@fault.example`;
    const answer = await ask(
      'mutation ($i: SignUpInput!) { signUp(input: $i) { authToken userErrors { code } } }',
      {
        i: { email, firstName: 'Fault', lastName: 'Tolerant', password: 'correct-horse-battery' },
      },
    );
    const codes = codesOf(answer.body);
    const token = (answer.body.data?.signUp as { authToken?: string } | null)?.authToken;
    if (token) acknowledged.push(email);
    return { kind: 'write', status: answer.status, codes, ok: Boolean(token) };
  });
  const probe = (async () => {
    while (health.length < 10_000 && !stopped) {
      const res = await fetch(`${stack.url}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(
        () => null,
      );
      health.push({ at: Date.now(), status: res?.status ?? 0 });
      await sleep(200);
    }
  })();

  await sleep(3_000);
  const before = acknowledged.length;
  const backend = stack.children.find((child) => child.name === 'backend');
  const killedAt = Date.now();
  backend?.kill('SIGKILL');

  // The launcher brings it back; the backend answering its own health check is "its return".
  const returnedAt = await until(
    async () => (await fetch(`${stack.backendUrl}/api/health`, { signal: AbortSignal.timeout(1_000) })).ok,
    60_000,
    'the backend restart',
  );
  const servingAt = await until(
    async () => {
      const answer = await ask('{ studio(slug: "bkpilates") { name } }');
      return answer.status === 200 && !answer.body.errors;
    },
    30_000,
    'the gateway serving again',
  );
  await sleep(2_000);
  stopped = true;
  await load.stop();
  await probe;

  const outage = load.outcomes.filter((o) => o.at >= killedAt && o.at < returnedAt);
  const figures = {
    acknowledgedBeforeKill: before,
    requests: load.outcomes.length,
    failedDuringOutage: outage.filter((o) => !o.ok).length,
    backendBackAfterMs: returnedAt - killedAt,
    gatewayServingAfterBackendMs: servingAt - returnedAt,
    slowestAnswerMs: Math.max(...load.outcomes.map((o) => o.ms)),
  };
  console.log(`fault: backend killed under load ${JSON.stringify(figures)}`);

  expect(restarts).toEqual(['backend']);
  // Never a 5xx, never a hang; failures say the service is unavailable.
  expect(load.outcomes.filter((o) => o.status >= 500 || o.status === 0)).toEqual([]);
  const failureCodes = new Set(load.outcomes.filter((o) => !o.ok).flatMap((o) => o.codes));
  for (const code of failureCodes) expect(['UPSTREAM_UNAVAILABLE']).toContain(code);
  expect(outage.some((o) => !o.ok)).toBe(true);
  // Health told load balancers the truth: 503 while the backend was gone, 200 again after.
  expect(health.some((h) => h.at > killedAt && h.at < returnedAt && h.status === 503)).toBe(true);
  expect(health.filter((h) => h.at > servingAt + 500).every((h) => h.status === 200)).toBe(true);
  expect(figures.gatewayServingAfterBackendMs).toBeLessThan(10_000);

  // No acknowledged write is lost: every member who got a session can log in after the restart.
  for (const email of acknowledged) {
    const login = await ask(
      'mutation ($i: LogInInput!) { logIn(input: $i) { authToken userErrors { code } } }',
      { i: { email, password: 'correct-horse-battery' } },
    );
    expect({
      email,
      ok: Boolean((login.body.data?.logIn as { authToken?: string } | null)?.authToken),
    }).toEqual({ email, ok: true });
  }
});
