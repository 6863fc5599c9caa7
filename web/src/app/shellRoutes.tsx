import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { Session } from '../accounts/session/session';
import { trackCode } from '../relay/pageCode';
import type { SitePreload } from '../site/SiteQuery';
import { studioRoutes } from '../studios/routes';
import type { AppShellData } from './AppShell';
import { AppShell } from './AppShell';
import { AppErrorPage, RouteErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';
import { ShellSkeleton } from './ShellSkeleton';

export interface AppRouteContext {
  environment: IEnvironment;
  /** The site query, started at boot. */
  site: SitePreload;
  /** The session (the stored token checked at boot); access control reads it. */
  session: Session;
}

/** The route every page hangs under (inside the shell, with the page error boundary). */
export const PAGES_ROUTE_ID = 'pages';

/** The shell around `pages`: header and footer, the site, the error pages and page-not-found. */
export function shellRoutes({ site, session }: AppRouteContext, pages: RouteObject[]): RouteObject[] {
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
          id: PAGES_ROUTE_ID,
          // Page errors render inside the header and footer.
          errorElement: <RouteErrorPage />,
          children: [...pages, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
}

/**
 * The routes the app starts with: the shell and the studio pages (the landing page, a studio's
 * own site). Every other domain's routes arrive with `discoverPageRoutes`, so the landing page
 * does not download the whole route table (its loaders, access rules and date helpers).
 */
export function entryRoutes(context: AppRouteContext): RouteObject[] {
  return shellRoutes(context, studioRoutes(context));
}

let pageRoutesModule: Promise<typeof import('./pageRoutes')> | null = null;

/** The rest of the route table's code: fetched once (again after a failed fetch). */
export function loadPageRoutes(): Promise<typeof import('./pageRoutes')> {
  pageRoutesModule ??= trackCode(
    import('./pageRoutes').catch((error: unknown) => {
      pageRoutesModule = null;
      throw error;
    }),
  );
  return pageRoutesModule;
}

/**
 * React Router asks this whenever an address matches only page-not-found (or a route with a
 * parameter, where a more specific page might exist): the first time an address is not a studio
 * page, the other domains' routes are fetched and added under the shell, then the address is
 * matched again. A studio page never waits for them.
 */
export function discoverPageRoutes(context: AppRouteContext): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ matches, patch, signal }) => {
    if (added) return;
    // A page of the entry's own (a studio's) answers the address; anything else (page-not-found,
    // a layout without a page under it, no match at all) may be a page of the rest.
    const leaf = matches[matches.length - 1]?.route;
    if (leaf?.path !== undefined && leaf.path !== '*') return;
    const { pageRoutes } = await loadPageRoutes();
    // Another navigation added them meanwhile, or this one was abandoned (React Router then
    // ignores the patch: the next navigation adds them).
    if (added || signal.aborted) return;
    patch(PAGES_ROUTE_ID, pageRoutes(context));
    added = true;
  };
}
