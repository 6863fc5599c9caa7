import { useState } from 'react';
import { useSite } from '../site/SiteContext';
import { useSession } from './session/SessionContext';
import type { SessionUser } from './session/sessionUser';
import { useLogIn } from './useLogIn';

/**
 * The state and submission every log-in form shares (/login and the booking flow's modal):
 * e-mail and password, the server's failure text shown as sent, the studio on a
 * white-label site, and signing the member in. The forms differ in layout and in what follows.
 */
export function useLogInFields() {
  const { isWhiteLabel, whiteLabelStudioShortName } = useSite();
  const { host, setSession } = useSession();
  const [logIn] = useLogIn(host);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  /** Logs the member in; null (with `serverError` set) when it did not. */
  const submit = async (): Promise<SessionUser | null> => {
    if (submitting) return null;
    setSubmitting(true);
    setServerError(null);
    const result = await logIn({
      email: email.trim(),
      password,
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

  return { email, setEmail, password, setPassword, submitting, serverError, submit };
}
