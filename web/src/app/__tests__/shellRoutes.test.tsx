// The route table the app starts with, and the rest added on the way (shellRoutes.tsx).
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../accounts/session/session';
import { preloadSite } from '../../site/SiteQuery';
import { buildRoutes } from '../routes';
import { discoverPageRoutes, entryRoutes, PAGES_ROUTE_ID } from '../shellRoutes';

function context() {
  const environment = createMockEnvironment();
  return {
    environment,
    site: preloadSite(environment, 'localhost'),
    session: startSession(environment, 'localhost'),
  };
}

/** The leaf route's path an address lands on in `routes` ('(index)' for the landing page). */
function leafPath(routes: RouteObject[], address: string): string | undefined {
  const matches = matchRoutes(routes, address);
  const leaf = matches?.[matches.length - 1]?.route;
  return leaf?.index ? '(index)' : leaf?.path;
}

/** What React Router hands the discovery for an address of the entry's table. */
function ask(address: string) {
  const matches = (matchRoutes(entryRoutes(context()), address) ??
    []) as unknown as Parameters<PatchRoutesOnNavigationFunction>[0]['matches'];
  const patches: Array<{ routeId: string | null; children: RouteObject[] }> = [];
  const controller = new AbortController();
  return {
    controller,
    patches,
    args: {
      path: address,
      matches,
      signal: controller.signal,
      fetcherKey: undefined,
      patch: (routeId: string | null, children: RouteObject[]) => patches.push({ routeId, children }),
    },
  };
}

describe('the routes the app starts with', () => {
  it('hold the studio pages and page-not-found, not the other domains', () => {
    const routes = entryRoutes(context());
    expect(leafPath(routes, '/')).toBe('(index)');
    expect(leafPath(routes, '/studios/yoga-house')).toBe('studios/:studioName');
    expect(leafPath(routes, '/liveschedule')).toBe('*');
    expect(leafPath(routes, '/newplatform/calendar')).toBe('*');
  });

  it('and the rest, added, make the whole table', () => {
    const routes = buildRoutes(context());
    expect(leafPath(routes, '/liveschedule')).toBe('liveschedule');
    expect(leafPath(routes, '/studios/yoga-house')).toBe('studios/:studioName');
    expect(leafPath(routes, '/no-such-page')).toBe('*');
  });
});

describe('adding the rest of the route table', () => {
  it('adds every other page under the shell the first time an address needs them, and only once', async () => {
    const discover = discoverPageRoutes(context());
    const first = ask('/liveschedule');
    await discover(first.args);
    expect(first.patches).toHaveLength(1);
    expect(first.patches[0]!.routeId).toBe(PAGES_ROUTE_ID);
    const paths = first.patches[0]!.children.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining(['liveschedule', 'login', 'newplatform']));

    const again = ask('/login');
    await discover(again.args);
    expect(again.patches).toHaveLength(0);
  });

  it('leaves a studio page alone: it never waits for the rest', async () => {
    const discover = discoverPageRoutes(context());
    const studio = ask('/studios/yoga-house');
    await discover(studio.args);
    expect(studio.patches).toHaveLength(0);
    // Later, an address that needs them still gets them.
    const schedule = ask('/liveschedule');
    await discover(schedule.args);
    expect(schedule.patches).toHaveLength(1);
  });

  it('adds them when the best match is a layout with no page under it', async () => {
    const discover = discoverPageRoutes(context());
    const layoutOnly = ask('/liveschedule');
    layoutOnly.args.matches = layoutOnly.args.matches.slice(0, -1);
    expect(layoutOnly.args.matches.at(-1)?.route.path).toBeUndefined();
    await discover(layoutOnly.args);
    expect(layoutOnly.patches).toHaveLength(1);
  });

  it('adds them on the next navigation when this one was abandoned', async () => {
    const discover = discoverPageRoutes(context());
    const abandoned = ask('/liveschedule');
    const pending = discover(abandoned.args);
    abandoned.controller.abort();
    await pending;
    expect(abandoned.patches).toHaveLength(0);
    const next = ask('/liveschedule');
    await discover(next.args);
    expect(next.patches).toHaveLength(1);
  });
});
