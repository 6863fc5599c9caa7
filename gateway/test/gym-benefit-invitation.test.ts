// gymBenefitInvitation(email, token): whether a gym-benefit link still works, and if not why.
// One REST call, public; a token or address too long to be the partner's costs none.
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const CHECK = '/api/user/register/gympass/check';
const QUERY = `query ($email: String!, $token: String!) {
  gymBenefitInvitation(email: $email, token: $token) { status expiresAt }
}`;

test.each([
  ['valid', 'VALID', '2030-01-01T00:00:00.000Z'],
  ['expired', 'EXPIRED', '2026-01-01T00:00:00.000Z'],
  ['used', 'USED', null],
  ['other_email', 'OTHER_EMAIL', null],
  ['invalid', 'INVALID', null],
])(
  "the backend's %s is %s, from one call that carries the link's address and token",
  async (status, expected, expiresAt) => {
    backend.script('POST', CHECK, { status: 200, body: { status: true, content: { status, expiresAt } } });
    const reply = await gw.query(QUERY, { email: 'gym@example.com', token: 'abc.def' });
    expect(reply.body).toEqual({ data: { gymBenefitInvitation: { status: expected, expiresAt } } });
    expect(backend.count(CHECK, 'POST')).toBe(1);
    expect(backend.requests.find((request) => request.path === CHECK)?.body).toEqual({
      email: 'gym@example.com',
      token: 'abc.def',
    });
  },
);

test.each([
  ['an empty token', { email: 'gym@example.com', token: ' ' }],
  ['a token too long', { email: 'gym@example.com', token: 'x'.repeat(2049) }],
  ['an empty address', { email: '', token: 'abc.def' }],
  ['an address too long', { email: `${'a'.repeat(320)}@example.com`, token: 'abc.def' }],
])('%s is INVALID without a REST call', async (_name, variables) => {
  const reply = await gw.query(QUERY, variables);
  expect(reply.body).toEqual({ data: { gymBenefitInvitation: { status: 'INVALID', expiresAt: null } } });
  expect(backend.requests).toEqual([]);
});

test('an answer the gateway cannot read, or an outage, is an error, never a made-up status', async () => {
  backend.script('POST', CHECK, { status: 200, body: { status: true, content: { status: 'maybe' } } });
  const odd = await gw.query(QUERY, { email: 'gym@example.com', token: 'abc.def' });
  expect(odd.body.data).toBeNull();
  expect(odd.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');

  backend.script('POST', CHECK, { status: 503, body: { status: false, content: 'down' } });
  const down = await gw.query(QUERY, { email: 'gym@example.com', token: 'abc.def' });
  expect(down.body.data).toBeNull();
  expect(down.body.errors?.[0]?.extensions?.code).toMatch(/^UPSTREAM_/);
});
