import { useId, useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Dialog } from '../ui/Dialog';
import { STATUS_LABELS, statusOf, type WorkoutStatusName } from './calendarDays';
import {
  browserTimeZone,
  changePick,
  dayOptions,
  HOURS,
  INVALID_DATE,
  instantOf,
  InvalidDateError,
  minuteOptions,
  MONTH_NAMES,
  parseInstant,
  pickOf,
  samePick,
  yearOptions,
  type WorkoutPick,
} from './workoutTime';
import { workoutTitle } from './WorkoutBlockItem';
import type { EditWorkoutDialog_workout$key } from './__generated__/EditWorkoutDialog_workout.graphql';

export const EDIT_TITLE = 'Edit Workout';
export const SUBMIT_CHANGES = 'Submit changes';

/** The status select's order. */
const STATUSES: readonly WorkoutStatusName[] = ['COMPLETED', 'SKIPPED', 'SCHEDULED'];

/** What the member changed: a new time (an instant, in their zone) and/or a new status. */
export interface WorkoutEdit {
  workoutId: string;
  title: string;
  /** Where the workout was. */
  from: Date;
  when: Date | null;
  timeZone: string;
  status: WorkoutStatusName | null;
}

function startingPick(when: string): { pick: WorkoutPick; error: string | null } {
  try {
    return { pick: pickOf(parseInstant(when)), error: null };
  } catch (error) {
    if (!(error instanceof InvalidDateError)) throw error;
    return { pick: pickOf(new Date()), error: INVALID_DATE };
  }
}

/**
 * Edit Workout: month, day (as many as the month has), year (this one and the next), hour 01–12,
 * minute in steps of 5, AM/PM, in the browser's time zone, and the status. Only what changed is
 * sent; a date the picker cannot read says 'Invalid date string passed' and keeps the form open.
 */
export function EditWorkoutDialog({
  workout,
  onClose,
  onSubmit,
}: {
  workout: EditWorkoutDialog_workout$key;
  onClose: () => void;
  onSubmit: (edit: WorkoutEdit) => void;
}) {
  const data = useFragment(
    graphql`
      fragment EditWorkoutDialog_workout on Workout {
        id
        when
        status
        canReschedule
        video {
          title
        }
        liveClass {
          title
        }
      }
    `,
    workout,
  );
  const id = useId();
  const start = useMemo(() => startingPick(data.when), [data.when]);
  const [pick, setPick] = useState(start.pick);
  const [status, setStatus] = useState<WorkoutStatusName>(statusOf(data.status));
  const [error, setError] = useState<string | null>(start.error);
  const timeZone = useMemo(() => browserTimeZone(), []);
  const years = yearOptions(new Date(), start.pick.year);
  const title = workoutTitle(data);

  const change = (next: Partial<WorkoutPick>) => {
    setPick((current) => changePick(current, next));
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const moved = !samePick(pick, start.pick);
    let when: Date | null = null;
    if (moved) {
      try {
        when = instantOf(pick);
      } catch (failure) {
        if (!(failure instanceof InvalidDateError)) throw failure;
        setError(INVALID_DATE);
        return;
      }
    }
    const newStatus = status === statusOf(data.status) ? null : status;
    if (when === null && newStatus === null) {
      onClose();
      return;
    }
    onSubmit({ workoutId: data.id, title, from: new Date(data.when), when, timeZone, status: newStatus });
  };

  return (
    <Dialog title={EDIT_TITLE} onClose={onClose} className="workout-edit">
      <p className="workout-edit__subject">{title}</p>
      <form onSubmit={submit} noValidate aria-describedby={`${id}-zone`}>
        <fieldset className="workout-edit__group" disabled={!data.canReschedule}>
          <legend>Date</legend>
          <label>
            Month
            <select value={pick.month} onChange={(event) => change({ month: Number(event.target.value) })}>
              {MONTH_NAMES.map((name, index) => (
                <option key={name} value={index + 1}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Day
            <select value={pick.day} onChange={(event) => change({ day: Number(event.target.value) })}>
              {dayOptions(pick.year, pick.month).map((day) => (
                <option key={day} value={day}>
                  {day}
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
        <fieldset className="workout-edit__group" disabled={!data.canReschedule}>
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
            Minute
            <select value={pick.minute} onChange={(event) => change({ minute: event.target.value })}>
              {minuteOptions(start.pick.minute).map((minute) => (
                <option key={minute} value={minute}>
                  {minute}
                </option>
              ))}
            </select>
          </label>
          <label>
            AM/PM
            <select
              value={pick.meridiem}
              onChange={(event) => change({ meridiem: event.target.value === 'PM' ? 'PM' : 'AM' })}
            >
              <option value="AM">AM</option>
              <option value="PM">PM</option>
            </select>
          </label>
        </fieldset>
        <p id={`${id}-zone`} className="workout-edit__zone">
          Times are in your time zone ({timeZone}).
        </p>
        <label className="workout-edit__status">
          Status
          <select value={status} onChange={(event) => setStatus(statusOf(event.target.value))}>
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <p className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--brand">
            {SUBMIT_CHANGES}
          </button>
        </p>
      </form>
    </Dialog>
  );
}
