import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { PAYMENT_UNAVAILABLE, useAttachCardFields, type CardTokenResult } from './CardFormContext';
import type { CardFieldName } from './cardValidation';
import type { WalletOptions } from './wallet';
import { WalletButton } from './WalletButton';
import '../../ui/formField.css';

/**
 * This module is loaded only when the gateway names the STRIPE provider (CardFields
 * imports it lazily), so the default build never fetches Stripe.js. `@stripe/stripe-js/pure`
 * injects the script when loadStripe is first called, not on import.
 */
const stripeLoads = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js load per publishable key; a failed load resolves with null. */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let load = stripeLoads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch((error: unknown) => {
      console.error('[payments] Stripe.js could not be loaded', error);
      stripeLoads.delete(publishableKey);
      return null;
    });
    stripeLoads.set(publishableKey, load);
  }
  return load;
}

/** The site's look inside Stripe's frames (they cannot read our CSS). */
const ELEMENT_STYLE: StripeElementStyle = {
  base: {
    color: '#14191b',
    fontSize: '16px',
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    '::placeholder': { color: '#7b8587' },
  },
  invalid: { color: '#b3261e', iconColor: '#b3261e' },
};

interface StripeCardFieldsProps {
  publishableKey: string;
  /** The Apple Pay button's options; no wallet when absent. */
  wallet?: WalletOptions | undefined;
}

/** Stripe's split card Elements (number, expiry, CVC) and, where available, the Apple Pay button. */
export default function StripeCardFields({ publishableKey, wallet }: StripeCardFieldsProps) {
  const stripe = useMemo(() => loadStripeOnce(publishableKey), [publishableKey]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((loaded) => {
      if (live && !loaded) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [stripe]);
  if (failed) {
    return (
      <p className="form-error" role="alert">
        {PAYMENT_UNAVAILABLE}
      </p>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeFields wallet={wallet} />
    </Elements>
  );
}

/** Which of our fields a Stripe error code (incomplete_number, invalid_expiry_year_past, …) is about. */
function fieldOfCode(code: string | undefined): CardFieldName | null {
  if (!code) return null;
  if (code.includes('number')) return 'number';
  if (code.includes('expiry')) return 'expiry';
  if (code.includes('cvc')) return 'cvc';
  return null;
}

function StripeFields({ wallet }: { wallet?: WalletOptions | undefined }) {
  const stripe = useStripe();
  const elements = useElements();
  const [mounted, setMounted] = useState<Record<CardFieldName, boolean>>({
    number: false,
    expiry: false,
    cvc: false,
  });
  const [errors, setErrors] = useState<Record<CardFieldName, string | null>>({
    number: null,
    expiry: null,
    cvc: null,
  });
  const ready = Boolean(stripe && elements && mounted.number && mounted.expiry && mounted.cvc);

  const tokenize = useCallback(
    async (billingName: string): Promise<CardTokenResult> => {
      const card = elements?.getElement(CardNumberElement);
      if (!stripe || !card) return { ok: false, reason: 'failed' };
      try {
        const { paymentMethod, error } = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: { name: billingName },
        });
        if (paymentMethod) return { ok: true, token: paymentMethod.id };
        const field = error?.type === 'validation_error' ? fieldOfCode(error.code) : null;
        if (field && error?.message) {
          setErrors((current) => ({ ...current, [field]: error.message ?? null }));
          return { ok: false, reason: 'invalid' };
        }
      } catch (error) {
        console.error('[payments] Stripe could not create a payment method', error);
      }
      return { ok: false, reason: 'failed' };
    },
    [stripe, elements],
  );
  useAttachCardFields(ready, tokenize);

  const onChange = (field: CardFieldName) => (event: StripeElementChangeEvent) =>
    setErrors((current) => ({ ...current, [field]: event.error?.message ?? null }));
  const onReady = (field: CardFieldName) => () => setMounted((current) => ({ ...current, [field]: true }));
  const focus = (field: CardFieldName) => () => {
    const element =
      field === 'number'
        ? elements?.getElement(CardNumberElement)
        : field === 'expiry'
          ? elements?.getElement(CardExpiryElement)
          : elements?.getElement(CardCvcElement);
    element?.focus();
  };

  return (
    <>
      {wallet && <WalletButton options={wallet} />}
      <div className="card-fields" aria-busy={!ready}>
        <StripeField label="Card number" error={errors.number} onLabelClick={focus('number')}>
          <CardNumberElement
            className="card-field__element"
            options={{ style: ELEMENT_STYLE, showIcon: true, placeholder: '1234 1234 1234 1234' }}
            onReady={onReady('number')}
            onChange={onChange('number')}
          />
        </StripeField>
        <div className="card-fields__row">
          <StripeField label="Expiration date" error={errors.expiry} onLabelClick={focus('expiry')}>
            <CardExpiryElement
              className="card-field__element"
              options={{ style: ELEMENT_STYLE, placeholder: 'MM / YY' }}
              onReady={onReady('expiry')}
              onChange={onChange('expiry')}
            />
          </StripeField>
          <StripeField label="CVC" error={errors.cvc} onLabelClick={focus('cvc')}>
            <CardCvcElement
              className="card-field__element"
              options={{ style: ELEMENT_STYLE, placeholder: 'CVC' }}
              onReady={onReady('cvc')}
              onChange={onChange('cvc')}
            />
          </StripeField>
        </div>
      </div>
    </>
  );
}

/**
 * A label and error around one Element. Stripe's frames label their own inputs; the
 * visible label moves focus into the frame.
 */
function StripeField({
  label,
  error,
  onLabelClick,
  children,
}: {
  label: string;
  error: string | null;
  onLabelClick: () => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="card-field" role="group" aria-labelledby={`${id}-label`}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- does for the pointer what a <label> would (focus the frame); keyboard users Tab into Stripe's own labelled input */}
      <span id={`${id}-label`} className="form-field__label card-field__label" onClick={onLabelClick}>
        {label}
      </span>
      <div className={error ? 'card-field__box card-field__box--invalid' : 'card-field__box'}>{children}</div>
      {error && (
        <p className="form-field__warning" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
