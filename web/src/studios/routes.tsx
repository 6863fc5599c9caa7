import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { SitePreload } from '../site/SiteQuery';
import { ExploreStudiosPage, exploreStudiosPageLoader } from './explore/ExploreStudiosPage';
import { homeRouteLoader, HomeRoute } from './landing/HomeRoute';
import { StudioRoute, studioRouteLoader } from './StudioRoute';
import { StudiosPage, studiosPageLoader } from './StudiosPage';

interface StudioRoutesContext {
  environment: IEnvironment;
  site: SitePreload;
}

/** The studio pages: the landing page (a white-label site's own studio page), the studios list, explore and one studio. */
export function studioRoutes({ environment, site }: StudioRoutesContext): RouteObject[] {
  return [
    { index: true, loader: homeRouteLoader(environment, site), element: <HomeRoute /> },
    { path: 'studios', loader: studiosPageLoader(environment), element: <StudiosPage /> },
    { path: 'explorestudio', loader: exploreStudiosPageLoader(environment), element: <ExploreStudiosPage /> },
    { path: 'studios/:studioName', loader: studioRouteLoader(environment), element: <StudioRoute /> },
  ];
}
