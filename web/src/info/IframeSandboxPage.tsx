import { usePageMeta } from '../ui/pageMeta';
import './info.css';

/** /iframe-sandbox (development builds only): the live stream page framed as the class page frames it. */
export function IframeSandboxPage() {
  usePageMeta({ section: 'Iframe sandbox', description: 'Internal test page: the live stream frame.' });
  return (
    <article className="info-page" aria-labelledby="sandbox-heading">
      <header className="info-hero">
        <h1 id="sandbox-heading">Iframe sandbox</h1>
        <p className="info-hero__lead">
          Internal test page (development builds only): the live stream page /media/live/1 in a 600px frame
          (unsigned, so it shows its expired-link notice: the site may frame it, no other site may).
        </p>
      </header>
      <iframe
        className="info-sandbox__frame"
        src="/media/live/1"
        title="Live stream test frame"
        height={600}
      />
    </article>
  );
}
