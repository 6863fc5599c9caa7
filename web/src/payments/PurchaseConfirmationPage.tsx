import { Component, Suspense, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { Navigate, useLoaderData, useLocation } from 'react-router-dom';
import { DASHBOARD_PATH } from '../accounts/access/redirects';
import { useRouteQuery } from '../relay/routeQuery';
import { useSite } from '../site/SiteContext';
import { usePageMeta } from '../ui/pageMeta';
import type { PurchaseConfirmationPageQuery as PurchaseConfirmationPageQueryType } from './__generated__/PurchaseConfirmationPageQuery.graphql';
import type { PurchaseConfirmationData } from './loaders';
import { ConfirmationSteps, ConfirmedBadge, StoreLinks, type ConfirmationStep } from './ConfirmationSteps';
import { CHECK_INBOX, subscriptionConfirmedHeading } from './SubscriptionConfirmed';
import './payments.css';

export const PurchaseConfirmationPageQuery = graphql`
  query PurchaseConfirmationPageQuery($ids: [ID!]!) @preloadable {
    products(ids: $ids) {
      title
      type
      creditType
    }
    viewer {
      firstName
      email
    }
  }
`;

/** The exact text logged when the product cannot be fetched (the page then renders blank). */
export const PRODUCT_FETCH_FAILED = 'Unable to fetch Products';

/** Where credits are spent: the credit confirmation lands on the upcoming live classes. */
export const CREDIT_LANDING_PATH = '/newplatform/live/upcoming';

/**
 * The purchase confirmation page: its variant follows the product's
 * type (email, subscription or credit); an unknown type goes to the dashboard. While the
 * product loads, or when it cannot be fetched, nothing is rendered.
 */
export function PurchaseConfirmationPage() {
  const { queryRef } = useLoaderData() as PurchaseConfirmationData;
  usePageMeta({ section: 'Purchase Confirmed' });
  return (
    <BlankOnError>
      <Suspense fallback={null}>
        <PurchaseConfirmation queryRef={queryRef} />
      </Suspense>
    </BlankOnError>
  );
}

/** A failed product fetch logs 'Unable to fetch Products' and the page stays blank. */
class BlankOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(PRODUCT_FETCH_FAILED, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

const STEPS: Record<'EMAIL' | 'SUBSCRIPTION' | 'CREDIT', ConfirmationStep[]> = {
  EMAIL: ['inbox'],
  SUBSCRIPTION: ['platform', 'profile', 'workout'],
  CREDIT: ['platform', 'workout'],
};

function PurchaseConfirmation({ queryRef }: PurchaseConfirmationData) {
  const data = useRouteQuery<PurchaseConfirmationPageQueryType>(PurchaseConfirmationPageQuery, queryRef);
  const { search } = useLocation();
  const { isWhiteLabel, whiteLabelStudioName } = useSite();
  const product = data.products[0];
  const type = product?.type;
  if (!product || (type !== 'EMAIL' && type !== 'SUBSCRIPTION' && type !== 'CREDIT')) {
    return <Navigate to={DASHBOARD_PATH} replace />;
  }
  const firstName = data.viewer?.firstName ?? '';
  // On a studio's own site the purchase was that studio's: the page says so, as /confirmation does.
  const studioName = isWhiteLabel ? whiteLabelStudioName : null;
  const platformPath = `${type === 'CREDIT' ? CREDIT_LANDING_PATH : DASHBOARD_PATH}${search}`;
  return (
    <div className="confirmation-page">
      <section
        className={studioName ? 'confirmation confirmation--white-label' : 'confirmation'}
        aria-labelledby="purchase-heading"
      >
        <ConfirmedBadge />
        {studioName && <p className="eyebrow confirmation__studio">{studioName}</p>}
        <h1 id="purchase-heading" className="confirmation__title">
          {type === 'SUBSCRIPTION'
            ? subscriptionConfirmedHeading(firstName)
            : `${firstName}, Your Purchase is Confirmed!`}
        </h1>
        <p className="confirmation__lead">{CHECK_INBOX}</p>
        <p className="confirmation__thanks">Thank you for purchasing {product.title}!</p>
        <ConfirmationSteps steps={STEPS[type]} platformPath={platformPath} email={data.viewer?.email} />
        {type !== 'EMAIL' && <StoreLinks />}
      </section>
    </div>
  );
}
