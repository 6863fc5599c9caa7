import { useState, type FormEvent } from 'react';
import { useSession } from '../accounts/session/SessionContext';
import type { CardFormContext_paymentProvider$key } from './card/__generated__/CardFormContext_paymentProvider.graphql';
import { CardFields } from './card/CardFields';
import { CardFormProvider, useCardForm } from './card/CardFormContext';
import { PaymentError, billingName, type PaymentFailure } from './PaymentError';
import { useStall } from './useStall';
import { useUpdatePaymentCard } from './useUpdatePaymentCard';

interface UpdateCardFormProps {
  provider: CardFormContext_paymentProvider$key | null | undefined;
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** A card form in place on the account page: the new card replaces the subscription's. */
export function UpdateCardForm(props: UpdateCardFormProps) {
  return (
    <CardFormProvider provider={props.provider}>
      <UpdateCard {...props} />
    </CardFormProvider>
  );
}

function UpdateCard({ onDone, onCancel }: UpdateCardFormProps) {
  const { user } = useSession();
  const card = useCardForm();
  const [updateCard] = useUpdatePaymentCard();
  const stall = useStall();
  const [failure, setFailure] = useState<PaymentFailure>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card.ready || !stall.begin()) return;
    setFailure(null);
    const token = await card.tokenize(billingName(user));
    if (!token.ok) {
      if (token.reason === 'failed') setFailure({ kind: 'token' });
      stall.end();
      return;
    }
    const outcome = await updateCard({ paymentToken: token.token });
    stall.end();
    if (!outcome.ok) {
      setFailure({ kind: 'message', text: outcome.message });
      return;
    }
    onDone('Your new card is saved.');
  };

  return (
    <form
      className="update-card"
      onSubmit={onSubmit}
      noValidate
      aria-busy={stall.stalled}
      aria-label="Update card"
    >
      <CardFields />
      <PaymentError failure={failure} />
      <div className="account-actions">
        <button type="submit" className="button button--brand" disabled={!card.ready || stall.stalled}>
          {stall.stalled ? 'Saving…' : 'Save card'}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={stall.stalled}>
          Cancel
        </button>
      </div>
    </form>
  );
}
