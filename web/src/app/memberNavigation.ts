import { ACCOUNT_PATH, DASHBOARD_PATH } from '../accounts/access/redirects';
import { MY_CLASSES_PATH, MY_CLASSES_TITLE } from '../live/paths';

/** One link of a navigation: its label and where it leads. */
export interface NavItem {
  label: string;
  to: string;
}

export const DASHBOARD_TITLE = 'Dashboard';
export const ACCOUNT_SETTINGS_TITLE = 'Account settings';
export const LIVE_SCHEDULE_TITLE = 'Live Schedule';
export const LIVE_SCHEDULE_PATH = '/liveschedule';
export const DAY_PASS_TITLE = 'Day Pass';
export const DAY_PASS_PATH = '/daypass';
export const LOG_OUT_PATH = '/logout';

/** What the navigation knows of the signed-in member. */
export interface NavMember {
  /** `User.isSubscriber(host)` on this site. */
  subscribed: boolean;
  /** Their plan is paused (`Membership.paused`): they have one, it grants nothing for now. */
  paused?: boolean;
}

/** The session's member as the navigation reads them. */
export function navMemberOf(user: { subscribed: boolean; membership: object }): NavMember {
  const { membership } = user;
  return { subscribed: user.subscribed, paused: 'paused' in membership && membership.paused === true };
}

/**
 * Whether the member may open the dashboard, as its guard decides: subscribers, and members whose
 * plan is paused (the dashboard is where they resume it). Anyone else is sent to checkout there, so
 * a member who pays per class, or holds nothing yet, is led to their classes instead.
 */
export function mayOpenDashboard(member: NavMember): boolean {
  return member.subscribed || member.paused === true;
}

/** Whether the header offers the plan at checkout: not to a subscriber, nor to a member who paused theirs. */
export function offersPlan(member: NavMember): boolean {
  return !member.subscribed && member.paused !== true;
}

/** The member's front door: the dashboard for subscribers, My classes for everyone else. */
export function memberHome(member: NavMember): NavItem {
  return mayOpenDashboard(member)
    ? { label: DASHBOARD_TITLE, to: DASHBOARD_PATH }
    : { label: MY_CLASSES_TITLE, to: MY_CLASSES_PATH };
}

/** The log-out label each site's header uses: 'Log Out' on the general site, 'LOGOUT' on a studio's own. */
export function logOutLabel(whiteLabel: boolean): string {
  return whiteLabel ? 'LOGOUT' : 'Log Out';
}

/** The account menu's entries, in order: Dashboard (subscribers), My classes, Account settings, log out. */
export function accountMenuItems(member: NavMember, whiteLabel: boolean): NavItem[] {
  return [
    ...(mayOpenDashboard(member) ? [{ label: DASHBOARD_TITLE, to: DASHBOARD_PATH }] : []),
    { label: MY_CLASSES_TITLE, to: MY_CLASSES_PATH },
    { label: ACCOUNT_SETTINGS_TITLE, to: ACCOUNT_PATH },
    { label: logOutLabel(whiteLabel), to: LOG_OUT_PATH },
  ];
}

/**
 * A studio's own site, for a signed-in member: the studio's schedule, My classes, the dashboard
 * (subscribers) and the studio's day pass (members without a plan: a subscriber's plan already
 * covers every day). Every studio's checkout sells a day pass (its plans are always the monthly,
 * the annual and the day pass), so the link needs no question to the graph.
 */
export function whiteLabelMemberLinks(member: NavMember): NavItem[] {
  return [
    { label: LIVE_SCHEDULE_TITLE, to: LIVE_SCHEDULE_PATH },
    { label: MY_CLASSES_TITLE, to: MY_CLASSES_PATH },
    ...(mayOpenDashboard(member) ? [{ label: DASHBOARD_TITLE, to: DASHBOARD_PATH }] : []),
    ...(member.subscribed ? [] : [{ label: DAY_PASS_TITLE, to: DAY_PASS_PATH }]),
  ];
}

/** Every section of the member area, in the order the member navigation shows them. */
export const MEMBER_SECTIONS: ReadonlyArray<NavItem> = [
  { label: DASHBOARD_TITLE, to: DASHBOARD_PATH },
  { label: MY_CLASSES_TITLE, to: MY_CLASSES_PATH },
  { label: 'Classes', to: '/newplatform/items/classes' },
  { label: 'Calendar', to: '/newplatform/items/calendar' },
  { label: 'Friends', to: '/newplatform/friends' },
  { label: 'Progress', to: '/newplatform/progress' },
  { label: 'Profile', to: '/newplatform/profile' },
];

/**
 * The member area's sections this member may open: everyone is signed in here, and only the
 * dashboard asks for a subscription, so a member without one starts at My classes.
 */
export function memberSectionsFor(member: NavMember): NavItem[] {
  return MEMBER_SECTIONS.filter((section) => section.to !== DASHBOARD_PATH || mayOpenDashboard(member));
}

/** The name the account menu shows: the first name, or the member's initials when there is none. */
export function accountName(member: { firstName: string; lastName: string; email: string }): {
  name: string;
  initials: string;
} {
  const first = member.firstName.trim();
  // By code point, so a name that starts with an accented or astral letter keeps it whole.
  const initial = (text: string) => (Array.from(text.trim())[0] ?? '').toUpperCase();
  const initials = `${initial(first)}${initial(member.lastName)}` || initial(member.email) || '?';
  return { name: first || initials, initials };
}
