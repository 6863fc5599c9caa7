import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { describeLoadError } from '../relay/errors';
import { NotFoundPage } from './NotFoundPage';
import { OfflineNotice } from './offline/OfflineNotice';
import { useFirstPaintGone } from '../ui/firstPaint';
import '../ui/notFound.css';

function ErrorMessage({ error }: { error: unknown }) {
  useFirstPaintGone();
  return (
    <section className="not-found" role="alert" aria-labelledby="error-heading">
      <h1 id="error-heading">We hit a snag</h1>
      <p className="not-found__text">{describeLoadError(error)}</p>
      <div className="not-found__actions">
        <button type="button" className="button button--brand" onClick={() => window.location.reload()}>
          Try again
        </button>
        <Link className="button button--ghost" to="/">
          Home
        </Link>
      </div>
    </section>
  );
}

/** A route failed to load or render: shown inside the site's header and footer. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorMessage error={error} />;
}

/**
 * The site itself (brand, mode) could not be resolved, so there is no header or
 * footer to draw: a bare page with a retry.
 */
export function AppErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="app-error">
      <OfflineNotice />
      <ErrorMessage error={error} />
    </main>
  );
}
