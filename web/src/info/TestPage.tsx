import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import './info.css';

/** /test (development builds only): which build and which site mode this is. */
export function TestPage() {
  const { isWhiteLabel, brand, whiteLabelStudioName } = useSite();
  usePageMeta({ section: 'Test', description: 'Internal test page: build version and site mode.' });
  return (
    <article className="info-page info-page--narrow" aria-labelledby="test-heading">
      <header className="info-hero">
        <h1 id="test-heading">Test page</h1>
        <p className="info-hero__lead">Internal test page (development builds only).</p>
      </header>
      <dl className="info-test">
        <div>
          <dt>Build version</dt>
          <dd>{__APP_VERSION__}</dd>
        </div>
        <div>
          <dt>Site mode</dt>
          <dd>{isWhiteLabel ? `White-label (${whiteLabelStudioName ?? brand.name})` : 'General'}</dd>
        </div>
        <div>
          <dt>Brand</dt>
          <dd>{brand.name}</dd>
        </div>
      </dl>
    </article>
  );
}
