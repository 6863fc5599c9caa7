import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { guardedLoader } from '../accounts/access/guard';
import type { Session } from '../accounts/session/session';
import { pageCode, withPageCode } from '../relay/pageCode';
import type { SitePreload } from '../site/SiteQuery';
import {
  cancelPageLoader,
  dayPassPageLoader,
  paymentPageLoader,
  purchaseConfirmationLoader,
  receiptPageLoader,
  subscriptionPageLoader,
} from './loaders';

// Each page's code comes with its route (started by the loader, beside the query).
const paymentPage = pageCode(() => import('./PaymentPage').then((m) => m.PaymentPage));
const dayPassPage = pageCode(() => import('./DayPassPage').then((m) => m.DayPassPage));
const subscriptionPage = pageCode(() => import('./SubscriptionPage').then((m) => m.SubscriptionPage));
const cancelPage = pageCode(() => import('./CancelPage').then((m) => m.CancelPage));
const receiptPage = pageCode(() => import('./ReceiptPage').then((m) => m.ReceiptPage));
const confirmationPage = pageCode(() => import('./ConfirmationPage').then((m) => m.ConfirmationPage));
const purchaseConfirmationPage = pageCode(() =>
  import('./PurchaseConfirmationPage').then((m) => m.PurchaseConfirmationPage),
);

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
    loader: withPageCode(
      paymentPage,
      guardedLoader(
        guard,
        { loginRequired: true, redirectSubscriber: true },
        paymentPageLoader(environment, site, session),
      ),
    ),
    element: <paymentPage.Page />,
  };
  const dayPass: Pick<RouteObject, 'loader' | 'element'> = {
    loader: withPageCode(dayPassPage, dayPassPageLoader(environment, site, guard)),
    element: <dayPassPage.Page />,
  };
  return [
    {
      path: 'payment',
      // A visitor who is not logged in is sent to /.
      loader: withPageCode(
        paymentPage,
        guardedLoader(
          guard,
          { loginRequired: true, redirectSubscriber: true, signedOutTo: '/' },
          paymentPageLoader(environment, site, session),
        ),
      ),
      element: <paymentPage.Page />,
    },
    { path: 'checkout', ...checkout },
    { path: 'checkout/:studioShortName', ...checkout },
    {
      path: 'subscription',
      // Subscribers are sent away from plan pages.
      loader: withPageCode(
        subscriptionPage,
        guardedLoader(guard, { redirectSubscriber: true }, subscriptionPageLoader(environment, site)),
      ),
      element: <subscriptionPage.Page />,
    },
    { path: 'daypass', ...dayPass },
    { path: 'daypass/:studioShortName', ...dayPass },
    {
      path: 'cancel',
      loader: withPageCode(
        cancelPage,
        guardedLoader(guard, { loginRequired: true }, cancelPageLoader(environment)),
      ),
      element: <cancelPage.Page />,
    },
    {
      // Beside the account page's own addresses (/account/*): a static segment wins the match.
      path: 'account/receipts/:chargeId',
      loader: withPageCode(
        receiptPage,
        guardedLoader(guard, { loginRequired: true }, receiptPageLoader(environment)),
      ),
      element: <receiptPage.Page />,
    },
    {
      path: 'confirmation',
      loader: withPageCode(confirmationPage, guardedLoader(guard, { loginRequired: true })),
      element: <confirmationPage.Page />,
    },
    {
      path: 'purchase/confirmation',
      loader: withPageCode(
        purchaseConfirmationPage,
        guardedLoader(guard, { loginRequired: true }, purchaseConfirmationLoader(environment)),
      ),
      element: <purchaseConfirmationPage.Page />,
    },
  ];
}
