import { useState } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { useSession } from '../accounts/session/SessionContext';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { LivePageQuery } from './__generated__/LivePageQuery.graphql';
import type { LivePage_liveClass$key } from './__generated__/LivePage_liveClass.graphql';
import { BookingFlow } from './BookingFlow';
import { LiveClassPlayer } from './LiveClassPlayer';
import { LiveClassSummary } from './LiveClassSummary';
import './live.css';

const LiveQuery = graphql`
  query LivePageQuery($from: DateTime!, $to: DateTime!, $host: String!) @preloadable {
    liveSchedule(from: $from, to: $to, host: $host) {
      id
      startsAt
      endsAt
      cancelledAt
      ...LivePage_liveClass
    }
    viewer {
      id
      canBookLiveClassesFree(host: $host)
    }
  }
`;

/** The live stream page: the class on now (or next up today), its 600px frame for a member who may watch. */
export function LivePage() {
  const queryRef = useLoaderData() as PreloadedQuery<LivePageQuery>;
  const data = useRouteQuery<LivePageQuery>(LiveQuery, queryRef);
  usePageMeta({ section: 'Live', description: 'The live class on now, streaming from a partner studio.' });
  // The moment the page opened picks the class: a later render (a booking, a log-in) does not
  // swap the class under the member.
  const [now] = useState(Date.now);
  const classes = (data.liveSchedule ?? []).filter((liveClass) => !liveClass.cancelledAt);
  const current =
    classes.find(
      (liveClass) => Date.parse(liveClass.startsAt) <= now && now < Date.parse(liveClass.endsAt),
    ) ??
    classes.find((liveClass) => Date.parse(liveClass.startsAt) > now) ??
    null;
  return (
    <section className="live-page" aria-labelledby="live-page-heading">
      <h1 id="live-page-heading">Live</h1>
      {current ? (
        <LiveNow
          key={current.id}
          liveClass={current}
          onNow={Date.parse(current.startsAt) <= now}
          canBookFree={data.viewer?.canBookLiveClassesFree ?? null}
        />
      ) : (
        <p>There are no more live classes today.</p>
      )}
      <p>
        <Link to="/liveschedule">See the full live schedule</Link>
      </p>
    </section>
  );
}

function LiveNow({
  liveClass,
  onNow,
  canBookFree,
}: {
  liveClass: LivePage_liveClass$key;
  onNow: boolean;
  canBookFree: boolean | null;
}) {
  const data = useFragment(
    graphql`
      fragment LivePage_liveClass on LiveClass {
        id
        databaseId
        startsAt
        title
        viewerBooking {
          id
        }
        ...LiveClassSummary_liveClass
        ...BookingFlow_liveClass
      }
    `,
    liveClass,
  );
  const { user } = useSession();
  const [booking, setBooking] = useState(false);
  const mayWatch = user !== null && (data.viewerBooking != null || canBookFree === true);
  const prompt = (
    <div className="live-page__prompt">
      <p>{user ? 'Book this class to watch it.' : 'Log in or create a free account to watch this class.'}</p>
      <button type="button" className="button button--brand" onClick={() => setBooking(true)}>
        Book
      </button>
      {!user && <Link to="/login?redirect_path=%2Flive">Log in here!</Link>}
    </div>
  );
  return (
    <div className="live-page__class">
      <h2>{onNow ? 'On now' : 'Up next'}</h2>
      <LiveClassSummary liveClass={data} />
      {mayWatch ? (
        <LiveClassPlayer
          key={data.viewerBooking?.id ?? 'free'}
          liveClassId={data.id}
          databaseId={data.databaseId}
          startsAt={data.startsAt}
          title={data.title}
          paymentRequired={prompt}
        />
      ) : (
        prompt
      )}
      {booking && (
        <BookingFlow liveClass={data} canBookFree={canBookFree} onClose={() => setBooking(false)} />
      )}
    </div>
  );
}
