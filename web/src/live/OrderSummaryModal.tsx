import { graphql, useFragment } from 'react-relay';
import type { OrderSummaryModal_booking$key } from './__generated__/OrderSummaryModal_booking.graphql';
import { LiveClassSummary } from './LiveClassSummary';
import { Link } from 'react-router-dom';
import { Dialog } from '../ui/Dialog';
import { MY_CLASSES_PATH, MY_CLASSES_TITLE } from './paths';

/** The booking texts, in the product's exact wording. */
export const ORDER_SUMMARY_TITLE = 'See you there!';

/** The order summary after a payment or a free claim: the class, its time and what was paid. */
export function OrderSummaryModal({
  booking,
  onClose,
}: {
  booking: OrderSummaryModal_booking$key;
  onClose: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment OrderSummaryModal_booking on LiveClassBooking {
        amountPaid {
          cents
          formatted
        }
        promoCode
        liveClass {
          ...LiveClassSummary_liveClass
        }
      }
    `,
    booking,
  );
  return (
    <Dialog title={ORDER_SUMMARY_TITLE} onClose={onClose} className="live-modal">
      <p>Your class is booked and on your calendar.</p>
      <LiveClassSummary liveClass={data.liveClass} />
      <dl className="live-summary live-summary--total">
        <div>
          <dt>Amount paid</dt>
          <dd>
            {data.amountPaid.cents === 0
              ? `FREE${data.promoCode ? ` (${data.promoCode})` : ''}`
              : data.amountPaid.formatted}
          </dd>
        </div>
      </dl>
      <p>
        It is listed under{' '}
        <Link to={MY_CLASSES_PATH} onClick={onClose}>
          {MY_CLASSES_TITLE}
        </Link>
        , with Join once it opens.
      </p>
      <div className="modal__actions">
        <button type="button" className="button button--brand" onClick={onClose}>
          Okay
        </button>
      </div>
    </Dialog>
  );
}
