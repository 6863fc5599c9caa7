import { useRef, useState, type FormEvent } from 'react';
import { EMAIL_WARNING, FormError, FormField, looksLikeEmail, PASSWORD_MISMATCH_WARNING } from '../accounts/FormField';
import type { SessionUser } from '../accounts/session/sessionUser';
import { useSession } from '../accounts/session/SessionContext';
import { useSignUp } from '../accounts/useSignUp';
import { useSite } from '../site/SiteContext';
import { Modal } from './Modal';
import '../accounts/accounts.css';

/** Spec (booking modals and §5), verbatim. */
export const SIGN_UP_TITLE = 'Create your free account';
export const SIGN_UP_BUTTON = 'Create My Account';
export const SIGN_UP_BUSY = 'Loading....';

interface SignUpModalProps {
  onSignedUp: (user: SessionUser) => void;
  onLogIn: () => void;
  onClose: () => void;
}

/**
 * The booking flow's sign-up (spec §5): the e-mail warning is set on blur when the field is
 * non-empty without '@' and cleared once '@' appears; the passwords must match; the button is
 * disabled while submitting or while a warning shows. A failure shows the server's text, or
 * 'Unknown error. Please try later.'.
 */
export function SignUpModal({ onSignedUp, onLogIn, onClose }: SignUpModalProps) {
  const { isWhiteLabel, whiteLabelStudioShortName } = useSite();
  const { host, setSession } = useSession();
  const [signUp] = useSignUp(host);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [emailWarning, setEmailWarning] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const disabled = submitting || emailWarning || mismatch;

  const onEmailChange = (value: string) => {
    setEmail(value);
    if (emailWarning && looksLikeEmail(value)) setEmailWarning(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    // Spec §5: first name, last name, e-mail, password and confirmation are required.
    const empty = formRef.current?.querySelector<HTMLInputElement>('input[data-empty="true"]');
    if (empty) {
      empty.focus();
      return;
    }
    if (!looksLikeEmail(email)) {
      setEmailWarning(true);
      return;
    }
    setSubmitting(true);
    setServerError(null);
    const result = await signUp({
      email: email.trim(),
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      password,
      studioShortName: isWhiteLabel ? whiteLabelStudioShortName : null,
    });
    if (!result.ok) {
      setServerError(result.message);
      setSubmitting(false);
      return;
    }
    setSession(result.token, result.user);
    onSignedUp(result.user);
  };

  const empty = (value: string) => (value.trim() === '' ? 'true' : 'false');

  return (
    <Modal title={SIGN_UP_TITLE} onClose={onClose}>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <div className="auth-form__row">
          <FormField
            label="First Name"
            name="firstName"
            autoComplete="given-name"
            required
            data-empty={empty(firstName)}
            value={firstName}
            onValueChange={setFirstName}
          />
          <FormField
            label="Last Name"
            name="lastName"
            autoComplete="family-name"
            required
            data-empty={empty(lastName)}
            value={lastName}
            onValueChange={setLastName}
          />
        </div>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          data-empty={empty(email)}
          value={email}
          onValueChange={onEmailChange}
          onBlur={() => setEmailWarning(email.trim() !== '' && !looksLikeEmail(email))}
          warning={emailWarning ? EMAIL_WARNING : null}
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          required
          data-empty={password === '' ? 'true' : 'false'}
          value={password}
          onValueChange={setPassword}
        />
        <FormField
          label="Confirm Password"
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          data-empty={confirmPassword === '' ? 'true' : 'false'}
          value={confirmPassword}
          onValueChange={setConfirmPassword}
          warning={mismatch ? PASSWORD_MISMATCH_WARNING : null}
        />
        <FormError message={serverError} />
        <button type="submit" className="button button--brand button--block button--large" disabled={disabled}>
          {submitting ? SIGN_UP_BUSY : SIGN_UP_BUTTON}
        </button>
      </form>
      <p className="auth-card__switch">
        Already have an account?{' '}
        <button type="button" className="link-button" onClick={onLogIn}>
          Log in
        </button>
      </p>
    </Modal>
  );
}
