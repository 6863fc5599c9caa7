import { useId, type Ref } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { dayKey, dayLabel, monthLabel, type CalendarMonth } from './calendarDays';
import { PLAN_A_CLASS_PATH } from './paths';
import { WorkoutBlockItem, type WorkoutActions } from './WorkoutBlockItem';
import type { WorkoutBlockItem_workout$key } from './__generated__/WorkoutBlockItem_workout.graphql';
import type { WorkoutDayBlocks_workouts$key } from './__generated__/WorkoutDayBlocks_workouts.graphql';

interface DayBlock {
  key: string;
  day: Date;
  workouts: Array<{ id: string; ref: WorkoutBlockItem_workout$key }>;
}

/** The month's workouts, a block per day that holds any, in time order. */
export function WorkoutDayBlocks({
  workouts,
  month,
  onEdit,
  onDelete,
  headingRef,
}: {
  workouts: WorkoutDayBlocks_workouts$key;
  month: CalendarMonth;
  /** The heading, for focus to land on once a workout left the list. */
  headingRef?: Ref<HTMLHeadingElement>;
} & WorkoutActions) {
  const data = useFragment(
    graphql`
      fragment WorkoutDayBlocks_workouts on Workout @relay(plural: true) {
        id
        when
        ...WorkoutBlockItem_workout
      }
    `,
    workouts,
  );
  const headingId = useId();
  const blocks: DayBlock[] = [];
  for (const workout of [...data].sort((a, b) => Date.parse(a.when) - Date.parse(b.when))) {
    const day = new Date(workout.when);
    if (Number.isNaN(day.getTime())) continue;
    const key = dayKey(day);
    const last = blocks.at(-1);
    if (last?.key === key) last.workouts.push({ id: workout.id, ref: workout });
    else blocks.push({ key, day, workouts: [{ id: workout.id, ref: workout }] });
  }
  const label = monthLabel(month);
  return (
    <section className="workout-blocks" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        Workouts in {label}
      </h2>
      {blocks.length === 0 ? (
        <p className="workout-blocks__empty">
          Nothing planned in {label} yet. <Link to={PLAN_A_CLASS_PATH}>Find a class to schedule</Link>
        </p>
      ) : (
        <ol className="workout-blocks__days">
          {blocks.map((block) => (
            <li key={block.key} className="workout-blocks__day">
              <h3>{dayLabel(block.day)}</h3>
              <ul className="workout-blocks__list" aria-label={`Workouts on ${dayLabel(block.day)}`}>
                {block.workouts.map((workout) => (
                  <WorkoutBlockItem
                    key={workout.id}
                    workout={workout.ref}
                    onEdit={onEdit}
                    onDelete={onDelete}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
