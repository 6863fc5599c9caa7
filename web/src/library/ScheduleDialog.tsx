import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../ui/Dialog';
import { CALENDAR_PATH } from './paths';
import {
  browserTimeZone,
  daysInMonth,
  describeWhen,
  HOURS,
  initialPick,
  MINUTES,
  MONTHS,
  pickedInstant,
  type PickedTime,
} from './scheduleTime';
import { useScheduleVideo } from './useScheduleVideo';

/** How many years ahead a class may be planned. */
const YEARS_AHEAD = 2;

/**
 * Plans a class on the member's calendar: month, day (as many as the month has), year, hour 01–12,
 * minutes in steps of 5 and AM/PM, in the browser's time zone. Says where it landed once planned.
 */
export function ScheduleDialog({
  videoId,
  title,
  onClose,
}: {
  videoId: string;
  title: string;
  onClose: () => void;
}) {
  const now = useMemo(() => new Date(), []);
  const [pick, setPick] = useState<PickedTime>(() => initialPick(now));
  const [error, setError] = useState<string | null>(null);
  const [planned, setPlanned] = useState<string | null>(null);
  const [schedule, inFlight] = useScheduleVideo();
  const timeZone = useMemo(() => browserTimeZone(), []);
  const id = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => now.getFullYear() + index);
  const dayCount = daysInMonth(pick.year, pick.month);

  const change = (next: Partial<PickedTime>) => {
    setPick((current) => {
      const merged = { ...current, ...next };
      // A day the new month lacks (31 in April) becomes its last day.
      return { ...merged, day: Math.min(merged.day, daysInMonth(merged.year, merged.month)) };
    });
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const instant = pickedInstant(pick, new Date());
    if ('error' in instant) {
      setError(instant.error);
      return;
    }
    const outcome = await schedule({ videoId, when: instant.when, timeZone });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setPlanned(describeWhen(new Date(outcome.when), timeZone));
    requestAnimationFrame(() => doneRef.current?.focus());
  };

  return (
    <Dialog title={`Schedule ${title}`} onClose={onClose} className="library-schedule">
      {planned ? (
        <>
          <p className="form-success" role="status" tabIndex={-1} ref={doneRef}>
            {title} is on your calendar for {planned}.
          </p>
          <p className="library-schedule__actions">
            <Link className="button button--brand" to={CALENDAR_PATH}>
              Open my calendar
            </Link>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Done
            </button>
          </p>
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-describedby={`${id}-zone`}>
          <fieldset className="library-schedule__group">
            <legend>Date</legend>
            <label>
              Month
              <select value={pick.month} onChange={(event) => change({ month: Number(event.target.value) })}>
                {MONTHS.map((name, index) => (
                  <option key={name} value={index + 1}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Day
              <select value={pick.day} onChange={(event) => change({ day: Number(event.target.value) })}>
                {Array.from({ length: dayCount }, (_, index) => (
                  <option key={index + 1} value={index + 1}>
                    {index + 1}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Year
              <select value={pick.year} onChange={(event) => change({ year: Number(event.target.value) })}>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
          <fieldset className="library-schedule__group">
            <legend>Time</legend>
            <label>
              Hour
              <select value={pick.hour} onChange={(event) => change({ hour: event.target.value })}>
                {HOURS.map((hour) => (
                  <option key={hour} value={hour}>
                    {hour}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Minutes
              <select value={pick.minute} onChange={(event) => change({ minute: event.target.value })}>
                {MINUTES.map((minute) => (
                  <option key={minute} value={minute}>
                    {minute}
                  </option>
                ))}
              </select>
            </label>
            <label>
              AM or PM
              <select
                value={pick.meridiem}
                onChange={(event) => change({ meridiem: event.target.value === 'PM' ? 'PM' : 'AM' })}
              >
                <option value="AM">AM</option>
                <option value="PM">PM</option>
              </select>
            </label>
          </fieldset>
          <p id={`${id}-zone`} className="library-schedule__zone">
            Times are in your time zone ({timeZone}).
          </p>
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <p className="library-schedule__actions">
            <button type="submit" className="button button--brand" disabled={inFlight}>
              {inFlight ? 'Scheduling…' : 'Schedule'}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              Cancel
            </button>
          </p>
        </form>
      )}
    </Dialog>
  );
}
