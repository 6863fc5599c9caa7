import { useRef, type FormEvent } from 'react';
import {
  EMAIL_WARNING,
  FormError,
  FormField,
  focusFirstInvalid,
  looksLikeEmail,
  PASSWORD_MISMATCH_WARNING,
} from '../ui/FormField';
import type { SessionUser } from '../accounts/session/sessionUser';
import { PasswordField } from '../accounts/PasswordField';
import { useSignUpFields } from '../accounts/useSignUpFields';
import { Dialog } from '../ui/Dialog';
import '../accounts/accounts.css';

/** The booking sign-up texts, in the product's exact wording. */
export const SIGN_UP_TITLE = 'Create your free account';
export const SIGN_UP_BUTTON = 'Create My Account';
export const SIGN_UP_BUSY = 'Loading....';

interface SignUpModalProps {
  onSignedUp: (user: SessionUser) => void;
  onLogIn: () => void;
  onClose: () => void;
}

/**
 * The booking flow's sign-up: the e-mail warning is set on blur when the field is
 * non-empty without '@' and cleared once '@' appears; the passwords must match; the button is
 * disabled while submitting or while a warning shows. A failure shows the server's text, or
 * 'Unknown error. Please try later.'.
 */
export function SignUpModal({ onSignedUp, onLogIn, onClose }: SignUpModalProps) {
  const {
    values,
    set,
    emailWarning,
    setEmailWarning,
    mismatch,
    tooShort,
    submitting,
    serverError,
    fieldErrors,
    submit,
  } = useSignUpFields();
  const formRef = useRef<HTMLFormElement>(null);
  const disabled = submitting || emailWarning || mismatch || tooShort;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    // First name, last name, e-mail, password and confirmation are required.
    const empty = formRef.current?.querySelector<HTMLInputElement>('input[data-empty="true"]');
    if (empty) {
      empty.focus();
      return;
    }
    const user = await submit();
    if (user) onSignedUp(user);
    else focusFirstInvalid(formRef.current);
  };

  const empty = (value: string) => (value.trim() === '' ? 'true' : 'false');

  return (
    <Dialog title={SIGN_UP_TITLE} onClose={onClose} className="live-modal">
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <div className="auth-form__row">
          <FormField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            required
            data-empty={empty(values.firstName)}
            value={values.firstName}
            onValueChange={set('firstName')}
            warning={fieldErrors.firstName ?? null}
          />
          <FormField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            required
            data-empty={empty(values.lastName)}
            value={values.lastName}
            onValueChange={set('lastName')}
            warning={fieldErrors.lastName ?? null}
          />
        </div>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          data-empty={empty(values.email)}
          value={values.email}
          onValueChange={set('email')}
          onBlur={() => setEmailWarning(values.email.trim() !== '' && !looksLikeEmail(values.email))}
          warning={emailWarning ? EMAIL_WARNING : (fieldErrors.email ?? null)}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          data-empty={values.password === '' ? 'true' : 'false'}
          value={values.password}
          onValueChange={set('password')}
          serverWarning={fieldErrors.password ?? null}
        />
        <FormField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          data-empty={values.confirmPassword === '' ? 'true' : 'false'}
          value={values.confirmPassword}
          onValueChange={set('confirmPassword')}
          warning={mismatch ? PASSWORD_MISMATCH_WARNING : (fieldErrors.confirmPassword ?? null)}
        />
        <FormError message={serverError} />
        <button
          type="submit"
          className="button button--brand button--block button--large"
          disabled={disabled}
        >
          {submitting ? SIGN_UP_BUSY : SIGN_UP_BUTTON}
        </button>
      </form>
      <p className="auth-card__switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onLogIn}>
          Log in
        </button>
      </p>
    </Dialog>
  );
}
