import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { discoverPageRoutes, entryRoutes, loadPageRoutes } from './app/shellRoutes';
import { registerServiceWorker } from './app/offline/registerServiceWorker';
import { startVersionCheck } from './app/versionCheck';
import { createRelayEnvironment } from './relay/environment';
import { currentHost, preloadSite } from './site/SiteQuery';
import { startSession } from './accounts/session/session';
import './styles/global.css';

const environment = createRelayEnvironment();
// The site (general or white-label, and its brand) is needed by every page: start at once.
const site = preloadSite(environment);
// The stored token (if any) is checked alongside: protected routes wait for it.
const session = startSession(environment, currentHost());
const context = { environment, site, session };
const router = createBrowserRouter(entryRoutes(context), {
  patchRoutesOnNavigation: discoverPageRoutes(context),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppRoot environment={environment} router={router} />
  </StrictMode>,
);

// Compare the build with the served one (now and when the tab comes back), and
// register the offline service worker on non-local hosts.
startVersionCheck();
registerServiceWorker();
// The rest of the route table, once the page is drawn and the browser is idle: the first tap on
// a link to another page then waits for nothing but that page.
whenIdle(() => void loadPageRoutes().catch(() => undefined));

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 2000);
}
