import { useState, type FormEvent } from 'react';
import { Link, redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { afterSignUpPath } from './access/redirects';
import { FormError, FormField } from '../ui/FormField';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import type { Session } from './session/session';
import { useSession } from './session/SessionContext';
import { useSignUpWithGymBenefit } from './useSignUpWithGymBenefit';
import './accounts.css';

export interface GymBenefitInvite {
  email: string;
  /** The capitalised first and last name, as shown. */
  name: string;
  token: string;
}

/** 'mARY ann' → 'Mary Ann': each word capitalised (names from the query are capitalised). */
export function capitalizeName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The name is split on a space into first and last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

/**
 * /signup/gympass: needs firstname, lastname, email and token in the query, else it
 * goes to /; a signed-in member goes to /account.
 */
export function gymBenefitLoader(session: Session) {
  return async ({ request }: LoaderFunctionArgs): Promise<GymBenefitInvite> => {
    const params = new URL(request.url).searchParams;
    const [firstname, lastname, email, token] = ['firstname', 'lastname', 'email', 'token'].map(
      (key) => params.get(key)?.trim() ?? '',
    );
    if (!firstname || !lastname || !email || !token) throw redirect('/');
    const state = await session.ready();
    if (state.user) throw redirect('/account');
    return { email, name: `${capitalizeName(firstname)} ${capitalizeName(lastname)}`, token };
  };
}

export function GymBenefitPage() {
  const invite = useLoaderData() as GymBenefitInvite;
  const { host, setSession } = useSession();
  const [signUp] = useSignUpWithGymBenefit(host);
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  usePageMeta({ section: 'Sign Up' });

  const disabled = submitting || !newPassword.ready;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    setSubmitting(true);
    setServerError(null);
    const result = await signUp({
      email: invite.email,
      ...splitName(invite.name),
      password: newPassword.password,
      token: invite.token,
    });
    if (!result.ok) {
      setServerError(result.message);
      setSubmitting(false);
      return;
    }
    setSession(result.token, result.user);
    await navigate(afterSignUpPath({ subscribed: result.user.subscribed, code: null }), { replace: true });
  };

  return (
    <section className="auth-page" aria-labelledby="gym-heading">
      <div className="auth-card">
        <h1 id="gym-heading">Create your account</h1>
        <p className="auth-card__lead">
          Your gym benefit covers your StreamFit membership. Choose a password to start.
        </p>
        <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
          <FormField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            value={invite.email}
            readOnly
          />
          <FormField label="Name" name="name" autoComplete="name" value={invite.name} readOnly />
          <NewPasswordFields
            fields={newPassword}
            labels={{ password: 'Create Password', confirm: 'Confirm Password' }}
          />
          <FormError message={serverError} />
          <button
            type="submit"
            className="button button--brand button--block button--large"
            disabled={disabled}
          >
            {submitting ? 'Loading...' : 'SIGN UP'}
          </button>
          <p className="auth-form__fine-print">
            By signing up you agree to our <Link to="/terms">Terms of Service</Link> and{' '}
            <Link to="/privacypolicy">Privacy Policy</Link>.
          </p>
        </form>
        <p className="auth-card__switch">
          Already have an account? <Link to="/login">Login here!</Link>
        </p>
      </div>
    </section>
  );
}
