import { graphql, useFragment } from 'react-relay';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Header_query$key } from './__generated__/Header_query.graphql';
import type { Header_site$key } from './__generated__/Header_site.graphql';
import { MobileMenu } from './MobileMenu';
import { useSignUpLabel } from './SiteContext';
import { StudiosDropdown } from './StudiosDropdown';
import './header.css';

interface HeaderProps {
  site: Header_site$key;
  query: Header_query$key;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

/**
 * The site header. General site: Studios dropdown, How it Works, Live Schedule,
 * Log In and the sign-up button (a hamburger flyout below 800px). White-label:
 * only the sign-up button and LOGIN.
 */
export function Header({ site, query }: HeaderProps) {
  const data = useFragment(
    graphql`
      fragment Header_site on Site {
        mode
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
  // Spec: the query string (a promo code, a campaign) follows into sign-up and log-in.
  const { search } = useLocation();
  const signUpLabel = useSignUpLabel();
  const isWhiteLabel = data.mode === 'WHITE_LABEL';

  return (
    <header className={isWhiteLabel ? 'site-header site-header--white-label' : 'site-header'}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={data.brand.logoUrl} alt={data.brand.name} height={40} />
        </Link>
        <nav aria-label="Main navigation" className="site-nav">
          {isWhiteLabel ? (
            <ul className="site-nav__list site-nav__list--white-label">
              <li>
                <Link className="button button--brand" to={`/signup${search}`}>
                  {signUpLabel}
                </Link>
              </li>
              <li>
                <Link className="button button--ghost" to={`/login${search}`}>
                  LOGIN
                </Link>
              </li>
            </ul>
          ) : (
            <>
              <ul className="site-nav__list site-nav__list--desktop">
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
                <li>
                  <NavLink className={navLinkClass} to={`/login${search}`}>
                    Log In
                  </NavLink>
                </li>
                <li>
                  <Link className="button button--brand" to={`/signup${search}`}>
                    {signUpLabel}
                  </Link>
                </li>
              </ul>
              <MobileMenu query={studios} signUpLabel={signUpLabel} search={search} />
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
