process.env.TZ = 'America/New_York';

import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fillCard, mutations, TOKEN_OK } from '../../payments/__tests__/helpers';
import {
  authFailure,
  authPayload,
  money,
  studioFixture,
  subscriberFixture,
  userFixture,
  whiteLabelSite,
  type UserFixture,
} from '../../test/fixtures';
import { pageArrived, renderApp, resolveAll } from '../../test/renderApp';
import { FREE_CLASS } from '../LiveClassPaymentModal';
import {
  bookingPayload,
  bookingRefused,
  liveClassFixture,
  liveResolvers,
  newLiveGraph,
  paymentCreated,
  paymentRefused,
  type LiveClassFixture,
} from './liveFixtures';

const NOW = new Date('2026-11-25T15:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function sunsetFlow(overrides: Partial<LiveClassFixture> = {}) {
  return liveClassFixture(1, '2026-11-25T23:30:00.000Z', {
    title: 'Sunset Flow',
    instructor: 'Ana Ruiz',
    studioTimeZone: 'America/Los_Angeles',
    ...overrides,
  });
}

async function open(options: {
  signedIn?: UserFixture;
  liveClass?: LiveClassFixture;
  mutate?: (name: string, input: Record<string, unknown>) => Record<string, unknown> | Error;
  site?: ReturnType<typeof whiteLabelSite>;
  verifyPromo?: (input: {
    code: string;
    packageId: string;
    liveClassId?: string;
  }) => Record<string, unknown> | null;
}) {
  const live = newLiveGraph([options.liveClass ?? sunsetFlow()]);
  const view = await renderApp('/liveschedule', {
    signedIn: options.signedIn,
    mutate: options.mutate,
    verifyPromo: options.verifyPromo,
    resolvers: liveResolvers(live, Boolean(options.signedIn)),
    ...(options.site ? { site: options.site } : {}),
  });
  return { ...view, live };
}

function dialog() {
  return screen.getByRole('dialog');
}

async function fillSignUp(user: UserEvent, overrides: { email?: string; confirm?: string } = {}) {
  const modal = within(dialog());
  await user.type(modal.getByLabelText('First Name'), 'Jane');
  await user.type(modal.getByLabelText('Last Name'), 'Doe');
  await user.type(modal.getByLabelText('Email'), overrides.email ?? 'jane@example.com');
  await user.type(modal.getByLabelText('Password'), 'secret-pass');
  await user.type(modal.getByLabelText('Confirm Password'), overrides.confirm ?? 'secret-pass');
}

describe('Booking flow: visitors', () => {
  it("opens the sign-up modal 'Create your free account', an accessible dialog; Escape closes it and focus returns", async () => {
    const user = userEvent.setup();
    await open({});
    const book = screen.getByRole('button', { name: /^Book / });
    await user.click(book);
    const modal = dialog();
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Create your free account' })).toBe(modal);
    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password']) {
      expect(within(modal).getByLabelText(label)).toBeTruthy();
    }
    expect(within(modal).getByRole('button', { name: 'Create My Account' })).toBeTruthy();
    // Focus is inside, and stays inside.
    expect(modal.contains(document.activeElement)).toBe(true);
    for (let index = 0; index < 12; index += 1) await user.tab();
    expect(modal.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(book);
  });

  it('warns about the e-mail on blur (only when non-empty without @) and clears it once @ appears; warns about mismatched passwords', async () => {
    const user = userEvent.setup();
    await open({});
    await user.click(screen.getByRole('button', { name: /^Book / }));
    const modal = within(dialog());
    const submit = modal.getByRole('button', { name: 'Create My Account' });
    // Empty and blurred: no warning.
    await user.click(modal.getByLabelText('Email'));
    await user.tab();
    expect(modal.queryByText('Please enter a valid email address.')).toBeNull();
    await user.type(modal.getByLabelText('Email'), 'jane.example.com');
    await user.tab();
    expect(modal.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    await user.type(modal.getByLabelText('Email'), '@');
    expect(modal.queryByText('Please enter a valid email address.')).toBeNull();
    expect(submit).toHaveProperty('disabled', false);

    await user.type(modal.getByLabelText('Password'), 'secret-pass');
    await user.type(modal.getByLabelText('Confirm Password'), 'secret-pas');
    expect(modal.getByText('Please type the same password again.')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    await user.type(modal.getByLabelText('Confirm Password'), 's');
    expect(modal.queryByText('Please type the same password again.')).toBeNull();
    expect(submit).toHaveProperty('disabled', false);
  });

  it("reads 'Loading....' while signing up, shows the server's text on failure, and 'Unknown error. Please try later.' when the call fails", async () => {
    const user = userEvent.setup();
    let answer: Record<string, unknown> | Error = authFailure(
      'An account with this e-mail already exists.',
      'EMAIL_TAKEN',
    );
    const recorded = mutations({ useSignUpMutation: () => answer });
    const { environment, graph } = await open({ mutate: recorded.mutate });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await fillSignUp(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Create My Account' }));
    const busy = within(dialog()).getByRole('button', { name: 'Loading....' });
    expect(busy).toHaveProperty('disabled', true);
    await resolveAll(environment, graph);
    expect(within(dialog()).getByRole('alert').textContent).toBe(
      'An account with this e-mail already exists.',
    );
    answer = new Error('offline');
    await user.click(within(dialog()).getByRole('button', { name: 'Create My Account' }));
    await resolveAll(environment, graph);
    expect(within(dialog()).getByRole('alert').textContent).toBe('Unknown error. Please try later.');
  });

  it('signs up, then continues: a new member pays for the class', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useSignUpMutation: authPayload(userFixture()) });
    const { environment, graph } = await open({ mutate: recorded.mutate });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await fillSignUp(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Create My Account' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('dialog', { name: 'Confirm live class booking' })).toBeTruthy();
    expect(recorded.calls[0]?.input).toMatchObject({
      email: 'jane@example.com',
      firstName: 'Jane',
      lastName: 'Doe',
    });
  });

  it('links to the log-in modal (titled with the brand) and back; logging in as a subscriber books the class', async () => {
    const user = userEvent.setup();
    const liveClass = sunsetFlow();
    const recorded = mutations({
      useLogInMutation: authPayload(subscriberFixture()),
      useBookLiveClassMutation: bookingPayload(liveClass),
    });
    const { environment, graph } = await open({ mutate: recorded.mutate, liveClass });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    expect(
      screen.getByRole('dialog', {
        name: 'To access live classes, you must be logged into a StreamFit account.',
      }),
    ).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Create your free account' }));
    expect(screen.getByRole('dialog', { name: 'Create your free account' })).toBeTruthy();
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    await user.type(within(dialog()).getByLabelText('Email'), 'jane@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog()).getByRole('button', { name: 'LOG IN' }));
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useLogInMutation', 'useBookLiveClassMutation']);
    expect(recorded.calls[1]?.input).toEqual({ liveClassId: 'LiveClass:1' });
    expect(screen.getByRole('dialog', { name: "You're booked!" })).toBeTruthy();
  });

  it('shows the log-in failure text from the server', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useLogInMutation: authFailure('Wrong e-mail or password.', 'WRONG_CREDENTIALS'),
    });
    const { environment, graph } = await open({ mutate: recorded.mutate });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    await user.type(within(dialog()).getByLabelText('Email'), 'jane@example.com');
    await user.type(within(dialog()).getByLabelText('Password'), 'nope');
    await user.click(within(dialog()).getByRole('button', { name: 'LOG IN' }));
    await resolveAll(environment, graph);
    expect(within(dialog()).getByRole('alert').textContent).toBe('Wrong e-mail or password.');
  });

  it('omits the brand from the log-in title on a white-label site', async () => {
    const user = userEvent.setup();
    await open({ site: whiteLabelSite(studioFixture()) });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await user.click(within(dialog()).getByRole('button', { name: 'Log in' }));
    expect(
      screen.getByRole('dialog', { name: 'To access live classes, you must be logged into an account.' }),
    ).toBeTruthy();
  });
});

describe('Booking flow: members', () => {
  it("books a subscriber's class at once and shows the details with 'Close' and 'View My Calendar'", async () => {
    const user = userEvent.setup();
    const liveClass = sunsetFlow();
    const recorded = mutations({ useBookLiveClassMutation: bookingPayload(liveClass) });
    const { environment, graph, router } = await open({
      signedIn: subscriberFixture(),
      mutate: recorded.mutate,
      liveClass,
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    const modal = screen.getByRole('dialog', { name: "You're booked!" });
    expect(within(modal).getByText('Sunset Flow')).toBeTruthy();
    expect(within(modal).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(modal).getByText(/6:30 PM EST \(3:30 PM PST studio time\)/)).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'View My Calendar' })).toBeTruthy();
    expect(
      within(modal).getByText(
        'This class is included in your subscription and has been added to your calendar.',
      ),
    ).toBeTruthy();
    // The row behind reads Booked at once (the store took the payload's booking).
    expect(
      screen.getByRole('button', { name: 'Booked Sunset Flow, 6:30 PM EST', hidden: true }),
    ).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'View My Calendar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page's code arrives before the route commits.
    await pageArrived();
    expect(router.state.location.pathname).toBe('/newplatform/items/calendar');
  });

  it('tells a day-pass holder the class is included in their day pass, not in a subscription', async () => {
    const user = userEvent.setup();
    const liveClass = sunsetFlow();
    const recorded = mutations({ useBookLiveClassMutation: bookingPayload(liveClass) });
    const dayPassHolder = subscriberFixture({
      membership: { active: true, packageId: 'streamfit_daily', isClassOnly: false, kind: 'DAY_PASS' },
    });
    const { environment, graph } = await open({
      signedIn: dayPassHolder,
      mutate: recorded.mutate,
      liveClass,
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    const modal = screen.getByRole('dialog', { name: "You're booked!" });
    expect(
      within(modal).getByText('This class is included in your day pass and has been added to your calendar.'),
    ).toBeTruthy();
    expect(within(modal).queryByText(/your subscription/)).toBeNull();
  });

  it("shows a subscriber's class as Booked the moment they ask, and Book again with the reason when the server refuses", async () => {
    const user = userEvent.setup();
    const liveClass = sunsetFlow();
    const recorded = mutations({
      useBookLiveClassMutation: bookingRefused('CLASS_FULL', 'This class is full.'),
    });
    const { environment, graph } = await open({
      signedIn: subscriberFixture(),
      mutate: recorded.mutate,
      liveClass,
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    // Optimistic: before the server answers, the row already reads Booked.
    expect(screen.getByRole('dialog', { name: 'Booking your class…' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Booked /, hidden: true })).toBeTruthy();
    await resolveAll(environment, graph);
    // Refused: the row is as it was, and the flow says why.
    const modal = screen.getByRole('dialog', { name: 'We could not book this class' });
    expect(within(modal).getByRole('alert').textContent).toBe('This class is full.');
    expect(screen.getByRole('button', { name: /^Book /, hidden: true })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Booked /, hidden: true })).toBeNull();
  });

  it('shows the already-registered variant for a class already booked, with Close and Proceed To Dashboard', async () => {
    const user = userEvent.setup();
    const recorded = mutations({});
    const { router } = await open({
      signedIn: subscriberFixture(),
      mutate: recorded.mutate,
      liveClass: sunsetFlow({ viewerBooking: { id: 'LiveClassBooking:5' } }),
    });
    const booked = screen.getByRole('button', { name: /^Booked / });
    expect(booked.textContent).toBe('Booked');
    await user.click(booked);
    const modal = screen.getByRole('dialog', { name: 'You are already registered for this class.' });
    expect(within(modal).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(within(modal).getByRole('button', { name: 'Proceed To Dashboard' })).toBeTruthy();
    // Local time with the zone, not a silent Eastern time.
    expect(within(modal).getByText(/6:30 PM EST/)).toBeTruthy();
    expect(recorded.names()).toEqual([]);
    await user.click(within(modal).getByRole('button', { name: 'Proceed To Dashboard' }));
    // The page's code arrives before the route commits.
    await pageArrived();
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
  });

  it("sends a member who paid for the class (no plan) to My classes, not to the dashboard's paywall", async () => {
    const user = userEvent.setup();
    const { router } = await open({
      signedIn: userFixture(),
      liveClass: sunsetFlow({ viewerBooking: { id: 'LiveClassBooking:5' } }),
    });
    await user.click(screen.getByRole('button', { name: /^Booked / }));
    const modal = screen.getByRole('dialog', { name: 'You are already registered for this class.' });
    expect(within(modal).getByRole('link', { name: 'My classes' }).getAttribute('href')).toBe(
      '/newplatform/live/upcoming',
    );
    await user.click(within(modal).getByRole('button', { name: 'Proceed To Dashboard' }));
    // The page's code arrives before the route commits.
    await pageArrived();
    expect(router.state.location.pathname).toBe('/newplatform/live/upcoming');
  });

  it('shows the already-registered variant when the server answers ALREADY_BOOKED', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useBookLiveClassMutation: bookingRefused(
        'ALREADY_BOOKED',
        'You are already registered for this class.',
      ),
    });
    const { environment, graph } = await open({ signedIn: subscriberFixture(), mutate: recorded.mutate });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('dialog', { name: 'You are already registered for this class.' })).toBeTruthy();
  });

  it('opens the payment modal when the server answers PAYMENT_REQUIRED', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useBookLiveClassMutation: bookingRefused(
        'PAYMENT_REQUIRED',
        'Booking this class needs a subscription.',
      ),
    });
    const { environment, graph } = await open({ signedIn: subscriberFixture(), mutate: recorded.mutate });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('dialog', { name: 'Confirm live class booking' })).toBeTruthy();
  });
});

describe('Booking flow: paying for a class', () => {
  function confirmButton() {
    return within(dialog()).getByRole('button', { name: /Confirm Order|Processing/ });
  }

  it("pays: creates the payment for the amount shown, makes a card token, confirms, then 'See you there!'", async () => {
    const user = userEvent.setup();
    const liveClass = sunsetFlow();
    const recorded = mutations({
      useCreateLiveClassPaymentMutation: paymentCreated(1200),
      useCreateCardTokenMutation: TOKEN_OK,
      useConfirmLiveClassPaymentMutation: bookingPayload(liveClass, 1200),
    });
    const { environment, graph } = await open({
      signedIn: userFixture(),
      mutate: recorded.mutate,
      liveClass,
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    const modal = screen.getByRole('dialog', { name: 'Confirm live class booking' });
    expect(within(modal).getByText('Sunset Flow')).toBeTruthy();
    expect(within(modal).getByText('$12.00')).toBeTruthy();
    expect(within(modal).getByRole('button', { name: /I have a promo code/ })).toBeTruthy();
    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual([
      'useCreateLiveClassPaymentMutation',
      'useCreateCardTokenMutation',
      'useConfirmLiveClassPaymentMutation',
    ]);
    expect(recorded.calls[0]?.input).toEqual({
      liveClassId: 'LiveClass:1',
      amountCents: 1200,
      promoCode: null,
    });
    expect(recorded.calls[2]?.input).toEqual({
      paymentIntentId: 'pi_1',
      liveClassId: 'LiveClass:1',
      amountCents: 1200,
      paymentToken: 'tok_local_1',
    });
    const summary = screen.getByRole('dialog', { name: 'See you there!' });
    expect(within(summary).getByText('Sunset Flow')).toBeTruthy();
    expect(within(summary).getByText(/6:30 PM EST/)).toBeTruthy();
    expect(within(summary).getByText('$12.00')).toBeTruthy();
    await user.click(within(summary).getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus is back on the row's button, which now reads Booked.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Booked / }));
    // A second click says they are already registered; Close closes it.
    await user.click(screen.getByRole('button', { name: /^Booked / }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'You are already registered for this class.' })).getByRole(
        'button',
        { name: 'Close' },
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the default price of $10 when the class has none', async () => {
    const user = userEvent.setup();
    const { environment, graph } = await open({
      signedIn: userFixture(),
      liveClass: sunsetFlow({ price: null as unknown as LiveClassFixture['price'] }),
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    expect(within(dialog()).getByText('$10.00')).toBeTruthy();
  });

  it("reads 'Processing...' while pending, ignores a second submit, and re-enables with the error on failure", async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateLiveClassPaymentMutation: paymentCreated(1200),
      useCreateCardTokenMutation: TOKEN_OK,
      useConfirmLiveClassPaymentMutation: bookingRefused('CARD_DECLINED', 'Your card was declined.'),
    });
    const { environment, graph } = await open({ signedIn: userFixture(), mutate: recorded.mutate });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    await fillCard(user);
    await user.click(confirmButton());
    expect(confirmButton().textContent?.trim()).toBe('Processing...');
    expect(confirmButton()).toHaveProperty('disabled', true);
    fireEvent.submit(confirmButton().closest('form')!);
    fireEvent.submit(confirmButton().closest('form')!);
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual([
      'useCreateLiveClassPaymentMutation',
      'useCreateCardTokenMutation',
      'useConfirmLiveClassPaymentMutation',
    ]);
    expect(within(dialog()).getByRole('alert').textContent).toBe('Your card was declined.');
    expect(confirmButton().textContent).toBe('Confirm Order');
    expect(confirmButton()).toHaveProperty('disabled', false);
    expect(screen.queryByRole('dialog', { name: 'See you there!' })).toBeNull();
  });

  it("applies a free promo code: price struck through with 'FREE', no card fields, 'Sweet, this class is on us!', no card token", async () => {
    const user = userEvent.setup();
    const liveClass = sunsetFlow();
    const recorded = mutations({
      useCreateLiveClassPaymentMutation: paymentCreated(0, 1200, 'pi_free'),
      useConfirmLiveClassPaymentMutation: bookingPayload(liveClass, 0, 'FREECLASS'),
    });
    const checked: Array<Record<string, unknown>> = [];
    const verifyPromo = (input: { code: string; packageId: string; liveClassId?: string }) => {
      checked.push(input);
      return {
        code: 'FREECLASS',
        valid: true,
        message: '100% off this class',
        newAmount: { cents: 0, formatted: '$0.00' },
        amount: { formatted: '$12.00' },
      };
    };
    const { environment, graph } = await open({
      signedIn: userFixture(),
      mutate: recorded.mutate,
      liveClass,
      verifyPromo,
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    await user.click(within(dialog()).getByRole('button', { name: /I have a promo code/ }));
    await user.type(within(dialog()).getByLabelText('Promo code'), 'freeclass');
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    await resolveAll(environment, graph);
    const modal = dialog();
    expect(within(modal).getByText('$12.00').tagName).toBe('S');
    expect(within(modal).getByText('FREE')).toBeTruthy();
    expect(within(modal).getByText('Sweet, this class is on us!')).toBeTruthy();
    expect(within(modal).getByTestId('live-card-fields').hidden).toBe(true);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    // The server checked the code against the class's own price (verifyPromo with liveClassId).
    expect(checked).toEqual([{ code: 'freeclass', liveClassId: 'LiveClass:1' }]);
    expect(recorded.names()).toEqual([
      'useCreateLiveClassPaymentMutation',
      'useConfirmLiveClassPaymentMutation',
    ]);
    expect(recorded.calls[0]?.input).toEqual({
      liveClassId: 'LiveClass:1',
      amountCents: 0,
      promoCode: 'FREECLASS',
    });
    expect(recorded.calls[1]?.input).toMatchObject({
      paymentIntentId: 'pi_free',
      amountCents: 0,
      paymentToken: null,
    });
    expect(screen.getByRole('dialog', { name: 'See you there!' })).toBeTruthy();
  });

  it("a class that costs nothing books with no card: 'FREE', no card fields, no promo code, no card token", async () => {
    const user = userEvent.setup();
    const liveClass = sunsetFlow({ price: money(0) });
    const recorded = mutations({
      useCreateLiveClassPaymentMutation: paymentCreated(0, 0, 'pi_zero'),
      useConfirmLiveClassPaymentMutation: bookingPayload(liveClass, 0),
    });
    const { environment, graph } = await open({
      signedIn: userFixture(),
      mutate: recorded.mutate,
      liveClass,
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    const modal = dialog();
    expect(within(modal).getByText('FREE')).toBeTruthy();
    expect(within(modal).getByText(FREE_CLASS)).toBeTruthy();
    expect(within(modal).getByTestId('live-card-fields').hidden).toBe(true);
    expect(within(modal).queryByRole('button', { name: /I have a promo code/ })).toBeNull();
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual([
      'useCreateLiveClassPaymentMutation',
      'useConfirmLiveClassPaymentMutation',
    ]);
    expect(recorded.calls[1]?.input).toMatchObject({
      paymentIntentId: 'pi_zero',
      amountCents: 0,
      paymentToken: null,
    });
    expect(screen.getByRole('dialog', { name: 'See you there!' })).toBeTruthy();
  });

  it('a declined card, then a free promo code: the card error is not left beside the free order', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateLiveClassPaymentMutation: paymentCreated(1200),
      useCreateCardTokenMutation: TOKEN_OK,
      useConfirmLiveClassPaymentMutation: bookingRefused('CARD_DECLINED', 'Your card was declined.'),
    });
    const { environment, graph } = await open({
      signedIn: userFixture(),
      mutate: recorded.mutate,
      verifyPromo: () => ({
        code: 'FREECLASS',
        valid: true,
        message: '100% off this class',
        newAmount: { cents: 0, formatted: '$0.00' },
        amount: { formatted: '$12.00' },
      }),
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(within(dialog()).getByRole('alert').textContent).toBe('Your card was declined.');
    await user.click(within(dialog()).getByRole('button', { name: /I have a promo code/ }));
    await user.type(within(dialog()).getByLabelText('Promo code'), 'FREECLASS');
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    await resolveAll(environment, graph);
    expect(within(dialog()).getByText('Sweet, this class is on us!')).toBeTruthy();
    expect(within(dialog()).queryByText('Your card was declined.')).toBeNull();
  });

  it('a price changed since the schedule loaded is refused before any card is used, with the server message', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateLiveClassPaymentMutation: paymentRefused(
        'AMOUNT_MISMATCH',
        'amount: the price of this class is $15.00',
      ),
    });
    const { environment, graph } = await open({ signedIn: userFixture(), mutate: recorded.mutate });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    await fillCard(user);
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useCreateLiveClassPaymentMutation']);
    expect(within(dialog()).getByRole('alert').textContent).toBe('amount: the price of this class is $15.00');
    expect(confirmButton()).toHaveProperty('disabled', false);
  });

  it("shows a refused promo code's message", async () => {
    const user = userEvent.setup();
    const recorded = mutations({});
    const verifyPromo = () => ({
      code: 'NOPE',
      valid: false,
      message: 'No such coupon',
      newAmount: null,
      amount: { formatted: '$12.00' },
    });
    const { environment, graph } = await open({
      signedIn: userFixture(),
      mutate: recorded.mutate,
      verifyPromo,
    });
    await user.click(screen.getByRole('button', { name: /^Book / }));
    await resolveAll(environment, graph);
    await user.click(within(dialog()).getByRole('button', { name: /I have a promo code/ }));
    await user.type(within(dialog()).getByLabelText('Promo code'), 'nope');
    await user.click(within(dialog()).getByRole('button', { name: 'Apply' }));
    await resolveAll(environment, graph);
    expect(within(dialog()).getByText('No such coupon')).toBeTruthy();
    expect(within(dialog()).getByTestId('live-card-fields').hidden).toBe(false);
    // Checking a code starts no payment.
    expect(recorded.names()).toEqual([]);
  });
});
