import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import {
  addDays,
  addMonths,
  compareMonths,
  dayKey,
  dayName,
  inMonth,
  monthKey,
  monthLabel,
  monthOf,
  monthWeeks,
  sameDay,
  statusOf,
  WEEKDAYS,
  type CalendarMonth,
  type WorkoutStatusName,
} from './calendarDays';
import type { MonthCalendar_workouts$key } from './__generated__/MonthCalendar_workouts.graphql';

interface MonthCalendarProps {
  workouts: MonthCalendar_workouts$key;
  month: CalendarMonth;
  selected: Date;
  today: Date;
  /** The months the calendar may show. */
  bounds: { first: CalendarMonth; last: CalendarMonth };
  /** A day the keyboard moved to in another month, to take focus once that month is shown. */
  focusDay: string | null;
  onFocused: () => void;
  /** Show another month; `focusDay` when the keyboard left the month for that day. */
  onMonth: (month: CalendarMonth, focusDay?: string) => void;
  /** A day chosen (click, Enter or Space), with how many workouts it holds. */
  onDay: (day: Date, workouts: number) => void;
}

/** The keys that move between days, and by how much (Home and End: the week's ends). */
function target(day: Date, key: string): Date | null {
  const sinceMonday = (day.getDay() + 6) % 7;
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -sinceMonday);
    case 'End':
      return addDays(day, 6 - sinceMonday);
    case 'PageUp':
    case 'PageDown': {
      const month = addMonths(monthOf(day), key === 'PageUp' ? -1 : 1);
      const last = new Date(month.year, month.month, 0).getDate();
      return new Date(month.year, month.month - 1, Math.min(day.getDate(), last));
    }
    default:
      return null;
  }
}

/**
 * The month calendar: each day shows a circle styled by its first workout's status (completed
 * filled in the brand colour, scheduled outlined in it, skipped grey); a day without one shows
 * its plain date. A grid the keyboard walks: arrows move by day and week, Home and End to the
 * week's ends, Page Up and Page Down by month; Enter or Space chooses the day.
 */
export function MonthCalendar({
  workouts,
  month,
  selected,
  today,
  bounds,
  focusDay,
  onFocused,
  onMonth,
  onDay,
}: MonthCalendarProps) {
  const data = useFragment(
    graphql`
      fragment MonthCalendar_workouts on Workout @relay(plural: true) {
        id
        when
        status
      }
    `,
    workouts,
  );
  const headingId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const statusesByDay = new Map<string, WorkoutStatusName[]>();
  for (const workout of [...data].sort((a, b) => Date.parse(a.when) - Date.parse(b.when))) {
    const when = new Date(workout.when);
    if (Number.isNaN(when.getTime())) continue;
    const key = dayKey(when);
    statusesByDay.set(key, [...(statusesByDay.get(key) ?? []), statusOf(workout.status)]);
  }

  // One day of the grid is in the tab order (the chosen one, then wherever the arrows went).
  const selectedKey = dayKey(selected);
  const [tabStop, setTabStop] = useState(selectedKey);
  const [tabStopFor, setTabStopFor] = useState(selectedKey);
  if (tabStopFor !== selectedKey) {
    setTabStopFor(selectedKey);
    setTabStop(selectedKey);
  }
  const stop = tabStop.startsWith(`${monthKey(month)}-`) ? tabStop : selectedKey;

  const focusButton = (key: string) =>
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${key}"]`)?.focus();

  useEffect(() => {
    if (focusDay === null) return;
    if (!gridRef.current?.querySelector(`button[data-day="${focusDay}"]`)) return;
    setTabStop(focusDay);
    focusButton(focusDay);
    onFocused();
  }, [focusDay, onFocused, month]);

  const atFirst = compareMonths(month, bounds.first) <= 0;
  const atLast = compareMonths(month, bounds.last) >= 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const next = target(day, event.key);
    if (next === null) return;
    event.preventDefault();
    const key = dayKey(next);
    if (inMonth(next, month)) {
      setTabStop(key);
      focusButton(key);
      return;
    }
    const nextMonth = monthOf(next);
    if (compareMonths(nextMonth, bounds.first) < 0 || compareMonths(nextMonth, bounds.last) > 0) return;
    onMonth(nextMonth, key);
  };

  return (
    <div className="workout-month">
      <div className="workout-month__header">
        <button
          type="button"
          className="workout-month__nav"
          aria-label="Previous month"
          disabled={atFirst}
          onClick={() => onMonth(addMonths(month, -1))}
        >
          ‹
        </button>
        <h2 id={headingId} className="workout-month__label" aria-live="polite">
          {monthLabel(month)}
        </h2>
        <button
          type="button"
          className="workout-month__nav"
          aria-label="Next month"
          disabled={atLast}
          onClick={() => onMonth(addMonths(month, 1))}
        >
          ›
        </button>
      </div>
      <table ref={gridRef} role="grid" className="workout-month__grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={short} scope="col" abbr={full}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, column) => {
                if (day === null) return <td key={`blank-${column}`} role="gridcell" />;
                const key = dayKey(day);
                const statuses = statusesByDay.get(key) ?? [];
                const first = statuses[0];
                const isSelected = key === selectedKey;
                return (
                  <td key={key} role="gridcell" aria-selected={isSelected}>
                    <button
                      type="button"
                      data-day={key}
                      className={`workout-day${isSelected ? ' workout-day--selected' : ''}${
                        sameDay(day, today) ? ' workout-day--today' : ''
                      }`}
                      tabIndex={key === stop ? 0 : -1}
                      aria-label={dayName(day, statuses)}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      onClick={() => {
                        setTabStop(key);
                        onDay(day, statuses.length);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      <span
                        className={
                          first
                            ? `workout-day__circle workout-day__circle--${first.toLowerCase()}`
                            : 'workout-day__date'
                        }
                        data-status={first ?? 'NONE'}
                        // How many, drawn by the stylesheet: the name already says it, and the
                        // visible text stays the date (the name starts with it).
                        data-count={statuses.length > 1 ? statuses.length : undefined}
                      >
                        {day.getDate()}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
