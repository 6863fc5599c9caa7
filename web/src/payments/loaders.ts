// The payment pages' loaders, apart from the pages so a route starts its query while its page's
// code is still on its way (the pages keep the queries' text; the artifacts are the same objects).
import type { PreloadedQuery } from 'react-relay';
import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { guardedLoader, type GuardContext } from '../accounts/access/guard';
import { DASHBOARD_PATH } from '../accounts/access/redirects';
import type { Session } from '../accounts/session/session';
import { preloadRouteQuery } from '../relay/routeQuery';
import type { SitePreload } from '../site/SiteQuery';
import type { CancelPageQuery as CancelPageQueryType } from './__generated__/CancelPageQuery.graphql';
import CancelPageQuery from './__generated__/CancelPageQuery$parameters';
import type { DayPassPageQuery as DayPassPageQueryType } from './__generated__/DayPassPageQuery.graphql';
import DayPassPageQuery from './__generated__/DayPassPageQuery$parameters';
import type { PaymentPageQuery as PaymentPageQueryType } from './__generated__/PaymentPageQuery.graphql';
import PaymentPageQuery from './__generated__/PaymentPageQuery$parameters';
import type { PurchaseConfirmationPageQuery as PurchaseConfirmationPageQueryType } from './__generated__/PurchaseConfirmationPageQuery.graphql';
import PurchaseConfirmationPageQuery from './__generated__/PurchaseConfirmationPageQuery$parameters';
import type { ReceiptPageQuery as ReceiptPageQueryType } from './__generated__/ReceiptPageQuery.graphql';
import ReceiptPageQuery from './__generated__/ReceiptPageQuery$parameters';
import type { SubscriptionPageQuery as SubscriptionPageQueryType } from './__generated__/SubscriptionPageQuery.graphql';
import SubscriptionPageQuery from './__generated__/SubscriptionPageQuery$parameters';
import { dayPassLogInPath } from './paths';

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

/**
 * /payment, /checkout and /checkout/:studioShortName: preloads the plans and the payment provider,
 * and, for a member whose plan is paused, that plan (the page offers to resume it instead).
 */
export function paymentPageLoader(environment: IEnvironment, site: SitePreload, session: Session) {
  return async ({ params }: LoaderFunctionArgs): Promise<PaymentPageData> => {
    const [studioShortName, state] = await Promise.all([checkoutStudio(site, params), session.ready()]);
    // Only a plain yes: a stored copy from before the flag existed says nothing.
    const paused = state.user?.membership.paused === true;
    return {
      studioShortName,
      queryRef: preloadRouteQuery<PaymentPageQueryType>(environment, PaymentPageQuery, {
        studioShortName,
        paused,
      }),
    };
  };
}

export interface DayPassPageData {
  /** The studio in the address (/daypass/:studioShortName). */
  routeStudio: string | undefined;
  /** The studio whose day pass this is: the address's, or the white-label site's; null on the general site. */
  studioShortName: string | null;
  queryRef: PreloadedQuery<DayPassPageQueryType>;
}

/**
 * /daypass and /daypass/:studioShortName: login required. A visitor goes to
 * /login/daypass on a white-label site, else to /login/daypass/{studio shortName}.
 */
export function dayPassPageLoader(
  environment: IEnvironment,
  site: SitePreload,
  guard: GuardContext,
): LoaderFunction {
  const load = async ({ params }: LoaderFunctionArgs): Promise<DayPassPageData> => {
    const studioShortName = await checkoutStudio(site, params);
    return {
      routeStudio: params.studioShortName,
      studioShortName,
      queryRef: preloadRouteQuery<DayPassPageQueryType>(environment, DayPassPageQuery, { studioShortName }),
    };
  };
  return async (args) => {
    const { mode } = await site.ready;
    const signedOutTo = dayPassLogInPath(mode === 'WHITE_LABEL', args.params.studioShortName);
    return guardedLoader(guard, { loginRequired: true, signedOutTo }, load)(args);
  };
}

export interface CancelPageData {
  queryRef: PreloadedQuery<CancelPageQueryType>;
}

export function cancelPageLoader(environment: IEnvironment) {
  return (): CancelPageData => ({
    queryRef: preloadRouteQuery<CancelPageQueryType>(environment, CancelPageQuery, {}),
  });
}

export interface PurchaseConfirmationData {
  queryRef: PreloadedQuery<PurchaseConfirmationPageQueryType>;
}

/** /purchase/confirmation?productId=…: a missing or empty productId goes to the dashboard. */
export function purchaseConfirmationLoader(environment: IEnvironment) {
  return ({ request }: LoaderFunctionArgs): PurchaseConfirmationData => {
    const productId = new URL(request.url).searchParams.get('productId')?.trim() ?? '';
    if (!productId) throw redirect(DASHBOARD_PATH);
    return {
      queryRef: preloadRouteQuery<PurchaseConfirmationPageQueryType>(
        environment,
        PurchaseConfirmationPageQuery,
        { ids: [productId] },
      ),
    };
  };
}

export interface SubscriptionPageData {
  queryRef: PreloadedQuery<SubscriptionPageQueryType>;
}

/** /subscription: the plans of the site (a white-label site's are its studio's). */
export function subscriptionPageLoader(environment: IEnvironment, site: SitePreload) {
  return async ({ params }: LoaderFunctionArgs): Promise<SubscriptionPageData> => ({
    queryRef: preloadRouteQuery<SubscriptionPageQueryType>(environment, SubscriptionPageQuery, {
      studioShortName: await checkoutStudio(site, params),
    }),
  });
}

export interface ReceiptPageData {
  queryRef: PreloadedQuery<ReceiptPageQueryType>;
}

/** /account/receipts/:chargeId (login required): preloads the member and the one charge. */
export function receiptPageLoader(environment: IEnvironment) {
  return ({ params }: LoaderFunctionArgs): ReceiptPageData => ({
    queryRef: preloadRouteQuery<ReceiptPageQueryType>(environment, ReceiptPageQuery, {
      id: params.chargeId ?? '',
    }),
  });
}
