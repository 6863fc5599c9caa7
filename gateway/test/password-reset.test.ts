// Password reset by link: `passwordResetLink(token)` says whether the e-mail's link still works,
// `completePasswordReset` sets the new password with it and signs the member in. Each is one REST
// call; a token that cannot be one (not 43 base64url characters) costs none.
import { RESET_LINK_UNUSABLE } from './support/fake-accounts.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const CHECK = '/api/user/reset-password/check';
const COMPLETE = '/api/user/reset-password/complete';
const LINK_QUERY = 'query ($token: String!) { passwordResetLink(token: $token) { valid email expiresAt } }';
const COMPLETE_MUTATION = `mutation ($input: CompletePasswordResetInput!) {
  completePasswordReset(input: $input) { authToken viewer { email firstName } userErrors { field message code } }
}`;
const BAD_SHAPES = [
  '',
  'short',
  'x'.repeat(42),
  'x'.repeat(44),
  `${'x'.repeat(42)}/`,
  `${'x'.repeat(42)}=`,
  ' '.repeat(43),
  `${'x'.repeat(41)}..`,
];

describe('passwordResetLink', () => {
  test('a usable link: valid, with the account’s e-mail and when it stops working (one REST call)', async () => {
    const { user } = backend.accounts.addUser({ email: 'maya@example.com' });
    const token = backend.accounts.addResetLink(user.id, '2030-05-01T10:00:00.000Z');
    const reply = await gw.query(LINK_QUERY, { token });
    expect(reply.body).toEqual({
      data: {
        passwordResetLink: { valid: true, email: 'maya@example.com', expiresAt: '2030-05-01T10:00:00.000Z' },
      },
    });
    expect(backend.count(CHECK, 'POST')).toBe(1);
    expect(backend.requests.find((r) => r.path === CHECK)?.body).toEqual({ token });
  });

  test('an expired or used link (the backend’s 400) is valid: false, without an error', async () => {
    const reply = await gw.query(LINK_QUERY, { token: 'A'.repeat(43) });
    expect(reply.body).toEqual({
      data: { passwordResetLink: { valid: false, email: null, expiresAt: null } },
    });
    expect(backend.count(CHECK)).toBe(1);
  });

  test.each(BAD_SHAPES)(
    'a token of the wrong shape (%j) is valid: false without a REST call',
    async (token) => {
      const reply = await gw.query(LINK_QUERY, { token });
      expect(reply.body).toEqual({
        data: { passwordResetLink: { valid: false, email: null, expiresAt: null } },
      });
      expect(backend.requests).toEqual([]);
    },
  );

  test('null with an error only when the backend cannot be reached', async () => {
    await backend.stop();
    try {
      const reply = await gw.query(LINK_QUERY, { token: 'A'.repeat(43) });
      expect(reply.body.data).toEqual({ passwordResetLink: null });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await backend.start();
    }
  });
});

describe('completePasswordReset', () => {
  test('sets the password, signs the member in, and the payload’s viewer costs no further call', async () => {
    const { user, token: oldSession } = backend.accounts.addUser({ email: 'maya@example.com' });
    const token = backend.accounts.addResetLink(user.id);
    const reply = await gw.query(COMPLETE_MUTATION, { input: { token, password: 'a brand new secret' } });
    const payload = (reply.body.data as { completePasswordReset: { authToken: string } })
      .completePasswordReset;
    expect(payload).toEqual({
      authToken: expect.any(String),
      viewer: { email: 'maya@example.com', firstName: 'Maya' },
      userErrors: [],
    });
    expect(backend.count(COMPLETE, 'POST')).toBe(1);
    expect(backend.count('/api/user/me')).toBe(0);
    expect(backend.requests.find((r) => r.path === COMPLETE)?.body).toEqual({
      token,
      password: 'a brand new secret',
    });
    // The new token works; the old session is over.
    expect(
      (await gw.query('{ viewer { email } }', undefined, { authorization: payload.authToken })).body.data,
    ).toEqual({ viewer: { email: 'maya@example.com' } });
    expect(
      (await gw.query('{ viewer { email } }', undefined, { authorization: oldSession })).body.data,
    ).toEqual({ viewer: null });
  });

  test('an unusable link is INVALID_RESET_LINK with the backend’s message', async () => {
    const reply = await gw.query(COMPLETE_MUTATION, {
      input: { token: 'B'.repeat(43), password: 'a brand new secret' },
    });
    expect(reply.body.data).toEqual({
      completePasswordReset: {
        authToken: null,
        viewer: null,
        userErrors: [{ field: null, code: 'INVALID_RESET_LINK', message: RESET_LINK_UNUSABLE }],
      },
    });
    expect(backend.count(COMPLETE)).toBe(1);
  });

  test('a password the backend refuses is INVALID_INPUT on password', async () => {
    const { user } = backend.accounts.addUser();
    const token = backend.accounts.addResetLink(user.id);
    const reply = await gw.query(COMPLETE_MUTATION, { input: { token, password: 'short' } });
    expect(reply.body.data).toEqual({
      completePasswordReset: {
        authToken: null,
        viewer: null,
        userErrors: [
          { field: 'password', code: 'INVALID_INPUT', message: 'Password must be at least 8 characters.' },
        ],
      },
    });
    expect(backend.count(COMPLETE)).toBe(1);
  });

  test('too many attempts (429) is TOO_MANY_ATTEMPTS with the backend’s words', async () => {
    const message = 'Too many password reset attempts. Please try again in 15 minutes.';
    backend.script('POST', COMPLETE, {
      status: 429,
      body: { status: false, content: message, code: 'rate_limited' },
    });
    const reply = await gw.query(COMPLETE_MUTATION, {
      input: { token: 'C'.repeat(43), password: 'a brand new secret' },
    });
    expect(reply.body.data).toEqual({
      completePasswordReset: {
        authToken: null,
        viewer: null,
        userErrors: [{ field: null, code: 'TOO_MANY_ATTEMPTS', message }],
      },
    });
    expect(backend.count(COMPLETE)).toBe(1);
  });

  test.each(BAD_SHAPES)(
    'a token of the wrong shape (%j) is INVALID_RESET_LINK without a REST call',
    async (token) => {
      const reply = await gw.query(COMPLETE_MUTATION, { input: { token, password: 'a brand new secret' } });
      expect(reply.body.data).toEqual({
        completePasswordReset: {
          authToken: null,
          viewer: null,
          userErrors: [{ field: null, code: 'INVALID_RESET_LINK', message: RESET_LINK_UNUSABLE }],
        },
      });
      expect(backend.requests).toEqual([]);
    },
  );

  test('a password over 1024 bytes is refused without a REST call', async () => {
    const reply = await gw.query(COMPLETE_MUTATION, {
      input: { token: 'D'.repeat(43), password: 'p'.repeat(1025) },
    });
    expect(reply.body.data).toEqual({
      completePasswordReset: {
        authToken: null,
        viewer: null,
        userErrors: [
          { field: 'password', code: 'INVALID_INPUT', message: 'Password must be at most 1024 characters.' },
        ],
      },
    });
    expect(backend.requests).toEqual([]);
  });
});
