import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AppRoot } from './app/AppRoot';
import { buildRoutes } from './app/routes';
import { checkBuildVersion } from './app/versionCheck';
import { createRelayEnvironment } from './relay/environment';
import { preloadSite } from './site/SiteQuery';
import './styles/global.css';

const environment = createRelayEnvironment();
// The site (general or white-label, and its brand) is needed by every page: start at once.
const site = preloadSite(environment);
const router = createBrowserRouter(buildRoutes({ environment, site }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppRoot environment={environment} router={router} />
  </StrictMode>,
);

void checkBuildVersion();
