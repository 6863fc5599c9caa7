// The on-demand library at scale: a filtered, sorted page of the library with 10,000 and with
// 100,000 videos, read straight from REST (the database's part) and through the graph (the whole
// operation), page after page by cursor. Prints p50/p95 per size and the ratio between the sizes:
// keyset paging on indexed columns keeps a page's cost flat as the library grows.
// Loopback only; bounded request counts; stops by itself.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startStack } from '../scripts/stack.mjs';

const ROUNDS = Number(process.env.BENCH_LIBRARY_ROUNDS ?? 200);
const SIZES = (process.env.BENCH_LIBRARY_SIZES ?? '10000,100000').split(',').map(Number);

/** What a member filtering the library sends: two class types, 15 to 45 minutes, newest first. */
const REST_FILTER = {
  classType: ['Pilates', 'Yoga'],
  timeLength: { min: 15, max: 45 },
  sort: 'newest',
  limit: 24,
};
// As the web app asks: the total with the first page only (counting grows with the library).
const GRAPH_QUERY = `query LibraryPage($after: String, $first: Boolean!) {
  videos(filter: { classTypes: ["Pilates", "Yoga"], minutes: { min: 15, max: 45 } }, sort: NEWEST, first: 24, after: $after) {
    totalCount @include(if: $first)
    edges { cursor node { id databaseId title minutes calories level posterUrl studio { name } instructor { name } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** `ROUNDS` sequential requests, each the next page after the last (back to the first at the end). */
async function measure(send) {
  const latencies = [];
  let cursor = null;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    cursor = await send(cursor);
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) };
}

async function restPage(backendUrl, after) {
  const res = await fetch(`${backendUrl}/api/video/videos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(after ? { ...REST_FILTER, after, count: false } : REST_FILTER),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`REST library page failed: ${res.status} ${JSON.stringify(body)}`);
  return body.content.nextCursor;
}

async function graphPage(url, after) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: GRAPH_QUERY, variables: { after, first: after === null } }),
  });
  const body = await res.json();
  if (!res.ok || body.errors)
    throw new Error(`graph library page failed: ${JSON.stringify(body.errors ?? res.status)}`);
  const { hasNextPage, endCursor } = body.data.videos.pageInfo;
  return hasNextPage ? endCursor : null;
}

async function atSize(videos) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'streamfit-bench-library-'));
  const backendPort = await freePort();
  const seedStarted = performance.now();
  const stack = await startStack({
    port: await freePort(),
    backendPort,
    dataDir,
    quiet: true,
    env: { LOG_LEVEL: 'warn', SEED_VIDEOS: String(videos), RATE_LIMIT_FACTOR: '1000' },
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  try {
    const backendUrl = `http://127.0.0.1:${backendPort}`;
    // Warm-up: JIT, connection pools, the database's first reads of the indexes.
    await measure((after) => restPage(backendUrl, after));
    await measure((after) => graphPage(stack.url, after));
    const rest = await measure((after) => restPage(backendUrl, after));
    const graph = await measure((after) => graphPage(stack.url, after));
    return { videos, seedSeconds, rest, graph };
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchLibrary() {
  console.log(
    `\nLibrary page (2 class types, 15-45 min, newest first, 24 a page, paged by cursor): ${ROUNDS} pages in a row\n`,
  );
  const results = [];
  for (const size of SIZES) {
    const result = await atSize(size);
    results.push(result);
    console.log(
      `${String(size).padStart(7)} videos (+300 seeded; started in ${result.seedSeconds.toFixed(1)} s)   ` +
        `REST p50 ${result.rest.p50.toFixed(1)} ms p95 ${result.rest.p95.toFixed(1)} ms   ` +
        `GraphQL p50 ${result.graph.p50.toFixed(1)} ms p95 ${result.graph.p95.toFixed(1)} ms`,
    );
  }
  if (results.length >= 2) {
    const [small, large] = [results[0], results[results.length - 1]];
    console.log(
      `\np95 ratio, ${large.videos} / ${small.videos} videos: REST ${(large.rest.p95 / small.rest.p95).toFixed(2)}x, ` +
        `GraphQL ${(large.graph.p95 / small.graph.p95).toFixed(2)}x (goal: under 1.5x)`,
    );
  }
  return results;
}
