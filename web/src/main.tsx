import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { buildRoutes } from './app/routes';
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
const router = createBrowserRouter(buildRoutes({ environment, site, session }));

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
