// Part 2: the gateway's overhead against the floor. Each public list read (studios, the live
// schedule's week, a library page; 100 items each) through the gateway, with the catalogue cache
// off and on, against a client calling REST directly with the same minimum calls (floor-server.mjs).
// Load from autocannon in a child process, at 1 and at 50 connections; the three variants take turns
// round after round, and each round's ratios to the floor are summarised by their median and spread.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { listSeed, persistedOperations, weekAhead } from './calls.mjs';
import {
  envNumber,
  freePort,
  graphql,
  loadTest,
  repoRoot,
  settle,
  spread,
  startBench,
  stopChild,
  waitUntil,
} from './lib.mjs';
import { seededDataDir } from './seed.mjs';

const ITEMS = envNumber('BENCH_LIST_ITEMS', 100);
const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const SECONDS = envNumber('BENCH_SECONDS', 3);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,50').split(',').map(Number);

/** The public list reads: what a visitor's browser sends for each. */
export const listOperations = () => [
  { key: 'studios', name: 'StudiosPageQuery', variables: { count: ITEMS } },
  // What /liveschedule sends: a week of the site's classes (the page's week starts on Monday; a
  // week from now holds the same number of classes whatever the day the benchmark runs).
  { key: 'live-schedule', name: 'ScheduleDayListQuery', variables: { ...weekAhead(), host: 'localhost' } },
  { key: 'library-page', name: 'VideoCataloguePaginationQuery', variables: { count: ITEMS } },
];

async function startFloor(backendUrl, plan) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/floor-server.mjs')], {
    env: { ...process.env, PORT: String(port), BACKEND_URL: backendUrl, FLOOR_PLAN: JSON.stringify(plan) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`${url}/${Object.keys(plan)[0]}`, child);
  return { url, stop: () => stopChild(child) };
}

export async function benchOverhead() {
  const data = await seededDataDir('overhead', listSeed(ITEMS));
  const rows = [];
  const notes = [];
  const bench = await startBench({
    dataDir: data.dir,
    gateways: [
      { name: 'cacheOff', env: { CATALOGUE_CACHE_TTL_MS: '0' } },
      { name: 'cacheOn', env: { CATALOGUE_CACHE_TTL_MS: '30000' } },
      // Only to record which REST calls each operation makes (the floor sends the same).
      { name: 'recorder', counted: true, env: { CATALOGUE_CACHE_TTL_MS: '0' } },
    ],
  });
  let floor;
  try {
    const documents = persistedOperations();
    const operations = listOperations().map((operation) => ({
      ...operation,
      body: JSON.stringify({ doc_id: documents.get(operation.name).id, variables: operation.variables }),
    }));
    const plan = {};
    const { url: recorderUrl, proxy } = bench.gateways.recorder;
    for (const operation of operations) {
      const requestId = `bench-floor-${operation.key}`;
      await graphql(recorderUrl, JSON.parse(operation.body), { 'x-request-id': requestId });
      plan[operation.key] = proxy.requestsFor(requestId);
      notes.push(
        `${operation.key}: ${operation.name}; the floor sends ${plan[operation.key].map((r) => `${r.method} ${r.path.split('?')[0]}`).join(' + ')}`,
      );
    }
    floor = await startFloor(bench.backendUrl, plan);
    const graphRequest = (url, operation, connections) =>
      loadTest({
        url: `${url}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: operation.body,
        connections,
        seconds: SECONDS,
      });
    // Each run starts once the backend has answered what the run before left it (see settle).
    const settled = (run) => async (operation, connections) => {
      await settle(bench.backendUrl);
      return run(operation, connections);
    };
    const variants = {
      floor: settled((operation, connections) =>
        loadTest({ url: `${floor.url}/${operation.key}`, connections, seconds: SECONDS }),
      ),
      cacheOff: settled((operation, connections) =>
        graphRequest(bench.gateways.cacheOff.url, operation, connections),
      ),
      cacheOn: settled((operation, connections) =>
        graphRequest(bench.gateways.cacheOn.url, operation, connections),
      ),
    };
    for (const operation of operations) {
      for (const connections of CONNECTIONS) {
        // Warm-up of each variant (JIT, pools, the cache's first fill), not counted.
        for (const run of Object.values(variants)) await run(operation, connections);
        const ratios = { cacheOff: { rps: [], p50: [], p99: [] }, cacheOn: { rps: [], p50: [], p99: [] } };
        for (let round = 0; round < ROUNDS; round += 1) {
          // Interleaved: floor, off, on, floor, off, on, ...
          const direct = await variants.floor(operation, connections);
          for (const name of ['cacheOff', 'cacheOn']) {
            const result = await variants[name](operation, connections);
            ratios[name].rps.push(result.rps / direct.rps);
            ratios[name].p50.push(result.p50 / Math.max(direct.p50, 0.5));
            ratios[name].p99.push(result.p99 / Math.max(direct.p99, 0.5));
          }
        }
        for (const [name, goal] of [
          ['cacheOff', 0.8],
          ['cacheOn', 3],
        ]) {
          const figures = ratios[name];
          const throughput = figures.rps.slice().sort((a, b) => a - b)[Math.floor(figures.rps.length / 2)];
          rows.push({
            measure: `${operation.key}, cache ${name === 'cacheOn' ? 'on' : 'off'}, ${connections} conn.: throughput vs direct REST`,
            value: spread(figures.rps),
            goal: `≥ ${goal}×`,
            met: throughput >= goal,
          });
          rows.push({
            measure: `${operation.key}, cache ${name === 'cacheOn' ? 'on' : 'off'}, ${connections} conn.: p50 / p99 latency vs direct REST`,
            value: `${spread(figures.p50)} / ${spread(figures.p99)}`,
            goal: '',
            met: null,
          });
        }
      }
    }
    notes.push(
      `${ROUNDS} rounds of ${SECONDS} s per variant, interleaved (direct, cache off, cache on), each run started once the backend has answered what the run before left it; latency ratios are the gateway's over the direct client's (lower is better; under 0.5 ms counted as 0.5 ms).`,
      'The direct client sends the REST requests the gateway made for the operation (recorded through a counting proxy) and returns their contents as JSON; the gateway also shapes them into the graph, so the floor does less work.',
      "Cache on is the gateway as deployed: public catalogue answers (studios, class types) kept CATALOGUE_CACHE_TTL_MS, and public reads (the live schedule, a visitor's library page) shared for PUBLIC_CACHE_TTL_MS (default 5 s, dropped at once on a live class change); the load is a visitor's (no token), as for every public page. Cache off (CATALOGUE_CACHE_TTL_MS=0) turns both off: every request makes its REST calls.",
    );
  } finally {
    await floor?.stop();
    await bench.stop();
    data.done();
  }
  return { title: `2. Overhead against direct REST (lists of ${ITEMS})`, rows, notes };
}
