// The live pages' loaders, apart from the pages so a route starts its query while its page's code
// is still on its way (the pages keep the queries' text; the artifacts are the same objects).
import { fetchQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery } from '../relay/routeQuery';
import LiveClassPageAccessQuery, {
  type LiveClassPageAccessQuery as AccessQueryType,
} from './__generated__/LiveClassPageAccessQuery.graphql';
import type { LiveClassPageQuery as LiveClassPageQueryType } from './__generated__/LiveClassPageQuery.graphql';
import LiveClassPageQuery from './__generated__/LiveClassPageQuery$parameters';
import type { LivePageQuery as LivePageQueryType } from './__generated__/LivePageQuery.graphql';
import LivePageQuery from './__generated__/LivePageQuery$parameters';
import type {
  ScheduleDayListQuery as ScheduleDayListQueryType,
  ScheduleDayListQuery$variables,
} from './__generated__/ScheduleDayListQuery.graphql';
import ScheduleDayListQuery from './__generated__/ScheduleDayListQuery$parameters';
import type { UpcomingLiveClassesPageQuery as UpcomingQueryType } from './__generated__/UpcomingLiveClassesPageQuery.graphql';
import UpcomingLiveClassesPageQuery from './__generated__/UpcomingLiveClassesPageQuery$parameters';
import { addDays, parseDayKey, startOfDay, startOfWeek } from './time';

/**
 * The week query's variables: the viewer's local Monday 00:00 to the next Monday, as UTC instants,
 * of the site at `host` (the graph picks a white-label site's studio from it).
 */
export function weekVariables(day: Date, host: string): ScheduleDayListQuery$variables {
  const monday = startOfWeek(day);
  return { from: monday.toISOString(), to: addDays(monday, 7).toISOString(), host };
}

/** The chosen day's place in the address (`/liveschedule?date=2026-11-27`): Back returns to the day before, a day can be shared. */
export const SCHEDULE_DATE_PARAM = 'date';

/** The day an address asks for: today when it names none, names no real day, or a day already gone. */
export function scheduleDayOf(search: URLSearchParams, today: Date): Date {
  const day = parseDayKey(search.get(SCHEDULE_DATE_PARAM));
  return day === null || day < today ? today : day;
}

/** Only the page's own address changes the loader's week; a new day is loaded by the page. */
export const liveScheduleShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

export interface LiveScheduleLoaderData {
  queryRef: PreloadedQuery<ScheduleDayListQueryType>;
  /** The site's host, which the week queries name the schedule by. */
  host: string;
}

/**
 * /liveschedule: this week's classes (a white-label site's: that studio's whole schedule). Started
 * at once, beside the site's own query: the graph finds the site's studio from the host.
 */
export function liveScheduleLoader(environment: IEnvironment, host: string): LoaderFunction {
  return ({ request }): LiveScheduleLoaderData => {
    const day = scheduleDayOf(new URL(request.url).searchParams, startOfDay(new Date()));
    return {
      queryRef: preloadRouteQuery<ScheduleDayListQueryType>(
        environment,
        ScheduleDayListQuery,
        weekVariables(day, host),
      ),
      host,
    };
  };
}

/** /live: today's classes (local midnight to midnight) of the site at `host`, to pick the one on now or next. */
export function livePageLoader(environment: IEnvironment, host: string): LoaderFunction {
  return () => {
    const today = startOfDay(new Date());
    return preloadRouteQuery<LivePageQueryType>(environment, LivePageQuery, {
      from: today.toISOString(),
      to: addDays(today, 1).toISOString(),
      host,
    });
  };
}

/**
 * Whether a member without a subscription may stay on a class's page: they bought the class, or may
 * book it free (staff, the studio's instructors), or there is no such class (the page says so).
 * Anyone else is on their way to paying. A failed check lets the page load and explain itself.
 */
export async function mayOpenWithoutSubscription(
  environment: IEnvironment,
  id: string,
  host: string,
): Promise<boolean> {
  try {
    const data = await fetchQuery<AccessQueryType>(environment, LiveClassPageAccessQuery, {
      id,
      host,
    }).toPromise();
    if (!data?.liveClass) return true;
    return data.liveClass.viewerBooking != null || data.viewer?.canBookLiveClassesFree === true;
  } catch {
    return true;
  }
}

/** Starts the class's query (the numeric id from the URL; navigation state is not needed). */
export function liveClassPageLoader(environment: IEnvironment, host: string): LoaderFunction {
  return ({ params }) =>
    preloadRouteQuery<LiveClassPageQueryType>(environment, LiveClassPageQuery, {
      id: params.liveClassId ?? '',
      host,
    });
}

export function upcomingLiveClassesLoader(environment: IEnvironment): LoaderFunction {
  return () => preloadRouteQuery<UpcomingQueryType>(environment, UpcomingLiveClassesPageQuery, {});
}
