import { graphql, type PreloadedQuery } from 'react-relay';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { useSession } from '../accounts/session/SessionContext';
import { SIGN_UP_SECTION } from '../accounts/SignUpPage';
import { preloadRouteQuery, useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { SitePreload } from '../site/SiteQuery';
import type { PaymentPageQuery as PaymentPageQueryType } from './__generated__/PaymentPageQuery.graphql';
import { PaymentForm } from './PaymentForm';
import './payments.css';

export const PaymentPageQuery = graphql`
  query PaymentPageQuery($studioShortName: String) {
    ...PaymentForm_query
  }
`;

export interface PaymentPageData {
  studioShortName: string | null;
  queryRef: PreloadedQuery<PaymentPageQueryType>;
}

/**
 * The studio whose checkout a page is: /checkout/:studioShortName names it, a white-label
 * site is its studio's, and the general site has none.
 */
export async function checkoutStudio(
  site: SitePreload,
  params: LoaderFunctionArgs['params'],
): Promise<string | null> {
  if (params.studioShortName) return params.studioShortName;
  return (await site.ready).whiteLabelStudioShortName;
}

/** /payment, /checkout and /checkout/:studioShortName: preloads the plans and the payment provider. */
export function paymentPageLoader(environment: IEnvironment, site: SitePreload) {
  return async ({ params }: LoaderFunctionArgs): Promise<PaymentPageData> => {
    const studioShortName = await checkoutStudio(site, params);
    return {
      studioShortName,
      queryRef: preloadRouteQuery<PaymentPageQueryType>(environment, PaymentPageQuery, { studioShortName }),
    };
  };
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
      <PaymentForm query={data} studioShortName={studioShortName} />
    </section>
  );
}
