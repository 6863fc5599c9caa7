import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { UpcomingLiveClassesPageQuery } from './__generated__/UpcomingLiveClassesPageQuery.graphql';
import { PastLiveClassesList } from './PastLiveClassesList';
import { MY_CLASSES_TITLE } from './paths';
import { UpcomingLiveClassesList } from './UpcomingLiveClassesList';
import { useViewerLiveClassBooked } from './useViewerLiveClassBooked';
import './live.css';

const UpcomingQuery = graphql`
  query UpcomingLiveClassesPageQuery @preloadable {
    viewer {
      ...UpcomingLiveClassesList_viewer
      ...PastLiveClassesList_viewer
    }
  }
`;

/**
 * /newplatform/live/upcoming, 'My classes': the member's booked classes to come, each with a link
 * to its page (Join once it opens) and a way to cancel, then their past classes. Bookings made
 * meanwhile on another device join the list as they happen.
 */
export function UpcomingLiveClassesPage() {
  const queryRef = useLoaderData() as PreloadedQuery<UpcomingLiveClassesPageQuery>;
  const data = useRouteQuery<UpcomingLiveClassesPageQuery>(UpcomingQuery, queryRef);
  usePageMeta({ section: MY_CLASSES_TITLE });
  useViewerLiveClassBooked();
  return (
    <div className="live-upcoming">
      <h1>{MY_CLASSES_TITLE}</h1>
      <section aria-labelledby="live-upcoming-heading">
        <h2 id="live-upcoming-heading">Upcoming</h2>
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
      <section aria-labelledby="live-past-heading">
        <h2 id="live-past-heading">Past classes</h2>
        {data.viewer ? <PastLiveClassesList viewer={data.viewer} /> : null}
      </section>
    </div>
  );
}
