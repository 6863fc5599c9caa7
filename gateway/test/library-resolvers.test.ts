// The library's resolvers against the real schema with stub loaders (no HTTP): the Video field
// mapping, the filter the gateway sends REST, input refused before any call, and the mutations'
// userErrors.
import { jest } from '@jest/globals';
import type { RestVideoFilter, VideosPageModel } from '../src/library/models.js';
import { toGlobalId } from '../src/node/global-id.js';
import { RestFailure } from '../src/rest/client.js';
import { ErrorCode } from '../src/errors/index.js';
import { programModel, videoModel } from './support/library-models.js';
import { studioModel, userModel } from './support/models.js';
import { runQuery, runQueryData } from './support/run-query.js';

const SIGNED_IN = { authorization: 'Bearer tok-7' };
const VIDEO_ID = toGlobalId('Video', 42);

function page(overrides: Partial<VideosPageModel> = {}): VideosPageModel {
  const videos = [videoModel()];
  return {
    videos,
    cursors: new Map(videos.map((video) => [video, 'c42'])),
    nextCursor: null,
    totalCount: 1,
    facets: null,
    ...overrides,
  };
}

const studios = { byId: { load: async (id: number) => studioModel({ id }) } as never };

describe('Video fields', () => {
  test('maps the REST video: minutes rounded up, instructor portrait, favorite and progress, program', async () => {
    const load = jest.fn(async () =>
      videoModel({
        favoriteId: 5,
        programId: 7,
        programPosition: 1,
        progress: {
          positionSeconds: 30,
          watchedSeconds: 90,
          completedAt: null,
          lastWatchedAt: '2030-01-01T00:00:00.000Z',
        },
      }),
    );
    const data = await runQueryData(
      `{ video(databaseId: 42) { id databaseId minutes durationSeconds studio { name } instructor { name imageUrl bio }
        equipment { name hack } viewerHasFavorited viewerProgress { positionSeconds watchedSeconds completedAt }
        program { title videoCount } programPosition canWatch playback { hlsUrl } heartRateFactor } }`,
      {
        // The page selects playback: video(databaseId) then reads the single video.
        library: { videoWithPlayback: load, programs: async () => [programModel()] },
        studios,
      },
    );
    expect(data.video).toEqual({
      id: VIDEO_ID,
      databaseId: 42,
      minutes: 31,
      durationSeconds: 1801,
      studio: { name: 'BK Pilates' },
      instructor: { name: 'Ana Ruiz', imageUrl: '/media/instructors/default.svg', bio: '' },
      equipment: [{ name: 'Block', hack: 'thick books' }],
      viewerHasFavorited: true,
      viewerProgress: { positionSeconds: 30, watchedSeconds: 90, completedAt: null },
      program: { title: 'Core Week', videoCount: 2 },
      programPosition: 1,
      canWatch: false,
      // Not allowed to watch: no addresses, and no call for them.
      playback: null,
      heartRateFactor: 0.6,
    });
  });

  test('calories: the member’s own weight when they gave one, else the default profile’s', async () => {
    const videos = [
      videoModel({ id: 1 }),
      videoModel({ id: 2, durationSeconds: 2700, heartRateFactor: 0.7 }),
    ];
    const videosPage = async () => page({ videos });
    const query = '{ videos(first: 10) { edges { node { calories } } } }';
    const calories = (data: Record<string, unknown>) =>
      (data.videos as { edges: Array<{ node: { calories: number } }> }).edges.map(
        (edge) => edge.node.calories,
      );
    const studios = { all: async () => [studioModel()] };
    const profile = (weight: number, defaults: Array<'AGE' | 'WEIGHT' | 'GENDER'>) =>
      jest.fn(async () => ({
        birthday: null,
        age: 35,
        weight,
        gender: 'F' as const,
        activityLevel: null,
        defaults,
      }));

    // Signed out: the backend's figure, and no profile read.
    const unread = profile(200, []);
    expect(
      calories(
        await runQueryData(query, { library: { videosPage }, studios, progress: { fitnessProfile: unread } }),
      ),
    ).toEqual([180, 180]);
    expect(unread).not.toHaveBeenCalled();

    // A member who gave 200 lb: 30.0166 min × 0.6 × 90.718 kg × 0.06125 = 100; 45 min × 0.7 × … = 175.
    const heavier = profile(200, ['AGE', 'GENDER']);
    const { data, errors } = await runQuery(
      query,
      { library: { videosPage }, studios, progress: { fitnessProfile: heavier } },
      { authorization: 'Bearer member' },
    );
    expect(errors).toBeUndefined();
    expect(calories(data as Record<string, unknown>)).toEqual([100, 175]);
    expect(heavier).toHaveBeenCalled();

    // A member who never gave a weight reads the default profile's figure.
    const { data: untold } = await runQuery(
      query,
      { library: { videosPage }, studios, progress: { fitnessProfile: profile(143, ['WEIGHT']) } },
      { authorization: 'Bearer member' },
    );
    expect(calories(untold as Record<string, unknown>)).toEqual([180, 180]);
  });

  test('playback of a list video the member may watch reads the single video once', async () => {
    const videoWithPlayback = jest.fn(async () =>
      videoModel({
        canWatch: true,
        playback: {
          hlsUrl: '/media/videos/42/master.m3u8?x',
          mp4Url: '/m.mp4',
          expiresAt: '2030-01-01T00:00:00Z',
        },
      }),
    );
    const data = await runQueryData(
      '{ video(databaseId: 42) { title } again: node(id: "VmlkZW86NDI=") { ... on Video { playback { mp4Url } } } }',
      {
        library: {
          videoById: { load: async () => videoModel({ canWatch: true }) } as never,
          videoWithPlayback,
        },
      },
      SIGNED_IN,
    );
    expect(data).toEqual({ video: { title: 'Core Burn' }, again: { playback: { mp4Url: '/m.mp4' } } });
    expect(videoWithPlayback).toHaveBeenCalledTimes(1);
  });

  test('video(databaseId) of 0 is a clear error without a call; an unknown id is null', async () => {
    const bad = await runQuery('{ video(databaseId: 0) { id } }');
    expect(bad.errors?.[0]?.message).toBe('`databaseId` must be a positive whole number.');
    expect(bad.context.rest.calls).toEqual([]);
    const unknown = await runQueryData('{ video(databaseId: 9) { id } }', {
      library: { videoById: { load: async () => null } as never },
    });
    expect(unknown).toEqual({ video: null });
  });
});

describe('Query.videos', () => {
  test('sends the REST filter in the contract’s names; facets asked in the same call when selected', async () => {
    const videosPage = jest.fn(async (_filter: RestVideoFilter, _page: unknown) =>
      page({
        facets: {
          classTypes: [{ value: 'Pilates', label: 'Pilates', count: 1 }],
          studios: [{ value: '1', label: '1', count: 1 }],
          equipment: [],
          levels: [],
          bodyFocus: [],
          limitations: [],
          targetMuscles: [],
          durations: [{ value: '30-45', label: '30–45 min', count: 1 }],
        },
      }),
    );
    const facets = jest.fn(async () => {
      throw new Error('facets came with the page');
    });
    const data = await runQueryData(
      `{ videos(first: 10, sort: LONGEST, filter: { targetMuscles: ["Glutes"], minutes: { min: 10, max: 30 },
          calories: { max: 300 }, noEquipment: true, classTypes: [" Pilates ", ""], studioIds: [1], search: " core " }) {
        totalCount edges { cursor node { databaseId } } pageInfo { hasNextPage endCursor }
        ...Panel } }
       fragment Panel on VideoConnection { facets { studios { value label count } durations { label } } }`,
      { library: { videosPage, facets }, studios: { all: async () => [studioModel()] } },
    );
    expect(videosPage).toHaveBeenCalledTimes(1);
    expect(videosPage.mock.calls[0]).toEqual([
      {
        targetMucles: ['Glutes'],
        classType: ['Pilates'],
        studio: [1],
        equipment: ['None'],
        timeLength: { min: 10, max: 30 },
        calorieBurn: { max: 300 },
        sort: 'longest',
        search: 'core',
      },
      { limit: 10, after: null, facets: true, count: true },
    ]);
    expect(facets).not.toHaveBeenCalled();
    expect(data.videos).toMatchObject({
      totalCount: 1,
      edges: [{ node: { databaseId: 42 } }],
      pageInfo: { hasNextPage: false },
      facets: {
        studios: [{ value: '1', label: 'BK Pilates', count: 1 }],
        durations: [{ label: '30–45 min' }],
      },
    });
  });

  test('without facets selected the page asks for none', async () => {
    const videosPage = jest.fn(async () => page());
    await runQueryData('{ videos { totalCount } }', { library: { videosPage } });
    expect(videosPage).toHaveBeenCalledWith(
      { sort: 'recommended' },
      { limit: 24, after: null, facets: false, count: true },
    );
  });

  test.each([
    [
      '{ videos(filter: { minutes: { min: 40, max: 20 } }) { totalCount } }',
      '`filter.minutes`: min (40) must not be above max (20).',
    ],
    [
      '{ videos(filter: { calories: { min: -1 } }) { totalCount } }',
      '`filter.calories.min` must be 0 or more, got -1.',
    ],
    ['{ videos(first: 101) { totalCount } }', '`first` must be between 1 and 100, got 101.'],
    ['{ videos(first: 0) { totalCount } }', '`first` must be between 1 and 100, got 0.'],
    [
      `{ videos(filter: { search: "${'x'.repeat(101)}" }) { totalCount } }`,
      '`filter.search` must be at most 100 characters.',
    ],
    ['{ videos(after: "bm90LW91cnM=") { totalCount } }', '`after` is not a valid cursor.'],
    [
      '{ videos(filter: { studioIds: [0] }) { totalCount } }',
      '`filter.studioIds` must hold positive studio ids.',
    ],
  ])('%s is refused before any REST call', async (query, message) => {
    const result = await runQuery(query);
    expect(result.errors?.map((error) => [error.message, error.extensions.code])).toEqual([
      [message, ErrorCode.BadUserInput],
    ]);
    expect(result.context.rest.calls).toEqual([]);
  });
});

describe('library mutations', () => {
  const MUTATIONS = [
    `addFavoriteVideo(input: { videoId: "${VIDEO_ID}" }) { userErrors { code } }`,
    `removeFavoriteVideo(input: { videoId: "${VIDEO_ID}" }) { userErrors { code } }`,
    `addFavoriteClassType(input: { classTypeId: "${toGlobalId('ClassType', 1)}" }) { userErrors { code } }`,
    `removeFavoriteClassType(input: { classTypeId: "${toGlobalId('ClassType', 1)}" }) { userErrors { code } }`,
    `addFavoriteStudio(input: { studioId: "${toGlobalId('Studio', 1)}" }) { userErrors { code } }`,
    `removeFavoriteStudio(input: { studioId: "${toGlobalId('Studio', 1)}" }) { userErrors { code } }`,
    `logPlayback(input: { videoId: "${VIDEO_ID}", event: START, positionSeconds: 0, sessionId: "0b8f0a4e-9d3c-4f4e-8a8b-1c2d3e4f5a6b" }) { userErrors { code } }`,
    `scheduleVideo(input: { videoId: "${VIDEO_ID}", when: "2030-01-01T10:00:00Z", timeZone: "Europe/Paris" }) { userErrors { code } }`,
  ];

  test.each(MUTATIONS)('a visitor gets UNAUTHENTICATED and no REST call: %s', async (mutation) => {
    const result = await runQuery(`mutation { m: ${mutation} }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ m: { userErrors: [{ code: 'UNAUTHENTICATED' }] } });
    expect(result.context.rest.calls).toEqual([]);
  });

  test('a malformed global id is NOT_FOUND on the field, with no call', async () => {
    const result = await runQuery(
      `mutation { a: addFavoriteVideo(input: { videoId: "${toGlobalId('Studio', 1)}" }) { userErrors { field code } }
        b: scheduleVideo(input: { videoId: "!!", when: "2030-01-01T10:00:00Z", timeZone: "Mars/Olympus" }) { userErrors { field code } } }`,
      {},
      SIGNED_IN,
    );
    expect(result.data).toEqual({
      a: { userErrors: [{ field: 'videoId', code: 'NOT_FOUND' }] },
      b: {
        userErrors: [
          { field: 'videoId', code: 'NOT_FOUND' },
          { field: 'timeZone', code: 'INVALID_INPUT' },
        ],
      },
    });
    expect(result.context.rest.calls).toEqual([]);
  });

  test('logPlayback checks its input before any call', async () => {
    const result = await runQuery(
      `mutation { logPlayback(input: { videoId: "${VIDEO_ID}", event: SEEK, positionSeconds: -1, sessionId: "not-a-uuid", device: "${'d'.repeat(101)}" }) { video { id } userErrors { field code } } }`,
      {},
      SIGNED_IN,
    );
    expect(result.data).toEqual({
      logPlayback: {
        video: null,
        userErrors: [
          { field: 'positionSeconds', code: 'INVALID_INPUT' },
          { field: 'sessionId', code: 'INVALID_INPUT' },
          { field: 'device', code: 'INVALID_INPUT' },
        ],
      },
    });
    expect(result.context.rest.calls).toEqual([]);
  });
});

describe('user errors of REST failures', () => {
  test('403 playback_not_allowed, 404 and 400 become PLAYBACK_NOT_ALLOWED, NOT_FOUND and INVALID_INPUT', async () => {
    const { libraryFailure } = await import('../src/library/user-errors.js');
    const fields = { videoId: 'videoId', position: 'positionSeconds' };
    const failure = (status: number, message: string, code: string | null = null) =>
      new RestFailure(ErrorCode.BadUserInput, message, status, message, code);
    expect(
      libraryFailure(
        failure(403, 'Subscribe to watch this class.', 'playback_not_allowed'),
        fields,
        'videoId',
      ),
    ).toEqual({
      field: null,
      code: 'PLAYBACK_NOT_ALLOWED',
      message: 'Subscribe to watch this class.',
    });
    expect(libraryFailure(failure(404, 'videoId: no such video'), fields, null)).toMatchObject({
      field: 'videoId',
      code: 'NOT_FOUND',
    });
    expect(
      libraryFailure(failure(400, 'position: must be between 0 and the video length'), fields, null),
    ).toMatchObject({
      field: 'positionSeconds',
      code: 'INVALID_INPUT',
    });
    // An outage is not a userError: the field fails instead.
    expect(
      libraryFailure(new RestFailure(ErrorCode.UpstreamUnavailable, 'down', null), fields, null),
    ).toBeNull();
  });

  test('scheduleVideo sends the wall-clock time of the member’s zone', async () => {
    const { wallClock } = await import('../src/shared/time-zones.js');
    expect(wallClock(new Date('2030-07-01T16:05:00Z'), 'America/New_York')).toBe('07-01-2030 12:05');
    expect(wallClock(new Date('2030-01-01T00:30:00Z'), 'Asia/Tokyo')).toBe('01-01-2030 09:30');
  });
});

describe('User.dashboard on a studio’s own site', () => {
  test('every row keeps that studio’s classes only, and the no-equipment row asks REST for that studio', async () => {
    const own = (id: number) => videoModel({ id, studioId: 1 });
    const other = (id: number) => videoModel({ id, studioId: 2 });
    const videosPage = jest.fn(async (filter: RestVideoFilter) =>
      page({ videos: [own(30)], filter } as never),
    );
    const data = await runQueryData(
      `{ viewer { dashboard(studioId: "1") { todaysWorkout { databaseId } favoriteVideos { databaseId }
        recentlyWatched { databaseId } favoriteStudios { databaseId } noEquipmentVideos { databaseId }
        programs { databaseId } } } }`,
      {
        accounts: { viewer: async () => userModel() },
        studios,
        library: {
          dailyWorkout: async () => [{ video: other(10), workoutId: null, when: null, planned: false }],
          favoriteVideos: async () => ({
            favorites: [other(11), own(12)].map((video, index) => ({
              id: index + 1,
              videoId: video.id,
              video,
              createdAt: '2030-01-01T00:00:00.000Z',
            })),
            cursors: new Map(),
            nextCursor: null,
          }),
          history: async () => ({
            entries: [own(13), other(14)].map((video) => ({
              video,
              lastWatchedAt: '2030-01-01T00:00:00.000Z',
              progress: {
                positionSeconds: 0,
                watchedSeconds: 60,
                completedAt: null,
                lastWatchedAt: '2030-01-01T00:00:00.000Z',
              },
            })),
            cursors: new Map(),
            nextCursor: null,
          }),
          favoriteStudios: async () => [
            { id: 1, studioId: 1, createdAt: '2030-01-01T00:00:00.000Z' },
            { id: 2, studioId: 2, createdAt: '2030-01-01T00:00:00.000Z' },
          ],
          videosPage,
          programs: async () => [programModel({ id: 7, studioId: 1 }), programModel({ id: 8, studioId: 2 })],
        } as never,
      },
      SIGNED_IN,
    );
    expect(data).toEqual({
      viewer: {
        dashboard: {
          // The day's pick is another studio's: none is offered here.
          todaysWorkout: null,
          favoriteVideos: [{ databaseId: 12 }],
          recentlyWatched: [{ databaseId: 13 }],
          favoriteStudios: [{ databaseId: 1 }],
          noEquipmentVideos: [{ databaseId: 30 }],
          programs: [{ databaseId: 7 }],
        },
      },
    });
    expect(videosPage.mock.calls[0]?.[0]).toMatchObject({ equipment: ['None'], studio: [1] });
  });
});
