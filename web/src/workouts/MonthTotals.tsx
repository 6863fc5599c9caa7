import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { STATUS_LABELS, statusOf, statusTotals, type WorkoutStatusName } from './calendarDays';
import type { MonthTotals_workouts$key } from './__generated__/MonthTotals_workouts.graphql';

/** The order the totals are shown in. */
const ORDER: readonly WorkoutStatusName[] = ['SCHEDULED', 'SKIPPED', 'COMPLETED'];

/** The month's totals for Scheduled, Skipped and Completed (a status change shows here at once). */
export function MonthTotals({ workouts }: { workouts: MonthTotals_workouts$key }) {
  const data = useFragment(
    graphql`
      fragment MonthTotals_workouts on Workout @relay(plural: true) {
        status
      }
    `,
    workouts,
  );
  const headingId = useId();
  const totals = statusTotals(data.map((workout) => statusOf(workout.status)));
  return (
    <section className="workout-totals" aria-labelledby={headingId}>
      <h2 id={headingId}>Monthly totals</h2>
      <dl className="workout-totals__list">
        {ORDER.map((status) => (
          <div key={status} className={`workout-totals__item workout-totals__item--${status.toLowerCase()}`}>
            <dt>{STATUS_LABELS[status]}</dt>
            <dd>{totals[status]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
