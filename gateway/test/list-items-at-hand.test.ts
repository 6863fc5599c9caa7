// The items of a long list are completed without a promise apiece: a live class's or a video's
// studio comes from the request's one studio list, at hand once that list has arrived, and a
// visitor's viewerBooking is null at once. The answers, and their errors, are those the
// promise-per-item path gives: a studio the catalogue lacks is that field's NOT_FOUND, a studio
// list that failed is each studio field's own error, and no call is added or saved.
import { defaultFieldResolver, execute, isObjectType, parse, type GraphQLFieldResolver } from 'graphql';
import { defaultConfig } from '../src/config.js';
import { createContextFactory } from '../src/context.js';
import { ErrorCode } from '../src/errors/index.js';
import type { GatewayContext } from '../src/graph/context.js';
import type { VideosPageModel } from '../src/library/models.js';
import { CatalogueCache } from '../src/rest/cache.js';
import type { RestClient } from '../src/rest/client.js';
import { loadSchema } from '../src/schema.js';
import { createStudioLoaders, studioById } from '../src/studios/loaders.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';
import { videoModel } from './support/library-models.js';
import { liveClassModel } from './support/models.js';

const ITEMS = 100;
const DAY = 24 * 60 * 60 * 1000;

/** The backend's studio list as GET /api/basic/webStudiosInfo answers it, and how often it was asked. */
function studioRest(): { rest: RestClient; reads: () => number } {
  let reads = 0;
  const rows = [1, 2, 3].map((id) => ({ id, name: `Studio ${id}`, shortName: `s${id}`, slug: `s${id}` }));
  const rest = {
    get: async () => {
      reads += 1;
      return rows;
    },
  } as unknown as RestClient;
  return { rest, reads: () => reads };
}

describe('studioById', () => {
  test('a promise until the request’s studio list has arrived, then the studio itself (null when unknown)', async () => {
    const { rest, reads } = studioRest();
    const studios = createStudioLoaders(rest);
    const early = studioById(studios, 2);
    expect(early).toBeInstanceOf(Promise);
    expect((await early)?.name).toBe('Studio 2');
    expect(studioById(studios, 2)).toMatchObject({ id: 2, name: 'Studio 2' });
    expect(studioById(studios, 99)).toBeNull();
    expect(reads()).toBe(1);
  });

  test('a failed list stays a failure: never taken for an unknown studio', async () => {
    const rest = {
      get: async () => {
        throw new Error('backend down');
      },
    } as unknown as RestClient;
    const studios = createStudioLoaders(rest);
    await expect(studios.all()).rejects.toThrow('backend down');
    const later = studioById(studios, 1);
    expect(later).toBeInstanceOf(Promise);
    await expect(later).rejects.toThrow('backend down');
  });
});

describe('resolvers of list items answer at once', () => {
  // The real schema and resolvers; the watched resolvers count the promises they hand graphql-js.
  const schema = loadSchema(defaultConfig().schemaFile);
  const promises = new Map<string, number>();
  for (const coordinate of ['LiveClass.studio', 'LiveClass.viewerBooking', 'Video.studio']) {
    const [typeName, fieldName] = coordinate.split('.') as [string, string];
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
    const field = type.getFields()[fieldName]!;
    const resolve: GraphQLFieldResolver<unknown, GatewayContext> = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args, context, info) => {
      const value: unknown = resolve(source, args, context, info);
      if (value instanceof Promise) promises.set(coordinate, (promises.get(coordinate) ?? 0) + 1);
      return value;
    };
  }
  beforeEach(() => promises.clear());

  function context(overrides: Parameters<typeof createContextFactory>[0]['loaders']): GatewayContext {
    return createContextFactory({
      backendUrl: 'http://127.0.0.1:9',
      restTimeoutMs: 500,
      restRetryDelaysMs: [],
      cache: new CatalogueCache(0),
      whitelabelStudio: null,
      loaders: overrides,
    })({});
  }

  test('a visitor’s week of 100 classes on a site’s schedule: no promise for any class’s studio or booking', async () => {
    const { rest, reads } = studioRest();
    const start = Date.parse('2030-01-06T00:00:00.000Z');
    const classes = Array.from({ length: ITEMS }, (_, index) =>
      liveClassModel({
        id: 1000 + index,
        studioId: 1 + (index % 3),
        startsAt: new Date(start + index * 60 * 60_000).toISOString(),
      }),
    );
    const result = await execute({
      schema,
      document: parse(`query($from: DateTime!, $to: DateTime!) {
        liveSchedule(from: $from, to: $to, host: "localhost") { databaseId studio { name } viewerBooking { id } }
      }`),
      variableValues: { from: new Date(start).toISOString(), to: new Date(start + 7 * DAY).toISOString() },
      contextValue: context({
        studios: createStudioLoaders(rest),
        live: { schedule: async () => classes },
      }),
    });
    expect(result.errors).toBeUndefined();
    const listed = (result.data as { liveSchedule: { studio: { name: string }; viewerBooking: null }[] })
      .liveSchedule;
    expect(listed).toHaveLength(ITEMS);
    expect(listed[4]).toEqual({ databaseId: 1004, studio: { name: 'Studio 2' }, viewerBooking: null });
    expect(reads()).toBe(1);
    expect(Object.fromEntries(promises)).toEqual({});
  });

  test('a library page of 100 videos: the studio list read once before the videos, no promise per video', async () => {
    const { rest, reads } = studioRest();
    const videos = Array.from({ length: ITEMS }, (_, index) =>
      videoModel({ id: 2000 + index, studioId: 1 + (index % 3) }),
    );
    const page: VideosPageModel = {
      videos,
      cursors: new Map(videos.map((video) => [video, `c${video.id}`])),
      nextCursor: null,
      totalCount: ITEMS,
      facets: null,
    };
    const result = await execute({
      schema,
      document: parse(`{ videos(first: 100) { edges { node { ...Card } } } }
        fragment Card on Video { databaseId studio { name } }`),
      contextValue: context({
        studios: createStudioLoaders(rest),
        library: { videosPage: async () => page },
      }),
    });
    expect(result.errors).toBeUndefined();
    const edges = (result.data as { videos: { edges: { node: unknown }[] } }).videos.edges;
    expect(edges).toHaveLength(ITEMS);
    expect(edges[5]?.node).toEqual({ databaseId: 2005, studio: { name: 'Studio 3' } });
    expect(reads()).toBe(1);
    expect(Object.fromEntries(promises)).toEqual({});
  });

  test('a page whose videos’ studios are not asked for never reads the studio list', async () => {
    const { rest, reads } = studioRest();
    const page: VideosPageModel = {
      videos: [videoModel()],
      cursors: new Map(),
      nextCursor: null,
      totalCount: 1,
      facets: null,
    };
    const result = await execute({
      schema,
      document: parse('{ videos { edges { node { databaseId title } } } }'),
      contextValue: context({
        studios: createStudioLoaders(rest),
        library: { videosPage: async () => page },
      }),
    });
    expect(result.errors).toBeUndefined();
    expect(reads()).toBe(0);
  });
});

describe('through the gateway: the same answers and errors as a promise per item', () => {
  let backend: FakeBackend;
  let gw: TestGateway;
  useStack((stack) => ({ backend, gw } = stack));
  beforeEach(() => backend.reset());

  const lastCalls = () => gw.lastCalls({ query: false }).sort();

  test.each([
    ['a site’s schedule (the studio list read before the classes)', ', host: "localhost"'],
    ['the main site’s schedule (the studio list read for the first class)', ''],
  ])('%s: a class whose studio the catalogue lacks is NOT_FOUND at its studio', async (_name, site) => {
    backend.live.addClass({ startsInMinutes: 60, studioId: 1 });
    const missing = backend.live.addClass({ startsInMinutes: 120, studioId: 999 });
    const from = new Date(Date.now() - DAY).toISOString();
    const to = new Date(Date.now() + 6 * DAY).toISOString();
    const reply = await gw.query(
      `query($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to${site}) { databaseId studio { name } } }`,
      { from, to },
    );
    expect(reply.body.data).toEqual({ liveSchedule: null });
    expect(reply.body.errors).toEqual([
      expect.objectContaining({
        message: `The studio of live class ${missing.id} is not in the studio catalogue.`,
        path: ['liveSchedule', 1, 'studio'],
        extensions: expect.objectContaining({ code: ErrorCode.NotFound }),
      }),
    ]);
    expect(lastCalls()).toEqual(['GET /api/basic/webStudiosInfo', 'GET /api/liveclass/upcoming/public/all']);
  });

  test('a video whose studio the catalogue lacks is NOT_FOUND at its studio', async () => {
    const [video] = backend.library.addVideos(1);
    video!.studioId = 999;
    const reply = await gw.query('{ videos(first: 5) { edges { node { databaseId studio { name } } } } }');
    expect(reply.body.errors).toEqual([
      expect.objectContaining({
        message: 'Studio 999 could not be found.',
        path: ['videos', 'edges', 0, 'node', 'studio'],
        extensions: expect.objectContaining({ code: ErrorCode.NotFound }),
      }),
    ]);
    expect(lastCalls()).toEqual(['GET /api/basic/webStudiosInfo', 'POST /api/video/videos']);
  });

  test('a studio list that fails is each video’s studio error, not the page’s', async () => {
    backend.library.addVideos(3);
    backend.script('GET', '/api/basic/webStudiosInfo', {
      status: 500,
      body: { status: false, content: 'x' },
    });
    const reply = await gw.query(
      '{ videos(first: 5) { totalCount edges { node { databaseId studio { name } } } } }',
    );
    expect(reply.body.errors?.length).toBeGreaterThan(0);
    for (const error of reply.body.errors ?? []) {
      expect(error.path?.slice(0, 2)).toEqual(['videos', 'edges']);
      expect(error.path?.at(-1)).toBe('studio');
      expect(error.extensions?.code).toBe(ErrorCode.UpstreamError);
    }
    expect(lastCalls()).toEqual(['GET /api/basic/webStudiosInfo', 'POST /api/video/videos']);
  });
});
