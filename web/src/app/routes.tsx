import { Navigate, type RouteObject } from 'react-router-dom';
import { accountPageLoader, AccountPage } from '../accounts/AccountPage';
import { guardedLoader } from '../accounts/access/guard';
import type { AccessFlags } from '../accounts/access/redirects';
import { DashboardPage } from '../accounts/DashboardPage';
import { GymBenefitPage, gymBenefitLoader } from '../accounts/GymBenefitPage';
import { LogInPage } from '../accounts/LogInPage';
import { LogoutRoute } from '../accounts/LogoutRoute';
import { NewSpecialsPage, newSpecialsLoader, SpecialsPage } from '../accounts/PromoPage';
import { ResetPasswordPage } from '../accounts/ResetPasswordPage';
import type { Session } from '../accounts/session/session';
import { SignUpPage } from '../accounts/SignUpPage';
import { infoRoutes } from '../info/routes';
import { liveRoutes } from '../live/routes';
import { paymentRoutes } from '../payments/routes';
import { ContactPage } from '../site/ContactPage';
import type { IEnvironment } from 'relay-runtime';
import type { SitePreload } from '../site/SiteQuery';
import { homeRouteLoader, HomeRoute } from '../studios/landing/HomeRoute';
import { StudioRoute, studioRouteLoader } from '../studios/StudioRoute';
import { ExploreStudiosPage, exploreStudiosPageLoader } from '../studios/explore/ExploreStudiosPage';
import { StudiosPage, studiosPageLoader } from '../studios/StudiosPage';
import type { AppShellData } from './AppShell';
import { AppShell } from './AppShell';
import { AppErrorPage, RouteErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { FullPageSpinner } from '../ui/Spinner';

/**
 * Routes of the spec's route tables (general and white-label) that this build
 * does not offer yet. Each is declared so that it shows a 'coming soon' note
 * rather than the plain unknown-address page, and is replaced as it is built.
 */
export const UPCOMING_ROUTES: ReadonlyArray<{ path: string; feature: string; flags?: AccessFlags }> = [
  // Spec: the member area is for subscribers only.
  { path: 'newplatform/*', feature: 'The member area', flags: { subscriberOnly: true } },
];

export interface AppRouteContext {
  environment: IEnvironment;
  /** The site query, started at boot. */
  site: SitePreload;
  /** The session (the stored token checked at boot); access control reads it. */
  session: Session;
}

/** The app's routes for `createBrowserRouter` (or a memory router in tests). */
export function buildRoutes({ environment, site, session }: AppRouteContext): RouteObject[] {
  const guard = { session, siteReady: site.ready };
  const signUp = (dayPass: boolean): Pick<RouteObject, 'loader' | 'element'> => ({
    loader: guardedLoader(guard, { redirectSubscriber: true }),
    element: <SignUpPage dayPass={dayPass} />,
  });
  const logIn = (dayPass: boolean): Pick<RouteObject, 'element'> => ({ element: <LogInPage dayPass={dayPass} /> });
  const account: Pick<RouteObject, 'loader' | 'element'> = {
    loader: guardedLoader(guard, { loginRequired: true }, accountPageLoader(environment, session.host)),
    element: <AccountPage />,
  };
  return [
    {
      id: 'root',
      element: <AppShell session={session} />,
      hydrateFallbackElement: <FullPageSpinner />,
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
            { index: true, loader: homeRouteLoader(environment, site), element: <HomeRoute /> },
            { path: 'studios', loader: studiosPageLoader(environment), element: <StudiosPage /> },
            { path: 'explorestudio', loader: exploreStudiosPageLoader(environment), element: <ExploreStudiosPage /> },
            { path: 'studios/:studioName', loader: studioRouteLoader(environment), element: <StudioRoute /> },
            { path: 'signup', ...signUp(false) },
            { path: 'signup/:studioShortName', ...signUp(false) },
            { path: 'signup/daypass', ...signUp(true) },
            { path: 'signup/daypass/:studioShortName', ...signUp(true) },
            { path: 'signup/gympass', loader: gymBenefitLoader(session), element: <GymBenefitPage /> },
            { path: 'specials/:promoName', element: <SpecialsPage /> },
            { path: 'newspecials/:promoName', loader: newSpecialsLoader(environment), element: <NewSpecialsPage /> },
            { path: 'login', ...logIn(false) },
            { path: 'login/:studioShortName', ...logIn(false) },
            { path: 'login/daypass', ...logIn(true) },
            { path: 'login/daypass/:studioShortName', ...logIn(true) },
            { path: 'logout', element: <LogoutRoute /> },
            { path: 'logout/:studio', element: <LogoutRoute /> },
            { path: 'forgot-password', element: <ResetPasswordPage /> },
            { path: 'account', ...account },
            // Day-pass purchases land on /account/{date} and /account/{studio}/{date}.
            { path: 'account/*', ...account },
            ...paymentRoutes({ environment, site, session }),
            ...liveRoutes({ environment, site, session }),
            {
              path: 'newplatform',
              loader: guardedLoader(guard, { subscriberOnly: true }),
              element: <Navigate to="/newplatform/dashboard" replace />,
            },
            {
              path: 'newplatform/dashboard',
              loader: guardedLoader(guard, { subscriberOnly: true }),
              element: <DashboardPage />,
            },
            { path: 'contact', element: <ContactPage /> },
            ...infoRoutes(),
            ...UPCOMING_ROUTES.map(({ path, feature, flags }) => ({
              path,
              ...(flags ? { loader: guardedLoader(guard, flags) } : {}),
              element: <NotFoundPage comingSoon={feature} />,
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
