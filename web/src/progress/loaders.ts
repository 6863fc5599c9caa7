// The profile and progress pages' loaders, apart from the pages so each route starts its query
// while the page's code is still on its way (the page keeps the query's text; the artifact is the
// same object).
import type { PreloadedQuery } from 'react-relay';
import type { LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery } from '../relay/routeQuery';
import type { ProfilePageQuery as ProfilePageQueryType } from './__generated__/ProfilePageQuery.graphql';
import ProfilePageQuery from './__generated__/ProfilePageQuery$parameters';
import type { ProgressPageQuery as ProgressPageQueryType } from './__generated__/ProgressPageQuery.graphql';
import ProgressPageQuery from './__generated__/ProgressPageQuery$parameters';
import { MONTH_PARAM } from './paths';
import type { ShouldRevalidateFunction } from 'react-router-dom';
import { monthKey, monthOf, type ProgressMonth } from './progressMonth';

export interface ProfilePageData {
  queryRef: PreloadedQuery<ProfilePageQueryType>;
}

/** /newplatform/profile: the profile's query starts with the page's code. */
export function profilePageLoader(environment: IEnvironment): LoaderFunction {
  return (): ProfilePageData => ({
    queryRef: preloadRouteQuery<ProfilePageQueryType>(environment, ProfilePageQuery, {}),
  });
}

export interface ProgressPageData {
  queryRef: PreloadedQuery<ProgressPageQueryType>;
}

/** The chart's code (chart.js with it): fetched only for the progress page, started by its loader. */
export const loadCaloriesChart = () => import('./CaloriesChart');

/** The time zone this device reads in: each workout counts on its day there. */
function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The progress query's variables for a month, in this device's time zone. */
export function progressVariables(month: ProgressMonth): { month: string; timeZone: string } {
  return { month: monthKey(month), timeZone: deviceTimeZone() };
}

/** Another month is loaded by the page itself (the one shown stays until it arrives). */
export const progressShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/** /newplatform/progress?month=2026-11: the month's query, the page's code and the chart's start together. */
export function progressPageLoader(environment: IEnvironment): LoaderFunction {
  return ({ request }): ProgressPageData => {
    const month = monthOf(new URL(request.url).searchParams.get(MONTH_PARAM));
    void loadCaloriesChart().catch(() => undefined);
    return {
      queryRef: preloadRouteQuery<ProgressPageQueryType>(
        environment,
        ProgressPageQuery,
        progressVariables(month),
      ),
    };
  };
}
