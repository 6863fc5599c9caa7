import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RelayEnvironmentProvider } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../relay/errors';
import { STREAMFIT_BRAND } from '../../test/fixtures';
import { NewsletterForm } from '../NewsletterForm';
import type { SiteInfo } from '../SiteContext';

// The form reads only which site it is on; the rest of SiteContext is not needed here.
const site = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../SiteContext', () => ({ useSite: () => site.current }));

const GENERAL: SiteInfo = {
  isWhiteLabel: false,
  brand: {
    name: 'StreamFit',
    logoUrl: '/media/brand/logo.svg',
    color: '#0f766e',
    pageTitle: 'StreamFit',
    faviconUrl: '/media/brand/favicon.svg',
    contactEmail: STREAMFIT_BRAND.contactEmail,
    trialEnabled: true,
  },
  whiteLabelStudioSlug: null,
  whiteLabelStudioShortName: null,
  whiteLabelStudioName: null,
  whiteLabelStudioId: null,
};

const WHITE_LABEL: SiteInfo = {
  ...GENERAL,
  isWhiteLabel: true,
  whiteLabelStudioSlug: 'baristudio',
  whiteLabelStudioShortName: 'baristudio',
  whiteLabelStudioName: 'Bari Studio',
  whiteLabelStudioId: 'Studio:2',
};

type Environment = ReturnType<typeof createMockEnvironment>;

beforeEach(() => {
  site.current = GENERAL;
});

function renderForm() {
  const environment = createMockEnvironment();
  render(
    <RelayEnvironmentProvider environment={environment}>
      <NewsletterForm />
    </RelayEnvironmentProvider>,
  );
  const input = screen.getByLabelText('Get workouts and news in your inbox');
  const submit = screen.getByRole('button', { name: 'Subscribe' });
  const status = screen.getByRole('status');
  return { environment, input, submit, status };
}

/** The one pending operation: the sign-up mutation. */
function pendingSignUp(environment: Environment): OperationDescriptor {
  const operations = environment.mock.getAllOperations();
  expect(operations.map((operation) => operation.request.node.params.name)).toEqual([
    'useSubscribeToNewsletterMutation',
  ]);
  return operations[0]!;
}

async function answer(environment: Environment, payload: Record<string, unknown>) {
  const operation = pendingSignUp(environment);
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, { NewsletterSubscriptionPayload: () => payload }),
    );
  });
}

describe('NewsletterForm', () => {
  it('signs the address up and thanks the member in a polite live region', async () => {
    const user = userEvent.setup();
    const { environment, input, submit, status } = renderForm();
    expect(status.getAttribute('aria-live')).toBe('polite');

    await user.type(input, '  me@example.com ');
    await user.click(submit);
    const operation = pendingSignUp(environment);
    expect(operation.request.variables).toEqual({
      input: { email: 'me@example.com', studioShortName: null },
    });
    // Busy while the request runs: the button says so and stays focusable.
    expect(screen.getByRole('button', { name: 'Subscribing…' }).getAttribute('aria-disabled')).toBe('true');
    expect(input.closest('form')?.getAttribute('aria-busy')).toBe('true');

    await answer(environment, { email: 'me@example.com', alreadySubscribed: false, userErrors: [] });
    expect(status.textContent).toBe("Thanks! You're subscribed.");
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Subscribe' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('says so when the address is on the list already', async () => {
    const user = userEvent.setup();
    const { environment, input, submit, status } = renderForm();
    await user.type(input, 'me@example.com');
    await user.click(submit);
    await answer(environment, { email: 'me@example.com', alreadySubscribed: true, userErrors: [] });
    expect(status.textContent).toBe("You're already subscribed.");
  });

  it("shows the server's message as an error on the field, cleared once the address is edited", async () => {
    const user = userEvent.setup();
    const { environment, input, submit, status } = renderForm();
    await user.type(input, 'me@example');
    await user.click(submit);
    await answer(environment, {
      email: null,
      alreadySubscribed: null,
      userErrors: [
        { field: 'email', code: 'INVALID_INPUT', message: 'Please enter a valid e-mail address.' },
      ],
    });
    expect(status.textContent).toBe('Please enter a valid e-mail address.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(status.id);

    await user.type(input, '.com');
    expect(status.textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a too-many-attempts refusal as sent', async () => {
    const user = userEvent.setup();
    const { environment, input, submit, status } = renderForm();
    await user.type(input, 'me@example.com');
    await user.click(submit);
    const message = 'Too many newsletter sign-ups. Please try again in 60 minutes.';
    await answer(environment, {
      email: null,
      alreadySubscribed: null,
      userErrors: [{ field: null, code: 'TOO_MANY_ATTEMPTS', message }],
    });
    expect(status.textContent).toBe(message);
  });

  it('an unreachable gateway gives the generic message', async () => {
    const user = userEvent.setup();
    const { environment, input, submit, status } = renderForm();
    await user.type(input, 'me@example.com');
    await user.click(submit);
    const operation = pendingSignUp(environment);
    await act(async () => {
      environment.mock.reject(operation, new NetworkError('Could not reach the gateway.'));
    });
    expect(status.textContent).toBe('Unknown error. Please try later.');
  });

  it("on a white-label site the studio's short name goes with the address", async () => {
    site.current = WHITE_LABEL;
    const user = userEvent.setup();
    const { environment, input } = renderForm();
    await user.type(input, 'me@example.com{Enter}');
    expect(pendingSignUp(environment).request.variables).toEqual({
      input: { email: 'me@example.com', studioShortName: 'baristudio' },
    });
  });

  it("keeps the spec's check: no '@' warns without a request, and the warning clears once '@' appears", async () => {
    const user = userEvent.setup();
    const { environment, input, submit, status } = renderForm();
    await user.type(input, 'not-an-address');
    await user.click(submit);
    expect(status.textContent).toBe('Please enter a valid email address.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations()).toEqual([]);

    await user.type(input, '@');
    expect(status.textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('works from the keyboard: Tab to the field, type, Tab to the button, Enter', async () => {
    const user = userEvent.setup();
    const { environment, input, submit } = renderForm();
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.keyboard('me@example.com');
    await user.tab();
    expect(document.activeElement).toBe(submit);
    await user.keyboard('{Enter}');
    pendingSignUp(environment);
    // Focus stays on the button while it is busy.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subscribing…' }));
  });

  it('a second submit while busy sends nothing more', async () => {
    const user = userEvent.setup();
    const { environment, input, submit } = renderForm();
    await user.type(input, 'me@example.com');
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Subscribing…' }));
    expect(environment.mock.getAllOperations()).toHaveLength(1);
  });
});
