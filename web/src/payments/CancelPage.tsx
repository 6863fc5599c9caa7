import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import { useSession } from '../accounts/session/SessionContext';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import type { CancelPage_user$key } from './__generated__/CancelPage_user.graphql';
import type { CancelPageQuery as CancelPageQueryType } from './__generated__/CancelPageQuery.graphql';
import { formatDate } from './dates';
import type { CancelPageData } from './loaders';
import { PaymentError, type PaymentFailure } from './PaymentError';
import { useCancelSubscription } from './useCancelSubscription';
import './payments.css';

export const CancelPageQuery = graphql`
  query CancelPageQuery @preloadable {
    viewer {
      ...CancelPage_user
    }
  }
`;

/** The page's texts, in the product's exact wording. */
export const CANCEL_TITLE = 'Cancel Subscription';

/** Where a member goes when cancelling fails at the call itself: they are logged out. */
export const CANCEL_LOGGED_OUT_PATH = `/login?redirect_path=${encodeURIComponent('/cancel')}`;

/** /cancel (login required): what cancelling means, a support link and the confirm button. */
export function CancelPage() {
  const { queryRef } = useLoaderData() as CancelPageData;
  const data = useRouteQuery<CancelPageQueryType>(CancelPageQuery, queryRef);
  usePageMeta({ section: CANCEL_TITLE });
  if (!data.viewer) return <Navigate to={CANCEL_LOGGED_OUT_PATH} replace />;
  return <CancelSubscription user={data.viewer} />;
}

function CancelSubscription({ user }: { user: CancelPage_user$key }) {
  const data = useFragment(
    graphql`
      fragment CancelPage_user on User {
        firstName
        subscription {
          status
          cancelAtPeriodEnd
          currentPeriodEnd
          trialEndsAt
          endsAt
          plan {
            name
          }
        }
      }
    `,
    user,
  );
  const { brand } = useSite();
  const { logOut } = useSession();
  const [cancel, cancelling] = useCancelSubscription();
  const [failure, setFailure] = useState<PaymentFailure>(null);
  /** The day access ends, once cancelled here. */
  const [cancelledUntil, setCancelledUntil] = useState<string | null>(null);
  const subscription = data.subscription;

  const onConfirm = async () => {
    setFailure(null);
    const outcome = await cancel();
    if (outcome.ok) {
      const ends =
        outcome.subscription?.endsAt ??
        outcome.subscription?.currentPeriodEnd ??
        subscription?.currentPeriodEnd;
      setCancelledUntil(ends ?? '');
      return;
    }
    // A failed cancel call logs the member out; a refusal (nothing to cancel, …) is shown.
    if (outcome.callFailed || outcome.code === 'UNAUTHENTICATED') {
      await logOut(CANCEL_LOGGED_OUT_PATH);
      return;
    }
    setFailure({ kind: 'message', text: outcome.message });
  };

  const support = (
    <p className="cancel-page__support">
      Would you rather take a break? You can pause your subscription from{' '}
      <Link to="/account">your account</Link> instead. Questions? Write to us at{' '}
      <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
    </p>
  );

  let body;
  if (cancelledUntil !== null) {
    body = (
      <>
        <p className="form-success" role="status">
          Your subscription is cancelled.
          {cancelledUntil ? ` You keep full access until ${formatDate(cancelledUntil)}.` : ''} No further
          charges will be made.
        </p>
        <p>
          Changed your mind? You can undo the cancellation from <Link to="/account">your account</Link> until
          then.
        </p>
        <div className="account-actions">
          <Link className="button button--brand" to="/account">
            Back to my account
          </Link>
        </div>
      </>
    );
  } else if (!subscription || subscription.status === 'CANCELED' || subscription.status === 'EXPIRED') {
    body = (
      <>
        <p>You have no subscription to cancel.</p>
        <div className="account-actions">
          <Link className="button button--brand" to="/subscription">
            Choose a plan
          </Link>
          <Link className="button button--ghost" to="/account">
            My account
          </Link>
        </div>
      </>
    );
  } else if (subscription.cancelAtPeriodEnd) {
    body = (
      <>
        <p>
          Your {subscription.plan.name} is already cancelled. You keep full access until{' '}
          {formatDate(subscription.endsAt ?? subscription.currentPeriodEnd)}.
        </p>
        <div className="account-actions">
          <Link className="button button--brand" to="/account">
            Manage it in my account
          </Link>
        </div>
      </>
    );
  } else {
    const trial = subscription.status === 'TRIALING';
    const until = formatDate(
      trial ? (subscription.trialEndsAt ?? subscription.currentPeriodEnd) : subscription.currentPeriodEnd,
    );
    body = (
      <>
        <p className="cancel-page__message">
          {data.firstName}, are you sure you want to cancel your {subscription.plan.name}?
        </p>
        <ul className="cancel-page__facts">
          {trial ? (
            <li>
              Your free trial ends on {until}. Cancel now and you will not be charged; you can keep working
              out until then.
            </li>
          ) : (
            <li>You keep full access until {until}, the end of the period you have paid for.</li>
          )}
          <li>No further charges will be made after you cancel.</li>
          <li>Changed your mind later? Undo the cancellation from your account before {until}.</li>
        </ul>
        <PaymentError failure={failure} />
        <div className="account-actions">
          <button
            type="button"
            className="button button--danger"
            onClick={onConfirm}
            disabled={cancelling}
            aria-busy={cancelling}
          >
            {cancelling ? 'Cancelling…' : 'Yes, cancel my subscription'}
          </button>
          <Link className="button button--ghost" to="/account">
            Keep my subscription
          </Link>
        </div>
      </>
    );
  }

  return (
    <section className="auth-page" aria-labelledby="cancel-heading">
      <div className="auth-card auth-card--wide cancel-page">
        <h1 id="cancel-heading">{CANCEL_TITLE}</h1>
        {body}
        {support}
      </div>
    </section>
  );
}
