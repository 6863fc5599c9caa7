import { useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery, useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { AccountPagePlan } from './AccountPage';
import type { DashboardPageQuery as DashboardPageQueryType } from './__generated__/DashboardPageQuery.graphql';
import type { Session } from './session/session';
import { useSession } from './session/SessionContext';
import './accounts.css';

export const DashboardPageQuery = graphql`
  query DashboardPageQuery {
    viewer {
      ...PausedPlan_user
    }
  }
`;

/** A way on from the dashboard: a page of another part of the product, with what it is for. */
export interface DashboardShortcut {
  label: string;
  to: string;
  description: string;
}

export interface DashboardPageData {
  /** The member's paused plan, asked for only when their plan is paused. */
  pausedRef: PreloadedQuery<DashboardPageQueryType> | null;
}

/** /newplatform/dashboard: a member whose plan is paused gets it preloaded (they may resume it here). */
export function dashboardPageLoader(environment: IEnvironment, session: Session) {
  return async (): Promise<DashboardPageData> => {
    const { user } = await session.ready();
    return {
      pausedRef:
        user?.membership.paused === true
          ? preloadRouteQuery<DashboardPageQueryType>(environment, DashboardPageQuery, {})
          : null,
    };
  };
}

function PausedPlanPanel({
  queryRef,
  plan,
  onResumed,
}: {
  queryRef: PreloadedQuery<DashboardPageQueryType>;
  plan: AccountPagePlan;
  onResumed: (message: string) => void;
}) {
  const data = useRouteQuery<DashboardPageQueryType>(DashboardPageQuery, queryRef);
  return data.viewer ? <plan.Paused user={data.viewer} onResumed={onResumed} /> : null;
}

/**
 * /newplatform/dashboard: the member area's front door, inside the member navigation. A member whose
 * plan is paused lands here rather than at checkout: the page says the plan is paused, what that
 * means and offers Resume; once resumed, the dashboard itself, with the result in focus. Classes,
 * the calendar and the library join it as they are built.
 */
export function DashboardPage({
  plan,
  shortcuts = [],
}: {
  plan: AccountPagePlan;
  shortcuts?: readonly DashboardShortcut[];
}) {
  const { pausedRef } = useLoaderData() as DashboardPageData;
  const { user } = useSession();
  const [resumed, setResumed] = useState<string | null>(null);
  const resumedRef = useRef<HTMLParagraphElement>(null);
  usePageMeta({ section: 'Dashboard' });
  useEffect(() => {
    if (resumed) resumedRef.current?.focus();
  }, [resumed]);
  const paused = user?.membership.paused === true && resumed === null;
  return (
    <section className="auth-page" aria-labelledby="dashboard-heading">
      <div className="auth-card auth-card--wide">
        <h1 id="dashboard-heading">Dashboard</h1>
        <p className="dashboard__greeting">Welcome{user ? `, ${user.firstName}` : ''}!</p>
        {resumed && (
          <p className="form-success" role="status" tabIndex={-1} ref={resumedRef}>
            {resumed}
          </p>
        )}
        {paused && pausedRef ? (
          <PausedPlanPanel queryRef={pausedRef} plan={plan} onResumed={setResumed} />
        ) : (
          <p className="auth-card__note">
            Your membership is active. Live and on-demand classes, your calendar and your favorites arrive
            here soon.
          </p>
        )}
        {shortcuts.length > 0 && (
          <nav aria-label="Shortcuts" className="dashboard__shortcuts">
            <ul>
              {shortcuts.map((shortcut) => (
                <li key={shortcut.to}>
                  <Link to={shortcut.to}>{shortcut.label}</Link>
                  <span>{shortcut.description}</span>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
