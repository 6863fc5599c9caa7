import { graphql, useFragment } from 'react-relay';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { Header_query$key } from './__generated__/Header_query.graphql';
import type { Header_site$key } from './__generated__/Header_site.graphql';
import { ACCOUNT_PATH, paymentPath } from '../accounts/access/redirects';
import { useSession } from '../accounts/session/SessionContext';
import { MobileMenu, type MobileMenuEntry } from '../site/MobileMenu';
import { useSignUpLabel } from '../site/SiteContext';
import { StudiosDropdown } from '../site/StudiosDropdown';
import { GearIcon } from '../ui/icons/GearIcon';
import { AccountMenu } from './AccountMenu';
import {
  ACCOUNT_SETTINGS_TITLE,
  LIVE_SCHEDULE_PATH,
  LIVE_SCHEDULE_TITLE,
  LOG_OUT_PATH,
  accountMenuItems,
  accountName,
  logOutLabel,
  memberHome,
  navMemberOf,
  offersPlan,
  whiteLabelMemberLinks,
  type NavItem,
} from './memberNavigation';
import './header.css';

interface HeaderProps {
  site: Header_site$key;
  query: Header_query$key;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'site-nav__link site-nav__link--active' : 'site-nav__link';

const asEntry = ({ label, to }: NavItem): MobileMenuEntry => ({ kind: 'link', label, to });

/**
 * The site header. General site: the member's front door (Dashboard for subscribers, My classes
 * otherwise), Studios dropdown, How it Works, Live Schedule, the blog (when BLOG_URL is set), then
 * for a visitor the gear (account settings) and Log In, for a member their account menu, and the
 * sign-up button; a hamburger flyout with the same links below 800px. White-label, signed out: only
 * the sign-up button and LOGIN. White-label, signed in: the studio's schedule, My classes, the
 * dashboard (subscribers), its day pass (members without a plan), the sign-up button and the account menu.
 * Signed in, the sign-up button leads to checkout, and subscribers do not see it.
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
  // A subscriber has nothing to sign up for; a member without a plan starts the trial at checkout.
  const member = user === null ? null : navMemberOf(user);
  const signUpTo =
    member === null
      ? `/signup${search}`
      : offersPlan(member)
        ? `${paymentPath(isWhiteLabel)}${search}`
        : null;
  const signUp: MobileMenuEntry[] =
    signUpTo === null ? [] : [{ kind: 'button', label: signUpLabel, to: signUpTo }];
  const blogUrl = data.blogUrl ?? null;

  const signUpButton = signUpTo !== null && (
    <li>
      <Link className="button button--brand" to={signUpTo}>
        {signUpLabel}
      </Link>
    </li>
  );
  const accountMenu = user !== null && member !== null && (
    <li>
      <AccountMenu {...accountName(user)} items={accountMenuItems(member, isWhiteLabel)} />
    </li>
  );

  let nav;
  if (isWhiteLabel && member === null) {
    nav = (
      <ul className="site-nav__list site-nav__list--white-label">
        {signUpButton}
        <li>
          <Link className="button button--ghost" to={`/login${search}`}>
            LOGIN
          </Link>
        </li>
      </ul>
    );
  } else if (isWhiteLabel && member !== null) {
    // A customer on their studio's own site: everything they bought leads somewhere from here.
    const memberLinks = whiteLabelMemberLinks(member);
    nav = (
      <>
        <ul className="site-nav__list site-nav__list--desktop site-nav__list--member">
          {memberLinks.map((link) => (
            <li key={link.to}>
              <NavLink className={navLinkClass} to={link.to}>
                {link.label}
              </NavLink>
            </li>
          ))}
          {signUpButton}
          {accountMenu}
        </ul>
        <MobileMenu
          entries={[
            ...memberLinks.map(asEntry),
            { kind: 'link', label: ACCOUNT_SETTINGS_TITLE, to: ACCOUNT_PATH, icon: 'gear' },
            { kind: 'link', label: logOutLabel(true), to: LOG_OUT_PATH },
            ...signUp,
          ]}
        />
      </>
    );
  } else {
    const home = member === null ? null : memberHome(member);
    // The gear opens account settings after logging in (a member has them in the account menu).
    const settingsTo = `/login?redirect_path=${encodeURIComponent(ACCOUNT_PATH)}`;
    nav = (
      <>
        <ul className="site-nav__list site-nav__list--desktop">
          {home !== null && (
            <li>
              {/* The dashboard is for subscribers; a member who pays per class goes to their classes. */}
              <NavLink className={navLinkClass} to={home.to}>
                {home.label}
              </NavLink>
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
            <NavLink className={navLinkClass} to={LIVE_SCHEDULE_PATH}>
              {LIVE_SCHEDULE_TITLE}
            </NavLink>
          </li>
          {blogUrl !== null && (
            <li>
              <a className="site-nav__link" href={blogUrl}>
                Blog
              </a>
            </li>
          )}
          {user === null && (
            <>
              <li>
                <NavLink className={navLinkClass} to={settingsTo} aria-label={ACCOUNT_SETTINGS_TITLE}>
                  <GearIcon />
                </NavLink>
              </li>
              <li>
                <NavLink className={navLinkClass} to={`/login${search}`}>
                  Log In
                </NavLink>
              </li>
            </>
          )}
          {signUpButton}
          {accountMenu}
        </ul>
        <MobileMenu
          entries={[
            // Signed in: the account menu's links lead the flyout, log-out follows the settings.
            ...(member === null
              ? []
              : accountMenuItems(member, false)
                  .filter((item) => item.to !== ACCOUNT_PATH && item.to !== LOG_OUT_PATH)
                  .map(asEntry)),
            { kind: 'studios', query: studios },
            { kind: 'link', label: 'How it Works', to: '/how-it-works' },
            { kind: 'link', label: LIVE_SCHEDULE_TITLE, to: LIVE_SCHEDULE_PATH },
            ...(blogUrl === null ? [] : [{ kind: 'external' as const, label: 'Blog', href: blogUrl }]),
            {
              kind: 'link',
              label: ACCOUNT_SETTINGS_TITLE,
              to: user === null ? settingsTo : ACCOUNT_PATH,
              icon: 'gear',
            },
            user === null
              ? { kind: 'link', label: 'Log In', to: `/login${search}` }
              : { kind: 'link', label: logOutLabel(false), to: LOG_OUT_PATH },
            ...signUp,
          ]}
        />
      </>
    );
  }

  return (
    <header className={isWhiteLabel ? 'site-header site-header--white-label' : 'site-header'}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <img src={data.brand.logoUrl} alt={data.brand.name} height={40} />
        </Link>
        <nav aria-label="Main navigation" className="site-nav">
          {nav}
        </nav>
      </div>
    </header>
  );
}
