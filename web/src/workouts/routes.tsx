import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { pageCode, withPageCode } from '../relay/pageCode';
import { calendarPageLoader, calendarShouldRevalidate } from './loaders';

// The page's code comes with its route (started by the loader, beside the query).
const calendarPage = pageCode(() => import('./CalendarPage').then((m) => m.CalendarPage));

interface WorkoutsRouteContext {
  environment: IEnvironment;
}

/**
 * The member's calendar, inside the member area (which asks for a signed-in member): every
 * member has one, whatever their plan (a booked live class lands there too).
 */
export function workoutsRoutes({ environment }: WorkoutsRouteContext): RouteObject[] {
  return [
    {
      path: 'newplatform/items/calendar',
      loader: withPageCode(calendarPage, calendarPageLoader(environment)),
      shouldRevalidate: calendarShouldRevalidate,
      element: <calendarPage.Page />,
    },
  ];
}
