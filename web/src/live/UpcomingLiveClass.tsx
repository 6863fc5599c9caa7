import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { UpcomingLiveClass_booking$key } from './__generated__/UpcomingLiveClass_booking.graphql';
import { LiveClassSummary } from './LiveClassSummary';

/** One booked class on the member's list, with a link to its page (join). */
export function UpcomingLiveClass({ booking }: { booking: UpcomingLiveClass_booking$key }) {
  const data = useFragment(
    graphql`
      fragment UpcomingLiveClass_booking on LiveClassBooking {
        liveClass {
          databaseId
          title
          ...LiveClassSummary_liveClass
        }
      }
    `,
    booking,
  );
  return (
    <li className="live-upcoming__item">
      <LiveClassSummary liveClass={data.liveClass} />
      <Link
        className="button button--brand"
        to={`/newplatform/live/upcoming/${data.liveClass.databaseId}`}
        aria-label={`Join ${data.liveClass.title}`}
      >
        Join
      </Link>
    </li>
  );
}
