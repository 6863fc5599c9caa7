import { data, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { Session } from '../accounts/session/session';
import { pageCode, withPageCode, type PageCode } from '../relay/pageCode';

// Each page's code comes with its route.
const INFO_PAGES: ReadonlyArray<{ path: string; code: PageCode }> = [
  { path: 'how-it-works', code: pageCode(() => import('./HowItWorksPage').then((m) => m.HowItWorksPage)) },
  {
    path: 'how-to-connect',
    code: pageCode(() => import('./HowToConnectPage').then((m) => m.HowToConnectPage)),
  },
  {
    path: 'compatibledevices',
    code: pageCode(() => import('./CompatibleDevicesPage').then((m) => m.CompatibleDevicesPage)),
  },
  { path: 'programs', code: pageCode(() => import('./ProgramsPage').then((m) => m.ProgramsPage)) },
  { path: 'faq', code: pageCode(() => import('./FaqPage').then((m) => m.FaqPage)) },
  { path: 'terms', code: pageCode(() => import('./TermsPage').then((m) => m.TermsPage)) },
  {
    path: 'privacypolicy',
    code: pageCode(() => import('./PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage)),
  },
];

/** The internal test pages' paths: /iframe-sandbox and /test. */
export const TEST_PAGE_PATHS = ['iframe-sandbox', 'test'] as const;

/**
 * The internal test pages are for the team: open to anyone in a development build, and in a
 * production build only to internal (staff) accounts. Everyone else meets 'Page not found', as if
 * the address did not exist.
 */
function staffOnly(session: Session): LoaderFunction {
  return async () => {
    if (import.meta.env.DEV) return null;
    const { user } = await session.ready();
    if (user?.userType !== 'INTERNAL') throw data('Not Found', { status: 404 });
    return null;
  };
}

/** The public information pages, the same on the general and the white-label site, and the test pages. */
export function infoRoutes({ session }: { session: Session }): RouteObject[] {
  const staff = staffOnly(session);
  return [
    ...INFO_PAGES.map(({ path, code }) => ({ path, loader: withPageCode(code), element: <code.Page /> })),
    {
      path: 'iframe-sandbox',
      loader: staff,
      lazy: async () => ({ Component: (await import('./IframeSandboxPage')).IframeSandboxPage }),
    },
    { path: 'test', loader: staff, lazy: async () => ({ Component: (await import('./TestPage')).TestPage }) },
  ];
}
