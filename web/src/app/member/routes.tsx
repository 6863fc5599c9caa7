import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { GuardContext } from '../../accounts/access/guard';
import { LOGIN_PATH, redirectPathFor } from '../../accounts/access/redirects';
import { ComingSoonPage } from './ComingSoonPage';
import { MEMBER_NAV, MemberShell } from './MemberShell';

/** The member area's address; every route under it renders inside the member shell. */
export const MEMBER_AREA = 'newplatform';

/** Whether a domain's route belongs to the member area (its path starts with /newplatform). */
export function inMemberArea(route: RouteObject): boolean {
  return route.path === MEMBER_AREA || (route.path?.startsWith(`${MEMBER_AREA}/`) ?? false);
}

/**
 * The member area's one guard: signed in, else log in and come back here. Not the shared
 * subscriber rules: a member who paid for one live class may watch it without a plan; pages
 * inside that need a plan (the dashboard) keep their own guard.
 */
function signedInLoader({ session, siteReady }: GuardContext): LoaderFunction {
  return async ({ request }) => {
    const [state] = await Promise.all([session.ready(), siteReady]);
    if (state.user) return null;
    const url = new URL(request.url);
    const redirectPath = redirectPathFor({ pathname: url.pathname, search: url.search });
    throw redirect(
      redirectPath ? `${LOGIN_PATH}?redirect_path=${encodeURIComponent(redirectPath)}` : LOGIN_PATH,
    );
  };
}

/**
 * The member area: one guard (signed in, else log in and come back), the member navigation,
 * and the domains' member pages inside it at their own addresses. Sections of the navigation
 * that no domain offers yet open a 'coming soon' page inside the shell.
 */
export function memberAreaRoute(guard: GuardContext, pages: RouteObject[]): RouteObject {
  const children = pages.map((route): RouteObject => {
    if (route.path === MEMBER_AREA) return { ...route, path: undefined, index: true } as RouteObject;
    return { ...route, path: route.path!.slice(MEMBER_AREA.length + 1) } as RouteObject;
  });
  const offered = new Set(children.map((route) => route.path).filter(Boolean));
  const comingSoon = MEMBER_NAV.map(({ label, to }) => ({ label, path: to.slice(MEMBER_AREA.length + 2) }))
    .filter(({ path }) => !offered.has(path) && ![...offered].some((known) => known?.startsWith(`${path}/`)))
    .map(({ label, path }): RouteObject => ({ path, element: <ComingSoonPage name={label} /> }));
  return {
    path: MEMBER_AREA,
    loader: signedInLoader(guard),
    element: <MemberShell />,
    children: [...children, ...comingSoon],
  };
}
