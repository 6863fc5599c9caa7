import { useState } from 'react';
import { useSite } from '../site/SiteContext';
import { looksLikeEmail } from '../ui/FormField';
import { passwordTooShort } from './passwordRule';
import { useSession } from './session/SessionContext';
import type { SessionUser } from './session/sessionUser';
import { useSignUp } from './useSignUp';

export type SignUpFieldName = 'email' | 'firstName' | 'lastName' | 'password' | 'confirmPassword';

/**
 * The state and submission every sign-up form shares (the /signup pages and the booking
 * flow's modal): the five fields, the warnings (e-mail without '@', passwords that
 * differ), the server's failure text, and signing the new member in. White-label sign-ups
 * become that studio's customers. The forms differ only in layout and in when they submit.
 */
export function useSignUpFields() {
  const { isWhiteLabel, whiteLabelStudioShortName } = useSite();
  const { host, setSession } = useSession();
  const [signUp] = useSignUp(host);
  const [values, setValues] = useState<Record<SignUpFieldName, string>>({
    email: '',
    firstName: '',
    lastName: '',
    password: '',
    confirmPassword: '',
  });
  const [emailWarning, setEmailWarning] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const set = (name: SignUpFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // The e-mail warning clears once an '@' appears.
    if (name === 'email' && emailWarning && looksLikeEmail(value)) setEmailWarning(false);
  };
  // Checked as either password changes, so deriving it covers change and blur alike.
  const mismatch = values.confirmPassword !== '' && values.password !== values.confirmPassword;
  const filled = Object.values(values).every((value) => value.trim() !== '');
  // Refused before it is sent: the rule is under the field, the server would only say it again.
  const tooShort = passwordTooShort(values.password);

  /** Signs the member up and in; null (with `serverError` or the e-mail warning set) when it did not. */
  const submit = async (): Promise<SessionUser | null> => {
    if (submitting || mismatch || tooShort) return null;
    if (!looksLikeEmail(values.email)) {
      setEmailWarning(true);
      return null;
    }
    setSubmitting(true);
    setServerError(null);
    const result = await signUp({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
      studioShortName: isWhiteLabel ? whiteLabelStudioShortName : null,
    });
    if (!result.ok) {
      setServerError(result.message);
      setSubmitting(false);
      return null;
    }
    setSession(result.token, result.user);
    return result.user;
  };

  return {
    values,
    set,
    emailWarning,
    setEmailWarning,
    mismatch,
    tooShort,
    filled,
    submitting,
    serverError,
    submit,
  };
}
