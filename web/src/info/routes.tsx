import type { RouteObject } from 'react-router-dom';
import { CompatibleDevicesPage } from './CompatibleDevicesPage';
import { FaqPage } from './FaqPage';
import { HowItWorksPage } from './HowItWorksPage';
import { HowToConnectPage } from './HowToConnectPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { ProgramsPage } from './ProgramsPage';
import { TermsPage } from './TermsPage';

/** The internal test pages' paths (spec: /iframe-sandbox and /test). */
export const TEST_PAGE_PATHS = ['iframe-sandbox', 'test'] as const;

/**
 * The public information pages, the same on the general and the
 * white-label site. The internal test pages exist only in development builds:
 * in a production build `import.meta.env.DEV` is the constant false, so their
 * chunks are not even emitted, and the addresses show 'Page not found'.
 */
export function infoRoutes(): RouteObject[] {
  const routes: RouteObject[] = [
    { path: 'how-it-works', element: <HowItWorksPage /> },
    { path: 'how-to-connect', element: <HowToConnectPage /> },
    { path: 'compatibledevices', element: <CompatibleDevicesPage /> },
    { path: 'programs', element: <ProgramsPage /> },
    { path: 'faq', element: <FaqPage /> },
    { path: 'terms', element: <TermsPage /> },
    { path: 'privacypolicy', element: <PrivacyPolicyPage /> },
  ];
  if (import.meta.env.DEV) {
    routes.push(
      { path: 'iframe-sandbox', lazy: async () => ({ Component: (await import('./IframeSandboxPage')).IframeSandboxPage }) },
      { path: 'test', lazy: async () => ({ Component: (await import('./TestPage')).TestPage }) },
    );
  }
  return routes;
}
