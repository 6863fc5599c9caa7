import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { ProfilePage, profilePageLoader } from './ProfilePage';
import { ProgressPage, progressPageLoader } from './ProgressPage';

interface ProgressRouteContext {
  environment: IEnvironment;
}

/** The member's fitness profile and progress, inside the member area (signed-in members). */
export function progressRoutes({ environment }: ProgressRouteContext): RouteObject[] {
  return [
    { path: 'newplatform/profile', loader: profilePageLoader(environment), element: <ProfilePage /> },
    { path: 'newplatform/progress', loader: progressPageLoader(environment), element: <ProgressPage /> },
  ];
}
