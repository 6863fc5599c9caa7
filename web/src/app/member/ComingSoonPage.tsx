import { Link } from 'react-router-dom';
import { useSession } from '../../accounts/session/SessionContext';
import { usePageMeta } from '../../ui/pageMeta';
import { mayOpenDashboard, navMemberOf } from '../memberNavigation';
import { MY_CLASSES_PATH, MY_CLASSES_TITLE } from '../../live/paths';
import { DASHBOARD_PATH } from '../../accounts/access/redirects';

/** A member-area section not built yet: its name, one sentence, and the way back. */
export function ComingSoonPage({ name }: { name: string }) {
  usePageMeta({ section: name });
  const { user } = useSession();
  // The way back is the member's own front door: the dashboard only opens for some members.
  const toDashboard = user !== null && mayOpenDashboard(navMemberOf(user));
  return (
    <section className="member-coming-soon" aria-labelledby="member-coming-soon-heading">
      <h1 id="member-coming-soon-heading">{name}</h1>
      <p>{name} is coming soon to your member area; we&rsquo;ll let you know when it opens.</p>
      <Link className="button button--brand" to={toDashboard ? DASHBOARD_PATH : MY_CLASSES_PATH}>
        {toDashboard ? 'Back to your dashboard' : `Back to ${MY_CLASSES_TITLE}`}
      </Link>
    </section>
  );
}
