import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../site/pageMeta';
import { useSite } from '../site/SiteContext';
import { FormError, FormField } from './FormField';
import { useRequestPasswordReset } from './useRequestPasswordReset';
import './accounts.css';

/**
 * /forgot-password. Spec §4/§8: unknown e-mail → 'This user does not exist'; success →
 * 'Password reset successful! Please check your email to get your new password and
 * login!'; any other failure → its error message.
 */
export function ResetPasswordPage() {
  const { isWhiteLabel, whiteLabelStudioShortName } = useSite();
  const [requestReset, inFlight] = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  usePageMeta({ section: 'Reset Password', description: 'Forgot your password? We will e-mail you a new one.' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight || email.trim() === '') return;
    setOutcome(null);
    const result = await requestReset({
      email: email.trim(),
      // The mail then carries the white-label studio's brand.
      studioShortName: isWhiteLabel ? whiteLabelStudioShortName : null,
    });
    setOutcome(result);
  };

  return (
    <section className="auth-page" aria-labelledby="reset-heading">
      <div className="auth-card">
        <h1 id="reset-heading">Reset Password</h1>
        <p className="auth-card__lead">Enter your e-mail and we will send you a new password.</p>
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
        <p className="auth-card__switch">
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      </div>
    </section>
  );
}
