import { NavLink, Outlet } from 'react-router-dom';
import './member.css';

/** The member area's sections, in the order the navigation shows them. */
export const MEMBER_NAV: ReadonlyArray<{ label: string; to: string }> = [
  { label: 'Dashboard', to: '/newplatform/dashboard' },
  { label: 'Live', to: '/newplatform/live/upcoming' },
  { label: 'Classes', to: '/newplatform/items/classes' },
  { label: 'Calendar', to: '/newplatform/items/calendar' },
  { label: 'Friends', to: '/newplatform/friends' },
  { label: 'Profile', to: '/newplatform/profile' },
];

/**
 * The member area (/newplatform/*): its navigation above the page. The active link carries
 * aria-current="page"; on a phone the links scroll sideways rather than wrap.
 */
export function MemberShell() {
  return (
    <div className="member-area">
      <nav className="member-nav" aria-label="Member area">
        <ul className="member-nav__list">
          {MEMBER_NAV.map(({ label, to }) => (
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
