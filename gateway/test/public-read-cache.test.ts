// Public reads shared across requests: the live schedule (a route that takes no token) and a
// visitor's library pages. Many visitors cost the backend one read per TTL, a burst of them one call
// in flight; a live class change drops the schedule at once; a member's reads are never shared
// (neither served from the visitors' answers nor given to visitors); everything the backend's answer
// depends on is in the key; and no caller can change a shared answer for the others.
import { EventHub, EventStream } from '../src/events/index.js';
import { CatalogueCache, publicReadOf } from '../src/rest/cache.js';
import { bodyBytes, RestClient, UNKNOWN_SIZE_BYTES } from '../src/rest/client.js';
import { FakeBackend } from './support/fake-backend.js';
import { FakeEventStream, waitFor } from './support/fake-event-stream.js';
import { followEventStream, startGateway, type TestGateway } from './support/harness.js';

const SCHEDULE = '/api/liveclass/upcoming/public/all';
const VIDEOS = '/api/video/videos';
const DAY = 24 * 60 * 60 * 1000;

const SCHEDULE_QUERY = `query($from: DateTime!, $to: DateTime!, $studioId: ID) {
  liveSchedule(from: $from, to: $to, studioId: $studioId) { databaseId title }
}`;
const LIBRARY_QUERY = `query($filter: VideoFilter) { videos(first: 10, filter: $filter) {
  totalCount edges { node { databaseId title canWatch viewerHasFavorited } }
} }`;

const week = () => {
  const from = new Date(Date.now() - DAY);
  return { from: from.toISOString(), to: new Date(from.getTime() + 7 * DAY).toISOString() };
};

describe('which reads are public', () => {
  test('the schedule and classes by id are shared with anyone; the library only between visitors', () => {
    expect(publicReadOf('GET', `${SCHEDULE}?from=a&to=b`, false)).toEqual({
      tag: 'liveclass',
      audience: 'anyone',
    });
    expect(publicReadOf('GET', `${SCHEDULE}?from=a&to=b`, true)?.audience).toBe('anyone');
    expect(publicReadOf('GET', '/api/liveclass/public?ids=1,2', true)?.tag).toBe('liveclass');
    expect(publicReadOf('POST', VIDEOS, false)).toEqual({ tag: 'library', audience: 'visitor' });
    expect(publicReadOf('POST', VIDEOS, true)).toBeNull();
    expect(publicReadOf('GET', '/api/video?ids=1', true)).toBeNull();
  });

  test('anything else, a look-alike path or another method is never shared', () => {
    for (const [method, path] of [
      ['GET', '/api/liveclass/upcoming'],
      ['GET', '/api/liveclass/purchased'],
      ['GET', `${SCHEDULE}/../purchased`],
      ['GET', `${SCHEDULE}x`],
      ['POST', SCHEDULE],
      ['GET', VIDEOS],
      ['GET', '/api/video/12'],
      ['POST', '/api/history/myHistory'],
      ['GET', '/api/user/me'],
    ] as const) {
      expect(publicReadOf(method, path, false)).toBeNull();
    }
  });
});

describe('the cache itself', () => {
  test('drop(tag) forgets that kind only, calls in flight included; expiry follows each entry’s own TTL', async () => {
    let now = 0;
    const cache = new CatalogueCache(1_000, 10, () => now, 100);
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    await cache.fetch('schedule', load, { ttlMs: 100, tag: 'liveclass' }).promise;
    await cache.fetch('studios', load).promise;
    expect(cache.fetch('schedule', load, { ttlMs: 100, tag: 'liveclass' }).hit).toBe(true);
    now = 150; // past the public TTL, within the catalogue's
    expect(cache.fetch('studios', load).hit).toBe(true);
    expect(cache.fetch('schedule', load, { ttlMs: 100, tag: 'liveclass' }).hit).toBe(false);

    // A call in flight when the change arrives is not joined by anyone asking after it.
    let finish: (value: unknown) => void = () => {};
    cache.fetch('week', () => new Promise((resolve) => (finish = resolve)), { tag: 'liveclass' });
    cache.drop('liveclass');
    expect(cache.fetch('week', load, { tag: 'liveclass' }).hit).toBe(false);
    finish('old');
    expect(cache.fetch('studios', load).hit).toBe(true);
  });
});

describe('the cache’s byte bound', () => {
  const sized = (bytes: number) => () => Promise.resolve({ bytes });
  const bytesOf = (answer: { bytes: number }) => answer.bytes;

  test('answers are counted as they arrive, and the oldest go once the bytes are over the bound', async () => {
    const cache = new CatalogueCache(60_000, 100, Date.now, 60_000, 1_000);
    await cache.fetch('a', sized(400), { bytesOf }).promise;
    await cache.fetch('b', sized(400), { bytesOf }).promise;
    expect(cache.bytes).toBe(800);
    await cache.fetch('c', sized(400), { bytesOf }).promise;
    // 1,200 bytes is over the bound: the oldest answer goes, the newer two stay.
    expect(cache.bytes).toBe(800);
    expect(cache.size).toBe(2);
    expect(cache.fetch('b', sized(400), { bytesOf }).hit).toBe(true);
    expect(cache.fetch('c', sized(400), { bytesOf }).hit).toBe(true);
    expect(cache.fetch('a', sized(400), { bytesOf }).hit).toBe(false);
  });

  test('an answer larger than the whole bound is handed over and not kept', async () => {
    const cache = new CatalogueCache(60_000, 100, Date.now, 60_000, 1_000);
    await cache.fetch('small', sized(300), { bytesOf }).promise;
    const huge = cache.fetch('huge', sized(5_000), { bytesOf });
    expect(await huge.promise).toEqual({ bytes: 5_000 });
    expect(cache.fetch('huge', sized(5_000), { bytesOf }).hit).toBe(false);
    // What was held stays: one oversized answer does not empty the cache.
    expect(cache.fetch('small', sized(300), { bytesOf }).hit).toBe(true);
    expect(cache.bytes).toBe(300);
  });

  test('dropped, cleared, failed and replaced entries give their bytes back; a drop in flight counts nothing', async () => {
    const cache = new CatalogueCache(100, 100, Date.now, 100, 10_000);
    await cache.fetch('week', sized(700), { bytesOf, tag: 'liveclass' }).promise;
    await cache.fetch('studios', sized(200), { bytesOf }).promise;
    cache.drop('liveclass');
    expect(cache.bytes).toBe(200);

    let finish: (value: { bytes: number }) => void = () => {};
    const late = cache.fetch('later', () => new Promise<{ bytes: number }>((resolve) => (finish = resolve)), {
      bytesOf,
      tag: 'liveclass',
    });
    cache.drop('liveclass');
    finish({ bytes: 900 });
    await late.promise;
    expect(cache.bytes).toBe(200);

    await expect(
      cache.fetch('down', () => Promise.reject(new Error('down')), { bytesOf }).promise,
    ).rejects.toThrow();
    expect(cache.bytes).toBe(200);

    cache.clear();
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });

  test('Content-Length gives an answer’s size; without one (or a nonsense one) it counts as a long page', () => {
    expect(bodyBytes('1234')).toBe(1234);
    expect(bodyBytes([' 56 '])).toBe(56);
    for (const nonsense of [undefined, '', 'abc', '-1', '1e9', '12 34', '9'.repeat(16)]) {
      expect(bodyBytes(nonsense)).toBe(UNKNOWN_SIZE_BYTES);
    }
  });
});

describe('through the gateway', () => {
  let backend: FakeBackend;
  let server: FakeEventStream;
  let hub: EventHub;
  let stream: EventStream;
  let gw: TestGateway;

  beforeAll(async () => {
    backend = new FakeBackend();
    await backend.start();
    server = new FakeEventStream();
    await server.start();
    ({ hub, stream } = followEventStream(server));
    // TTLs of an hour: whatever is read again is read because of the key or an event, not time.
    gw = await startGateway(backend, {
      eventHub: hub,
      catalogueCacheTtlMs: 3_600_000,
      publicCacheTtlMs: 3_600_000,
    });
    gw.gateway.followChanges(stream);
    await waitFor(() => server.connections === 1, 3_000, 'stream connected');
  });
  afterAll(async () => {
    await stream.stop();
    hub.close();
    await gw.close();
    await server.stop();
    await backend.stop();
  });
  beforeEach(() => {
    backend.reset();
    gw.gateway.cache.clear();
  });

  async function data(
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Record<string, unknown>> {
    const reply = await gw.query(query, variables, headers);
    expect(reply.body.errors).toBeUndefined();
    return reply.body.data ?? {};
  }

  test('what the cache holds is counted in the bytes the backend sent', async () => {
    for (let i = 0; i < 30; i += 1) backend.live.addClass({ startsInMinutes: 60 + i * 30 });
    await data(`{ studios(first: 3) { totalCount } }`, {});
    await data(SCHEDULE_QUERY, week());
    const held = gw.operations.slice(-2).flat();
    expect(held.map((call) => call.path.split('?')[0]).sort()).toEqual([
      '/api/basic/webStudiosInfo',
      SCHEDULE,
    ]);
    let sent = 0;
    for (const call of held) {
      const response = await fetch(`${backend.url}${call.path}`);
      await response.arrayBuffer();
      sent += Number(response.headers.get('content-length'));
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(gw.gateway.cache.bytes).toBe(sent);
  });

  test('visitors and members share one schedule read; a burst of them is one call', async () => {
    backend.live.addClass({ startsInMinutes: 60, title: 'Morning Flow' });
    const { token } = backend.accounts.addUser();
    const range = week();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        data(SCHEDULE_QUERY, range, i % 2 === 0 ? {} : { authorization: token }),
      ),
    );
    expect(backend.count(SCHEDULE)).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    await data(SCHEDULE_QUERY, range);
    expect(backend.count(SCHEDULE)).toBe(1);
    // The call log says the later requests were answered by the cache.
    expect(gw.operations.at(-1)?.find((call) => call.path.startsWith(SCHEDULE))).toMatchObject({
      cached: true,
      attempts: 0,
    });
  });

  test('everything the answer depends on is in the key: another range or another site is its own read', async () => {
    backend.live.addClass({ startsInMinutes: 60, studioId: 1 });
    const range = week();
    await data(SCHEDULE_QUERY, range);
    await data(SCHEDULE_QUERY, { ...range, to: new Date(Date.parse(range.to) + DAY).toISOString() });
    await data(SCHEDULE_QUERY, { ...range, studioId: 1 });
    expect(backend.count(SCHEDULE)).toBe(3);
    await data(SCHEDULE_QUERY, { ...range, studioId: 1 });
    expect(backend.count(SCHEDULE)).toBe(3);
  });

  test('a live class change drops the schedule at once: the next read shows it', async () => {
    const morning = backend.live.addClass({ startsInMinutes: 60, title: 'Morning Flow' });
    const range = week();
    await data(SCHEDULE_QUERY, range);
    morning.title = 'Evening Flow';
    // Without the event the shared answer stands (an hour's TTL).
    expect(await data(SCHEDULE_QUERY, range)).toEqual({
      liveSchedule: [{ databaseId: morning.id, title: 'Morning Flow' }],
    });
    server.emit({
      type: 'liveclass.changed',
      subject: { kind: 'liveclass', id: morning.id },
      audienceUserIds: null,
      payload: {},
    });
    await waitFor(() => gw.gateway.cache.size === 0, 3_000, 'the schedule dropped');
    expect(await data(SCHEDULE_QUERY, range)).toEqual({
      liveSchedule: [{ databaseId: morning.id, title: 'Evening Flow' }],
    });
    expect(backend.count(SCHEDULE)).toBe(2);
  });

  test("a member's library page is never shared: not served from visitors' answers, nor given to them", async () => {
    const [first] = backend.library.addVideos(3);
    const { user, token } = backend.accounts.addUser();
    backend.library.addFavorite(user, first!);
    const visitorBefore = await data(LIBRARY_QUERY, {});
    const member = await data(LIBRARY_QUERY, {}, { authorization: token });
    const memberAgain = await data(LIBRARY_QUERY, {}, { authorization: token });
    const visitorAfter = await data(LIBRARY_QUERY, {});
    // Visitors: one read; the member: a read each time, with their own favorite.
    expect(backend.count(VIDEOS)).toBe(3);
    const favorited = (answer: Record<string, unknown>) =>
      (answer.videos as { edges: { node: { viewerHasFavorited: boolean } }[] }).edges.filter(
        (edge) => edge.node.viewerHasFavorited,
      ).length;
    expect(favorited(member)).toBe(1);
    expect(favorited(memberAgain)).toBe(1);
    expect(favorited(visitorBefore)).toBe(0);
    expect(visitorAfter).toEqual(visitorBefore);
  });

  test('a visitor’s filter is part of the key', async () => {
    backend.library.addVideos(3);
    await data(LIBRARY_QUERY, {});
    await data(LIBRARY_QUERY, { filter: { search: 'x' } });
    await data(LIBRARY_QUERY, { filter: { search: 'x' } });
    expect(backend.count(VIDEOS)).toBe(2);
  });

  test('a catalogue change clears the public reads too', async () => {
    backend.library.addVideos(2);
    await data(LIBRARY_QUERY, {});
    server.emit({
      type: 'catalogue.changed',
      subject: { kind: 'studio', id: 'studios' },
      audienceUserIds: null,
      payload: { table: 'studios' },
    });
    await waitFor(() => gw.gateway.cache.size === 0, 3_000, 'cleared');
    await data(LIBRARY_QUERY, {});
    expect(backend.count(VIDEOS)).toBe(2);
  });
});

test('a shared answer cannot be changed by one caller for the others (it is frozen)', async () => {
  const backend = new FakeBackend();
  await backend.start();
  try {
    backend.live.addClass({ startsInMinutes: 60, title: 'Morning Flow' });
    const cache = new CatalogueCache(60_000, 10, Date.now, 60_000);
    const client = () => new RestClient({ baseUrl: backend.url, timeoutMs: 1_000, retryDelaysMs: [], cache });
    const range = week();
    const path = `${SCHEDULE}?from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;
    const first = (await client().get(path)) as { classes: { title: string }[] };
    expect(() => {
      first.classes[0]!.title = 'Poisoned';
    }).toThrow(TypeError);
    const second = (await client().get(path)) as { classes: { title: string }[] };
    expect(second.classes[0]!.title).toBe('Morning Flow');
    expect(backend.count(SCHEDULE)).toBe(1);
  } finally {
    await backend.stop();
  }
});

test('with the catalogue cache off (CATALOGUE_CACHE_TTL_MS=0) nothing is shared, public reads included', async () => {
  const backend = new FakeBackend();
  await backend.start();
  const gw = await startGateway(backend, { catalogueCacheTtlMs: 0, publicCacheTtlMs: 60_000 });
  try {
    const range = week();
    await gw.query(SCHEDULE_QUERY, range);
    await gw.query(SCHEDULE_QUERY, range);
    expect(backend.count(SCHEDULE)).toBe(2);
  } finally {
    await gw.close();
    await backend.stop();
  }
});

test('every GraphQL answer still says Cache-Control: no-store (no browser or proxy keeps one)', async () => {
  const backend = new FakeBackend();
  await backend.start();
  const gw = await startGateway(backend);
  try {
    for (const body of [{ query: '{ __typename }' }, { query: '{ nope }' }]) {
      const response = await fetch(`${gw.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  } finally {
    await gw.close();
    await backend.stop();
  }
});
