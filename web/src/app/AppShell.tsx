import { Suspense } from 'react';
import type { PreloadedQuery } from 'react-relay';
import { Outlet, useLoaderData, useLocation } from 'react-router-dom';
import type { Session } from '../accounts/session/session';
import { SessionProvider } from '../accounts/session/SessionContext';
import { useRouteQuery } from '../relay/routeQuery';
import { Footer } from '../site/Footer';
import { Header } from './Header';
import { SiteProvider } from '../site/SiteContext';
import { SiteQuery } from '../site/SiteQuery';
import type { SiteQuery as SiteQueryType } from '../site/__generated__/SiteQuery.graphql';
import { OfflineNotice } from './offline/OfflineNotice';
import { ScrollToTop } from './ScrollToTop';
import { PageSpinner } from '../ui/Spinner';
import { useFirstPaintHandOff } from '../ui/firstPaint';

export interface AppShellData {
  siteRef: PreloadedQuery<SiteQueryType>;
}

/** The page frame: brand, session, header, the routed page and the footer. */
export function AppShell({ session }: { session: Session }) {
  const { siteRef } = useLoaderData() as AppShellData;
  const data = useRouteQuery<SiteQueryType>(SiteQuery, siteRef);
  const { pathname } = useLocation();
  return (
    <SiteProvider site={data.site}>
      <SessionProvider session={session}>
        <ScrollToTop />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header site={data.site} query={data} />
        <OfflineNotice />
        <main id="main" className="site-main" tabIndex={-1}>
          {/* Keyed by path: a new page shows the spinner while it suspends,
              instead of React holding the previous page on screen. */}
          <Suspense key={pathname} fallback={<PageSpinner />}>
            <Outlet />
            <FirstPaintHandOff />
          </Suspense>
        </main>
        <Footer site={data.site} />
      </SessionProvider>
    </SiteProvider>
  );
}

/** Mounted with the page (inside its Suspense): the server's first screen gives way to it. */
function FirstPaintHandOff() {
  useFirstPaintHandOff();
  return null;
}
