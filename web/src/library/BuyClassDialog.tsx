import { Suspense, useRef, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSession } from '../accounts/session/SessionContext';
import { CardFields } from '../payments/card/CardFields';
import { CardFormProvider, useCardForm } from '../payments/card/CardFormContext';
import { newIdempotencyKey } from '../payments/idempotency';
import {
  billingName,
  CONFIRM_ORDER,
  PaymentError,
  PROCESSING,
  type PaymentFailure,
} from '../payments/PaymentError';
import { useStall } from '../payments/useStall';
import { Dialog } from '../ui/Dialog';
import { PageSpinner } from '../ui/Spinner';
import type { BuyClassDialogQuery } from './__generated__/BuyClassDialogQuery.graphql';
import { usePurchaseVideo } from './usePurchaseVideo';

export const BUY_CLASS_TITLE = 'Buy this class';
/** The fine print of a class bought on its own: it is the member's for good, and not refundable. */
export const BUY_CLASS_FINE_PRINT =
  'Yours to stream any time, for good: a class bought on its own never expires. There are no refunds once billed.';

interface BuyClassDialogProps {
  videoId: string;
  title: string;
  /** The price as members read it, for example `$4.99`. */
  price: string;
  onBought: (receipt: { amountCharged: string | null; receiptNumber: string | null }) => void;
  onClose: () => void;
}

/** Pays for one class with a card: the class, its price, the card fields and 'Confirm Order'. */
export function BuyClassDialog({ videoId, title, price, onBought, onClose }: BuyClassDialogProps) {
  return (
    <Dialog title={BUY_CLASS_TITLE} onClose={onClose} className="library-buy">
      <p className="library-buy__what">
        <strong>{title}</strong>
        <span className="library-buy__price">{price}</span>
      </p>
      <p className="library-buy__fine-print">{BUY_CLASS_FINE_PRINT}</p>
      <Suspense fallback={<PageSpinner label="Loading the payment form…" />}>
        <ProviderForm videoId={videoId} onBought={onBought} />
      </Suspense>
    </Dialog>
  );
}

function ProviderForm(props: { videoId: string; onBought: BuyClassDialogProps['onBought'] }) {
  const query = useLazyLoadQuery<BuyClassDialogQuery>(
    graphql`
      query BuyClassDialogQuery {
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
      <Checkout {...props} />
    </CardFormProvider>
  );
}

function Checkout({ videoId, onBought }: { videoId: string; onBought: BuyClassDialogProps['onBought'] }) {
  const { user } = useSession();
  const card = useCardForm();
  const [purchase] = usePurchaseVideo();
  const stall = useStall();
  const [failure, setFailure] = useState<PaymentFailure>(null);
  // One attempt is one card token and one key. When the call itself failed (the network), the
  // member's retry sends the same two, so the backend answers it once whatever happened the first
  // time; after a refusal (a declined card), a new attempt starts with a new card and key.
  const attempt = useRef<{ token: string; key: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card.ready || !stall.begin()) return;
    setFailure(null);
    if (attempt.current === null) {
      const token = await card.tokenize(billingName(user));
      if (!token.ok) {
        setFailure(token.reason === 'failed' ? { kind: 'token' } : null);
        stall.end();
        return;
      }
      attempt.current = { token: token.token, key: newIdempotencyKey() };
    }
    const { token, key } = attempt.current;
    const outcome = await purchase({ videoId, paymentToken: token, idempotencyKey: key });
    if (!outcome.ok) {
      if (!outcome.callFailed) attempt.current = null;
      setFailure({ kind: 'message', text: outcome.message });
      stall.end();
      return;
    }
    onBought({ amountCharged: outcome.amountCharged, receiptNumber: outcome.receiptNumber });
  };

  return (
    <form className="library-buy__form" onSubmit={onSubmit} noValidate aria-busy={stall.stalled}>
      <CardFields />
      <PaymentError failure={failure} />
      <button
        type="submit"
        className="button button--brand button--block button--large"
        disabled={!card.ready || stall.stalled}
      >
        {stall.stalled ? PROCESSING : CONFIRM_ORDER}
      </button>
    </form>
  );
}
