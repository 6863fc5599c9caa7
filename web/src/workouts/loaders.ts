// The calendar page's loader, apart from the page so the route starts its query while the page's
// code is still on its way (the page keeps the query's text; the artifact is the same object).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery } from '../relay/routeQuery';
import type { CalendarPageQuery as CalendarPageQueryType } from './__generated__/CalendarPageQuery.graphql';
import CalendarPageQuery from './__generated__/CalendarPageQuery$parameters';
import { monthRange, parseMonthKey, shownMonth, type CalendarMonth } from './calendarDays';
import { MONTH_PARAM } from './paths';

export interface CalendarPageData {
  queryRef: PreloadedQuery<CalendarPageQueryType>;
}

/** The month the address asks for (`?month=2026-12`), within the calendar's range. */
export function askedMonth(search: URLSearchParams, today: Date): CalendarMonth {
  return shownMonth(parseMonthKey(search.get(MONTH_PARAM)), today);
}

/** /newplatform/items/calendar: the month the address names, its query started with the page's code. */
export function calendarPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ request }): CalendarPageData => {
    const month = askedMonth(new URL(request.url).searchParams, new Date());
    return {
      queryRef: preloadRouteQuery<CalendarPageQueryType>(environment, CalendarPageQuery, monthRange(month)),
    };
  };
}

/** Only arriving at the page runs the loader; another month is loaded by the page, the old one kept on screen meanwhile. */
export const calendarShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
