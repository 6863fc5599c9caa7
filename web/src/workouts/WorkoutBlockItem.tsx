import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { clockTime, STATUS_LABELS, statusOf } from './calendarDays';
import type { EditWorkoutDialog_workout$key } from './__generated__/EditWorkoutDialog_workout.graphql';
import type { WorkoutBlockItem_workout$key } from './__generated__/WorkoutBlockItem_workout.graphql';

export interface WorkoutActions {
  onEdit: (workout: EditWorkoutDialog_workout$key) => void;
  onDelete: (workout: { id: string; title: string }) => void;
}

/** The title a workout goes by: its video's or its live class's. */
export function workoutTitle(data: {
  readonly video?: { readonly title: string } | null;
  readonly liveClass?: { readonly title: string } | null;
}): string {
  return data.video?.title ?? data.liveClass?.title ?? 'Workout';
}

/**
 * One workout of a day block: its time (hh:mm A), a status dot, the title and the program. Its
 * menu (Edit for on-demand workouts, Delete) opens on hover, and with its button for the keyboard
 * and touch; Escape closes it.
 */
export function WorkoutBlockItem({
  workout,
  onEdit,
  onDelete,
}: { workout: WorkoutBlockItem_workout$key } & WorkoutActions) {
  const data = useFragment(
    graphql`
      fragment WorkoutBlockItem_workout on Workout {
        id
        when
        status
        programTitle
        canReschedule
        video {
          title
        }
        liveClass {
          title
        }
        ...EditWorkoutDialog_workout
      }
    `,
    workout,
  );
  const [hovered, setHovered] = useState(false);
  const [pinned, setPinned] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const open = hovered || pinned;
  const status = statusOf(data.status);
  const title = workoutTitle(data);
  const time = clockTime(new Date(data.when));
  const menuId = `workout-menu-${data.id}`;

  // A mouse opens the menu by pointing; a finger's tap is the button's to answer.
  const onPointer = (event: PointerEvent, inside: boolean) => {
    if (event.pointerType === 'mouse') setHovered(inside);
  };
  const close = () => {
    setPinned(false);
    setHovered(false);
    toggleRef.current?.focus();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };
  const choose = (action: () => void) => {
    // The dialog the action opens gives focus back to the menu's button when it closes.
    toggleRef.current?.focus();
    setPinned(false);
    setHovered(false);
    action();
  };

  return (
    <li
      className={`workout-item${open ? ' is-open' : ''}`}
      onPointerEnter={(event) => onPointer(event, true)}
      onPointerLeave={(event) => onPointer(event, false)}
    >
      <span className="workout-item__time">{time}</span>
      <span className={`workout-item__dot workout-item__dot--${status.toLowerCase()}`} aria-hidden="true" />
      <span className="visually-hidden">{STATUS_LABELS[status]}:</span>
      <span className="workout-item__text">
        <span className="workout-item__title">{title}</span>
        {data.programTitle ? <span className="workout-item__program">{data.programTitle}</span> : null}
      </span>
      <span className="workout-item__menu">
        <button
          ref={toggleRef}
          type="button"
          className="workout-item__toggle"
          aria-label={`Options for ${title} at ${time}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => {
            if (pinned) {
              setPinned(false);
              setHovered(false);
            } else setPinned(true);
          }}
          onKeyDown={onMenuKey}
        >
          <span aria-hidden="true">⋯</span>
        </button>
        {open ? (
          <span id={menuId} className="workout-item__actions">
            {data.canReschedule ? (
              <button type="button" onClick={() => choose(() => onEdit(data))} onKeyDown={onMenuKey}>
                Edit
              </button>
            ) : null}
            <button
              type="button"
              onClick={() => choose(() => onDelete({ id: data.id, title }))}
              onKeyDown={onMenuKey}
            >
              Delete
            </button>
          </span>
        ) : null}
      </span>
    </li>
  );
}
