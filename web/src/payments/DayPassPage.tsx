import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useSession } from '../accounts/session/SessionContext';
import type { DayPassBookedState } from '../accounts/accountPageState';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import type { DayPassCard_plan$key } from './__generated__/DayPassCard_plan.graphql';
import type { DayPassForm_query$key } from './__generated__/DayPassForm_query.graphql';
import type { DayPassPageQuery as DayPassPageQueryType } from './__generated__/DayPassPageQuery.graphql';
import { CardFields } from './card/CardFields';
import { CardFormProvider, useCardForm } from './card/CardFormContext';
import { DayPassCard } from './DayPassCard';
import { DayPicker } from './DayPicker';
import { browserTimeZone, formatPassDate, lastPassDay, today } from './dates';
import { DayPassFinePrint } from './FinePrint';
import { newIdempotencyKey } from './idempotency';
import { afterDayPassPath } from './paths';
import { PaymentError, billingName, CONFIRM_ORDER, PROCESSING, type PaymentFailure } from './PaymentError';
import type { DayPassPageData } from './loaders';
import { usePurchaseDayPass } from './usePurchaseDayPass';
import { useStall } from './useStall';
import './payments.css';

export const DayPassPageQuery = graphql`
  query DayPassPageQuery($studioShortName: String) @preloadable {
    ...DayPassForm_query
  }
`;

/** The day-pass payment page: the day pass, a calendar to pick the day and the card form. */
export function DayPassPage() {
  const data = useLoaderData() as DayPassPageData;
  const query = useRouteQuery<DayPassPageQueryType>(DayPassPageQuery, data.queryRef);
  usePageMeta({
    section: 'Day Pass',
    description: 'One day of unlimited classes: pick the date, pay once, no subscription.',
  });
  return (
    <section className="checkout-page" aria-labelledby="billing-heading">
      <header className="checkout-page__header">
        <p className="eyebrow">Day pass</p>
        <h1 id="billing-heading">Billing Information</h1>
        <p className="checkout-page__lead">
          One day of unlimited workouts, no subscription. Pick your day and pay once.
        </p>
      </header>
      <DayPassForm query={query} studioShortName={data.studioShortName} routeStudio={data.routeStudio} />
    </section>
  );
}

interface DayPassFormProps {
  query: DayPassForm_query$key;
  studioShortName: string | null;
  routeStudio: string | undefined;
}

function DayPassForm({ query, studioShortName, routeStudio }: DayPassFormProps) {
  const data = useFragment(
    graphql`
      fragment DayPassForm_query on Query {
        plans(studioShortName: $studioShortName) {
          kind
          ...DayPassCard_plan
        }
        paymentProvider {
          ...CardFormContext_paymentProvider
        }
      }
    `,
    query,
  );
  const dayPass = data.plans?.find((plan) => plan.kind === 'DAY_PASS');
  if (!dayPass) {
    return (
      <p className="form-error" role="alert">
        Day passes are not on sale here right now. Please try again in a moment.
      </p>
    );
  }
  return (
    <CardFormProvider provider={data.paymentProvider}>
      <DayPassCheckout plan={dayPass} studioShortName={studioShortName} routeStudio={routeStudio} />
    </CardFormProvider>
  );
}

function DayPassCheckout({
  plan,
  studioShortName,
  routeStudio,
}: {
  plan: DayPassCard_plan$key;
  studioShortName: string | null;
  routeStudio: string | undefined;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const { isWhiteLabel } = useSite();
  const card = useCardForm();
  const [purchase] = usePurchaseDayPass();
  const stall = useStall();
  const ids = useId();
  const [first] = useState(today);
  const [day, setDay] = useState(first);
  const [failure, setFailure] = useState<PaymentFailure>(null);
  const timeZone = browserTimeZone();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card.ready || !stall.begin()) return;
    setFailure(null);
    const idempotencyKey = newIdempotencyKey();
    const token = await card.tokenize(billingName(user));
    if (!token.ok) {
      if (token.reason === 'failed') setFailure({ kind: 'token' });
      stall.end();
      return;
    }
    const outcome = await purchase({
      date: day,
      timeZone,
      studioShortName,
      paymentToken: token.token,
      idempotencyKey,
    });
    if (!outcome.ok) {
      setFailure({ kind: 'message', text: outcome.message });
      stall.end();
      return;
    }
    const passDate = formatPassDate(outcome.date);
    const state: DayPassBookedState = { dayPassBooked: passDate };
    await navigate(afterDayPassPath({ whiteLabel: isWhiteLabel, studioShortName: routeStudio, passDate }), {
      state,
    });
  };

  return (
    <form className="checkout" onSubmit={onSubmit} noValidate aria-busy={stall.stalled}>
      <div className="checkout__column">
        <section className="checkout__panel" aria-labelledby={`${ids}-plan`}>
          <h2 id={`${ids}-plan`} className="checkout__heading">
            Choose Your Subscription
          </h2>
          <DayPassCard plan={plan} />
        </section>
        <section className="checkout__panel" aria-labelledby={`${ids}-day`}>
          <h2 id={`${ids}-day`} className="checkout__heading">
            Pick your day
          </h2>
          <DayPicker
            value={day}
            onChange={setDay}
            min={first}
            max={lastPassDay(first)}
            labelledBy={`${ids}-day`}
            disabled={stall.stalled}
          />
          <p className="day-picker__chosen" aria-live="polite">
            Your day: <strong>{formatPassDate(day)}</strong>
          </p>
        </section>
      </div>
      <div className="checkout__column">
        <section className="checkout__panel" aria-labelledby={`${ids}-payment`}>
          <h2 id={`${ids}-payment`} className="checkout__heading">
            Payment details
          </h2>
          <CardFields />
        </section>
        <PaymentError failure={failure} />
        <button
          type="submit"
          className="button button--brand button--block button--large checkout__submit"
          disabled={!card.ready || stall.stalled}
        >
          {stall.stalled ? PROCESSING : CONFIRM_ORDER}
        </button>
        <DayPassFinePrint timeZone={timeZone} />
      </div>
    </form>
  );
}
