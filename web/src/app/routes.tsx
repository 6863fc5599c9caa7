import type { RouteObject } from 'react-router-dom';
import { studioRoutes } from '../studios/routes';
import { pageRoutes } from './pageRoutes';
import { shellRoutes, type AppRouteContext } from './shellRoutes';

export { UPCOMING_ROUTES } from './pageRoutes';
export type { AppRouteContext } from './shellRoutes';

/**
 * The whole route table at once, for the checks that read it (the route list the server answers
 * 200 for, the spec's routes). The app itself starts from `entryRoutes` and adds the rest with
 * `discoverPageRoutes` (shellRoutes.tsx): the same routes, under the same shell.
 */
export function buildRoutes(context: AppRouteContext): RouteObject[] {
  return shellRoutes(context, [...studioRoutes(context), ...pageRoutes(context)]);
}
