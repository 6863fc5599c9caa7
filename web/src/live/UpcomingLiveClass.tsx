import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { UpcomingLiveClass_booking$key } from './__generated__/UpcomingLiveClass_booking.graphql';
import { CancelBookingDialog } from './CancelBookingDialog';
import { LiveClassSummary } from './LiveClassSummary';
import { OPENS_BEFORE_MS } from './time';
import { useHasPassed } from './useHasPassed';

/** One booked class on the member's list: a link to its page (join, once open), and a way to give the place up. */
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
  const startsAt = Date.parse(data.liveClass.startsAt);
  // The class page opens its stream from an hour before the start: until then the link reads
  // 'View', after it 'Join'. Once the class is under way it can no longer be cancelled (the server
  // refuses too). Both change while the page stays open.
  const open = useHasPassed(startsAt - OPENS_BEFORE_MS);
  const started = useHasPassed(startsAt);
  return (
    <li className="live-upcoming__item">
      <LiveClassSummary liveClass={data.liveClass} />
      <div className="live-upcoming__actions">
        <Link
          className={open ? 'button button--brand' : 'button button--ghost'}
          to={`/newplatform/live/upcoming/${data.liveClass.databaseId}`}
          aria-label={`${open ? 'Join' : 'View'} ${data.liveClass.title}`}
        >
          {open ? 'Join' : 'View class'}
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
