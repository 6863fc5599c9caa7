// The library pages' loaders, apart from the pages so a route starts its query while its page's
// code is still on its way (the pages keep the queries' text; the artifacts are the same objects).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { Session } from '../accounts/session/session';
import { preloadRouteQuery } from '../relay/routeQuery';
import type { SiteSummary } from '../site/SiteQuery';
import type { ClassesPageCatalogueQuery as CatalogueQueryType } from './__generated__/ClassesPageCatalogueQuery.graphql';
import ClassesPageCatalogueQuery from './__generated__/ClassesPageCatalogueQuery$parameters';
import type { ClassesPageFavoritesQuery as FavoritesQueryType } from './__generated__/ClassesPageFavoritesQuery.graphql';
import ClassesPageFavoritesQuery from './__generated__/ClassesPageFavoritesQuery$parameters';
import type { ClassesPageHistoryQuery as HistoryQueryType } from './__generated__/ClassesPageHistoryQuery.graphql';
import ClassesPageHistoryQuery from './__generated__/ClassesPageHistoryQuery$parameters';
import type { DashboardPagePausedQuery as PausedQueryType } from './__generated__/DashboardPagePausedQuery.graphql';
import DashboardPagePausedQuery from './__generated__/DashboardPagePausedQuery$parameters';
import type { DashboardPageQuery as DashboardQueryType } from './__generated__/DashboardPageQuery.graphql';
import DashboardPageQuery from './__generated__/DashboardPageQuery$parameters';
import type { VideoPageQuery as VideoPageQueryType } from './__generated__/VideoPageQuery.graphql';
import VideoPageQuery from './__generated__/VideoPageQuery$parameters';
import { parseLibraryState, toVideoFilter, type LibraryState } from './filters';

type ClassesQueryRef =
  | { kind: 'catalogue'; ref: PreloadedQuery<CatalogueQueryType> }
  | { kind: 'favorites'; ref: PreloadedQuery<FavoritesQueryType> }
  | { kind: 'history'; ref: PreloadedQuery<HistoryQueryType> };

export interface ClassesPageData {
  state: LibraryState;
  query: ClassesQueryRef;
}

/** The variables of the catalogue's query for a state (what the address says). */
export function catalogueVariables(
  state: LibraryState,
  studioDatabaseId: number | null = null,
): CatalogueQueryType['variables'] {
  const filter = toVideoFilter(state.view);
  // A studio's own site offers that studio's classes only, whatever the address asks.
  if (studioDatabaseId !== null)
    return { filter: { ...filter, studioIds: [studioDatabaseId] }, sort: state.sort };
  return { filter, sort: state.sort };
}

/** /newplatform/items/classes: the view the address names, its query started with the page's code. */
export function classesPageLoader(
  environment: IEnvironment,
  siteReady: Promise<SiteSummary>,
): LoaderFunction {
  return async ({ request }): Promise<ClassesPageData> => {
    const site = await siteReady;
    const state = parseLibraryState(new URL(request.url).search);
    const studio = site.whiteLabelStudioDatabaseId;
    const ofSite = { studioId: studio === null ? null : String(studio) };
    if (state.view.kind === 'favorites') {
      return {
        state,
        query: {
          kind: 'favorites',
          ref: preloadRouteQuery<FavoritesQueryType>(environment, ClassesPageFavoritesQuery, ofSite),
        },
      };
    }
    if (state.view.kind === 'history') {
      return {
        state,
        query: {
          kind: 'history',
          ref: preloadRouteQuery<HistoryQueryType>(environment, ClassesPageHistoryQuery, ofSite),
        },
      };
    }
    return {
      state,
      query: {
        kind: 'catalogue',
        ref: preloadRouteQuery<CatalogueQueryType>(
          environment,
          ClassesPageCatalogueQuery,
          catalogueVariables(state, site.whiteLabelStudioDatabaseId),
        ),
      },
    };
  };
}

/** /newplatform/items/classes/:videoId: the class's query, started with the page's code. */
export function videoPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ params }) => {
    const id = params.videoId ?? '';
    // Only a whole positive number names a class; anything else is no class at all.
    const databaseId = /^\d{1,9}$/.test(id) ? Number(id) : null;
    if (databaseId === null || databaseId < 1) return null;
    return preloadRouteQuery<VideoPageQueryType>(environment, VideoPageQuery, { databaseId });
  };
}

export interface DashboardPageData {
  /** The member's day, always asked for. */
  dayRef: PreloadedQuery<DashboardQueryType>;
  /** The member's paused plan, asked for only when their plan is paused. */
  pausedRef: PreloadedQuery<PausedQueryType> | null;
}

/** /newplatform/dashboard: the member's day, and their paused plan when it is paused (they may resume it here). */
export function dashboardPageLoader(
  environment: IEnvironment,
  session: Session,
  siteReady: Promise<SiteSummary>,
) {
  return async (): Promise<DashboardPageData> => {
    const [{ user }, site] = await Promise.all([session.ready(), siteReady]);
    return {
      // On a studio's own site, the member's day holds that studio's classes only.
      dayRef: preloadRouteQuery<DashboardQueryType>(environment, DashboardPageQuery, {
        studioId: site.whiteLabelStudioId,
      }),
      pausedRef:
        user?.membership.paused === true
          ? preloadRouteQuery<PausedQueryType>(environment, DashboardPagePausedQuery, {})
          : null,
    };
  };
}
