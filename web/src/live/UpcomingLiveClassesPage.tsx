import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery, useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { UpcomingLiveClassesPageQuery } from './__generated__/UpcomingLiveClassesPageQuery.graphql';
import { UpcomingLiveClass } from './UpcomingLiveClass';
import './live.css';

const UpcomingQuery = graphql`
  query UpcomingLiveClassesPageQuery {
    viewer {
      id
      bookedLiveClasses {
        id
        liveClass {
          cancelledAt
          hasEnded
        }
        ...UpcomingLiveClass_booking
      }
    }
  }
`;

export function upcomingLiveClassesLoader(environment: IEnvironment): LoaderFunction {
  return () => preloadRouteQuery<UpcomingLiveClassesPageQuery>(environment, UpcomingQuery, {});
}

/** /newplatform/live/upcoming: the member's booked classes to come, each with a link to join. */
export function UpcomingLiveClassesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<UpcomingLiveClassesPageQuery>;
  const data = useRouteQuery<UpcomingLiveClassesPageQuery>(UpcomingQuery, queryRef);
  usePageMeta({ section: 'My live classes' });
  const upcoming = (data.viewer?.bookedLiveClasses ?? []).filter(
    (booking) => !booking.liveClass.cancelledAt && !booking.liveClass.hasEnded,
  );
  return (
    <section className="live-upcoming" aria-labelledby="live-upcoming-heading">
      <h1 id="live-upcoming-heading">My upcoming live classes</h1>
      {upcoming.length === 0 ? (
        <p>You have no upcoming live classes yet.</p>
      ) : (
        <ul className="live-upcoming__list" aria-label="Booked classes">
          {upcoming.map((booking) => (
            <UpcomingLiveClass key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
      <p>
        <Link className="button button--brand" to="/liveschedule">
          Browse the live schedule
        </Link>
      </p>
    </section>
  );
}
