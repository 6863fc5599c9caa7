import { graphql, useFragment } from 'react-relay';
import type { LiveClassSummary_liveClass$key } from './__generated__/LiveClassSummary_liveClass.graphql';
import { classDateText, classTimeText } from './time';

/**
 * A class's details as the booking modals, the join page and the member's list show them:
 * title, instructor, date and time in the viewer's zone (and the studio's, when it differs).
 */
export function LiveClassSummary({ liveClass }: { liveClass: LiveClassSummary_liveClass$key }) {
  const data = useFragment(
    graphql`
      fragment LiveClassSummary_liveClass on LiveClass {
        title
        instructor
        startsAt
        minutesDuration
        studioTimeZone
        studio {
          name
        }
      }
    `,
    liveClass,
  );
  return (
    <dl className="live-summary">
      <div>
        <dt>Class</dt>
        <dd className="live-summary__title">{data.title}</dd>
      </div>
      <div>
        <dt>Instructor</dt>
        <dd>{data.instructor}</dd>
      </div>
      <div>
        <dt>Studio</dt>
        <dd>{data.studio.name}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{classDateText(data.startsAt)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>
          {classTimeText(data.startsAt, data.studioTimeZone)} · {data.minutesDuration} min
        </dd>
      </div>
    </dl>
  );
}
