import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link, Navigate, useLoaderData } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery, useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../site/pageMeta';
import { useSite } from '../site/SiteContext';
import type { AccountPage_user$key } from './__generated__/AccountPage_user.graphql';
import type { AccountPageQuery as AccountPageQueryType } from './__generated__/AccountPageQuery.graphql';
import { paymentPath } from './access/redirects';
import './accounts.css';

export const AccountPageQuery = graphql`
  query AccountPageQuery($host: String!) {
    viewer {
      ...AccountPage_user
    }
  }
`;

export interface AccountPageData {
  queryRef: PreloadedQuery<AccountPageQueryType>;
}

/** /account: preloads the member (behind the login-required guard). */
export function accountPageLoader(environment: IEnvironment, host: string) {
  return (): AccountPageData => ({
    queryRef: preloadRouteQuery<AccountPageQueryType>(environment, AccountPageQuery, { host }),
  });
}

export function AccountPage() {
  const { queryRef } = useLoaderData() as AccountPageData;
  const data = useRouteQuery<AccountPageQueryType>(AccountPageQuery, queryRef);
  usePageMeta({ section: 'Account' });
  // The guard let a member in, but the token may have ended since.
  if (!data.viewer) return <Navigate to="/login?redirect_path=%2Faccount" replace />;
  return <AccountDetails user={data.viewer} />;
}

function AccountDetails({ user }: { user: AccountPage_user$key }) {
  const data = useFragment(
    graphql`
      fragment AccountPage_user on User {
        firstName
        lastName
        email
        accountType
        accessType
        studio {
          name
        }
        membership {
          active
          isClassOnly
        }
        subscribed: isSubscriber(host: $host)
      }
    `,
    user,
  );
  const { isWhiteLabel, whiteLabelStudioName, brand } = useSite();
  const accountType =
    data.accountType === 'STUDIO'
      ? `${data.studio?.name ?? whiteLabelStudioName ?? brand.name} customer`
      : 'StreamFit member';
  const membership = data.membership.active && !data.membership.isClassOnly ? 'Active' : 'None';

  return (
    <section className="auth-page" aria-labelledby="account-heading">
      <div className="auth-card auth-card--wide">
        <h1 id="account-heading">Account</h1>
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
        <p className="auth-card__note">Plan details, billing and cancellation will appear here once online payment opens.</p>
        <div className="account-actions">
          {data.subscribed ? (
            <Link className="button button--brand" to="/newplatform/dashboard">
              Go to your dashboard
            </Link>
          ) : (
            <Link className="button button--brand" to={paymentPath(isWhiteLabel)}>
              Choose a plan
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
