import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Dialog } from '../ui/Dialog';
import type { CancelBookingDialog_booking$key } from './__generated__/CancelBookingDialog_booking.graphql';
import { LiveClassSummary } from './LiveClassSummary';
import { useCancelLiveClassBooking } from './useCancelLiveClassBooking';

export const CANCEL_TITLE = 'Cancel this booking?';
export const NO_REFUND_NOTE = 'Payments are not refundable once billed, so cancelling does not refund it.';

/**
 * Asks before a booking is cancelled, and says first what the member gives up: their place, the
 * class on their calendar and, for a class they paid for, the payment (the product's terms: no
 * refunds once billed), so booking it again means paying again.
 */
export function CancelBookingDialog({
  booking,
  onClose,
  onCancelled,
}: {
  booking: CancelBookingDialog_booking$key;
  onClose: () => void;
  onCancelled: (title: string) => void;
}) {
  const data = useFragment(
    graphql`
      fragment CancelBookingDialog_booking on LiveClassBooking {
        id
        amountPaid {
          cents
          formatted
        }
        liveClass {
          title
          ...LiveClassSummary_liveClass
        }
      }
    `,
    booking,
  );
  const [cancel, inFlight] = useCancelLiveClassBooking();
  const [error, setError] = useState<string | null>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const paid = data.amountPaid.cents > 0;

  const confirm = async () => {
    setError(null);
    const outcome = await cancel(data.id);
    if (outcome.ok) onCancelled(data.liveClass.title);
    else setError(outcome.message);
  };

  return (
    <Dialog title={CANCEL_TITLE} onClose={onClose} className="live-modal" initialFocus={keepRef}>
      <LiveClassSummary liveClass={data.liveClass} />
      <p>Your place is freed and the class leaves your calendar.</p>
      {paid ? (
        <p className="live-cancel__refund">
          You paid {data.amountPaid.formatted} for this class. {NO_REFUND_NOTE} Booking it again means paying
          again.
        </p>
      ) : (
        <p>You can book it again while it is on the schedule.</p>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--ghost" ref={keepRef} onClick={onClose}>
          Keep my place
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={inFlight}
          onClick={() => void confirm()}
        >
          {inFlight ? 'Cancelling…' : 'Cancel booking'}
        </button>
      </div>
    </Dialog>
  );
}
