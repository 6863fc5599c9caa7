import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import type { SiteSummary } from '../../site/SiteQuery';
import type { Session } from '../session/session';
import { redirectForProtectedRoute, type AccessFlags } from './redirects';

export interface GuardContext {
  session: Session;
  /** Resolves with the site's mode (white-label decides /payment vs /checkout). */
  siteReady: Promise<SiteSummary>;
}

/**
 * A route loader that applies the access rules before the page loads anything. It waits for
 * the session, so the boot spinner shows while the stored token is checked
 * (while loading, a loader shows), then redirects or runs the page's own loader.
 */
export function guardedLoader(
  context: GuardContext,
  flags: AccessFlags,
  inner?: LoaderFunction,
): LoaderFunction {
  return async (args: LoaderFunctionArgs) => {
    const [state, site] = await Promise.all([context.session.ready(), context.siteReady]);
    const url = new URL(args.request.url);
    const decision = redirectForProtectedRoute({
      user: state.user,
      loading: state.loading,
      subscribed: state.user?.subscribed ?? false,
      paused: state.user?.membership.paused === true,
      whiteLabel: site.mode === 'WHITE_LABEL',
      location: { pathname: url.pathname, search: url.search },
      flags,
    });
    if (decision.type === 'redirect') throw redirect(decision.to);
    return inner ? inner(args) : null;
  };
}
