// The library's reads: Query.videos / programs / video, the Video, Program and facet types, the
// member's favorites, watch history and dashboard. A video's studio comes from the studio
// catalogue (one call for the request), its program from the programs (one call), and every video a
// list carries is already in the request's by-id loader.
import {
  GraphQLError,
  Kind,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { ErrorCode, userInputError } from '../errors/index.js';
import type { GatewayContext } from '../graph/context.js';
import { endsAtMs } from '../live/live-class-resolvers.js';
import type { LiveClassBookingModel, LiveClassModel } from '../live/models.js';
import { studioIdArgument } from '../live/input.js';
import { viewerBookings } from '../live/node.js';
import { toGlobalId } from '../node/global-id.js';
import { connectionFromRestPage } from '../relay/connection.js';
import { isSessionEnded } from '../shared/session.js';
import { nowOrLater } from '../shared/now-or-later.js';
import { studioById } from '../studios/loaders.js';
import { DEFAULT_INSTRUCTOR_IMAGE } from '../studios/mapping.js';
import type { StudioModel } from '../studios/models.js';
import { DEFAULT_VIDEO_PAGE, pageArgs, restFilter } from './input.js';
import type { DashboardModel, ProgramModel, VideoModel } from './models.js';

const POUNDS_TO_KG = 0.45359237;
// 0.0175 × 3.5: the product's calorie formula is minutes × heart-rate factor × kg × this.
const CALORIE_FACTOR = 0.06125;

/**
 * A video's calories for whoever asks: the member's own weight when they gave one (the profile is
 * one REST call per request, however many videos), else the backend's figure for the default profile.
 */
async function caloriesForViewer(video: VideoModel, context: GatewayContext): Promise<number> {
  if (!context.rest.hasAuthorization) return video.calories;
  let profile;
  try {
    profile = await context.loaders.progress.fitnessProfile();
  } catch (error) {
    if (isSessionEnded(error)) return video.calories;
    throw error;
  }
  if (profile.defaults.includes('WEIGHT')) return video.calories;
  return Math.round(
    (video.durationSeconds / 60) * video.heartRateFactor * profile.weight * POUNDS_TO_KG * CALORIE_FACTOR,
  );
}

/** How many videos each dashboard row shows. */
export const DASHBOARD_ROW = 8;
/** How many upcoming live classes the dashboard shows. */
export const DASHBOARD_BOOKINGS = 3;
/** The history page the dashboard reads: its recent row and this month's minutes come from it. */
export const DASHBOARD_HISTORY = 100;

/** Whether the field being resolved selects `name` (through fragments too). */
export function selects(info: GraphQLResolveInfo, name: string): boolean {
  return selectsPath(info, [name]);
}

/**
 * Whether the field being resolved selects the path of fields `path` (`['edges', 'node', 'studio']`:
 * the studio of its videos), through fragments too.
 */
export function selectsPath(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  const seen = new Set<string>();
  // A selection under `@include(if: false)` or `@skip(if: true)` is not asked for.
  const included = (selection: SelectionNode): boolean =>
    (selection.directives ?? []).every((directive) => {
      const condition = directive.arguments?.find((argument) => argument.name.value === 'if')?.value;
      if (condition === undefined || (directive.name.value !== 'include' && directive.name.value !== 'skip'))
        return true;
      const value =
        condition.kind === Kind.BOOLEAN
          ? condition.value
          : condition.kind === Kind.VARIABLE
            ? info.variableValues[condition.name.value] === true
            : true;
      return directive.name.value === 'include' ? value : !value;
    });
  const walk = (set: SelectionSetNode | undefined, depth: number): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (!included(selection)) return false;
      if (selection.kind === Kind.FIELD)
        return (
          selection.name.value === path[depth] &&
          (depth === path.length - 1 || walk(selection.selectionSet, depth + 1))
        );
      if (selection.kind === Kind.INLINE_FRAGMENT) return walk(selection.selectionSet, depth);
      // A fragment spread twice at one depth says nothing new the second time.
      const fragment = `${depth}:${selection.name.value}`;
      if (seen.has(fragment)) return false;
      seen.add(fragment);
      return walk(info.fragments[selection.name.value]?.selectionSet, depth);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet, 0));
}

/** A studio the schema makes non-null: the catalogue must know it. At once when the list has arrived. */
function requiredStudio(context: GatewayContext, id: number): StudioModel | Promise<StudioModel> {
  return nowOrLater(studioById(context.loaders.studios, id), (studio) => {
    if (!studio)
      throw new GraphQLError(`Studio ${id} could not be found.`, {
        extensions: { code: ErrorCode.NotFound },
      });
    return studio;
  });
}

/** The program `id`, from the request's one programs call. */
export async function programById(context: GatewayContext, id: number): Promise<ProgramModel | null> {
  return (await context.loaders.library.programs()).find((program) => program.id === id) ?? null;
}

/** A member's read: empty for a visitor or an ended session; an outage stays an error. */
async function memberRead<T>(context: GatewayContext, read: () => Promise<T>, empty: T): Promise<T> {
  if (!context.rest.hasAuthorization) return empty;
  try {
    return await read();
  } catch (error) {
    if (isSessionEnded(error)) return empty;
    throw error;
  }
}

/** The start of this calendar month and of the next (UTC), in ms. */
function thisMonth(now = new Date()): { start: number; end: number } {
  return {
    start: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1),
    end: Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1),
  };
}

async function upcomingBookings(context: GatewayContext): Promise<LiveClassBookingModel[]> {
  const now = Date.now();
  const withClasses = await Promise.all(
    (await viewerBookings(context)).map(async (booking) => ({
      booking,
      liveClass: booking.liveClass ?? (await context.loaders.live.byId.load(booking.liveClassId)),
    })),
  );
  return withClasses
    .filter(
      (row): row is { booking: LiveClassBookingModel; liveClass: LiveClassModel } =>
        row.liveClass !== null && row.liveClass.cancelledAt === null && endsAtMs(row.liveClass) > now,
    )
    .sort(
      (a, b) =>
        Date.parse(a.liveClass.startsAt) - Date.parse(b.liveClass.startsAt) || a.booking.id - b.booking.id,
    )
    .slice(0, DASHBOARD_BOOKINGS)
    .map(({ booking }) => booking);
}

const dashboardHistory = (context: GatewayContext) =>
  memberRead(context, () => context.loaders.library.history({ limit: DASHBOARD_HISTORY, after: null }), {
    entries: [],
    cursors: new Map(),
    nextCursor: null,
  });

/** The videos of a row that belong on this dashboard (every one on the general site). */
function ofDashboard(dashboard: DashboardModel, videos: readonly VideoModel[]): VideoModel[] {
  const kept =
    dashboard.studioId === null ? videos : videos.filter((video) => video.studioId === dashboard.studioId);
  return kept.slice(0, DASHBOARD_ROW);
}

export const libraryResolvers: Resolvers = {
  Query: {
    videos: async (_root, args, context, info) => {
      // Arguments first: a bad filter or cursor costs no REST call.
      const filter = restFilter(args.filter, args.sort);
      const page = pageArgs(args, DEFAULT_VIDEO_PAGE);
      const facets = selects(info, 'facets');
      const count = selects(info, 'totalCount');
      const answer = await context.loaders.library.videosPage(filter, { ...page, facets, count });
      // The videos' studios come from the one studio list the page would read for its first video
      // anyway: read once here, every video's studio is then at hand (no promise per video). A
      // failure stays each studio field's own, as it would be without this.
      if (answer.videos.length > 0 && selectsPath(info, ['edges', 'node', 'studio']))
        await context.loaders.studios.all().catch(() => undefined);
      return { page: answer, filter, first: page.limit, after: page.after };
    },
    programs: (_root, _args, context) => context.loaders.library.programs(),
    video: (_root, { databaseId }, context, info) => {
      if (!Number.isSafeInteger(databaseId) || databaseId <= 0)
        throw userInputError('`databaseId` must be a positive whole number.');
      // The player page asks for the addresses: the single video's call answers them and the rest.
      return selects(info, 'playback')
        ? context.loaders.library.videoWithPlayback(databaseId)
        : context.loaders.library.videoById.load(databaseId);
    },
  },

  VideoConnection: {
    edges: ({ page, first, after }) =>
      connectionFromRestPage(
        {
          items: page.videos,
          cursorOf: (video) => page.cursors.get(video) ?? '',
          nextCursor: page.nextCursor,
          totalCount: page.totalCount,
        },
        { first, after },
      ).edges,
    pageInfo: ({ page, first, after }) =>
      connectionFromRestPage(
        {
          items: page.videos,
          cursorOf: (video) => page.cursors.get(video) ?? '',
          nextCursor: page.nextCursor,
          totalCount: page.totalCount,
        },
        { first, after },
      ).pageInfo,
    // Always asked for when selected (see Query.videos); 0 only for a page never meant to show it.
    totalCount: ({ page }) => page.totalCount ?? 0,
    facets: ({ page, filter }, _args, context) => page.facets ?? context.loaders.library.facets(filter),
  },

  VideoFacets: {
    // Studio ids are labelled with the studio's name from the catalogue (one call for the request).
    studios: async (facets, _args, context) => {
      const names = new Map(
        (await context.loaders.studios.all()).map((studio) => [String(studio.id), studio.name]),
      );
      return facets.studios.map((facet) => ({ ...facet, label: names.get(facet.value) ?? facet.label }));
    },
  },

  Video: {
    id: (video) => toGlobalId('Video', video.id),
    databaseId: (video) => video.id,
    studio: (video, _args, context) => requiredStudio(context, video.studioId),
    instructor: (video) => ({
      name: video.instructor.name,
      bio: '',
      imageUrl: video.instructor.imageUrl ?? DEFAULT_INSTRUCTOR_IMAGE,
    }),
    minutes: (video) => Math.ceil(video.durationSeconds / 60),
    calories: (video, _args, context) => caloriesForViewer(video, context),
    program: (video, _args, context) =>
      video.programId === null ? null : programById(context, video.programId),
    playback: async (video, _args, context) => {
      if (!video.canWatch) return null;
      if (video.playback !== undefined) return video.playback;
      // A list's answer has no addresses: the single video's has (only when a page asks).
      return (await context.loaders.library.videoWithPlayback(video.id))?.playback ?? null;
    },
    purchasePrice: async (video, _args, context) =>
      video.canWatch ? null : (await context.loaders.library.purchaseOffer()).price,
    viewerHasFavorited: (video) => video.favoriteId !== null,
    viewerProgress: (video) => video.progress,
  },

  Program: {
    id: (program) => toGlobalId('Program', program.id),
    databaseId: (program) => program.id,
    studio: (program, _args, context) => requiredStudio(context, program.studioId),
    videos: async (program, _args, context) =>
      (await context.loaders.library.videoById.loadMany(program.videoIds)).filter(
        (video): video is VideoModel => {
          if (video instanceof Error) throw video;
          return video !== null;
        },
      ),
  },

  User: {
    favoriteVideos: async (_user, args, context) => {
      const request = { ...pageArgs(args, DEFAULT_VIDEO_PAGE), studioId: studioIdArgument(args.studioId) };
      const page = await memberRead(context, () => context.loaders.library.favoriteVideos(request), {
        favorites: [],
        cursors: new Map(),
        nextCursor: null,
      });
      const connection = connectionFromRestPage(
        {
          items: page.favorites,
          cursorOf: (favorite) => page.cursors.get(favorite) ?? '',
          nextCursor: page.nextCursor,
          totalCount: null,
        },
        { first: request.limit, after: request.after },
      );
      return {
        edges: connection.edges.map(({ cursor, node }) => ({
          cursor,
          node: node.video,
          favoritedAt: node.createdAt,
        })),
        pageInfo: connection.pageInfo,
      };
    },
    favoriteClassTypes: (_user, _args, context) =>
      memberRead(context, () => context.loaders.library.favoriteClassTypes(), []),
    favoriteStudios: (_user, _args, context) =>
      memberRead(context, () => context.loaders.library.favoriteStudios(), []),
    watchHistory: async (_user, args, context) => {
      const request = { ...pageArgs(args, DEFAULT_VIDEO_PAGE), studioId: studioIdArgument(args.studioId) };
      const page = await memberRead(context, () => context.loaders.library.history(request), {
        entries: [],
        cursors: new Map(),
        nextCursor: null,
      });
      const connection = connectionFromRestPage(
        {
          items: page.entries,
          cursorOf: (entry) => page.cursors.get(entry) ?? '',
          nextCursor: page.nextCursor,
          totalCount: null,
        },
        { first: request.limit, after: request.after },
      );
      return {
        edges: connection.edges.map(({ cursor, node }) => ({
          cursor,
          node: node.video,
          watchedAt: node.lastWatchedAt,
        })),
        pageInfo: connection.pageInfo,
      };
    },
    dashboard: (_user, args) => ({ dashboard: true, studioId: studioIdArgument(args.studioId) }),
  },

  FavoriteClassType: {
    databaseId: (favorite) => favorite.id,
  },

  FavoriteStudio: {
    databaseId: (favorite) => favorite.id,
    studio: (favorite, _args, context) => requiredStudio(context, favorite.studioId),
  },

  // Each field reads its own loader, so the dashboard's calls run side by side, each once.
  Dashboard: {
    todaysWorkout: async (dashboard, _args, context) => {
      const today = (await memberRead(context, () => context.loaders.library.dailyWorkout(), []))[0];
      return today && ofDashboard(dashboard, [today.video]).length > 0 ? today.video : null;
    },
    todaysWorkoutIsPlanned: async (dashboard, _args, context) => {
      const today = (await memberRead(context, () => context.loaders.library.dailyWorkout(), []))[0];
      return today !== undefined && ofDashboard(dashboard, [today.video]).length > 0 && today.planned;
    },
    upcomingBookings: (_dashboard, _args, context) => upcomingBookings(context),
    favoriteVideos: async (dashboard, _args, context) =>
      ofDashboard(
        dashboard,
        (
          await memberRead(
            context,
            () =>
              context.loaders.library.favoriteVideos({
                limit: DASHBOARD_ROW,
                after: null,
                studioId: dashboard.studioId,
              }),
            { favorites: [], cursors: new Map(), nextCursor: null },
          )
        ).favorites.map((favorite) => favorite.video),
      ),
    favoriteStudios: async (dashboard, _args, context) =>
      Promise.all(
        (await memberRead(context, () => context.loaders.library.favoriteStudios(), []))
          .filter((favorite) => dashboard.studioId === null || favorite.studioId === dashboard.studioId)
          .map((favorite) => requiredStudio(context, favorite.studioId)),
      ),
    favoriteClassTypes: async (_dashboard, _args, context) =>
      (await memberRead(context, () => context.loaders.library.favoriteClassTypes(), [])).map(
        (favorite) => favorite.classType,
      ),
    recentlyWatched: async (dashboard, _args, context) =>
      ofDashboard(
        dashboard,
        (await dashboardHistory(context)).entries.map((entry) => entry.video),
      ),
    noEquipmentVideos: async (dashboard, _args, context) =>
      (
        await context.loaders.library.videosPage(
          restFilter(
            dashboard.studioId === null
              ? { noEquipment: true }
              : { noEquipment: true, studioIds: [dashboard.studioId] },
            null,
          ),
          { limit: DASHBOARD_ROW, after: null, facets: false },
        )
      ).videos,
    programs: async (dashboard, _args, context) =>
      (await context.loaders.library.programs()).filter(
        (program) => dashboard.studioId === null || program.studioId === dashboard.studioId,
      ),
    completedThisMonth: async (_dashboard, _args, context) => {
      const { start, end } = thisMonth();
      const workouts = await memberRead(
        context,
        () => context.loaders.workouts.workouts(new Date(start).toISOString(), new Date(end).toISOString()),
        [],
      );
      return workouts.filter((workout) => {
        const at = Date.parse(workout.when);
        return workout.status === 'COMPLETED' && at >= start && at < end;
      }).length;
    },
    minutesWatchedThisMonth: async (_dashboard, _args, context) => {
      const { start } = thisMonth();
      const seconds = (await dashboardHistory(context)).entries
        .filter((entry) => Date.parse(entry.lastWatchedAt) >= start)
        .reduce((sum, entry) => sum + entry.progress.watchedSeconds, 0);
      return Math.floor(seconds / 60);
    },
  },
};
