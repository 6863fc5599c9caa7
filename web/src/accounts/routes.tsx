import { Navigate, type RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { SitePreload } from '../site/SiteQuery';
import { accountPageLoader, AccountPage, type AccountPagePlan } from './AccountPage';
import { guardedLoader } from './access/guard';
import { ConfirmEmailChangePage } from './ConfirmEmailChangePage';
import { GymBenefitPage, gymBenefitLoader } from './GymBenefitPage';
import { LogInPage } from './LogInPage';
import { LogoutRoute } from './LogoutRoute';
import { NewSpecialsPage, newSpecialsLoader, SpecialsPage } from './PromoPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import type { Session } from './session/session';
import { signUpLoader } from './signUpLoader';
import { SignUpPage } from './SignUpPage';

interface AccountRoutesContext {
  environment: IEnvironment;
  site: SitePreload;
  session: Session;
  /** The plan's parts of the account page (the payments domain's). */
  accountPagePlan: AccountPagePlan;
}

/**
 * The account pages: sign-up (also for a studio and the day pass), gym-benefit sign-up, promo
 * landing pages, log-in, log-out, password reset, the account page (and the link that confirms a
 * new e-mail address) and the member's dashboard, each behind the access rules.
 */
export function accountRoutes({
  environment,
  site,
  session,
  accountPagePlan,
}: AccountRoutesContext): RouteObject[] {
  const guard = { session, siteReady: site.ready };
  const signUp = (dayPass: boolean): Pick<RouteObject, 'loader' | 'element'> => ({
    loader: signUpLoader(guard, dayPass),
    element: <SignUpPage dayPass={dayPass} />,
  });
  const logIn = (dayPass: boolean): Pick<RouteObject, 'element'> => ({
    element: <LogInPage dayPass={dayPass} />,
  });
  const account: Pick<RouteObject, 'loader' | 'element'> = {
    loader: guardedLoader(guard, { loginRequired: true }, accountPageLoader(environment, session.host)),
    element: <AccountPage plan={accountPagePlan} />,
  };
  return [
    { path: 'signup', ...signUp(false) },
    { path: 'signup/:studioShortName', ...signUp(false) },
    { path: 'signup/daypass', ...signUp(true) },
    { path: 'signup/daypass/:studioShortName', ...signUp(true) },
    { path: 'signup/gympass', loader: gymBenefitLoader(environment, session), element: <GymBenefitPage /> },
    { path: 'specials/:promoName', element: <SpecialsPage /> },
    { path: 'newspecials/:promoName', loader: newSpecialsLoader(environment), element: <NewSpecialsPage /> },
    { path: 'login', ...logIn(false) },
    { path: 'login/:studioShortName', ...logIn(false) },
    { path: 'login/daypass', ...logIn(true) },
    { path: 'login/daypass/:studioShortName', ...logIn(true) },
    { path: 'logout', element: <LogoutRoute /> },
    { path: 'logout/:studio', element: <LogoutRoute /> },
    { path: 'forgot-password', element: <ResetPasswordPage /> },
    { path: 'account', ...account },
    // The link mailed to a new address: no session needed (it may be opened on another device).
    { path: 'account/email', element: <ConfirmEmailChangePage /> },
    // Day-pass purchases land on /account/{date} and /account/{studio}/{date}.
    { path: 'account/*', ...account },
    {
      path: 'newplatform',
      loader: guardedLoader(guard, { subscriberOnly: true }),
      element: <Navigate to="/newplatform/dashboard" replace />,
    },
  ];
}
