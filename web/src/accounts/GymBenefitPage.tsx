import { Suspense, useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../ui/Spinner';
import { usePageMeta } from '../ui/pageMeta';
import type {
  GymBenefitPageQuery,
  GymBenefitInvitationStatus,
} from './__generated__/GymBenefitPageQuery.graphql';
import { afterSignUpPath } from './access/redirects';
import { FormError, FormField } from '../ui/FormField';
import { NewPasswordFields, useNewPassword } from './NewPasswordFields';
import type { GymBenefitInvite } from './loaders';
import { useSite } from '../site/SiteContext';
import { useSession } from './session/SessionContext';
import { useSignUpWithGymBenefit } from './useSignUpWithGymBenefit';
import './accounts.css';

const InvitationQuery = graphql`
  query GymBenefitPageQuery($email: String!, $token: String!) @preloadable {
    gymBenefitInvitation(email: $email, token: $token) {
      status
      expiresAt
    }
  }
`;

/** Why a link cannot be used, in the member's words, and what to do instead. */
export const UNUSABLE_INVITATION: Record<
  Exclude<GymBenefitInvitationStatus, 'VALID' | '%future added value'>,
  { heading: string; text: (expiresAt: string | null) => string }
> = {
  EXPIRED: {
    heading: 'This invitation has expired',
    text: (expiresAt) =>
      `Your gym-benefit link ${expiresAt ? `expired on ${longDate(expiresAt)}` : 'has expired'}. Ask your gym benefit provider to send you a new one.`,
  },
  USED: {
    heading: 'This invitation was already used',
    text: () =>
      'An account was already created with this link. Log in with its e-mail address and password, or reset the password if you have forgotten it.',
  },
  OTHER_EMAIL: {
    heading: 'This invitation is for another address',
    text: () =>
      'The link was made for a different e-mail address than the one it shows. Open it again from the e-mail your gym benefit provider sent you.',
  },
  INVALID: {
    heading: 'This invitation link does not work',
    text: () =>
      'The link may have been cut short or mistyped. Open it again from the e-mail your gym benefit provider sent you, or ask them for a new one.',
  },
};

function longDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}

/** The name is split on a space into first and last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' ') };
}

export function GymBenefitPage() {
  const invite = useLoaderData() as GymBenefitInvite;
  usePageMeta({ section: 'Sign Up' });
  return (
    <Suspense fallback={<PageSpinner label="Checking your invitation…" />}>
      <GymBenefitInvitation invite={invite} />
    </Suspense>
  );
}

/** The sign-up form when the link works; otherwise why it does not, and the way on. */
function GymBenefitInvitation({ invite }: { invite: GymBenefitInvite }) {
  const { gymBenefitInvitation } = usePreloadedQuery<GymBenefitPageQuery>(
    InvitationQuery,
    invite.invitationRef,
  );
  const status = gymBenefitInvitation.status;
  if (status === 'VALID') return <GymBenefitSignUp invite={invite} />;
  const unusable =
    status === '%future added value' ? UNUSABLE_INVITATION.INVALID : UNUSABLE_INVITATION[status];
  return (
    <section className="auth-page" aria-labelledby="gym-heading">
      <div className="auth-card">
        <h1 id="gym-heading">{unusable.heading}</h1>
        <p className="auth-card__lead">{unusable.text(gymBenefitInvitation.expiresAt ?? null)}</p>
        {status === 'USED' ? (
          <p className="auth-card__switch">
            <Link className="button button--brand" to="/login">
              Log in
            </Link>{' '}
            <Link to="/forgot-password">Forgot your password?</Link>
          </p>
        ) : (
          <p className="auth-card__switch">
            Already have an account? <Link to="/login">Login here!</Link>
          </p>
        )}
      </div>
    </section>
  );
}

function GymBenefitSignUp({ invite }: { invite: GymBenefitInvite }) {
  // A studio's own site names the studio, never the platform behind it.
  const { brand } = useSite();
  const brandName = brand.name;
  const { host, setSession } = useSession();
  const [signUp] = useSignUpWithGymBenefit(host);
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

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
          Your gym benefit covers your {brandName} membership. Choose a password to start.
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
