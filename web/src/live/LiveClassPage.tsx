import { useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { LiveClassPageQuery } from './__generated__/LiveClassPageQuery.graphql';
import { BookingFlow } from './BookingFlow';
import { LiveClassFriends } from './FriendsBooked';
import { InviteFriendDialog } from './InviteFriendDialog';
import { LiveClassPlayer } from './LiveClassPlayer';
import { LiveClassSummary } from './LiveClassSummary';
import { useHasPassed } from './useHasPassed';
import { useViewerFriendsBookingChanged } from './useViewerFriendsBookingChanged';
import './live.css';

const LiveClassQuery = graphql`
  query LiveClassPageQuery($id: ID!, $host: String!) @preloadable {
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
      ...LiveClassFriends_liveClass
      ...InviteFriendDialog_liveClass
    }
    viewer {
      id
      canBookLiveClassesFree(host: $host)
    }
  }
`;

/** Asked by the route before the page opens (loaders.ts, mayOpenWithoutSubscription). */
export const LiveClassPageAccess = graphql`
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

/** /newplatform/live/upcoming/:liveClassId: the class, and its stream for a member who may watch it. */
export function LiveClassPage() {
  const queryRef = useLoaderData() as PreloadedQuery<LiveClassPageQuery>;
  const data = useRouteQuery<LiveClassPageQuery>(LiveClassQuery, queryRef);
  const liveClass = data.liveClass;
  usePageMeta({ section: liveClass?.title ?? 'Live class' });
  const [booking, setBooking] = useState(false);
  const [inviting, setInviting] = useState(false);
  const started = useHasPassed(liveClass ? Date.parse(liveClass.startsAt) : 0);

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
      {liveClass.cancelledAt ? null : <LiveClassFriends liveClass={liveClass} />}
      {data.viewer ? <FriendsBookingsListener key={data.viewer.id} /> : null}
      {/* Friends are invited to a class the member booked, until it starts. */}
      {liveClass.viewerBooking != null && !liveClass.cancelledAt && !started ? (
        <p className="live-class-page__invite">
          <button type="button" className="button button--ghost" onClick={() => setInviting(true)}>
            Invite a friend
          </button>
        </p>
      ) : null}
      {booking && (
        <BookingFlow liveClass={liveClass} canBookFree={canBookFree} onClose={() => setBooking(false)} />
      )}
      {inviting && <InviteFriendDialog liveClass={liveClass} onClose={() => setInviting(false)} />}
      <p className="live-class-page__links">
        <Link to="/newplatform/live/upcoming">My classes</Link> ·{' '}
        <Link to="/liveschedule">Live schedule</Link>
      </p>
    </section>
  );
}

/** Only for a signed-in member (the subscription needs a token): friends booking this class show as they do. */
function FriendsBookingsListener() {
  useViewerFriendsBookingChanged('class');
  return null;
}
