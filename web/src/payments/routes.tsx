import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { guardedLoader } from '../accounts/access/guard';
import type { Session } from '../accounts/session/session';
import type { SitePreload } from '../site/SiteQuery';
import { CancelPage, cancelPageLoader } from './CancelPage';
import { ConfirmationPage } from './ConfirmationPage';
import { DayPassPage, dayPassPageLoader } from './DayPassPage';
import { PaymentPage, paymentPageLoader } from './PaymentPage';
import { PurchaseConfirmationPage, purchaseConfirmationLoader } from './PurchaseConfirmationPage';
import { ReceiptPage, receiptPageLoader } from './ReceiptPage';
import { SubscriptionPage, subscriptionPageLoader } from './SubscriptionPage';

interface PaymentRoutesContext {
  environment: IEnvironment;
  site: SitePreload;
  session: Session;
}

/**
 * The payment pages: payment and checkout, plan selection, day pass, cancel, the confirmation
 * pages and a payment's receipt, each behind the access rules.
 */
export function paymentRoutes({ environment, site, session }: PaymentRoutesContext): RouteObject[] {
  const guard = { session, siteReady: site.ready };
  const checkout: Pick<RouteObject, 'loader' | 'element'> = {
    loader: guardedLoader(
      guard,
      { loginRequired: true, redirectSubscriber: true },
      paymentPageLoader(environment, site, session),
    ),
    element: <PaymentPage />,
  };
  const dayPass: Pick<RouteObject, 'loader' | 'element'> = {
    loader: dayPassPageLoader(environment, site, guard),
    element: <DayPassPage />,
  };
  return [
    {
      path: 'payment',
      // A visitor who is not logged in is sent to /.
      loader: guardedLoader(
        guard,
        { loginRequired: true, redirectSubscriber: true, signedOutTo: '/' },
        paymentPageLoader(environment, site, session),
      ),
      element: <PaymentPage />,
    },
    { path: 'checkout', ...checkout },
    { path: 'checkout/:studioShortName', ...checkout },
    {
      path: 'subscription',
      // Subscribers are sent away from plan pages.
      loader: guardedLoader(guard, { redirectSubscriber: true }, subscriptionPageLoader(environment, site)),
      element: <SubscriptionPage />,
    },
    { path: 'daypass', ...dayPass },
    { path: 'daypass/:studioShortName', ...dayPass },
    {
      path: 'cancel',
      loader: guardedLoader(guard, { loginRequired: true }, cancelPageLoader(environment)),
      element: <CancelPage />,
    },
    {
      // Beside the account page's own addresses (/account/*): a static segment wins the match.
      path: 'account/receipts/:chargeId',
      loader: guardedLoader(guard, { loginRequired: true }, receiptPageLoader(environment)),
      element: <ReceiptPage />,
    },
    {
      path: 'confirmation',
      loader: guardedLoader(guard, { loginRequired: true }),
      element: <ConfirmationPage />,
    },
    {
      path: 'purchase/confirmation',
      loader: guardedLoader(guard, { loginRequired: true }, purchaseConfirmationLoader(environment)),
      element: <PurchaseConfirmationPage />,
    },
  ];
}
