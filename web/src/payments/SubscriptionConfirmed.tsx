import { useEffect, useId, useRef } from 'react';
import { ConfirmationSteps, ConfirmedBadge, StoreLinks } from './ConfirmationSteps';
import { dashboardPath } from './paths';

/** The subscription-confirmed page's texts, in the product's exact wording. */
export const CHECK_INBOX = 'Check your inbox for a confirmation email.';

export function subscriptionConfirmedHeading(firstName: string): string {
  return `${firstName}, Your Subscription is Confirmed!`;
}

interface SubscriptionConfirmedProps {
  firstName: string;
  /** The white-label variant names the studio; null on the general site. */
  studioName: string | null;
  /** The current query string, carried to the dashboard. */
  search: string;
  /** 1 on /confirmation, 2 on top of /account. */
  headingLevel: 1 | 2;
  /** Moves focus to the heading when shown (after a purchase lands on /account). */
  focusHeading?: boolean;
}

/**
 * '{firstName}, Your Subscription is Confirmed!', the inbox note, three steps (web platform,
 * fitness profile, work out or schedule) and the store links. White-label: the studio's name.
 */
export function SubscriptionConfirmed({
  firstName,
  studioName,
  search,
  headingLevel,
  focusHeading,
}: SubscriptionConfirmedProps) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={studioName ? 'confirmation confirmation--white-label' : 'confirmation'}
      aria-labelledby={id}
    >
      <ConfirmedBadge />
      {studioName && <p className="eyebrow confirmation__studio">{studioName}</p>}
      <Heading id={id} ref={headingRef} tabIndex={-1} className="confirmation__title">
        {subscriptionConfirmedHeading(firstName)}
      </Heading>
      {studioName && (
        <p className="confirmation__lead">
          Welcome to {studioName} On Demand. Your classes are ready when you are.
        </p>
      )}
      <p className="confirmation__lead">{CHECK_INBOX}</p>
      <ConfirmationSteps steps={['platform', 'profile', 'workout']} platformPath={dashboardPath(search)} />
      <StoreLinks />
    </section>
  );
}
