// The backend's rate limits (HTTP 429, Retry-After, `code: "rate_limited"`) reach the member as
// what they are: every mutation that can be limited answers TOO_MANY_ATTEMPTS with the backend's
// message; a query gets a RATE_LIMITED error with `retryAfterSeconds`; the gateway's own HTTP
// answer carries Retry-After. A backend outage stays UPSTREAM_UNAVAILABLE.
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

const MESSAGE = 'Too many attempts from your address. Please try again in 2 minutes.';
const limited = (path: string, method = 'POST') =>
  backend.script(method, path, {
    status: 429,
    headers: { 'retry-after': '120' },
    body: { status: false, content: MESSAGE, code: 'rate_limited' },
  });

async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${gw.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}

test('a limited promo check is valid: false with the backend’s message (as the form shows any refusal), and the answer has Retry-After', async () => {
  const { token } = backend.accounts.addUser();
  limited('/api/basic/verifyPromo');
  const reply = await post(
    'query ($input: VerifyPromoInput!) { verifyPromo(input: $input) { valid message newAmount { cents } } }',
    { input: { code: 'WELCOME50', packageId: 'streamfit_monthly' } },
    { authorization: token },
  );
  expect(reply.status).toBe(200);
  expect(reply.retryAfter).toBe('120');
  expect(reply.body.errors).toBeUndefined();
  expect(reply.body.data).toEqual({ verifyPromo: { valid: false, message: MESSAGE, newAmount: null } });
  // The caller's token goes along, so the backend can limit per member.
  const promo = backend.requests.find((r) => r.path === '/api/basic/verifyPromo');
  expect(promo?.authorization).toBe(token);
  expect(backend.count('/api/basic/verifyPromo')).toBe(1);
});

test('a limited query (passwordResetLink) is a RATE_LIMITED error with the backend’s message and retryAfterSeconds; the answer has Retry-After', async () => {
  limited('/api/user/reset-password/check');
  const reply = await post('query ($token: String!) { passwordResetLink(token: $token) { valid } }', {
    token: 'A'.repeat(43),
  });
  expect(reply.body.errors?.[0]).toMatchObject({
    message: MESSAGE,
    extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 120 },
  });
  expect(reply.retryAfter).toBe('120');
});

test('an answer without a refused call has no Retry-After, and an outage is still UPSTREAM_UNAVAILABLE', async () => {
  const fine = await post('{ studios(first: 1) { totalCount } }', {});
  expect(fine.retryAfter).toBeNull();
  backend.script('POST', '/api/basic/verifyPromo', { status: 500, body: { status: false, content: 'down' } });
  const down = await post('query ($input: VerifyPromoInput!) { verifyPromo(input: $input) { valid } }', {
    input: { code: 'X', packageId: 'streamfit_monthly' },
  });
  expect(down.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  expect(down.retryAfter).toBeNull();
});

const USER_ERRORS = 'userErrors { field message code }';

test.each([
  [
    'signUp',
    '/api/user/register',
    'mutation ($i: SignUpInput!) { signUp(input: $i) { USER_ERRORS } }',
    { email: 'new@example.com', firstName: 'A', lastName: 'B', password: 'long enough' },
  ],
  [
    'signUpWithGymBenefit',
    '/api/user/register/gympass',
    'mutation ($i: SignUpWithGymBenefitInput!) { signUpWithGymBenefit(input: $i) { USER_ERRORS } }',
    { email: 'new@example.com', firstName: 'A', lastName: 'B', password: 'long enough', token: 'inv' },
  ],
  [
    'logIn',
    '/api/user/login',
    'mutation ($i: LogInInput!) { logIn(input: $i) { USER_ERRORS } }',
    { email: 'm@example.com', password: 'secret' },
  ],
  [
    'requestPasswordReset',
    '/api/user/reset-password',
    'mutation ($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { USER_ERRORS } }',
    { email: 'm@example.com' },
  ],
  [
    'completePasswordReset',
    '/api/user/reset-password/complete',
    'mutation ($i: CompletePasswordResetInput!) { completePasswordReset(input: $i) { USER_ERRORS } }',
    { token: 'A'.repeat(43), password: 'a new secret' },
  ],
  [
    'subscribeToNewsletter',
    '/api/newsletter/subscribe',
    'mutation ($i: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $i) { USER_ERRORS } }',
    { email: 'm@example.com' },
  ],
  [
    'createCardToken',
    '/api/basic/card-tokens',
    'mutation ($i: CreateCardTokenInput!) { createCardToken(input: $i) { USER_ERRORS } }',
    { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
  ],
])(
  '%s: a 429 is TOO_MANY_ATTEMPTS with the backend’s message, and Retry-After',
  async (_name, path, mutation, input) => {
    limited(path);
    const reply = await post(mutation.replace('USER_ERRORS', USER_ERRORS), { i: input });
    expect(reply.body.errors).toBeUndefined();
    expect(Object.values(reply.body.data ?? {})[0]).toEqual({
      userErrors: [{ field: null, code: 'TOO_MANY_ATTEMPTS', message: MESSAGE }],
    });
    expect(reply.retryAfter).toBe('120');
    expect(backend.count(path)).toBe(1);
  },
);

test.each([
  [
    'subscribe',
    '/api/user/subscribe',
    'mutation ($i: SubscribeInput!) { subscribe(input: $i) { USER_ERRORS } }',
    { packageId: 'streamfit_monthly', paymentToken: 'tok_1' },
  ],
  [
    'purchaseDayPass',
    '/api/user/daypass/purchase',
    'mutation ($i: PurchaseDayPassInput!) { purchaseDayPass(input: $i) { USER_ERRORS } }',
    { date: '2040-01-02', paymentToken: 'tok_1' },
  ],
  [
    'updatePaymentCard',
    '/api/user/subscription/update-card',
    'mutation ($i: UpdatePaymentCardInput!) { updatePaymentCard(input: $i) { USER_ERRORS } }',
    { paymentToken: 'tok_1' },
  ],
  [
    'bookLiveClass',
    '/api/liveclass/upcoming',
    'mutation ($i: BookLiveClassInput!) { bookLiveClass(input: $i) { USER_ERRORS } }',
    { liveClassId: 'CLASS' },
  ],
  [
    'createLiveClassPayment',
    '/api/liveclass/upcoming/payment-intent',
    'mutation ($i: CreateLiveClassPaymentInput!) { createLiveClassPayment(input: $i) { USER_ERRORS } }',
    { liveClassId: 'CLASS', amountCents: 1200 },
  ],
  [
    'confirmLiveClassPayment',
    '/api/liveclass/upcoming/CLASS/confirmation',
    'mutation ($i: ConfirmLiveClassPaymentInput!) { confirmLiveClassPayment(input: $i) { USER_ERRORS } }',
    { liveClassId: 'CLASS', amountCents: 1200, paymentIntentId: 'pi_1', paymentToken: 'tok_1' },
  ],
])(
  '%s (a member’s): a 429 is TOO_MANY_ATTEMPTS with the backend’s message, and Retry-After',
  async (_name, path, mutation, input) => {
    const { token } = backend.accounts.addUser();
    const liveClass = backend.live.addClass({ startsInMinutes: 600 });
    const withClass = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replaceAll('CLASS', String(liveClass.id))) as Record<string, unknown>;
    const restPath = path.replace('CLASS', String(liveClass.id));
    limited(restPath);
    const reply = await post(
      mutation.replace('USER_ERRORS', USER_ERRORS),
      { i: withClass(input) },
      { authorization: token },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(Object.values(reply.body.data ?? {})[0]).toEqual({
      userErrors: [{ field: null, code: 'TOO_MANY_ATTEMPTS', message: MESSAGE }],
    });
    expect(reply.retryAfter).toBe('120');
    expect(backend.count(restPath)).toBe(1);
  },
);
