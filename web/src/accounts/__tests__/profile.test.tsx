import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userFixture, type UserFixture } from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';

/** The member with the fields the account page's details section reads. */
function member(overrides: Partial<UserFixture> & { pendingEmail?: string | null } = {}): UserFixture {
  const { pendingEmail = null, ...rest } = overrides;
  return Object.assign(userFixture(rest), { pendingEmail });
}

function details() {
  return within(screen.getByRole('region', { name: 'Your details' }));
}

function refused(field: string | null, message: string, code = 'INVALID_INPUT') {
  return { viewer: null, userErrors: [{ field, message, code }] };
}

/** Records each mutation and answers it. */
function recorder(answer: (name: string, input: Record<string, unknown>) => Record<string, unknown>) {
  const calls: Array<{ name: string; input: Record<string, unknown> }> = [];
  return {
    calls,
    mutate: (name: string, input: Record<string, unknown>) => {
      calls.push({ name, input });
      return answer(name, input);
    },
  };
}

describe('Account: your details', () => {
  it('changes the name: only what changed is sent, the header takes it, the result takes focus', async () => {
    const user = userEvent.setup();
    const renamed = member({ firstName: 'Grace' });
    const recorded = recorder(() => ({ viewer: renamed, userErrors: [] }));
    const { environment, graph, session } = await renderApp('/account', {
      signedIn: member(),
      mutate: recorded.mutate,
    });
    await user.click(details().getByRole('button', { name: 'Change name' }));
    const form = within(screen.getByRole('form', { name: 'Change name' }));
    expect(document.activeElement).toBe(form.getByLabelText('First name'));
    await user.clear(form.getByLabelText('First name'));
    await user.type(form.getByLabelText('First name'), 'Grace');
    await user.click(form.getByRole('button', { name: 'Save name' }));
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([{ name: 'useUpdateProfileMutation', input: { firstName: 'Grace' } }]);
    const status = details().getByText('Your name is saved.');
    expect(document.activeElement).toBe(status);
    expect(session.getState().user?.firstName).toBe('Grace');
    expect(screen.getByText('Name', { selector: 'dt' }).nextElementSibling!.textContent).toBe('Grace Doe');
  });

  it("shows the server's refusal under the field it concerns, and keeps the form", async () => {
    const user = userEvent.setup();
    const recorded = recorder(() =>
      refused('lastName', 'Last name must not contain invisible or text-direction characters.'),
    );
    const { environment, graph } = await renderApp('/account', {
      signedIn: member(),
      mutate: recorded.mutate,
    });
    await user.click(details().getByRole('button', { name: 'Change name' }));
    const form = within(screen.getByRole('form', { name: 'Change name' }));
    await user.type(form.getByLabelText('Last name'), 'x');
    await user.click(form.getByRole('button', { name: 'Save name' }));
    await resolveAll(environment, graph);
    const lastName = form.getByLabelText('Last name');
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('Last name must not contain invisible or text-direction characters.')).toBeTruthy();
  });

  it('Cancel closes the form and gives focus back to its button', async () => {
    const user = userEvent.setup();
    await renderApp('/account', { signedIn: member() });
    await user.click(details().getByRole('button', { name: 'Change password' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Change password' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(document.activeElement).toBe(details().getByRole('button', { name: 'Change password' }));
  });

  it('asks for a new e-mail address with the current password, then shows it waiting for the link', async () => {
    const user = userEvent.setup();
    const recorded = recorder(() => ({
      pendingEmail: 'jane.new@example.com',
      expiresAt: '2026-07-02T12:00:00.000Z',
      viewer: { id: 'User:7', pendingEmail: 'jane.new@example.com' },
      userErrors: [],
    }));
    const { environment, graph } = await renderApp('/account', {
      signedIn: member(),
      mutate: recorded.mutate,
    });
    await user.click(details().getByRole('button', { name: 'Change e-mail' }));
    const form = within(screen.getByRole('form', { name: 'Change e-mail address' }));
    await user.type(form.getByLabelText('New e-mail address'), 'jane.new@example.com');
    await user.type(form.getByLabelText('Current password'), 'correct horse');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    await resolveAll(environment, graph);
    expect(recorded.calls).toEqual([
      {
        name: 'useRequestEmailChangeMutation',
        input: { email: 'jane.new@example.com', currentPassword: 'correct horse' },
      },
    ]);
    expect(
      details().getByText(
        'We sent a link to jane.new@example.com. Open it within 24 hours to use that address; until then you keep logging in with jane@example.com.',
      ),
    ).toBeTruthy();
    expect(details().getByText(/Waiting for you to confirm jane\.new@example\.com/)).toBeTruthy();
  });

  it('a wrong current password shows under that field; a taken address under the address', async () => {
    const user = userEvent.setup();
    const answers = [
      refused('currentPassword', 'That is not your current password.', 'WRONG_PASSWORD'),
      refused('email', 'An account with this e-mail already exists.', 'EMAIL_TAKEN'),
    ];
    const recorded = recorder(() => answers.shift()!);
    const { environment, graph } = await renderApp('/account', {
      signedIn: member(),
      mutate: recorded.mutate,
    });
    await user.click(details().getByRole('button', { name: 'Change e-mail' }));
    const form = within(screen.getByRole('form', { name: 'Change e-mail address' }));
    await user.type(form.getByLabelText('New e-mail address'), 'taken@example.com');
    await user.type(form.getByLabelText('Current password'), 'wrong');
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    await resolveAll(environment, graph);
    expect(form.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('That is not your current password.')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Send confirmation link' }));
    await resolveAll(environment, graph);
    expect(form.getByLabelText('New e-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(form.getByText('An account with this e-mail already exists.')).toBeTruthy();
  });

  it('changes the password: typed twice, the current one needed, the result says other devices were signed out', async () => {
    const user = userEvent.setup();
    const answers = [
      refused('currentPassword', 'That is not your current password.', 'WRONG_PASSWORD'),
      { viewer: { id: 'User:7' }, userErrors: [] },
    ];
    const recorded = recorder(() => answers.shift()!);
    const { environment, graph } = await renderApp('/account', {
      signedIn: member(),
      mutate: recorded.mutate,
    });
    await user.click(details().getByRole('button', { name: 'Change password' }));
    const form = within(screen.getByRole('form', { name: 'Change password' }));
    const save = form.getByRole('button', { name: 'Save password' });
    await user.type(form.getByLabelText('Current password'), 'wrong one');
    await user.type(form.getByLabelText('New password'), 'a better password');
    await user.type(form.getByLabelText('Confirm new password'), 'a better passwore');
    expect(form.getByText('Please type the same password again.')).toBeTruthy();
    expect(save).toHaveProperty('disabled', true);
    await user.clear(form.getByLabelText('Confirm new password'));
    await user.type(form.getByLabelText('Confirm new password'), 'a better password');
    await user.click(save);
    await resolveAll(environment, graph);
    expect(form.getByText('That is not your current password.')).toBeTruthy();
    await user.clear(form.getByLabelText('Current password'));
    await user.type(form.getByLabelText('Current password'), 'correct horse');
    await user.click(form.getByRole('button', { name: 'Save password' }));
    await resolveAll(environment, graph);
    expect(recorded.calls.map((call) => call.input)).toEqual([
      { currentPassword: 'wrong one', newPassword: 'a better password' },
      { currentPassword: 'correct horse', newPassword: 'a better password' },
    ]);
    expect(
      details().getByText(
        'Your password is changed. Other devices were signed out; this one stays signed in.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
  });
});

describe('The e-mail change link /account/email#token=…', () => {
  const TOKEN = 'e'.repeat(42) + '1';

  it('confirms once and says which address the account now uses', async () => {
    const recorded = recorder(() => ({
      email: 'jane.new@example.com',
      viewer: Object.assign(userFixture({ email: 'jane.new@example.com' }), { pendingEmail: null }),
      userErrors: [],
    }));
    const { session } = await renderApp(`/account/email#token=${TOKEN}`, {
      signedIn: member(),
      mutate: recorded.mutate,
    });
    expect(recorded.calls).toEqual([{ name: 'useConfirmEmailChangeMutation', input: { token: TOKEN } }]);
    const done = screen.getByText(
      'Your e-mail address is now jane.new@example.com. Log in with it from now on.',
    );
    expect(document.activeElement).toBe(done);
    expect(session.getState().user?.email).toBe('jane.new@example.com');
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/account');
  });

  it('an expired or used link says so, without a session too', async () => {
    const message =
      'This e-mail change link has expired or was already used. Please ask for a new one from your account page.';
    const recorded = recorder(() => ({
      email: null,
      viewer: null,
      userErrors: [{ field: null, message, code: 'INVALID_EMAIL_CHANGE_LINK' }],
    }));
    await renderApp(`/account/email#token=${TOKEN}`, { mutate: recorded.mutate });
    const alert = screen.getByText(message);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(document.activeElement).toBe(alert);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });
});
