import type { RouteObject } from 'react-router-dom';
import { guardedLoader } from '../accounts/access/guard';
import type { AccessFlags } from '../accounts/access/redirects';
import { ACCOUNT_PATH } from '../accounts/access/redirects';
import type { AccountPagePlan } from '../accounts/AccountPage';
import { accountRoutes } from '../accounts/routes';
import { infoRoutes } from '../info/routes';
import type { DashboardShortcut } from '../library/DashboardPage';
import { libraryRoutes } from '../library/routes';
import { MY_CLASSES_PATH, MY_CLASSES_TITLE } from '../live/paths';
import { liveRoutes } from '../live/routes';
import { paymentRoutes } from '../payments/routes';
import { progressRoutes } from '../progress/routes';
import { siteRoutes } from '../site/routes';
import { socialRoutes } from '../social/routes';
import { workoutsRoutes } from '../workouts/routes';
import { inMemberArea, memberAreaRoute } from './member/routes';
import { ACCOUNT_SETTINGS_TITLE, LIVE_SCHEDULE_PATH, LIVE_SCHEDULE_TITLE } from './memberNavigation';
import { NotFoundPage } from './NotFoundPage';
import type { AppRouteContext } from './shellRoutes';

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

/**
 * Every page but the studio pages (those come with the app's entry): each domain declares its
 * own pages, this only assembles them. Adding a domain adds one line here.
 */
export function pageRoutes({ environment, site, session }: AppRouteContext): RouteObject[] {
  const guard = { session, siteReady: site.ready };
  const pages: RouteObject[] = [
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
    ...pages.filter((route) => !inMemberArea(route)),
    // /newplatform/*: the domains' member pages inside the member shell.
    memberAreaRoute(guard, pages.filter(inMemberArea)),
  ];
}
