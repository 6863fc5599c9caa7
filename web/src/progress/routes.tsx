import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { pageCode, withPageCode } from '../relay/pageCode';
import { profilePageLoader, progressPageLoader, progressShouldRevalidate } from './loaders';

// Each page's code comes with its route (started by the loader, beside the query).
const profilePage = pageCode(() => import('./ProfilePage').then((m) => m.ProfilePage));
const progressPage = pageCode(() => import('./ProgressPage').then((m) => m.ProgressPage));

interface ProgressRouteContext {
  environment: IEnvironment;
}

/** The member's fitness profile and progress, inside the member area (signed-in members). */
export function progressRoutes({ environment }: ProgressRouteContext): RouteObject[] {
  return [
    {
      path: 'newplatform/profile',
      loader: withPageCode(profilePage, profilePageLoader(environment)),
      element: <profilePage.Page />,
    },
    {
      path: 'newplatform/progress',
      loader: withPageCode(progressPage, progressPageLoader(environment)),
      shouldRevalidate: progressShouldRevalidate,
      element: <progressPage.Page />,
    },
  ];
}
