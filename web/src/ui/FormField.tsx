import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import './formField.css';

interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'id' | 'aria-invalid'
> {
  label: string;
  value: string;
  onValueChange?: (value: string) => void;
  /** A warning under the field; marks the field invalid while shown. */
  warning?: string | null;
  /** What the field needs, shown under it from the start (a rule the member should not discover by failing). */
  hint?: string;
}

/** A labelled input whose warning is announced and tied to it (aria-describedby). */
export function FormField({
  label,
  value,
  onValueChange,
  warning,
  hint,
  className,
  ...input
}: FormFieldProps) {
  const id = useId();
  const warningId = `${id}-warning`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, warning ? warningId : null].filter(Boolean).join(' ');
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className="form-field__input"
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange?.(event.target.value)}
        aria-invalid={warning ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      {warning && (
        <p id={warningId} className="form-field__warning" aria-live="polite">
          {warning}
        </p>
      )}
    </div>
  );
}

/** The server's message for a failed submit, announced at once. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** The form warnings, in the product's exact wording. */
export const EMAIL_WARNING = 'Please enter a valid email address.';
export const PASSWORD_MISMATCH_WARNING = 'Please type the same password again.';

/** An e-mail is valid if it contains '@'. */
export function looksLikeEmail(value: string): boolean {
  return value.includes('@');
}

/**
 * After a refused submit, the first field marked invalid takes the focus (its message is read with
 * it), so a keyboard or screen-reader user lands on what to fix. Waits for the refusal to render.
 */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => {
    form?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, 0);
}
