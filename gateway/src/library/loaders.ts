// Per-request loaders for the on-demand library. One REST call per resource per request, however
// many fields ask:
// - videos by id (node/nodes, a program's videos, a workout's video, a mutation's video): ONE
//   GET /api/video?ids=… for every id the request names (DataLoader, at most 100 a batch);
// - every list answer (library pages, favorites, history, the day's workout) primes that loader
//   with the videos it carries, so a video met again costs nothing;
// - a library page per filter and page; its facets come with it when the query asks, else from one
//   more call keyed by the filter (`facets`). The first pages of one filter asked in the same tick
//   (the library page's list and its count-and-facets summary) are ONE call: the largest page, with
//   the count and facets if any of them asks, each field showing as many items as it asked for;
// - the programs, the member's favorite class types and studios, and the day's workout, once each.
// Every video answer carries the member's state (canWatch, favorite, progress), so all of it is
// forgotten when the member changes.
import DataLoader from 'dataloader';
import type { RestClient } from '../rest/client.js';
import { RestFailure } from '../rest/client.js';
import { malformed } from '../rest/decode.js';
import type {
  DailyWorkout,
  FavoriteClassTypeModel,
  FavoriteStudioModel,
  FavoriteVideosPage,
  HistoryPage,
  ProgramModel,
  RestVideoFilter,
  VideoFacetsModel,
  VideoModel,
  VideosPageModel,
  VideoPurchaseOffer,
} from './models.js';
import {
  fetchDailyWorkout,
  fetchFavoriteClassTypes,
  fetchFavoriteStudios,
  fetchFavoriteVideos,
  fetchHistory,
  fetchPrograms,
  fetchPurchaseOffer,
  fetchVideo,
  fetchVideosById,
  fetchVideosPage,
  MAX_VIDEO_IDS,
} from './rest.js';

/** A page of a list REST pages by cursor. */
export interface PageArgs {
  limit: number;
  after: string | null;
}

/** A page of the member's own list (favorites, history): of one studio's videos when `studioId` is set. */
export interface MemberPageArgs extends PageArgs {
  studioId?: number | null;
}

export interface LibraryLoaders {
  /** Videos by id, with the member's state; unknown ids give null. Batched, at most 100 a call. */
  videoById: DataLoader<number, VideoModel | null>;
  /** One video with its playback addresses (GET /api/video/{id}); null when there is no such video. */
  videoWithPlayback(id: number): Promise<VideoModel | null>;
  /** A library page; with `facets`, the page's facet counts come in the same call. */
  /** `count: false` leaves out the total (a page after the first, or a list that shows no total). */
  videosPage(
    filter: RestVideoFilter,
    page: PageArgs & { facets: boolean; count?: boolean },
  ): Promise<VideosPageModel>;
  /** The facet counts of a filter: from a page of this request that has them, else one call. */
  facets(filter: RestVideoFilter): Promise<VideoFacetsModel>;
  /** The programs, by title. */
  programs(): Promise<ProgramModel[]>;
  /** The member's favorite videos, newest first. */
  favoriteVideos(page: MemberPageArgs): Promise<FavoriteVideosPage>;
  favoriteClassTypes(): Promise<FavoriteClassTypeModel[]>;
  favoriteStudios(): Promise<FavoriteStudioModel[]>;
  /** The member's watch history, most recently watched first. */
  history(page: MemberPageArgs): Promise<HistoryPage>;
  /** The member's workout for today (UTC), else the day's pick. */
  dailyWorkout(): Promise<DailyWorkout[]>;
  /** What buying one class costs (the same for every class). */
  purchaseOffer(): Promise<VideoPurchaseOffer>;
  /** Puts videos the request already holds into `videoById` (the first answer of a request wins). */
  prime(videos: Iterable<VideoModel>): void;
  /** A favorite or a viewing changed videos' state: every video, page, favorite and history entry is read again. */
  forgetVideos(): void;
  forgetFavoriteClassTypes(): void;
  forgetFavoriteStudios(): void;
  /** A video was planned: the day's workout may be it. */
  forgetDailyWorkout(): void;
  /** The member changed: everything but the programs is read again if asked. */
  forgetMember(): void;
}

/** Calls `load` once and hands every caller the same promise until `forget`. */
function once<T>(load: () => Promise<T>): { get(): Promise<T>; forget(): void } {
  let promise: Promise<T> | undefined;
  return {
    get: () => (promise ??= load()),
    forget: () => {
      promise = undefined;
    },
  };
}

/** One promise per key until `clear`. */
function keyed<K, T>(load: (key: K) => Promise<T>, keyOf: (key: K) => string) {
  const entries = new Map<string, Promise<T>>();
  return {
    get(key: K): Promise<T> {
      const name = keyOf(key);
      let entry = entries.get(name);
      if (!entry) {
        entry = load(key);
        entries.set(name, entry);
      }
      return entry;
    },
    clear: () => entries.clear(),
  };
}

/** A page asked with facets has them (rest.ts refuses an answer without). */
function facetsOf(page: VideosPageModel): VideoFacetsModel {
  if (!page.facets) throw malformed('video/videos.facets');
  return page.facets;
}

const pageKey = (page: MemberPageArgs) => `${page.limit} ${page.after ?? ''} ${page.studioId ?? ''}`;
/** A filter's key: the same filter written in another field order is the same key. */
const filterKey = (filter: RestVideoFilter) =>
  JSON.stringify(Object.entries(filter).sort(([a], [b]) => (a < b ? -1 : 1)));

export function createLibraryLoaders(rest: RestClient): LibraryLoaders {
  const videoById = new DataLoader<number, VideoModel | null>(
    async (ids) => {
      const found = new Map((await fetchVideosById(rest, ids)).map((video) => [video.id, video]));
      return ids.map((id) => found.get(id) ?? null);
    },
    { maxBatchSize: MAX_VIDEO_IDS },
  );
  const prime = (videos: Iterable<VideoModel>): void => {
    for (const video of videos) videoById.prime(video.id, video);
  };

  const withPlayback = keyed(async (id: number) => {
    try {
      const video = await fetchVideo(rest, id);
      prime([video]);
      return video;
    } catch (error) {
      if (error instanceof RestFailure && error.upstreamStatus === 404) return null;
      throw error;
    }
  }, String);

  type PageKey = { filter: RestVideoFilter; page: PageArgs & { facets: boolean; count?: boolean } };
  const load = async (filter: RestVideoFilter, page: PageKey['page']) => {
    const answer = await fetchVideosPage(rest, filter, page);
    prime(answer.videos);
    return answer;
  };
  // Later pages continue from a cursor: each is its own call.
  const laterPages = keyed(
    ({ filter, page }: PageKey) => load(filter, page),
    ({ filter, page }) => `${filterKey(filter)} ${pageKey(page)} ${page.facets} ${page.count !== false}`,
  );
  // First pages wait for the tick's other first pages of the same filter and share one call; a
  // larger page serves a smaller one (the connection shows only the items asked for, with their own
  // cursors), and a page with the count and facets serves one that did not ask for them.
  const firstPages = new DataLoader<PageKey, VideosPageModel, string>(
    async (keys) => {
      const merged = new Map<string, PageKey>();
      for (const { filter, page } of keys) {
        const key = filterKey(filter);
        const seen = merged.get(key);
        merged.set(key, {
          filter,
          page: seen
            ? {
                limit: Math.max(seen.page.limit, page.limit),
                after: null,
                facets: seen.page.facets || page.facets,
                count: seen.page.count !== false || page.count !== false,
              }
            : { ...page },
        });
      }
      const answers = new Map<string, Promise<VideosPageModel>>();
      for (const [key, { filter, page }] of merged) answers.set(key, load(filter, page));
      return Promise.all(
        keys.map(({ filter }) =>
          (answers.get(filterKey(filter)) as Promise<VideosPageModel>).catch((error: unknown) =>
            error instanceof Error ? error : new Error(String(error)),
          ),
        ),
      );
    },
    {
      cacheKeyFn: ({ filter, page }) =>
        `${filterKey(filter)} ${page.limit} ${page.facets} ${page.count !== false}`,
    },
  );
  const pages = {
    get: (key: PageKey) => (key.page.after === null ? firstPages.load(key) : laterPages.get(key)),
    clear() {
      firstPages.clearAll();
      laterPages.clear();
    },
  };
  /** Pages of this request that asked for facets, by filter: a facets field then costs nothing more. */
  const facetsByFilter = new Map<string, Promise<VideoFacetsModel>>();

  const programs = once(() => fetchPrograms(rest));
  const purchaseOffer = once(() => fetchPurchaseOffer(rest));
  const favoriteVideos = keyed(async (page: MemberPageArgs) => {
    const answer = await fetchFavoriteVideos(rest, page);
    prime(answer.favorites.map((favorite) => favorite.video));
    return answer;
  }, pageKey);
  const favoriteClassTypes = once(() => fetchFavoriteClassTypes(rest));
  const favoriteStudios = once(() => fetchFavoriteStudios(rest));
  const history = keyed(async (page: MemberPageArgs) => {
    const answer = await fetchHistory(rest, page);
    prime(answer.entries.map((entry) => entry.video));
    return answer;
  }, pageKey);
  const dailyWorkout = once(async () => {
    const answer = await fetchDailyWorkout(rest);
    prime(answer.map((entry) => entry.video));
    return answer;
  });

  const forgetVideos = (): void => {
    videoById.clearAll();
    withPlayback.clear();
    pages.clear();
    facetsByFilter.clear();
    favoriteVideos.clear();
    history.clear();
    dailyWorkout.forget();
  };

  return {
    videoById,
    videoWithPlayback: (id) => withPlayback.get(id),
    videosPage(filter, page) {
      const answer = pages.get({ filter, page });
      if (page.facets) {
        const key = filterKey(filter);
        if (!facetsByFilter.has(key)) {
          const facets = answer.then(facetsOf);
          // The page's own resolver reports a failure; this copy must not be an unhandled rejection.
          facets.catch(() => undefined);
          facetsByFilter.set(key, facets);
        }
      }
      return answer;
    },
    facets(filter) {
      const key = filterKey(filter);
      let facets = facetsByFilter.get(key);
      if (!facets) {
        // The smallest page REST serves: the counts are what is wanted here.
        facets = pages.get({ filter, page: { limit: 1, after: null, facets: true } }).then(facetsOf);
        facetsByFilter.set(key, facets);
      }
      return facets;
    },
    programs: programs.get,
    favoriteVideos: (page) => favoriteVideos.get(page),
    favoriteClassTypes: favoriteClassTypes.get,
    favoriteStudios: favoriteStudios.get,
    history: (page) => history.get(page),
    dailyWorkout: dailyWorkout.get,
    purchaseOffer: purchaseOffer.get,
    prime,
    forgetVideos,
    forgetFavoriteClassTypes: favoriteClassTypes.forget,
    forgetFavoriteStudios: favoriteStudios.forget,
    forgetDailyWorkout: dailyWorkout.forget,
    forgetMember() {
      forgetVideos();
      favoriteClassTypes.forget();
      favoriteStudios.forget();
    },
  };
}
