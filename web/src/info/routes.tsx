import { data, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { Session } from '../accounts/session/session';
import { CompatibleDevicesPage } from './CompatibleDevicesPage';
import { FaqPage } from './FaqPage';
import { HowItWorksPage } from './HowItWorksPage';
import { HowToConnectPage } from './HowToConnectPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { ProgramsPage } from './ProgramsPage';
import { TermsPage } from './TermsPage';

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
    { path: 'how-it-works', element: <HowItWorksPage /> },
    { path: 'how-to-connect', element: <HowToConnectPage /> },
    { path: 'compatibledevices', element: <CompatibleDevicesPage /> },
    { path: 'programs', element: <ProgramsPage /> },
    { path: 'faq', element: <FaqPage /> },
    { path: 'terms', element: <TermsPage /> },
    { path: 'privacypolicy', element: <PrivacyPolicyPage /> },
    {
      path: 'iframe-sandbox',
      loader: staff,
      lazy: async () => ({ Component: (await import('./IframeSandboxPage')).IframeSandboxPage }),
    },
    { path: 'test', loader: staff, lazy: async () => ({ Component: (await import('./TestPage')).TestPage }) },
  ];
}
