import { NavLink, Outlet } from 'react-router-dom';
import { useSession } from '../../accounts/session/SessionContext';
import { MEMBER_SECTIONS, memberSectionsFor, navMemberOf } from '../memberNavigation';
import './member.css';

/** Every section of the member area, in the order the navigation shows them (routes are made for each). */
export const MEMBER_NAV = MEMBER_SECTIONS;

/**
 * The member area (/newplatform/*): its navigation above the page, with the sections this member
 * may open (a member without a subscription starts at My classes; the dashboard is for
 * subscribers and for members whose plan is paused). The active link carries aria-current="page"; on a phone the links scroll sideways
 * rather than wrap.
 */
export function MemberShell() {
  const { user } = useSession();
  // The area's guard lets only members in; the stored copy draws the links while it is checked.
  const sections = memberSectionsFor(user === null ? { subscribed: false } : navMemberOf(user));
  return (
    <div className="member-area">
      <nav className="member-nav" aria-label="Member area">
        <ul className="member-nav__list">
          {sections.map(({ label, to }) => (
            <li key={to}>
              <NavLink className="member-nav__link" to={to}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
