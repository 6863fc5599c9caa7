import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/pageMeta';

/** A member-area section not built yet: its name, one sentence, and the way back. */
export function ComingSoonPage({ name }: { name: string }) {
  usePageMeta({ section: name });
  return (
    <section className="member-coming-soon" aria-labelledby="member-coming-soon-heading">
      <h1 id="member-coming-soon-heading">{name}</h1>
      <p>{name} is coming soon to your member area; we&rsquo;ll let you know when it opens.</p>
      <Link className="button button--brand" to="/newplatform/dashboard">
        Back to your dashboard
      </Link>
    </section>
  );
}
