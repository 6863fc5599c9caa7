import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  planFixtures,
  studioFixture,
  subscriberFixture,
  subscriptionRefused,
  userFixture,
  whiteLabelSite,
} from '../../test/fixtures';
import { answeredOperations, renderApp, resolveAll } from '../../test/renderApp';
import { fillCard, fullPath, mutations, promoCheck, subscribed, TOKEN_OK } from './helpers';

const TOKEN_FAILURE = [
  'An error occurred and payment information could not be verified.',
  'Please try again in a few minutes or contact your bank to approve the transaction.',
  'If the problem persists, contact support.',
];

function confirmButton() {
  return screen.getByRole('button', { name: /Confirm Order|Processing/ });
}

describe('Payment page: plans', () => {
  it("shows 'Billing Information', the two plans from the graph with monthly selected, and the fine print", async () => {
    await renderApp('/payment', { signedIn: userFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Billing Information' })).toBeTruthy();
    const plans = screen.getByRole('group', { name: 'Choose Your Subscription:' });
    const radios = within(plans).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'streamfit_yearly',
      'streamfit_monthly',
    ]);
    expect(within(plans).getByRole('radio', { name: 'Monthly Plan' })).toHaveProperty('checked', true);
    expect(within(plans).getByRole('radio', { name: 'Annual Plan' })).toHaveProperty('checked', false);
    // The product's plan copy around the graph's prices.
    const annual = within(plans).getByRole('radio', { name: 'Annual Plan' });
    const described = (radio: HTMLElement) =>
      radio
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent)
        .join(' ');
    expect(described(annual)).toMatch(/^\$239\.99 per year Billed annually/);
    expect(described(within(plans).getByRole('radio', { name: 'Monthly Plan' }))).toMatch(
      /^\$19\.99 per month Billed monthly/,
    );
    expect(within(plans).getAllByText('First 7 days free')).toHaveLength(2);
    expect(within(plans).getAllByText('Cancel any time')).toHaveLength(2);
    expect(within(plans).getAllByText('Unlimited workouts')).toHaveLength(2);
    // The day pass is not a subscription plan.
    expect(within(plans).queryByText('Day Pass')).toBeNull();

    expect(confirmButton().textContent).toBe('Confirm Order');
    expect(screen.getByText(/unlimited access to the classes in your plan/)).toBeTruthy();
    expect(screen.getByText(/Promo codes cannot be combined with the standard free trial/)).toBeTruthy();
    expect(screen.getByText(/your card is charged automatically unless you cancel/)).toBeTruthy();
    expect(screen.getByText(/renews automatically/)).toBeTruthy();
    expect(
      screen.getByText(/Credit packages and pay-per-view purchases give you access indefinitely/),
    ).toBeTruthy();
    expect(screen.getByText(/no refunds once you have been billed/)).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(main.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacypolicy');
    expect(main.getByRole('link', { name: 'Account Settings' }).getAttribute('href')).toBe('/account');
    expect(document.title).toBe('Sign Up | StreamFit');
  });

  it('tells a member who has had the trial that the first payment is today: no free days promised', async () => {
    await renderApp('/payment', { signedIn: userFixture({ freeTrialAvailable: false }) });
    const plans = screen.getByRole('group', { name: 'Choose Your Subscription:' });
    expect(within(plans).queryByText('First 7 days free')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).queryByText('Free trial')).toBeNull();
    expect(within(summary).getByText('Due today').nextElementSibling?.textContent).toBe('$19.99');
  });

  it('selects the annual plan from ?plan=yearly, and the member can switch', async () => {
    const user = userEvent.setup();
    await renderApp('/payment?plan=yearly', { signedIn: userFixture() });
    expect(screen.getByRole('radio', { name: 'Annual Plan' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Monthly Plan' })).toHaveProperty('checked', false);
    await user.click(screen.getByRole('radio', { name: 'Monthly Plan' }));
    expect(screen.getByRole('radio', { name: 'Monthly Plan' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Monthly Plan' }).closest('label')!.className).toContain(
      'plan-box--selected',
    );
  });

  it('asks for the studio’s plans on /checkout/:studioShortName and on a white-label /checkout', async () => {
    const asked: Array<string | null> = [];
    const plans = (studio: string | null) => {
      asked.push(studio);
      return planFixtures(studio ?? 'streamfit');
    };
    const first = await renderApp('/checkout/bkpilates', { signedIn: userFixture(), plans });
    expect(screen.getByRole('radio', { name: 'Monthly Plan' }).getAttribute('value')).toBe(
      'bkpilates_monthly',
    );
    first.unmount();
    window.localStorage.clear();
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    await renderApp('/checkout', {
      site: whiteLabelSite(studio),
      studios: [studio],
      signedIn: userFixture(),
      plans,
    });
    expect(asked).toEqual(['bkpilates', 'bari']);
    // White-label keeps the studio's own title.
    expect(document.title).toBe('Bari Studio On Demand');
  });

  it('says so when the plans cannot be loaded', async () => {
    await renderApp('/payment', { signedIn: userFixture(), plans: null });
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not load the plans right now. Please try again in a moment.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).toBeNull();
  });

  it('keeps the access rules: visitors to /, subscribers to the dashboard, /checkout needs a log-in', async () => {
    const visitor = await renderApp('/payment');
    expect(visitor.router.state.location.pathname).toBe('/');
    visitor.unmount();
    const checkout = await renderApp('/checkout/bari');
    expect(fullPath(checkout.router)).toBe('/login?redirect_path=%2Fcheckout%2Fbari');
    checkout.unmount();
    const subscriber = await renderApp('/checkout/bari', { signedIn: subscriberFixture() });
    expect(subscriber.router.state.location.pathname).toBe('/newplatform/dashboard');
  });
});

describe('Payment page: the payment form', () => {
  it('keeps Confirm Order disabled while no payment provider is available', async () => {
    await renderApp('/payment', { signedIn: userFixture(), paymentProvider: null });
    expect(confirmButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe(
      'Card payments are unavailable right now. Please try again in a few minutes.',
    );
  });

  it("shows 'Processing... ' while stalled and ignores repeated submits", async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useCreateCardTokenMutation: TOKEN_OK, useSubscribeMutation: subscribed() });
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(confirmButton());
    // The card token request is pending: the form is stalled.
    expect(confirmButton().textContent).toBe('Processing... ');
    expect(confirmButton()).toHaveProperty('disabled', true);
    await user.click(confirmButton());
    fireEvent.submit(confirmButton().closest('form')!);
    fireEvent.submit(confirmButton().closest('form')!);
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useCreateCardTokenMutation', 'useSubscribeMutation']);
  });

  it('creates the card token, then subscribes with it, an idempotency key, the plan and the billing name', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useCreateCardTokenMutation: TOKEN_OK, useSubscribeMutation: subscribed() });
    const { environment, graph } = await renderApp('/payment?plan=yearly', {
      signedIn: userFixture({ firstName: 'Jane', lastName: '' }),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(recorded.calls[0]!.input).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      // First and last name, each defaulting to a dash.
      name: 'Jane -',
    });
    const subscribe = recorded.calls[1]!.input;
    expect(subscribe).toMatchObject({
      packageId: 'streamfit_yearly',
      studioShortName: null,
      paymentToken: 'tok_local_1',
      promoCode: null,
      source: 'website',
    });
    expect(subscribe.idempotencyKey).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('uses a new idempotency key for each attempt', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateCardTokenMutation: TOKEN_OK,
      useSubscribeMutation: subscriptionRefused('Your card was declined.', 'CARD_DECLINED'),
    });
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    const keys = recorded.calls
      .filter((call) => call.name === 'useSubscribeMutation')
      .map((call) => call.input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows the card token failure message verbatim and unstalls when no token results', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateCardTokenMutation: {
        token: null,
        card: null,
        userErrors: [
          {
            field: 'number',
            message: 'number: the local payment provider accepts only test cards',
            code: 'INVALID_CARD',
          },
        ],
      },
    });
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user, { number: '4111 1111 1111 1111' });
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    const alert = screen.getAllByRole('alert').find((node) => node.classList.contains('payment-error'))!;
    expect(Array.from(alert.querySelectorAll('p')).map((line) => line.textContent)).toEqual(TOKEN_FAILURE);
    expect(document.activeElement).toBe(alert);
    // The server's reason shows at the field too.
    expect(screen.getByText('number: the local payment provider accepts only test cards')).toBeTruthy();
    expect(confirmButton().textContent).toBe('Confirm Order');
    expect(confirmButton()).toHaveProperty('disabled', false);
    expect(recorded.names()).toEqual(['useCreateCardTokenMutation']);
  });

  it('shows the card token failure when the gateway cannot be reached', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useCreateCardTokenMutation: new TypeError('Failed to fetch') });
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(screen.getByText(TOKEN_FAILURE[0]!)).toBeTruthy();
    expect(screen.getByText(TOKEN_FAILURE[2]!)).toBeTruthy();
  });

  it("shows a subscribe error such as 'No such coupon' and re-enables the form", async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateCardTokenMutation: TOKEN_OK,
      useSubscribeMutation: subscriptionRefused('No such coupon', 'INVALID_PROMO', 'promoCode'),
    });
    const { environment, graph, router } = await renderApp('/payment', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('No such coupon');
    expect(confirmButton().textContent).toBe('Confirm Order');
    expect(confirmButton()).toHaveProperty('disabled', false);
    expect(router.state.location.pathname).toBe('/payment');
  });

  it('goes to /account with the query string after success, with the session now subscribed', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useCreateCardTokenMutation: TOKEN_OK, useSubscribeMutation: subscribed() });
    const { environment, graph, router, session } = await renderApp('/payment?utm_source=mail&plan=monthly', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(fullPath(router)).toBe('/account?utm_source=mail&plan=monthly');
    // The access rules learn of the plan from the payload's viewer.
    expect(session.getState().user?.subscribed).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('streamfit.user')!).subscribed).toBe(true);
    // The subscription-confirmed block tops the account page, its link carrying the query string.
    const heading = screen.getByRole('heading', { name: 'Jane, Your Subscription is Confirmed!' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('Check your inbox for a confirmation email.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the web platform' }).getAttribute('href')).toBe(
      '/newplatform/dashboard?utm_source=mail&plan=monthly',
    );
    // And the plan section shows the new subscription.
    expect(screen.getByText(/Free trial until/)).toBeTruthy();
    // The dashboard is open to the member now.
    await user.click(screen.getByRole('link', { name: 'Go to the web platform' }));
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
  });
});

describe('Payment page: promo codes', () => {
  it("applies a code for the selected plan: 'Coupon Applied!', the output text, REMOVE", async () => {
    const user = userEvent.setup();
    const checked: Array<{ code: string; packageId: string }> = [];
    const recorded = mutations({ useCreateCardTokenMutation: TOKEN_OK, useSubscribeMutation: subscribed() });
    const { environment, graph } = await renderApp('/payment?plan=yearly', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
      verifyPromo: (input) => {
        checked.push(input);
        return promoCheck(input.code, true, '50% off your first payment', 11999, 23999);
      },
    });
    const toggle = screen.getByRole('button', { name: /I have a promo code/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.type(screen.getByLabelText('Promo code'), 'welcome50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await resolveAll(environment, graph);
    expect(checked).toEqual([{ code: 'welcome50', packageId: 'streamfit_yearly' }]);
    expect(screen.getByText('Coupon Applied!')).toBeTruthy();
    expect(screen.getByText('50% off your first payment')).toBeTruthy();
    expect(screen.getByText('$119.99', { exact: false })).toBeTruthy();

    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(recorded.calls[1]!.input).toMatchObject({ promoCode: 'WELCOME50', paymentToken: 'tok_local_1' });
  });

  it('REMOVE drops the code', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      verifyPromo: (input) => promoCheck(input.code, true, '$5 off your first payment', 1499),
    });
    await user.click(screen.getByRole('button', { name: /I have a promo code/ }));
    await user.type(screen.getByLabelText('Promo code'), 'SAVE5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await resolveAll(environment, graph);
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(screen.queryByText('Coupon Applied!')).toBeNull();
    expect((screen.getByLabelText('Promo code') as HTMLInputElement).value).toBe('');
  });

  it("shows a refused code's message with the incorrect styling and a clear icon", async () => {
    const user = userEvent.setup();
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      verifyPromo: (input) => promoCheck(input.code, false, 'No such coupon', null),
    });
    await user.click(screen.getByRole('button', { name: /I have a promo code/ }));
    const input = screen.getByLabelText('Promo code') as HTMLInputElement;
    await user.type(input, 'NOPE{Enter}');
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('No such coupon');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.closest('.promo-input__box')!.className).toContain('promo-input__box--incorrect');
    // Enter in the code field never submits the order.
    expect(confirmButton().textContent).toBe('Confirm Order');
    await user.click(screen.getByRole('button', { name: 'Clear promo code' }));
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.activeElement).toBe(input);
  });

  it('pre-fills and applies ?code=; a free code hides the card fields and subscribes without a token', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useSubscribeMutation: subscribed() });
    const { environment, graph, router } = await renderApp('/payment?code=FREEMONTH', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
      verifyPromo: (input) => promoCheck(input.code, true, '100% off your first payment', 0),
    });
    expect(screen.getByText('Coupon Applied!')).toBeTruthy();
    expect(screen.getByText('Sweet, this class is on us!')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    expect(screen.getByText('Due today').nextElementSibling!.textContent).toBe('$19.99 FREE');
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useSubscribeMutation']);
    expect(recorded.calls[0]!.input).toMatchObject({ paymentToken: null, promoCode: 'FREEMONTH' });
    expect(fullPath(router)).toBe('/account?code=FREEMONTH');
  });

  it('checks an applied code again when the member picks the other plan', async () => {
    const user = userEvent.setup();
    const checked: string[] = [];
    const { environment, graph } = await renderApp('/payment?code=WELCOME50', {
      signedIn: userFixture(),
      verifyPromo: (input) => {
        checked.push(input.packageId);
        return promoCheck(input.code, true, '50% off your first payment', 999);
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Annual Plan' }));
    await resolveAll(environment, graph);
    expect(checked).toEqual(['streamfit_monthly', 'streamfit_yearly']);
    expect(answeredOperations(environment).filter((name) => name === 'verifyPromoQuery')).toHaveLength(2);
  });
});

describe('Local card form', () => {
  it('formats the number, detects the brand and validates like Elements', async () => {
    const user = userEvent.setup();
    const recorded = mutations({});
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      mutate: recorded.mutate,
    });
    const number = screen.getByLabelText('Card number') as HTMLInputElement;
    await user.type(number, '378282246310005');
    expect(number.value).toBe('3782 822463 10005');
    expect(screen.getByText('American Express', { selector: '.card-brand' })).toBeTruthy();
    await user.clear(number);
    await user.type(number, '4242424242424241');
    await user.tab();
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');

    const expiry = screen.getByLabelText('Expiration date') as HTMLInputElement;
    await user.type(expiry, '1');
    await user.type(expiry, '/');
    expect(expiry.value).toBe('01 / ');
    await user.clear(expiry);
    await user.type(expiry, '0120');
    expect(expiry.value).toBe('01 / 20');
    await user.tab();
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeTruthy();

    // Submitting with invalid fields sends nothing and focuses the first bad field.
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([]);
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(document.activeElement).toBe(number);
    expect(confirmButton().textContent).toBe('Confirm Order');
  });

  it('wants four CVC digits for American Express', async () => {
    const user = userEvent.setup();
    await renderApp('/payment', { signedIn: userFixture() });
    await user.type(screen.getByLabelText('Card number'), '3782 822463 10005');
    const cvc = screen.getByLabelText('CVC') as HTMLInputElement;
    await user.type(cvc, '12345');
    expect(cvc.value).toBe('1234');
  });
});
