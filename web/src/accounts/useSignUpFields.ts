import { useState } from 'react';
import { useSite } from '../site/SiteContext';
import { looksLikeEmail } from '../ui/FormField';
import { passwordTooShort } from './passwordRule';
import { useSession } from './session/SessionContext';
import type { SessionUser } from './session/sessionUser';
import { useSignUp } from './useSignUp';

export type SignUpFieldName = 'email' | 'firstName' | 'lastName' | 'password' | 'confirmPassword';

const FIELD_NAMES: ReadonlySet<string> = new Set<SignUpFieldName>([
  'email',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
]);

/** The form's fields in page order: the first one the server refused takes the focus. */
export const SIGN_UP_FIELD_ORDER: readonly SignUpFieldName[] = [
  'email',
  'firstName',
  'lastName',
  'password',
  'confirmPassword',
];

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
  // The server's refusals that name a field show under that field, until the member edits it.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignUpFieldName, string>>>({});

  const set = (name: SignUpFieldName) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });
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
    setFieldErrors({});
    const result = await signUp({
      email: values.email.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      password: values.password,
      studioShortName: isWhiteLabel ? whiteLabelStudioShortName : null,
    });
    if (!result.ok) {
      const byField: Partial<Record<SignUpFieldName, string>> = {};
      const general: string[] = [];
      for (const error of result.errors) {
        if (error.field !== null && FIELD_NAMES.has(error.field)) {
          byField[error.field as SignUpFieldName] ??= error.message;
        } else {
          general.push(error.message);
        }
      }
      setFieldErrors(byField);
      // A failed call, or a refusal of the form as a whole, shows under the form.
      setServerError(general[0] ?? (Object.keys(byField).length === 0 ? result.message : null));
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
    fieldErrors,
    submit,
  };
}
