import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import {
  fetchQuery,
  usePreloadedQuery,
  useQueryLoader,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { useSession } from '../accounts/session/SessionContext';
import { useSite } from '../site/SiteContext';
import { PageSpinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/pageMeta';
import type { BookingFlow_liveClass$key } from './__generated__/BookingFlow_liveClass.graphql';
import type { ScheduleDayListQuery } from './__generated__/ScheduleDayListQuery.graphql';
import { BookingFlow } from './BookingFlow';
import { ScheduleCalendar } from './ScheduleCalendar';
import { LiveScheduleQuery, ScheduleDayList } from './ScheduleDayList';
import { classDateText, dayKey, sameDay, startOfDay, startOfWeek } from './time';
import { SCHEDULE_DATE_PARAM, scheduleDayOf, weekVariables, type LiveScheduleLoaderData } from './loaders';
import { useLiveScheduleChanged } from './useLiveScheduleChanged';
import { useViewerFriendsBookingChanged } from './useViewerFriendsBookingChanged';
import { useViewerLiveClassBooked } from './useViewerLiveClassBooked';
import './live.css';

/** The schedule page's texts, in the product's exact wording. */
export const SCHEDULE_TITLE = 'Live Class Schedule';
export const SCHEDULE_TEXT = "Ready to sweat? Book a livestream class and we'll add it to your schedule";

/** The Live Class Schedule page: calendar, the selected day's classes, live updates and the booking flow. */
export function LiveSchedulePage() {
  const { queryRef: initialRef, host } = useLoaderData() as LiveScheduleLoaderData;
  // The shell has the site by now; its studio names the schedule's live updates.
  const { whiteLabelStudioId: studioId } = useSite();
  usePageMeta({
    section: SCHEDULE_TITLE,
    description: 'Book a livestream class from our partner studios and we will add it to your schedule.',
  });
  const environment = useRelayEnvironment();
  const { user } = useSession();
  const [queryRef, loadWeek] = useQueryLoader<ScheduleDayListQuery>(LiveScheduleQuery, initialRef);
  const [today] = useState(() => startOfDay(new Date()));
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = scheduleDayOf(searchParams, today);
  // The day on screen follows the address inside a transition: while a new week loads, the
  // current one stays on screen (dimmed) instead of a spinner.
  const [selected, setSelected] = useState(asked);
  const [loading, startTransition] = useTransition();
  const [booking, setBooking] = useState<{ liveClass: BookingFlow_liveClass$key; attempt: number } | null>(
    null,
  );
  const attempts = useRef(0);
  const startBooking = useCallback((liveClass: BookingFlow_liveClass$key) => {
    attempts.current += 1;
    setBooking({ liveClass, attempt: attempts.current });
  }, []);

  const variables = weekVariables(selected, host);
  // The live updates' refetch stays the same function (no new subscription per day picked) and
  // asks for the week last put on screen.
  const variablesRef = useRef(variables);
  useLayoutEffect(() => {
    variablesRef.current = variables;
  });

  const askedTime = asked.getTime();
  useEffect(() => {
    const next = new Date(askedTime);
    if (sameDay(next, selected)) return;
    startTransition(() => {
      if (startOfWeek(next).getTime() !== startOfWeek(selected).getTime()) {
        loadWeek(weekVariables(next, host), { fetchPolicy: 'store-or-network' });
      }
      setSelected(next);
    });
  }, [askedTime, selected, loadWeek, host]);

  // Each day picked is a step in the history, so Back returns to the day before.
  const select = (day: Date) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(SCHEDULE_DATE_PARAM, dayKey(startOfDay(day)));
        return next;
      },
      { preventScrollReset: true },
    );
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
      <Suspense
        fallback={
          <>
            <ScheduleCalendar selected={selected} today={today} onSelect={select} />
            <PageSpinner label="Loading classes…" />
          </>
        }
      >
        {queryRef && (
          <ScheduleWeek
            queryRef={queryRef}
            day={selected}
            today={today}
            loading={loading}
            onSelect={select}
            onBook={startBooking}
          />
        )}
      </Suspense>
      {booking && (
        <BookingFlow key={booking.attempt} liveClass={booking.liveClass} onClose={() => setBooking(null)} />
      )}
    </section>
  );
}

interface ScheduleWeekProps {
  queryRef: PreloadedQuery<ScheduleDayListQuery>;
  day: Date;
  today: Date;
  loading: boolean;
  onSelect: (day: Date) => void;
  onBook: (liveClass: BookingFlow_liveClass$key) => void;
}

/** The calendar, bounded by how far the schedule is published, and the chosen day's classes. */
function ScheduleWeek({ queryRef, day, today, loading, onSelect, onBook }: ScheduleWeekProps) {
  const data = usePreloadedQuery<ScheduleDayListQuery>(LiveScheduleQuery, queryRef);
  const publishedUntil = data.liveSchedulePublishedUntil;
  const lastDay = publishedUntil ? startOfDay(new Date(publishedUntil)) : null;
  return (
    <>
      <ScheduleCalendar selected={day} today={today} onSelect={onSelect} lastDay={lastDay} />
      {publishedUntil && (
        <p className="live-schedule__published">
          Classes are scheduled up to {classDateText(publishedUntil)}.
        </p>
      )}
      <div
        className={loading ? 'live-schedule__day live-schedule__day--loading' : 'live-schedule__day'}
        aria-busy={loading}
      >
        <ScheduleDayList
          classes={data.liveSchedule ?? null}
          day={day}
          lastDay={lastDay}
          onBook={onBook}
          onSelect={onSelect}
        />
      </div>
    </>
  );
}

/** Only for a signed-in member (the subscriptions need a token): their bookings and their friends'. */
function ViewerBookingsListener() {
  useViewerLiveClassBooked();
  useViewerFriendsBookingChanged('row');
  return null;
}
