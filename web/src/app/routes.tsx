import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { SitePreload } from '../site/SiteQuery';
import { homeRouteLoader, HomeRoute } from '../studios/landing/HomeRoute';
import { StudioRoute, studioRouteLoader } from '../studios/StudioRoute';
import { StudiosPage, studiosPageLoader } from '../studios/StudiosPage';
import type { AppShellData } from './AppShell';
import { AppShell } from './AppShell';
import { AppErrorPage, RouteErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { FullPageSpinner } from './Spinner';

/**
 * Routes of the spec's route tables (general and white-label) that this build
 * does not offer yet. Each is declared so that it shows a 'coming soon' note
 * rather than the plain unknown-address page, and is replaced as it is built.
 */
export const UPCOMING_ROUTES: ReadonlyArray<{ path: string; feature: string }> = [
  { path: 'signup', feature: 'Sign-up' },
  { path: 'signup/daypass', feature: 'Day-pass sign-up' },
  { path: 'signup/daypass/:studioShortName', feature: 'Day-pass sign-up' },
  { path: 'signup/gympass', feature: 'Gym-benefit sign-up' },
  { path: 'signup/:studioShortName', feature: 'Studio sign-up' },
  { path: 'login', feature: 'Log-in' },
  { path: 'login/daypass', feature: 'Log-in' },
  { path: 'login/daypass/:studioShortName', feature: 'Log-in' },
  { path: 'login/:studioShortName', feature: 'Log-in' },
  { path: 'logout', feature: 'Log-out' },
  { path: 'logout/:studio', feature: 'Log-out' },
  { path: 'specials/:promoName', feature: 'This offer' },
  { path: 'newspecials/:promoName', feature: 'This offer' },
  { path: 'daypass', feature: 'The day pass' },
  { path: 'daypass/:studioShortName', feature: 'The day pass' },
  { path: 'payment', feature: 'Payment' },
  { path: 'checkout', feature: 'Checkout' },
  { path: 'checkout/:studioShortName', feature: 'Checkout' },
  { path: 'subscription', feature: 'Plan selection' },
  { path: 'cancel', feature: 'Cancelling a subscription' },
  { path: 'forgot-password', feature: 'Password reset' },
  { path: 'account/*', feature: 'Your account' },
  { path: 'confirmation', feature: 'Subscription confirmation' },
  { path: 'terms', feature: 'Our terms' },
  { path: 'privacypolicy', feature: 'Our privacy policy' },
  { path: 'contact', feature: 'The contact page' },
  { path: 'faq', feature: 'The FAQ' },
  { path: 'how-it-works', feature: 'How it Works' },
  { path: 'how-to-connect', feature: 'How to Connect' },
  { path: 'compatibledevices', feature: 'Compatible Devices' },
  { path: 'programs', feature: 'Programs' },
  { path: 'liveschedule', feature: 'The Live Schedule' },
  { path: 'live', feature: 'Live classes' },
  { path: 'explorestudio', feature: 'Explore Our Studios' },
  { path: 'newplatform/*', feature: 'The member area' },
  { path: 'iframe-sandbox', feature: 'This test page' },
  { path: 'test', feature: 'This test page' },
];

export interface AppRouteContext {
  environment: IEnvironment;
  /** The site query, started at boot. */
  site: SitePreload;
}

/** The app's routes for `createBrowserRouter` (or a memory router in tests). */
export function buildRoutes({ environment, site }: AppRouteContext): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
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
            { path: 'studios/:studioName', loader: studioRouteLoader(environment), element: <StudioRoute /> },
            ...UPCOMING_ROUTES.map(({ path, feature }) => ({
              path,
              element: <NotFoundPage comingSoon={feature} />,
            })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
