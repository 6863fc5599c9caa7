import { Suspense, useId, useState, type FormEvent } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import { useSession } from '../accounts/session/SessionContext';
import { PageSpinner } from '../ui/Spinner';
import { CardFields } from '../payments/card/CardFields';
import { CardFormProvider, useCardForm } from '../payments/card/CardFormContext';
import {
  billingName,
  CONFIRM_ORDER,
  PaymentError,
  PROCESSING,
  type PaymentFailure,
} from '../payments/PaymentError';
import { FREE_ORDER } from '../payments/PaymentForm';
import { PromoCodeField } from '../payments/promo/PromoCodeField';
import { useStall } from '../payments/useStall';
import type { LiveClassPaymentModalQuery } from './__generated__/LiveClassPaymentModalQuery.graphql';
import type { LiveClassPaymentModal_liveClass$key } from './__generated__/LiveClassPaymentModal_liveClass.graphql';
import { LiveClassSummary } from './LiveClassSummary';
import { Dialog } from '../ui/Dialog';
import { useConfirmLiveClassPayment, type PaidBooking } from './useConfirmLiveClassPayment';
import { useCreateLiveClassPayment } from './useCreateLiveClassPayment';
import { useLiveClassPromo } from './useLiveClassPromo';
import { formatCents, listCentsOf } from './price';

/** The booking payment texts, in the product's exact wording. */
export const PAYMENT_TITLE = 'Confirm live class booking';

interface LiveClassPaymentModalProps {
  liveClass: LiveClassPaymentModal_liveClass$key;
  onPaid: (booking: PaidBooking) => void;
  onClose: () => void;
}

/** The payment modal: the class, its price, a promo code, the card and 'Confirm Order'. */
export function LiveClassPaymentModal({ liveClass, onPaid, onClose }: LiveClassPaymentModalProps) {
  const data = useFragment(
    graphql`
      fragment LiveClassPaymentModal_liveClass on LiveClass {
        id
        price {
          cents
        }
        ...LiveClassSummary_liveClass
      }
    `,
    liveClass,
  );
  const listCents = listCentsOf(data.price);
  return (
    <Dialog title={PAYMENT_TITLE} onClose={onClose} className="live-modal live-payment-modal">
      <LiveClassSummary liveClass={data} />
      <Suspense fallback={<PageSpinner label="Loading the payment form…" />}>
        <PaymentProviderForm liveClassId={data.id} listCents={listCents} onPaid={onPaid} />
      </Suspense>
    </Dialog>
  );
}

function PaymentProviderForm(props: {
  liveClassId: string;
  listCents: number;
  onPaid: (booking: PaidBooking) => void;
}) {
  const query = useLazyLoadQuery<LiveClassPaymentModalQuery>(
    graphql`
      query LiveClassPaymentModalQuery {
        paymentProvider {
          ...CardFormContext_paymentProvider
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  return (
    <CardFormProvider provider={query.paymentProvider}>
      <LiveClassCheckout {...props} />
    </CardFormProvider>
  );
}

/** A class the studio offers at no charge: confirming books it, with no card. */
export const FREE_CLASS = 'This class is free: no card needed.';

function LiveClassCheckout({
  liveClassId,
  listCents,
  onPaid,
}: {
  liveClassId: string;
  listCents: number;
  onPaid: (booking: PaidBooking) => void;
}) {
  const { user } = useSession();
  const card = useCardForm();
  const promo = useLiveClassPromo(liveClassId, listCents);
  const [createPayment] = useCreateLiveClassPayment();
  const [confirmPayment] = useConfirmLiveClassPayment();
  const stall = useStall();
  // A failure belongs to the order it was about: once the promo code changes (a free code after a
  // declined card, say) it is no longer shown beside the new price.
  const [failed, setFailed] = useState<{ failure: PaymentFailure; code: string | null } | null>(null);
  const failure = failed !== null && failed.code === promo.appliedCode ? failed.failure : null;
  const priceId = useId();
  // A class that costs nothing needs no card, like one a promo code makes free.
  const freeClass = listCents === 0;
  const free = promo.free || freeClass;
  const ready = free || card.ready;
  const checking = promo.state.status === 'checking';

  const fail = (failure: PaymentFailure) => {
    setFailed({ failure, code: promo.appliedCode });
    // An error clears the pending flag and the button works again.
    stall.end();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Ignored while one is in progress or while the provider is not ready.
    if (!ready || checking) return;
    if (!stall.begin()) return;
    setFailed(null);
    const created = await createPayment({
      liveClassId,
      amountCents: promo.amountCents,
      promoCode: promo.appliedCode,
    });
    if (!created.ok) {
      fail({ kind: 'message', text: created.message });
      return;
    }
    let paymentToken: string | null = null;
    // If the coupon leaves a zero amount, no card is charged.
    if (!created.payment.isFree) {
      const token = await card.tokenize(billingName(user));
      if (!token.ok) {
        fail(token.reason === 'failed' ? { kind: 'token' } : null);
        return;
      }
      paymentToken = token.token;
    }
    const confirmed = await confirmPayment({
      paymentIntentId: created.payment.paymentIntentId,
      liveClassId,
      amountCents: created.payment.amount.cents,
      paymentToken,
    });
    if (!confirmed.ok) {
      fail({ kind: 'message', text: confirmed.message });
      return;
    }
    onPaid(confirmed.booking);
  };

  const applied = promo.state.status === 'applied' ? promo.state.result : null;
  return (
    <form className="live-checkout" onSubmit={onSubmit} noValidate aria-busy={stall.stalled}>
      <p className="live-checkout__price" id={priceId}>
        <span>Price: </span>
        {applied ? (
          <>
            <s className="order-summary__was">{formatCents(listCents)}</s>{' '}
            <strong>{free ? 'FREE' : applied.newAmount.formatted}</strong>
          </>
        ) : (
          <strong>{freeClass ? 'FREE' : formatCents(listCents)}</strong>
        )}
      </p>
      {freeClass ? (
        <div className="free-order" role="status">
          <strong>{FREE_CLASS}</strong>
        </div>
      ) : (
        <>
          <PromoCodeField promo={promo} initialCode={null} disabled={stall.stalled} />
          {free && (
            <div className="free-order" role="status">
              <strong>{FREE_ORDER}</strong>
            </div>
          )}
        </>
      )}
      {/* Kept mounted while a free code applies, so removing it brings the card back as typed. */}
      <div hidden={free} data-testid="live-card-fields">
        <CardFields />
      </div>
      <PaymentError failure={failure} />
      <button
        type="submit"
        className="button button--brand button--block button--large"
        disabled={!ready || stall.stalled || checking}
      >
        {stall.stalled ? PROCESSING : CONFIRM_ORDER}
      </button>
    </form>
  );
}
