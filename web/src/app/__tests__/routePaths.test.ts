import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { startSession } from '../../accounts/session/session';
import { preloadSite } from '../../site/SiteQuery';
import { routePatterns } from '../routePaths';
import { buildRoutes } from '../routes';

// The list the server reads to answer an unknown address 404 (copied into the build). It is
// checked here against the route tree; `npm run routes -w web` rewrites it.
// Tests run from the web package (its vitest root).
const ROUTE_PATHS_FILE = join(process.cwd(), 'route-paths.json');

function appPatterns(): string[] {
  const environment = createMockEnvironment();
  return routePatterns(
    buildRoutes({
      environment,
      site: preloadSite(environment, 'localhost'),
      session: startSession(environment, 'localhost'),
    }),
  );
}

describe('the route list the server answers 200 for', () => {
  it('holds every page of the route tree and nothing else', () => {
    const patterns = appPatterns();
    if (process.env['UPDATE_ROUTE_PATHS'] === '1') {
      writeFileSync(ROUTE_PATHS_FILE, `${JSON.stringify(patterns, null, 2)}\n`);
    }
    const committed = JSON.parse(readFileSync(ROUTE_PATHS_FILE, 'utf8')) as string[];
    expect(committed, 'web/route-paths.json is stale: run npm run routes -w web').toEqual(patterns);
  });

  it('names the pages a member reaches, and not the catch-all', () => {
    const patterns = appPatterns();
    expect(patterns).toEqual(
      expect.arrayContaining(['/', '/liveschedule', '/login', '/studios/:studioName']),
    );
    expect(patterns).not.toContain('*');
    expect(patterns).not.toContain('/*');
  });

  it('joins nested paths, index routes and pathless layouts', () => {
    expect(
      routePatterns([
        {
          children: [
            { index: true },
            { path: 'a', children: [{ index: true }, { path: 'b/:id' }] },
            { path: 'c/*' },
            { path: '*' },
          ],
        },
      ]),
    ).toEqual(['/', '/a', '/a/b/:id', '/c/*']);
  });
});
