import { usePageMeta } from '../ui/pageMeta';
import { useSession } from './session/SessionContext';
import './accounts.css';

/**
 * /newplatform/dashboard (subscribers only): the member area's front door, inside the
 * member navigation. Classes, the calendar and the library join it as they are built.
 */
export function DashboardPage() {
  const { user } = useSession();
  usePageMeta({ section: 'Dashboard' });
  return (
    <section className="auth-page" aria-labelledby="dashboard-heading">
      <div className="auth-card auth-card--wide">
        <h1 id="dashboard-heading">Dashboard</h1>
        <p className="dashboard__greeting">Welcome{user ? `, ${user.firstName}` : ''}!</p>
        <p className="auth-card__note">
          Your membership is active. Live and on-demand classes, your calendar and your favorites arrive here
          soon.
        </p>
      </div>
    </section>
  );
}
