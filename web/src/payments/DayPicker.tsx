import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { dayjs, ISO_DAY, PASS_DATE_FORMAT, type Dayjs } from './dates';

interface DayPickerProps {
  /** The chosen day, YYYY-MM-DD. */
  value: string;
  onChange: (day: string) => void;
  /** The first day that can be picked (today), YYYY-MM-DD. */
  min: string;
  /** The last day that can be picked, YYYY-MM-DD. */
  max: string;
  /** Names the calendar (a heading's id). */
  labelledBy: string;
  disabled?: boolean;
}

const WEEKDAYS = [
  ['Su', 'Sunday'],
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
] as const;

/** The weeks of a month, Sunday first, with null where the month has no day. */
function monthWeeks(month: Dayjs): Array<Array<Dayjs | null>> {
  const first = month.startOf('month');
  const cells: Array<Dayjs | null> = Array.from({ length: first.day() }, () => null);
  for (let day = 0; day < first.daysInMonth(); day += 1) cells.push(first.add(day, 'day'));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<Dayjs | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/**
 * A month calendar to pick one day between `min` and `max` (the day pass: today up to a
 * year ahead; earlier and later days are disabled). A grid as in the WAI-ARIA date picker
 * pattern: one day is in the tab order; arrows move by day and week, Home/End to the
 * week's ends, Page Up/Down by month; Enter or Space picks.
 */
export function DayPicker({ value, onChange, min, max, labelledBy, disabled }: DayPickerProps) {
  const first = dayjs(min);
  const last = dayjs(max);
  const [month, setMonth] = useState(() => dayjs(value).startOf('month'));
  const [focused, setFocused] = useState(value);
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const captionId = useId();

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused, month]);

  const clamp = (day: Dayjs) => (day.isBefore(first, 'day') ? first : day.isAfter(last, 'day') ? last : day);
  const focusDay = (day: Dayjs) => {
    const target = clamp(day);
    moveFocus.current = true;
    setFocused(target.format(ISO_DAY));
    if (!target.isSame(month, 'month')) setMonth(target.startOf('month'));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Dayjs) => {
    const moves: Record<string, () => Dayjs> = {
      ArrowLeft: () => day.subtract(1, 'day'),
      ArrowRight: () => day.add(1, 'day'),
      ArrowUp: () => day.subtract(1, 'week'),
      ArrowDown: () => day.add(1, 'week'),
      Home: () => day.startOf('week'),
      End: () => day.endOf('week').startOf('day'),
      PageUp: () => day.subtract(1, 'month'),
      PageDown: () => day.add(1, 'month'),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusDay(move());
  };

  const canGoBack = month.isAfter(first, 'month');
  const canGoForward = month.isBefore(last, 'month');
  // The focusable day of the month on screen: the focused one, else the chosen one, else the first open day.
  const visibleFocus = dayjs(focused).isSame(month, 'month')
    ? focused
    : clamp(month.startOf('month')).format(ISO_DAY);

  return (
    <div className="day-picker">
      <div className="day-picker__header">
        <button
          type="button"
          className="day-picker__nav"
          aria-label="Previous month"
          disabled={!canGoBack || disabled}
          onClick={() => setMonth(month.subtract(1, 'month'))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3 id={captionId} className="day-picker__month" aria-live="polite">
          {month.format('MMMM YYYY')}
        </h3>
        <button
          type="button"
          className="day-picker__nav"
          aria-label="Next month"
          disabled={!canGoForward || disabled}
          onClick={() => setMonth(month.add(1, 'month'))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={gridRef}
        className="day-picker__grid"
        role="grid"
        aria-labelledby={`${labelledBy} ${captionId}`}
      >
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, index) => (
            <tr key={index}>
              {week.map((day, cell) => {
                if (!day) return <td key={cell} role="gridcell" />;
                const iso = day.format(ISO_DAY);
                const outOfRange = day.isBefore(first, 'day') || day.isAfter(last, 'day');
                const chosen = iso === value;
                return (
                  <td key={cell} role="gridcell" aria-selected={chosen}>
                    <button
                      type="button"
                      data-day={iso}
                      className={[
                        'day-picker__day',
                        chosen ? 'day-picker__day--chosen' : '',
                        iso === min ? 'day-picker__day--today' : '',
                      ]
                        .filter(Boolean)
                        .join(' ')}
                      tabIndex={iso === visibleFocus ? 0 : -1}
                      disabled={outOfRange || disabled}
                      aria-label={day.format(`dddd, ${PASS_DATE_FORMAT}`)}
                      onClick={() => {
                        setFocused(iso);
                        onChange(iso);
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                    >
                      {day.date()}
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
