import type { MockResolvers } from 'relay-test-utils';

export interface VideoFixture {
  id: string;
  databaseId: number;
  title: string;
  summary: string;
  studio: { id: string; databaseId: number; name: string; slug: string };
  instructor: { name: string; bio: string; imageUrl: string };
  durationSeconds: number;
  minutes: number;
  calories: number;
  level: string;
  classTypes: string[];
  equipment: Array<{ name: string; hack: string | null }>;
  bodyFocus: string[];
  limitations: string[];
  targetMuscles: string[];
  program: {
    id: string;
    databaseId: number;
    title: string;
    videos: Array<{ id: string; databaseId: number; title: string }>;
  } | null;
  programPosition: number | null;
  publishedAt: string;
  posterUrl: string;
  heartRateFactor: number;
  canWatch: boolean;
  purchasePrice: { amount: number; cents: number; currency: string; formatted: string } | null;
  playback: { hlsUrl: string; mp4Url: string; expiresAt: string } | null;
  viewerHasFavorited: boolean;
  viewerProgress: {
    positionSeconds: number;
    watchedSeconds: number;
    completedAt: string | null;
    lastWatchedAt: string;
  } | null;
}

/** A class as the graph answers it (30 minutes of Pilates at BK Pilates by default). */
export function videoFixture(databaseId: number, overrides: Partial<VideoFixture> = {}): VideoFixture {
  const canWatch = overrides.canWatch ?? true;
  return {
    id: `Video:${databaseId}`,
    databaseId,
    title: `Class ${databaseId}`,
    summary: 'A class to move to.',
    studio: { id: 'Studio:2', databaseId: 2, name: 'BK Pilates', slug: 'bkpilates' },
    instructor: { name: 'Kelly Chen', bio: '', imageUrl: '/media/kelly.png' },
    durationSeconds: 1800,
    minutes: 30,
    calories: 210,
    level: 'Beginner',
    classTypes: ['Pilates'],
    equipment: [],
    bodyFocus: ['Core'],
    limitations: [],
    targetMuscles: ['Abdominals'],
    program: null,
    programPosition: null,
    publishedAt: '2026-11-01T12:00:00.000Z',
    posterUrl: `/media/library/${databaseId}/poster.jpg`,
    heartRateFactor: 0.7,
    canWatch,
    playback: canWatch
      ? {
          hlsUrl: `/media/library/${databaseId}/master.m3u8?sig=1`,
          mp4Url: `/media/library/${databaseId}/video.mp4?sig=1`,
          expiresAt: '2026-11-30T00:00:00.000Z',
        }
      : null,
    purchasePrice: canWatch ? null : { amount: 4.99, cents: 499, currency: 'usd', formatted: '$4.99' },
    viewerHasFavorited: false,
    viewerProgress: null,
    ...overrides,
  };
}

export interface FacetFixture {
  value: string;
  label: string;
  count: number;
}

export const facets = {
  classTypes: [
    { value: 'Pilates', label: 'Pilates', count: 7 },
    { value: 'Yoga', label: 'Yoga', count: 3 },
  ],
  studios: [
    { value: '2', label: 'BK Pilates', count: 6 },
    { value: '3', label: 'Barre Studio', count: 4 },
  ],
  equipment: [
    { value: 'None', label: 'None', count: 5 },
    { value: 'Block', label: 'Block', count: 2 },
  ],
  levels: [
    { value: 'Beginner', label: 'Beginner', count: 4 },
    { value: 'Advanced', label: 'Advanced', count: 1 },
  ],
  bodyFocus: [{ value: 'Core', label: 'Core', count: 6 }],
  limitations: [
    { value: 'Low Impact', label: 'Low Impact', count: 3 },
    { value: 'Prenatal', label: 'Prenatal', count: 1 },
  ],
  targetMuscles: [
    { value: 'Abdominals', label: 'Abdominals', count: 6 },
    { value: 'Glutes', label: 'Glutes', count: 2 },
  ],
  durations: [{ value: '0-15', label: 'Up to 15 min', count: 2 }],
};

export interface VideosRequest {
  filter: unknown;
  sort: unknown;
  first: unknown;
  after: unknown;
}

function page<T>(items: T[], args: Record<string, unknown>, prefix: string) {
  const first = Number(args.first ?? items.length);
  const start = typeof args.after === 'string' ? Number(args.after.replace(`${prefix}:`, '')) + 1 : 0;
  const slice = items.slice(start, start + first);
  return {
    slice,
    start,
    pageInfo: {
      hasNextPage: start + slice.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: slice.length ? `${prefix}:${start}` : null,
      endCursor: slice.length ? `${prefix}:${start + slice.length - 1}` : null,
    },
  };
}

/** The library as the gateway answers it: `videos` paged by cursor (every request recorded), favorites, history. */
export function libraryResolvers(options: {
  videos?: VideoFixture[];
  favorites?: VideoFixture[];
  history?: VideoFixture[];
  requests?: VideosRequest[];
  /** The arguments the favorites and history lists were asked with. */
  memberLists?: Record<string, unknown>[];
  /** The viewer, for the pages read again through `node(id:)`: it must be the same member. */
  user?: object;
}): MockResolvers {
  const { videos = [], favorites = [], history = [], requests = [] } = options;
  return {
    VideoConnection: (context) => {
      const args = (context.args ?? {}) as Record<string, unknown>;
      requests.push({
        filter: args.filter ?? null,
        sort: args.sort ?? null,
        first: args.first,
        after: args.after ?? null,
      });
      const { slice, start, pageInfo } = page(videos, args, 'v');
      return {
        totalCount: videos.length,
        facets,
        edges: slice.map((node, index) => ({ cursor: `v:${start + index}`, node })),
        pageInfo,
      };
    },
    FavoriteVideoConnection: (context) => {
      options.memberLists?.push({ list: 'favorites', ...context.args });
      const { slice, start, pageInfo } = page(
        favorites,
        (context.args ?? {}) as Record<string, unknown>,
        'f',
      );
      return {
        edges: slice.map((node, index) => ({
          cursor: `f:${start + index}`,
          node,
          favoritedAt: '2026-11-20T00:00:00Z',
        })),
        pageInfo,
      };
    },
    WatchHistoryConnection: (context) => {
      options.memberLists?.push({ list: 'history', ...context.args });
      const { slice, start, pageInfo } = page(history, (context.args ?? {}) as Record<string, unknown>, 'h');
      return {
        edges: slice.map((node, index) => ({
          cursor: `h:${start + index}`,
          node,
          watchedAt: '2026-11-20T00:00:00Z',
        })),
        pageInfo,
      };
    },
    ...(options.user ? { User: () => ({ ...options.user }) } : {}),
  };
}
