import { lazy, Suspense } from 'react';
import { PAYMENT_UNAVAILABLE, useCardForm } from './CardFormContext';
import { LocalCardFields } from './LocalCardFields';
import type { WalletOptions } from './wallet';

// Stripe's libraries load only for the STRIPE provider: a chunk of their own.
const StripeCardFields = lazy(() => import('./StripeCardFields'));

/** Placeholder boxes the size of the card fields while Stripe.js loads. */
function CardFieldsLoading() {
  return (
    <div className="card-fields card-fields--loading" role="status" aria-label="Loading the card form">
      <span className="card-field__box card-field__box--placeholder" />
      <div className="card-fields__row">
        <span className="card-field__box card-field__box--placeholder" />
        <span className="card-field__box card-field__box--placeholder" />
      </div>
    </div>
  );
}

/**
 * The card form of the provider the gateway names: the plain local form, or Stripe's
 * Elements (with the Apple Pay button when `wallet` is given and the browser offers it).
 */
export function CardFields({ wallet }: { wallet?: WalletOptions | undefined }) {
  const { kind, publishableKey } = useCardForm();
  if (kind === 'LOCAL') return <LocalCardFields />;
  if (kind === 'STRIPE' && publishableKey) {
    return (
      <Suspense fallback={<CardFieldsLoading />}>
        <StripeCardFields publishableKey={publishableKey} wallet={wallet} />
      </Suspense>
    );
  }
  return (
    <p className="form-error" role="alert">
      {PAYMENT_UNAVAILABLE}
    </p>
  );
}
