import { Link, useLocation } from 'react-router-dom';
import { useSite } from '../site/SiteContext';
import { usePageMeta } from '../ui/pageMeta';
import { LIVE_SCHEDULE_PATH } from './memberNavigation';
import '../ui/notFound.css';

interface NotFoundPageProps {
  /**
   * Set on routes the product has but this build does not offer yet, e.g. 'Sign-up':
   * the page then says it is coming soon instead of implying a broken link.
   */
  comingSoon?: string;
}

/**
 * The page for any address without a page: unknown routes and routes still to come. It speaks in
 * the site's own brand, and on a studio's own site leads back to that studio's pages only.
 */
export function NotFoundPage({ comingSoon }: NotFoundPageProps) {
  const { pathname } = useLocation();
  const { brand, isWhiteLabel } = useSite();
  usePageMeta({ section: 'Page not found' });
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-heading">Page not found</h1>
      {comingSoon ? (
        <p className="not-found__text">
          {comingSoon} is coming soon to {brand.name}. We&rsquo;re putting the finishing touches on{' '}
          <code>{pathname}</code> &mdash; check back shortly.
        </p>
      ) : (
        <p className="not-found__text">
          We couldn&rsquo;t find <code>{pathname}</code>. The link may be old, or the page may have moved.
        </p>
      )}
      <div className="not-found__actions">
        <Link className="button button--brand" to="/">
          Back to the home page
        </Link>
        {isWhiteLabel ? (
          <Link className="button button--ghost" to={LIVE_SCHEDULE_PATH}>
            See the class schedule
          </Link>
        ) : (
          <Link className="button button--ghost" to="/studios">
            Browse studios
          </Link>
        )}
      </div>
    </section>
  );
}
