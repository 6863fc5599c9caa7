import type { ComponentType } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, Navigate, useLoaderData, useLocation, useParams } from 'react-router-dom';
import type { FragmentRefs } from 'relay-runtime';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import {
  isPassDateText,
  passDateTextOf,
  type DayPassBookedState,
  type SubscriptionConfirmedState,
} from './accountPageState';
import type { AccountPage_user$key } from './__generated__/AccountPage_user.graphql';
import type { AccountPageData } from './loaders';
import { ProfileSection } from './ProfileSection';
import type { AccountPageQuery as AccountPageQueryType } from './__generated__/AccountPageQuery.graphql';
import './accounts.css';

export const AccountPageQuery = graphql`
  query AccountPageQuery($host: String!) @preloadable {
    viewer {
      ...AccountPage_user
      ...PaymentHistory_user
    }
    paymentProvider {
      ...CardFormContext_paymentProvider
    }
  }
`;

/** The payment provider as the account page's query selects it, for the plan section's card form. */
export type AccountPlanProvider = {
  readonly ' $fragmentSpreads': FragmentRefs<'CardFormContext_paymentProvider'>;
};

/**
 * What the plan's domain shows on the account page: the confirmation on top after a subscribe,
 * and the plan section. Given by the app (accounts does not depend on payments; payments depends
 * on accounts for the session).
 */
export interface AccountPagePlan {
  Confirmation: ComponentType<{ firstName: string; studioName: string | null; search: string }>;
  Section: ComponentType<{
    user: { readonly ' $fragmentSpreads': FragmentRefs<'AccountSubscription_user'> };
    provider: AccountPlanProvider | null | undefined;
  }>;
  /** The payment history, with a receipt for each payment. */
  History: ComponentType<{ user: { readonly ' $fragmentSpreads': FragmentRefs<'PaymentHistory_user'> } }>;
  /** A paused plan and its Resume button (the dashboard); `onResumed` gets the words to show after. */
  Paused: ComponentType<{
    user: { readonly ' $fragmentSpreads': FragmentRefs<'PausedPlan_user'> };
    onResumed: (message: string) => void;
  }>;
}

export function AccountPage({ plan }: { plan: AccountPagePlan }) {
  const { queryRef } = useLoaderData() as AccountPageData;
  const data = useRouteQuery<AccountPageQueryType>(AccountPageQuery, queryRef);
  usePageMeta({ section: 'Account' });
  // The guard let a member in, but the token may have ended since.
  if (!data.viewer) return <Navigate to="/login?redirect_path=%2Faccount" replace />;
  return (
    <AccountDetails user={data.viewer} history={data.viewer} provider={data.paymentProvider} plan={plan} />
  );
}

/**
 * The day pass a purchase just booked: from the address (/account/{date},
 * /account/{studio}/{date}, the date reading 'MMMM Do, YYYY') or the navigation state.
 */
function useBookedDayPass(): string | null {
  const rest = useParams()['*'] ?? '';
  const state = useLocation().state as Partial<DayPassBookedState> | null;
  const fromPath = rest
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return '';
      }
    })
    .find(isPassDateText);
  const booked = state?.dayPassBooked;
  const fromState = typeof booked === 'string' && isPassDateText(booked) ? booked : null;
  return fromPath ?? fromState;
}

function AccountDetails({
  user,
  history,
  provider,
  plan,
}: {
  user: AccountPage_user$key;
  history: { readonly ' $fragmentSpreads': FragmentRefs<'PaymentHistory_user'> };
  provider: AccountPlanProvider | null | undefined;
  plan: AccountPagePlan;
}) {
  const data = useFragment(
    graphql`
      fragment AccountPage_user on User {
        firstName
        lastName
        email
        ...ProfileSection_user
        accountType
        accessType
        studio {
          name
        }
        membership {
          active
          isClassOnly
        }
        dayPasses {
          date
        }
        subscribed: isSubscriber(host: $host)
        ...AccountSubscription_user
      }
    `,
    user,
  );
  const { isWhiteLabel, whiteLabelStudioName, brand } = useSite();
  const accountType =
    data.accountType === 'STUDIO'
      ? `${data.studio?.name ?? whiteLabelStudioName ?? brand.name} customer`
      : // A studio's own site never names the platform behind it.
        isWhiteLabel
        ? 'Member'
        : 'StreamFit member';
  const membership = data.membership.active && !data.membership.isClassOnly ? 'Active' : 'None';
  const { search, state } = useLocation();
  // Set by the payment form after a successful subscribe.
  const confirmed = (state as Partial<SubscriptionConfirmedState> | null)?.subscriptionConfirmed === true;
  // The address only names a day: the note is shown when the member really holds a pass for it.
  const namedDayPass = useBookedDayPass();
  const bookedDayPass = data.dayPasses.some((pass) => passDateTextOf(pass.date) === namedDayPass)
    ? namedDayPass
    : null;

  return (
    <section className="auth-page" aria-labelledby="account-heading">
      {confirmed && (
        <div className="auth-card auth-card--wide account-confirmed">
          <plan.Confirmation
            firstName={data.firstName}
            studioName={isWhiteLabel ? whiteLabelStudioName : null}
            search={search}
          />
        </div>
      )}
      <div className="auth-card auth-card--wide">
        <h1 id="account-heading">Account</h1>
        {bookedDayPass && (
          <p className="form-success day-pass-booked" role="status">
            Your day pass for {bookedDayPass} is booked. Enjoy unlimited workouts all day!
          </p>
        )}
        <dl className="account-details">
          <div>
            <dt>Name</dt>
            <dd>
              {data.firstName} {data.lastName}
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{data.email}</dd>
          </div>
          <div>
            <dt>Account type</dt>
            <dd>{accountType}</dd>
          </div>
          {data.accessType === 'GYM_BENEFIT' && (
            <div>
              <dt>Access</dt>
              <dd>Gym benefit</dd>
            </div>
          )}
          <div>
            <dt>Membership</dt>
            <dd>{membership}</dd>
          </div>
        </dl>
        <ProfileSection user={data} />
        <plan.Section user={data} provider={provider} />
        <plan.History user={history} />
        <div className="account-actions account-actions--footer">
          {data.subscribed && (
            <Link className="button button--brand" to="/newplatform/dashboard">
              Go to your dashboard
            </Link>
          )}
          <Link className="button button--ghost" to="/logout">
            Log Out
          </Link>
        </div>
      </div>
    </section>
  );
}
