import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  authFailure,
  authPayload,
  studioFixture,
  subscriberFixture,
  userFixture,
  whiteLabelSite,
} from '../../test/fixtures';
import { renderApp, resolveAll, type RenderAppOptions } from '../../test/renderApp';
import { PASSWORD_HINT, PASSWORD_TOO_SHORT } from '../passwordRule';

function form() {
  return screen.getByRole('button', { name: 'SIGN UP' }).closest('form')!;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const scope = within(form());
  const fields: Array<[string, string]> = [
    ['Email', values.Email ?? 'jane@example.com'],
    ['First Name', values['First Name'] ?? 'Jane'],
    ['Last Name', values['Last Name'] ?? 'Doe'],
    ['Password', values.Password ?? 'correct horse'],
    ['Confirm Password', values['Confirm Password'] ?? 'correct horse'],
  ];
  for (const [label, value] of fields) {
    if (value) await user.type(scope.getByLabelText(label), value);
  }
}

async function setup(path = '/signup', options: RenderAppOptions = {}) {
  const user = userEvent.setup();
  const inputs: Array<{ name: string; input: Record<string, unknown> }> = [];
  const view = await renderApp(path, {
    ...options,
    mutate: (name, input) => {
      inputs.push({ name, input });
      return options.mutate ? options.mutate(name, input) : authPayload(userFixture());
    },
  });
  return { user, inputs, ...view };
}

describe('Sign-up form', () => {
  it('keeps submit disabled until all five fields are filled', async () => {
    const { user } = await setup();
    const submit = screen.getByRole('button', { name: 'SIGN UP' });
    expect(submit).toHaveProperty('disabled', true);
    await fill(user, { 'Confirm Password': '' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    expect(submit).toHaveProperty('disabled', false);
    expect(document.title).toBe('Sign Up | StreamFit');
  });

  it('gives the fields labels and autocomplete hints', async () => {
    await setup();
    const scope = within(form());
    expect(scope.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(scope.getByLabelText('First Name').getAttribute('autocomplete')).toBe('given-name');
    expect(scope.getByLabelText('Last Name').getAttribute('autocomplete')).toBe('family-name');
    expect(scope.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(scope.getByLabelText('Confirm Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it("warns on blur when the e-mail has no '@', blocks submit, and clears once an '@' appears", async () => {
    const { user } = await setup();
    await fill(user, { Email: 'jane.example.com' });
    const email = screen.getByLabelText('Email');
    await user.click(email);
    await user.tab();
    const warning = screen.getByText('Please enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(warning.id);
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toHaveProperty('disabled', true);

    await user.clear(email);
    await user.type(email, 'jane@');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toHaveProperty('disabled', false);
  });

  it('warns when the passwords differ and blocks submit', async () => {
    const { user } = await setup();
    await fill(user, { 'Confirm Password': 'correct horsf' });
    const confirm = screen.getByLabelText('Confirm Password');
    expect(screen.getByText('Please type the same password again.')).toBeTruthy();
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toHaveProperty('disabled', true);
    await user.type(confirm, '{Backspace}e');
    expect(screen.queryByText('Please type the same password again.')).toBeNull();
  });

  it('shows the 8-character rule beside the password from the start, warns once the field is left too short, and blocks submit', async () => {
    const { user } = await setup();
    const password = within(form()).getByLabelText('Password');
    const hint = within(form()).getByText(PASSWORD_HINT);
    expect(password.getAttribute('aria-describedby')).toBe(hint.id);
    await fill(user, { Password: 'short', 'Confirm Password': 'short' });
    expect(within(form()).getByText(PASSWORD_TOO_SHORT)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toHaveProperty('disabled', true);
    await user.clear(password);
    await user.type(password, 'long enough');
    await user.clear(within(form()).getByLabelText('Confirm Password'));
    await user.type(within(form()).getByLabelText('Confirm Password'), 'long enough');
    expect(within(form()).queryByText(PASSWORD_TOO_SHORT)).toBeNull();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toHaveProperty('disabled', false);
  });

  it("shows the server's message under the field it concerns, focuses that field, and re-enables submit", async () => {
    const { user, environment, graph } = await setup('/signup', {
      mutate: () =>
        authFailure('An account with this e-mail already exists. Log in instead.', 'EMAIL_TAKEN', 'email'),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toHaveProperty('disabled', true);
    await resolveAll(environment, graph);
    const email = within(form()).getByLabelText('Email');
    const message = within(form()).getByText('An account with this e-mail already exists. Log in instead.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    // Not repeated at the bottom of the form.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toHaveProperty('disabled', false);
    expect(window.localStorage.getItem('streamfit.authToken')).toBeNull();

    // Editing the field clears what the server said of it.
    await user.type(email, 'x');
    expect(
      within(form()).queryByText('An account with this e-mail already exists. Log in instead.'),
    ).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows every refused field at once, each under its field, and a refusal of the whole form under the form', async () => {
    const { user, environment, graph } = await setup('/signup', {
      mutate: () => ({
        authToken: null,
        viewer: null,
        userErrors: [
          { field: 'firstName', message: 'First name is too long.', code: 'INVALID_INPUT' },
          { field: 'lastName', message: 'Last name is too long.', code: 'INVALID_INPUT' },
          { field: null, message: 'Sign-up is closed for maintenance.', code: 'INVALID_INPUT' },
        ],
      }),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await resolveAll(environment, graph);
    const scope = within(form());
    const first = scope.getByLabelText('First Name');
    expect(first.getAttribute('aria-describedby')).toContain(scope.getByText('First name is too long.').id);
    expect(scope.getByLabelText('Last Name').getAttribute('aria-describedby')).toContain(
      scope.getByText('Last name is too long.').id,
    );
    expect(screen.getByRole('alert').textContent).toBe('Sign-up is closed for maintenance.');
    await vi.waitFor(() => expect(document.activeElement).toBe(first));
  });

  it("shows 'Unknown error. Please try later.' on a network failure", async () => {
    const { user, environment, graph } = await setup('/signup', {
      mutate: () => new TypeError('Failed to fetch'),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error. Please try later.');
    expect(screen.getByRole('button', { name: 'SIGN UP' })).toHaveProperty('disabled', false);
  });

  it('signs the new member in and goes to /payment carrying the promo code', async () => {
    const { user, environment, graph, router, inputs } = await setup('/signup?code=SUMMER');
    await fill(user, { Email: ' jane@example.com ' });
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await resolveAll(environment, graph);
    expect(inputs).toEqual([
      {
        name: 'useSignUpMutation',
        input: {
          email: 'jane@example.com',
          firstName: 'Jane',
          lastName: 'Doe',
          password: 'correct horse',
          studioShortName: null,
        },
      },
    ]);
    expect(router.state.location.pathname + router.state.location.search).toBe('/payment?code=SUMMER');
    expect(screen.getByRole('heading', { name: 'Billing Information' })).toBeTruthy();
    expect(window.localStorage.getItem('streamfit.authToken')).toBe('token-new');
    expect(JSON.parse(window.localStorage.getItem('streamfit.user')!).email).toBe('jane@example.com');
    // The header now shows the member's account menu.
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('button', {
        name: 'Account menu for Jane',
      }),
    ).toBeTruthy();
  });

  it('sends a new member who is already subscribed to the dashboard', async () => {
    const { user, environment, graph, router } = await setup('/signup?code=SUMMER', {
      mutate: () => authPayload(subscriberFixture()),
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await resolveAll(environment, graph);
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Welcome, Jane!')).toBeTruthy();
  });

  it("creates the account as the white-label studio's customer and goes to /checkout", async () => {
    const studio = studioFixture({ slug: 'bari', shortName: 'bari', name: 'Bari Studio' });
    const { user, environment, graph, router, inputs } = await setup('/signup?code=X', {
      site: whiteLabelSite(studio),
      studios: [studio],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await resolveAll(environment, graph);
    expect(inputs[0]!.input.studioShortName).toBe('bari');
    expect(router.state.location.pathname + router.state.location.search).toBe('/checkout?code=X');
    // White-label keeps the studio's title.
    expect(document.title).toBe('Bari Studio On Demand');
  });

  it('sends a member already signed in on from sign-up (Back from checkout), replacing the entry', async () => {
    const { router } = await renderApp('/signup?code=SUMMER', { signedIn: userFixture() });
    expect(router.state.location.pathname + router.state.location.search).toBe('/payment?code=SUMMER');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('button', { name: 'SIGN UP' })).toBeNull();
    const dayPass = await renderApp('/signup/daypass/bkpilates', { signedIn: userFixture() });
    expect(dayPass.router.state.location.pathname).toBe('/daypass/bkpilates');
  });

  it('sends a subscriber away from sign-up to the dashboard', async () => {
    const { router } = await renderApp('/signup', { signedIn: subscriberFixture() });
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
  });
});
