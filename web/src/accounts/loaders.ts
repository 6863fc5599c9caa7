// The account pages' loaders, apart from the pages so a route starts its query while its page's
// code is still on its way (the pages keep the queries' text; the artifacts are the same objects).
import type { PreloadedQuery } from 'react-relay';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { preloadRouteQuery } from '../relay/routeQuery';
import type { AccountPageQuery as AccountPageQueryType } from './__generated__/AccountPageQuery.graphql';
import AccountPageQuery from './__generated__/AccountPageQuery$parameters';
import type { GymBenefitPageQuery as GymBenefitPageQueryType } from './__generated__/GymBenefitPageQuery.graphql';
import GymBenefitPageQuery from './__generated__/GymBenefitPageQuery$parameters';
import type { PromoPageQuery as PromoPageQueryType } from './__generated__/PromoPageQuery.graphql';
import PromoPageQuery from './__generated__/PromoPageQuery$parameters';
import type { Session } from './session/session';

export interface AccountPageData {
  queryRef: PreloadedQuery<AccountPageQueryType>;
}

/** /account: preloads the member (behind the login-required guard). */
export function accountPageLoader(environment: IEnvironment, host: string) {
  return (): AccountPageData => ({
    queryRef: preloadRouteQuery<AccountPageQueryType>(environment, AccountPageQuery, { host }),
  });
}

export interface NewSpecialsData {
  queryRef: PreloadedQuery<PromoPageQueryType>;
}

/** /newspecials/:promoName: the promo name is a studio's slug when one matches. */
export function newSpecialsLoader(environment: IEnvironment) {
  return ({ params }: LoaderFunctionArgs): NewSpecialsData => ({
    queryRef: preloadRouteQuery<PromoPageQueryType>(environment, PromoPageQuery, {
      slug: params.promoName ?? '',
    }),
  });
}

export interface GymBenefitInvite {
  email: string;
  /** The capitalised first and last name, as shown. */
  name: string;
  token: string;
  /** Whether the link still works, asked before the member chooses a password. */
  invitationRef: PreloadedQuery<GymBenefitPageQueryType>;
}

/** 'mARY ann' → 'Mary Ann': each word capitalised (names from the query are capitalised). */
export function capitalizeName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * /signup/gympass: needs firstname, lastname, email and token in the query, else it
 * goes to /; a signed-in member goes to /account.
 */
export function gymBenefitLoader(environment: IEnvironment, session: Session) {
  return async ({ request }: LoaderFunctionArgs): Promise<GymBenefitInvite> => {
    const params = new URL(request.url).searchParams;
    const [firstname, lastname, email, token] = ['firstname', 'lastname', 'email', 'token'].map(
      (key) => params.get(key)?.trim() ?? '',
    );
    if (!firstname || !lastname || !email || !token) throw redirect('/');
    const state = await session.ready();
    if (state.user) throw redirect('/account');
    return {
      email,
      name: `${capitalizeName(firstname)} ${capitalizeName(lastname)}`,
      token,
      invitationRef: preloadRouteQuery<GymBenefitPageQueryType>(environment, GymBenefitPageQuery, {
        email,
        token,
      }),
    };
  };
}
