import { Navigate, type RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { pageCode, withPageCode, withProps } from '../relay/pageCode';
import type { SitePreload } from '../site/SiteQuery';
import type { AccountPagePlan } from './AccountPage';
import { guardedLoader } from './access/guard';
import { accountPageLoader, gymBenefitLoader, newSpecialsLoader } from './loaders';
import { LogoutRoute } from './LogoutRoute';
import type { Session } from './session/session';
import { signUpLoader } from './signUpLoader';

interface AccountRoutesContext {
  environment: IEnvironment;
  site: SitePreload;
  session: Session;
  /** The plan's parts of the account page (the payments domain's), fetched with the page. */
  accountPagePlan: () => Promise<AccountPagePlan>;
}

// Each page's code comes with its route (started by the loader, beside the query).
const signUpPage = (dayPass: boolean) =>
  pageCode(() => import('./SignUpPage').then((m) => withProps(m.SignUpPage, { dayPass })));
const logInPage = (dayPass: boolean) =>
  pageCode(() => import('./LogInPage').then((m) => withProps(m.LogInPage, { dayPass })));
const gymBenefitPage = pageCode(() => import('./GymBenefitPage').then((m) => m.GymBenefitPage));
const specialsPage = pageCode(() => import('./PromoPage').then((m) => m.SpecialsPage));
const newSpecialsPage = pageCode(() => import('./PromoPage').then((m) => m.NewSpecialsPage));
const resetPasswordPage = pageCode(() => import('./ResetPasswordPage').then((m) => m.ResetPasswordPage));
const confirmEmailChangePage = pageCode(() =>
  import('./ConfirmEmailChangePage').then((m) => m.ConfirmEmailChangePage),
);

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
  const signUpPages = { regular: signUpPage(false), dayPass: signUpPage(true) };
  const logInPages = { regular: logInPage(false), dayPass: logInPage(true) };
  const accountPage = pageCode(() =>
    Promise.all([import('./AccountPage'), accountPagePlan()]).then(([{ AccountPage }, plan]) =>
      withProps(AccountPage, { plan }),
    ),
  );
  const signUp = (dayPass: boolean): Pick<RouteObject, 'loader' | 'element'> => {
    const page = dayPass ? signUpPages.dayPass : signUpPages.regular;
    return { loader: withPageCode(page, signUpLoader(guard, dayPass)), element: <page.Page /> };
  };
  const logIn = (dayPass: boolean): Pick<RouteObject, 'loader' | 'element'> => {
    const page = dayPass ? logInPages.dayPass : logInPages.regular;
    return { loader: withPageCode(page), element: <page.Page /> };
  };
  const account: Pick<RouteObject, 'loader' | 'element'> = {
    loader: withPageCode(
      accountPage,
      guardedLoader(guard, { loginRequired: true }, accountPageLoader(environment, session.host)),
    ),
    element: <accountPage.Page />,
  };
  return [
    { path: 'signup', ...signUp(false) },
    { path: 'signup/:studioShortName', ...signUp(false) },
    { path: 'signup/daypass', ...signUp(true) },
    { path: 'signup/daypass/:studioShortName', ...signUp(true) },
    {
      path: 'signup/gympass',
      loader: withPageCode(gymBenefitPage, gymBenefitLoader(environment, session)),
      element: <gymBenefitPage.Page />,
    },
    { path: 'specials/:promoName', loader: withPageCode(specialsPage), element: <specialsPage.Page /> },
    {
      path: 'newspecials/:promoName',
      loader: withPageCode(newSpecialsPage, newSpecialsLoader(environment)),
      element: <newSpecialsPage.Page />,
    },
    { path: 'login', ...logIn(false) },
    { path: 'login/:studioShortName', ...logIn(false) },
    { path: 'login/daypass', ...logIn(true) },
    { path: 'login/daypass/:studioShortName', ...logIn(true) },
    { path: 'logout', element: <LogoutRoute /> },
    { path: 'logout/:studio', element: <LogoutRoute /> },
    {
      path: 'forgot-password',
      loader: withPageCode(resetPasswordPage),
      element: <resetPasswordPage.Page />,
    },
    { path: 'account', ...account },
    // The link mailed to a new address: no session needed (it may be opened on another device).
    {
      path: 'account/email',
      loader: withPageCode(confirmEmailChangePage),
      element: <confirmEmailChangePage.Page />,
    },
    // Day-pass purchases land on /account/{date} and /account/{studio}/{date}.
    { path: 'account/*', ...account },
    {
      path: 'newplatform',
      loader: guardedLoader(guard, { subscriberOnly: true }),
      element: <Navigate to="/newplatform/dashboard" replace />,
    },
  ];
}
