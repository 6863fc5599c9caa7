import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { guardedLoader } from '../accounts/access/guard';
import type { AccessFlags } from '../accounts/access/redirects';
import { ACCOUNT_PATH } from '../accounts/access/redirects';
import { accountRoutes } from '../accounts/routes';
import type { Session } from '../accounts/session/session';
import { infoRoutes } from '../info/routes';
import { MY_CLASSES_PATH, MY_CLASSES_TITLE } from '../live/paths';
import { libraryRoutes } from '../library/routes';
import type { DashboardShortcut } from '../library/DashboardPage';
import { liveRoutes } from '../live/routes';
import type { AccountPagePlan } from '../accounts/AccountPage';
import { paymentRoutes } from '../payments/routes';
import { progressRoutes } from '../progress/routes';
import { siteRoutes } from '../site/routes';
import { socialRoutes } from '../social/routes';
import type { SitePreload } from '../site/SiteQuery';
import { studioRoutes } from '../studios/routes';
import { workoutsRoutes } from '../workouts/routes';
import type { AppShellData } from './AppShell';
import { AppShell } from './AppShell';
import { AppErrorPage, RouteErrorPage } from './ErrorPage';
import { inMemberArea, memberAreaRoute } from './member/routes';
import { ACCOUNT_SETTINGS_TITLE, LIVE_SCHEDULE_PATH, LIVE_SCHEDULE_TITLE } from './memberNavigation';
import { NotFoundPage } from './NotFoundPage';
import { ShellSkeleton } from './ShellSkeleton';

/**
 * Routes of the product's route tables (general and white-label) that this build
 * does not offer yet. Each is declared so that it shows a 'coming soon' note
 * rather than the plain unknown-address page, and is replaced as it is built.
 */
export const UPCOMING_ROUTES: ReadonlyArray<{ path: string; feature: string; flags?: AccessFlags }> = [
  // The member area is for subscribers only.
  { path: 'newplatform/*', feature: 'The member area', flags: { subscriberOnly: true } },
];

/** Where the dashboard leads a member on: their booked classes, the schedule, their account. */
const DASHBOARD_SHORTCUTS: readonly DashboardShortcut[] = [
  { label: MY_CLASSES_TITLE, to: MY_CLASSES_PATH, description: 'Join the live classes you booked.' },
  { label: LIVE_SCHEDULE_TITLE, to: LIVE_SCHEDULE_PATH, description: 'Book your next live class.' },
  {
    label: ACCOUNT_SETTINGS_TITLE,
    to: ACCOUNT_PATH,
    description: 'Your plan, payments, details and password.',
  },
];

/** The plan's parts of the account page and the dashboard: payments code, fetched with those pages. */
const accountPagePlan = (): Promise<AccountPagePlan> =>
  import('../payments/accountPagePlan').then((m) => m.accountPagePlan);

export interface AppRouteContext {
  environment: IEnvironment;
  /** The site query, started at boot. */
  site: SitePreload;
  /** The session (the stored token checked at boot); access control reads it. */
  session: Session;
}

/**
 * The app's routes for `createBrowserRouter` (or a memory router in tests): the shell around
 * every domain's routes. Adding a domain adds one line here.
 */
export function buildRoutes({ environment, site, session }: AppRouteContext): RouteObject[] {
  const guard = { session, siteReady: site.ready };
  const pages: RouteObject[] = [
    // Each domain declares its own pages; the app only assembles them.
    ...studioRoutes({ environment, site }),
    ...accountRoutes({ environment, site, session, accountPagePlan }),
    ...paymentRoutes({ environment, site, session }),
    ...liveRoutes({ environment, site, session }),
    ...libraryRoutes({
      environment,
      site,
      session,
      accountPagePlan,
      dashboardShortcuts: DASHBOARD_SHORTCUTS,
    }),
    ...workoutsRoutes({ environment }),
    ...socialRoutes({ environment }),
    ...progressRoutes({ environment }),
    ...siteRoutes(),
    ...infoRoutes({ session }),
    ...UPCOMING_ROUTES.map(({ path, feature, flags }) => ({
      path,
      ...(flags ? { loader: guardedLoader(guard, flags) } : {}),
      element: <NotFoundPage comingSoon={feature} />,
    })),
  ];
  return [
    {
      id: 'root',
      element: <AppShell session={session} />,
      // The site is not known yet: a studio's own site must not be announced as the platform's.
      hydrateFallbackElement: <ShellSkeleton />,
      errorElement: <AppErrorPage />,
      // The shell renders once the site (mode and brand) is known.
      loader: async (): Promise<AppShellData> => {
        await site.ready;
        return { siteRef: site.queryRef };
      },
      // The site never changes while the app runs.
      shouldRevalidate: () => false,
      children: [
        {
          // Page errors render inside the header and footer.
          errorElement: <RouteErrorPage />,
          children: [
            ...pages.filter((route) => !inMemberArea(route)),
            // /newplatform/*: the domains' member pages inside the member shell.
            memberAreaRoute(guard, pages.filter(inMemberArea)),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
