import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSite } from '../site/SiteContext';
import { afterSignUpPath } from './access/redirects';
import { EMAIL_WARNING, FormError, FormField, looksLikeEmail, PASSWORD_MISMATCH_WARNING } from './FormField';
import { useSession } from './session/SessionContext';
import { useSignUp } from './useSignUp';

interface SignUpFormProps {
  /** The submit button's label (the promo pages: "LET'S WORK OUT!"). */
  submitLabel: string;
  /** The label while submitting (spec: 'Loading...'). */
  busyLabel?: string;
  /** The promo code carried to /payment after sign-up (`?code=`). */
  code: string | null;
  /** A day-pass sign-up continues to the day pass (of this studio, when given). */
  dayPass?: boolean;
  dayPassStudio?: string | undefined;
}

/**
 * The sign-up form of /signup*, the promo pages and the day-pass sign-up (spec §4/§5):
 * submit stays disabled until all five fields are filled, while a warning shows and
 * while submitting.
 */
export function SignUpForm({ submitLabel, busyLabel = 'Loading...', code, dayPass, dayPassStudio }: SignUpFormProps) {
  const { isWhiteLabel, whiteLabelStudioShortName } = useSite();
  const { host, setSession } = useSession();
  const [signUp] = useSignUp(host);
  const navigate = useNavigate();

  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [emailWarning, setEmailWarning] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  // Spec §5: checked as either password changes or loses focus, so deriving it covers both.
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const filled = [email, firstName, lastName, password, confirmPassword].every((value) => value.trim() !== '');
  const disabled = !filled || submitting || emailWarning || mismatch;

  const onEmailChange = (value: string) => {
    setEmail(value);
    // Spec §5: the warning clears once an '@' appears.
    if (emailWarning && looksLikeEmail(value)) setEmailWarning(false);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
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
      // White-label sign-ups become the studio's customers.
      studioShortName: isWhiteLabel ? whiteLabelStudioShortName : null,
    });
    if (!result.ok) {
      setServerError(result.message);
      setSubmitting(false);
      return;
    }
    setSession(result.token, result.user);
    await navigate(
      afterSignUpPath({
        subscribed: result.user.subscribed,
        code,
        whiteLabel: isWhiteLabel,
        dayPass,
        studioShortName: dayPassStudio,
      }),
    );
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onValueChange={onEmailChange}
        onBlur={() => setEmailWarning(!looksLikeEmail(email))}
        warning={emailWarning ? EMAIL_WARNING : null}
      />
      <div className="auth-form__row">
        <FormField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={firstName}
          onValueChange={setFirstName}
        />
        <FormField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={lastName}
          onValueChange={setLastName}
        />
      </div>
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <FormField
        label="Confirm Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        warning={mismatch ? PASSWORD_MISMATCH_WARNING : null}
      />
      <FormError message={serverError} />
      <button type="submit" className="button button--brand button--block button--large" disabled={disabled}>
        {submitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
