import { useCallback, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import { ChooseNewPassword } from './ChooseNewPassword';
import { FormError, FormField } from '../ui/FormField';
import { useRequestPasswordReset } from './useRequestPasswordReset';
import './accounts.css';

/** The token a reset e-mail's link carries: `/forgot-password#token=<43 characters>`. */
export function resetTokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * /forgot-password. Unknown e-mail → 'This user does not exist'; success →
 * 'Password reset successful! Please check your email to get your new password and
 * login!'; any other failure → its error message. The e-mail carries a one-use link back
 * here (`#token=…`) where the member chooses the new password: until then the old one works,
 * so nobody can lock a member out by asking for a reset in their name.
 */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = resetTokenFrom(hash);
  const [unusableLink, setUnusableLink] = useState<string | null>(null);
  const onUnusable = useCallback((message: string) => setUnusableLink(message), []);
  const choosing = token !== null && unusableLink === null;
  usePageMeta({
    section: choosing ? 'Choose a New Password' : 'Reset Password',
    description: 'Forgot your password? We will e-mail you a link to choose a new one.',
  });

  return (
    <section className="auth-page" aria-labelledby="reset-heading">
      <div className="auth-card">
        {choosing ? (
          <>
            <h1 id="reset-heading">Choose a New Password</h1>
            <ChooseNewPassword token={token} onUnusable={onUnusable} />
          </>
        ) : (
          <>
            <h1 id="reset-heading">Reset Password</h1>
            {unusableLink && (
              <p className="form-error" role="alert">
                {unusableLink}
              </p>
            )}
            <RequestResetForm />
          </>
        )}
        <p className="auth-card__switch">
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}

/** The form: an e-mail field and a 'RESET PASSWORD' button. */
function RequestResetForm() {
  const { isWhiteLabel, whiteLabelStudioShortName } = useSite();
  const [requestReset, inFlight] = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight || email.trim() === '') return;
    setOutcome(null);
    const result = await requestReset({
      email: email.trim(),
      // The mail then carries the white-label studio's brand and links back to its site.
      studioShortName: isWhiteLabel ? whiteLabelStudioShortName : null,
    });
    setOutcome(result);
  };

  return (
    <>
      <p className="auth-card__lead">
        Enter your e-mail and we will send you a link to choose a new password.
      </p>
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={inFlight}>
        <FormField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onValueChange={setEmail}
        />
        {outcome?.ok ? (
          <p className="form-success" role="status">
            {outcome.message}
          </p>
        ) : (
          <FormError message={outcome?.message ?? null} />
        )}
        <button
          type="submit"
          className="button button--brand button--block button--large"
          disabled={inFlight || email.trim() === ''}
        >
          {inFlight ? 'Loading...' : 'RESET PASSWORD'}
        </button>
      </form>
    </>
  );
}
