// Live updates at scale: N graphql-ws clients (visitors, as the live schedule page opens them) all
// subscribed to the schedule's changes, then a studio changes a class through REST, round after
// round. Measures, from the moment the change is sent: when each client receives it (p50, p95) and
// when the last one does, deliveries per second, and the gateway's memory per idle connection.
// The clients live in separate child processes (BENCH_WS_PROCESSES), so the load generator does
// not share the gateway's process. Loopback only; bounded rounds; stops by itself.
//
//   node bench/live-updates.mjs                    # 10,000 clients, 5 rounds
//   BENCH_WS_CLIENTS=2000 BENCH_WS_ROUNDS=3 node bench/live-updates.mjs
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, productionModeEnv, repoRoot, startStack } from '../scripts/stack.mjs';

const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_WS_ROUNDS ?? 5);
const PROCESSES = Math.max(1, Number(process.env.BENCH_WS_PROCESSES ?? 2));
/** How long a round waits for every client before it counts the missing ones as lost. */
const ROUND_TIMEOUT_MS = Number(process.env.BENCH_WS_ROUND_TIMEOUT_MS ?? 60_000);

const GOALS = { deliveriesPerSecond: 20_000, lastClientMs: 500, bytesPerConnection: 15 * 1024 };

const STAFF_PASSWORD = 'bench staff password, loopback only';

/** The web app's own schedule subscription, sent by its persisted id as the app does. */
function scheduleSubscription() {
  const generated = readFileSync(
    path.join(repoRoot, 'web/src/live/__generated__/useLiveScheduleChangedSubscription.graphql.ts'),
    'utf8',
  );
  const id = /"id": "([0-9a-f]+)"/.exec(generated)?.[1];
  if (!id) throw new Error('the schedule subscription has no persisted id (run npm run relay -w web)');
  return {
    query: '',
    operationName: 'useLiveScheduleChangedSubscription',
    variables: { studioId: null },
    extensions: { doc_id: id },
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const now = () => performance.timeOrigin + performance.now();

/** The gateway's resident memory (Linux), in bytes; null elsewhere. */
function residentBytes(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

async function rest(url, method, body, token) {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const parsed = await res.json();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(parsed)}`);
  return parsed.content;
}

/** One child process of clients: asks it, waits for its answer of `type`. */
function clientProcess() {
  const child = fork(fileURLToPath(import.meta.url), ['--clients'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  child.on('message', (message) => {
    const pending = waiting.get(message.type);
    waiting.delete(message.type);
    pending?.resolve(message);
  });
  child.on('exit', (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`a client process exited (${code})`));
    waiting.clear();
  });
  const ask = (message, answer) =>
    new Promise((resolve, reject) => {
      waiting.set(answer, { resolve, reject });
      child.send(message);
    });
  return { child, ask };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function measure(stack) {
  const gateway = stack.children.find((child) => child.name === 'gateway');
  const staff = await rest(`${stack.backendUrl}/api/user/login`, 'POST', {
    email: 'staff@streamfit.app',
    password: STAFF_PASSWORD,
  });
  const listed = await rest(`${stack.backendUrl}/api/liveclass/upcoming/public/all`, 'GET');
  const liveClass = listed.find((candidate) => candidate.isOnJetsweat);
  if (!liveClass) throw new Error('no class on the main site schedule to change');

  const processes = Array.from({ length: PROCESSES }, clientProcess);
  try {
    // Warm the gateway (JIT, the document, the schedule's loaders) with a few clients and one change,
    // then let it settle before the idle baseline is read.
    await processes[0].ask(
      { type: 'open', url: stack.url, count: 20, operation: scheduleSubscription() },
      'opened',
    );
    await processes[0].ask({ type: 'expect' }, 'armed');
    const warm = processes[0].ask({ type: 'collect', timeoutMs: ROUND_TIMEOUT_MS }, 'arrivals');
    await rest(
      `${stack.backendUrl}/api/liveclass/${liveClass.id}`,
      'PATCH',
      { title: 'Bench warm-up' },
      staff.authToken,
    );
    await warm;
    await processes[0].ask({ type: 'close' }, 'closed');
    await sleep(2_000);
    const before = residentBytes(gateway.pid);

    const share = (index) => Math.floor(CLIENTS / PROCESSES) + (index < CLIENTS % PROCESSES ? 1 : 0);
    const opened = await Promise.all(
      processes.map((process, index) =>
        process.ask(
          { type: 'open', url: stack.url, count: share(index), operation: scheduleSubscription() },
          'opened',
        ),
      ),
    );
    const failedToOpen = opened.reduce((sum, answer) => sum + answer.failed, 0);
    const open = CLIENTS - failedToOpen;
    await sleep(3_000);
    const after = residentBytes(gateway.pid);

    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      await Promise.all(processes.map((process) => process.ask({ type: 'expect' }, 'armed')));
      const collected = Promise.all(
        processes.map((process) => process.ask({ type: 'collect', timeoutMs: ROUND_TIMEOUT_MS }, 'arrivals')),
      );
      const sentAt = now();
      const changed = rest(
        `${stack.backendUrl}/api/liveclass/${liveClass.id}`,
        'PATCH',
        { title: `Bench round ${round} ${Date.now()}` },
        staff.authToken,
      ).then(() => now() - sentAt);
      const [answers, changeMs] = await Promise.all([collected, changed]);
      const latencies = answers
        .flatMap((answer) => answer.arrivals.map((at) => at - sentAt))
        .sort((a, b) => a - b);
      const received = latencies.length;
      const last = latencies.at(-1) ?? Infinity;
      const firstToLast = received > 1 ? (latencies.at(-1) - latencies[0]) / 1000 : Infinity;
      rounds.push({
        changeMs,
        received,
        // The change's way to the gateway and its execution, before any fan-out.
        first: latencies[0] ?? Infinity,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        last,
        // Deliveries over the whole fan-out, from the change to the last client.
        perSecond: received / (last / 1000),
        // The gateway's sending rate once the first client had it.
        spreadPerSecond: received / firstToLast,
      });
      await sleep(500);
    }
    return { rounds, open, failedToOpen, before, after };
  } finally {
    await Promise.all(
      processes.map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'never');
const range = (values, format) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${format(median(sorted))} (${format(sorted[0])}–${format(sorted.at(-1))})`;
};

/** Starts the stack, measures, stops it; the table `bench/run.mjs` prints with the others. */
export async function benchLiveUpdates() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'streamfit-bench-live-'));
  const stack = await startStack({
    port: await freePort(),
    backendPort: await freePort(),
    dataDir,
    quiet: true,
    // A first start seeds the embedded database, slow on a busy machine.
    readyTimeoutMs: 300_000,
    env: {
      // As `npm start` runs it.
      ...productionModeEnv(process.env),
      LOG_LEVEL: 'warn',
      SEED_STAFF_PASSWORD: STAFF_PASSWORD,
      // Every client comes from 127.0.0.1: the per-address cap would refuse all but 50.
      WS_MAX_CONNECTIONS_PER_ADDRESS: String(CLIENTS + 100),
    },
  });
  let result;
  try {
    result = await measure(stack);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const { rounds, open, failedToOpen, before, after } = result;
  const perConnection = before !== null && after !== null && open > 0 ? (after - before) / open : null;
  const lastMedian = median(rounds.map((round) => round.last));
  const rateMedian = median(rounds.map((round) => round.perSecond));
  const lost = rounds.reduce((sum, round) => sum + (open - round.received), 0);
  const rows = [
    {
      measure: `clients (visitors, subscribed)`,
      value: `${open} of ${CLIENTS}`,
      goal: `${CLIENTS}`,
      met: failedToOpen === 0,
    },
    {
      measure: 'delivery p50, change → client',
      value: range(
        rounds.map((r) => r.p50),
        ms,
      ),
      goal: '',
      met: null,
    },
    {
      measure: 'delivery p95, change → client',
      value: range(
        rounds.map((r) => r.p95),
        ms,
      ),
      goal: '',
      met: null,
    },
    {
      measure: 'last client receives the change',
      value: range(
        rounds.map((r) => r.last),
        ms,
      ),
      goal: `≤ ${GOALS.lastClientMs} ms`,
      met: lastMedian <= GOALS.lastClientMs,
    },
    {
      measure: 'deliveries per second (change → last)',
      value: range(
        rounds.map((r) => r.perSecond),
        (v) => v.toFixed(0),
      ),
      goal: `≥ ${GOALS.deliveriesPerSecond}`,
      met: rateMedian >= GOALS.deliveriesPerSecond,
    },
    { measure: 'deliveries missing after the timeout', value: String(lost), goal: '0', met: lost === 0 },
    {
      measure: 'gateway memory per idle connection (RSS)',
      value: perConnection === null ? 'not measured (no /proc)' : `${(perConnection / 1024).toFixed(1)} KB`,
      goal: `≤ ${GOALS.bytesPerConnection / 1024} KB`,
      met: perConnection === null ? null : perConnection <= GOALS.bytesPerConnection,
    },
  ];
  return {
    title: '4. Live updates',
    rows,
    notes: [
      `${open} graphql-ws clients in ${PROCESSES} process(es), ${ROUNDS} rounds; figures are the median round (min–max)`,
      'memory: the gateway RSS with every client subscribed minus before, after a 3 s settle (no forced GC: the gateway does not expose one)',
      `the first client receives the change in ${range(
        rounds.map((r) => r.first),
        ms,
      )}: the REST change, the event to the gateway, one execution; the rest to the last client is the fan-out`,
      `the REST change itself answered in ${range(
        rounds.map((r) => r.changeMs),
        ms,
      )} (the event leaves the backend when it commits)`,
      `gateway RSS ${before === null ? '?' : (before / 1048576).toFixed(0)} MB idle → ${after === null ? '?' : (after / 1048576).toFixed(0)} MB with the clients`,
    ],
  };
}

/** The client side: opens graphql-ws connections and records when each one receives the change. */
async function runClients() {
  const { default: WebSocket } = await import('ws');
  const sockets = [];
  let arrivals = [];
  let seen = new Set();
  let expected = 0;
  let finish = null;

  const openOne = (url, operation, index) =>
    new Promise((resolve) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
      let settled = false;
      const done = (ok) => {
        if (settled) return;
        settled = true;
        resolve(ok);
      };
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: {} })));
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString());
        if (message.type === 'connection_ack') {
          socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: operation }));
          // graphql-ws sends nothing on a successful subscribe: give it a moment to refuse.
          setTimeout(() => done(true), 50);
        } else if (message.type === 'next') {
          if (message.payload?.errors) {
            console.error('a subscription answered with errors', JSON.stringify(message.payload.errors));
          }
          if (!seen.has(index)) {
            seen.add(index);
            arrivals.push(now());
            if (arrivals.length >= expected) finish?.();
          }
        } else if (message.type === 'error') {
          console.error('subscribe refused', JSON.stringify(message.payload));
          done(false);
        }
      });
      socket.on('error', () => done(false));
      socket.on('close', () => done(false));
      sockets.push(socket);
    });

  process.on('message', async (message) => {
    if (message.type === 'open') {
      let failed = 0;
      const base = sockets.length;
      // Bounded opening: a burst of thousands of handshakes at once is not what browsers do.
      for (let start = 0; start < message.count; start += 250) {
        const batch = Array.from({ length: Math.min(250, message.count - start) }, (_, i) =>
          openOne(message.url, message.operation, base + start + i),
        );
        failed += (await Promise.all(batch)).filter((ok) => !ok).length;
      }
      expected = sockets.length - failed;
      process.send({ type: 'opened', failed });
    } else if (message.type === 'expect') {
      arrivals = [];
      seen = new Set();
      process.send({ type: 'armed' });
    } else if (message.type === 'collect') {
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, message.timeoutMs);
        finish = () => {
          clearTimeout(timer);
          resolve();
        };
        if (arrivals.length >= expected) finish();
      });
      finish = null;
      process.send({ type: 'arrivals', arrivals });
    } else if (message.type === 'close') {
      for (const socket of sockets.splice(0)) socket.close();
      expected = 0;
      process.send({ type: 'closed' });
    }
  });
  process.on('SIGTERM', () => {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  });
}

function printTable({ title, rows, notes }) {
  console.log(`\n${title}\n`);
  const width = Math.max(...rows.map((row) => row.measure.length));
  for (const row of rows) {
    const verdict = row.met === null ? '' : row.met ? '  met' : '  NOT met';
    console.log(`  ${row.measure.padEnd(width)}  ${row.value.padEnd(26)} ${row.goal.padEnd(12)}${verdict}`);
  }
  for (const note of notes) console.log(`  · ${note}`);
}

if (process.argv.includes('--clients')) {
  await runClients();
} else if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  printTable(await benchLiveUpdates());
}
