import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import { paymentPath } from '../accounts/access/redirects';
import { useSession } from '../accounts/session/SessionContext';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import type { SubscriptionPageQuery as SubscriptionPageQueryType } from './__generated__/SubscriptionPageQuery.graphql';
import type { SubscriptionPageData } from './loaders';
import { PlanCard } from './PlanCard';
import { COUPON_APPLIED } from './promo/PromoCodeField';
import { PromoModal } from './promo/PromoModal';
import { verifyPromo, type PromoCheckResult } from './promo/verifyPromo';
import './payments.css';

export const SubscriptionPageQuery = graphql`
  query SubscriptionPageQuery($studioShortName: String) @preloadable {
    plans(studioShortName: $studioShortName) {
      id
      kind
      packageId
      ...PlanCard_plan
    }
  }
`;

/** The subscription selection page's texts, in the product's exact wording. */
export const SELECT_SUBSCRIPTION = 'Select your subscription.';
export const FREE_TO_START = 'For a limited time, get started for free!';

type AppliedPromo = { code: string; message: string; prices: Record<string, string> };

/**
 * The plan selection page: annual and monthly plan cards whose buttons go to
 * payment (logged in) or sign-up; a promo code can be checked first in the promo modal,
 * and travels on as `?code=`.
 */
export function SubscriptionPage() {
  const { queryRef } = useLoaderData() as SubscriptionPageData;
  const data = useRouteQuery<SubscriptionPageQueryType>(SubscriptionPageQuery, queryRef);
  const environment = useRelayEnvironment();
  const { user } = useSession();
  const { isWhiteLabel } = useSite();
  const [modalOpen, setModalOpen] = useState(false);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  usePageMeta({
    section: 'Choose a Plan',
    description: 'Monthly or annual: every plan starts with a 7-day free trial.',
  });

  const plans = (['YEARLY', 'MONTHLY'] as const)
    .map((kind) => data.plans?.find((plan) => plan.kind === kind))
    .filter((plan) => plan !== undefined);

  const target = (kind: 'YEARLY' | 'MONTHLY') => {
    const params = new URLSearchParams();
    if (user) params.set('plan', kind === 'YEARLY' ? 'yearly' : 'monthly');
    if (promo) params.set('code', promo.code);
    const query = params.toString();
    return `${user ? paymentPath(isWhiteLabel) : '/signup'}${query ? `?${query}` : ''}`;
  };

  /** Checks the code against every plan on the page; accepted when one of them takes it. */
  const onVerify = async (code: string): Promise<string | null> => {
    const results = await Promise.all(plans.map((plan) => verifyPromo(environment, code, plan.packageId)));
    const accepted = results.filter(
      (result): result is Extract<PromoCheckResult, { valid: true }> => result.valid,
    );
    if (accepted.length === 0) return results[0]?.message ?? null;
    setPromo({
      code: accepted[0]!.code,
      message: accepted[0]!.message,
      prices: Object.fromEntries(
        accepted.map((result) => [
          result.packageId,
          result.newAmount.cents === 0 ? 'FREE' : result.newAmount.formatted,
        ]),
      ),
    });
    return null;
  };

  return (
    <section className="plans-page" aria-labelledby="plans-heading">
      <header className="plans-page__header">
        <p className="eyebrow">Membership</p>
        <h1 id="plans-heading">{SELECT_SUBSCRIPTION}</h1>
        <p className="plans-page__lead">{FREE_TO_START}</p>
      </header>
      {promo && (
        <div className="promo promo--applied plans-page__promo">
          <p className="promo__applied" role="status">
            <span>
              <strong>{COUPON_APPLIED}</strong> <span className="promo__code">{promo.code}</span>
              <span className="promo__output">{promo.message}</span>
            </span>
          </p>
          <button type="button" className="promo__remove" onClick={() => setPromo(null)}>
            REMOVE
          </button>
        </div>
      )}
      {plans.length === 0 ? (
        <p className="form-error" role="alert">
          We could not load the plans right now. Please try again in a moment.
        </p>
      ) : (
        <div className="plans-page__cards">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              to={target(plan.kind === 'YEARLY' ? 'YEARLY' : 'MONTHLY')}
              promoPrice={promo?.prices[plan.packageId] ?? null}
              featured={plan.kind === 'MONTHLY'}
            />
          ))}
        </div>
      )}
      {!promo && plans.length > 0 && (
        <p className="plans-page__promo-link">
          <button type="button" className="link-button" onClick={() => setModalOpen(true)}>
            Have a promo code?
          </button>
        </p>
      )}
      <p className="plans-page__note">
        The free trial is for first-time members. Cancel any time in Account Settings before your trial ends
        and you will not be charged.
      </p>
      <PromoModal open={modalOpen} onClose={() => setModalOpen(false)} onVerify={onVerify} />
    </section>
  );
}
