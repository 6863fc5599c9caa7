import {
  data,
  redirect,
  useLoaderData,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { pageCode, withPageCode } from '../relay/pageCode';
import type { SitePreload } from '../site/SiteQuery';
import {
  exploreStudiosPageLoader,
  homeRouteLoader,
  studioRouteLoader,
  studiosPageLoader,
  type HomeRouteData,
} from './loaders';

// Each page's code comes with its route (started by the loader, beside the query).
const landingPage = pageCode(() => import('./landing/HomeRoute').then((m) => m.HomeRoute));
const whiteLabelHomePage = pageCode(() => import('./WhiteLabelHomeRoute').then((m) => m.WhiteLabelHomeRoute));
const studiosPage = pageCode(() => import('./StudiosPage').then((m) => m.StudiosPage));
const explorePage = pageCode(() => import('./explore/ExploreStudiosPage').then((m) => m.ExploreStudiosPage));
const studioPage = pageCode(() => import('./StudioRoute').then((m) => m.StudioRoute));

interface StudioRoutesContext {
  environment: IEnvironment;
  site: SitePreload;
}

/**
 * The partner list and the Explore showcase belong to the general site: a studio's own site shows
 * that studio alone, so both lead to its home page (the studio's page) there.
 */
function generalSiteOnly(site: SitePreload, load: () => unknown): LoaderFunction {
  return async ({ request }) => {
    const { mode } = await site.ready;
    // The query string (a promo code, a campaign) comes along.
    if (mode === 'WHITE_LABEL') throw redirect(`/${new URL(request.url).search}`);
    return load();
  };
}

/**
 * /studios/:studioName. On a studio's own site only that studio's page exists: any other studio's
 * address is that site's page-not-found, and the other studio is never even asked for.
 */
function studioPageLoader(environment: IEnvironment, site: SitePreload): LoaderFunction {
  const load = studioRouteLoader(environment);
  return async (args: LoaderFunctionArgs) => {
    const { mode, whiteLabelStudioSlug } = await site.ready;
    const slug = (args.params.studioName ?? '').toLowerCase();
    if (mode === 'WHITE_LABEL' && slug !== whiteLabelStudioSlug?.toLowerCase()) {
      throw data('Not Found', { status: 404 });
    }
    return load(args);
  };
}

/**
 * `/`: once the site is known, the loader starts that site's home page query and its code
 * together (the general landing page or a white-label site's studio page, never both).
 */
function homeLoader(environment: IEnvironment, site: SitePreload): LoaderFunction {
  const load = homeRouteLoader(environment, site);
  return async () => {
    const data = await load();
    await (data.kind === 'whiteLabel' ? whiteLabelHomePage : landingPage).load();
    return data;
  };
}

function HomePage() {
  const { kind } = useLoaderData() as HomeRouteData;
  return kind === 'whiteLabel' ? <whiteLabelHomePage.Page /> : <landingPage.Page />;
}

/** The studio pages: the landing page (a white-label site's own studio page), the studios list, explore and one studio. */
export function studioRoutes({ environment, site }: StudioRoutesContext): RouteObject[] {
  return [
    {
      index: true,
      loader: homeLoader(environment, site),
      element: <HomePage />,
    },
    {
      path: 'studios',
      loader: withPageCode(studiosPage, generalSiteOnly(site, studiosPageLoader(environment))),
      element: <studiosPage.Page />,
    },
    {
      path: 'explorestudio',
      loader: withPageCode(explorePage, generalSiteOnly(site, exploreStudiosPageLoader(environment))),
      element: <explorePage.Page />,
    },
    {
      path: 'studios/:studioName',
      loader: withPageCode(studioPage, studioPageLoader(environment, site)),
      element: <studioPage.Page />,
    },
  ];
}
