import type { FormEvent } from 'react';
import { FormError, FormField } from '../ui/FormField';
import type { SessionUser } from '../accounts/session/sessionUser';
import { useLogInFields } from '../accounts/useLogInFields';
import { useSite } from '../site/SiteContext';
import { Dialog } from '../ui/Dialog';
import '../accounts/accounts.css';

/** The booking log-in: the title names the brand; the white-label version omits it. */
export function logInTitle(brandName: string | null): string {
  return brandName
    ? `To access live classes, you must be logged into a ${brandName} account.`
    : 'To access live classes, you must be logged into an account.';
}

interface LogInModalProps {
  onLoggedIn: (user: SessionUser) => void;
  onSignUp: () => void;
  onClose: () => void;
}

/** The booking flow's log-in: no client rules; a failure shows the server's text. */
export function LogInModal({ onLoggedIn, onSignUp, onClose }: LogInModalProps) {
  const { isWhiteLabel, brand } = useSite();
  const { email, setEmail, password, setPassword, submitting, serverError, submit } = useLogInFields();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const user = await submit();
    if (user) onLoggedIn(user);
  };

  return (
    <Dialog title={logInTitle(isWhiteLabel ? null : brand.name)} onClose={onClose} className="live-modal">
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onValueChange={setEmail}
        />
        <FormField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={setPassword}
        />
        <FormError message={serverError} />
        <button
          type="submit"
          className="button button--brand button--block button--large"
          disabled={submitting}
        >
          {submitting ? 'Loading...' : 'LOG IN'}
        </button>
      </form>
      <p className="auth-card__switch">
        New here?{' '}
        <button type="button" className="link-button" onClick={onSignUp}>
          Create your free account
        </button>
      </p>
    </Dialog>
  );
}
