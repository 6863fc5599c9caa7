import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { videoPath } from '../library/paths';
import { clockTime, dayLabel, durationText, STATUS_LABELS, statusOf } from './calendarDays';
import type { WorkoutSlide_workout$key } from './__generated__/WorkoutSlide_workout.graphql';

/** One workout of the chosen day: its status, title, date, time, instructor and length. */
export function WorkoutSlide({ workout }: { workout: WorkoutSlide_workout$key }) {
  const data = useFragment(
    graphql`
      fragment WorkoutSlide_workout on Workout {
        status
        when
        durationSeconds
        video {
          databaseId
          title
          instructor {
            name
          }
        }
        liveClass {
          title
          instructor
        }
      }
    `,
    workout,
  );
  const status = statusOf(data.status);
  const when = new Date(data.when);
  const title = data.video?.title ?? data.liveClass?.title ?? 'Workout';
  const instructor = data.video?.instructor.name ?? data.liveClass?.instructor ?? '';
  return (
    <article className="workout-slide">
      <p className={`workout-slide__status workout-status workout-status--${status.toLowerCase()}`}>
        {STATUS_LABELS[status]}
      </p>
      <h3 className="workout-slide__title">
        {data.video ? <Link to={videoPath(data.video.databaseId)}>{title}</Link> : title}
      </h3>
      <dl className="workout-slide__facts">
        <div>
          <dt>Date</dt>
          <dd>{dayLabel(when)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{clockTime(when)}</dd>
        </div>
        {instructor ? (
          <div>
            <dt>Instructor</dt>
            <dd>{instructor}</dd>
          </div>
        ) : null}
        <div>
          <dt>Duration</dt>
          <dd>{durationText(data.durationSeconds)}</dd>
        </div>
      </dl>
    </article>
  );
}
