import { useEffect, useRef } from 'react';
import { CARD_TOKEN_FAILURE } from './card/CardFormContext';

/** What a payment form shows after a failed submit. */
export type PaymentFailure = { kind: 'token' } | { kind: 'message'; text: string } | null;

/**
 * The failure of a payment form, announced at once (role=alert) and focused, so keyboard
 * and screen-reader users land on it: the card token failure (three sentences)
 * or the server's message.
 */
export function PaymentError({ failure }: { failure: PaymentFailure }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure) ref.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={ref} className="form-error payment-error" role="alert" tabIndex={-1}>
      {failure.kind === 'token' ? (
        CARD_TOKEN_FAILURE.map((sentence) => <p key={sentence}>{sentence}</p>)
      ) : (
        <p>{failure.text}</p>
      )}
    </div>
  );
}

/** The billing name is first and last name, each defaulting to a dash. */
export function billingName(user: { firstName: string; lastName: string } | null): string {
  const first = user?.firstName.trim() || '-';
  const last = user?.lastName.trim() || '-';
  return `${first} ${last}`;
}

/** The submit button's labels, in the product's exact wording: mind the trailing space. */
export const CONFIRM_ORDER = 'Confirm Order';
export const PROCESSING = 'Processing... ';
