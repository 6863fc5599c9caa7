import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';
import { fullPath, mutations, subscribed } from './helpers';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const { loadStripe } = await import('@stripe/stripe-js/pure');
const loadStripeMock = vi.mocked(loadStripe);

type Handler = (...args: unknown[]) => void;

/** A stand-in for Stripe.js: Elements that mount and report ready, createPaymentMethod, paymentRequest. */
function fakeStripe({
  applePay = false,
  paymentMethod = { id: 'pm_card_visa' } as { id: string } | null,
  error = undefined as { type: string; code?: string; message?: string } | undefined,
} = {}) {
  const created = new Map<string, { focus: () => void }>();
  const requestHandlers = new Map<string, Handler>();
  const paymentRequest = {
    canMakePayment: vi.fn(async () => (applePay ? { applePay: true, googlePay: false } : null)),
    on: vi.fn((event: string, handler: Handler) => {
      requestHandlers.set(event, handler);
      return paymentRequest;
    }),
    off: vi.fn(),
    show: vi.fn(),
    update: vi.fn(),
  };
  const elements = {
    create: vi.fn((type: string) => {
      const handlers = new Map<string, Handler[]>();
      const element = {
        mount: vi.fn(() => {
          setTimeout(() => handlers.get('ready')?.forEach((handler) => handler({ elementType: type })), 0);
        }),
        on: vi.fn((event: string, handler: Handler) => {
          handlers.set(event, [...(handlers.get(event) ?? []), handler]);
        }),
        off: vi.fn(),
        destroy: vi.fn(),
        update: vi.fn(),
        focus: vi.fn(),
      };
      created.set(type, element);
      return element;
    }),
    getElement: vi.fn(
      (type: string | { __elementType?: string }) =>
        created.get(typeof type === 'string' ? type : (type.__elementType ?? '')) ?? null,
    ),
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(async () => (paymentMethod ? { paymentMethod } : { error })),
    confirmCardPayment: vi.fn(),
    paymentRequest: vi.fn(() => paymentRequest),
  };
  return { stripe, elements, paymentRequest, requestHandlers };
}

let keyNumber = 0;
function stripeProvider() {
  keyNumber += 1;
  return { kind: 'STRIPE' as const, publishableKey: `pk_test_${keyNumber}` };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function confirmButton() {
  return screen.getByRole('button', { name: /Confirm Order|Processing/ });
}

beforeAll(async () => {
  // The Stripe chunk is imported lazily; transform it once so each test only waits a tick.
  await import('../card/StripeCardFields');
});

beforeEach(() => {
  loadStripeMock.mockReset();
});

describe('Payment providers', () => {
  it('never loads Stripe.js with the LOCAL provider', async () => {
    await renderApp('/payment', { signedIn: userFixture() });
    expect(screen.getByLabelText('Card number')).toBeTruthy();
    expect(loadStripeMock).not.toHaveBeenCalled();
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('loads Stripe.js with the publishable key and waits for the Elements before enabling Confirm Order', async () => {
    const fake = fakeStripe();
    let release: (value: unknown) => void = () => undefined;
    loadStripeMock.mockImplementation(() => new Promise((resolve) => (release = resolve)) as never);
    const provider = stripeProvider();
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      paymentProvider: provider,
    });
    await settle();
    expect(loadStripeMock).toHaveBeenCalledWith(provider.publishableKey);
    expect(confirmButton()).toHaveProperty('disabled', true);
    await act(async () => release(fake.stripe));
    await settle();
    expect(fake.elements.create.mock.calls.map(([type]) => type)).toEqual([
      'cardNumber',
      'cardExpiry',
      'cardCvc',
    ]);
    expect(screen.getByText('Card number')).toBeTruthy();
    expect(screen.getByText('Expiration date')).toBeTruthy();
    expect(screen.getByText('CVC')).toBeTruthy();
    expect(confirmButton()).toHaveProperty('disabled', false);
    // No Apple Pay on this browser: no wallet button.
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).toBeNull();
    await resolveAll(environment, graph);
  });

  it('subscribes with the PaymentMethod Stripe.js makes (no createCardToken)', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe();
    loadStripeMock.mockResolvedValue(fake.stripe as never);
    const recorded = mutations({ useSubscribeMutation: subscribed() });
    const { environment, graph, router } = await renderApp('/payment?plan=yearly', {
      signedIn: userFixture(),
      paymentProvider: stripeProvider(),
      mutate: recorded.mutate,
    });
    await settle();
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', billing_details: { name: 'Jane Doe' } }),
    );
    expect(recorded.names()).toEqual(['useSubscribeMutation']);
    expect(recorded.calls[0]!.input).toMatchObject({
      packageId: 'streamfit_yearly',
      paymentToken: 'pm_card_visa',
    });
    expect(fullPath(router)).toBe('/account?plan=yearly');
  });

  it('shows the card token failure when Stripe makes no PaymentMethod', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe({
      paymentMethod: null,
      error: { type: 'api_connection_error', message: 'offline' },
    });
    loadStripeMock.mockResolvedValue(fake.stripe as never);
    const recorded = mutations({});
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      paymentProvider: stripeProvider(),
      mutate: recorded.mutate,
    });
    await settle();
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(screen.getByText('An error occurred and payment information could not be verified.')).toBeTruthy();
    expect(recorded.calls).toEqual([]);
    expect(confirmButton()).toHaveProperty('disabled', false);
  });

  it("shows Stripe's own message at the field for an incomplete card", async () => {
    const user = userEvent.setup();
    const fake = fakeStripe({
      paymentMethod: null,
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    });
    loadStripeMock.mockResolvedValue(fake.stripe as never);
    const { environment, graph } = await renderApp('/payment', {
      signedIn: userFixture(),
      paymentProvider: stripeProvider(),
    });
    await settle();
    await user.click(confirmButton());
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('Your card number is incomplete.');
    expect(screen.queryByText('If the problem persists, contact support.')).toBeNull();
  });

  it('says card payments are unavailable when Stripe.js cannot load', async () => {
    loadStripeMock.mockRejectedValue(new Error('blocked'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderApp('/payment', { signedIn: userFixture(), paymentProvider: stripeProvider() });
    await settle();
    expect(screen.getByRole('alert').textContent).toBe(
      'Card payments are unavailable right now. Please try again in a few minutes.',
    );
    expect(confirmButton()).toHaveProperty('disabled', true);
  });
});

describe('Apple Pay (wallet button)', () => {
  async function withWallet(answer: Record<string, unknown>) {
    const fake = fakeStripe({ applePay: true });
    loadStripeMock.mockResolvedValue(fake.stripe as never);
    const recorded = mutations({ useSubscribeMutation: answer });
    const view = await renderApp('/payment?plan=yearly', {
      signedIn: userFixture(),
      paymentProvider: stripeProvider(),
      mutate: recorded.mutate,
    });
    await settle();
    return { ...view, fake, recorded };
  }

  it('appears when the browser offers Apple Pay, with the spec amounts and note', async () => {
    const user = userEvent.setup();
    const { fake } = await withWallet(subscribed());
    expect(fake.stripe.paymentRequest).toHaveBeenCalledWith({
      country: 'US',
      currency: 'usd',
      total: { label: 'Annual Plan', amount: 2399 },
    });
    expect(screen.getByText('Promo codes will be applied at checkout.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Monthly Plan' }));
    expect(fake.paymentRequest.update).toHaveBeenLastCalledWith({
      total: { label: 'Monthly Plan', amount: 1999 },
    });
    await user.click(screen.getByRole('button', { name: 'Pay with Apple Pay' }));
    expect(fake.paymentRequest.show).toHaveBeenCalled();
  });

  it('subscribes with the wallet PaymentMethod and completes the sheet', async () => {
    const { fake, recorded, environment, graph, router } = await withWallet(subscribed());
    const complete = vi.fn();
    await act(async () => {
      fake.requestHandlers.get('paymentmethod')!({ paymentMethod: { id: 'pm_apple' }, complete });
    });
    await resolveAll(environment, graph);
    expect(recorded.calls[0]!.input).toMatchObject({
      paymentToken: 'pm_apple',
      packageId: 'streamfit_yearly',
    });
    expect(complete).toHaveBeenCalledWith('success');
    expect(router.state.location.pathname).toBe('/account');
  });

  it('says Apple Pay failed, or was cancelled, in the spec words', async () => {
    const { fake, environment, graph } = await withWallet({
      subscription: null,
      viewer: null,
      userErrors: [{ field: null, message: 'Your card was declined.', code: 'CARD_DECLINED' }],
    });
    const complete = vi.fn();
    await act(async () => {
      fake.requestHandlers.get('paymentmethod')!({ paymentMethod: { id: 'pm_apple' }, complete });
    });
    await resolveAll(environment, graph);
    expect(complete).toHaveBeenCalledWith('fail');
    expect(screen.getByRole('alert').textContent).toBe(
      'There was an issue with Apple Pay please try a credit card.',
    );
    await act(async () => {
      fake.requestHandlers.get('cancel')!();
    });
    expect(screen.getByRole('alert').textContent).toBe('Apple Pay was cancelled. You may try again.');
  });

  it("says 'No such coupon exists' for a refused coupon", async () => {
    const { fake, environment, graph } = await withWallet({
      subscription: null,
      viewer: null,
      userErrors: [{ field: 'promoCode', message: 'No such coupon', code: 'INVALID_PROMO' }],
    });
    await act(async () => {
      fake.requestHandlers.get('paymentmethod')!({ paymentMethod: { id: 'pm_apple' }, complete: vi.fn() });
    });
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('No such coupon exists');
  });
});
