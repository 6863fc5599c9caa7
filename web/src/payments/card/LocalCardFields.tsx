import {
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useCreateCardToken } from '../useCreateCardToken';
import { useAttachCardFields, type CardTokenResult } from './CardFormContext';
import {
  BRAND_NAMES,
  cardDigits,
  cvcLength,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  validateCard,
  type CardErrors,
  type CardFieldName,
} from './cardValidation';
import '../../ui/formField.css';

const NO_ERRORS: CardErrors = { number: null, expiry: null, cvc: null };
const FIELD_ORDER: CardFieldName[] = ['number', 'expiry', 'cvc'];

/** Which of our fields a server error's `field` names (number, expMonth, expYear, cvc; maybe `input.`-prefixed). */
function fieldOf(serverField: string | null): CardFieldName | null {
  const name = serverField?.split('.').pop()?.toLowerCase() ?? '';
  if (name === 'number') return 'number';
  if (name === 'expmonth' || name === 'expyear') return 'expiry';
  if (name === 'cvc') return 'cvc';
  return null;
}

/**
 * The LOCAL provider's card form, shaped like Stripe's split Elements (card number,
 * expiration date MM / YY, CVC) with the same inline checks, shown once a field has been
 * left or a submit tried. The card becomes a token through `createCardToken`.
 */
export function LocalCardFields() {
  const [createCardToken] = useCreateCardToken();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [touched, setTouched] = useState<Record<CardFieldName, boolean>>({
    number: false,
    expiry: false,
    cvc: false,
  });
  const [serverErrors, setServerErrors] = useState<CardErrors>(NO_ERRORS);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);

  const digits = cardDigits(number);
  const brand = detectBrand(digits);
  const errors = validateCard({ number, expiry, cvc });
  const shown = (field: CardFieldName) => serverErrors[field] ?? (touched[field] ? errors[field] : null);

  const clearServerError = (field: CardFieldName) =>
    setServerErrors((current) => (current[field] ? { ...current, [field]: null } : current));

  const tokenize = useCallback(
    async (billingName: string): Promise<CardTokenResult> => {
      const current = validateCard({ number, expiry, cvc });
      const invalid = FIELD_ORDER.filter((field) => current[field] !== null);
      if (invalid.length > 0) {
        setTouched({ number: true, expiry: true, cvc: true });
        const inputs: Record<CardFieldName, RefObject<HTMLInputElement | null>> = {
          number: numberRef,
          expiry: expiryRef,
          cvc: cvcRef,
        };
        inputs[invalid[0]!].current?.focus();
        return { ok: false, reason: 'invalid' };
      }
      const parsed = parseExpiry(expiry)!;
      const outcome = await createCardToken({
        number: cardDigits(number),
        expMonth: parsed.month,
        expYear: parsed.year,
        cvc: cardDigits(cvc),
        name: billingName,
      });
      if (outcome.ok) return { ok: true, token: outcome.token };
      // The server names the field it refused (a number that is not a test card, …): show it there too.
      const field = outcome.callFailed ? null : fieldOf(outcome.field);
      if (field) setServerErrors({ ...NO_ERRORS, [field]: outcome.message });
      return { ok: false, reason: 'failed' };
    },
    [createCardToken, number, expiry, cvc],
  );
  useAttachCardFields(true, tokenize);

  return (
    <div className="card-fields">
      <CardInput
        label="Card number"
        inputRef={numberRef}
        value={number}
        error={shown('number')}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        onBlur={() => setTouched((current) => ({ ...current, number: digits !== '' || current.number }))}
        onChange={(event) => {
          setNumber(formatCardNumber(cardDigits(event.target.value)));
          clearServerError('number');
        }}
        adornment={
          brand !== 'unknown' ? (
            <span className={`card-brand card-brand--${brand}`} aria-hidden="true">
              {BRAND_NAMES[brand]}
            </span>
          ) : null
        }
        description={brand !== 'unknown' ? BRAND_NAMES[brand] : undefined}
      />
      <div className="card-fields__row">
        <CardInput
          label="Expiration date"
          inputRef={expiryRef}
          value={expiry}
          error={shown('expiry')}
          autoComplete="cc-exp"
          placeholder="MM / YY"
          onBlur={() => setTouched((current) => ({ ...current, expiry: expiry !== '' || current.expiry }))}
          onChange={(event) => {
            setExpiry(formatExpiry(event.target.value, expiry));
            clearServerError('expiry');
          }}
        />
        <CardInput
          label="CVC"
          inputRef={cvcRef}
          value={cvc}
          error={shown('cvc')}
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '1234' : 'CVC'}
          onBlur={() => setTouched((current) => ({ ...current, cvc: cvc !== '' || current.cvc }))}
          onChange={(event) => {
            setCvc(cardDigits(event.target.value).slice(0, cvcLength(brand)));
            clearServerError('cvc');
          }}
        />
      </div>
    </div>
  );
}

interface CardInputProps {
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  error: string | null;
  autoComplete: string;
  placeholder: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** Drawn inside the box (the card brand). */
  adornment?: ReactNode;
  /** Read out with the field (the detected brand). */
  description?: string | undefined;
}

function CardInput({
  label,
  inputRef,
  value,
  error,
  autoComplete,
  placeholder,
  onChange,
  onBlur,
  adornment,
  description,
}: CardInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : null, description ? descriptionId : null].filter(Boolean).join(' ');
  return (
    <div className="card-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={error ? 'card-field__box card-field__box--invalid' : 'card-field__box'}>
        <input
          ref={inputRef}
          id={id}
          className="card-field__input"
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          autoCorrect="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {adornment}
      </div>
      {description && (
        <span id={descriptionId} className="visually-hidden">
          {description}
        </span>
      )}
      {error && (
        <p id={errorId} className="form-field__warning" aria-live="polite">
          {error}
        </p>
      )}
    </div>
  );
}
