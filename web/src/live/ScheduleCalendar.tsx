import {
  addDays,
  addMonths,
  dayKey,
  monthLabel,
  sameDay,
  sameMonth,
  startOfWeek,
  weekDays,
  weekdayLabel,
} from './time';

interface ScheduleCalendarProps {
  selected: Date;
  today: Date;
  onSelect: (day: Date) => void;
  /** The last day with a class on the schedule: the calendar goes no further (null: not known). */
  lastDay?: Date | null;
}

/**
 * The month header and the Monday-to-Sunday week strip (previous buttons are disabled
 * when today is within the displayed week or month; going earlier is blocked at today; next
 * buttons stop at the week and month of the schedule's last class).
 */
export function ScheduleCalendar({ selected, today, onSelect, lastDay = null }: ScheduleCalendarProps) {
  const monday = startOfWeek(selected);
  const days = weekDays(monday);
  const todayInWeek = days.some((day) => sameDay(day, today)) || monday < today;
  const todayInMonth = sameMonth(selected, today) || selected < today;
  const notBeforeToday = (day: Date) => (day < today ? today : day);
  // Nothing is published after the schedule's last class: later weeks and months would be empty.
  const lastInWeek = lastDay !== null && lastDay < addDays(monday, 7);
  const lastInMonth = lastDay !== null && lastDay < addMonths(selected, 1);

  return (
    <div className="live-calendar">
      <div className="live-calendar__month">
        <button
          type="button"
          className="live-calendar__nav"
          aria-label="Previous month"
          disabled={todayInMonth}
          onClick={() => onSelect(notBeforeToday(addMonths(selected, -1)))}
        >
          ‹
        </button>
        <h2 className="live-calendar__month-label" aria-live="polite">
          {monthLabel(selected)}
        </h2>
        <button
          type="button"
          className="live-calendar__nav"
          aria-label="Next month"
          disabled={lastInMonth}
          onClick={() => onSelect(addMonths(selected, 1))}
        >
          ›
        </button>
      </div>
      <div className="live-calendar__week">
        <button
          type="button"
          className="live-calendar__nav"
          aria-label="Previous week"
          disabled={todayInWeek}
          onClick={() => onSelect(notBeforeToday(addDays(selected, -7)))}
        >
          ‹
        </button>
        <ol className="live-calendar__days" aria-label="Days of the week">
          {days.map((day) => {
            const label = weekdayLabel(day);
            const isSelected = sameDay(day, selected);
            return (
              <li key={day.toISOString()}>
                <button
                  type="button"
                  className={`live-calendar__day${isSelected ? ' live-calendar__day--selected' : ''}${
                    sameDay(day, today) ? ' live-calendar__day--today' : ''
                  }`}
                  aria-pressed={isSelected}
                  data-date={dayKey(day)}
                  // The name starts with the visible text (WCAG 2.5.3 label in name), then the full date.
                  aria-label={`${label.weekday} ${label.day}, ${label.full}`}
                  disabled={day < today}
                  onClick={() => onSelect(day)}
                >
                  <span className="live-calendar__weekday">{label.weekday}</span>{' '}
                  <span className="live-calendar__date">{label.day}</span>
                </button>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className="live-calendar__nav"
          aria-label="Next week"
          disabled={lastInWeek}
          onClick={() => onSelect(addDays(selected, 7))}
        >
          ›
        </button>
      </div>
    </div>
  );
}
