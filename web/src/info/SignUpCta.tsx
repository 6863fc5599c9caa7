import { Link, useLocation } from 'react-router-dom';
import { paymentPath } from '../accounts/access/redirects';
import { useSession } from '../accounts/session/SessionContext';
import { useSignUpLabel, useSite } from '../site/SiteContext';

/**
 * The information pages' call to action, with the header's rules: a visitor is
 * offered the site's sign-up label (and log-in), a member without a plan goes to
 * checkout, a subscriber to the dashboard. The query string follows, as in the header.
 */
export function SignUpCta({ withLogIn = false }: { withLogIn?: boolean }) {
  const { search } = useLocation();
  const { isWhiteLabel } = useSite();
  const label = useSignUpLabel();
  const { user } = useSession();
  if (user?.subscribed) {
    return (
      <div className="info-cta__actions">
        <Link className="button button--brand" to="/newplatform/dashboard">
          Go to your dashboard
        </Link>
      </div>
    );
  }
  return (
    <div className="info-cta__actions">
      <Link
        className="button button--brand"
        to={user === null ? `/signup${search}` : `${paymentPath(isWhiteLabel)}${search}`}
      >
        {label}
      </Link>
      {withLogIn && user === null && (
        <Link className="button button--ghost" to={`/login${search}`}>
          Log In
        </Link>
      )}
    </div>
  );
}
