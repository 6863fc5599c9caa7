import { useStripe } from '@stripe/react-stripe-js';
import type { PaymentRequest } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { WALLET_CANCELLED, WALLET_NOTE, type WalletOptions } from './wallet';

/**
 * The Apple Pay button (STRIPE provider only): shown when `paymentRequest.canMakePayment()`
 * says Apple Pay is available, which is Safari on a device that can pay.
 * Safari draws the official button from the `-apple-pay-button` appearance.
 */
export function WalletButton({ options }: { options: WalletOptions }) {
  const stripe = useStripe();
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    if (!stripe) return;
    let live = true;
    const paymentRequest = stripe.paymentRequest({
      country: 'US',
      currency: 'usd',
      total: { label: latest.current.label, amount: latest.current.amount },
    });
    paymentRequest
      .canMakePayment()
      .then((result) => {
        if (live && result?.applePay) setRequest(paymentRequest);
      })
      .catch(() => undefined);
    paymentRequest.on('paymentmethod', (event) => {
      void latest.current.pay(event.paymentMethod.id).then((outcome) => {
        event.complete(outcome.ok ? 'success' : 'fail');
        if (!outcome.ok && live) setMessage(outcome.message);
      });
    });
    paymentRequest.on('cancel', () => {
      if (live) setMessage(WALLET_CANCELLED);
    });
    return () => {
      live = false;
      paymentRequest.off('paymentmethod');
      paymentRequest.off('cancel');
    };
  }, [stripe]);

  useEffect(() => {
    try {
      request?.update({ total: { label: options.label, amount: options.amount } });
    } catch {
      // The sheet is open: it keeps the amount it was opened with.
    }
  }, [request, options.label, options.amount]);

  if (!request) return null;
  return (
    <div className="wallet">
      <button
        type="button"
        className="wallet__button"
        aria-label="Pay with Apple Pay"
        disabled={options.disabled}
        onClick={() => {
          setMessage(null);
          // Must run in the click itself: Safari opens the sheet only on a user gesture.
          request.show();
        }}
      />
      <p className="wallet__note">{WALLET_NOTE}</p>
      {message && (
        <p className="form-error" role="alert">
          {message}
        </p>
      )}
      <p className="wallet__divider">
        <span>or pay with card</span>
      </p>
    </div>
  );
}
