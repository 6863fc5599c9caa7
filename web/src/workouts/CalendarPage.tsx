import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, useTransition } from 'react';
import {
  fetchQuery,
  graphql,
  usePreloadedQuery,
  useQueryLoader,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay';
import { Link, useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { PageSpinner } from '../ui/Spinner';
import {
  clockTime,
  dayKey,
  dayLabel,
  STATUS_LABELS,
  firstDay,
  inMonth,
  monthBounds,
  monthKey,
  monthOf,
  monthRange,
  parseDayOfMonth,
  parseMonthKey,
  type CalendarMonth,
} from './calendarDays';
import {
  connectedNotice,
  connectGrantOf,
  connectingNotice,
  connectNoticeOf,
  withoutConnectParams,
  type ConnectNotice,
} from './calendarReturn';
import { useCompleteCalendarConnection } from './useCompleteCalendarConnection';
import { CalendarSyncMenu } from './CalendarSyncMenu';
import { DeleteWorkoutDialog } from './DeleteWorkoutDialog';
import { EditWorkoutDialog, type WorkoutEdit } from './EditWorkoutDialog';
import { askedMonth, type CalendarPageData } from './loaders';
import { MonthCalendar } from './MonthCalendar';
import { MonthTotals } from './MonthTotals';
import { CALENDAR_TITLE, DAY_PARAM, MONTH_PARAM, PLAN_A_CLASS_PATH } from './paths';
import { useRescheduleWorkout } from './useRescheduleWorkout';
import { useSetWorkoutStatus } from './useSetWorkoutStatus';
import { useViewerCalendarConnectionChanged } from './useViewerCalendarConnectionChanged';
import { useViewerWorkoutChanged } from './useViewerWorkoutChanged';
import { WorkoutDayBlocks } from './WorkoutDayBlocks';
import { WorkoutSlider } from './WorkoutSlider';
import type { CalendarPageQuery as CalendarPageQueryType } from './__generated__/CalendarPageQuery.graphql';
import type { EditWorkoutDialog_workout$key } from './__generated__/EditWorkoutDialog_workout.graphql';
import './workouts.css';

/**
 * Everything the page shows of a workout: what the mutations and the subscription select too, so
 * a workout they bring joins the month without a fetch.
 */
export const CalendarPageWorkoutFragment = graphql`
  fragment CalendarPage_workout on Workout {
    id
    when
    status
    ...WorkoutSlide_workout
    ...WorkoutBlockItem_workout
  }
`;

export const CalendarPageQuery = graphql`
  query CalendarPageQuery($from: DateTime!, $to: DateTime!) @preloadable {
    viewer {
      id
      workouts(from: $from, to: $to) {
        ...CalendarPage_workout @relay(mask: false)
        ...MonthCalendar_workouts
        ...MonthTotals_workouts
        ...WorkoutDayBlocks_workouts
      }
      ...CalendarSyncMenu_viewer
    }
  }
`;

/** What the page says after a change: done (a status) or what went wrong (an alert). */
interface PageNotice {
  kind: 'status' | 'alert';
  text: string;
}

/**
 * The member's calendar: the month (in the address, so reload and Back keep it), its days'
 * statuses, the chosen day's workouts, the month's totals and its day blocks, editing and deleting
 * a workout, calendar sync, and changes made elsewhere arriving as they happen.
 */
export function CalendarPage() {
  const { queryRef: initialRef } = useLoaderData() as CalendarPageData;
  usePageMeta({ section: CALENDAR_TITLE });
  const environment = useRelayEnvironment();
  const [queryRef, loadMonth] = useQueryLoader<CalendarPageQueryType>(CalendarPageQuery, initialRef);
  const [today] = useState(() => new Date());
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = askedMonth(searchParams, today);
  const askedKey = monthKey(asked);
  // The month on screen follows the address inside a transition: while another month loads, the
  // one shown stays (dimmed) rather than a spinner.
  const [month, setMonth] = useState(asked);
  const [loading, startTransition] = useTransition();
  const [notice, setNotice] = useState<PageNotice | null>(null);
  // Back from Google or Outlook: said once, and kept after the parameters leave the address.
  const returned = connectNoticeOf(searchParams);
  const grant = connectGrantOf(searchParams);
  const [connectNotice, setConnectNotice] = useState<ConnectNotice | null>(
    grant !== null ? connectingNotice(grant.provider) : returned,
  );
  if (returned !== null && (returned.kind !== connectNotice?.kind || returned.text !== connectNotice.text)) {
    setConnectNotice(returned);
  }
  // The grant finishes the connect with this member's session, once (a second render, or React
  // running effects twice, must not hand it in again: the server takes it once).
  const [completeConnection] = useCompleteCalendarConnection();
  const handedIn = useRef<string | null>(null);
  const grantProvider = grant?.provider ?? null;
  const grantValue = grant?.grant ?? null;
  useEffect(() => {
    if (grantProvider === null || grantValue === null || handedIn.current === grantValue) return;
    handedIn.current = grantValue;
    setConnectNotice(connectingNotice(grantProvider));
    void completeConnection(grantProvider, grantValue).then((outcome) =>
      setConnectNotice(
        outcome.ok ? connectedNotice(grantProvider) : { kind: 'alert', text: outcome.message },
      ),
    );
  }, [grantProvider, grantValue, completeConnection]);

  useEffect(() => {
    if (askedKey === monthKey(month)) return;
    const next = parseMonthKey(askedKey)!;
    startTransition(() => {
      loadMonth(monthRange(next), { fetchPolicy: 'store-or-network' });
      setMonth(next);
    });
  }, [askedKey, month, loadMonth]);

  // A reload or a shared link must not announce it again.
  const returnedFromProvider = returned !== null || grant !== null;
  useEffect(() => {
    if (!returnedFromProvider) return;
    setSearchParams((current) => withoutConnectParams(current), { replace: true, preventScrollReset: true });
  }, [returnedFromProvider, setSearchParams]);

  const monthRef = useRef(month);
  useLayoutEffect(() => {
    monthRef.current = month;
  });
  // Reads the month on screen again (after the socket came back); the page re-renders from the store.
  const refetchMonth = useCallback(() => {
    fetchQuery<CalendarPageQueryType>(environment, CalendarPageQuery, monthRange(monthRef.current), {
      fetchPolicy: 'network-only',
    }).subscribe({ error: () => undefined });
  }, [environment]);
  useViewerWorkoutChanged(refetchMonth);
  useViewerCalendarConnectionChanged();

  const showMonth = useCallback(
    (next: CalendarMonth, day?: number) => {
      const search = new URLSearchParams({ [MONTH_PARAM]: monthKey(next) });
      if (day !== undefined) search.set(DAY_PARAM, String(day));
      setSearchParams(search, { preventScrollReset: true });
    },
    [setSearchParams],
  );
  // Choosing a day replaces the address rather than adding a step: Back goes to the month before.
  const chooseDay = useCallback(
    (day: Date) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(MONTH_PARAM, monthKey(monthOf(day)));
          next.set(DAY_PARAM, String(day.getDate()));
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  return (
    <div className="workouts-page">
      <header className="workouts-page__header">
        <h1>{CALENDAR_TITLE}</h1>
      </header>
      <div className="workouts-page__notices">
        <p className="form-success" role="status">
          {connectNotice?.kind === 'status' ? connectNotice.text : null}
          {notice?.kind === 'status' ? notice.text : null}
        </p>
        <p className="form-error" role="alert">
          {connectNotice?.kind === 'alert' ? connectNotice.text : null}
          {notice?.kind === 'alert' ? notice.text : null}
        </p>
      </div>
      <Suspense fallback={<PageSpinner label="Loading your calendar…" />}>
        {queryRef ? (
          <CalendarMonthView
            queryRef={queryRef}
            month={month}
            askedDay={searchParams.get(DAY_PARAM)}
            today={today}
            loading={loading}
            syncOpen={connectNotice !== null}
            onMonth={showMonth}
            onDay={chooseDay}
            onNotice={setNotice}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

/** What an edit that went through says: where the workout is now, and its new status. */
function editDone(edit: WorkoutEdit, landed: Date): string {
  const moved = edit.when ? `moved to ${dayLabel(landed)} at ${clockTime(landed)}` : null;
  const marked = edit.status ? `marked ${STATUS_LABELS[edit.status]}` : null;
  return `${edit.title} is ${[moved, marked].filter(Boolean).join(' and ')}.`;
}

interface CalendarMonthViewProps {
  queryRef: PreloadedQuery<CalendarPageQueryType>;
  month: CalendarMonth;
  askedDay: string | null;
  today: Date;
  loading: boolean;
  syncOpen: boolean;
  onMonth: (month: CalendarMonth, day?: number) => void;
  onDay: (day: Date) => void;
  onNotice: (notice: PageNotice | null) => void;
}

function CalendarMonthView({
  queryRef,
  month,
  askedDay,
  today,
  loading,
  syncOpen,
  onMonth,
  onDay,
  onNotice,
}: CalendarMonthViewProps) {
  const data = usePreloadedQuery<CalendarPageQueryType>(CalendarPageQuery, queryRef);
  const navigate = useNavigate();
  const [setStatus] = useSetWorkoutStatus();
  const [reschedule] = useRescheduleWorkout();
  const [editing, setEditing] = useState<EditWorkoutDialog_workout$key | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  const [focusDay, setFocusDay] = useState<string | null>(null);
  const blocksHeadingRef = useRef<HTMLHeadingElement>(null);
  const bounds = monthBounds(today);
  const clearFocusDay = useCallback(() => setFocusDay(null), []);

  const viewer = data.viewer;
  if (!viewer) {
    return (
      <p className="form-error" role="alert">
        Your calendar could not be loaded. Please sign in again.
      </p>
    );
  }

  const workouts = [...viewer.workouts]
    .filter((workout) => !Number.isNaN(Date.parse(workout.when)))
    .sort((a, b) => Date.parse(a.when) - Date.parse(b.when));
  const byDay = new Map<string, typeof workouts>();
  for (const workout of workouts) {
    const key = dayKey(new Date(workout.when));
    byDay.set(key, [...(byDay.get(key) ?? []), workout]);
  }
  // The day the address names; else today in this month, else its first day with a workout.
  const firstPlanned = workouts.find((workout) => inMonth(new Date(workout.when), month));
  const selected =
    parseDayOfMonth(askedDay, month) ??
    (inMonth(today, month) ? today : firstPlanned ? new Date(firstPlanned.when) : firstDay(month));
  const selectedKey = dayKey(selected);
  const dayWorkouts = byDay.get(selectedKey) ?? [];

  const chooseMonth = (next: CalendarMonth, day?: string) => {
    if (day !== undefined) setFocusDay(day);
    onMonth(next);
  };
  const chooseDay = (day: Date, count: number) => {
    // An empty day is a day to plan: the classes are where a workout is scheduled.
    if (count === 0) navigate(PLAN_A_CLASS_PATH);
    else onDay(day);
  };

  const submitEdit = async (edit: WorkoutEdit) => {
    setEditing(null);
    onNotice(null);
    const problems: string[] = [];
    // The status first: it shows at once, and the move's answer then carries it.
    if (edit.status) {
      const outcome = await setStatus(edit.workoutId, edit.status);
      if (!outcome.ok) problems.push(`The status of ${edit.title} was not changed: ${outcome.message}`);
    }
    let landed = edit.from;
    if (edit.when) {
      const outcome = await reschedule({
        workoutId: edit.workoutId,
        when: edit.when,
        timeZone: edit.timeZone,
      });
      if (outcome.ok) landed = new Date(outcome.when);
      else problems.push(`${edit.title} was not moved: ${outcome.message}`);
    }
    if (problems.length > 0) {
      onNotice({ kind: 'alert', text: problems.join(' ') });
      if (landed === edit.from) return;
    }
    // The calendar goes where the workout now is.
    const target = monthOf(landed);
    if (monthKey(target) === monthKey(month)) onDay(landed);
    else onMonth(target, landed.getDate());
    if (problems.length === 0) onNotice({ kind: 'status', text: editDone(edit, landed) });
  };

  return (
    <div className={loading ? 'workouts-page__month is-loading' : 'workouts-page__month'} aria-busy={loading}>
      <div className="workouts-page__toolbar">
        <CalendarSyncMenu viewer={viewer} initiallyOpen={syncOpen} />
      </div>
      <div className="workouts-page__layout">
        <MonthCalendar
          workouts={viewer.workouts}
          month={month}
          selected={selected}
          today={today}
          bounds={bounds}
          focusDay={focusDay}
          onFocused={clearFocusDay}
          onMonth={chooseMonth}
          onDay={chooseDay}
        />
        <section className="workouts-page__day" aria-labelledby="workouts-selected-day">
          <h2 id="workouts-selected-day">{dayLabel(selected)}</h2>
          {dayWorkouts.length > 0 ? (
            <WorkoutSlider
              key={selectedKey}
              label={`Workouts on ${dayLabel(selected)}`}
              workouts={dayWorkouts.map((workout) => ({ id: workout.id, ref: workout }))}
            />
          ) : (
            <div className="workouts-page__empty-day">
              <p>No workouts on this day.</p>
              <Link className="button button--brand" to={PLAN_A_CLASS_PATH}>
                Schedule
              </Link>
            </div>
          )}
        </section>
      </div>
      <MonthTotals workouts={viewer.workouts} />
      <WorkoutDayBlocks
        workouts={viewer.workouts}
        month={month}
        headingRef={blocksHeadingRef}
        onEdit={setEditing}
        onDelete={setDeleting}
      />
      {editing ? (
        <EditWorkoutDialog
          workout={editing}
          onClose={() => setEditing(null)}
          onSubmit={(edit) => void submitEdit(edit)}
        />
      ) : null}
      {deleting ? (
        <DeleteWorkoutDialog
          workout={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(title) => {
            setDeleting(null);
            onNotice({ kind: 'status', text: `${title} was deleted.` });
            // Its item is gone: focus lands on the list's heading rather than the page's start.
            requestAnimationFrame(() => blocksHeadingRef.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
