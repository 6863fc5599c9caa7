import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { PastLiveClassesList_viewer$key } from './__generated__/PastLiveClassesList_viewer.graphql';
import type { PastLiveClassesList_booking$key } from './__generated__/PastLiveClassesList_booking.graphql';
import { LiveClassSummary } from './LiveClassSummary';

/** How many past classes a page of the list shows. */
export const PAST_PAGE_SIZE = 10;

function PastLiveClass({ booking }: { booking: PastLiveClassesList_booking$key }) {
  const data = useFragment(
    graphql`
      fragment PastLiveClassesList_booking on LiveClassBooking {
        refundedAmount {
          formatted
        }
        liveClass {
          cancelledAt
          ...LiveClassSummary_liveClass
        }
      }
    `,
    booking,
  );
  return (
    <li className="live-upcoming__item">
      <LiveClassSummary liveClass={data.liveClass} />
      <p className="live-upcoming__status">
        {data.liveClass.cancelledAt ? 'Cancelled by the studio' : 'Ended'}
        {data.refundedAmount ? ` · ${data.refundedAmount.formatted} refunded to your card` : null}
      </p>
    </li>
  );
}

/**
 * The member's past live classes, newest first, a page at a time. The gateway passes the
 * backend's own cursors through, so 'Show more past classes' continues exactly where it stopped.
 */
export function PastLiveClassesList({ viewer }: { viewer: PastLiveClassesList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment PastLiveClassesList_viewer on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "PastLiveClassesListPaginationQuery") {
        pastLiveClassBookings(first: $count, after: $cursor)
          @connection(key: "PastLiveClassesList_pastLiveClassBookings") {
          edges {
            node {
              id
              ...PastLiveClassesList_booking
            }
          }
        }
      }
    `,
    viewer,
  );
  const bookings = data.pastLiveClassBookings.edges.map((edge) => edge.node);
  return (
    <>
      {bookings.length === 0 ? (
        <p>Classes you have booked appear here once they are over.</p>
      ) : (
        <ul className="live-upcoming__list" aria-label="Past classes">
          {bookings.map((booking) => (
            <PastLiveClass key={booking.id} booking={booking} />
          ))}
        </ul>
      )}
      {hasNext ? (
        <p>
          <button
            type="button"
            className="button button--ghost"
            disabled={isLoadingNext}
            onClick={() => loadNext(PAST_PAGE_SIZE)}
          >
            {isLoadingNext ? 'Loading…' : 'Show more past classes'}
          </button>
        </p>
      ) : null}
    </>
  );
}
