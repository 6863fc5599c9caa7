import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import { SignUpForm } from './SignUpForm';
import './accounts.css';

/** The page title of sign-up and payment pages (white-label sites keep the studio's title). */
export const SIGN_UP_SECTION = 'Sign Up';

/** /signup, /signup/:studioShortName and the day-pass sign-ups /signup/daypass(/:studioShortName). */
export function SignUpPage({ dayPass = false }: { dayPass?: boolean }) {
  const { studioShortName } = useParams();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const { brand } = useSite();
  usePageMeta({
    section: SIGN_UP_SECTION,
    description: 'Create your account and start streaming classes from boutique studios.',
  });
  const heading = dayPass
    ? 'Sign up for a day pass'
    : brand.trialEnabled
      ? 'Start your free trial'
      : 'Sign up';
  return (
    <section className="auth-page" aria-labelledby="signup-heading">
      <div className="auth-card">
        <h1 id="signup-heading">{heading}</h1>
        <p className="auth-card__lead">
          {dayPass
            ? 'Create your account, then pick the day you want to work out.'
            : `Create your ${brand.name} account to stream boutique classes at home.`}
        </p>
        <SignUpForm
          submitLabel="SIGN UP"
          code={params.get('code')}
          dayPass={dayPass}
          dayPassStudio={dayPass ? studioShortName : undefined}
        />
        <p className="auth-card__switch">
          Already have an account?{' '}
          <Link
            to={`${dayPass ? `/login/daypass${studioShortName ? `/${studioShortName}` : ''}` : '/login'}${search}`}
          >
            Log in
          </Link>
        </p>
      </div>
    </section>
  );
}
