import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useNavigate } from 'react-router-dom';
import { type MutationFailure } from '../relay/mutationOutcome';
import { useSession } from '../accounts/session/SessionContext';
import type {
  PaymentForm_query$data,
  PaymentForm_query$key,
} from './__generated__/PaymentForm_query.graphql';
import { CardFields } from './card/CardFields';
import { CardFormProvider, useCardForm } from './card/CardFormContext';
import { WALLET_FAILED, WALLET_NO_SUCH_COUPON, type WalletOptions, type WalletResult } from './card/wallet';
import type { SubscriptionConfirmedState } from '../accounts/accountPageState';
import { dayjs, formatDate } from './dates';
import { SubscriptionFinePrint } from './FinePrint';
import { newIdempotencyKey } from './idempotency';
import { planChoiceFrom, type PlanChoice } from './paths';
import { PaymentError, billingName, CONFIRM_ORDER, PROCESSING, type PaymentFailure } from './PaymentError';
import { PlanBox } from './PlanBox';
import { planCopy, walletAmount } from './planCopy';
import { PromoCodeField } from './promo/PromoCodeField';
import { usePromoCode, type PromoCode } from './promo/usePromoCode';
import { useStall } from './useStall';
import { useSubscribe } from './useSubscribe';

/** The promo-mode text, in the product's exact wording: the amount after the coupon is 0. */
export const FREE_ORDER = 'Sweet, this class is on us!';

type SubscriptionPlan = NonNullable<PaymentForm_query$data['plans']>[number];

/** A refusal mentioning 'No such coupon' (or the gateway's INVALID_PROMO code). */
function isCouponRefusal(outcome: MutationFailure): boolean {
  return outcome.code === 'INVALID_PROMO' || /no such coupon/i.test(outcome.message);
}

interface PaymentFormProps {
  query: PaymentForm_query$key;
  /** The checkout's studio (/checkout/:studioShortName, or the white-label site's); null on the general site. */
  studioShortName: string | null;
}

/** The paid sign-up form: plan boxes, card, promo code and Confirm Order. */
export function PaymentForm({ query, studioShortName }: PaymentFormProps) {
  const data = useFragment(
    graphql`
      fragment PaymentForm_query on Query {
        plans(studioShortName: $studioShortName) {
          id
          kind
          packageId
          name
          trialDays
          price {
            formatted
          }
          ...PlanBox_plan
        }
        paymentProvider {
          ...CardFormContext_paymentProvider
        }
        viewer {
          freeTrialAvailable
        }
      }
    `,
    query,
  );
  // The trial is once per account: a returning member is told the truth about today's charge.
  const freeTrial = data.viewer?.freeTrialAvailable !== false;
  // Annual, then monthly.
  const plans = (['YEARLY', 'MONTHLY'] as const)
    .map((kind) => data.plans?.find((plan) => plan.kind === kind))
    .filter((plan): plan is SubscriptionPlan => plan !== undefined)
    .map((plan) => (freeTrial ? plan : { ...plan, trialDays: 0 }));
  if (plans.length === 0) {
    return (
      <p className="form-error" role="alert">
        We could not load the plans right now. Please try again in a moment.
      </p>
    );
  }
  return (
    <CardFormProvider provider={data.paymentProvider}>
      <CheckoutForm plans={plans} studioShortName={studioShortName} freeTrial={freeTrial} />
    </CardFormProvider>
  );
}

function CheckoutForm({
  plans,
  studioShortName,
  freeTrial,
}: {
  plans: SubscriptionPlan[];
  studioShortName: string | null;
  freeTrial: boolean;
}) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const card = useCardForm();
  const [subscribe] = useSubscribe();
  const stall = useStall();
  const [failure, setFailure] = useState<PaymentFailure>(null);
  const ids = useId();

  // Monthly is highlighted unless yearly is chosen (`?plan=yearly` from /subscription).
  const [choice, setChoice] = useState<PlanChoice>(() => planChoiceFrom(search));
  const selected =
    plans.find((plan) => plan.kind === (choice === 'yearly' ? 'YEARLY' : 'MONTHLY')) ??
    (plans[0] as SubscriptionPlan);
  const promo = usePromoCode(selected.packageId);
  const [initialCode] = useState(() => new URLSearchParams(search).get('code')?.trim() || null);
  const free = promo.free;
  const ready = free || card.ready;

  /** Subscribes with a token (none when free); resolves with the failure, or navigates away. */
  const complete = async (
    paymentToken: string | null,
    idempotencyKey: string,
  ): Promise<MutationFailure | null> => {
    const outcome = await subscribe({
      packageId: selected.packageId,
      studioShortName,
      paymentToken,
      promoCode: promo.appliedCode,
      idempotencyKey,
      source: 'website',
    });
    if (!outcome.ok) return outcome;
    // The session already knows the new plan (the payload's viewer): on to the account page.
    const state: SubscriptionConfirmedState = { subscriptionConfirmed: true };
    await navigate(`/account${search}`, { state });
    return null;
  };

  const refuse = (outcome: MutationFailure) => {
    // 'No such coupon' shows and the form is usable again; the code is no longer applied.
    if (isCouponRefusal(outcome)) promo.remove();
    setFailure({ kind: 'message', text: outcome.message });
    stall.end();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Ignored while stalled, or while the provider or the card fields are not ready.
    if (!ready || promo.state.status === 'checking') return;
    if (!stall.begin()) return;
    setFailure(null);
    // One key per attempt: a retried request is charged once.
    const idempotencyKey = newIdempotencyKey();
    let paymentToken: string | null = null;
    if (!free) {
      const token = await card.tokenize(billingName(user));
      if (!token.ok) {
        if (token.reason === 'failed') setFailure({ kind: 'token' });
        stall.end();
        return;
      }
      paymentToken = token.token;
    }
    const outcome = await complete(paymentToken, idempotencyKey);
    if (outcome) refuse(outcome);
  };

  const wallet: WalletOptions = {
    amount: walletAmount(selected.kind),
    label: selected.name,
    disabled: stall.stalled,
    pay: async (paymentMethodId): Promise<WalletResult> => {
      if (!stall.begin()) return { ok: false, message: WALLET_FAILED };
      setFailure(null);
      const outcome = await complete(paymentMethodId, newIdempotencyKey());
      if (!outcome) return { ok: true };
      stall.end();
      return { ok: false, message: isCouponRefusal(outcome) ? WALLET_NO_SUCH_COUPON : WALLET_FAILED };
    },
  };

  return (
    <form className="checkout" onSubmit={onSubmit} noValidate aria-busy={stall.stalled}>
      <div className="checkout__column">
        <fieldset className="checkout__panel plan-options" disabled={stall.stalled}>
          <legend className="checkout__heading">Choose Your Subscription:</legend>
          <div className="plan-options__list">
            {plans.map((plan) => (
              <PlanBox
                key={plan.id}
                plan={plan}
                group={`${ids}-plan`}
                selected={plan.id === selected.id}
                freeTrial={freeTrial}
                onSelect={() => setChoice(plan.kind === 'YEARLY' ? 'yearly' : 'monthly')}
              />
            ))}
          </div>
        </fieldset>
        <OrderSummary plan={selected} promo={promo} />
      </div>

      <div className="checkout__column">
        <section className="checkout__panel" aria-labelledby={`${ids}-payment`}>
          <h2 id={`${ids}-payment`} className="checkout__heading">
            Payment details
          </h2>
          {free && (
            <div className="free-order" role="status">
              <strong>{FREE_ORDER}</strong>
              <span>No card needed today.</span>
            </div>
          )}
          {/* Kept mounted while a free code applies, so removing it brings the card back as typed. */}
          <div hidden={free}>
            <CardFields wallet={wallet} />
          </div>
          <PromoCodeField promo={promo} initialCode={initialCode} disabled={stall.stalled} />
        </section>
        <PaymentError failure={failure} />
        <button
          type="submit"
          className="button button--brand button--block button--large checkout__submit"
          disabled={!ready || stall.stalled || promo.state.status === 'checking'}
        >
          {stall.stalled ? PROCESSING : CONFIRM_ORDER}
        </button>
        <p className="checkout__secure">
          <LockIcon /> Secure checkout. Cancel any time in Account Settings.
        </p>
        <SubscriptionFinePrint />
      </div>
    </form>
  );
}

/** What is due today and what follows: the trial, or the promo code's price. */
function OrderSummary({ plan, promo }: { plan: SubscriptionPlan; promo: PromoCode }) {
  const id = useId();
  const copy = planCopy(plan.kind, plan.trialDays);
  const applied =
    promo.state.status === 'applied' && promo.state.result.packageId === plan.packageId
      ? promo.state.result
      : null;
  const then = `${plan.price.formatted} ${copy.per}`;
  const summaryNote = () => {
    if (applied && applied.newAmount.cents === 0) {
      return (
        `${applied.code}: ${applied.message}. No card is needed today; ` +
        'add one in Account Settings to keep your plan after the free period.'
      );
    }
    if (applied) {
      return (
        `${applied.code}: ${applied.message}. ` +
        `Promo codes replace the free trial, so this is charged today; then ${then}.`
      );
    }
    if (plan.trialDays > 0) {
      const trialEnd = formatDate(dayjs().add(plan.trialDays, 'day').toISOString());
      return `Your ${plan.trialDays}-day free trial ends on ${trialEnd}. Then ${then} until you cancel.`;
    }
    return `Then ${then} until you cancel.`;
  };
  return (
    <section className="checkout__panel order-summary" aria-labelledby={id}>
      <h2 id={id} className="checkout__heading">
        Order summary
      </h2>
      <dl className="order-summary__lines">
        <div>
          <dt>{plan.name}</dt>
          <dd>
            {plan.price.formatted} {copy.per}
          </dd>
        </div>
        <div className="order-summary__total">
          <dt>Due today</dt>
          <dd>
            {applied ? (
              <>
                <s className="order-summary__was">{plan.price.formatted}</s>{' '}
                {applied.newAmount.cents === 0 ? 'FREE' : applied.newAmount.formatted}
              </>
            ) : plan.trialDays > 0 ? (
              'Free trial'
            ) : (
              plan.price.formatted
            )}
          </dd>
        </div>
      </dl>
      <p className="order-summary__note">{summaryNote()}</p>
    </section>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className="checkout__lock">
      <rect x="3" y="7" width="10" height="7" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
}
