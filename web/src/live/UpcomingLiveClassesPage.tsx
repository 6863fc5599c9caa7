import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery, useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { UpcomingLiveClassesPageQuery } from './__generated__/UpcomingLiveClassesPageQuery.graphql';
import { UpcomingLiveClassesList } from './UpcomingLiveClassesList';
import { useViewerLiveClassBooked } from './useViewerLiveClassBooked';
import './live.css';

const UpcomingQuery = graphql`
  query UpcomingLiveClassesPageQuery {
    viewer {
      ...UpcomingLiveClassesList_viewer
    }
  }
`;

export function upcomingLiveClassesLoader(environment: IEnvironment): LoaderFunction {
  return () => preloadRouteQuery<UpcomingLiveClassesPageQuery>(environment, UpcomingQuery, {});
}

/**
 * /newplatform/live/upcoming: the member's booked classes to come, each with a link to join and
 * a way to cancel; bookings made meanwhile on another device join the list as they happen.
 */
export function UpcomingLiveClassesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<UpcomingLiveClassesPageQuery>;
  const data = useRouteQuery<UpcomingLiveClassesPageQuery>(UpcomingQuery, queryRef);
  usePageMeta({ section: 'My live classes' });
  useViewerLiveClassBooked();
  return (
    <section className="live-upcoming" aria-labelledby="live-upcoming-heading">
      <h1 id="live-upcoming-heading">My upcoming live classes</h1>
      {data.viewer ? (
        <UpcomingLiveClassesList viewer={data.viewer} />
      ) : (
        <p>You have no upcoming live classes yet.</p>
      )}
      <p>
        <Link className="button button--brand" to="/liveschedule">
          Browse the live schedule
        </Link>
      </p>
    </section>
  );
}
