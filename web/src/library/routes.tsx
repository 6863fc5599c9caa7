import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { AccountPagePlan } from '../accounts/AccountPage';
import { guardedLoader } from '../accounts/access/guard';
import type { Session } from '../accounts/session/session';
import type { SitePreload } from '../site/SiteQuery';
import { ClassesPage, classesPageLoader } from './ClassesPage';
import { DashboardPage, dashboardPageLoader, type DashboardShortcut } from './DashboardPage';
import { VideoPage, videoPageLoader } from './VideoPage';

interface LibraryRouteContext {
  environment: IEnvironment;
  site: SitePreload;
  session: Session;
  /** The plan's parts the dashboard shows (the payments domain's paused plan). */
  accountPagePlan: AccountPagePlan;
  /** Where the dashboard leads on (other domains' pages, named by the app). */
  dashboardShortcuts?: readonly DashboardShortcut[];
}

/**
 * The on-demand library's pages, inside the member area (which asks for a signed-in member):
 * the classes (every member browses them; a plan plays them), a class's page, and the dashboard
 * (subscribers, and members whose plan is paused).
 */
export function libraryRoutes({
  environment,
  site,
  session,
  accountPagePlan,
  dashboardShortcuts = [],
}: LibraryRouteContext): RouteObject[] {
  const guard = { session, siteReady: site.ready };
  return [
    {
      path: 'newplatform/items/classes',
      loader: classesPageLoader(environment, site.ready),
      element: <ClassesPage />,
    },
    {
      path: 'newplatform/items/classes/:videoId',
      loader: videoPageLoader(environment),
      element: <VideoPage />,
    },
    {
      path: 'newplatform/dashboard',
      loader: guardedLoader(
        guard,
        { subscriberOnly: true },
        dashboardPageLoader(environment, session, site.ready),
      ),
      element: <DashboardPage plan={accountPagePlan} shortcuts={dashboardShortcuts} />,
    },
  ];
}
