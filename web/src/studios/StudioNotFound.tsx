import { Link } from 'react-router-dom';
import { useSite } from '../site/SiteContext';
import { usePageMeta } from '../ui/pageMeta';
import '../ui/notFound.css';

/** The graph has no studio at this slug (it answers null, not an error). */
export function StudioNotFound({ slug }: { slug: string }) {
  usePageMeta({ section: 'Studio not found' });
  // The site's own name: a studio's site never names the platform behind it.
  const { brand } = useSite();
  return (
    <section className="not-found" aria-labelledby="studio-not-found-heading">
      <h1 id="studio-not-found-heading">Studio not found</h1>
      <p className="not-found__text">
        We couldn&rsquo;t find a studio called <code>{slug}</code>. It may have a new name, or it may no
        longer stream on {brand.name}.
      </p>
      <div className="not-found__actions">
        <Link className="button button--brand" to="/studios">
          See all studios
        </Link>
      </div>
    </section>
  );
}
