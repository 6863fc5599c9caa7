import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  authFailure,
  authPayload,
  studioFixture,
  subscriberFixture,
  userFixture,
  whiteLabelSite,
} from '../../test/fixtures';
import { MockPayloadGenerator } from 'relay-test-utils';
import { answeredOperations, renderApp, resolveAll, resolversFor } from '../../test/renderApp';
import { notifySessionEndedBySocket } from '../../relay/sessionEnded';

function nav() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function fullPath(router: { state: { location: { pathname: string; search: string } } }) {
  return router.state.location.pathname + router.state.location.search;
}

describe('Log-in', () => {
  async function logIn(path: string, options: Parameters<typeof renderApp>[1] = {}) {
    const user = userEvent.setup();
    const inputs: Array<Record<string, unknown>> = [];
    const view = await renderApp(path, {
      mutate: (_name, input) => {
        inputs.push(input);
        return authPayload(userFixture());
      },
      ...options,
    });
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    await resolveAll(view.environment, view.graph);
    return { ...view, inputs };
  }

  it("shows the server's text when log-in fails", async () => {
    await logIn('/login', {
      mutate: () => authFailure('Incorrect e-mail or password.', 'WRONG_CREDENTIALS'),
    });
    expect(screen.getByRole('alert').textContent).toBe('Incorrect e-mail or password.');
    expect(screen.getByRole('button', { name: 'LOG IN' })).toHaveProperty('disabled', false);
    expect(document.title).toBe('Log In | StreamFit');
  });

  it('lands on redirect_path after log-in', async () => {
    const { router } = await logIn('/login?redirect_path=%2Fcheckout%2Fbari');
    expect(fullPath(router)).toBe('/checkout/bari');
    expect(screen.getByRole('heading', { name: 'Billing Information' })).toBeTruthy();
  });

  it('ignores a redirect_path to another site', async () => {
    const { router } = await logIn('/login?redirect_path=https%3A%2F%2Fevil.example');
    expect(router.state.location.pathname).toBe('/account');
  });

  it('goes to the account page by default, and a subscriber to the dashboard', async () => {
    const first = await logIn('/login');
    expect(first.router.state.location.pathname).toBe('/account');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    first.unmount();
    window.localStorage.clear();
    const second = await logIn('/login', { mutate: () => authPayload(subscriberFixture()) });
    expect(second.router.state.location.pathname).toBe('/newplatform/dashboard');
  });

  it('continues a day-pass log-in to the day pass', async () => {
    const { router } = await logIn('/login/daypass/bari');
    expect(router.state.location.pathname).toBe('/daypass/bari');
  });

  it("passes the white-label studio's short name", async () => {
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    const { inputs } = await logIn('/login', { site: whiteLabelSite(studio), studios: [studio] });
    expect(inputs[0]).toEqual({ email: 'jane@example.com', password: 'secret123', studioShortName: 'bari' });
  });
});

describe('Log-out', () => {
  it.each([
    ['/logout', '/'],
    ['/logout/bari', '/login/bari'],
  ])('%s ends the session, clears storage and goes to %s', async (path, target) => {
    window.localStorage.setItem('streamfit.dailyRandom', '0.42');
    const calls: string[] = [];
    const { router, environment } = await renderApp(path, {
      signedIn: userFixture(),
      mutate: (name) => {
        calls.push(name);
        return { loggedOut: true };
      },
    });
    expect(calls).toEqual(['useLogOutMutation']);
    expect(router.state.location.pathname).toBe(target);
    expect(window.localStorage.getItem('streamfit.authToken')).toBeNull();
    expect(window.localStorage.getItem('streamfit.user')).toBeNull();
    expect(window.localStorage.getItem('streamfit.dailyRandom')).toBeNull();
    // The Relay store no longer holds the member.
    expect(environment.getStore().getSource().get('User:7')).toBeFalsy();
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('still signs out locally when the gateway is unreachable', async () => {
    const { router } = await renderApp('/logout', {
      signedIn: userFixture(),
      mutate: () => new TypeError('Failed to fetch'),
    });
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('streamfit.authToken')).toBeNull();
  });
});

describe('Session', () => {
  it('draws the header for a signed-in member without a plan: My classes (the dashboard is for subscribers) and their account menu', async () => {
    await renderApp('/studios?code=X', { signedIn: userFixture() });
    expect(within(nav()).getByRole('link', { name: 'My classes' }).getAttribute('href')).toBe(
      '/newplatform/live/upcoming',
    );
    expect(within(nav()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(within(nav()).getByRole('button', { name: 'Account menu for Jane' })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: 'Log In' })).toBeNull();
    // A member without a plan starts the trial at checkout; the query string still follows.
    expect(within(nav()).getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe(
      '/payment?code=X',
    );
  });

  it('offers a subscriber the dashboard and no free trial in the header', async () => {
    await renderApp('/studios', { signedIn: subscriberFixture() });
    expect(within(nav()).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/newplatform/dashboard',
    );
    expect(within(nav()).getByRole('button', { name: 'Account menu for Jane' })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: 'Start Your Free Trial' })).toBeNull();
  });

  it('draws the header for a visitor: Log In, no Dashboard, and asks nothing about a viewer', async () => {
    const { environment } = await renderApp('/studios');
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(within(nav()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(answeredOperations(environment)).not.toContain('sessionQuery');
  });

  it('shows the member navigation and LOGOUT in the account menu on a white-label site when signed in', async () => {
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    await renderApp('/', {
      site: whiteLabelSite(studio),
      studios: [studio],
      signedIn: userFixture(),
      plans: [],
    });
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Live Schedule', 'My classes', 'Day Pass', 'START YOUR FREE TRIAL']);
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'Account menu for Jane' }));
    expect(within(nav()).getByRole('menuitem', { name: 'LOGOUT' }).getAttribute('href')).toBe('/logout');
  });

  it('logs out when the session cannot be loaded', async () => {
    window.localStorage.setItem('streamfit.dailyRandom', '0.42');
    const { router } = await renderApp('/account', {
      signedIn: userFixture(),
      failQueries: ['sessionQuery'],
    });
    expect(window.localStorage.getItem('streamfit.authToken')).toBeNull();
    expect(window.localStorage.getItem('streamfit.user')).toBeNull();
    expect(window.localStorage.getItem('streamfit.dailyRandom')).toBeNull();
    expect(fullPath(router)).toBe('/login?redirect_path=%2Faccount');
  });

  it('keeps the member signed in when the check fails because the page is being left', async () => {
    window.dispatchEvent(new Event('pagehide'));
    try {
      await renderApp('/studios', { signedIn: userFixture(), failQueries: ['sessionQuery'] });
      expect(window.localStorage.getItem('streamfit.authToken')).not.toBeNull();
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('checks the session again when the gateway says it ended elsewhere, and signs out here too', async () => {
    const view = await renderApp('/studios', { signedIn: userFixture() });
    expect(within(nav()).getByRole('button', { name: 'Account menu for Jane' })).toBeTruthy();
    // Logged out on another device: the token signs nobody in any more.
    view.graph.viewer = null;
    await act(async () => {
      notifySessionEndedBySocket();
    });
    await resolveAll(view.environment, view.graph);
    expect(window.localStorage.getItem('streamfit.authToken')).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('logs out when the stored token signs nobody in', async () => {
    await renderApp('/studios', { storedToken: 'expired', viewer: null });
    expect(window.localStorage.getItem('streamfit.authToken')).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Log In' })).toBeTruthy();
  });

  it('shows the loader while the session loads, then the protected page', async () => {
    const { environment, graph } = await renderApp('/account', { signedIn: userFixture(), manual: true });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Answer the site only: the session query is still pending.
    const siteOperation = environment.mock
      .getAllOperations()
      .find((operation) => operation.request.node.params.name === 'SiteQuery')!;
    await act(async () => {
      environment.mock.resolve(
        siteOperation,
        MockPayloadGenerator.generate(siteOperation, resolversFor(graph, siteOperation)),
      );
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(
      environment.mock.getAllOperations().map((operation) => operation.request.node.params.name),
    ).toEqual(['sessionQuery']);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Account' })).toBeNull();
    await resolveAll(environment, graph);
    expect(screen.getByRole('heading', { name: 'Account' })).toBeTruthy();
  });
});

describe('Protected routes', () => {
  it('sends a visitor from /account to /login with redirect_path', async () => {
    const { router } = await renderApp('/account');
    expect(fullPath(router)).toBe('/login?redirect_path=%2Faccount');
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
  });

  it('shows the account page to a member', async () => {
    await renderApp('/account', { signedIn: userFixture() });
    const details = screen.getByRole('heading', { name: 'Account' }).closest('section')!;
    expect(within(details).getByText('Jane Doe')).toBeTruthy();
    expect(within(details).getByText('jane@example.com')).toBeTruthy();
    expect(within(details).getByText('StreamFit member')).toBeTruthy();
    expect(within(details).getByText('None')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Log Out' }).getAttribute('href')).toBe('/logout');
    expect(document.title).toBe('Account | StreamFit');
  });

  it('names the studio as the account type of a white-label customer', async () => {
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    const customer = subscriberFixture({
      accountType: 'STUDIO',
      isCustomer: true,
      studio: { shortName: 'bari', name: 'Bari Studio' },
    });
    await renderApp('/account', { site: whiteLabelSite(studio), studios: [studio], signedIn: customer });
    expect(screen.getByText('Bari Studio customer')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it('sends a member without a subscription from the dashboard to /payment with redirect_path', async () => {
    const { router } = await renderApp('/newplatform/dashboard', { signedIn: userFixture() });
    expect(fullPath(router)).toBe('/payment?redirect_path=%2Fnewplatform%2Fdashboard');
    expect(screen.getByRole('heading', { name: 'Billing Information' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@streamfit.example' }).getAttribute('href')).toBe(
      'mailto:support@streamfit.example',
    );
  });

  it('sends a non-customer on a white-label site to /checkout', async () => {
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    const { router } = await renderApp('/newplatform/dashboard', {
      site: whiteLabelSite(studio),
      studios: [studio],
      signedIn: userFixture(),
    });
    expect(fullPath(router)).toBe('/checkout?redirect_path=%2Fnewplatform%2Fdashboard');
  });

  it('shows the dashboard to a subscriber and sends them away from /payment', async () => {
    const { router, environment, graph } = await renderApp('/newplatform/dashboard', {
      signedIn: subscriberFixture(),
    });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome, Jane!')).toBeTruthy();
    await act(async () => {
      await router.navigate('/payment');
    });
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
  });

  it('shows the rest of the member area as coming soon to subscribers only', async () => {
    await renderApp('/newplatform/library', { signedIn: subscriberFixture() });
    expect(screen.getByText(/The member area is coming soon/)).toBeTruthy();
  });

  it('sends a subscriber away from the plan selection page', async () => {
    const { router } = await renderApp('/subscription', { signedIn: subscriberFixture() });
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
  });

  it('sends a visitor away from /payment to the home page (spec: payment page)', async () => {
    const { router } = await renderApp('/payment');
    expect(router.state.location.pathname).toBe('/');
  });
});
