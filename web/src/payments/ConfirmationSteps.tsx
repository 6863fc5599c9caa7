import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AppStoreBadge, GooglePlayBadge, RokuBadge } from '../ui/icons/storeBadges';

export type ConfirmationStep = 'inbox' | 'platform' | 'profile' | 'workout';

interface ConfirmationStepsProps {
  steps: ConfirmationStep[];
  /** Where 'continue to the web platform' goes (the dashboard, or live classes for credits), with the query string. */
  platformPath: string;
  email?: string | undefined;
}

/** The numbered next steps of the confirmation pages (subscription-confirmed, purchase confirmation). */
export function ConfirmationSteps({ steps, platformPath, email }: ConfirmationStepsProps) {
  return (
    <ol className="steps confirmation__steps">
      {steps.map((step, index) => (
        <li key={step} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>{STEP_CONTENT[step]({ platformPath, email })}</div>
        </li>
      ))}
    </ol>
  );
}

type StepProps = { platformPath: string; email?: string | undefined };

const STEP_CONTENT: Record<ConfirmationStep, (props: StepProps) => ReactNode> = {
  inbox: ({ email }) => (
    <>
      <h3 className="steps__title">Check your inbox</h3>
      <p className="steps__text">
        Your purchase is on its way{email ? ` to ${email}` : ''}. Can&rsquo;t find it? Look in your spam
        folder.
      </p>
    </>
  ),
  platform: ({ platformPath }) => (
    <>
      <h3 className="steps__title">Continue to the web platform</h3>
      <p className="steps__text">Stream live and on-demand classes right in your browser.</p>
      <Link className="button button--brand confirmation__cta" to={platformPath}>
        Go to the web platform
      </Link>
    </>
  ),
  profile: () => (
    <>
      <h3 className="steps__title">Complete your fitness profile</h3>
      <p className="steps__text">
        Add your age, weight and activity level so we can recommend classes and track your progress.
      </p>
    </>
  ),
  workout: () => (
    <>
      <h3 className="steps__title">Work out now or schedule for later</h3>
      <p className="steps__text">
        Start a class right away, or put it on your calendar for when it suits you.
      </p>
    </>
  ),
};

/** The tick at the top of a confirmation. */
export function ConfirmedBadge() {
  return (
    <span className="confirmation__badge" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="28" height="28">
        <path
          d="m5 12.5 4.5 4.5L19 7.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
      </svg>
    </span>
  );
}

/** The apps (iOS and Roku store links, Android 'COMING SOON'). */
export function StoreLinks() {
  return (
    <div className="confirmation__apps">
      <h3 className="confirmation__apps-title">Take your workouts anywhere</h3>
      <ul className="confirmation__badges">
        <li>
          <Link to="/compatibledevices">
            <AppStoreBadge />
          </Link>
        </li>
        <li>
          <Link to="/compatibledevices">
            <RokuBadge />
          </Link>
        </li>
        <li>
          <GooglePlayBadge />
        </li>
      </ul>
    </div>
  );
}
