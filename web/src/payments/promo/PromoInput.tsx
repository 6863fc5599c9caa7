import { useId, type KeyboardEvent, type RefObject } from 'react';

interface PromoInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A refused code's server message, shown with the incorrect styling and a clear icon. */
  incorrect: string | null;
  onClear: () => void;
  /** Enter in the field (the inline form must not submit the order). */
  onEnter?: () => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
}

/** A promo code field: on refusal it turns red, says why and offers a clear icon. */
export function PromoInput(props: PromoInputProps) {
  const { label, value, onChange, incorrect, onClear, onEnter, inputRef, disabled } = props;
  const id = useId();
  const messageId = `${id}-message`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <div className="form-field promo-input">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={incorrect ? 'promo-input__box promo-input__box--incorrect' : 'promo-input__box'}>
        <input
          ref={inputRef}
          id={id}
          className="form-field__input promo-input__input"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={incorrect ? true : undefined}
          aria-describedby={incorrect ? messageId : undefined}
        />
        {incorrect && (
          <button
            type="button"
            className="promo-input__clear"
            aria-label="Clear promo code"
            onClick={onClear}
          >
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
              <circle cx="10" cy="10" r="9" fill="currentColor" />
              <path d="m6.5 6.5 7 7m0-7-7 7" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {incorrect && (
        <p id={messageId} className="promo-input__message" role="alert">
          {incorrect}
        </p>
      )}
    </div>
  );
}
