import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../site/pageMeta';
import { useSite } from '../site/SiteContext';
import { afterLogInPath } from './access/redirects';
import { FormError, FormField } from './FormField';
import { useSession } from './session/SessionContext';
import { useLogIn } from './useLogIn';
import './accounts.css';

/** /login, /login/:studioShortName and the day-pass log-ins /login/daypass(/:studioShortName). */
export function LogInPage({ dayPass = false }: { dayPass?: boolean }) {
  const { studioShortName } = useParams();
  const { search } = useLocation();
  usePageMeta({ section: 'Log In' });
  return (
    <section className="auth-page" aria-labelledby="login-heading">
      <div className="auth-card">
        <h1 id="login-heading">Log In</h1>
        {dayPass && <p className="auth-card__lead">Log in to buy your day pass.</p>}
        <LogInForm dayPass={dayPass} studioShortName={studioShortName} />
        <p className="auth-card__switch">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <p className="auth-card__switch">
          New here? <Link to={`/signup${dayPass ? '/daypass' : ''}${search}`}>Sign up</Link>
        </p>
      </div>
    </section>
  );
}

interface LogInFormProps {
  dayPass: boolean;
  studioShortName?: string | undefined;
}

/** E-mail and password; on success the member lands on `redirect_path` (spec §4). */
export function LogInForm({ dayPass, studioShortName }: LogInFormProps) {
  const { isWhiteLabel, whiteLabelStudioShortName } = useSite();
  const { host, setSession } = useSession();
  const [logIn] = useLogIn(host);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const disabled = submitting || email.trim() === '' || password === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setSubmitting(true);
    setServerError(null);
    const result = await logIn({
      email: email.trim(),
      password,
      studioShortName: isWhiteLabel ? whiteLabelStudioShortName : null,
    });
    if (!result.ok) {
      // Spec §8: the server's text.
      setServerError(result.message);
      setSubmitting(false);
      return;
    }
    setSession(result.token, result.user);
    await navigate(afterLogInPath({ search, subscribed: result.user.subscribed, dayPass, studioShortName }), {
      replace: true,
    });
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
        onValueChange={setEmail}
      />
      <FormField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
      />
      <FormError message={serverError} />
      <button type="submit" className="button button--brand button--block button--large" disabled={disabled}>
        {submitting ? 'Loading...' : 'LOG IN'}
      </button>
    </form>
  );
}
