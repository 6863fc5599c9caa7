// What every part of the benchmark suite shares: the stack on a seeded embedded database, the load
// generator (autocannon, always in a child process so it never shares the measured process's CPU
// loop), the counting proxy that tells how many REST calls each GraphQL operation made, and the
// statistics (medians of interleaved rounds with their spread).
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, productionModeEnv, repoRoot, startStack } from '../scripts/stack.mjs';

export { freePort, repoRoot };

/** A whole number from the environment, or the default. */
export function envNumber(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`${name} must be a number, got '${value}'`);
  return number;
}

export const median = (values) => quantile(values, 0.5);

/** Linear-interpolated quantile of unsorted values. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** `1.23× (1.10–1.31)`: the median of per-round figures and their min–max. */
export function spread(values, digits = 2, unit = '×') {
  const f = (v) => v.toFixed(digits);
  return `${f(median(values))}${unit} (${f(Math.min(...values))}–${f(Math.max(...values))})`;
}

export const ms = (value) => `${value.toFixed(1)} ms`;

/** A temporary data folder removed by `done()`, or when the run exits (a part that failed half-way). */
export function tempDir(label) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `streamfit-bench-${label}-`));
  const done = () => {
    process.off('exit', done);
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', done);
  return { dir, done };
}

/**
 * The backend and one gateway per entry of `gateways` ({ name, env }), all over one backend on
 * `dataDir`. Each gateway may be put behind a counting proxy (`counted: true`): it then talks to the
 * backend through the proxy, which records each REST call under the gateway request's X-Request-Id.
 */
export async function startBench({ dataDir, backendEnv = {}, gateways = [{ name: 'gateway' }] }) {
  const backendPort = await freePort();
  const first = gateways[0];
  const firstProxy = first.counted ? await startCountingProxy(`http://127.0.0.1:${backendPort}`) : null;
  const env = {
    // As `npm start` runs it: the libraries (graphql-js above all) in production mode.
    ...productionModeEnv(process.env),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_FACTOR: '100000',
    BILLING_INTERVAL_MS: '0',
    CALENDAR_SYNC_INTERVAL_MS: '0',
    ...backendEnv,
  };
  const main = await startStack({
    port: await freePort(),
    backendPort,
    dataDir,
    quiet: true,
    env: { ...env, ...first.env, ...(firstProxy ? { BACKEND_URL: firstProxy.url } : {}) },
  });
  // The address, not `localhost`: the load generator would try ::1 first, where nothing listens.
  const started = {
    [first.name]: { url: main.url.replace('//localhost:', '//127.0.0.1:'), proxy: firstProxy },
  };
  const extra = [];
  for (const spec of gateways.slice(1)) {
    const proxy = spec.counted ? await startCountingProxy(main.backendUrl) : null;
    const child = await startGatewayProcess({
      dataDir,
      env: { ...env, ...spec.env, BACKEND_URL: proxy ? proxy.url : main.backendUrl },
    });
    extra.push(child);
    started[spec.name] = { url: child.url, proxy };
  }
  return {
    backendUrl: main.backendUrl,
    gateways: started,
    async stop() {
      for (const child of extra) await child.stop();
      await main.stop();
      for (const { proxy } of Object.values(started)) await proxy?.close();
    },
  };
}

/** A further gateway process over a running backend (the stack script starts one). */
async function startGatewayProcess({ dataDir, env }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['gateway/dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`${url}/healthz`, child, () => errors);
  return { url, stop: () => stopChild(child) };
}

export async function waitUntil(url, child, why = () => '', timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: exited (${child.exitCode}) ${why()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms ${why()}`);
}

export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * A pass-through HTTP proxy in front of the backend that counts the calls: by the caller's
 * X-Request-Id (the gateway sends its request's id with every REST call) and in total.
 */
export async function startCountingProxy(target) {
  const upstream = new URL(target);
  const byRequest = new Map();
  const sentBy = new Map();
  let total = 0;
  const server = createServer((req, res) => {
    const id = req.headers['x-request-id'];
    total += 1;
    if (typeof id === 'string') {
      const calls = byRequest.get(id) ?? [];
      // A GET's query names the resource (`/api/user/friends` and `?pending=true` are two lists); a
      // POST's body may differ between calls for one resource, so a POST counts by its path alone.
      calls.push(req.method === 'GET' ? `GET ${req.url}` : `${req.method} ${req.url.split('?')[0]}`);
      byRequest.set(id, calls);
      // The whole request too (query and body), to tell one request sent twice from two different ones.
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const sent = sentBy.get(id) ?? [];
        const headers = {};
        for (const name of ['content-type', 'authorization'])
          if (req.headers[name]) headers[name] = req.headers[name];
        sent.push({ method: req.method, path: req.url, body, headers });
        sentBy.set(id, sent);
      });
    }
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** The calls made under one request id. */
    callsFor: (id) => byRequest.get(id) ?? [],
    /** The requests made under one request id, with their query strings and bodies. */
    requestsFor: (id) => sentBy.get(id) ?? [],
    get total() {
      return total;
    },
    reset() {
      byRequest.clear();
      sentBy.clear();
      total = 0;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * One autocannon run in a child process: `connections` at a time for `seconds`, against `url`
 * with the request `{ method, body, headers }`. Returns throughput and latency percentiles; fails
 * when any answer was not 2xx (a benchmark of errors measures nothing).
 */
export function loadTest({ url, method = 'GET', body, headers = {}, connections, seconds }) {
  const args = [
    path.join(repoRoot, 'node_modules/autocannon/autocannon.js'),
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    method,
  ];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  if (body !== undefined) args.push('-b', body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err.slice(-500)}`));
      const result = JSON.parse(out);
      const failed = result.non2xx + result.errors + result.timeouts;
      // Answers slower than the whole run leave no request completed: a throughput of 0, not an error.
      if (failed > 0)
        return reject(new Error(`${url}: ${failed} failed of ${result.requests.total + failed} requests`));
      resolve({
        rps: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        requests: result.requests.total,
      });
    });
  });
}

/**
 * Waits until the backend has worked off what the last load run left it: the load generator stops
 * at the end of its time and drops its connections, but the requests they carried are still being
 * answered (at 50 connections, about a second of the backend's work). A run started at once would
 * pay for its predecessor's, so every run of a comparison starts on an idle backend. Idle: its health
 * check (a database round trip, queued behind any other) answers quickly twice in a row. Returns the
 * milliseconds waited.
 */
export async function settle(backendUrl, { quickMs = 25, timeoutMs = 15_000 } = {}) {
  const started = performance.now();
  let quick = 0;
  while (quick < 2 && performance.now() - started < timeoutMs) {
    const sent = performance.now();
    try {
      await fetch(`${backendUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      // not answering yet: not idle
    }
    quick = performance.now() - sent < quickMs ? quick + 1 : 0;
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - started;
}

/** POSTs a GraphQL request and fails on any error (a benchmark measures only what works). */
export async function graphql(url, payload, headers = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
  const body = await response.json();
  if (!response.ok || body.errors)
    throw new Error(
      `GraphQL failed (${response.status}): ${JSON.stringify(body.errors ?? body).slice(0, 400)}`,
    );
  return body.data;
}

/** Calls a REST route of the backend and returns its envelope's content. */
export async function rest(backendUrl, method, route, body, headers = {}) {
  const response = await fetch(`${backendUrl}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!response.ok || envelope.status === false)
    throw new Error(
      `${method} ${route} failed (${response.status}): ${JSON.stringify(envelope).slice(0, 300)}`,
    );
  return envelope.content ?? envelope.data?.content;
}

/** A row of a part's table. `met` is true/false against the goal, or null when there is none. */
export const row = (measure, value, goal = '', met = null) => ({ measure, value, goal, met });
