import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fetchQuery, useQueryLoader, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { useSession } from '../accounts/session/SessionContext';
import { PageSpinner } from '../ui/Spinner';
import { preloadRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { SitePreload } from '../site/SiteQuery';
import type { BookingFlow_liveClass$key } from './__generated__/BookingFlow_liveClass.graphql';
import type {
  ScheduleDayListQuery,
  ScheduleDayListQuery$variables,
} from './__generated__/ScheduleDayListQuery.graphql';
import { BookingFlow } from './BookingFlow';
import { ScheduleCalendar } from './ScheduleCalendar';
import { LiveScheduleQuery, ScheduleDayList } from './ScheduleDayList';
import { addDays, startOfDay, startOfWeek } from './time';
import { useLiveScheduleChanged } from './useLiveScheduleChanged';
import { useViewerLiveClassBooked } from './useViewerLiveClassBooked';
import './live.css';

/** The schedule page's texts, in the product's exact wording. */
export const SCHEDULE_TITLE = 'Live Class Schedule';
export const SCHEDULE_TEXT = "Ready to sweat? Book a livestream class and we'll add it to your schedule";

/** The week query's variables: the viewer's local Monday 00:00 to the next Monday, as UTC instants. */
export function weekVariables(day: Date, studioId: string | null): ScheduleDayListQuery$variables {
  const monday = startOfWeek(day);
  return { from: monday.toISOString(), to: addDays(monday, 7).toISOString(), studioId };
}

interface LiveScheduleLoaderData {
  queryRef: PreloadedQuery<ScheduleDayListQuery>;
  studioId: string | null;
}

/** /liveschedule: this week's classes (a white-label site's: that studio's whole schedule). */
export function liveScheduleLoader(environment: IEnvironment, site: SitePreload): LoaderFunction {
  return async (): Promise<LiveScheduleLoaderData> => {
    const summary = await site.ready;
    const studioId = summary.mode === 'WHITE_LABEL' ? summary.whiteLabelStudioId : null;
    return {
      queryRef: preloadRouteQuery<ScheduleDayListQuery>(
        environment,
        LiveScheduleQuery,
        weekVariables(new Date(), studioId),
      ),
      studioId,
    };
  };
}

/** The Live Class Schedule page: calendar, the selected day's classes, live updates and the booking flow. */
export function LiveSchedulePage() {
  const { queryRef: initialRef, studioId } = useLoaderData() as LiveScheduleLoaderData;
  usePageMeta({
    section: SCHEDULE_TITLE,
    description: 'Book a livestream class from our partner studios and we will add it to your schedule.',
  });
  const environment = useRelayEnvironment();
  const { user } = useSession();
  const [queryRef, loadWeek] = useQueryLoader<ScheduleDayListQuery>(LiveScheduleQuery, initialRef);
  const [today] = useState(() => startOfDay(new Date()));
  const [selected, setSelected] = useState(today);
  const [booking, setBooking] = useState<{ liveClass: BookingFlow_liveClass$key; attempt: number } | null>(
    null,
  );
  const attempts = useRef(0);
  const startBooking = useCallback((liveClass: BookingFlow_liveClass$key) => {
    attempts.current += 1;
    setBooking({ liveClass, attempt: attempts.current });
  }, []);

  const variables = weekVariables(selected, studioId);
  // The live updates' refetch stays the same function (no new subscription per day picked) and
  // asks for the week last put on screen.
  const variablesRef = useRef(variables);
  useLayoutEffect(() => {
    variablesRef.current = variables;
  });

  const select = (day: Date) => {
    const next = startOfDay(day);
    if (startOfWeek(next).getTime() !== startOfWeek(selected).getTime()) {
      loadWeek(weekVariables(next, studioId), { fetchPolicy: 'store-or-network' });
    }
    setSelected(next);
  };

  // Fetches the week on screen again; the list re-renders from the store, with no suspense.
  const refetchWeek = useCallback(() => {
    fetchQuery<ScheduleDayListQuery>(environment, LiveScheduleQuery, variablesRef.current, {
      fetchPolicy: 'network-only',
    }).subscribe({ error: () => undefined });
  }, [environment]);
  const userId = user?.id ?? null;
  useLiveScheduleChanged(studioId, refetchWeek, userId);

  // A log-in or log-out changes which classes are booked: ask again.
  const previousUser = useRef(userId);
  useEffect(() => {
    if (previousUser.current === userId) return;
    previousUser.current = userId;
    refetchWeek();
  }, [userId, refetchWeek]);

  return (
    <section className="live-schedule" aria-labelledby="live-schedule-heading">
      {user && <ViewerBookingsListener key={user.id} />}
      <header className="live-schedule__header">
        <h1 id="live-schedule-heading">{SCHEDULE_TITLE}</h1>
        <p>{SCHEDULE_TEXT}</p>
      </header>
      <ScheduleCalendar selected={selected} today={today} onSelect={select} />
      <Suspense fallback={<PageSpinner label="Loading classes…" />}>
        {queryRef && <ScheduleDayList queryRef={queryRef} day={selected} onBook={startBooking} />}
      </Suspense>
      {booking && (
        <BookingFlow key={booking.attempt} liveClass={booking.liveClass} onClose={() => setBooking(null)} />
      )}
    </section>
  );
}

/** Only for a signed-in member (the subscription needs a token). */
function ViewerBookingsListener() {
  useViewerLiveClassBooked();
  return null;
}
