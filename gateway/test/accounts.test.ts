// Accounts through the graph: the viewer from the caller's token (and its REST cost), the
// subscription-status rule per site, node(id) limited to the viewer, and every mutation's success
// and userErrors mapping against the fake backend's /api/user routes (backend/API.md).
import { errorForLog } from '../src/errors/index.js';
import {
  EMAIL_TAKEN,
  INVALID_INVITATION,
  RESET_DONE,
  SESSION_ENDED,
  WRONG_CREDENTIALS,
} from './support/fake-accounts.js';
import type { FakeBackend } from './support/fake-backend.js';
import { startGateway, startStack, type GraphQLReply, type TestGateway } from './support/harness.js';

const ME = '/api/user/me';
const SUBSCRIPTION = '/api/user/subscription';
const WEB_STUDIOS = '/api/basic/webStudiosInfo';
const GENERAL_HOST = 'localhost:4000';
const BARI_HOST = 'www.baristudio.tv';
const PASSWORD = 'correct horse battery';

const userId = (id: number) => Buffer.from(`User:${id}`).toString('base64');

let backend: FakeBackend;
let gw: TestGateway;
/** Everything the gateway logged, to prove no password or token reaches a log. */
const logged: unknown[][] = [];
const capturingLogger = {
  info: (...args: unknown[]) => void logged.push(args),
  warn: (...args: unknown[]) => void logged.push(args),
  error: (...args: unknown[]) => void logged.push(args),
};

beforeAll(async () => {
  ({ backend, gw } = await startStack({ logger: capturingLogger }));
});
afterAll(async () => {
  await gw.close();
  await backend.stop();
});
beforeEach(() => backend.reset());

const lastCalls = () => gw.operations.at(-1) ?? [];

const VIEWER = `
  query Viewer($host: String!) {
    viewer {
      id databaseId email firstName lastName accountType accessType userType isCustomer birthday
      studio { name }
      membership { active packageId isClassOnly studio { name } }
      isSubscriber(host: $host)
    }
  }
`;

function viewerAs(authorization: string | undefined, host = GENERAL_HOST): Promise<GraphQLReply> {
  return gw.query(VIEWER, { host }, authorization === undefined ? {} : { authorization });
}

async function isSubscriber(token: string, host: string): Promise<boolean> {
  const reply = await gw.query(
    'query($host: String!) { viewer { isSubscriber(host: $host) } }',
    { host },
    { authorization: token },
  );
  expect(reply.body.errors).toBeUndefined();
  return (reply.body.data?.viewer as { isSubscriber: boolean }).isSubscriber;
}

describe('Query.viewer', () => {
  test('is null, without an error, when the backend says the token is no good (401)', async () => {
    for (const token of ['not-a-token', 'Bearer tok-999-1']) {
      const reply = await viewerAs(token);
      expect(reply.body).toEqual({ data: { viewer: null } });
    }
    // A 401 is an answer, not a failure: it is not retried.
    expect(backend.count(ME)).toBe(2);
  });

  test('is null after logout revoked the token', async () => {
    const { token } = backend.accounts.addUser();
    await gw.query('mutation { logOut(input: {}) { loggedOut } }', undefined, { authorization: token });
    expect((await viewerAs(token)).body).toEqual({ data: { viewer: null } });
  });

  test('is an UPSTREAM_UNAVAILABLE error when the backend is down', async () => {
    const dead = await startGateway(backend, { backendUrl: 'http://127.0.0.1:1', restRetryDelaysMs: [] });
    try {
      const reply = await dead.query('{ viewer { email } }', undefined, { authorization: 'tok-1-1' });
      expect(reply.body.data).toEqual({ viewer: null });
      expect(reply.body.errors).toEqual([
        expect.objectContaining({
          path: ['viewer'],
          extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }),
        }),
      ]);
    } finally {
      await dead.close();
    }
  });

  test('is an UPSTREAM_ERROR error when the backend fails (5xx), after the read retries', async () => {
    const { token } = backend.accounts.addUser();
    backend.script('GET', ME, { status: 500, body: { status: false, content: 'Database unavailable.' } });
    const reply = await viewerAs(token);
    expect(reply.body.data).toEqual({ viewer: null });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(reply.body.errors?.[0]?.message).not.toContain('Database');
    expect(backend.count(ME)).toBe(3);
  });

  test('has every field, the membership from the user payload and the studios from the studio list', async () => {
    const { user, token } = backend.accounts.addUser({
      email: 'ana@bari.example',
      firstName: 'Ana',
      lastName: 'Ruiz',
      studioId: 2,
      accountType: 'studio',
      isCustomer: true,
      birthday: '1990-04-01',
      subscription: { active: true, packageId: 'baristudio_monthly', isClassOnly: false, studioId: 2 },
    });
    const reply = await viewerAs(token, BARI_HOST);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.viewer).toEqual({
      id: userId(user.id),
      databaseId: user.id,
      email: 'ana@bari.example',
      firstName: 'Ana',
      lastName: 'Ruiz',
      accountType: 'STUDIO',
      accessType: 'STANDARD',
      userType: 'MEMBER',
      isCustomer: true,
      birthday: '1990-04-01',
      studio: { name: 'Bari Studio' },
      membership: {
        active: true,
        packageId: 'baristudio_monthly',
        isClassOnly: false,
        studio: { name: 'Bari Studio' },
      },
      isSubscriber: true,
    });
    // One studio list serves User.studio and Membership.studio.
    expect(backend.count(WEB_STUDIOS)).toBe(1);
  });

  test('a general member has no studio, and GYM_BENEFIT / INTERNAL map from the backend values', async () => {
    const { token } = backend.accounts.addUser({ accessType: 'gympass', userType: 'internal' });
    const reply = await gw.query(
      '{ viewer { studio { name } accountType accessType userType birthday } }',
      undefined,
      { authorization: token },
    );
    expect(reply.body).toEqual({
      data: {
        viewer: {
          studio: null,
          accountType: 'GENERAL',
          accessType: 'GYM_BENEFIT',
          userType: 'INTERNAL',
          birthday: null,
        },
      },
    });
  });

  test('the whole viewer query with studio and isSubscriber is 1 /api/user/me + 1 studio list call', async () => {
    const { token } = backend.accounts.addUser({
      studioId: 2,
      isCustomer: true,
      subscription: { active: true, packageId: 'baristudio_monthly', isClassOnly: false, studioId: 2 },
    });
    const reply = await gw.query(
      `query($host: String!) {
        viewer { id email studio { name } membership { active studio { name } } isSubscriber(host: $host) general: isSubscriber(host: "localhost") }
        again: viewer { email }
        site(host: $host) { mode }
        studios(first: 3) { totalCount }
      }`,
      { host: BARI_HOST },
      { authorization: token },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(backend.count(ME)).toBe(1);
    expect(backend.count(WEB_STUDIOS)).toBe(1);
    expect(backend.requests).toHaveLength(2);
    expect(
      lastCalls()
        .map((call) => call.path)
        .sort(),
    ).toEqual([WEB_STUDIOS, ME].sort());
  });

  test('a user payload without subscription costs one GET /api/user/subscription', async () => {
    const { token } = backend.accounts.addUser({
      subscription: { active: true, packageId: 'streamfit_yearly', isClassOnly: false },
    });
    backend.accounts.omitSubscription = true;
    const reply = await gw.query(
      '{ viewer { membership { active packageId } isSubscriber(host: "localhost") } }',
      undefined,
      { authorization: token },
    );
    expect(reply.body).toEqual({
      data: { viewer: { membership: { active: true, packageId: 'streamfit_yearly' }, isSubscriber: true } },
    });
    expect(backend.count(SUBSCRIPTION)).toBe(1);
    expect(backend.count(ME)).toBe(1);
  });

  test('forwards the Authorization header as sent: raw token and Bearer', async () => {
    const { token } = backend.accounts.addUser();
    for (const authorization of [token, `Bearer ${token}`]) {
      const reply = await gw.query('{ viewer { databaseId } }', undefined, { authorization });
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data?.viewer).not.toBeNull();
      expect(backend.requests.at(-1)).toEqual(expect.objectContaining({ path: ME, authorization }));
    }
  });
});

describe('User.isSubscriber(host)', () => {
  test('general site: an active membership counts; inactive or class-only does not', async () => {
    const active = backend.accounts.addUser({
      subscription: { active: true, packageId: 'streamfit_monthly', isClassOnly: false },
    });
    const inactive = backend.accounts.addUser({
      subscription: { active: false, packageId: 'streamfit_monthly', isClassOnly: false },
    });
    const classOnly = backend.accounts.addUser({
      subscription: { active: true, packageId: 'jetsweat_class', isClassOnly: true },
    });
    expect(await isSubscriber(active.token, GENERAL_HOST)).toBe(true);
    expect(await isSubscriber(active.token, 'www.streamfit.example')).toBe(true);
    expect(await isSubscriber(inactive.token, GENERAL_HOST)).toBe(false);
    expect(await isSubscriber(classOnly.token, GENERAL_HOST)).toBe(false);
  });

  test("white-label site: a customer whose membership that studio sold, or an internal user; not another studio's customer nor a non-customer", async () => {
    const activeGeneral = {
      subscription: { active: true, packageId: 'streamfit_monthly', isClassOnly: false, studioId: null },
    };
    const soldBy = (studioId: number) => ({
      subscription: { active: true, packageId: `studio${studioId}_monthly`, isClassOnly: false, studioId },
    });
    const customer = backend.accounts.addUser({
      studioId: 2,
      accountType: 'studio',
      isCustomer: true,
      ...soldBy(2),
    });
    const otherStudioCustomer = backend.accounts.addUser({
      studioId: 3,
      accountType: 'studio',
      isCustomer: true,
      ...soldBy(3),
    });
    const internal = backend.accounts.addUser({ userType: 'internal' });
    const nonCustomer = backend.accounts.addUser({
      studioId: 2,
      accountType: 'studio',
      isCustomer: false,
      ...activeGeneral,
    });
    const generalSubscriber = backend.accounts.addUser(activeGeneral);
    // The membership's studio decides, not the studio the account signed up on.
    const generalAccountBoughtOnBari = backend.accounts.addUser({ isCustomer: true, ...soldBy(2) });
    const bariAccountBoughtOnCoreLab = backend.accounts.addUser({
      studioId: 2,
      accountType: 'studio',
      isCustomer: true,
      ...soldBy(3),
    });

    expect(await isSubscriber(customer.token, BARI_HOST)).toBe(true);
    expect(await isSubscriber(customer.token, 'baristudio.localhost:4000')).toBe(true);
    expect(await isSubscriber(otherStudioCustomer.token, BARI_HOST)).toBe(false);
    expect(await isSubscriber(otherStudioCustomer.token, 'corelab.fit')).toBe(true);
    expect(await isSubscriber(internal.token, BARI_HOST)).toBe(true);
    expect(await isSubscriber(nonCustomer.token, BARI_HOST)).toBe(false);
    expect(await isSubscriber(generalSubscriber.token, BARI_HOST)).toBe(false);
    expect(await isSubscriber(generalAccountBoughtOnBari.token, BARI_HOST)).toBe(true);
    expect(await isSubscriber(bariAccountBoughtOnCoreLab.token, BARI_HOST)).toBe(false);
    expect(await isSubscriber(bariAccountBoughtOnCoreLab.token, 'corelab.fit')).toBe(true);
    // The general site keeps its rule (an active membership), whichever checkout sold it.
    expect(await isSubscriber(customer.token, GENERAL_HOST)).toBe(true);
    // A studio account that bought nothing is not subscribed anywhere.
    const studioAccountOnly = backend.accounts.addUser({
      studioId: 2,
      accountType: 'studio',
      isCustomer: false,
    });
    expect(await isSubscriber(studioAccountOnly.token, GENERAL_HOST)).toBe(false);
    expect(await isSubscriber(studioAccountOnly.token, BARI_HOST)).toBe(false);
    // Neither the rule nor the membership costs more than the one /api/user/me per request.
    expect(backend.count(SUBSCRIPTION)).toBe(0);
  });

  test('WHITELABEL_STUDIO forces the studio rule for every host, as site(host:) does', async () => {
    const forced = await startGateway(backend, { whitelabelStudio: 'BARISTUDIO' });
    try {
      const { token } = backend.accounts.addUser({
        studioId: 2,
        isCustomer: true,
        subscription: { active: true, packageId: 'baristudio_monthly', isClassOnly: false, studioId: 2 },
      });
      const reply = await forced.query(
        '{ viewer { isSubscriber(host: "localhost:4000") } site(host: "localhost:4000") { mode } }',
        undefined,
        {
          authorization: token,
        },
      );
      expect(reply.body).toEqual({ data: { viewer: { isSubscriber: true }, site: { mode: 'WHITE_LABEL' } } });
    } finally {
      await forced.close();
    }
  });
});

describe('node(id) of a User', () => {
  test("refetches the viewer's own account from the same /api/user/me call", async () => {
    const { user, token } = backend.accounts.addUser({ email: 'me@example.com' });
    const reply = await gw.query(
      `{ node(id: "${userId(user.id)}") { id ... on User { email } } nodes(ids: ["${userId(user.id)}"]) { id } viewer { id } }`,
      undefined,
      { authorization: token },
    );
    expect(reply.body).toEqual({
      data: {
        node: { id: userId(user.id), email: 'me@example.com' },
        nodes: [{ id: userId(user.id) }],
        viewer: { id: userId(user.id) },
      },
    });
    expect(backend.count(ME)).toBe(1);
  });

  test("another member's id is null, without an error; so is any User id without a token", async () => {
    const me = backend.accounts.addUser();
    const other = backend.accounts.addUser({ email: 'other@example.com' });
    const query = `{ node(id: "${userId(other.user.id)}") { ... on User { email } } }`;
    expect((await gw.query(query, undefined, { authorization: me.token })).body).toEqual({
      data: { node: null },
    });
    expect((await gw.query(query)).body).toEqual({ data: { node: null } });
    expect(lastCalls()).toEqual([]);
  });
});

describe('Member: a member as others see them', () => {
  const memberId = (id: number) => Buffer.from(`Member:${id}`).toString('base64');

  test("the viewer's public face has names and initials, no private field, from the same /api/user/me call", async () => {
    const { user, token } = backend.accounts.addUser({ firstName: 'maya', lastName: 'lópez' });
    const reply = await gw.query(
      `{ viewer { member { id firstName lastNameInitial displayName avatarInitials homeStudio { name } } }
         node(id: "${memberId(user.id)}") { __typename id ... on Member { displayName } } }`,
      undefined,
      { authorization: token },
    );
    expect(reply.body).toEqual({
      data: {
        viewer: {
          member: {
            id: memberId(user.id),
            firstName: 'maya',
            lastNameInitial: 'L',
            displayName: 'maya L.',
            avatarInitials: 'ML',
            homeStudio: null,
          },
        },
        node: { __typename: 'Member', id: memberId(user.id), displayName: 'maya L.' },
      },
    });
    expect(backend.count(ME)).toBe(1);
  });

  test("other members' public faces come from ONE GET /api/members, however many are asked; their User ids stay null", async () => {
    const me = backend.accounts.addUser();
    const jon = backend.accounts.addUser({ email: 'jon@example.com', firstName: 'Jon', lastName: 'park' });
    const ada = backend.accounts.addUser({ email: 'ada@example.com', firstName: 'Ada', lastName: '' });
    const reply = await gw.query(
      `{ jon: node(id: "${memberId(jon.user.id)}") { ... on Member { displayName avatarInitials lastNameInitial } }
         both: nodes(ids: ["${memberId(ada.user.id)}", "${memberId(jon.user.id)}", "${memberId(9999)}"]) {
           ... on Member { displayName } }
         user: node(id: "${userId(jon.user.id)}") { id } }`,
      undefined,
      { authorization: me.token },
    );
    expect(reply.body).toEqual({
      data: {
        jon: { displayName: 'Jon P.', avatarInitials: 'JP', lastNameInitial: 'P' },
        both: [{ displayName: 'Ada' }, { displayName: 'Jon P.' }, null],
        user: null,
      },
    });
    const calls = backend.requests.filter((request) => request.path === '/api/members');
    expect(calls.map((request) => request.search)).toEqual([
      `?ids=${[jon.user.id, ada.user.id, 9999].join(',')}`,
    ]);
  });

  test('without a session no member is read: null, and no call', async () => {
    const other = backend.accounts.addUser({ email: 'other@example.com' });
    const reply = await gw.query(`{ node(id: "${memberId(other.user.id)}") { id } }`);
    expect(reply.body).toEqual({ data: { node: null } });
    expect(backend.count('/api/members')).toBe(0);
  });
});

const AUTH_PAYLOAD = `
  viewer { id email firstName lastName accountType accessType studio { name } membership { active packageId } }
  authToken
  userErrors { field message code }
`;

interface AuthPayload {
  viewer: {
    id: string;
    email: string;
    accountType: string;
    accessType: string;
    studio: { name: string } | null;
    membership: { active: boolean };
  } | null;
  authToken: string | null;
  userErrors: { field: string | null; message: string; code: string }[];
}

async function mutate(
  name: string,
  input: Record<string, unknown>,
  headers: Record<string, string> = {},
  fields = AUTH_PAYLOAD,
): Promise<AuthPayload> {
  const reply = await gw.query(
    `mutation($input: ${inputType(name)}!) { ${name}(input: $input) { ${fields} } }`,
    { input },
    headers,
  );
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data?.[name] as AuthPayload;
}

function inputType(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Input`;
}

const newMember = {
  email: 'new@example.com',
  firstName: 'Nia',
  lastName: 'Long',
  password: 'a-long-password',
};

describe('signUp', () => {
  test('creates a general account, returns the token and the viewer with no call beyond the register', async () => {
    const payload = await mutate('signUp', newMember);
    expect(payload.userErrors).toEqual([]);
    expect(payload.authToken).toMatch(/^tok-/);
    expect(payload.viewer).toEqual(
      expect.objectContaining({
        email: 'new@example.com',
        firstName: 'Nia',
        accountType: 'GENERAL',
        studio: null,
        membership: { active: false, packageId: null },
      }),
    );
    expect(lastCalls().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/user/register']);
    expect(backend.requests.at(-1)?.body).toEqual({ userInfo: newMember });
    // The token works for the next request.
    const reply = await viewerAs(payload.authToken ?? '');
    expect((reply.body.data?.viewer as { email: string }).email).toBe('new@example.com');
  });

  test('on a white-label site registers with the studio and the account belongs to it', async () => {
    const payload = await mutate('signUp', { ...newMember, studioShortName: 'baristudio' });
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer).toEqual(
      expect.objectContaining({ accountType: 'STUDIO', studio: { name: 'Bari Studio' } }),
    );
    expect(backend.count('/api/user/register/baristudio', 'POST')).toBe(1);
    // A blank short name means the general site.
    const general = await mutate('signUp', {
      ...newMember,
      email: 'blank@example.com',
      studioShortName: ' ',
    });
    expect(general.viewer?.accountType).toBe('GENERAL');
  });

  test('follow-up calls in the same request use the new token', async () => {
    backend.accounts.omitSubscription = true;
    const payload = await mutate('signUp', newMember);
    expect(payload.viewer?.membership).toEqual({ active: false, packageId: null });
    const follow = backend.requests.filter((request) => request.path === SUBSCRIPTION);
    expect(follow).toEqual([expect.objectContaining({ authorization: payload.authToken })]);
    expect(backend.count(ME)).toBe(0);
  });

  test('400 becomes INVALID_INPUT naming the field, in words for the form', async () => {
    expect((await mutate('signUp', { ...newMember, email: 'no-at-sign' })).userErrors).toEqual([
      { field: 'email', code: 'INVALID_INPUT', message: 'Please enter a valid e-mail address.' },
    ]);
    expect((await mutate('signUp', { ...newMember, password: 'short' })).userErrors).toEqual([
      { field: 'password', code: 'INVALID_INPUT', message: 'Password must be at least 8 characters.' },
    ]);
    expect((await mutate('signUp', { ...newMember, firstName: '  ' })).userErrors).toEqual([
      { field: 'firstName', code: 'INVALID_INPUT', message: 'Please enter your first name.' },
    ]);
    const refused = await mutate('signUp', { ...newMember, email: 'x' });
    expect(refused.viewer).toBeNull();
    expect(refused.authToken).toBeNull();
  });

  test('409 becomes EMAIL_TAKEN on the email field with the backend text', async () => {
    backend.accounts.addUser({ email: 'new@example.com' });
    expect((await mutate('signUp', newMember)).userErrors).toEqual([
      { field: 'email', code: 'EMAIL_TAKEN', message: EMAIL_TAKEN },
    ]);
  });

  test('an unknown studio becomes NOT_FOUND on studioShortName; a malformed one is refused without a call', async () => {
    expect((await mutate('signUp', { ...newMember, studioShortName: 'nosuchstudio' })).userErrors).toEqual([
      { field: 'studioShortName', code: 'NOT_FOUND', message: "No studio with short name 'nosuchstudio'." },
    ]);
    backend.reset();
    const payload = await mutate('signUp', { ...newMember, studioShortName: '../login' });
    expect(payload.userErrors).toEqual([
      expect.objectContaining({ field: 'studioShortName', code: 'NOT_FOUND' }),
    ]);
    expect(backend.requests).toHaveLength(0);
  });

  test('a 2xx envelope with status false is an INVALID_INPUT with the backend text', async () => {
    backend.script('POST', '/api/user/register', {
      status: 200,
      body: { status: false, content: 'Sign-ups are paused today.' },
    });
    expect((await mutate('signUp', newMember)).userErrors).toEqual([
      { field: null, code: 'INVALID_INPUT', message: 'Sign-ups are paused today.' },
    ]);
  });

  test('429 becomes TOO_MANY_ATTEMPTS with the backend text', async () => {
    backend.script('POST', '/api/user/register', {
      status: 429,
      body: { status: false, content: 'Too many sign-ups. Please try again in 5 minutes.' },
    });
    expect((await mutate('signUp', newMember)).userErrors).toEqual([
      {
        field: null,
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many sign-ups. Please try again in 5 minutes.',
      },
    ]);
  });

  test('a backend failure stays a GraphQL error and the mutation is not retried', async () => {
    backend.script('POST', '/api/user/register', {
      status: 500,
      body: { status: false, content: 'Database unavailable.' },
    });
    const reply = await gw.query('mutation($input: SignUpInput!) { signUp(input: $input) { authToken } }', {
      input: newMember,
    });
    expect(reply.body.data).toBeNull();
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(backend.count('/api/user/register', 'POST')).toBe(1);
  });

  test('overlong input is refused without a REST call', async () => {
    const longEmail = `${'a'.repeat(250)}@example.com`;
    const longPassword = 'é'.repeat(513); // 513 characters, 1026 bytes
    const payload = await mutate('signUp', {
      ...newMember,
      email: longEmail,
      password: longPassword,
      lastName: 'L'.repeat(101),
    });
    expect(payload.userErrors).toEqual([
      { field: 'email', code: 'INVALID_INPUT', message: 'E-mail address must be at most 254 characters.' },
      { field: 'password', code: 'INVALID_INPUT', message: 'Password must be at most 1024 characters.' },
      { field: 'lastName', code: 'INVALID_INPUT', message: 'Last name must be at most 100 characters.' },
    ]);
    expect((await mutate('logIn', { email: 'a@b.co', password: 'x'.repeat(1025) })).userErrors).toEqual([
      expect.objectContaining({ field: 'password', code: 'INVALID_INPUT' }),
    ]);
    expect(
      (await mutate('requestPasswordReset', { email: longEmail }, {}, 'message userErrors { field code }'))
        .userErrors,
    ).toEqual([{ field: 'email', code: 'INVALID_INPUT' }]);
    expect(backend.requests).toHaveLength(0);
  });
});

describe('signUpWithGymBenefit', () => {
  test('creates a gym-benefit account with the invitation', async () => {
    backend.accounts.invitations.set('invite-1', 'new@example.com');
    const payload = await mutate('signUpWithGymBenefit', { ...newMember, token: 'invite-1' });
    expect(payload.userErrors).toEqual([]);
    expect(payload.viewer).toEqual(
      expect.objectContaining({
        accessType: 'GYM_BENEFIT',
        membership: { active: true, packageId: 'gympass' },
      }),
    );
    expect(backend.requests.at(-1)).toEqual(
      expect.objectContaining({
        path: '/api/user/register/gympass',
        body: { userInfo: newMember, token: 'invite-1' },
      }),
    );
  });

  test('403 becomes INVALID_INVITATION; 409 EMAIL_TAKEN', async () => {
    expect((await mutate('signUpWithGymBenefit', { ...newMember, token: 'forged' })).userErrors).toEqual([
      { field: null, code: 'INVALID_INVITATION', message: INVALID_INVITATION },
    ]);
    backend.accounts.addUser({ email: 'new@example.com' });
    backend.accounts.invitations.set('invite-2', 'new@example.com');
    expect((await mutate('signUpWithGymBenefit', { ...newMember, token: 'invite-2' })).userErrors).toEqual([
      { field: 'email', code: 'EMAIL_TAKEN', message: EMAIL_TAKEN },
    ]);
  });
});

describe('logIn', () => {
  test('returns the token and the viewer from the login answer (no /api/user/me)', async () => {
    const { user } = backend.accounts.addUser({
      email: 'maya@example.com',
      subscription: { active: true, packageId: 'streamfit_monthly', isClassOnly: false },
    });
    const payload = await mutate(
      'logIn',
      { email: 'maya@example.com', password: PASSWORD },
      {},
      `${AUTH_PAYLOAD} viewer { isSubscriber(host: "localhost") }`,
    );
    expect(payload.userErrors).toEqual([]);
    expect(payload.authToken).toMatch(/^tok-/);
    expect(payload.viewer).toEqual(
      expect.objectContaining({ id: userId(user.id), email: 'maya@example.com', isSubscriber: true }),
    );
    expect(
      lastCalls()
        .map((call) => `${call.method} ${call.path}`)
        .sort(),
    ).toEqual(['GET /api/basic/webStudiosInfo', 'POST /api/user/login']);
  });

  test('on a white-label site logs in through /login/{studioShortName}', async () => {
    backend.accounts.addUser({
      email: 'ana@bari.example',
      studioId: 2,
      accountType: 'studio',
      isCustomer: true,
    });
    const payload = await mutate('logIn', {
      email: 'ana@bari.example',
      password: PASSWORD,
      studioShortName: 'baristudio',
    });
    expect(payload.viewer?.studio).toEqual({ name: 'Bari Studio' });
    expect(backend.count('/api/user/login/baristudio', 'POST')).toBe(1);
  });

  test('401 becomes WRONG_CREDENTIALS with the backend text and no field', async () => {
    backend.accounts.addUser({ email: 'maya@example.com' });
    for (const input of [
      { email: 'maya@example.com', password: 'wrong-password' },
      { email: 'nobody@example.com', password: PASSWORD },
    ]) {
      expect((await mutate('logIn', input)).userErrors).toEqual([
        { field: null, code: 'WRONG_CREDENTIALS', message: WRONG_CREDENTIALS },
      ]);
    }
  });

  test('429 becomes TOO_MANY_ATTEMPTS with the backend text', async () => {
    const text = 'Too many failed log-in attempts. Please try again in 15 minutes.';
    backend.script('POST', '/api/user/login', { status: 429, body: { status: false, content: text } });
    expect((await mutate('logIn', { email: 'maya@example.com', password: PASSWORD })).userErrors).toEqual([
      { field: null, code: 'TOO_MANY_ATTEMPTS', message: text },
    ]);
    expect(backend.count('/api/user/login', 'POST')).toBe(1);
  });

  test('an unknown studio becomes NOT_FOUND on studioShortName; a 400 INVALID_INPUT', async () => {
    expect(
      (
        await mutate('logIn', {
          email: 'maya@example.com',
          password: PASSWORD,
          studioShortName: 'nosuchstudio',
        })
      ).userErrors,
    ).toEqual([
      { field: 'studioShortName', code: 'NOT_FOUND', message: "No studio with short name 'nosuchstudio'." },
    ]);
    expect((await mutate('logIn', { email: 'maya', password: PASSWORD })).userErrors).toEqual([
      { field: 'email', code: 'INVALID_INPUT', message: 'Please enter a valid e-mail address.' },
    ]);
  });

  test('a later mutation in the same operation acts with the new session', async () => {
    backend.accounts.addUser({ email: 'maya@example.com' });
    const reply = await gw.query(
      `mutation { logIn(input: { email: "maya@example.com", password: "${PASSWORD}" }) { authToken } logOut(input: {}) { loggedOut } }`,
      undefined,
      { authorization: 'stale-token' },
    );
    const token = (reply.body.data?.logIn as { authToken: string }).authToken;
    expect(reply.body.data?.logOut).toEqual({ loggedOut: true });
    expect(backend.requests.find((request) => request.path === '/api/user/logout')?.authorization).toBe(
      token,
    );
    expect(backend.accounts.tokens.has(token)).toBe(false);
  });
});

describe('logOut', () => {
  test('revokes the token and echoes the client mutation id', async () => {
    const { token } = backend.accounts.addUser();
    const reply = await gw.query(
      'mutation { logOut(input: { clientMutationId: "m1" }) { loggedOut clientMutationId } }',
      undefined,
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(reply.body).toEqual({ data: { logOut: { loggedOut: true, clientMutationId: 'm1' } } });
    expect(backend.accounts.tokens.has(token)).toBe(false);
  });

  test('is idempotent: without a token (no call) or with an ended session it still says loggedOut', async () => {
    const none = await gw.query('mutation { logOut(input: {}) { loggedOut clientMutationId } }');
    expect(none.body).toEqual({ data: { logOut: { loggedOut: true, clientMutationId: null } } });
    expect(backend.requests).toHaveLength(0);
    const ended = await gw.query('mutation { logOut(input: {}) { loggedOut } }', undefined, {
      authorization: 'expired-token',
    });
    expect(ended.body).toEqual({ data: { logOut: { loggedOut: true } } });
    expect(backend.count('/api/user/logout', 'POST')).toBe(1);
  });

  test('a backend outage is an error, not a silent success', async () => {
    backend.script('POST', '/api/user/logout', {
      status: 500,
      body: { status: false, content: 'Internal server error. Please try again later.' },
    });
    const reply = await gw.query('mutation { logOut(input: {}) { loggedOut } }', undefined, {
      authorization: 'tok-1-1',
    });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
  });
});

describe('requestPasswordReset', () => {
  const RESET = 'message userErrors { field message code }';

  test("succeeds with the spec's message", async () => {
    backend.accounts.addUser({ email: 'maya@example.com' });
    expect(await mutate('requestPasswordReset', { email: 'maya@example.com' }, {}, RESET)).toEqual({
      message: RESET_DONE,
      userErrors: [],
    });
    expect(RESET_DONE).toBe(
      'Password reset successful! Please check your email to get your new password and login!',
    );
    expect(backend.requests.at(-1)).toEqual(
      expect.objectContaining({
        path: '/api/user/reset-password',
        search: '',
        body: { email: 'maya@example.com' },
      }),
    );
  });

  test("on a white-label site sends the studio's id, resolved from the studio list", async () => {
    backend.accounts.addUser({ email: 'maya@example.com' });
    const payload = await mutate(
      'requestPasswordReset',
      { email: 'maya@example.com', studioShortName: 'baristudio' },
      {},
      RESET,
    );
    expect(payload).toEqual({ message: RESET_DONE, userErrors: [] });
    expect(backend.accounts.resets).toEqual([{ email: 'maya@example.com', studioId: '2' }]);
  });

  test("an unknown e-mail is NOT_FOUND 'This user does not exist'; an unknown studio NOT_FOUND without a reset call", async () => {
    expect(await mutate('requestPasswordReset', { email: 'nobody@example.com' }, {}, RESET)).toEqual({
      message: null,
      userErrors: [{ field: 'email', code: 'NOT_FOUND', message: 'This user does not exist' }],
    });
    backend.reset();
    expect(
      await mutate(
        'requestPasswordReset',
        { email: 'maya@example.com', studioShortName: 'nosuchstudio' },
        {},
        RESET,
      ),
    ).toEqual({
      message: null,
      userErrors: [
        { field: 'studioShortName', code: 'NOT_FOUND', message: 'There is no studio with that short name.' },
      ],
    });
    expect(backend.requests.map((request) => request.path)).toEqual([WEB_STUDIOS]);
  });

  test('400 becomes INVALID_INPUT on the email field', async () => {
    expect(await mutate('requestPasswordReset', { email: 'maya' }, {}, RESET)).toEqual({
      message: null,
      userErrors: [
        { field: 'email', code: 'INVALID_INPUT', message: 'Please enter a valid e-mail address.' },
      ],
    });
  });
});

describe('secrets stay out of logs', () => {
  test('errorForLog keeps name, message, code and stack only', () => {
    const error = Object.assign(new Error('parse failed'), {
      body: `{"password":"${PASSWORD}"}`,
      type: 'entity.parse.failed',
    });
    const described = errorForLog(error);
    expect(Object.keys(described).sort()).toEqual(['message', 'name', 'stack']);
    expect(JSON.stringify(described)).not.toContain(PASSWORD);
  });

  test('nothing logged during the account operations holds a password or token', async () => {
    const { token } = backend.accounts.addUser({ email: 'maya@example.com' });
    await mutate('logIn', { email: 'maya@example.com', password: PASSWORD });
    await mutate('logIn', { email: 'maya@example.com', password: 'wrong-password' });
    backend.script('POST', '/api/user/login', { status: 500, body: { status: false, content: 'boom' } });
    await gw.query('mutation($input: LogInInput!) { logIn(input: $input) { authToken } }', {
      input: { email: 'maya@example.com', password: PASSWORD },
    });
    await gw.post('{"query": "mutation { logIn(input: {password: \\"' + PASSWORD + '\\"', {
      authorization: token,
    });
    const text = JSON.stringify(logged);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(token);
    expect(text).not.toContain(SESSION_ENDED);
  });
});
