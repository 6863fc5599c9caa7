import { useMemo, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { UpcomingLiveClassesList_viewer$key } from './__generated__/UpcomingLiveClassesList_viewer.graphql';
import { UpcomingLiveClass } from './UpcomingLiveClass';

/** How many booked classes a page of the list shows. */
export const UPCOMING_PAGE_SIZE = 10;

/**
 * What a booking on the list needs, wherever it comes from: a page, a booking just made
 * (`bookingEdge`, appended) or one pushed from another device (appended by the subscription).
 * The start time orders the list, since Relay appends new edges at the end.
 */
export const UpcomingBookingNodeFragment = graphql`
  fragment UpcomingLiveClassesList_edgeNode on LiveClassBooking {
    id
    liveClass {
      id
      startsAt
    }
    ...UpcomingLiveClass_booking
  }
`;

/**
 * The member's booked classes still to come or under way, a page at a time. A booking made on
 * this screen or another joins the list at once and a cancelled one leaves it, without a reload
 * (the mutations and the subscription update this `@connection` in the store).
 */
export function UpcomingLiveClassesList({ viewer }: { viewer: UpcomingLiveClassesList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment UpcomingLiveClassesList_viewer on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "UpcomingLiveClassesListPaginationQuery") {
        upcomingLiveClassBookings(first: $count, after: $cursor)
          @connection(key: "UpcomingLiveClassesList_upcomingLiveClassBookings") {
          edges {
            node {
              ...UpcomingLiveClassesList_edgeNode @relay(mask: false)
            }
          }
        }
      }
    `,
    viewer,
  );
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const bookings = useMemo(
    () =>
      data.upcomingLiveClassBookings.edges
        .map((edge) => edge.node)
        .sort((a, b) => Date.parse(a.liveClass.startsAt) - Date.parse(b.liveClass.startsAt)),
    [data.upcomingLiveClassBookings.edges],
  );

  const cancelled = (title: string) => {
    setNotice(`Your place in ${title} was cancelled.`);
    // The row that had focus is gone: the member hears what happened and carries on from here.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <>
      <p className="live-upcoming__notice" role="status" ref={noticeRef} tabIndex={-1}>
        {notice}
      </p>
      {bookings.length === 0 ? (
        <p>You have no upcoming live classes yet.</p>
      ) : (
        <ul className="live-upcoming__list" aria-label="Booked classes">
          {bookings.map((booking) => (
            <UpcomingLiveClass key={booking.id} booking={booking} onCancelled={cancelled} />
          ))}
        </ul>
      )}
      {hasNext ? (
        <p>
          <button
            type="button"
            className="button button--ghost"
            disabled={isLoadingNext}
            onClick={() => loadNext(UPCOMING_PAGE_SIZE)}
          >
            {isLoadingNext ? 'Loading…' : 'Show more classes'}
          </button>
        </p>
      ) : null}
    </>
  );
}
