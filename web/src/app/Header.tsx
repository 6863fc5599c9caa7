import { graphql, useFragment } from 'react-relay';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Header_query$key } from './__generated__/Header_query.graphql';
import type { Header_site$key } from './__generated__/Header_site.graphql';
import { ACCOUNT_PATH, paymentPath } from '../accounts/access/redirects';
import { useSession } from '../accounts/session/SessionContext';
import { MY_CLASSES_PATH, MY_CLASSES_TITLE } from '../live/paths';
import { MobileMenu } from '../site/MobileMenu';
import { useSignUpLabel } from '../site/SiteContext';
import { StudiosDropdown } from '../site/StudiosDropdown';
import { GearIcon } from '../ui/icons/GearIcon';
import './header.css';

interface HeaderProps {
  site: Header_site$key;
  query: Header_query$key;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

/**
 * The site header. General site: Dashboard (signed in), Studios dropdown, How it
 * Works, Live Schedule, the blog (when BLOG_URL is set), the gear (account settings),
 * Log In / Log Out and the sign-up button (a hamburger flyout below 800px). White-label: only the sign-up button and LOGIN / LOGOUT. Signed in, the
 * sign-up button leads to checkout, and subscribers do not see it.
 */
export function Header({ site, query }: HeaderProps) {
  const data = useFragment(
    graphql`
      fragment Header_site on Site {
        mode
        blogUrl
        brand {
          name
          logoUrl
        }
      }
    `,
    site,
  );
  const studios = useFragment(
    graphql`
      fragment Header_query on Query {
        ...StudiosMenu_query
      }
    `,
    query,
  );
  // The query string (a promo code, a campaign) follows into sign-up and log-in.
  const { search } = useLocation();
  const signUpLabel = useSignUpLabel();
  const isWhiteLabel = data.mode === 'WHITE_LABEL';
  // The stored copy draws the header at once while the session is checked.
  const { user } = useSession();
  const signedIn = user !== null;
  // A subscriber has nothing to sign up for; a member without a plan starts the trial at checkout.
  const signUpTo =
    user === null ? `/signup${search}` : user.subscribed ? null : `${paymentPath(isWhiteLabel)}${search}`;
  // The gear opens the member's account settings; a visitor logs in first and lands there.
  const settingsTo = signedIn ? ACCOUNT_PATH : `/login?redirect_path=${encodeURIComponent(ACCOUNT_PATH)}`;
  const blogUrl = data.blogUrl ?? null;

  return (
    <header className={isWhiteLabel ? 'site-header site-header--white-label' : 'site-header'}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={data.brand.logoUrl} alt={data.brand.name} height={40} />
        </Link>
        <nav aria-label="Main navigation" className="site-nav">
          {isWhiteLabel ? (
            <ul className="site-nav__list site-nav__list--white-label">
              {signUpTo !== null && (
                <li>
                  <Link className="button button--brand" to={signUpTo}>
                    {signUpLabel}
                  </Link>
                </li>
              )}
              <li>
                {signedIn ? (
                  <Link className="button button--ghost" to="/logout">
                    LOGOUT
                  </Link>
                ) : (
                  <Link className="button button--ghost" to={`/login${search}`}>
                    LOGIN
                  </Link>
                )}
              </li>
            </ul>
          ) : (
            <>
              <ul className="site-nav__list site-nav__list--desktop">
                {signedIn && (
                  <li>
                    {/* The dashboard is for subscribers; a member who pays per class goes to their classes. */}
                    {user.subscribed ? (
                      <NavLink className={navLinkClass} to="/newplatform/dashboard">
                        Dashboard
                      </NavLink>
                    ) : (
                      <NavLink className={navLinkClass} to={MY_CLASSES_PATH}>
                        {MY_CLASSES_TITLE}
                      </NavLink>
                    )}
                  </li>
                )}
                <li>
                  <StudiosDropdown query={studios} />
                </li>
                <li>
                  <NavLink className={navLinkClass} to="/how-it-works">
                    How it Works
                  </NavLink>
                </li>
                <li>
                  <NavLink className={navLinkClass} to="/liveschedule">
                    Live Schedule
                  </NavLink>
                </li>
                {blogUrl !== null && (
                  <li>
                    <a className="site-nav__link" href={blogUrl}>
                      Blog
                    </a>
                  </li>
                )}
                <li>
                  <NavLink className={navLinkClass} to={settingsTo} aria-label="Account settings">
                    <GearIcon />
                  </NavLink>
                </li>
                <li>
                  {signedIn ? (
                    <NavLink className={navLinkClass} to="/logout">
                      Log Out
                    </NavLink>
                  ) : (
                    <NavLink className={navLinkClass} to={`/login${search}`}>
                      Log In
                    </NavLink>
                  )}
                </li>
                {signUpTo !== null && (
                  <li>
                    <Link className="button button--brand" to={signUpTo}>
                      {signUpLabel}
                    </Link>
                  </li>
                )}
              </ul>
              <MobileMenu
                query={studios}
                signUpLabel={signUpLabel}
                search={search}
                signedIn={signedIn}
                signUpTo={signUpTo}
                blogUrl={blogUrl}
                settingsTo={settingsTo}
              />
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
