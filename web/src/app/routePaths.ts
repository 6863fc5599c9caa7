import type { RouteObject } from 'react-router-dom';

/**
 * Every address pattern the app's route tree answers, as the server needs them to tell a page
 * from an unknown address (which it answers 404, still with the app, which shows its not-found
 * page). Index routes add their parent's path; the top-level catch-all is left out, since it is
 * exactly the unknown address.
 */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  const patterns = new Set<string>();
  for (const route of routes) {
    const path = route.path === undefined ? parent : joinPath(parent, route.path);
    const isCatchAll = parent === '' && route.path === '*';
    if ((route.index || (route.path !== undefined && !route.children?.length)) && !isCatchAll) {
      patterns.add(path === '' ? '/' : path);
    }
    for (const child of routePatterns(route.children ?? [], path)) patterns.add(child);
  }
  return [...patterns].sort();
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  const joined = `${parent.replace(/\/+$/, '')}/${path}`.replace(/\/+$/, '');
  return joined === '' ? '/' : joined;
}
