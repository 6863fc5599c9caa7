import { cleanup, screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../accounts/session/session';
import { buildRoutes, UPCOMING_ROUTES } from '../../app/routes';
import { preloadSite } from '../../site/SiteQuery';
import { studioFixture, subscriberFixture, whiteLabelSite } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

/** The general site's route table, one concrete address per row entry. */
const GENERAL_SITE_ROUTES = [
  '/',
  '/studios',
  '/studios/bkpilates',
  '/specials/spring',
  '/newspecials/spring',
  '/signup',
  '/signup/bkpilates',
  '/signup/daypass',
  '/signup/daypass/bkpilates',
  '/signup/gympass',
  '/login',
  '/login/bkpilates',
  '/login/daypass',
  '/login/daypass/bkpilates',
  '/daypass',
  '/daypass/bkpilates',
  '/payment',
  '/checkout/bkpilates',
  '/subscription',
  '/cancel',
  '/forgot-password',
  '/account',
  '/logout',
  '/logout/bkpilates',
  '/terms',
  '/privacypolicy',
  '/contact',
  '/faq',
  '/how-it-works',
  '/how-to-connect',
  '/compatibledevices',
  '/programs',
  '/liveschedule',
  '/live',
  '/explorestudio',
  '/newplatform/',
  '/iframe-sandbox',
  '/test',
];

/** The white-label site's route list. */
const WHITE_LABEL_SITE_ROUTES = [
  '/newplatform/',
  '/contact',
  '/faq',
  '/studios',
  '/',
  '/liveschedule',
  '/specials/spring',
  '/newspecials/spring',
  '/daypass',
  '/signup',
  '/signup/daypass',
  '/signup/gympass',
  '/login',
  '/login/daypass',
  '/checkout',
  '/forgot-password',
  '/subscription',
  '/cancel',
  '/account',
  '/confirmation',
  '/logout',
  '/terms',
  '/privacypolicy',
  '/how-it-works',
  '/programs',
  '/how-to-connect',
  '/compatibledevices',
  '/live',
  '/explorestudio',
  '/test',
];

function routesFor(host: string) {
  const environment = createMockEnvironment();
  return buildRoutes({
    environment,
    site: preloadSite(environment, host),
    session: startSession(environment, host),
  });
}

/** The path of the page route an address lands on ('*' for Page not found). */
function leafPath(routes: ReturnType<typeof routesFor>, address: string): string | undefined {
  const matches = matchRoutes(routes, address);
  const leaf = matches?.[matches.length - 1]?.route;
  return leaf?.index ? '(index)' : leaf?.path;
}

const placeholders = new Set(UPCOMING_ROUTES.map((route) => route.path));

describe.each([
  ['general', 'localhost', GENERAL_SITE_ROUTES],
  ['white-label', 'bkpilates.localhost', WHITE_LABEL_SITE_ROUTES],
])("every route of the spec's %s site table has a page", (_site, host, addresses) => {
  const routes = routesFor(host);
  it.each(addresses)('%s', (address) => {
    const path = leafPath(routes, address);
    expect(path).toBeDefined();
    expect(path).not.toBe('*');
    expect(placeholders.has(path!)).toBe(false);
  });
});

describe('Internal test pages', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('/test shows the build version and the site mode in development', async () => {
    await renderApp('/test');
    // The test pages are lazily loaded chunks.
    expect(await screen.findByRole('heading', { level: 1, name: 'Test page' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByText(__APP_VERSION__)).toBeTruthy();
    expect(within(main).getByText('General')).toBeTruthy();
  });

  it('/test shows the white-label mode on a white-label site', async () => {
    const studio = studioFixture();
    await renderApp('/test', { site: whiteLabelSite(studio), studios: [studio] });
    expect(await screen.findByText('White-label (BK Pilates)')).toBeTruthy();
  });

  it('/iframe-sandbox frames /media/live/1 at 600px in development', async () => {
    await renderApp('/iframe-sandbox');
    const frame = await screen.findByTitle('Live stream test frame');
    expect(frame.getAttribute('src')).toBe('/media/live/1');
    expect(frame.getAttribute('height')).toBe('600');
  });

  it.each(['/test', '/iframe-sandbox'])(
    '%s is Page not found in a production build, for visitors and members',
    async (path) => {
      // Production builds compile import.meta.env.DEV to false.
      vi.stubEnv('DEV', false);
      await renderApp(path);
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByText(/coming soon/)).toBeNull();
      cleanup();
      window.localStorage.clear();
      await renderApp(path, { signedIn: subscriberFixture() });
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    },
  );

  it('/test opens for an internal (staff) account in a production build', async () => {
    vi.stubEnv('DEV', false);
    await renderApp('/test', { signedIn: subscriberFixture({ userType: 'INTERNAL' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Test page' })).toBeTruthy();
  });
});
