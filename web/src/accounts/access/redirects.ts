/**
 * The access-control rules (protected routes) as pure functions, so
 * every case can be tested without rendering.
 */

/** What a route asks of the visitor. */
export interface AccessFlags {
  /** Only signed-in members ('login required'). */
  loginRequired?: boolean;
  /** Only subscribers (the member area); implies loginRequired. */
  subscriberOnly?: boolean;
  /** Subscribers are sent to the dashboard (sign-up, payment and plan pages). */
  redirectSubscriber?: boolean;
  /**
   * Where a signed-out visitor goes instead of /login. The payment page's own rule
   * (a visitor who is not logged in is redirected to /).
   */
  signedOutTo?: string;
}

export interface AccessLocation {
  pathname: string;
  search: string;
}

export interface AccessInput {
  user: object | null;
  /** The session is still being checked. */
  loading: boolean;
  /** `User.isSubscriber(host)`: an active membership, or on white-label the customer / internal rule. */
  subscribed: boolean;
  /** The member paused their plan (`Membership.paused`): they have one, it just grants nothing now. */
  paused?: boolean;
  whiteLabel: boolean;
  location: AccessLocation;
  flags: AccessFlags;
}

export type AccessDecision = { type: 'loading' } | { type: 'allow' } | { type: 'redirect'; to: string };

export const DASHBOARD_PATH = '/newplatform/dashboard';
export const LOGIN_PATH = '/login';
/** The member's account settings (plan, card, profile). */
export const ACCOUNT_PATH = '/account';

/**
 * A path safe to navigate to inside this site: starts with one '/', not '//' or '/\'
 * (which browsers read as another host). Anything else is ignored.
 */
export function safeInternalPath(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- a path with a control character in it is refused on purpose
  if (/[\u0000-\u001f]/.test(trimmed)) return null;
  return trimmed;
}

/** The existing `redirect_path` query parameter, when it is a safe internal path. */
export function existingRedirectPath(search: string): string | null {
  return safeInternalPath(new URLSearchParams(search).get('redirect_path'));
}

/**
 * The redirect path is taken from the existing redirect_path, or else from the
 * current path plus query if that is longer than '/'. Null when there is none.
 */
export function redirectPathFor(location: AccessLocation): string | null {
  const existing = existingRedirectPath(location.search);
  if (existing) return existing;
  const current = `${location.pathname}${location.search}`;
  return current.length > 1 ? current : null;
}

function withRedirectPath(target: string, redirectPath: string | null): string {
  return redirectPath ? `${target}?redirect_path=${encodeURIComponent(redirectPath)}` : target;
}

/** The payment page of the site: /payment, or /checkout on white-label sites. */
export function paymentPath(whiteLabel: boolean): string {
  return whiteLabel ? '/checkout' : '/payment';
}

/** 'Upcoming' URLs (the member area's upcoming classes) need a subscription too. */
export function isUpcomingPath(pathname: string): boolean {
  return pathname.toLowerCase().includes('upcoming');
}

/** Decides what a visitor may see at a guarded route. */
export function redirectForProtectedRoute({
  user,
  loading,
  subscribed,
  paused = false,
  whiteLabel,
  location,
  flags,
}: AccessInput): AccessDecision {
  const guarded =
    flags.loginRequired === true || flags.subscriberOnly === true || flags.redirectSubscriber === true;
  const upcoming = isUpcomingPath(location.pathname);
  if (!guarded && !upcoming) return { type: 'allow' };
  // While loading, a loader shows.
  if (loading) return { type: 'loading' };

  const needsLogin = flags.loginRequired === true || flags.subscriberOnly === true;
  if (!user) {
    if (!needsLogin) return { type: 'allow' };
    if (flags.signedOutTo) return { type: 'redirect', to: flags.signedOutTo };
    return { type: 'redirect', to: withRedirectPath(LOGIN_PATH, redirectPathFor(location)) };
  }

  if (subscribed) {
    return flags.redirectSubscriber ? { type: 'redirect', to: DASHBOARD_PATH } : { type: 'allow' };
  }

  if (flags.subscriberOnly || upcoming) {
    // A paused plan is not a missing one: the dashboard says it is paused and offers Resume;
    // checkout would only charge them for a plan they already have.
    if (paused) {
      return location.pathname === DASHBOARD_PATH
        ? { type: 'allow' }
        : { type: 'redirect', to: DASHBOARD_PATH };
    }
    const redirectPath = redirectPathFor(location);
    // Already on the way to paying: go straight there.
    if (redirectPath && /checkout|payment/i.test(redirectPath)) return { type: 'redirect', to: redirectPath };
    return { type: 'redirect', to: withRedirectPath(paymentPath(whiteLabel), redirectPath) };
  }
  return { type: 'allow' };
}

/**
 * Where log-in leads: the `redirect_path` query when present; the day pass after a
 * day-pass log-in; else the dashboard for subscribers and the account page for others.
 */
export function afterLogInPath({
  search,
  subscribed,
  dayPass,
  studioShortName,
}: {
  search: string;
  subscribed: boolean;
  dayPass: boolean;
  studioShortName?: string | undefined;
}): string {
  const redirectPath = existingRedirectPath(search);
  if (redirectPath) return redirectPath;
  if (dayPass) return studioShortName ? `/daypass/${encodeURIComponent(studioShortName)}` : '/daypass';
  return subscribed ? DASHBOARD_PATH : ACCOUNT_PATH;
}

/**
 * After sign-up a subscriber goes to the dashboard, anyone else to /payment (/checkout
 * on white-label) carrying the promo code. A day-pass sign-up continues to the day pass instead.
 */
export function afterSignUpPath({
  subscribed,
  code,
  whiteLabel = false,
  dayPass = false,
  studioShortName,
}: {
  subscribed: boolean;
  code: string | null;
  /** White-label sites take payment at /checkout. */
  whiteLabel?: boolean;
  dayPass?: boolean;
  studioShortName?: string | undefined;
}): string {
  if (subscribed) return DASHBOARD_PATH;
  if (dayPass) return studioShortName ? `/daypass/${encodeURIComponent(studioShortName)}` : '/daypass';
  const target = paymentPath(whiteLabel);
  return code ? `${target}?code=${encodeURIComponent(code)}` : target;
}

/** Log-out goes to /login/{studio} when the path has a second segment, else to /. */
export function afterLogOutPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const studio = segments[1];
  return studio ? `/login/${studio}` : '/';
}
