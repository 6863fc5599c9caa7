import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PausedPlan_user$key } from './__generated__/PausedPlan_user.graphql';
import { formatDate } from './dates';
import { daysText, PAUSE_LASTS, pausedTimes, WHILE_PAUSED } from './pausedPlanRules';
import type { SubscriptionOutcome } from './subscriptionMutation';
import { useResumeSubscription } from './useResumeSubscription';
import './payments.css';

/** What the member reads once their plan runs again. */
export function resumedMessage(outcome: Extract<SubscriptionOutcome, { ok: true }>): string {
  const subscription = outcome.subscription;
  if (!subscription) return 'Your plan is running again.';
  const day = formatDate(subscription.currentPeriodEnd);
  return subscription.status === 'TRIALING'
    ? `Your plan is running again. Your free trial now ends on ${day}.`
    : `Your plan is running again. Your next payment is on ${day}.`;
}

export interface PausedPlanProps {
  user: PausedPlan_user$key;
  /** The plan runs again: the page shows it (and moves focus to the message it gives). */
  onResumed: (message: string) => void;
  /** The heading's level on the page it sits in. */
  headingLevel?: 2 | 3;
}

/**
 * A paused plan, where a member meets it (the dashboard, checkout): since when, that it lasts until
 * they resume it, what stays open meanwhile, what resuming now gives back, and the Resume button,
 * which resumes at once (the button says it is working; a refusal is announced and takes focus).
 */
export function PausedPlan({ user, onResumed, headingLevel = 2 }: PausedPlanProps) {
  const data = useFragment(
    graphql`
      fragment PausedPlan_user on User {
        subscription {
          status
          pausedAt
          currentPeriodEnd
          trialEndsAt
          plan {
            name
          }
        }
      }
    `,
    user,
  );
  const [resume, resuming] = useResumeSubscription();
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const subscription = data.subscription;
  if (!subscription || subscription.status !== 'PAUSED') return null;
  const times = pausedTimes(subscription);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const kept = times.inTrial
    ? `Resume today and the ${daysText(times.daysLeft)} left of your free trial carry on: it would end on ${times.endsIfResumedNow}.`
    : `Resume today and the ${daysText(times.daysLeft)} left of your current period carry on: your next payment would be on ${times.endsIfResumedNow}.`;

  const onResume = async () => {
    setError(null);
    const outcome = await resume();
    if (outcome.ok) onResumed(resumedMessage(outcome));
    else setError(outcome.message);
  };

  return (
    <section className="paused-plan" aria-labelledby="paused-plan-heading">
      <Heading id="paused-plan-heading" className="paused-plan__title">
        Your plan is paused
      </Heading>
      <p>
        Your {subscription.plan.name} has been paused since{' '}
        {subscription.pausedAt ? formatDate(subscription.pausedAt) : 'you paused it'}. {PAUSE_LASTS}
      </p>
      <p>{kept}</p>
      <p className="paused-plan__while">While your plan is paused:</p>
      <ul className="paused-plan__rules">
        {WHILE_PAUSED.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      {error ? (
        <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--brand"
        disabled={resuming}
        aria-busy={resuming || undefined}
        onClick={() => void onResume()}
      >
        {resuming ? 'Resuming…' : 'Resume'}
      </button>
    </section>
  );
}
