import { useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { UpcomingLiveClass_booking$key } from './__generated__/UpcomingLiveClass_booking.graphql';
import { CancelBookingDialog } from './CancelBookingDialog';
import { LiveClassSummary } from './LiveClassSummary';

/** Longer waits than a browser timer holds (about 24.8 days) are judged again on the next visit. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One booked class on the member's list: a link to its page (join), and a way to give the place up. */
export function UpcomingLiveClass({
  booking,
  onCancelled,
}: {
  booking: UpcomingLiveClass_booking$key;
  onCancelled: (title: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment UpcomingLiveClass_booking on LiveClassBooking {
        liveClass {
          databaseId
          title
          startsAt
          ...LiveClassSummary_liveClass
        }
        ...CancelBookingDialog_booking
      }
    `,
    booking,
  );
  const [confirming, setConfirming] = useState(false);
  // A class under way can no longer be cancelled (the server refuses too): only Join is offered,
  // also on a page left open until the class starts.
  const startsAt = Date.parse(data.liveClass.startsAt);
  const [started, setStarted] = useState(() => startsAt <= Date.now());
  useEffect(() => {
    const wait = Math.max(0, startsAt - Date.now());
    if (wait > MAX_TIMER_MS) return undefined;
    const timer = setTimeout(() => setStarted(true), wait);
    return () => clearTimeout(timer);
  }, [startsAt]);
  return (
    <li className="live-upcoming__item">
      <LiveClassSummary liveClass={data.liveClass} />
      <div className="live-upcoming__actions">
        <Link
          className="button button--brand"
          to={`/newplatform/live/upcoming/${data.liveClass.databaseId}`}
          aria-label={`Join ${data.liveClass.title}`}
        >
          Join
        </Link>
        {started ? null : (
          <button
            type="button"
            className="button button--ghost"
            aria-label={`Cancel booking: ${data.liveClass.title}`}
            onClick={() => setConfirming(true)}
          >
            Cancel booking
          </button>
        )}
      </div>
      {confirming ? (
        <CancelBookingDialog
          booking={data}
          onClose={() => setConfirming(false)}
          onCancelled={(title) => {
            setConfirming(false);
            onCancelled(title);
          }}
        />
      ) : null}
    </li>
  );
}
