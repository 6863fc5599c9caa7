import { useHoldsFirstPaint } from './firstPaint';
import './spinner.css';

interface SpinnerProps {
  /** What is loading, read out by screen readers and shown under the spinner. */
  label?: string;
}

/** The spinner shown inside the page while a route's data loads. */
export function PageSpinner({ label = 'Loading…' }: SpinnerProps) {
  // While the page's data loads, the server's first screen (if any) is more use than a spinner.
  useHoldsFirstPaint();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="page-spinner__label">{label}</span>
    </div>
  );
}

/** The full-page spinner shown at boot while the site (brand, mode) resolves. */
export function FullPageSpinner({ label = 'Loading StreamFit…' }: SpinnerProps) {
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <span className="spinner spinner--large" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
