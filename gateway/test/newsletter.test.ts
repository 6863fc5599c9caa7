// Mutation.subscribeToNewsletter against the fake backend, whose POST /api/newsletter/subscribe
// is scripted per test in the shapes of backend/API.md "Newsletter".
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

const PATH = '/api/newsletter/subscribe';
const MUTATION = `
  mutation($input: SubscribeToNewsletterInput!) {
    subscribeToNewsletter(input: $input) { email alreadySubscribed userErrors { field code message } }
  }
`;

let backend: FakeBackend;
let gw: TestGateway;

useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

interface Payload {
  email: string | null;
  alreadySubscribed: boolean | null;
  userErrors: { field: string | null; code: string; message: string }[];
}

async function subscribe(
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Payload> {
  const reply = await gw.query(MUTATION, { input }, headers);
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data?.['subscribeToNewsletter'] as Payload;
}

const lastCalls = () => gw.lastCalls();

describe('subscribeToNewsletter', () => {
  test('a new address: one REST call with the footer as source, the stored address back', async () => {
    backend.script('POST', PATH, {
      status: 201,
      body: { status: true, content: { email: 'maya@example.com', alreadySubscribed: false } },
    });
    const payload = await subscribe({ email: ' Maya@Example.com ' }, { 'x-forwarded-for': '203.0.113.9' });
    expect(payload).toEqual({ email: 'maya@example.com', alreadySubscribed: false, userErrors: [] });
    expect(lastCalls()).toEqual([`POST ${PATH}`]);
    expect(backend.count(PATH, 'POST')).toBe(1);
    // The backend trims and lowercases; the gateway forwards what the member typed, and the caller's address.
    expect(backend.requests[0]?.body).toEqual({ email: ' Maya@Example.com ', source: 'footer' });
    expect(backend.requests[0]?.forwardedFor).toBe('203.0.113.9');
  });

  test('already subscribed (200) is a success with alreadySubscribed: true', async () => {
    backend.script('POST', PATH, {
      status: 200,
      body: { status: true, content: { email: 'maya@example.com', alreadySubscribed: true } },
    });
    expect(await subscribe({ email: 'maya@example.com' })).toEqual({
      email: 'maya@example.com',
      alreadySubscribed: true,
      userErrors: [],
    });
  });

  test('on a white-label site the studio short name is passed on; a blank one means the general site', async () => {
    backend.script('POST', PATH, {
      status: 201,
      body: { status: true, content: { email: 'maya@example.com', alreadySubscribed: false } },
    });
    await subscribe({ email: 'maya@example.com', studioShortName: 'baristudio' });
    await subscribe({ email: 'maya@example.com', studioShortName: '  ' });
    await subscribe({ email: 'maya@example.com', studioShortName: null });
    expect(backend.requests.map((request) => request.body)).toEqual([
      { email: 'maya@example.com', source: 'footer', studioShortName: 'baristudio' },
      { email: 'maya@example.com', source: 'footer' },
      { email: 'maya@example.com', source: 'footer' },
    ]);
  });

  test.each([
    ['', 'Please enter your e-mail address.'],
    ['no-at-sign', 'Please enter a valid e-mail address.'],
    ['me@localhost', 'Please enter a valid e-mail address.'],
    ['two words@example.com', 'Please enter a valid e-mail address.'],
    ['me@@example.com', 'Please enter a valid e-mail address.'],
    [`${'a'.repeat(250)}@example.com`, 'E-mail address must be at most 254 characters.'],
  ])('%j is refused without a REST call', async (email, message) => {
    expect(await subscribe({ email })).toEqual({
      email: null,
      alreadySubscribed: null,
      userErrors: [{ field: 'email', code: 'INVALID_INPUT', message }],
    });
    expect(backend.requests).toHaveLength(0);
    expect(lastCalls()).toEqual([]);
  });

  test('a short name that cannot exist is NOT_FOUND without a REST call', async () => {
    expect((await subscribe({ email: 'maya@example.com', studioShortName: '../admin' })).userErrors).toEqual([
      { field: 'studioShortName', code: 'NOT_FOUND', message: 'There is no studio with that short name.' },
    ]);
    expect(backend.requests).toHaveLength(0);
  });

  test("the backend's 400 is INVALID_INPUT on the email field, in the member's words", async () => {
    backend.script('POST', PATH, {
      status: 400,
      body: { status: false, content: 'email: must be a valid e-mail address' },
    });
    expect(await subscribe({ email: 'maya@example.c-' })).toEqual({
      email: null,
      alreadySubscribed: null,
      userErrors: [
        { field: 'email', code: 'INVALID_INPUT', message: 'Please enter a valid e-mail address.' },
      ],
    });
    expect(backend.count(PATH)).toBe(1);
  });

  test("the backend's 404 (unknown studio) is NOT_FOUND with its message", async () => {
    backend.script('POST', PATH, {
      status: 404,
      body: { status: false, content: "No studio with short name 'nosuchstudio'." },
    });
    expect(
      (await subscribe({ email: 'maya@example.com', studioShortName: 'nosuchstudio' })).userErrors,
    ).toEqual([
      { field: 'studioShortName', code: 'NOT_FOUND', message: "No studio with short name 'nosuchstudio'." },
    ]);
  });

  test("the backend's 429 is TOO_MANY_ATTEMPTS with its message, and is not retried", async () => {
    const message = 'Too many newsletter sign-ups. Please try again in 60 minutes.';
    backend.script('POST', PATH, { status: 429, body: { status: false, content: message } });
    expect((await subscribe({ email: 'maya@example.com' })).userErrors).toEqual([
      { field: null, code: 'TOO_MANY_ATTEMPTS', message },
    ]);
    expect(backend.count(PATH)).toBe(1);
  });

  test('a 5xx stays a GraphQL error, after exactly one call (a POST is never retried)', async () => {
    backend.script('POST', PATH, {
      status: 500,
      body: { status: false, content: 'Internal server error. Please try again later.' },
    });
    const reply = await gw.query(MUTATION, { input: { email: 'maya@example.com' } });
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_ERROR');
    expect(backend.count(PATH)).toBe(1);
  });

  test('the backend down is a GraphQL error, not a userError', async () => {
    await backend.stop();
    try {
      const reply = await gw.query(MUTATION, { input: { email: 'maya@example.com' } });
      expect(reply.body.data).toBeNull();
      expect(reply.body.errors?.[0]?.extensions?.['code']).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await backend.start();
    }
  });
});
