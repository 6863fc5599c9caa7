import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { afterLogInPath } from './access/redirects';
import { FormError, FormField } from '../ui/FormField';
import { useLogInFields } from './useLogInFields';
import './accounts.css';

/** /login, /login/:studioShortName and the day-pass log-ins /login/daypass(/:studioShortName). */
export function LogInPage({ dayPass = false }: { dayPass?: boolean }) {
  const { studioShortName } = useParams();
  const { search } = useLocation();
  usePageMeta({
    section: 'Log In',
    description: 'Log in to stream your classes, book live classes and manage your plan.',
  });
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

/** E-mail and password; on success the member lands on `redirect_path`. */
export function LogInForm({ dayPass, studioShortName }: LogInFormProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { email, setEmail, password, setPassword, submitting, serverError, submit } = useLogInFields();
  const disabled = submitting || email.trim() === '' || password === '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const user = await submit();
    if (!user) return;
    await navigate(afterLogInPath({ search, subscribed: user.subscribed, dayPass, studioShortName }), {
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
