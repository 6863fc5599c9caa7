import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  studioFixture,
  subscriberFixture,
  subscriptionFixture,
  subscriptionPayload,
  subscriptionRefused,
  userFixture,
  whiteLabelSite,
  type SubscriptionFixture,
} from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';
import { fullPath, mutations } from './helpers';

function member(subscription: Partial<SubscriptionFixture>) {
  return subscriberFixture({ subscription: subscriptionFixture(subscription) });
}

const CANCELLED = userFixture({
  subscription: subscriptionFixture({
    status: 'ACTIVE',
    cancelAtPeriodEnd: true,
    endsAt: '2026-07-01T12:00:00.000Z',
    nextBillingAt: null,
    nextBillingAmount: null,
  }),
});

describe('Cancel page', () => {
  it('needs a log-in', async () => {
    const { router } = await renderApp('/cancel');
    expect(fullPath(router)).toBe('/login?redirect_path=%2Fcancel');
  });

  it("explains what cancelling means, with the brand's support e-mail", async () => {
    await renderApp('/cancel', { signedIn: member({ status: 'ACTIVE', trialEndsAt: null }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Cancel Subscription' })).toBeTruthy();
    expect(screen.getByText('Jane, are you sure you want to cancel your Monthly Plan?')).toBeTruthy();
    expect(
      screen.getByText('You keep full access until July 1, 2026, the end of the period you have paid for.'),
    ).toBeTruthy();
    expect(screen.getByText('No further charges will be made after you cancel.')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'support@streamfit.example' }).getAttribute('href')).toBe(
      'mailto:support@streamfit.example',
    );
    expect(main.getByRole('link', { name: 'Keep my subscription' }).getAttribute('href')).toBe('/account');
    expect(document.title).toBe('Cancel Subscription | StreamFit');
  });

  it('tells a member in the trial that nothing will be charged', async () => {
    await renderApp('/cancel', { signedIn: member({ status: 'TRIALING' }) });
    expect(
      screen.getByText(/Your free trial ends on July 1, 2026. Cancel now and you will not be charged/),
    ).toBeTruthy();
  });

  it("uses the white-label studio's contact e-mail", async () => {
    const studio = studioFixture({
      slug: 'bari',
      shortName: 'bari',
      name: 'Bari Studio',
      contactEmail: 'hi@bari.example',
    });
    await renderApp('/cancel', {
      site: whiteLabelSite(studio),
      studios: [studio],
      signedIn: member({ status: 'ACTIVE' }),
    });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'hi@bari.example' })).toBeTruthy();
  });

  it('cancels, refreshes the member and says until when access lasts', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useCancelSubscriptionMutation: subscriptionPayload(CANCELLED) });
    const { environment, graph, session } = await renderApp('/cancel', {
      signedIn: member({ status: 'ACTIVE' }),
      mutate: recorded.mutate,
    });
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my subscription' }));
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([{ name: 'useCancelSubscriptionMutation', input: {} }]);
    // (The footer's newsletter form has a status line of its own.)
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe(
      'Your subscription is cancelled. You keep full access until July 1, 2026. No further charges will be made.',
    );
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe('/account');
    // The session holds the member as the payload gave them.
    expect(session.getState().user?.subscribed).toBe(false);
    // The account page offers the undo.
    await user.click(screen.getByRole('link', { name: 'Back to my account' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('button', { name: 'Undo cancel' })).toBeTruthy();
  });

  it.each([
    ['the gateway cannot be reached', new TypeError('Failed to fetch')],
    ['the session has ended', subscriptionRefused('You need to log in again.', 'UNAUTHENTICATED')],
  ])('logs the member out when %s', async (_case, answer) => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCancelSubscriptionMutation: answer,
      useLogOutMutation: { loggedOut: true },
    });
    const { environment, graph, router } = await renderApp('/cancel', {
      signedIn: member({ status: 'ACTIVE' }),
      mutate: recorded.mutate,
    });
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my subscription' }));
    await resolveAll(environment, graph);
    expect(window.localStorage.getItem('streamfit.authToken')).toBeNull();
    expect(fullPath(router)).toBe('/login?redirect_path=%2Fcancel');
    expect(screen.getByRole('heading', { name: 'Log In' })).toBeTruthy();
  });

  it('shows a refusal such as NO_SUBSCRIPTION instead of logging out', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCancelSubscriptionMutation: subscriptionRefused('You have no subscription.', 'NO_SUBSCRIPTION'),
    });
    const { environment, graph, router } = await renderApp('/cancel', {
      signedIn: member({ status: 'PAUSED' }),
      mutate: recorded.mutate,
    });
    await user.click(screen.getByRole('button', { name: 'Yes, cancel my subscription' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('You have no subscription.');
    expect(router.state.location.pathname).toBe('/cancel');
    expect(window.localStorage.getItem('streamfit.authToken')).not.toBeNull();
  });

  it('says when there is nothing to cancel, or when it is already cancelled', async () => {
    const first = await renderApp('/cancel', { signedIn: userFixture() });
    expect(screen.getByText('You have no subscription to cancel.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/subscription');
    first.unmount();
    await renderApp('/cancel', { signedIn: CANCELLED });
    expect(
      screen.getByText('Your Monthly Plan is already cancelled. You keep full access until July 1, 2026.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, cancel my subscription' })).toBeNull();
  });
});
