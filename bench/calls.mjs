// Part 1: REST calls per operation. Every page query the web client sends (its persisted queries,
// by doc_id, as the browser sends them) runs once through the gateway with lists of 100 items,
// behind a counting proxy that groups the backend calls by the request's X-Request-Id. Each count
// is set beside the minimum: one call per distinct REST resource the operation reads (what perfect
// batching would send), so "calls = minimum" means no resource was asked twice.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUSY_MEMBER_EMAIL, BENCH_PASSWORD, seededDataDir } from './seed.mjs';
import { envNumber, graphql, repoRoot, rest, startBench } from './lib.mjs';

const ITEMS = envNumber('BENCH_LIST_ITEMS', 100);
const HOST = 'localhost';

/** doc_id by operation name, from the file the web build writes and the gateway serves. */
export function persistedOperations() {
  const documents = JSON.parse(readFileSync(path.join(repoRoot, 'web/persisted-queries.json'), 'utf8'));
  const byName = new Map();
  for (const [id, text] of Object.entries(documents)) {
    const match = /^(query|mutation|subscription) (\w+)/.exec(text);
    if (match && !byName.has(match[2])) byName.set(match[2], { id, kind: match[1], text });
  }
  return byName;
}

/** Lists of `items`: studios, live classes over the week ahead, library videos, a member's month of workouts. */
export const listSeed = (items) => ({
  studios: items,
  classesPerDay: Math.ceil(items / 7) + 1,
  videos: items,
  busyMonthWorkouts: items,
});

export const weekAhead = () => {
  const from = new Date();
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * 86_400_000).toISOString() };
};
export const thisMonth = () => {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from: from.toISOString(), to: to.toISOString(), month: from.toISOString().slice(0, 7) };
};

/**
 * The page queries measured, with the variables a browser would send; `member` ones run signed in
 * as the member whose month holds 100 workouts. The list pages ask for 100 items.
 */
function plannedOperations({ studioSlug, videoId, liveClassId }) {
  const week = weekAhead();
  const month = thisMonth();
  return [
    { name: 'HomeRouteQuery', variables: {} },
    { name: 'SiteQuery', variables: { host: HOST } },
    { name: 'sessionQuery', variables: { host: HOST } },
    { name: 'StudiosPageQuery', variables: { count: ITEMS }, list: 'studios' },
    { name: 'StudiosPagePaginationQuery', variables: { count: ITEMS }, list: 'studios' },
    { name: 'ExploreStudiosPageQuery', variables: {}, list: 'studios' },
    { name: 'StudioRouteQuery', variables: { slug: studioSlug } },
    { name: 'LivePageQuery', variables: { ...week, host: HOST }, list: 'live classes' },
    { name: 'ScheduleDayListQuery', variables: { ...week, host: HOST }, list: 'live classes' },
    { name: 'VideoCataloguePaginationQuery', variables: { count: ITEMS }, list: 'videos' },
    { name: 'ClassesPageCatalogueQuery', variables: {} },
    { name: 'VideoPageQuery', variables: { databaseId: videoId } },
    { name: 'LiveClassPageAccessQuery', variables: { id: String(liveClassId), host: HOST }, member: true },
    { name: 'LiveClassPageQuery', variables: { id: String(liveClassId), host: HOST }, member: true },
    {
      name: 'CalendarPageQuery',
      variables: { from: month.from, to: month.to },
      member: true,
      list: 'workouts',
    },
    { name: 'DashboardPageQuery', variables: {}, member: true },
    { name: 'ProfilePageQuery', variables: {}, member: true },
    { name: 'AccountPageQuery', variables: { host: HOST }, member: true },
    { name: 'ProgressPageQuery', variables: { month: month.month }, member: true },
    { name: 'FriendsPageQuery', variables: {}, member: true },
    { name: 'ClassesPageHistoryQuery', variables: {}, member: true },
    { name: 'ClassesPageFavoritesQuery', variables: {}, member: true },
    { name: 'UpcomingLiveClassesPageQuery', variables: {}, member: true },
    { name: 'StudioFavoritesQuery', variables: {}, member: true },
    { name: 'SubscriptionPageQuery', variables: {}, member: true },
    { name: 'PaymentPageQuery', variables: {}, member: true },
    { name: 'DayPassPageQuery', variables: {}, member: true },
    { name: 'CancelPageQuery', variables: {}, member: true },
    { name: 'CalendarFeedEntryQuery', variables: {}, member: true },
  ];
}

/** Runs one persisted operation and returns the REST calls it made. */
async function callsOf(gateway, proxy, operation, doc, headers, serial) {
  const requestId = `bench-calls-${serial}`;
  await graphql(
    gateway,
    { doc_id: doc.id, variables: operation.variables },
    { ...headers, 'x-request-id': requestId },
  );
  return { calls: proxy.callsFor(requestId), requests: () => proxy.requestsFor(requestId) };
}

export async function benchCalls() {
  const data = await seededDataDir('calls', listSeed(ITEMS));
  const rows = [];
  const notes = [];
  try {
    const { seeded } = data;
    // The catalogue cache off: every operation's own calls are counted, none answered from earlier ones.
    const bench = await startBench({
      dataDir: data.dir,
      gateways: [{ name: 'gateway', counted: true, env: { CATALOGUE_CACHE_TTL_MS: '0' } }],
    });
    try {
      const { url, proxy } = bench.gateways.gateway;
      const login = await rest(bench.backendUrl, 'POST', '/api/user/login', {
        email: BUSY_MEMBER_EMAIL,
        password: BENCH_PASSWORD,
      });
      const member = { authorization: login.authToken };
      const studios = await rest(bench.backendUrl, 'GET', '/api/basic/webStudiosInfo');
      const videos = await rest(bench.backendUrl, 'POST', '/api/video/videos', { limit: 1 });
      const upcoming = await rest(bench.backendUrl, 'GET', '/api/liveclass/upcoming/public/all');
      const operations = persistedOperations();
      let serial = 0;
      let over = 0;
      const measured = new Set();
      for (const operation of plannedOperations({
        studioSlug: studios[0].slug,
        videoId: videos.items?.[0]?.id ?? videos.videos?.[0]?.id ?? 1,
        liveClassId: upcoming[0]?.id ?? 1,
      })) {
        const doc = operations.get(operation.name);
        if (!doc) {
          notes.push(`${operation.name}: not among the persisted queries any more`);
          continue;
        }
        measured.add(operation.name);
        const headers = operation.member ? member : {};
        // Once to warm up (the catalogue cache is off, so nothing is kept), once counted.
        await callsOf(url, proxy, operation, doc, headers, (serial += 1));
        const { calls, requests } = await callsOf(url, proxy, operation, doc, headers, (serial += 1));
        const minimum = new Set(calls).size;
        if (calls.length > minimum) {
          over += 1;
          const sent = requests().map((r) => `${r.method} ${r.path} ${r.body}`.trim().slice(0, 160));
          notes.push(`${operation.name} sent: ${sent.join(' ; ')}`);
        }
        const what = operation.list ? ` (${ITEMS} ${operation.list})` : '';
        rows.push({
          measure: `${operation.name}${what}${operation.member ? ', signed in' : ''}`,
          value: `${calls.length} calls`,
          goal: `minimum ${minimum}`,
          met: calls.length <= minimum,
        });
      }
      const skipped = [...operations.values()].filter(
        (doc) => doc.kind === 'query' && !measured.has(nameOf(doc)),
      );
      notes.push(
        `Seeded: ${seeded.studios} studios, ${seeded.liveClasses} live classes, ${seeded.videos} videos, a member with ${ITEMS} workouts this month.`,
        `Minimum = distinct REST resources the operation read (each asked once). ${over} operation(s) above it.`,
        `Not run here: ${skipped.map(nameOf).join(', ')} (they need ids handed out by another page, a token from an e-mail, or a second member; their list fields are the ones counted above, and the gateway test counts the pagination queries at 1 and 100 items).`,
        'Mutations are one REST call each plus what their payload reads; subscriptions are counted by the gateway test (a push at 1 and 100 items).',
      );
    } finally {
      await bench.stop();
    }
  } finally {
    data.done();
  }
  return { title: `1. REST calls per operation (lists of ${ITEMS})`, rows, notes };
}

const nameOf = (doc) => /^(?:query|mutation|subscription) (\w+)/.exec(doc.text)[1];
