import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authFailure, authPayload, studioFixture, subscriberFixture, userFixture } from '../../test/fixtures';
import { answeredOperations, renderApp, resolveAll } from '../../test/renderApp';

const INVITE = '/signup/gympass?firstname=jANE&lastname=doe&email=jane%40gym.example&token=abc.def';
/** The link still works (the invitation check answers VALID). */
const VALID_INVITATION = () => ({ GymBenefitInvitation: () => ({ status: 'VALID', expiresAt: null }) });

describe('Gym-benefit sign-up', () => {
  it.each(['firstname', 'lastname', 'email', 'token'])('goes to / without %s', async (missing) => {
    const url = new URL(INVITE, 'http://localhost');
    url.searchParams.delete(missing);
    const { router } = await renderApp(url.pathname + url.search);
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in member to /account', async () => {
    const { router } = await renderApp(INVITE, { signedIn: userFixture() });
    expect(router.state.location.pathname).toBe('/account');
  });

  it.each([
    [
      'EXPIRED',
      '2026-11-01T12:00:00.000Z',
      'This invitation has expired',
      'Your gym-benefit link expired on November 1, 2026. Ask your gym benefit provider to send you a new one.',
    ],
    [
      'USED',
      null,
      'This invitation was already used',
      'An account was already created with this link. Log in with its e-mail address and password, or reset the password if you have forgotten it.',
    ],
    [
      'OTHER_EMAIL',
      null,
      'This invitation is for another address',
      'The link was made for a different e-mail address than the one it shows. Open it again from the e-mail your gym benefit provider sent you.',
    ],
    [
      'INVALID',
      null,
      'This invitation link does not work',
      'The link may have been cut short or mistyped. Open it again from the e-mail your gym benefit provider sent you, or ask them for a new one.',
    ],
  ])(
    'a link that is %s says so instead of asking for a password',
    async (status, expiresAt, heading, text) => {
      const asked: Array<Record<string, unknown>> = [];
      await renderApp(INVITE, {
        resolvers: (operation) => {
          if (operation.request.node.params.name === 'GymBenefitPageQuery')
            asked.push(operation.request.variables);
          return { GymBenefitInvitation: () => ({ status, expiresAt }) };
        },
      });
      expect(asked).toEqual([{ email: 'jane@gym.example', token: 'abc.def' }]);
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByLabelText('Create Password')).toBeNull();
      const main = within(screen.getByRole('main'));
      if (status === 'USED') {
        expect(main.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
        expect(main.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
          '/forgot-password',
        );
      } else {
        expect(main.getByRole('link', { name: 'Login here!' }).getAttribute('href')).toBe('/login');
      }
    },
  );

  it('shows the e-mail and capitalised name read-only, and the links', async () => {
    await renderApp(INVITE, { resolvers: VALID_INVITATION });
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(email.value).toBe('jane@gym.example');
    expect(name.value).toBe('Jane Doe');
    expect(email.readOnly).toBe(true);
    expect(name.readOnly).toBe(true);
    expect(screen.getByLabelText('Create Password')).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Login here!' }).getAttribute('href')).toBe('/login');
    expect(main.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(main.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacypolicy');
  });

  it('needs matching passwords, then signs up with the split name and token', async () => {
    const user = userEvent.setup();
    const inputs: Array<Record<string, unknown>> = [];
    const { environment, graph, router } = await renderApp(INVITE, {
      resolvers: VALID_INVITATION,
      mutate: (_name, input) => {
        inputs.push(input);
        return authPayload(subscriberFixture({ accessType: 'GYM_BENEFIT' }));
      },
    });
    const submit = screen.getByRole('button', { name: 'SIGN UP' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Create Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret12');
    expect(screen.getByText('Please type the same password again.')).toBeTruthy();
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Confirm Password'), '3');
    await user.click(submit);
    await resolveAll(environment, graph);
    expect(inputs).toEqual([
      {
        email: 'jane@gym.example',
        firstName: 'Jane',
        lastName: 'Doe',
        password: 'secret123',
        token: 'abc.def',
      },
    ]);
    expect(router.state.location.pathname).toBe('/newplatform/dashboard');
  });

  it("shows the server's message for an invalid invitation", async () => {
    const user = userEvent.setup();
    const { environment, graph } = await renderApp(INVITE, {
      resolvers: VALID_INVITATION,
      mutate: () => authFailure('This gym-benefit invitation is not valid.', 'INVALID_INVITATION'),
    });
    await user.type(screen.getByLabelText('Create Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'SIGN UP' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('This gym-benefit invitation is not valid.');
  });
});

describe('Reset password', () => {
  async function reset(answer: Record<string, unknown> | Error) {
    const user = userEvent.setup();
    const view = await renderApp('/forgot-password', { mutate: () => answer });
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));
    await resolveAll(view.environment, view.graph);
  }

  it('tells an unknown e-mail that the user does not exist', async () => {
    await reset({
      message: null,
      userErrors: [{ field: 'email', message: 'This user does not exist', code: 'NOT_FOUND' }],
    });
    expect(screen.getByRole('alert').textContent).toBe('This user does not exist');
  });

  it('confirms a successful reset', async () => {
    const message = 'Password reset successful! Please check your email to get your new password and login!';
    await reset({ message, userErrors: [] });
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('status').textContent).toBe(message);
    expect(main.queryByRole('alert')).toBeNull();
  });

  it('shows any other error message', async () => {
    await reset({
      message: null,
      userErrors: [
        { field: 'email', message: 'userInfo.email: must be a valid e-mail address', code: 'INVALID_INPUT' },
      ],
    });
    expect(screen.getByRole('alert').textContent).toBe('userInfo.email: must be a valid e-mail address');
  });

  it('shows the generic error when the gateway is unreachable', async () => {
    await reset(new TypeError('Failed to fetch'));
    expect(screen.getByRole('alert').textContent).toBe('Unknown error. Please try later.');
  });
});

describe('Promo landing pages', () => {
  it('shows the free-trial form and only same-site /media/ images', async () => {
    const user = userEvent.setup();
    const { environment, graph, router } = await renderApp(
      '/specials/summer?code=SUMMER&promoImage=%2Fmedia%2Fpromo%2Fa.svg&promoImage2=https%3A%2F%2Fevil.example%2Fx.png&promoImage3=%2F%2Fevil.example%2Fy.png&promoImage4=%2Fmedia%2F..%2Fsecret',
      { mutate: () => authPayload(userFixture()) },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Start with a free trial' })).toBeTruthy();
    const gallery = screen.getByRole('list', { name: 'Offer images' });
    expect(
      within(gallery)
        .getAllByRole('presentation')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/media/promo/a.svg']);
    for (const label of ['Email', 'First Name', 'Last Name', 'Password', 'Confirm Password']) {
      await user.type(screen.getByLabelText(label), label === 'Email' ? 'jane@example.com' : 'abcdefgh');
    }
    await user.click(screen.getByRole('button', { name: "LET'S WORK OUT!" }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toHaveProperty('disabled', true);
    await resolveAll(environment, graph);
    expect(router.state.location.pathname + router.state.location.search).toBe('/payment?code=SUMMER');
  });

  it('shows the reel variant with the studio logo, the benefits and the form', async () => {
    const studio = studioFixture({ slug: 'bkpilates', name: 'BK Pilates' });
    await renderApp('/newspecials/bkpilates', { studios: [studio] });
    expect(screen.getByRole('img', { name: /video reel/i })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'BK Pilates' }).closest('a')!.getAttribute('href')).toBe(
      '/studios/bkpilates',
    );
    expect(screen.getByRole('link', { name: 'ALL STUDIOS' }).getAttribute('href')).toBe('/studios');
    expect(screen.getByText('Exclusive access to top boutique studios')).toBeTruthy();
    expect(screen.getByText('Personalized programming with calendar integration')).toBeTruthy();
    expect(screen.getByText('Real-time performance tracking')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'SIGN UP NOW' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "LET'S WORK OUT!" })).toHaveProperty('disabled', true);
  });

  it("shows StreamFit's logo linking to /studios when the promo names no studio", async () => {
    await renderApp('/newspecials/summer', { studios: [] });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('img', { name: 'StreamFit' }).closest('a')!.getAttribute('href')).toBe(
      '/studios',
    );
  });
});

describe('Contact page', () => {
  it('tells the visitor where to send feedback', async () => {
    await renderApp('/contact');
    expect(screen.getByRole('heading', { name: 'Contact Us' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'support@streamfit.example' }).getAttribute('href')).toBe(
      'mailto:support@streamfit.example',
    );
    expect(document.title).toBe('Contact | StreamFit');
  });
});

describe('Choosing a new password from the e-mailed link', () => {
  const TOKEN = 'a'.repeat(21) + '_-' + 'B9'.repeat(10);
  const link = (valid: boolean) => () => ({
    PasswordResetLink: () => ({ valid, email: valid ? 'jane@example.com' : null }),
  });

  async function open(
    valid: boolean,
    mutate?: (name: string, input: Record<string, unknown>) => Record<string, unknown>,
  ) {
    const inputs: Array<Record<string, unknown>> = [];
    const view = await renderApp(`/forgot-password#token=${TOKEN}`, {
      resolvers: link(valid),
      mutate: (name, input) => {
        inputs.push(input);
        return mutate ? mutate(name, input) : authPayload(userFixture());
      },
    });
    await resolveAll(view.environment, view.graph);
    return { ...view, inputs };
  }

  it('asks for the new password twice, for the account the link belongs to, and signs the member in', async () => {
    const user = userEvent.setup();
    const { environment, graph, router, inputs } = await open(true);
    expect(screen.getByRole('heading', { name: 'Choose a New Password' })).toBeTruthy();
    expect(screen.getByText('jane@example.com')).toBeTruthy();
    expect(document.title).toBe('Choose a New Password | StreamFit');
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-passwort');
    expect(screen.getByText('Please type the same password again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'SET NEW PASSWORD' })).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'SET NEW PASSWORD' }));
    await resolveAll(environment, graph);
    expect(inputs).toEqual([{ token: TOKEN, password: 'a-new-password' }]);
    expect(window.localStorage.getItem('streamfit.authToken')).not.toBeNull();
    // Signed in, and the spent token is gone from the address.
    expect(router.state.location.pathname).toBe('/account');
    expect(router.state.location.hash).toBe('');
  });

  it('says when the link has expired or was used, and offers to send a new one', async () => {
    await open(false);
    expect(screen.getByRole('alert').textContent).toBe(
      'This password reset link has expired or was already used. Please request a new one.',
    );
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'RESET PASSWORD' })).toBeTruthy();
  });

  it('falls back to the request form when the link was used in the meantime', async () => {
    const user = userEvent.setup();
    const message = 'This password reset link has expired or was already used. Please request a new one.';
    const { environment, graph } = await open(true, () => authFailure(message, 'INVALID_RESET_LINK'));
    await user.type(screen.getByLabelText('New password'), 'a-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'SET NEW PASSWORD' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.getByRole('button', { name: 'RESET PASSWORD' })).toBeTruthy();
    expect(window.localStorage.getItem('streamfit.authToken')).toBeNull();
  });

  it("shows the server's message for a password it refuses, and stays on the form", async () => {
    const user = userEvent.setup();
    const { environment, graph } = await open(true, () =>
      authFailure('password: must NOT have more than 200 characters', 'INVALID_INPUT', 'password'),
    );
    await user.type(screen.getByLabelText('New password'), 'long-enough');
    await user.type(screen.getByLabelText('Confirm new password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'SET NEW PASSWORD' }));
    await resolveAll(environment, graph);
    expect(screen.getByRole('alert').textContent).toBe('password: must NOT have more than 200 characters');
    expect(screen.getByRole('heading', { name: 'Choose a New Password' })).toBeTruthy();
  });

  it('ignores a fragment that is not a reset token', async () => {
    const view = await renderApp('/forgot-password#token=not-a-token');
    await resolveAll(view.environment, view.graph);
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    expect(answeredOperations(view.environment)).not.toContain('ChooseNewPasswordQuery');
  });
});
