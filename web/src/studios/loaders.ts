// The studio pages' loaders, apart from the pages so a route starts its query while its page's
// code is still on its way (the pages keep the queries' text; the artifacts are the same objects).
import type { PreloadedQuery } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery } from '../relay/routeQuery';
import type { SitePreload } from '../site/SiteQuery';
import type { StudioRouteQuery as StudioRouteQueryType } from './__generated__/StudioRouteQuery.graphql';
import StudioRouteQuery from './__generated__/StudioRouteQuery$parameters';
import type { StudiosPageQuery as StudiosPageQueryType } from './__generated__/StudiosPageQuery.graphql';
import StudiosPageQuery from './__generated__/StudiosPageQuery$parameters';
import type { ExploreStudiosPageQuery as ExploreStudiosPageQueryType } from './explore/__generated__/ExploreStudiosPageQuery.graphql';
import ExploreStudiosPageQuery from './explore/__generated__/ExploreStudiosPageQuery$parameters';
import type { HomeRouteQuery as HomeRouteQueryType } from './landing/__generated__/HomeRouteQuery.graphql';
import HomeRouteQuery from './landing/__generated__/HomeRouteQuery$parameters';
import { redirectsHome } from './specialStudios';

export interface LandingRouteData {
  kind: 'landing';
  queryRef: PreloadedQuery<HomeRouteQueryType>;
}

export interface WhiteLabelHomeRouteData {
  kind: 'whiteLabel';
  slug: string;
  queryRef: PreloadedQuery<StudioRouteQueryType>;
}

export type HomeRouteData = LandingRouteData | WhiteLabelHomeRouteData;

/**
 * `/`: the landing page with the studio chooser on the general site; on a
 * white-label site, the studio's own (branded) page. Waits for the site,
 * which is usually already known (it is preloaded at boot).
 */
export function homeRouteLoader(environment: IEnvironment, site: SitePreload) {
  return async (): Promise<HomeRouteData> => {
    const { mode, whiteLabelStudioSlug } = await site.ready;
    if (mode === 'WHITE_LABEL' && whiteLabelStudioSlug) {
      return {
        kind: 'whiteLabel',
        slug: whiteLabelStudioSlug,
        queryRef: preloadRouteQuery<StudioRouteQueryType>(environment, StudioRouteQuery, {
          slug: whiteLabelStudioSlug,
        }),
      };
    }
    return {
      kind: 'landing',
      queryRef: preloadRouteQuery<HomeRouteQueryType>(environment, HomeRouteQuery, {}),
    };
  };
}

export interface StudioRouteData {
  slug: string;
  restricted: boolean;
  queryRef: PreloadedQuery<StudioRouteQueryType>;
}

/** /studios/:studioName: preloads the studio before the page renders. */
export function studioRouteLoader(environment: IEnvironment) {
  return ({ params, request }: LoaderFunctionArgs): StudioRouteData => {
    const slug = params.studioName ?? '';
    if (redirectsHome(slug)) throw redirect('/');
    const restricted = new URL(request.url).searchParams.get('view') === 'restricted';
    return {
      slug,
      restricted,
      queryRef: preloadRouteQuery<StudioRouteQueryType>(environment, StudioRouteQuery, { slug }),
    };
  };
}

/** Studios per page of the list. */
export const STUDIOS_PAGE_SIZE = 24;

export interface StudiosPageData {
  queryRef: PreloadedQuery<StudiosPageQueryType>;
}

/** /studios: preloads the first page of studios. */
export function studiosPageLoader(environment: IEnvironment) {
  return (): StudiosPageData => ({
    queryRef: preloadRouteQuery<StudiosPageQueryType>(environment, StudiosPageQuery, {
      count: STUDIOS_PAGE_SIZE,
    }),
  });
}

export interface ExploreStudiosPageData {
  queryRef: PreloadedQuery<ExploreStudiosPageQueryType>;
}

export function exploreStudiosPageLoader(environment: IEnvironment) {
  return (): ExploreStudiosPageData => ({
    queryRef: preloadRouteQuery<ExploreStudiosPageQueryType>(environment, ExploreStudiosPageQuery, {}),
  });
}
