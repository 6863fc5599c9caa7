import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  cardFixture,
  money,
  planFixtures,
  subscriberFixture,
  subscriptionFixture,
  subscriptionPayload,
  subscriptionRefused,
  userFixture,
  type SubscriptionFixture,
} from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';
import { accountSubscription, fillCard, mutations, TOKEN_OK } from './helpers';

function planSection() {
  return within(screen.getByRole('heading', { name: 'Your plan' }).closest('section')!);
}

function detail(term: string) {
  return planSection().getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
}

function memberWith(subscription: Partial<SubscriptionFixture> | null) {
  return subscription === null
    ? userFixture()
    : subscriberFixture({ subscription: accountSubscription(subscription) });
}

describe('Account: plan section', () => {
  it('offers a member without a plan a link to choose one', async () => {
    await renderApp('/account', { signedIn: userFixture() });
    expect(planSection().getByText('You have no plan yet.')).toBeTruthy();
    expect(planSection().getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(planSection().queryByRole('button')).toBeNull();
  });

  it('shows a trial: plan, price, trial end, next charge, card and the actions it allows', async () => {
    await renderApp('/account', { signedIn: memberWith({ status: 'TRIALING' }) });
    expect(detail('Plan')).toBe('Monthly Plan · $19.99 per month');
    expect(detail('Status')).toBe('Free trial until July 1, 2026');
    expect(detail('Free trial ends')).toBe('July 1, 2026');
    expect(detail('Next charge')).toBe('$19.99 on July 1, 2026');
    expect(detail('Card')).toBe('Visa ending in 4242 (expires 12/30)');
    expect(planSection().getByRole('button', { name: 'Pause subscription' })).toBeTruthy();
    expect(planSection().getByRole('link', { name: 'Cancel subscription' }).getAttribute('href')).toBe(
      '/cancel',
    );
    expect(planSection().getByRole('button', { name: 'Update card' })).toBeTruthy();
    expect(planSection().queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(planSection().queryByRole('button', { name: 'Undo cancel' })).toBeNull();
  });

  it.each<[string, Partial<SubscriptionFixture>, string, string[]]>([
    [
      'active',
      { status: 'ACTIVE', trialEndsAt: null, plan: planFixtures()[1]! },
      'Active',
      ['Pause subscription', 'Update card'],
    ],
    [
      'payment overdue',
      { status: 'PAST_DUE', nextBillingAt: null, nextBillingAmount: null },
      'Payment overdue — update your card to keep your access',
      ['Update card'],
    ],
    [
      'paused',
      {
        status: 'PAUSED',
        pausedAt: '2026-06-26T12:00:00.000Z',
        nextBillingAt: null,
        nextBillingAmount: null,
      },
      'Paused since June 26, 2026',
      ['Resume subscription', 'Update card'],
    ],
    [
      'cancelled at period end',
      { status: 'ACTIVE', cancelAtPeriodEnd: true, endsAt: '2026-07-01T12:00:00.000Z', nextBillingAt: null },
      'Cancelled — ends on July 1, 2026',
      ['Undo cancel', 'Update card'],
    ],
  ])('shows %s in words with its buttons', async (_case, subscription, status, buttons) => {
    await renderApp('/account', { signedIn: memberWith(subscription) });
    expect(detail('Status')).toBe(status);
    expect(
      planSection()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(buttons);
  });

  it('shows a plan that has ended, with a link to a new one and no actions', async () => {
    await renderApp('/account', {
      signedIn: userFixture({
        subscription: subscriptionFixture({
          status: 'CANCELED',
          endsAt: '2026-06-01T12:00:00.000Z',
          nextBillingAt: null,
        }),
      }),
    });
    expect(detail('Status')).toBe('Cancelled — ended on June 1, 2026');
    expect(planSection().queryByText('Next charge')).toBeNull();
    expect(planSection().queryByRole('button')).toBeNull();
    expect(planSection().getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('shows an annual plan’s yearly price and an applied promo code', async () => {
    await renderApp('/account', {
      signedIn: memberWith({
        status: 'ACTIVE',
        plan: planFixtures()[1]!,
        nextBillingAmount: money(23999),
        promo: { code: 'WELCOME50', description: '50% off your first payment' },
      }),
    });
    expect(detail('Plan')).toBe('Annual Plan · $239.99 per year');
    expect(detail('Promo code')).toBe('WELCOME50 — 50% off your first payment');
  });
});

describe('Account: subscription actions', () => {
  it.each([
    [
      'Pause subscription',
      'usePauseSubscriptionMutation',
      { status: 'ACTIVE' },
      { status: 'PAUSED', pausedAt: '2026-06-26T12:00:00.000Z' },
      'Your subscription is paused. Resume it whenever you are ready.',
    ],
    [
      'Resume subscription',
      'useResumeSubscriptionMutation',
      { status: 'PAUSED', pausedAt: '2026-06-26T12:00:00.000Z' },
      { status: 'ACTIVE' },
      'Your subscription is running again.',
    ],
    [
      'Undo cancel',
      'useUndoCancelSubscriptionMutation',
      { status: 'ACTIVE', cancelAtPeriodEnd: true },
      { status: 'ACTIVE' },
      'Your subscription will renew as before.',
    ],
  ] as const)('%s calls %s and shows the new state', async (button, mutation, before, after, notice) => {
    const user = userEvent.setup();
    const changed = subscriberFixture({ subscription: accountSubscription({ ...after }) });
    const recorded = mutations({ [mutation]: subscriptionPayload(changed) });
    const { environment, graph } = await renderApp('/account', {
      signedIn: memberWith({ ...before }),
      mutate: recorded.mutate,
    });
    await user.click(planSection().getByRole('button', { name: button }));
    // Pausing asks first, in a dialog; the other actions act at once.
    if (button === 'Pause subscription')
      await user.click(
        within(screen.getByRole('dialog', { name: 'Pause your plan?' })).getByRole('button', {
          name: 'Pause plan',
        }),
      );
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([{ name: mutation, input: {} }]);
    expect(planSection().getByRole('status').textContent).toBe(notice);
    expect(planSection().queryByRole('button', { name: button })).toBeNull();
  });

  it('tells the session when a pause ends access', async () => {
    const user = userEvent.setup();
    const paused = userFixture({
      subscription: accountSubscription({ status: 'PAUSED', pausedAt: '2026-06-26T12:00:00.000Z' }),
    });
    const recorded = mutations({ usePauseSubscriptionMutation: subscriptionPayload(paused) });
    const { environment, graph, session } = await renderApp('/account', {
      signedIn: memberWith({ status: 'ACTIVE' }),
      mutate: recorded.mutate,
    });
    expect(session.getState().user?.subscribed).toBe(true);
    await user.click(planSection().getByRole('button', { name: 'Pause subscription' }));
    await user.click(screen.getByRole('button', { name: 'Pause plan' }));
    await resolveAll(environment, graph);
    expect(session.getState().user?.subscribed).toBe(false);
  });

  it("shows the mutation's user error", async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      usePauseSubscriptionMutation: subscriptionRefused(
        'Only a running subscription can be paused.',
        'INVALID_STATE',
      ),
    });
    const { environment, graph } = await renderApp('/account', {
      signedIn: memberWith({ status: 'ACTIVE' }),
      mutate: recorded.mutate,
    });
    await user.click(planSection().getByRole('button', { name: 'Pause subscription' }));
    await user.click(screen.getByRole('button', { name: 'Pause plan' }));
    await resolveAll(environment, graph);
    // The refusal shows in the dialog, which stays open for another try or to keep the plan.
    const dialog = within(screen.getByRole('dialog', { name: 'Pause your plan?' }));
    expect(dialog.getByRole('alert').textContent).toBe('Only a running subscription can be paused.');
    expect(dialog.getByRole('button', { name: 'Pause plan' })).toHaveProperty('disabled', false);
  });

  it('updates the card in place: token first, then updatePaymentCard', async () => {
    const user = userEvent.setup();
    const updated = subscriberFixture({
      subscription: accountSubscription({
        status: 'ACTIVE',
        card: cardFixture({ brand: 'Mastercard', last4: '4444' }),
      }),
    });
    const recorded = mutations({
      useCreateCardTokenMutation: { ...TOKEN_OK, token: 'tok_new' },
      useUpdatePaymentCardMutation: subscriptionPayload(updated),
    });
    const { environment, graph } = await renderApp('/account', {
      signedIn: memberWith({ status: 'PAST_DUE' }),
      mutate: recorded.mutate,
    });
    await user.click(planSection().getByRole('button', { name: 'Update card' }));
    const form = within(screen.getByRole('form', { name: 'Update card' }));
    await fillCard(user, { number: '5555 5555 5555 4444' });
    await user.click(form.getByRole('button', { name: 'Save card' }));
    await resolveAll(environment, graph);
    expect(recorded.names()).toEqual(['useCreateCardTokenMutation', 'useUpdatePaymentCardMutation']);
    expect(recorded.calls[1]!.input).toEqual({ paymentToken: 'tok_new' });
    expect(screen.queryByRole('form', { name: 'Update card' })).toBeNull();
    expect(planSection().getByRole('status').textContent).toBe('Your new card is saved.');
    expect(detail('Card')).toBe('Mastercard ending in 4444 (expires 12/30)');
    expect(detail('Status')).toBe('Active');
  });

  it('shows a declined new card', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useCreateCardTokenMutation: TOKEN_OK,
      useUpdatePaymentCardMutation: subscriptionRefused('Your card was declined.', 'CARD_DECLINED'),
    });
    const { environment, graph } = await renderApp('/account', {
      signedIn: memberWith({ status: 'PAST_DUE' }),
      mutate: recorded.mutate,
    });
    await user.click(planSection().getByRole('button', { name: 'Update card' }));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined.');
    expect(screen.getByRole('form', { name: 'Update card' })).toBeTruthy();
  });
});
