// Starts the REST backend and the gateway as two child processes, waits until each answers its
// health check, and stops both together. Used by `npm start`, `npm run dev` and the browser tests,
// so the tests exercise exactly what a user runs.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Where the browser journeys' global setup leaves the address of the stack it started: one file per
 * checkout, so two checkouts' journeys running on one machine never talk to each other's stack.
 */
export const e2eStackFile = path.join(
  os.tmpdir(),
  `streamfit-e2e-stack-${createHash('sha256').update(repoRoot).digest('hex').slice(0, 12)}.json`,
);

/** A TCP port that is free on 127.0.0.1 right now (for tests and benchmarks). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx, the child exits, or `timeoutMs` passes. */
export async function waitForHttp(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function run(name, args, env, { quiet }) {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  child.name = name;
  if (quiet) {
    // Keep the last lines so a failing start can say why.
    child.tail = [];
    const keep = (chunk) => {
      child.tail.push(...chunk.toString().split('\n').filter(Boolean));
      if (child.tail.length > 80) child.tail.splice(0, child.tail.length - 80);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
  }
  return child;
}

/** Restart policy of a supervised stack: waits between restarts, and when to give up. */
export const RESTART_POLICY = {
  firstDelayMs: 500,
  maxDelayMs: 15_000,
  /** A part that has stayed up this long is healthy again: its next crash restarts at once. */
  stableAfterMs: 60_000,
  /** More crashes than this within `windowMs` and the stack gives up (something is really wrong). */
  maxRestarts: 5,
  windowMs: 5 * 60_000,
};

/**
 * The backend's environment: its port, and the public site's address for links in e-mails. The
 * public site is the gateway on `port`, so unless the caller set PUBLIC_URL (a real domain, a proxy
 * in front), mail links to the port this stack actually serves.
 */
export function backendEnv(baseEnv, { port, backendPort }) {
  return {
    ...baseEnv,
    BACKEND_PORT: String(backendPort),
    PUBLIC_URL: baseEnv.PUBLIC_URL || `http://localhost:${port}`,
  };
}

/**
 * The environment `npm start` runs the product in: libraries in production mode (NODE_ENV=production:
 * graphql-js without its development checks, about a third faster) while the product stays a
 * development install on this machine (STREAMFIT_ENV=development: development secrets in
 * data/dev-secrets.json, the /api/dev routes, GraphiQL's introspection), as it always was. A
 * NODE_ENV or STREAMFIT_ENV the caller set is kept: NODE_ENV=production alone still means a
 * production deployment, and NODE_ENV=development keeps graphql-js's development checks.
 */
export function productionModeEnv(baseEnv) {
  const nodeEnv = baseEnv.NODE_ENV?.trim() || '';
  return {
    NODE_ENV: nodeEnv || 'production',
    STREAMFIT_ENV: baseEnv.STREAMFIT_ENV?.trim() || (nodeEnv === 'production' ? 'production' : 'development'),
  };
}

/**
 * Starts backend then gateway. Options: port (gateway, public), backendPort, dataDir, env (extra
 * variables), quiet (capture output instead of inheriting it), watch (node --watch, for dev),
 * supervise (restart a part that dies on its own, see RESTART_POLICY), onRestart(name, reason) and
 * onGiveUp(name, reason) (told when a supervised part is restarted, or crashes too often),
 * readyTimeoutMs (how long each part may take to answer its health check; 180 s by default: a first start seeds the database and draws the clips, slow on a busy machine).
 * Returns { url, backendUrl, stop, children }; `children` always holds the running processes.
 */
export async function startStack(options = {}) {
  const port = Number(options.port ?? process.env.PORT ?? 4000);
  const backendPort = Number(options.backendPort ?? process.env.BACKEND_PORT ?? 4001);
  const baseEnv = { ...process.env, ...options.env };
  if (options.dataDir) baseEnv.DATA_DIR = options.dataDir;
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const watch = options.watch ? ['--watch'] : [];
  const quiet = Boolean(options.quiet);
  const policy = { ...RESTART_POLICY, ...options.restartPolicy };

  const children = [];
  let stopping = false;
  const timers = new Set();
  // If whoever started the stack exits without stopping it (a crashed test run), take the
  // servers down too instead of leaving them holding ports and CPU.
  const killOnExit = () => children.forEach((child) => child.exitCode === null && child.kill('SIGKILL'));
  process.once('exit', killOnExit);
  const stop = async () => {
    stopping = true;
    for (const timer of timers) clearTimeout(timer);
    process.off('exit', killOnExit);
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  const parts = {
    backend: {
      args: [...watch, 'backend/dist/server.js'],
      env: backendEnv(baseEnv, { port, backendPort }),
      health: `${backendUrl}/api/health`,
    },
    gateway: {
      args: [...watch, 'gateway/dist/server.js'],
      env: { ...baseEnv, PORT: String(port), BACKEND_URL: baseEnv.BACKEND_URL ?? backendUrl },
      health: `http://127.0.0.1:${port}/healthz`,
    },
  };

  /** Restarts a supervised part that died on its own, with a growing wait; gives up when it keeps dying. */
  const supervise = (child) => {
    const startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (stopping || !options.supervise) return;
      const reason = signal ?? `exit code ${code}`;
      const now = Date.now();
      const history = (child.crashes ?? []).filter((at) => now - at < policy.windowMs);
      history.push(now);
      if (history.length > policy.maxRestarts) {
        options.onGiveUp?.(child.name, reason);
        return;
      }
      // A part that ran for a while is not crash-looping: start it again at once.
      const stable = now - startedAt >= policy.stableAfterMs;
      const delay = stable ? 0 : Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (history.length - 1));
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (stopping) return;
        const next = run(child.name, parts[child.name].args, parts[child.name].env, { quiet });
        next.crashes = history;
        children.splice(children.indexOf(child), 1, next);
        supervise(next);
        options.onRestart?.(child.name, reason);
      }, delay);
      timers.add(timer);
    });
  };

  try {
    const backend = run('backend', parts.backend.args, parts.backend.env, { quiet });
    children.push(backend);
    await waitForHttp(parts.backend.health, options.watch ? null : backend, options.readyTimeoutMs);

    const gateway = run('gateway', parts.gateway.args, parts.gateway.env, { quiet });
    children.push(gateway);
    await waitForHttp(parts.gateway.health, options.watch ? null : gateway, options.readyTimeoutMs);
  } catch (error) {
    const tails = children
      .filter((c) => c.tail?.length)
      .map((c) => `--- ${c.name} ---\n${c.tail.join('\n')}`);
    await stop();
    throw new Error([error.message, ...tails].join('\n'));
  }
  for (const child of children) supervise(child);

  return { url: `http://localhost:${port}`, backendUrl, stop, children };
}
