import { randomUUID } from 'node:crypto';
import {
  BODY_FOCUS,
  CLASS_TYPES,
  EQUIPMENT,
  LEVELS,
  LIMITATIONS,
  searchable,
  SORTS,
  TARGET_MUSCLES,
  type VideoSort,
} from '../src/library/catalogue.js';
import { SEEDED_VIDEO_COUNT } from '../src/library/seed-data.js';
import { seedLibrary } from '../src/library/seed.js';
import { subscribed } from './support/payments.js';
import { call, content, failureOf, member, startLiveWorld, type LiveWorld } from './support/live.js';

/** The on-demand library: filters, orders, pages and facets in the database; access; watching; favorites. */

let w: LiveWorld;

beforeAll(async () => {
  w = await startLiveWorld();
}, 120_000);

afterAll(async () => {
  await w?.t.close();
});

interface Row {
  id: number;
  studio_id: number;
  duration_seconds: number;
  calories: number;
  level: string;
  class_types: string[];
  equipment: string[];
  body_focus: string[];
  limitations: string[];
  target_muscles: string[];
  published_at: Date | string;
  recommended_score: number;
  search_text: string;
}

interface ApiVideo {
  id: number;
  duration: number;
  calories: number;
  canWatch: boolean;
  favoriteId: number | null;
  progress: { positionSeconds: number; watchedSeconds: number; completedAt: string | null } | null;
  cursor?: string;
}

interface VideosContent {
  videos: ApiVideo[];
  nextCursor: string | null;
  totalCount: number;
  facets: Record<string, Array<{ value: string | number; count: number }>> | null;
}

const allRows = () =>
  w.db.query<Row>(
    `SELECT id, studio_id, duration_seconds, calories, level, class_types, equipment, body_focus, limitations,
            target_muscles, published_at, recommended_score, search_text FROM videos`,
  );

const videos = (body: Record<string, unknown>, token?: string) =>
  call(w.app, 'POST', '/api/video/videos', token, body);

/** Every id of a filter, page by page. */
async function allPages(
  body: Record<string, unknown>,
  token?: string,
): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let after: string | undefined;
  let total = -1;
  for (;;) {
    const response = await videos({ ...body, limit: 100, ...(after ? { after } : {}) }, token);
    expect(response.statusCode).toBe(200);
    const page = content<VideosContent>(response);
    total = page.totalCount;
    ids.push(...page.videos.map((v) => v.id));
    if (page.nextCursor === null) break;
    after = page.nextCursor;
  }
  return { ids, total };
}

function order(rows: Row[], sort: VideoSort): number[] {
  const key = (r: Row): number =>
    sort === 'newest'
      ? new Date(r.published_at).getTime()
      : sort === 'highest'
        ? r.calories
        : sort === 'recommended'
          ? r.recommended_score
          : r.duration_seconds;
  const sign = sort === 'shortest' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (key(a) - key(b) || a.id - b.id)).map((r) => r.id);
}

test('the seed covers every value of every list, each duration bucket and its edges; seeding again adds nothing', async () => {
  const rows = await allRows();
  expect(rows.length).toBe(SEEDED_VIDEO_COUNT);
  const has = (pick: (r: Row) => string[], values: readonly string[]) =>
    expect(values.filter((v) => !rows.some((r) => pick(r).includes(v)))).toEqual([]);
  has((r) => r.class_types, CLASS_TYPES);
  has((r) => r.equipment, EQUIPMENT);
  has((r) => [r.level], LEVELS);
  has((r) => r.body_focus, BODY_FOCUS);
  has((r) => r.limitations, LIMITATIONS);
  has((r) => r.target_muscles, TARGET_MUSCLES);
  expect(rows.some((r) => r.equipment.length === 0)).toBe(true);
  for (const edge of [15, 30, 45, 60]) expect(rows.some((r) => r.duration_seconds === edge * 60)).toBe(true);
  expect(Math.min(...rows.map((r) => r.duration_seconds))).toBe(5 * 60);
  expect(Math.max(...rows.map((r) => r.duration_seconds))).toBe(75 * 60);
  const programs = content<Array<{ videoIds: number[]; studio: { id: number } }>>(
    await call(w.app, 'POST', '/api/video/programs'),
  );
  expect(programs.length).toBe(8);
  for (const p of programs) expect(p.videoIds.length).toBeGreaterThanOrEqual(4);
  expect(new Set(programs.map((p) => p.studio.id)).size).toBeGreaterThan(3);
  expect(await seedLibrary(w.db)).toEqual({ applied: false, synthetic: 0 });
  expect((await allRows()).length).toBe(SEEDED_VIDEO_COUNT);
  // SEED_VIDEOS: synthetic videos on top, made once.
  expect(await seedLibrary(w.db, 2500)).toEqual({ applied: false, synthetic: 2500 });
  expect(await seedLibrary(w.db, 2500)).toEqual({ applied: false, synthetic: 0 });
  await w.db.query(`DELETE FROM videos WHERE seed_key LIKE 'synthetic#%'`);
});

test('every filter field and every order matches a computation over all videos, across pages', async () => {
  const rows = await allRows();
  const studioIds = [...new Set(rows.map((r) => r.studio_id))].slice(0, 3);
  const any = (list: string[], wanted: string[]) => list.some((v) => wanted.includes(v));
  const cases: Array<[Record<string, unknown>, (r: Row) => boolean]> = [
    [{}, () => true],
    [{ classType: ['Yoga', 'Barre'] }, (r) => any(r.class_types, ['Yoga', 'Barre'])],
    [{ studio: studioIds }, (r) => studioIds.includes(r.studio_id)],
    [{ equipment: ['None'] }, (r) => r.equipment.length === 0],
    [{ equipment: {} }, (r) => r.equipment.length === 0],
    [{ equipment: ['none', 'Block'] }, (r) => r.equipment.length === 0 || r.equipment.includes('Block')],
    [{ equipment: ['Kettlebell', 'Treadmill'] }, (r) => any(r.equipment, ['Kettlebell', 'Treadmill'])],
    // By whole minutes rounded up: 14:01 counts as 15 minutes, 30:00 as 30.
    [{ timeLength: { min: 15, max: 30 } }, (r) => r.duration_seconds > 840 && r.duration_seconds <= 1800],
    [{ timeLength: { min: 16, max: 30 } }, (r) => r.duration_seconds > 900 && r.duration_seconds <= 1800],
    [{ timeLength: { min: 60 } }, (r) => r.duration_seconds > 3540],
    [{ calorieBurn: { min: 100, max: 200 } }, (r) => r.calories >= 100 && r.calories <= 200],
    [{ level: ['Beginner'] }, (r) => r.level === 'Beginner' || r.level === 'Any'],
    [{ level: ['Any'] }, () => true],
    [{ bodyFocus: ['Core', 'Mind'] }, (r) => any(r.body_focus, ['Core', 'Mind'])],
    [{ bodyFocus: ['Any'] }, () => true],
    [
      { limitations: ['Prenatal', 'Low Impact'] },
      (r) => r.limitations.includes('Prenatal') && r.limitations.includes('Low Impact'),
    ],
    [{ limitations: ['None'] }, () => true],
    [{ targetMucles: ['Glutes', 'Neck'] }, (r) => any(r.target_muscles, ['Glutes', 'Neck'])],
    [{ search: 'FLOW' }, (r) => r.search_text.includes('flow')],
    [{ search: 'yoga  flow' }, (r) => r.search_text.includes('yoga') && r.search_text.includes('flow')],
    [{ search: '100%_' }, () => false],
    [
      { classType: ['Strength', 'HIIT', 'Cycling'], level: ['Advanced'], timeLength: { max: 45 } },
      (r) =>
        any(r.class_types, ['Strength', 'HIIT', 'Cycling']) &&
        ['Advanced', 'Any'].includes(r.level) &&
        r.duration_seconds <= 2700,
    ],
  ];
  for (const [filter, keep] of cases) {
    for (const sort of SORTS) {
      const expected = order(rows.filter(keep), sort);
      const { ids, total } = await allPages({ ...filter, sort });
      expect({ filter, sort, ids }).toEqual({ filter, sort, ids: expected });
      expect(total).toBe(expected.length);
    }
  }
  // An accented search finds the plain text, and the other way round.
  const instructor = await w.db.query<{ instructor_name: string }>(
    'SELECT instructor_name FROM videos LIMIT 1',
  );
  const word = searchable(instructor[0]!.instructor_name).split(' ')[0]!;
  const { ids } = await allPages({ search: word.toUpperCase() });
  expect(ids.length).toBe(rows.filter((r) => r.search_text.includes(word)).length);
}, 120_000);

test('facets count each field without its own condition', async () => {
  const rows = await allRows();
  const filter = { classType: ['Yoga', 'Pilates'], level: ['Beginner'] };
  const page = content<VideosContent>(await videos({ ...filter, facets: true }));
  const inClass = (r: Row) => r.class_types.some((c) => c === 'Yoga' || c === 'Pilates');
  const inLevel = (r: Row) => r.level === 'Beginner' || r.level === 'Any';
  const facets = page.facets!;
  for (const { value, count } of facets['classType']!)
    expect({ value, count }).toEqual({
      value,
      count: rows.filter((r) => inLevel(r) && r.class_types.includes(String(value))).length,
    });
  for (const { value, count } of facets['level']!)
    expect({ value, count }).toEqual({
      value,
      count: rows.filter((r) => inClass(r) && r.level === value).length,
    });
  const both = rows.filter((r) => inClass(r) && inLevel(r));
  const bucket = (s: number) =>
    s <= 900 ? '0-15' : s <= 1800 ? '15-30' : s <= 2700 ? '30-45' : s <= 3600 ? '45-60' : '60+';
  for (const { value, count } of facets['duration']!)
    expect({ value, count }).toEqual({
      value,
      count: both.filter((r) => bucket(r.duration_seconds) === value).length,
    });
  for (const { value, count } of facets['equipment']!)
    expect({ value, count }).toEqual({
      value,
      count: both.filter((r) =>
        value === 'None' ? r.equipment.length === 0 : r.equipment.includes(String(value)),
      ).length,
    });
  for (const { value, count } of facets['targetMuscles']!)
    expect({ value, count }).toEqual({
      value,
      count: both.filter((r) => r.target_muscles.includes(String(value))).length,
    });
  expect(facets['targetMuscles']!.length).toBe(24);
  // A muscle chosen leaves its own facet whole: every muscle keeps its count.
  const withMuscle = content<VideosContent>(
    await videos({ ...filter, targetMucles: ['Glutes'], facets: true }),
  ).facets!;
  expect(withMuscle['targetMuscles']).toEqual(facets['targetMuscles']);
  expect(facets['studio']!.reduce((n, s) => n + s.count, 0)).toBe(both.length);
  expect(page.totalCount).toBe(both.length);
});

test('paging by cursor neither repeats nor skips while videos are added between pages', async () => {
  for (const sort of SORTS) {
    const seen: number[] = [];
    let after: string | undefined;
    let inserted = 0;
    for (;;) {
      const page = content<VideosContent>(await videos({ sort, limit: 37, ...(after ? { after } : {}) }));
      seen.push(...page.videos.map((v) => v.id));
      if (page.nextCursor === null) break;
      after = page.nextCursor;
      // A new video at the top of every order, and one in the middle.
      await w.db.query(
        `INSERT INTO videos (studio_id, title, instructor_name, instructor_image_url, duration_seconds, mhr, level,
                             published_at, recommended_score, search_text)
         SELECT studio_id, 'Added meanwhile', 'Test', '/x.svg', d, 0.5, 'Any', now() + interval '1 day', 100, 'added'
           FROM videos, (VALUES (1), (1800)) AS t(d) WHERE id = (SELECT min(id) FROM videos)`,
      );
      inserted += 2;
    }
    expect(new Set(seen).size).toBe(seen.length);
    const before = (await allRows()).length - inserted;
    expect(seen.length).toBeGreaterThanOrEqual(before);
    await w.db.query(`DELETE FROM videos WHERE title = 'Added meanwhile'`);
  }
});

test('a page asked without its count has the same videos and no total', async () => {
  const counted = content<VideosContent>(await videos({ classType: ['Yoga'], limit: 5 }));
  const uncounted = content<VideosContent & { totalCount: number | null }>(
    await videos({ classType: ['Yoga'], limit: 5, count: false }),
  );
  expect(counted.totalCount).toBeGreaterThan(5);
  expect(uncounted.totalCount).toBeNull();
  expect(uncounted.videos.map((v) => v.id)).toEqual(counted.videos.map((v) => v.id));
  expect(uncounted.nextCursor).toBe(counted.nextCursor);
  const bad = await videos({ count: 'no' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().content).toMatch(/^count: /);
});

test('bad filter input is a 400 naming the field', async () => {
  const rows = await allRows();
  const newest = content<VideosContent>(await videos({ limit: 1 })).nextCursor!;
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ timeLength: { min: 30, max: 15 } }, /^timeLength: min must not be above max$/],
    [{ calorieBurn: { min: 300, max: 100 } }, /^calorieBurn: min must not be above max$/],
    [{ classType: ['Zumba'] }, /^classType: must be one of Pilates, Strength/],
    [{ level: ['Expert'] }, /^level: must be one of/],
    [{ equipment: ['Rowing Machine'] }, /^equipment: must be one of/],
    [{ equipment: 'None' }, /^equipment: /],
    [{ bodyFocus: ['Face'] }, /^bodyFocus: must be one of/],
    [{ limitations: ['Knees'] }, /^limitations: must be one of/],
    [{ targetMucles: ['Heart'] }, /^targetMucles: must be one of/],
    [{ sort: 'popular' }, /^sort: must be one of newest, longest, shortest, highest, recommended$/],
    [{ limit: 101 }, /^limit: must be a whole number from 1 to 100$/],
    [{ limit: 0 }, /^limit: must be a whole number from 1 to 100$/],
    [{ after: 'not-a-cursor' }, /^after: is not a valid cursor$/],
    [{ after: newest, sort: 'longest' }, /^after: is not a valid cursor$/],
    [
      { after: Buffer.from('videos-newest:2030-02-31T00:00:00.000000Z:5').toString('base64url') },
      /^after: is not a valid cursor$/,
    ],
    [{ search: 'x'.repeat(101) }, /^search: must be at most 100 characters$/],
    [{ studio: [0] }, /^studio/],
    [{ timeLength: { min: -1 } }, /^timeLength.min: /],
  ];
  for (const [body, message] of cases) {
    const response = failureOf(await videos(body));
    expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    expect(response.content).toMatch(message);
  }
  expect(failureOf(await call(w.app, 'GET', '/api/video/0')).statusCode).toBe(400);
  expect(failureOf(await call(w.app, 'GET', '/api/video/abc')).content).toBe(
    'id: must be a positive whole number',
  );
  const missing = failureOf(await call(w.app, 'GET', '/api/video/2000000000'));
  expect([missing.statusCode, missing.content]).toEqual([404, 'id: no such video']);
  expect(failureOf(await call(w.app, 'GET', '/api/video?ids=1,x')).statusCode).toBe(400);
  const byIds = content<{ videos: ApiVideo[] }>(
    await call(w.app, 'GET', `/api/video?ids=${rows[2]!.id},2000000000,${rows[0]!.id}`),
  );
  expect(byIds.videos.map((v) => v.id)).toEqual([rows[2]!.id, rows[0]!.id]);
});

async function subscriber(): Promise<{ token: string; id: number }> {
  const m = await member(w);
  await subscribed(w.app, `Bearer ${m.token}`, { packageId: 'streamfit_monthly' });
  return m;
}

const logEvent = (token: string | undefined, body: Record<string, unknown>) =>
  call(w.app, 'POST', '/api/video/logevent', token, body);

async function libraryRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of [
    'video_events',
    'video_sessions',
    'video_progress',
    'workouts',
    'favorite_videos',
    'favorite_class_types',
    'favorite_studios',
    'events',
  ])
    counts[table] = (await w.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
  return counts;
}

test('who may watch: visitors and members without a plan see the catalogue only; subscribers and unlocks play', async () => {
  const [video] = await allRows();
  const visitor = content<ApiVideo & { playback: unknown }>(
    await call(w.app, 'GET', `/api/video/${video!.id}`),
  );
  expect([visitor.canWatch, visitor.playback, visitor.favoriteId, visitor.progress]).toEqual([
    false,
    null,
    null,
    null,
  ]);
  const plain = await member(w);
  const before = await libraryRows();
  const refused = failureOf(
    await logEvent(plain.token, {
      videoId: video!.id,
      event_type: 'start',
      position: 0,
      sessionId: randomUUID(),
    }),
  );
  expect([refused.statusCode, refused.code, refused.content]).toEqual([
    403,
    'playback_not_allowed',
    'Subscribe to watch this class.',
  ]);
  expect(
    (
      await logEvent(undefined, {
        videoId: video!.id,
        event_type: 'start',
        position: 0,
        sessionId: randomUUID(),
      })
    ).statusCode,
  ).toBe(401);
  expect(await libraryRows()).toEqual(before);
  const plainView = content<ApiVideo & { playback: unknown }>(
    await call(w.app, 'GET', `/api/video/${video!.id}`, plain.token),
  );
  expect([plainView.canWatch, plainView.playback]).toEqual([false, null]);
  await w.db.query(
    `INSERT INTO video_unlocks (user_id, video_id, created_at, source) VALUES ($1, $2, now(), 'gift')`,
    [plain.id, video!.id],
  );
  const unlocked = content<ApiVideo & { playback: { hlsUrl: string } }>(
    await call(w.app, 'GET', `/api/video/${video!.id}`, plain.token),
  );
  expect(unlocked.canWatch).toBe(true);
  expect(unlocked.playback.hlsUrl).toMatch(
    new RegExp(`^/media/videos/${video!.id}/master\\.m3u8\\?expires=\\d+&signature=[A-Za-z0-9_-]+$`),
  );
  const sub = await subscriber();
  const page = content<VideosContent>(await videos({ limit: 5 }, sub.token));
  expect(page.videos.every((v) => v.canWatch)).toBe(true);
  expect(
    content<VideosContent>(await videos({ limit: 5 }, plain.token)).videos.every(
      (v) => v.id === video!.id || !v.canWatch,
    ),
  ).toBe(true);
});

test('watch time counts only real playing time; completion happens once per viewing at 90%, even when concurrent', async () => {
  const sub = await subscriber();
  const [video] = await w.db.query<{ id: number; duration_seconds: number }>(
    'SELECT id, duration_seconds FROM videos WHERE duration_seconds >= 1200 ORDER BY id LIMIT 1',
  );
  const sessionId = randomUUID();
  const send = (event_type: string, position: number) =>
    logEvent(sub.token, {
      videoId: video!.id,
      event_type,
      position,
      sessionId,
      device: 'test',
      analytics: { a: 1 },
    });
  expect((await send('start', 0)).statusCode).toBe(201);
  w.clock.advance(10_000);
  // 10 s of wall time, but the player claims 300 s: only 12 s (with slack) count.
  let progress = content<{ progress: { watchedSeconds: number; positionSeconds?: number } }>(
    await send('heartbeat', 300),
  ).progress;
  expect(progress).toMatchObject({ watchedSeconds: 12, positionSeconds: 300 });
  w.clock.advance(30_000);
  progress = content<{ progress: { watchedSeconds: number } }>(await send('heartbeat', 320)).progress;
  expect(progress.watchedSeconds).toBe(32);
  w.clock.advance(60_000);
  progress = content<{ progress: { watchedSeconds: number } }>(await send('pause', 350)).progress;
  expect(progress.watchedSeconds).toBe(62);
  w.clock.advance(600_000);
  // Paused: the time until the next event counts for nothing; a seek adds nothing.
  expect(
    content<{ progress: { watchedSeconds: number } }>(await send('seek', 500)).progress.watchedSeconds,
  ).toBe(62);
  w.clock.advance(5_000);
  const near = Math.ceil(video!.duration_seconds * 0.9);
  const [a, b] = await Promise.all([send('heartbeat', near), send('heartbeat', near + 1)]);
  const completed = [a!, b!].map(
    (r) => content<{ completedWorkout: { status: string; videoId: number } | null }>(r).completedWorkout,
  );
  expect(completed.filter((c) => c !== null)).toEqual([
    expect.objectContaining({ status: 'completed', videoId: video!.id }),
  ]);
  w.clock.advance(5_000);
  const done = content<{
    progress: { positionSeconds: number; completedAt: string | null };
    completedWorkout: unknown;
  }>(await send('complete', video!.duration_seconds));
  expect(done.completedWorkout).toBeNull();
  expect(done.progress.positionSeconds).toBe(0);
  expect(done.progress.completedAt).not.toBeNull();
  const workouts = await w.db.query('SELECT 1 FROM workouts WHERE user_id = $1 AND video_id = $2', [
    sub.id,
    video!.id,
  ]);
  expect(workouts.length).toBe(1);
  // A new viewing completes again.
  const again = randomUUID();
  await logEvent(sub.token, { videoId: video!.id, event_type: 'start', position: 0, sessionId: again });
  const second = content<{ completedWorkout: unknown }>(
    await logEvent(sub.token, { videoId: video!.id, event_type: 'seek', position: near, sessionId: again }),
  );
  expect(second.completedWorkout).not.toBeNull();
  // Someone else's viewing id is refused, and nothing is stored.
  const other = await subscriber();
  const before = await libraryRows();
  const stolen = failureOf(
    await logEvent(other.token, { videoId: video!.id, event_type: 'heartbeat', position: 1, sessionId }),
  );
  expect(stolen.statusCode).toBe(400);
  expect(await libraryRows()).toEqual(before);
  const bad: Array<[Record<string, unknown>, number, RegExp]> = [
    [{ videoId: video!.id, event_type: 'rewind', position: 1, sessionId }, 400, /^event_type: /],
    [{ videoId: video!.id, event_type: 'start', position: -1, sessionId }, 400, /^position: /],
    [
      { videoId: video!.id, event_type: 'start', position: video!.duration_seconds + 6, sessionId },
      400,
      /^position: /,
    ],
    [
      { videoId: video!.id, event_type: 'start', position: 1, sessionId: 'abc' },
      400,
      /^sessionId: must be a UUID$/,
    ],
    [
      { videoId: video!.id, event_type: 'start', position: 1, sessionId, analytics: { x: 'y'.repeat(3000) } },
      400,
      /^analytics: /,
    ],
    [{ videoId: 2000000000, event_type: 'start', position: 1, sessionId }, 404, /^videoId: no such video$/],
  ];
  for (const [body, status, message] of bad) {
    const response = failureOf(await logEvent(sub.token, body));
    expect({ body: body.event_type, status: response.statusCode }).toEqual({ body: body.event_type, status });
    expect(response.content).toMatch(message);
  }
  expect(await libraryRows()).toEqual(before);
});

test('history lists each watched video once, most recent first, paged by cursor', async () => {
  const sub = await subscriber();
  const ids = (await allRows()).slice(0, 5).map((r) => r.id);
  for (const id of [...ids, ids[0]!, ids[2]!]) {
    w.clock.advance(1000);
    await logEvent(sub.token, { videoId: id, event_type: 'start', position: 0, sessionId: randomUUID() });
  }
  const seen: number[] = [];
  let after: string | undefined;
  for (;;) {
    const page = content<{ history: Array<{ video: ApiVideo }>; nextCursor: string | null }>(
      await call(w.app, 'POST', '/api/history/myHistory', sub.token, {
        limit: 2,
        ...(after ? { after } : {}),
      }),
    );
    seen.push(...page.history.map((h) => h.video.id));
    if (page.nextCursor === null) break;
    after = page.nextCursor;
  }
  expect(seen).toEqual([ids[2], ids[0], ids[4], ids[3], ids[1]]);
  expect(
    failureOf(await call(w.app, 'POST', '/api/history/myHistory', sub.token, { after: 'zzz' })).statusCode,
  ).toBe(400);
  expect((await call(w.app, 'POST', '/api/history/myHistory', undefined, {})).statusCode).toBe(401);
});

test('favorites: double adds make one, another member’s favorite is not found, unknown things are 404', async () => {
  const a = await member(w);
  const b = await member(w);
  const [video] = await allRows();
  const [first, second] = await Promise.all([
    call(w.app, 'POST', '/api/favorites/add', a.token, { videoId: video!.id }),
    call(w.app, 'POST', '/api/favorites/add', a.token, { videoId: video!.id }),
  ]);
  expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
  const favorite = content<{ id: number }>(first!);
  expect(content<{ id: number }>(second!).id).toBe(favorite.id);
  const list = content<{ favorites: Array<{ id: number; video: ApiVideo }> }>(
    await call(w.app, 'POST', '/api/favorites/myFavorites', a.token, {}),
  );
  expect(list.favorites.map((f) => [f.id, f.video.favoriteId])).toEqual([[favorite.id, favorite.id]]);
  const before = await libraryRows();
  const notFound: Array<[string, Record<string, unknown>, string]> = [
    ['/api/favorites/delete', { favoriteId: favorite.id }, 'favoriteId: no such favorite'],
    ['/api/favorites/add', { videoId: 2000000000 }, 'videoId: no such video'],
    ['/api/favoriteClasses/add', { classId: 999 }, 'classId: no such class type'],
    ['/api/favoriteStudios/add', { studioId: 999999 }, 'studioId: no such studio'],
    ['/api/favoriteClasses/delete', { id: 1 }, 'id: no such favorite'],
    ['/api/favoriteStudios/delete', { id: 1 }, 'id: no such favorite'],
  ];
  for (const [url, body, message] of notFound) {
    const response = failureOf(await call(w.app, 'POST', url, b.token, body));
    expect([url, response.statusCode, response.content]).toEqual([url, 404, message]);
  }
  expect(
    failureOf(await call(w.app, 'POST', '/api/favorites/add', b.token, { videoId: 'x' })).statusCode,
  ).toBe(400);
  expect(await libraryRows()).toEqual(before);
  expect(
    content<{ deleted: { id: number } }>(
      await call(w.app, 'POST', '/api/favorites/delete', a.token, { favoriteId: favorite.id }),
    ).deleted.id,
  ).toBe(favorite.id);

  const [c1, c2] = await Promise.all([
    call(w.app, 'POST', '/api/favoriteClasses/add', a.token, { classId: 11 }),
    call(w.app, 'POST', '/api/favoriteClasses/add', a.token, { classId: 11 }),
  ]);
  expect([c1!.statusCode, c2!.statusCode].sort()).toEqual([200, 201]);
  expect(
    content<Array<{ classType: { name: string } }>>(
      await call(w.app, 'POST', '/api/favoriteClasses/myFavoriteClasses', a.token),
    ).map((f) => f.classType.name),
  ).toEqual(['Yoga']);
  const studio = await w.db.query<{ id: number }>('SELECT id FROM studios ORDER BY id LIMIT 1');
  expect(
    (await call(w.app, 'POST', '/api/favoriteStudios/add', a.token, { studioId: studio[0]!.id })).statusCode,
  ).toBe(201);
  expect(
    (await call(w.app, 'POST', '/api/favoriteStudios/add', a.token, { studioId: studio[0]!.id })).statusCode,
  ).toBe(200);
  const studios = content<Array<{ id: number; studioId: number }>>(
    await call(w.app, 'POST', '/api/favoriteStudios/myFavoriteStudios', a.token),
  );
  expect(studios.map((s) => s.studioId)).toEqual([studio[0]!.id]);
  expect(
    failureOf(await call(w.app, 'POST', '/api/favoriteStudios/delete', b.token, { id: studios[0]!.id }))
      .statusCode,
  ).toBe(404);
});

test('workout add turns the member’s local time into an instant; dailyWorkout gives the plan or the day’s pick', async () => {
  const m = await member(w);
  const [video] = await allRows();
  const add = (body: Record<string, unknown>) => call(w.app, 'POST', '/api/workout/add', m.token, body);
  const ok = await add({
    videoId: video!.id,
    liveClassId: null,
    when: '07-04-2031 18:30',
    timeZone: 'America/New_York',
  });
  expect(ok.statusCode).toBe(201);
  expect(content<{ when: string; timeZone: string; status: string }>(ok)).toMatchObject({
    when: '2031-07-04T22:30:00.000Z',
    timeZone: 'America/New_York',
    status: 'scheduled',
  });
  const before = await libraryRows();
  const bad: Array<[Record<string, unknown>, number, RegExp]> = [
    [
      { videoId: video!.id, when: '2031-07-04 18:30', timeZone: 'UTC' },
      400,
      /^when: must be MM-DD-YYYY HH:mm$/,
    ],
    [{ videoId: video!.id, when: '02-30-2031 10:00', timeZone: 'UTC' }, 400, /^when: is not a real date/],
    [
      { videoId: video!.id, when: '03-09-2031 02:30', timeZone: 'America/New_York' },
      400,
      /^when: does not exist/,
    ],
    [{ videoId: video!.id, when: '03-09-2031 12:30', timeZone: 'Mars/Olympus' }, 400, /^timeZone: /],
    [
      { videoId: video!.id, liveClassId: 5, when: '03-09-2031 12:30', timeZone: 'UTC' },
      400,
      /^liveClassId: live classes are added by booking them$/,
    ],
    [{ videoId: 2000000000, when: '03-09-2031 12:30', timeZone: 'UTC' }, 404, /^videoId: no such video$/],
  ];
  for (const [body, status, message] of bad) {
    const response = failureOf(await add(body));
    expect([body.when, response.statusCode]).toEqual([body.when, status]);
    expect(response.content).toMatch(message);
  }
  expect(await libraryRows()).toEqual(before);
  const pick = content<Array<{ planned: boolean; video: ApiVideo }>>(
    await call(w.app, 'POST', '/api/workout/dailyWorkout', m.token),
  );
  const other = await member(w);
  expect(
    content<Array<{ video: ApiVideo }>>(
      await call(w.app, 'POST', '/api/workout/dailyWorkout', other.token),
    )[0]!.video.id,
  ).toBe(pick[0]!.video.id);
  expect(pick[0]!.planned).toBe(false);
  const now = w.clock.now();
  const pad = (n: number) => String(n).padStart(2, '0');
  const later = new Date(
    Math.min(
      now.getTime() + 60_000,
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 59),
    ),
  );
  const when = `${pad(later.getUTCMonth() + 1)}-${pad(later.getUTCDate())}-${later.getUTCFullYear()} ${pad(later.getUTCHours())}:${pad(later.getUTCMinutes())}`;
  const planned = content<{ id: number }>(await add({ videodId: video!.id, when, timeZone: 'UTC' }));
  const daily = content<Array<{ planned: boolean; workoutId: number }>>(
    await call(w.app, 'POST', '/api/workout/dailyWorkout', m.token),
  );
  expect(daily).toEqual([expect.objectContaining({ planned: true, workoutId: planned.id })]);
});

test("a studio's own site lists only that studio's videos among the member's favorites and history", async () => {
  const sub = await subscriber();
  const rows = await allRows();
  const studios = [...new Set(rows.map((row) => row.studio_id))];
  expect(studios.length).toBeGreaterThan(1);
  const mine = rows.filter((row) => row.studio_id === studios[0]).slice(0, 2);
  const theirs = rows.filter((row) => row.studio_id === studios[1]).slice(0, 2);
  for (const row of [...mine, ...theirs]) {
    w.clock.advance(1000);
    await call(w.app, 'POST', '/api/favorites/add', sub.token, { videoId: row.id });
    await logEvent(sub.token, { videoId: row.id, event_type: 'start', position: 0, sessionId: randomUUID() });
  }
  const favorites = (body: Record<string, unknown>) =>
    call(w.app, 'POST', '/api/favorites/myFavorites', sub.token, body);
  const history = (body: Record<string, unknown>) =>
    call(w.app, 'POST', '/api/history/myHistory', sub.token, body);
  const idsOf = (list: Array<{ video: ApiVideo }>) => list.map((entry) => entry.video.id).sort();

  const studioOnly = { studioId: studios[0] };
  expect(
    idsOf(content<{ favorites: Array<{ video: ApiVideo }> }>(await favorites(studioOnly)).favorites),
  ).toEqual(mine.map((row) => row.id).sort());
  expect(idsOf(content<{ history: Array<{ video: ApiVideo }> }>(await history(studioOnly)).history)).toEqual(
    mine.map((row) => row.id).sort(),
  );
  // Paged within the studio: one at a time, nothing of another studio in between.
  const first = content<{ favorites: Array<{ video: ApiVideo }>; nextCursor: string }>(
    await favorites({ ...studioOnly, limit: 1 }),
  );
  const second = content<{ favorites: Array<{ video: ApiVideo }>; nextCursor: string | null }>(
    await favorites({ ...studioOnly, limit: 1, after: first.nextCursor }),
  );
  expect(idsOf([...first.favorites, ...second.favorites])).toEqual(mine.map((row) => row.id).sort());
  expect(second.nextCursor).toBeNull();
  // Everything without a studio.
  expect(content<{ history: unknown[] }>(await history({})).history.length).toBeGreaterThanOrEqual(4);
  for (const studioId of [0, -1, 'x', 1.5]) {
    expect(failureOf(await favorites({ studioId })).statusCode).toBe(400);
    expect(failureOf(await history({ studioId })).statusCode).toBe(400);
  }
});

test('finishing a class the member planned for about now completes that plan instead of adding another', async () => {
  const sub = await subscriber();
  const [video] = await w.db.query<{ id: number; duration_seconds: number }>(
    'SELECT id, duration_seconds FROM videos ORDER BY id DESC LIMIT 1',
  );
  const wallClock = (at: Date) => {
    const two = (n: number) => String(n).padStart(2, '0');
    return `${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}-${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
  };
  const plan = async (hoursAhead: number) =>
    content<{ id: number }>(
      await call(w.app, 'POST', '/api/workout/add', sub.token, {
        videoId: video!.id,
        liveClassId: null,
        when: wallClock(new Date(w.clock.now().getTime() + hoursAhead * 3_600_000)),
        timeZone: 'UTC',
      }),
    ).id;
  const finish = async () => {
    const sessionId = randomUUID();
    await logEvent(sub.token, { videoId: video!.id, event_type: 'start', position: 0, sessionId });
    w.clock.advance(1000);
    return content<{ completedWorkout: { id: number; timeZone: string | null } | null }>(
      await logEvent(sub.token, {
        videoId: video!.id,
        event_type: 'seek',
        position: Math.ceil(video!.duration_seconds * 0.9),
        sessionId,
      }),
    ).completedWorkout;
  };
  const statuses = async () =>
    (
      await w.db.query<{ id: number; status: string }>(
        'SELECT id, status FROM workouts WHERE user_id = $1 AND video_id = $2 ORDER BY id',
        [sub.id, video!.id],
      )
    ).map((row) => [row.id, row.status]);

  const soon = await plan(2);
  const later = await plan(30);
  const done = await finish();
  expect(done).toEqual(expect.objectContaining({ id: soon, timeZone: 'UTC' }));
  expect(await statuses()).toEqual([
    [soon, 'completed'],
    [later, 'scheduled'],
  ]);
  const [event] = await w.db.query<{ type: string; payload: { changed: string[] } }>(
    `SELECT type, payload FROM events WHERE subject_kind = 'workout' AND subject_id = $1 ORDER BY id DESC LIMIT 1`,
    [String(soon)],
  );
  expect(event).toMatchObject({ type: 'workout.changed', payload: { changed: ['status'] } });
  // Nothing planned near now any more: the next finish adds a workout, the far plan stays as it was.
  const extra = await finish();
  expect(extra?.id).not.toBe(soon);
  expect(extra?.id).not.toBe(later);
  expect((await statuses()).map(([, status]) => status)).toEqual(['completed', 'scheduled', 'completed']);
});
