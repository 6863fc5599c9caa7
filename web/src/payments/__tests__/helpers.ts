import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  planFixtures,
  subscriberFixture,
  subscriptionFixture,
  subscriptionPayload,
  type MoneyFixture,
  type PlanFixture,
  type SubscriptionFixture,
} from '../../test/fixtures';

/** Types a test card into the LOCAL card form. */
export async function fillCard(
  user: UserEvent,
  card: { number?: string; expiry?: string; cvc?: string } = {},
): Promise<void> {
  await user.type(screen.getByLabelText('Card number'), card.number ?? '4242 4242 4242 4242');
  await user.type(screen.getByLabelText('Expiration date'), card.expiry ?? '1230');
  await user.type(screen.getByLabelText('CVC'), card.cvc ?? '123');
}

export const TOKEN_OK = { token: 'tok_local_1', card: { brand: 'Visa', last4: '4242' }, userErrors: [] };

/** What `subscribe` answers on success: the member, now subscribed, with a trialing plan. */
export function subscribed() {
  return subscriptionPayload(subscriberFixture({ subscription: subscriptionFixture() }));
}

/** A PromoCheck as the gateway answers `verifyPromo`. */
export function promoCheck(
  code: string,
  valid: boolean,
  message: string,
  newCents: number | null,
  cents = 1999,
) {
  const money = (value: number) => ({
    amount: value / 100,
    cents: value,
    currency: 'usd',
    formatted: `$${(value / 100).toFixed(2)}`,
  });
  return {
    code: code.toUpperCase(),
    valid,
    message,
    newAmount: newCents === null ? null : money(newCents),
    amount: money(cents),
  };
}

/** Records the mutations the app commits (name and input), answering from `answers`. */
export function mutations(
  answers: Record<
    string,
    Record<string, unknown> | Error | ((input: Record<string, unknown>) => Record<string, unknown> | Error)
  >,
) {
  const calls: Array<{ name: string; input: Record<string, unknown> }> = [];
  const mutate = (name: string, input: Record<string, unknown>) => {
    calls.push({ name, input });
    const answer = answers[name];
    if (answer === undefined) return new Error(`No answer for ${name}`);
    return typeof answer === 'function' ? answer(input) : answer;
  };
  return { calls, mutate, names: () => calls.map((call) => call.name) };
}

export function fullPath(router: { state: { location: { pathname: string; search: string } } }): string {
  return router.state.location.pathname + router.state.location.search;
}

/** A plan the subscription may switch to (`PlanChange`), as the gateway answers it. */
export interface PlanChangeFixture {
  plan: PlanFixture;
  firstPayment: MoneyFixture;
  startsAt: string;
}

/** A subscription with what the account page asks beyond the shared fixture: the plan switch. */
export type AccountSubscriptionFixture = SubscriptionFixture & {
  scheduledPlanChange: PlanChangeFixture | null;
  planChoices: PlanChangeFixture[];
};

/** A subscription (see `subscriptionFixture`) with no switch scheduled or offered unless given. */
export function accountSubscription(
  overrides: Partial<AccountSubscriptionFixture> = {},
): AccountSubscriptionFixture {
  const { scheduledPlanChange = null, planChoices = [], ...rest } = overrides;
  return Object.assign(subscriptionFixture(rest), { scheduledPlanChange, planChoices });
}

/** The other plan offered from the next renewal: the annual plan from July 1st, 2026. */
export function annualChoice(startsAt = '2026-07-01T12:00:00.000Z'): PlanChangeFixture {
  const plan = planFixtures()[1]!;
  return { plan, firstPayment: plan.price, startsAt };
}
