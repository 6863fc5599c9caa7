// Part 5: the scale of data. The database's part of the heaviest reads, timed straight at REST:
// a filtered library page (paged by cursor), a member's calendar month and the live schedule's
// week, at two sizes: 10,000 videos (with 100,000 workouts across 1,000 members and a month of past
// classes) and 100,000 videos (with 1,000,000 workouts across 10,000 members and a year of past
// classes). The goal is flat: p95 at the large size under 1.5× the small one. The data is added in
// bulk (seed.mjs) before the backend starts. BENCH_SCALE (default 1) scales every count, for quick runs.
import { listOperations } from './overhead.mjs';
import { persistedOperations, thisMonth } from './calls.mjs';
import { BENCH_PASSWORD, benchMemberEmail } from './seed.mjs';
import { envNumber, graphql, ms, quantile, rest, startBench, tempDir } from './lib.mjs';
import { seedBench } from './seed.mjs';

const SCALE = envNumber('BENCH_SCALE', 1);
const ROUNDS = envNumber('BENCH_SCALE_ROUNDS', 200);
const GOAL = 1.5;

const sizes = () =>
  [
    { label: 'small', videos: 10_000, members: 1_000, pastDays: 30 },
    { label: 'large', videos: 100_000, members: 10_000, pastDays: 365 },
  ].map((size) => ({
    ...size,
    videos: Math.round(size.videos * SCALE),
    members: Math.max(1, Math.round(size.members * SCALE)),
    workoutsPerMember: 100,
    classesPerDay: 24,
  }));

/** What a member filtering the library sends: two class types, 15 to 45 minutes, newest first. */
const LIBRARY_FILTER = {
  classType: ['Pilates', 'Yoga'],
  timeLength: { min: 15, max: 45 },
  sort: 'newest',
  limit: 24,
};

async function timed(send) {
  const started = performance.now();
  await send();
  return performance.now() - started;
}

async function atSize(size) {
  const data = tempDir(`scale-${size.label}`);
  try {
    const seeded = await seedBench(data.dir, size);
    const bench = await startBench({ dataDir: data.dir, gateways: [{ name: 'recorder', counted: true }] });
    try {
      const { url, proxy } = bench.gateways.recorder;
      const documents = persistedOperations();
      // The member in the middle of the table: their month is a range in the index, whatever its size.
      const login = await rest(bench.backendUrl, 'POST', '/api/user/login', {
        email: benchMemberEmail(Math.ceil(size.members / 2)),
        password: BENCH_PASSWORD,
      });
      const month = thisMonth();
      const reads = {
        calendarMonth: {
          name: 'CalendarPageQuery',
          variables: { from: month.from, to: month.to },
          member: true,
        },
        liveScheduleWeek: listOperations().find((operation) => operation.key === 'live-schedule'),
      };
      // The REST requests the graph sends for each read, replayed straight at the backend below.
      const plans = {};
      for (const [key, read] of Object.entries(reads)) {
        await graphql(
          url,
          { doc_id: documents.get(read.name).id, variables: read.variables },
          { 'x-request-id': `scale-${key}`, ...(read.member ? { authorization: login.authToken } : {}) },
        );
        plans[key] = proxy.requestsFor(`scale-${key}`);
      }
      const replay = (requests) => () =>
        Promise.all(
          requests.map(async (request) => {
            const response = await fetch(`${bench.backendUrl}${request.path}`, {
              method: request.method,
              headers: request.headers,
              body: request.body || undefined,
            });
            await response.arrayBuffer();
            if (!response.ok) throw new Error(`${request.method} ${request.path}: ${response.status}`);
          }),
        );
      let cursor = null;
      const libraryPage = async () => {
        const content = await rest(
          bench.backendUrl,
          'POST',
          '/api/video/videos',
          cursor ? { ...LIBRARY_FILTER, after: cursor, count: false } : LIBRARY_FILTER,
        );
        cursor = content.nextCursor ?? null;
      };
      const sends = {
        libraryPage,
        calendarMonth: replay(plans.calendarMonth),
        liveScheduleWeek: replay(plans.liveScheduleWeek),
      };
      const timings = Object.fromEntries(Object.keys(sends).map((key) => [key, []]));
      // Warm-up: JIT, the database's first reads of each index.
      for (let round = 0; round < 20; round += 1) for (const send of Object.values(sends)) await send();
      // Interleaved: one of each read per round.
      for (let round = 0; round < ROUNDS; round += 1)
        for (const [key, send] of Object.entries(sends)) timings[key].push(await timed(send));
      return {
        seeded,
        p95: Object.fromEntries(
          Object.entries(timings).map(([key, values]) => [key, quantile(values, 0.95)]),
        ),
        p50: Object.fromEntries(Object.entries(timings).map(([key, values]) => [key, quantile(values, 0.5)])),
        plans,
      };
    } finally {
      await bench.stop();
    }
  } finally {
    data.done();
  }
}

export async function benchScale() {
  const rows = [];
  const notes = [];
  const results = [];
  for (const size of sizes()) {
    const result = await atSize(size);
    results.push(result);
    const { seeded } = result;
    notes.push(
      `${size.label}: ${seeded.videos.toLocaleString('en')} videos, ${seeded.workouts.toLocaleString('en')} workouts across ${seeded.members.toLocaleString('en')} members, ${seeded.liveClasses.toLocaleString('en')} live classes (${size.pastDays} days back, a week ahead); seeded in ${seeded.seconds.toFixed(0)} s.`,
    );
  }
  const [small, large] = results;
  const labels = {
    libraryPage: 'library page (2 class types, 15–45 min, newest, 24 a page, by cursor)',
    calendarMonth: "a member's calendar month",
    liveScheduleWeek: "the live schedule's week",
  };
  for (const key of Object.keys(labels)) {
    const growth = large.p95[key] / small.p95[key];
    rows.push({
      measure: `${labels[key]}: REST p95 small → large`,
      value: `${ms(small.p95[key])} → ${ms(large.p95[key])} = ${growth.toFixed(2)}× (p50 ${ms(small.p50[key])} → ${ms(large.p50[key])})`,
      goal: `< ${GOAL}×`,
      met: growth < GOAL,
    });
  }
  notes.push(
    `${ROUNDS} requests of each read per size, one after another, the three reads taking turns; p95 of the REST answer times (the database's part; no gateway).`,
    `The calendar month and the schedule week replay the REST requests the graph sent for CalendarPageQuery and ScheduleDayListQuery (${[...large.plans.calendarMonth, ...large.plans.liveScheduleWeek].map((r) => `${r.method} ${r.path.split('?')[0]}`).join(', ')}).`,
  );
  return { title: '5. Scale of data: p95 of the database part as the data grows', rows, notes };
}
