import { replace, type LoaderFunction } from 'react-router-dom';
import { guardedLoader, type GuardContext } from './access/guard';
import { afterSignUpPath } from './access/redirects';

/**
 * The sign-up pages' loader: a subscriber goes to the dashboard (the access rules); a member already
 * signed in (Back from checkout, an old link) continues where sign-up leads instead of meeting a
 * blank form that would start a second account. The redirect replaces the entry, so Back still
 * leaves the page rather than bouncing between the two.
 */
export function signUpLoader(guard: GuardContext, dayPass: boolean): LoaderFunction {
  return guardedLoader(guard, { redirectSubscriber: true }, async ({ request, params }) => {
    const [state, site] = await Promise.all([guard.session.ready(), guard.siteReady]);
    if (!state.user) return null;
    const url = new URL(request.url);
    throw replace(
      afterSignUpPath({
        subscribed: state.user.subscribed,
        code: url.searchParams.get('code'),
        whiteLabel: site.mode === 'WHITE_LABEL',
        dayPass,
        studioShortName: params['studioShortName'],
      }),
    );
  });
}
