import { useEffect, useId, useRef, useState } from 'react';
import { PromoInput } from './PromoInput';
import type { PromoCode } from './usePromoCode';

/** The promo-mode texts, in the product's exact wording. */
export const PROMO_TOGGLE = 'I have a promo code';
export const COUPON_APPLIED = 'Coupon Applied!';

interface PromoCodeFieldProps {
  promo: PromoCode;
  /** `?code=` (carried from sign-up): opens the field with it and applies it at once. */
  initialCode: string | null;
  /** The order is being processed. */
  disabled: boolean;
}

/**
 * The payment form's promo mode: the 'I have a promo code' toggle, the code and Apply;
 * 'Coupon Applied!' with the output text and REMOVE once the server accepts it.
 */
export function PromoCodeField({ promo, initialCode, disabled }: PromoCodeFieldProps) {
  const [open, setOpen] = useState(Boolean(initialCode));
  const [code, setCode] = useState(initialCode ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const panelId = useId();
  const { state, apply, remove } = promo;

  const initialApplied = useRef(false);
  useEffect(() => {
    if (initialCode && !initialApplied.current) {
      initialApplied.current = true;
      apply(initialCode);
    }
  }, [initialCode, apply]);

  if (state.status === 'applied') {
    return (
      <div className="promo promo--applied">
        <p className="promo__applied" role="status">
          <svg className="promo__tick" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="10" fill="currentColor" />
            <path d="m5.5 10.5 3 3 6-7" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>
            <strong>{COUPON_APPLIED}</strong> <span className="promo__code">{state.result.code}</span>
            <span className="promo__output">{state.result.message}</span>
          </span>
        </p>
        <button
          type="button"
          className="promo__remove"
          disabled={disabled}
          onClick={() => {
            remove();
            setCode('');
            // The field is back: keep the focus near where it was.
            setTimeout(() => inputRef.current?.focus(), 0);
          }}
        >
          REMOVE
        </button>
      </div>
    );
  }

  const checking = state.status === 'checking';
  const incorrect = state.status === 'rejected' ? state.message : null;
  return (
    <div className="promo">
      <button
        type="button"
        className="promo__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
          if (!open) setTimeout(() => inputRef.current?.focus(), 0);
        }}
      >
        <span className="promo__toggle-icon" aria-hidden="true">
          {open ? '−' : '+'}
        </span>
        {PROMO_TOGGLE}
      </button>
      <div id={panelId} className="promo__panel" hidden={!open}>
        <PromoInput
          label="Promo code"
          value={code}
          inputRef={inputRef}
          disabled={disabled}
          incorrect={incorrect}
          onChange={(value) => {
            setCode(value);
            if (state.status === 'rejected') remove();
          }}
          onClear={() => {
            setCode('');
            remove();
            inputRef.current?.focus();
          }}
          onEnter={() => apply(code)}
        />
        <button
          type="button"
          className="button button--dark promo__apply"
          disabled={disabled || checking || code.trim() === ''}
          aria-busy={checking}
          onClick={() => apply(code)}
        >
          Apply
        </button>
      </div>
    </div>
  );
}
