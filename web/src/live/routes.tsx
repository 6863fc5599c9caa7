import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { LOGIN_PATH, paymentPath, redirectPathFor } from '../accounts/access/redirects';
import type { Session } from '../accounts/session/session';
import { pageCode, withPageCode } from '../relay/pageCode';
import type { SitePreload } from '../site/SiteQuery';
import {
  liveClassPageLoader,
  livePageLoader,
  liveScheduleLoader,
  liveScheduleShouldRevalidate,
  mayOpenWithoutSubscription,
  upcomingLiveClassesLoader,
} from './loaders';

// Each page's code comes with its route (started by the loader, beside the query).
const schedulePage = pageCode(() => import('./LiveSchedulePage').then((m) => m.LiveSchedulePage));
const livePage = pageCode(() => import('./LivePage').then((m) => m.LivePage));
const upcomingPage = pageCode(() =>
  import('./UpcomingLiveClassesPage').then((m) => m.UpcomingLiveClassesPage),
);
const liveClassPage = pageCode(() => import('./LiveClassPage').then((m) => m.LiveClassPage));

interface LiveRouteContext {
  environment: IEnvironment;
  site: SitePreload;
  session: Session;
}

/**
 * Signed-in members only (to /login with redirect_path otherwise). Not the shared guard: it sends
 * non-subscribers on "upcoming" paths to payment, but a member who paid for one
 * class must be able to watch it without a subscription; the class page offers to book instead.
 */
function memberLoader(context: LiveRouteContext, inner: LoaderFunction): LoaderFunction {
  return async (args) => {
    const [state] = await Promise.all([context.session.ready(), context.site.ready]);
    if (!state.user) {
      const url = new URL(args.request.url);
      const redirectPath = redirectPathFor({ pathname: url.pathname, search: url.search });
      throw redirect(
        redirectPath ? `${LOGIN_PATH}?redirect_path=${encodeURIComponent(redirectPath)}` : LOGIN_PATH,
      );
    }
    return inner(args);
  };
}

/**
 * A class's 'upcoming' URL needs a subscription, like the rest of the member area: a member without
 * one goes to payment and comes back after paying, unless the class is theirs to watch anyway (they
 * bought it, or may book it free).
 */
function upcomingClassLoader(context: LiveRouteContext): LoaderFunction {
  const { environment, session, site } = context;
  const page = liveClassPageLoader(environment, session.host);
  return memberLoader(context, async (args) => {
    const [state, summary] = await Promise.all([session.ready(), site.ready]);
    if (state.user?.subscribed !== true) {
      const allowed = await mayOpenWithoutSubscription(
        environment,
        args.params.liveClassId ?? '',
        session.host,
      );
      if (!allowed) {
        const url = new URL(args.request.url);
        const back = encodeURIComponent(`${url.pathname}${url.search}`);
        throw redirect(`${paymentPath(summary.mode === 'WHITE_LABEL')}?redirect_path=${back}`);
      }
    }
    return page(args);
  });
}

/** The live class routes: the schedule, the live page and the member's live classes. */
export function liveRoutes(context: LiveRouteContext): RouteObject[] {
  const { environment, session } = context;
  return [
    {
      path: 'liveschedule',
      loader: withPageCode(schedulePage, liveScheduleLoader(environment, session.host)),
      shouldRevalidate: liveScheduleShouldRevalidate,
      element: <schedulePage.Page />,
    },
    {
      path: 'live',
      loader: withPageCode(livePage, livePageLoader(environment, session.host)),
      element: <livePage.Page />,
    },
    {
      path: 'newplatform/live/upcoming',
      loader: withPageCode(upcomingPage, memberLoader(context, upcomingLiveClassesLoader(environment))),
      element: <upcomingPage.Page />,
    },
    {
      path: 'newplatform/live/upcoming/:liveClassId',
      loader: withPageCode(liveClassPage, upcomingClassLoader(context)),
      element: <liveClassPage.Page />,
    },
  ];
}
