// `npm run bench`: measures the studios catalogue through the real stack (backend + gateway on an
// embedded database), with the gateway's cross-request catalogue cache on and off, and prints the
// figures as ratios from this one run. Loopback only; bounded request counts; stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startStack } from '../scripts/stack.mjs';
import { benchLibrary } from './library.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const PAGE_QUERY = `query StudiosPage { studios(first: 40) { totalCount edges { cursor node { id name slug summary level
  classTypes equipment { key name } instructors { name imageUrl } testimonials { author } images { logo hero }
  whiteLabel { domain color } } } pageInfo { hasNextPage endCursor } } site(host: "localhost:4000") { mode brand { color } } }`;

async function measure(url) {
  const latencies = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: PAGE_QUERY }),
      });
      const body = await res.json();
      if (!res.ok || body.errors)
        throw new Error(`bench query failed: ${JSON.stringify(body.errors ?? res.status)}`);
      latencies.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / seconds, p50: pct(0.5), p95: pct(0.95) };
}

async function run(label, cacheTtl, dataDir) {
  const stack = await startStack({
    port: await freePort(),
    backendPort: await freePort(),
    dataDir,
    quiet: true,
    env: { LOG_LEVEL: 'warn', CATALOGUE_CACHE_TTL_MS: String(cacheTtl) },
  });
  try {
    await measure(stack.url); // warm-up: JIT, connection pools, first database reads
    const result = await measure(stack.url);
    console.log(
      `${label.padEnd(28)} ${result.rps.toFixed(0).padStart(6)} req/s   p50 ${result.p50.toFixed(1)} ms   p95 ${result.p95.toFixed(1)} ms`,
    );
    return result;
  } finally {
    await stack.stop();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'streamfit-bench-'));
try {
  console.log(
    `Studios page (40 studios, every catalogue field): ${REQUESTS} requests, ${CONCURRENCY} at a time\n`,
  );
  const uncached = await run('catalogue cache off', 0, dataDir);
  const cached = await run('catalogue cache on (30 s)', 30_000, dataDir);
  console.log(`\nthroughput ratio, cache on / off: ${(cached.rps / uncached.rps).toFixed(2)}x`);
  console.log(`p50 latency ratio, cache off / on: ${(uncached.p50 / cached.p50).toFixed(2)}x`);
  await benchLibrary();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
