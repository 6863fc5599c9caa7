import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type {
  AccountSubscription_user$data,
  AccountSubscription_user$key,
} from './__generated__/AccountSubscription_user.graphql';
import type { CardFormContext_paymentProvider$key } from './card/__generated__/CardFormContext_paymentProvider.graphql';
import { formatDate, formatPassDate } from './dates';
import type { SubscriptionOutcome } from './subscriptionMutation';
import { planCopy } from './planCopy';
import { PauseDialog, PlanSwitchDialog, type PlanChoice } from './SubscriptionDialogs';
import { UpdateCardForm } from './UpdateCardForm';
import './payments.css';
import { useChangePlan } from './useChangePlan';
import { usePauseSubscription } from './usePauseSubscription';
import { useResumeSubscription } from './useResumeSubscription';
import { useUndoCancelSubscription } from './useUndoCancelSubscription';

type Subscription = NonNullable<AccountSubscription_user$data['subscription']>;

/** The subscription's state in words, for the account page and its subscription actions. */
export function subscriptionStatusText(subscription: Subscription): string {
  const { status } = subscription;
  const endDay = formatDate(subscription.endsAt ?? subscription.currentPeriodEnd);
  if (status === 'CANCELED') return `Cancelled — ended on ${endDay}`;
  if (status === 'EXPIRED') return 'Ended — the renewal payments did not go through';
  if (subscription.cancelAtPeriodEnd) return `Cancelled — ends on ${endDay}`;
  switch (status) {
    case 'TRIALING':
      return `Free trial until ${formatDate(subscription.trialEndsAt ?? subscription.currentPeriodEnd)}`;
    case 'ACTIVE':
      return 'Active';
    case 'PAST_DUE':
      return 'Payment overdue — update your card to keep your access';
    case 'PAUSED':
      return subscription.pausedAt ? `Paused since ${formatDate(subscription.pausedAt)}` : 'Paused';
    default:
      return 'Unknown';
  }
}

/** 'Visa ending in 4242 (expires 12/30)'. */
function cardText(card: NonNullable<Subscription['card']>): string {
  const expires = `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
  return `${card.brand} ending in ${card.last4} (expires ${expires})`;
}

interface AccountSubscriptionProps {
  user: AccountSubscription_user$key;
  provider: CardFormContext_paymentProvider$key | null | undefined;
}

/**
 * The account page's plan section: plan and price, status in words, trial end, next charge,
 * card, and the actions the state allows (pause or resume, cancel, undo cancel, update card);
 * then upcoming day passes. A member without a plan gets a link to choose one.
 */
export function AccountSubscription({ user, provider }: AccountSubscriptionProps) {
  const data = useFragment(
    graphql`
      fragment AccountSubscription_user on User {
        subscription {
          id
          status
          trialEndsAt
          currentPeriodEnd
          nextBillingAt
          nextBillingAmount {
            formatted
          }
          cancelAtPeriodEnd
          endsAt
          pausedAt
          plan {
            packageId
            name
            kind
            trialDays
            price {
              formatted
            }
          }
          scheduledPlanChange {
            plan {
              name
              kind
            }
            firstPayment {
              formatted
            }
            startsAt
          }
          planChoices {
            plan {
              packageId
              name
              kind
            }
            firstPayment {
              formatted
            }
            startsAt
          }
          card {
            brand
            last4
            expMonth
            expYear
          }
          promo {
            code
            description
          }
        }
        dayPasses {
          id
          date
          active
          studio {
            name
          }
        }
      }
    `,
    user,
  );
  const subscription = data.subscription;
  const ended = !subscription || subscription.status === 'CANCELED' || subscription.status === 'EXPIRED';
  return (
    <>
      <section className="account-section" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="account-section__title">
          Your plan
        </h2>
        {subscription && <SubscriptionDetails subscription={subscription} provider={provider} />}
        {ended && (
          <div className="account-section__empty">
            <p>{subscription ? 'Start a new plan to keep streaming.' : 'You have no plan yet.'}</p>
            <Link className="button button--brand" to="/subscription">
              Choose a plan
            </Link>
          </div>
        )}
      </section>
      {data.dayPasses.length > 0 && (
        <section className="account-section" aria-labelledby="day-passes-heading">
          <h2 id="day-passes-heading" className="account-section__title">
            Your day passes
          </h2>
          <ul className="day-passes">
            {data.dayPasses.map((pass) => (
              <li key={pass.id} className="day-passes__item">
                <span className="day-passes__date">{formatPassDate(pass.date)}</span>
                {pass.studio && <span className="day-passes__studio">{pass.studio.name}</span>}
                {pass.active && <span className="chip">Active now</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

type Action = 'pause' | 'resume' | 'undo';

/** 'a year' / 'a month', after a price. */
function perPeriod(kind: string): string {
  return kind === 'YEARLY' ? 'a year' : 'a month';
}

const ACTION_DONE: Record<Action, string> = {
  pause: 'Your subscription is paused. Resume it whenever you are ready.',
  resume: 'Your subscription is running again.',
  undo: 'Your subscription will renew as before.',
};

function SubscriptionDetails({
  subscription,
  provider,
}: {
  subscription: Subscription;
  provider: CardFormContext_paymentProvider$key | null | undefined;
}) {
  const [pause, pausing] = usePauseSubscription();
  const [resume, resuming] = useResumeSubscription();
  const [undoCancel, undoing] = useUndoCancelSubscription();
  const [changePlan, switching] = useChangePlan();
  const [updatingCard, setUpdatingCard] = useState(false);
  const [confirming, setConfirming] = useState<
    { kind: 'pause' } | { kind: 'switch'; choice: PlanChoice } | null
  >(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  // A change's result takes focus, so the member (and their screen reader) lands on what happened.
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);
  const busy = pausing || resuming || undoing || switching;

  const { status, cancelAtPeriodEnd } = subscription;
  const ended = status === 'CANCELED' || status === 'EXPIRED';
  const running = status === 'TRIALING' || status === 'ACTIVE';
  const copy = planCopy(subscription.plan.kind, subscription.plan.trialDays);

  const run = async (action: Action, call: () => Promise<SubscriptionOutcome>) => {
    setNotice(null);
    const outcome = await call();
    setNotice(outcome.ok ? { ok: true, text: ACTION_DONE[action] } : { ok: false, text: outcome.message });
  };

  return (
    <>
      <dl className="account-details">
        <div>
          <dt>Plan</dt>
          <dd>
            {subscription.plan.name} · {subscription.plan.price.formatted} {copy.per}
          </dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span
              className={`status status--${status.toLowerCase()}${cancelAtPeriodEnd ? ' status--cancelling' : ''}`}
            >
              {subscriptionStatusText(subscription)}
            </span>
          </dd>
        </div>
        {status === 'TRIALING' && subscription.trialEndsAt && (
          <div>
            <dt>Free trial ends</dt>
            <dd>{formatDate(subscription.trialEndsAt)}</dd>
          </div>
        )}
        {!ended && (
          <div>
            <dt>Next charge</dt>
            <dd>
              {subscription.nextBillingAt && subscription.nextBillingAmount
                ? `${subscription.nextBillingAmount.formatted} on ${formatDate(subscription.nextBillingAt)}`
                : 'None scheduled'}
            </dd>
          </div>
        )}
        <div>
          <dt>Card</dt>
          <dd>{subscription.card ? cardText(subscription.card) : 'No card on file'}</dd>
        </div>
        {subscription.scheduledPlanChange && (
          <div>
            <dt>Plan change</dt>
            <dd>
              Switches to the {subscription.scheduledPlanChange.plan.name} (
              {subscription.scheduledPlanChange.firstPayment.formatted}{' '}
              {perPeriod(subscription.scheduledPlanChange.plan.kind)}) on{' '}
              {formatDate(subscription.scheduledPlanChange.startsAt)}
            </dd>
          </div>
        )}
        {subscription.promo && (
          <div>
            <dt>Promo code</dt>
            <dd>
              {subscription.promo.code} — {subscription.promo.description}
            </dd>
          </div>
        )}
      </dl>

      {notice && (
        <p
          className={notice.ok ? 'form-success' : 'form-error'}
          role={notice.ok ? 'status' : 'alert'}
          tabIndex={-1}
          ref={noticeRef}
        >
          {notice.text}
        </p>
      )}

      {!ended && (
        <div className="account-actions">
          {running && !cancelAtPeriodEnd && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                setNotice(null);
                setConfirming({ kind: 'pause' });
              }}
            >
              Pause subscription
            </button>
          )}
          {subscription.planChoices.map((choice) => (
            <button
              key={choice.plan.packageId}
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                setNotice(null);
                setConfirming({ kind: 'switch', choice });
              }}
            >
              {choice.plan.packageId === subscription.plan.packageId
                ? `Stay on the ${choice.plan.name}`
                : `Switch to the ${choice.plan.name}`}
            </button>
          ))}
          {status === 'PAUSED' && (
            <button
              type="button"
              className="button button--brand"
              disabled={busy}
              onClick={() => run('resume', resume)}
            >
              Resume subscription
            </button>
          )}
          {cancelAtPeriodEnd ? (
            <button
              type="button"
              className="button button--brand"
              disabled={busy}
              onClick={() => run('undo', undoCancel)}
            >
              Undo cancel
            </button>
          ) : (
            <Link className="button button--ghost" to="/cancel">
              Cancel subscription
            </Link>
          )}
          {!updatingCard && (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                setNotice(null);
                setUpdatingCard(true);
              }}
            >
              Update card
            </button>
          )}
        </div>
      )}
      {confirming?.kind === 'pause' && (
        <PauseDialog
          planName={subscription.plan.name}
          currentPeriodEnd={subscription.currentPeriodEnd}
          inTrial={status === 'TRIALING'}
          pausing={pausing}
          pause={pause}
          onClose={() => setConfirming(null)}
          onPaused={() => {
            setConfirming(null);
            setNotice({ ok: true, text: ACTION_DONE.pause });
          }}
        />
      )}
      {confirming?.kind === 'switch' && (
        <PlanSwitchDialog
          choice={confirming.choice}
          currentPlanName={subscription.plan.name}
          inTrial={status === 'TRIALING'}
          callsOff={confirming.choice.plan.packageId === subscription.plan.packageId}
          switching={switching}
          change={changePlan}
          onClose={() => setConfirming(null)}
          onChanged={() => {
            const { choice } = confirming;
            setConfirming(null);
            setNotice({
              ok: true,
              text:
                choice.plan.packageId === subscription.plan.packageId
                  ? `Your switch is called off: you stay on the ${choice.plan.name}.`
                  : `Done: from ${formatDate(choice.startsAt)} you are on the ${choice.plan.name} at ${choice.firstPayment.formatted} ${perPeriod(choice.plan.kind)}.`,
            });
          }}
        />
      )}
      {updatingCard && (
        <UpdateCardForm
          provider={provider}
          onCancel={() => setUpdatingCard(false)}
          onDone={(message) => {
            setUpdatingCard(false);
            setNotice({ ok: true, text: message });
          }}
        />
      )}
    </>
  );
}
