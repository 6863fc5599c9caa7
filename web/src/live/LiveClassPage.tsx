import { useState } from 'react';
import { fetchQuery, graphql, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, type LoaderFunction } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery, useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { LiveClassPageAccessQuery } from './__generated__/LiveClassPageAccessQuery.graphql';
import type { LiveClassPageQuery } from './__generated__/LiveClassPageQuery.graphql';
import { BookingFlow } from './BookingFlow';
import { LiveClassPlayer } from './LiveClassPlayer';
import { LiveClassSummary } from './LiveClassSummary';
import './live.css';

const LiveClassQuery = graphql`
  query LiveClassPageQuery($id: ID!, $host: String!) {
    liveClass(id: $id) {
      id
      databaseId
      startsAt
      studioTimeZone
      title
      cancelledAt
      hasEnded
      viewerBooking {
        id
      }
      ...LiveClassSummary_liveClass
      ...BookingFlow_liveClass
    }
    viewer {
      id
      canBookLiveClassesFree(host: $host)
    }
  }
`;

const AccessQuery = graphql`
  query LiveClassPageAccessQuery($id: ID!, $host: String!) {
    liveClass(id: $id) {
      id
      viewerBooking {
        id
      }
    }
    viewer {
      id
      canBookLiveClassesFree(host: $host)
    }
  }
`;

/**
 * Whether a member without a subscription may stay on a class's page: they bought the class, or may
 * book it free (staff, the studio's instructors), or there is no such class (the page says so).
 * Anyone else is on their way to paying. A failed check lets the page load and explain itself.
 */
export async function mayOpenWithoutSubscription(
  environment: IEnvironment,
  id: string,
  host: string,
): Promise<boolean> {
  try {
    const data = await fetchQuery<LiveClassPageAccessQuery>(environment, AccessQuery, {
      id,
      host,
    }).toPromise();
    if (!data?.liveClass) return true;
    return data.liveClass.viewerBooking != null || data.viewer?.canBookLiveClassesFree === true;
  } catch {
    return true;
  }
}

/** Starts the class's query (the numeric id from the URL; navigation state is not needed). */
export function liveClassPageLoader(environment: IEnvironment, host: string): LoaderFunction {
  return ({ params }) =>
    preloadRouteQuery<LiveClassPageQuery>(environment, LiveClassQuery, {
      id: params.liveClassId ?? '',
      host,
    });
}

/** /newplatform/live/upcoming/:liveClassId: the class, and its stream for a member who may watch it. */
export function LiveClassPage() {
  const queryRef = useLoaderData() as PreloadedQuery<LiveClassPageQuery>;
  const data = useRouteQuery<LiveClassPageQuery>(LiveClassQuery, queryRef);
  const liveClass = data.liveClass;
  usePageMeta({ section: liveClass?.title ?? 'Live class' });
  const [booking, setBooking] = useState(false);

  if (!liveClass) {
    return (
      <section className="live-class-page">
        <h1>Live class not found</h1>
        <p>This live class does not exist. Find another one on the schedule.</p>
        <Link to="/liveschedule">See the live schedule</Link>
      </section>
    );
  }
  const canBookFree = data.viewer?.canBookLiveClassesFree ?? null;
  const mayWatch = liveClass.viewerBooking != null || canBookFree === true;
  const bookButton = (
    <div className="live-class-page__book">
      <p>Book this class to watch it.</p>
      <button type="button" className="button button--brand" onClick={() => setBooking(true)}>
        Book
      </button>
    </div>
  );

  return (
    <section className="live-class-page" aria-labelledby="live-class-heading">
      <h1 id="live-class-heading">{liveClass.title}</h1>
      <LiveClassSummary liveClass={liveClass} />
      {liveClass.cancelledAt ? (
        <p className="form-error" role="alert">
          This live class was cancelled.
        </p>
      ) : liveClass.hasEnded ? (
        <p className="live-class-page__ended">This class has ended.</p>
      ) : mayWatch ? (
        <LiveClassPlayer
          key={liveClass.viewerBooking?.id ?? 'free'}
          liveClassId={liveClass.id}
          databaseId={liveClass.databaseId}
          startsAt={liveClass.startsAt}
          studioTimeZone={liveClass.studioTimeZone}
          title={liveClass.title}
          paymentRequired={bookButton}
        />
      ) : (
        bookButton
      )}
      {booking && (
        <BookingFlow liveClass={liveClass} canBookFree={canBookFree} onClose={() => setBooking(false)} />
      )}
      <p className="live-class-page__links">
        <Link to="/newplatform/live/upcoming">My classes</Link> ·{' '}
        <Link to="/liveschedule">Live schedule</Link>
      </p>
    </section>
  );
}
