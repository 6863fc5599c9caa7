import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';
import { afterLogInPath } from './access/redirects';
import type { ChooseNewPasswordQuery as ChooseNewPasswordQueryType } from './__generated__/ChooseNewPasswordQuery.graphql';
import { FormError } from '../ui/FormField';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import { useSession } from './session/SessionContext';
import { useCompletePasswordReset } from './useCompletePasswordReset';

const ChooseNewPasswordQuery = graphql`
  query ChooseNewPasswordQuery($token: String!) {
    passwordResetLink(token: $token) {
      valid
      email
    }
  }
`;

/** What the page says when a link cannot be used any more (the backend's words, so both agree). */
export const UNUSABLE_LINK_MESSAGE =
  'This password reset link has expired or was already used. Please request a new one.';

interface Props {
  token: string;
  /** The link is expired, used or replaced: the page offers to send a new one. */
  onUnusable: (message: string) => void;
}

/**
 * The page a reset e-mail's link opens (`/forgot-password#token=…`): the member chooses a new
 * password, every other session ends, and they are signed in here. The token travels in the URL's
 * fragment, which the browser never sends to a server, so the link is checked from here rather
 * than by the route's loader (loaders do not see the fragment).
 */
export function ChooseNewPassword({ token, onUnusable }: Props) {
  return (
    <Suspense fallback={<PageSpinner label="Checking your link…" />}>
      <ChooseNewPasswordForm token={token} onUnusable={onUnusable} />
    </Suspense>
  );
}

function ChooseNewPasswordForm({ token, onUnusable }: Props) {
  const navigate = useNavigate();
  const { host, setSession } = useSession();
  const data = useLazyLoadQuery<ChooseNewPasswordQueryType>(
    ChooseNewPasswordQuery,
    { token },
    { fetchPolicy: 'network-only' },
  );
  const [complete, inFlight] = useCompletePasswordReset(host);
  const newPassword = useNewPassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const disabled = inFlight || !newPassword.ready;

  const link = data.passwordResetLink;
  useEffect(() => {
    if (link && !link.valid) onUnusable(UNUSABLE_LINK_MESSAGE);
  }, [link, onUnusable]);
  if (!link)
    return <FormError message="The link could not be checked right now. Please try again shortly." />;
  if (!link.valid) return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setServerError(null);
    const result = await complete({ token, password: newPassword.password });
    if (!result.ok) {
      // Used or replaced since the page opened (another tab, a newer e-mail).
      if (result.errors.some((error) => error.code === 'INVALID_RESET_LINK')) {
        onUnusable(result.message);
        return;
      }
      setServerError(result.message);
      return;
    }
    setSession(result.token, result.user);
    // The token is spent: it must not stay in the address bar or the history.
    await navigate(
      afterLogInPath({
        search: '',
        subscribed: result.user.subscribed,
        dayPass: false,
        studioShortName: undefined,
      }),
      { replace: true },
    );
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={inFlight}>
      <p className="auth-card__lead">
        Choose a new password for <strong>{link.email}</strong>. Your other devices will be signed out.
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={link.email ?? ''} readOnly hidden />
      <NewPasswordFields
        fields={newPassword}
        labels={{ password: 'New password', confirm: 'Confirm new password' }}
      />
      <FormError message={serverError} />
      <button type="submit" className="button button--brand button--block button--large" disabled={disabled}>
        {inFlight ? 'Loading...' : 'SET NEW PASSWORD'}
      </button>
    </form>
  );
}
