import { useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { DASHBOARD_PATH } from '../accounts/access/redirects';
import { useSession } from '../accounts/session/SessionContext';
import { SIGN_UP_SECTION } from '../accounts/SignUpPage';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { PaymentPageQuery as PaymentPageQueryType } from './__generated__/PaymentPageQuery.graphql';
import type { PaymentPageData } from './loaders';
import { PausedPlan } from './PausedPlan';
import { PaymentForm } from './PaymentForm';
import './payments.css';

export const PaymentPageQuery = graphql`
  query PaymentPageQuery($studioShortName: String, $paused: Boolean!) @preloadable {
    ...PaymentForm_query
    viewer @include(if: $paused) {
      ...PausedPlan_user
    }
  }
`;

/**
 * A member with a paused plan already has one: paying again would only be refused ('You already
 * have a subscription'), so the page says so and offers Resume instead of the form.
 */
function PausedCheckout({ user }: { user: NonNullable<PaymentPageQueryType['response']['viewer']> }) {
  const [resumed, setResumed] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (resumed) resultRef.current?.focus();
  }, [resumed]);
  if (resumed) {
    return (
      <div className="paused-plan" role="status" tabIndex={-1} ref={resultRef}>
        <p>{resumed}</p>
        <Link className="button button--brand" to={DASHBOARD_PATH}>
          Go to your dashboard
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="checkout-page__lead">
        You already have a plan: it is paused. Resume it to use it again; nothing new is bought.
      </p>
      <PausedPlan user={user} onResumed={setResumed} />
    </>
  );
}

/** The payment / paid sign-up page: 'Billing Information', the plans and the payment form. */
export function PaymentPage() {
  const { studioShortName, queryRef } = useLoaderData() as PaymentPageData;
  const data = useRouteQuery<PaymentPageQueryType>(PaymentPageQuery, queryRef);
  const { user } = useSession();
  // The page title is a sign-up title.
  usePageMeta({ section: SIGN_UP_SECTION });
  return (
    <section className="checkout-page" aria-labelledby="billing-heading">
      <header className="checkout-page__header">
        <p className="eyebrow">Secure checkout</p>
        <h1 id="billing-heading">Billing Information</h1>
        <p className="checkout-page__lead">
          {user ? `Signed in as ${user.email}. ` : ''}Pick your plan, add a card and start streaming today.
        </p>
      </header>
      {data.viewer ? (
        <PausedCheckout user={data.viewer} />
      ) : (
        <PaymentForm query={data} studioShortName={studioShortName} />
      )}
    </section>
  );
}
