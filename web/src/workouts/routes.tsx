import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { CalendarPage, calendarPageLoader, calendarShouldRevalidate } from './CalendarPage';

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
      loader: calendarPageLoader(environment),
      shouldRevalidate: calendarShouldRevalidate,
      element: <CalendarPage />,
    },
  ];
}
