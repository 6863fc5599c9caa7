// The library against the fake backend: how many REST calls a page, a dashboard and node(id) cost
// (a bounded number, whatever the page size), paging by the backend's cursors, and the mutations'
// effects on what the member sees next.
import type { FakeUser } from './support/fake-accounts.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

const SUBSCRIBED = { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null };
const globalId = (type: string, key: number) => Buffer.from(`${type}:${key}`).toString('base64');

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const lastCalls = () => gw.lastCalls({ query: false }).sort();

function member(): { user: FakeUser; token: string } {
  return backend.accounts.addUser({ subscription: { ...SUBSCRIBED } });
}

async function data(
  text: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Record<string, unknown>> {
  const reply = await gw.query(text, variables, token ? { authorization: token } : {});
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data ?? {};
}

const PAGE = `query($first: Int, $after: String, $filter: VideoFilter) { videos(first: $first, after: $after, filter: $filter, sort: SHORTEST) {
  totalCount edges { cursor node { databaseId title minutes studio { name } program { title } viewerHasFavorited canWatch } }
  pageInfo { hasNextPage endCursor } } }`;

interface Page {
  totalCount: number;
  edges: { node: { databaseId: number } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

describe('Query.videos', () => {
  test('a page of 24 and one of 100 cost the same calls: one page, one catalogue, one programs', async () => {
    const videos = backend.library.addVideos(120);
    backend.library.addProgram({ title: 'Core Week' }, videos.slice(0, 5));
    const { user, token } = member();
    backend.library.addFavorite(user, videos[3]!);
    for (const first of [24, 100]) {
      const shown = (await data(PAGE, { first }, token)).videos as Page;
      expect(shown.edges).toHaveLength(first);
      expect(shown.totalCount).toBe(120);
      expect(lastCalls()).toEqual([
        'GET /api/basic/webStudiosInfo',
        'POST /api/video/programs',
        'POST /api/video/videos',
      ]);
    }
  });

  test('facets come in the same call; studio facets carry the studio’s name', async () => {
    backend.library.addVideos(10);
    const shown = await data(
      `{ videos(first: 5, filter: { classTypes: ["Pilates"] }) { totalCount facets { classTypes { value count } studios { value label count } durations { value label count } } } }`,
    );
    expect(lastCalls()).toEqual(['GET /api/basic/webStudiosInfo', 'POST /api/video/videos']);
    const facets = (
      shown.videos as { facets: Record<string, { value: string; label: string; count: number }[]> }
    ).facets;
    // A facet ignores its own field: every class type is counted though the filter keeps Pilates.
    expect(facets.classTypes!.map((facet) => facet.value).sort()).toEqual([
      'HIIT',
      'Pilates',
      'Strength',
      'Yoga',
    ]);
    expect(facets.studios!.find((facet) => facet.value === '1')?.label).toBe('BK Pilates');
    expect(facets.durations!.every((facet) => /min$/.test(facet.label))).toBe(true);
    const body = backend.requests.find((request) => request.path === '/api/video/videos')?.body;
    expect(body).toMatchObject({ classType: ['Pilates'], facets: true, limit: 5 });
  });

  test('a page that shows no total asks REST not to count (counting grows with the library)', async () => {
    backend.library.addVideos(6);
    const bodies = () =>
      backend.requests.filter((request) => request.path === '/api/video/videos').map((r) => r.body);
    await data('{ videos(first: 3) { edges { node { databaseId } } } }');
    expect(bodies().at(-1)).toMatchObject({ count: false });
    const counted = await data('{ videos(first: 3) { totalCount edges { node { databaseId } } } }');
    expect((counted.videos as { totalCount: number }).totalCount).toBe(6);
    expect(bodies().at(-1)).not.toHaveProperty('count');
    // A total left out by @include or @skip is not counted either.
    const query =
      'query ($first: Boolean!) { videos(first: 3) { totalCount @include(if: $first) edges { cursor } } }';
    await data(query, { first: false });
    expect(bodies().at(-1)).toMatchObject({ count: false });
    await data(query, { first: true });
    expect(bodies().at(-1)).not.toHaveProperty('count');
    await data('{ videos(first: 3) { totalCount @skip(if: true) edges { cursor } } }');
    expect(bodies().at(-1)).toMatchObject({ count: false });
  });

  test('the library page’s list and its count-and-facets summary are one call, each showing what it asked', async () => {
    backend.library.addVideos(30);
    const bodies = () =>
      backend.requests.filter((request) => request.path === '/api/video/videos').map((r) => r.body);
    const before = bodies().length;
    const shown = await data(
      `{ list: videos(first: 12, sort: SHORTEST) { edges { cursor node { databaseId } } pageInfo { hasNextPage endCursor } }
         summary: videos(first: 1, sort: SHORTEST) { totalCount facets { classTypes { value count } } edges { cursor node { databaseId } } pageInfo { hasNextPage endCursor } }
         other: videos(first: 2, sort: LONGEST) { edges { node { databaseId } } } }`,
    );
    // Two filters (the sort is part of it): two calls, the SHORTEST one the larger page with the count and facets.
    expect(bodies().slice(before)).toEqual([
      expect.objectContaining({ sort: 'shortest', limit: 12, facets: true }),
      expect.objectContaining({ sort: 'longest', limit: 2, count: false }),
    ]);
    expect(bodies().slice(before)[0]).not.toHaveProperty('count');
    type Shown = Page & {
      facets?: { classTypes: unknown[] };
      edges: { cursor: string; node: { databaseId: number } }[];
    };
    const list = shown.list as Shown;
    const summary = shown.summary as Shown;
    expect(list.edges).toHaveLength(12);
    expect(summary.edges).toHaveLength(1);
    expect(summary.totalCount).toBe(30);
    expect(summary.facets?.classTypes.length).toBeGreaterThan(0);
    expect(summary.edges[0]).toEqual(list.edges[0]);
    // The summary's page ends at its own item: paging on from it continues right after it.
    expect(summary.pageInfo).toEqual({ hasNextPage: true, endCursor: list.edges[0]!.cursor });
    const next = (await data(PAGE, { first: 1, after: summary.pageInfo.endCursor })).videos as Page;
    expect(next.edges[0]!.node.databaseId).toBe(list.edges[1]!.node.databaseId);
    expect((shown.other as Page).edges).toHaveLength(2);
  });

  test('paging forward by the backend’s cursors shows every video once', async () => {
    backend.library.addVideos(23);
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const shown = (await data(PAGE, { first: 10, after })).videos as Page;
      seen.push(...shown.edges.map((edge) => edge.node.databaseId));
      after = shown.pageInfo.hasNextPage ? shown.pageInfo.endCursor : null;
      pages += 1;
      // A video added between two pages neither repeats nor hides one.
      if (pages === 1) backend.library.addVideo({ duration: 1 });
    } while (after !== null);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toHaveLength(23);
  });

  test('bad input is a clear error and costs no REST call', async () => {
    const reply = await gw.query(
      '{ videos(first: 101, filter: { minutes: { min: 50, max: 5 } }) { totalCount } }',
    );
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(lastCalls()).toEqual([]);
  });
});

describe('videos by id', () => {
  test('node(id) of several videos is one GET /api/video?ids=; an unknown one is null', async () => {
    const [a, b] = backend.library.addVideos(2);
    const shown = await data(
      `{ a: node(id: "${globalId('Video', a!.id)}") { ... on Video { title } }
         b: node(id: "${globalId('Video', b!.id)}") { ... on Video { title } }
         c: video(databaseId: 999999) { title } }`,
    );
    expect(shown).toEqual({ a: { title: a!.title }, b: { title: b!.title }, c: null });
    expect(lastCalls()).toEqual(['GET /api/video']);
  });

  test('a program’s videos are batched too', async () => {
    const videos = backend.library.addVideos(4);
    const program = backend.library.addProgram({}, videos.slice(1, 4));
    const shown = await data(
      `{ node(id: "${globalId('Program', program.id)}") { ... on Program { title videos { databaseId programPosition } } } }`,
    );
    expect((shown.node as { videos: unknown[] }).videos).toEqual(
      videos.slice(1, 4).map((video, index) => ({ databaseId: video.id, programPosition: index + 1 })),
    );
    expect(lastCalls()).toEqual(['GET /api/video', 'POST /api/video/programs']);
  });
});

describe('the member’s library', () => {
  const DASHBOARD = `{ viewer { dashboard { todaysWorkout { databaseId } todaysWorkoutIsPlanned upcomingBookings { id }
    favoriteVideos { databaseId } favoriteStudios { name } favoriteClassTypes { name } recentlyWatched { databaseId viewerProgress { watchedSeconds } }
    noEquipmentVideos { databaseId equipment { name } } programs { title } completedThisMonth minutesWatchedThisMonth } } }`;

  test('the dashboard costs a fixed number of calls, each once', async () => {
    const videos = backend.library.addVideos(12);
    const { user, token } = member();
    backend.library.addFavorite(user, videos[0]!);
    backend.library.setProgress(user, videos[1]!, { watchedSeconds: 600 });
    backend.library.setProgress(user, videos[2]!, { watchedSeconds: 125 });
    backend.library.favoriteStudios.push({
      id: 90,
      userId: user.id,
      studioId: 2,
      createdAt: new Date().toISOString(),
    });
    const shown = (await data(DASHBOARD, {}, token)).viewer as { dashboard: Record<string, unknown> };
    expect(shown.dashboard).toMatchObject({
      todaysWorkout: { databaseId: videos[0]!.id },
      todaysWorkoutIsPlanned: false,
      favoriteVideos: [{ databaseId: videos[0]!.id }],
      favoriteStudios: [{ name: 'Bari Studio' }],
      minutesWatchedThisMonth: 12,
      completedThisMonth: 0,
    });
    const noEquipment = shown.dashboard.noEquipmentVideos as { equipment: unknown[] }[];
    expect(noEquipment.length).toBeGreaterThan(0);
    expect(noEquipment.every((video) => video.equipment.length === 0)).toBe(true);
    expect(lastCalls()).toEqual([
      'GET /api/basic/webStudiosInfo',
      'GET /api/liveclass/purchased',
      'GET /api/user/me',
      'POST /api/favoriteClasses/myFavoriteClasses',
      'POST /api/favoriteStudios/myFavoriteStudios',
      'POST /api/favorites/myFavorites',
      'POST /api/history/myHistory',
      'POST /api/video/programs',
      'POST /api/video/videos',
      'POST /api/workout/dailyWorkout',
      'POST /api/workout/myWorkout',
    ]);
  });

  test('adding a favorite hands its edge and the video as it is now; removing hands its id', async () => {
    const [video] = backend.library.addVideos(1);
    const { token } = member();
    const id = globalId('Video', video!.id);
    const added = await data(
      `mutation { addFavoriteVideo(input: { videoId: "${id}" }) { video { viewerHasFavorited } favoriteEdge { cursor node { id } } userErrors { code } } }`,
      {},
      token,
    );
    expect(added.addFavoriteVideo).toMatchObject({
      video: { viewerHasFavorited: true },
      favoriteEdge: { node: { id } },
      userErrors: [],
    });
    const list = await data('{ viewer { favoriteVideos(first: 5) { edges { node { id } } } } }', {}, token);
    expect(list).toEqual({ viewer: { favoriteVideos: { edges: [{ node: { id } }] } } });
    const removed = await data(
      `mutation { removeFavoriteVideo(input: { videoId: "${id}" }) { video { viewerHasFavorited } removedVideoId userErrors { code } } }`,
      {},
      token,
    );
    expect(removed.removeFavoriteVideo).toEqual({
      video: { viewerHasFavorited: false },
      removedVideoId: id,
      userErrors: [],
    });
    expect(backend.library.favorites).toEqual([]);
  });

  test('logPlayback: a member without a plan is refused PLAYBACK_NOT_ALLOWED; scheduling lands on the calendar', async () => {
    const [video] = backend.library.addVideos(1);
    const { token: visitorPlan } = backend.accounts.addUser();
    const refused = await data(
      `mutation { logPlayback(input: { videoId: "${globalId('Video', video!.id)}", event: START, positionSeconds: 0, sessionId: "0b8f0a4e-9d3c-4f4e-8a8b-1c2d3e4f5a6b" }) { video { id } userErrors { code message } } }`,
      {},
      visitorPlan,
    );
    expect(refused.logPlayback).toEqual({
      video: { id: globalId('Video', video!.id) },
      userErrors: [{ code: 'PLAYBACK_NOT_ALLOWED', message: 'Subscribe to watch this class.' }],
    });
    const { token } = member();
    const scheduled = await data(
      `mutation { scheduleVideo(input: { videoId: "${globalId('Video', video!.id)}", when: "2030-07-01T16:05:00Z", timeZone: "America/New_York" }) { workout { when video { databaseId } } userErrors { code } } }`,
      {},
      token,
    );
    expect(scheduled.scheduleVideo).toEqual({
      workout: { when: '2030-07-01T16:05:00.000Z', video: { databaseId: video!.id } },
      userErrors: [],
    });
    const sent = backend.requests.find((request) => request.path === '/api/workout/add')?.body;
    expect(sent).toMatchObject({
      videoId: video!.id,
      when: '07-01-2030 12:05',
      timeZone: 'America/New_York',
    });
  });

  test('a visitor’s mutations are UNAUTHENTICATED with no REST call', async () => {
    const [video] = backend.library.addVideos(1);
    const reply = await gw.query(
      `mutation { addFavoriteVideo(input: { videoId: "${globalId('Video', video!.id)}" }) { userErrors { code } } }`,
    );
    expect(reply.body.data).toEqual({ addFavoriteVideo: { userErrors: [{ code: 'UNAUTHENTICATED' }] } });
    expect(lastCalls()).toEqual([]);
  });
});

test('the player page’s video(databaseId) with playback is one GET /api/video/{id}', async () => {
  const [video] = backend.library.addVideos(1);
  const { token } = member();
  const shown = await data(
    `{ video(databaseId: ${video!.id}) { title canWatch playback { hlsUrl mp4Url expiresAt } } }`,
    {},
    token,
  );
  expect((shown.video as { playback: { hlsUrl: string } }).playback.hlsUrl).toMatch(
    new RegExp(`^/media/videos/${video!.id}/master\\.m3u8\\?expires=\\d+&signature=`),
  );
  expect(lastCalls()).toEqual([`GET /api/video/${video!.id}`]);
});

test("a studio's own site asks REST for that studio's favorites and history only", async () => {
  const videos = backend.library.addVideos(6);
  const { user, token } = member();
  for (const video of videos) backend.library.addFavorite(user, video);
  const studioId = videos[0]!.studioId;
  const shown = await data(
    `query($studio: ID) { viewer { favoriteVideos(first: 10, studioId: $studio) { edges { node { studio { databaseId } } } }
      watchHistory(first: 10, studioId: $studio) { edges { node { databaseId } } } } }`,
    { studio: globalId('Studio', studioId) },
    token,
  );
  const edges = (
    shown.viewer as { favoriteVideos: { edges: { node: { studio: { databaseId: number } } }[] } }
  ).favoriteVideos.edges;
  expect(edges.length).toBeGreaterThan(0);
  expect(edges.every((edge) => edge.node.studio.databaseId === studioId)).toBe(true);
  expect(edges.length).toBe(videos.filter((video) => video.studioId === studioId).length);
  for (const path of ['/api/favorites/myFavorites', '/api/history/myHistory'])
    expect(backend.requests.find((request) => request.path === path)?.body).toMatchObject({ studioId });
  const bad = await gw.query(
    `{ viewer { favoriteVideos(studioId: "Video:1") { edges { cursor } } } }`,
    {},
    {
      authorization: token,
    },
  );
  expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});

describe('buying one class', () => {
  const BUY = `mutation($input: PurchaseVideoInput!) { purchaseVideo(input: $input) {
    video { databaseId canWatch purchasePrice { formatted } playback { hlsUrl } }
    amountCharged { cents formatted } receiptNumber userErrors { field code message } } }`;
  const PLAIN = { active: false, packageId: null, isClassOnly: false, studioId: null };

  function plainMember() {
    return backend.accounts.addUser({ subscription: { ...PLAIN } });
  }

  test('a member without a plan sees the price, buys the class, and it plays: one purchase, one read', async () => {
    const [video] = backend.library.addVideos(1);
    const { user, token } = plainMember();
    const before = await data(
      `{ video(databaseId: ${video!.id}) { canWatch purchasePrice { cents formatted } } }`,
      {},
      token,
    );
    expect(before.video).toEqual({ canWatch: false, purchasePrice: { cents: 499, formatted: '$4.99' } });
    expect(lastCalls()).toEqual(['GET /api/video', 'GET /api/video/purchase-offer']);

    const paymentToken = backend.payments.issueToken();
    const bought = await data(
      BUY,
      { input: { videoId: globalId('Video', video!.id), paymentToken, idempotencyKey: 'buy-1' } },
      token,
    );
    expect(bought.purchaseVideo).toEqual({
      video: {
        databaseId: video!.id,
        canWatch: true,
        purchasePrice: null,
        playback: { hlsUrl: expect.stringMatching(`^/media/videos/${video!.id}/master.m3u8`) },
      },
      amountCharged: { cents: 499, formatted: '$4.99' },
      receiptNumber: expect.stringMatching(/^ch_/),
      userErrors: [],
    });
    // The purchase, the class read again with its playback, the member refreshed.
    expect(lastCalls().filter((call) => !call.startsWith('GET /api/user'))).toEqual([
      `GET /api/video/${video!.id}`,
      `POST /api/video/${video!.id}/purchase`,
    ]);
    const sent = backend.requests.find((request) => request.path.endsWith('/purchase'));
    expect(sent?.body).toEqual({ token: paymentToken });
    expect(sent?.idempotencyKey).toBe('buy-1');

    // Buying it again charges nothing.
    const again = await data(
      BUY,
      { input: { videoId: globalId('Video', video!.id), paymentToken: backend.payments.issueToken() } },
      token,
    );
    expect(again.purchaseVideo).toMatchObject({
      video: null,
      userErrors: [{ field: null, code: 'ALREADY_OWNED' }],
    });
    expect(backend.payments.charges.filter((charge) => charge.userId === user.id)).toHaveLength(1);
  });

  test('a subscriber is told the plan includes it; a declined card and a bad token are userErrors', async () => {
    const [video] = backend.library.addVideos(1);
    const videoId = globalId('Video', video!.id);
    const sub = member();
    const included = await data(
      BUY,
      { input: { videoId, paymentToken: backend.payments.issueToken() } },
      sub.token,
    );
    expect(included.purchaseVideo).toMatchObject({
      userErrors: [
        { field: null, code: 'ALREADY_SUBSCRIBED', message: 'Your membership already includes this class.' },
      ],
    });
    const plain = plainMember();
    const declined = await data(
      BUY,
      { input: { videoId, paymentToken: backend.payments.issueToken('4000000000000002') } },
      plain.token,
    );
    expect(declined.purchaseVideo).toMatchObject({
      video: null,
      userErrors: [{ code: 'CARD_DECLINED', message: 'Your card was declined.' }],
    });
    const badToken = await data(BUY, { input: { videoId, paymentToken: 'tok_unknown' } }, plain.token);
    expect(badToken.purchaseVideo).toMatchObject({
      userErrors: [{ field: 'paymentToken', code: 'INVALID_CARD' }],
    });
    expect(backend.library.unlocks.size).toBe(0);
  });

  test('bad input costs no REST call', async () => {
    const [video] = backend.library.addVideos(1);
    const { token } = plainMember();
    const videoId = globalId('Video', video!.id);
    const cases: [Record<string, unknown>, { field: string | null; code: string }][] = [
      [
        { videoId: 'not-an-id', paymentToken: 'tok_x' },
        { field: 'videoId', code: 'NOT_FOUND' },
      ],
      [
        { videoId: globalId('Studio', 1), paymentToken: 'tok_x' },
        { field: 'videoId', code: 'NOT_FOUND' },
      ],
      [{ videoId }, { field: 'paymentToken', code: 'INVALID_INPUT' }],
      [
        { videoId, paymentToken: 'tok_x', paymentCardId: 'card_x' },
        { field: 'paymentCardId', code: 'INVALID_INPUT' },
      ],
      [
        { videoId, paymentToken: 'x'.repeat(256) },
        { field: 'paymentToken', code: 'INVALID_INPUT' },
      ],
      [
        { videoId, paymentToken: 'tok_x', idempotencyKey: 'has spaces' },
        { field: 'idempotencyKey', code: 'INVALID_INPUT' },
      ],
    ];
    for (const [input, error] of cases) {
      const reply = await data(BUY, { input }, token);
      expect((reply.purchaseVideo as { userErrors: unknown[] }).userErrors).toContainEqual(
        expect.objectContaining(error),
      );
      expect(lastCalls()).toEqual([]);
    }
    const visitor = await data(BUY, { input: { videoId, paymentToken: 'tok_x' } });
    expect(visitor.purchaseVideo).toMatchObject({ userErrors: [{ code: 'UNAUTHENTICATED' }] });
    expect(lastCalls()).toEqual([]);
    const unknown = await data(
      BUY,
      { input: { videoId: globalId('Video', 9999), paymentToken: 'tok_x' } },
      token,
    );
    expect(unknown.purchaseVideo).toMatchObject({ userErrors: [{ field: 'videoId', code: 'NOT_FOUND' }] });
  });
});
