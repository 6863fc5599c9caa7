import { useRef, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSite } from '../site/SiteContext';
import { afterSignUpPath } from './access/redirects';
import {
  EMAIL_WARNING,
  FormError,
  FormField,
  focusFirstInvalid,
  looksLikeEmail,
  PASSWORD_MISMATCH_WARNING,
} from '../ui/FormField';
import { PasswordField } from './PasswordField';
import { useSignUpFields } from './useSignUpFields';

interface SignUpFormProps {
  /** The submit button's label (the promo pages: "LET'S WORK OUT!"). */
  submitLabel: string;
  /** The label while submitting ('Loading...'). */
  busyLabel?: string;
  /** The promo code carried to /payment after sign-up (`?code=`). */
  code: string | null;
  /** A day-pass sign-up continues to the day pass (of this studio, when given). */
  dayPass?: boolean;
  dayPassStudio?: string | undefined;
}

/**
 * The sign-up form of /signup*, the promo pages and the day-pass sign-up:
 * submit stays disabled until all five fields are filled, while a warning shows and
 * while submitting.
 */
export function SignUpForm({
  submitLabel,
  busyLabel = 'Loading...',
  code,
  dayPass,
  dayPassStudio,
}: SignUpFormProps) {
  const { isWhiteLabel } = useSite();
  const navigate = useNavigate();
  const {
    values,
    set,
    emailWarning,
    setEmailWarning,
    mismatch,
    tooShort,
    filled,
    submitting,
    serverError,
    fieldErrors,
    submit,
  } = useSignUpFields();
  const formRef = useRef<HTMLFormElement>(null);
  const disabled = !filled || submitting || emailWarning || mismatch || tooShort;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const user = await submit();
    if (!user) {
      focusFirstInvalid(formRef.current);
      return;
    }
    await navigate(
      afterSignUpPath({
        subscribed: user.subscribed,
        code,
        whiteLabel: isWhiteLabel,
        dayPass,
        studioShortName: dayPassStudio,
      }),
    );
  };

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <FormField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onValueChange={set('email')}
        onBlur={() => setEmailWarning(!looksLikeEmail(values.email))}
        warning={emailWarning ? EMAIL_WARNING : (fieldErrors.email ?? null)}
      />
      <div className="auth-form__row">
        <FormField
          label="First Name"
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          onValueChange={set('firstName')}
          warning={fieldErrors.firstName ?? null}
        />
        <FormField
          label="Last Name"
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          onValueChange={set('lastName')}
          warning={fieldErrors.lastName ?? null}
        />
      </div>
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
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
        value={values.confirmPassword}
        onValueChange={set('confirmPassword')}
        warning={mismatch ? PASSWORD_MISMATCH_WARNING : (fieldErrors.confirmPassword ?? null)}
      />
      <FormError message={serverError} />
      <button type="submit" className="button button--brand button--block button--large" disabled={disabled}>
        {submitting ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
