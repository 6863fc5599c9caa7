import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  money,
  planFixtures,
  subscriberFixture,
  subscriptionPayload,
  subscriptionRefused,
  userFixture,
  type UserFixture,
} from '../../test/fixtures';
import { answeredOperations, renderApp, resolveAll } from '../../test/renderApp';
import { accountSubscription, annualChoice, mutations } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

/** A member whose plan is paused: no access through it, `membership.paused`. */
function pausedMember(): UserFixture {
  return userFixture({
    membership: Object.assign(
      { active: false, packageId: 'streamfit_monthly', isClassOnly: false, kind: 'NONE' },
      { paused: true },
    ),
    subscribed: false,
    subscription: accountSubscription({
      status: 'PAUSED',
      pausedAt: '2026-06-26T12:00:00.000Z',
      trialEndsAt: null,
      currentPeriodEnd: '2026-07-06T12:00:00.000Z',
      nextBillingAt: null,
      nextBillingAmount: null,
    }),
  });
}

/** The same member once resumed: active again, the period moved on by the time paused. */
function resumedMember(): UserFixture {
  return subscriberFixture({
    membership: Object.assign(
      { active: true, packageId: 'streamfit_monthly', isClassOnly: false, kind: 'SUBSCRIPTION' },
      { paused: false },
    ),
    subscription: accountSubscription({
      status: 'ACTIVE',
      trialEndsAt: null,
      currentPeriodEnd: '2026-07-20T12:00:00.000Z',
      nextBillingAt: '2026-07-20T12:00:00.000Z',
    }),
  });
}

describe('A paused plan on the dashboard', () => {
  it('is not sent to checkout: the plan is paused, since when, until they resume, what stays open, and Resume', async () => {
    const { router } = await renderApp('/newplatform/dashboard', { signedIn: pausedMember() });
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
    const panel = within(screen.getByRole('region', { name: 'Your plan is paused' }));
    expect(panel.getByText(/Your Monthly Plan has been paused since June 26, 2026\./)).toBeTruthy();
    expect(panel.getByText(/It stays paused until you resume it: a pause has no end date\./)).toBeTruthy();
    expect(
      panel.getByText('Classes you already booked stay booked, and you can still join them.'),
    ).toBeTruthy();
    expect(panel.getByText('Nothing is charged.')).toBeTruthy();
    expect(panel.getByText(/the 10 days left of your current period carry on/)).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.queryByText(/Your membership is active/)).toBeNull();
  });

  it('Resume resumes at once: a pending state, then the dashboard with the result in focus', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useResumeSubscriptionMutation: subscriptionPayload(resumedMember()) });
    const { environment, graph, session } = await renderApp('/newplatform/dashboard', {
      signedIn: pausedMember(),
      mutate: recorded.mutate,
      manual: true,
    });
    await resolveAll(environment, graph);
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    // Sent and not answered yet: the button says it is working.
    const pending = screen.getByRole('button', { name: 'Resuming…' });
    expect(pending).toHaveProperty('disabled', true);
    expect(pending.getAttribute('aria-busy')).toBe('true');
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([{ name: 'useResumeSubscriptionMutation', input: {} }]);
    const status = screen.getByText('Your plan is running again. Your next payment is on July 20, 2026.');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    expect(screen.queryByRole('region', { name: 'Your plan is paused' })).toBeNull();
    expect(session.getState().user?.subscribed).toBe(true);
  });

  it('a refusal is announced and takes focus; the plan stays paused', async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useResumeSubscriptionMutation: subscriptionRefused('The subscription is not paused.', 'INVALID_STATE'),
    });
    const { environment, graph } = await renderApp('/newplatform/dashboard', {
      signedIn: pausedMember(),
      mutate: recorded.mutate,
    });
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await resolveAll(environment, graph);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The subscription is not paused.');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveProperty('disabled', false);
  });

  it('a member without any plan still goes to checkout', async () => {
    const { router } = await renderApp('/newplatform/dashboard', { signedIn: userFixture() });
    expect(router.state.location.pathname).toBe('/payment');
  });
});

describe('A paused plan at checkout', () => {
  it('is told they have a paused plan and offered Resume, with no payment form', async () => {
    const user = userEvent.setup();
    const recorded = mutations({ useResumeSubscriptionMutation: subscriptionPayload(resumedMember()) });
    const { environment, graph } = await renderApp('/payment', {
      signedIn: pausedMember(),
      mutate: recorded.mutate,
    });
    expect(screen.getByText(/You already have a plan: it is paused\./)).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await resolveAll(environment, graph);
    const status = screen.getByText(/Your plan is running again\./).closest('[role="status"]') as HTMLElement;
    expect(status).toBeTruthy();
    expect(document.activeElement).toBe(status);
    expect(within(status).getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/newplatform/dashboard',
    );
    expect(recorded.names()).toEqual(['useResumeSubscriptionMutation']);
  });

  it('a member without a plan gets the form (the paused plan is not asked for)', async () => {
    const { environment } = await renderApp('/payment', { signedIn: userFixture() });
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull();
    expect(answeredOperations(environment)).not.toContain('DashboardPageQuery');
  });
});

describe('Pausing from the account page', () => {
  it('asks first, saying how long a pause lasts and what stays open; Keep changes nothing', async () => {
    const user = userEvent.setup();
    const recorded = mutations({});
    await renderApp('/account', {
      signedIn: subscriberFixture({
        subscription: accountSubscription({ status: 'ACTIVE', trialEndsAt: null }),
      }),
      mutate: recorded.mutate,
    });
    await user.click(screen.getByRole('button', { name: 'Pause subscription' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Pause your plan?' }));
    expect(dialog.getByText(/It stays paused until you resume it: a pause has no end date\./)).toBeTruthy();
    expect(
      dialog.getByText('Classes you already booked stay booked, and you can still join them.'),
    ).toBeTruthy();
    expect(
      dialog.getByText('Day passes you bought still work, and you can pay for single classes.'),
    ).toBeTruthy();
    expect(dialog.getByText(/left of your current period are kept/)).toBeTruthy();
    // The safe choice has focus.
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Keep my plan running' }));
    await user.click(dialog.getByRole('button', { name: 'Keep my plan running' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(recorded.calls).toEqual([]);
  });
});

describe('Switching between monthly and annual', () => {
  const monthly = () =>
    subscriberFixture({
      subscription: accountSubscription({
        status: 'ACTIVE',
        trialEndsAt: null,
        planChoices: [annualChoice()],
      }),
    });

  it('states the new price and when it starts before the member confirms, then shows it scheduled', async () => {
    const user = userEvent.setup();
    const switched = subscriberFixture({
      subscription: accountSubscription({
        status: 'ACTIVE',
        trialEndsAt: null,
        nextBillingAmount: money(23999),
        scheduledPlanChange: annualChoice(),
        planChoices: [
          { plan: planFixtures()[0]!, firstPayment: money(1999), startsAt: '2026-07-01T12:00:00.000Z' },
        ],
      }),
    });
    const recorded = mutations({ useChangePlanMutation: subscriptionPayload(switched) });
    const { environment, graph } = await renderApp('/account', {
      signedIn: monthly(),
      mutate: recorded.mutate,
    });
    await user.click(screen.getByRole('button', { name: 'Switch to the Annual Plan' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Switch to the Annual Plan?' }));
    expect(dialog.getByText(/Your Monthly Plan stays as it is until July 1, 2026/)).toBeTruthy();
    expect(dialog.getByText(/From July 1, 2026 you are on the Annual Plan at \$239\.99 a year/)).toBeTruthy();
    expect(dialog.getByText('Nothing is charged today.')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Switch to the Annual Plan' }));
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([
      { name: 'useChangePlanMutation', input: { packageId: 'streamfit_yearly' } },
    ]);
    const status = screen.getByText('Done: from July 1, 2026 you are on the Annual Plan at $239.99 a year.');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    const planChange = screen.getByText('Plan change', { selector: 'dt' }).nextElementSibling!;
    expect(planChange.textContent).toBe('Switches to the Annual Plan ($239.99 a year) on July 1, 2026');
    // Calling the switch off is offered next.
    expect(screen.getByRole('button', { name: 'Stay on the Monthly Plan' })).toBeTruthy();
  });

  it("shows the gateway's refusal in the dialog (already on that plan)", async () => {
    const user = userEvent.setup();
    const recorded = mutations({
      useChangePlanMutation: subscriptionRefused(
        'You are already on the Annual Plan.',
        'SAME_PLAN',
        'packageId',
      ),
    });
    const { environment, graph } = await renderApp('/account', {
      signedIn: monthly(),
      mutate: recorded.mutate,
    });
    await user.click(screen.getByRole('button', { name: 'Switch to the Annual Plan' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Switch to the Annual Plan?' }));
    await user.click(dialog.getByRole('button', { name: 'Switch to the Annual Plan' }));
    await resolveAll(environment, graph);
    expect(dialog.getByRole('alert').textContent).toBe('You are already on the Annual Plan.');
  });

  it('offers no switch for a paused plan', async () => {
    await renderApp('/account', { signedIn: pausedMember() });
    expect(screen.queryByRole('button', { name: /Switch to/ })).toBeNull();
  });
});

interface ChargeFixture {
  id: string;
  reference: string;
  createdAt: string;
  description: string;
  status: string;
  amount: ReturnType<typeof money>;
  refundedAmount: ReturnType<typeof money> | null;
  refundedAt: string | null;
  failureMessage: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  studio: { name: string } | null;
}

function charge(n: number, overrides: Partial<ChargeFixture> = {}): ChargeFixture {
  return {
    id: `Charge:ch_${n}`,
    reference: `ch_${n}`,
    createdAt: `2026-06-${String(30 - n).padStart(2, '0')}T12:00:00.000Z`,
    description: 'StreamFit Day Pass',
    status: 'SUCCEEDED',
    amount: money(999),
    refundedAmount: null,
    refundedAt: null,
    failureMessage: null,
    cardBrand: 'Visa',
    cardLast4: '4242',
    studio: null,
    ...overrides,
  };
}

/** The history as the gateway pages it: `first`, then after an opaque cursor. */
function historyResolver(charges: ChargeFixture[], requests: unknown[]) {
  return {
    ChargeConnection: (context: { args?: Record<string, unknown> | null }) => {
      const first = Number(context.args?.first ?? 100);
      const after = context.args?.after;
      requests.push({ first, after: after ?? null });
      const start = typeof after === 'string' ? Number(after.replace('rest:', '')) + 1 : 0;
      const page = charges.slice(start, start + first);
      return {
        totalCount: null,
        edges: page.map((node, index) => ({ cursor: `rest:${start + index}`, node })),
        pageInfo: {
          hasNextPage: start + page.length < charges.length,
          hasPreviousPage: start > 0,
          startCursor: page.length ? `rest:${start}` : null,
          endCursor: page.length ? `rest:${start + page.length - 1}` : null,
        },
      };
    },
  };
}

describe('Payment history', () => {
  it('lists payments newest first with status and card, pages with the cursors, and links each receipt', async () => {
    const user = userEvent.setup();
    const charges = Array.from({ length: 12 }, (_, index) =>
      charge(index + 1, index === 0 ? { status: 'REFUNDED', description: 'StreamFit Annual Plan' } : {}),
    );
    charges[1] = charge(2, { refundedAmount: money(500) });
    const requests: unknown[] = [];
    const viewer = subscriberFixture({ subscription: accountSubscription({ status: 'ACTIVE' }) });
    const { environment, graph } = await renderApp('/account', {
      signedIn: viewer,
      resolvers: () => ({ ...historyResolver(charges, requests), User: () => ({ id: viewer.id }) }),
    });
    const section = within(screen.getByRole('region', { name: 'Payment history' }));
    const rows = () => section.getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(10);
    expect(
      within(rows()[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'June 29, 2026',
      'StreamFit Annual Plan',
      '$9.99',
      'Visa ending in 4242',
      'Refunded',
      'Receipt for StreamFit Annual Plan, June 29, 2026',
    ]);
    expect(within(rows()[1]!).getByText('Paid · $5.00 refunded')).toBeTruthy();
    expect(within(rows()[0]!).getByRole('link').getAttribute('href')).toBe('/account/receipts/ch_1');
    await user.click(section.getByRole('button', { name: 'Show more payments' }));
    await resolveAll(environment, graph);
    expect(rows()).toHaveLength(12);
    expect(requests.at(-1)).toEqual({ first: 10, after: 'rest:9' });
    expect(section.queryByRole('button', { name: 'Show more payments' })).toBeNull();
  });

  it('says so when there are none', async () => {
    await renderApp('/account', {
      signedIn: userFixture(),
      resolvers: () => historyResolver([], []),
    });
    expect(
      within(screen.getByRole('region', { name: 'Payment history' })).getByText('No payments yet.'),
    ).toBeTruthy();
  });
});

describe('A receipt', () => {
  function withCharge(found: ChargeFixture | null): UserFixture {
    return Object.assign(subscriberFixture(), { charge: found });
  }

  it('shows what a receipt shows, and prints', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderApp('/account/receipts/ch_7', {
      signedIn: withCharge(
        charge(7, {
          description: 'StreamFit Monthly Plan renewal',
          amount: money(1999),
          refundedAmount: money(1999),
          refundedAt: '2026-06-25T12:00:00.000Z',
          status: 'REFUNDED',
        }),
      ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;
    expect(fact('Receipt number')).toBe('ch_7');
    expect(fact('Date')).toBe('June 23, 2026');
    expect(fact('Billed to')).toBe('Jane Doe, jane@example.com');
    expect(fact('Description')).toBe('StreamFit Monthly Plan renewal');
    expect(fact('Amount')).toBe('$19.99');
    expect(fact('Paid with')).toBe('Visa ending in 4242');
    expect(fact('Status')).toBe('Refunded');
    expect(fact('Refunded')).toBe('$19.99 on June 25, 2026');
    expect(document.querySelector('.receipt__seller')?.textContent).toBe('StreamFit');
    await user.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("another member's or an unknown charge is not found", async () => {
    await renderApp('/account/receipts/ch_someone_else', { signedIn: withCharge(null) });
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your account' }).getAttribute('href')).toBe('/account');
  });

  it('needs a signed-in member', async () => {
    const { router } = await renderApp('/account/receipts/ch_1');
    expect(router.state.location.pathname).toBe('/login');
  });
});
