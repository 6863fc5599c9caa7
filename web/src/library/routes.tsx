import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { AccountPagePlan } from '../accounts/AccountPage';
import { guardedLoader } from '../accounts/access/guard';
import type { Session } from '../accounts/session/session';
import { pageCode, withPageCode, withProps } from '../relay/pageCode';
import type { SitePreload } from '../site/SiteQuery';
import type { DashboardShortcut } from './DashboardPage';
import { classesPageLoader, dashboardPageLoader, videoPageLoader } from './loaders';

// Each page's code comes with its route (started by the loader, beside the query).
const classesPage = pageCode(() => import('./ClassesPage').then((m) => m.ClassesPage));
const videoPage = pageCode(() => import('./VideoPage').then((m) => m.VideoPage));

interface LibraryRouteContext {
  environment: IEnvironment;
  site: SitePreload;
  session: Session;
  /** The plan's parts the dashboard shows (the payments domain's paused plan), fetched with the page. */
  accountPagePlan: () => Promise<AccountPagePlan>;
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
  const dashboardPage = pageCode(() =>
    Promise.all([import('./DashboardPage'), accountPagePlan()]).then(([{ DashboardPage }, plan]) =>
      withProps(DashboardPage, { plan, shortcuts: dashboardShortcuts }),
    ),
  );
  return [
    {
      path: 'newplatform/items/classes',
      loader: withPageCode(classesPage, classesPageLoader(environment, site.ready)),
      element: <classesPage.Page />,
    },
    {
      path: 'newplatform/items/classes/:videoId',
      loader: withPageCode(videoPage, videoPageLoader(environment)),
      element: <videoPage.Page />,
    },
    {
      path: 'newplatform/dashboard',
      loader: withPageCode(
        dashboardPage,
        guardedLoader(guard, { subscriberOnly: true }, dashboardPageLoader(environment, session, site.ready)),
      ),
      element: <dashboardPage.Page />,
    },
  ];
}
