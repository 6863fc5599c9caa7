// Account control through the graph: the paused membership, the plan switch (scheduled at the next
// renewal), the payment history (one REST call a page, the backend's cursors passed through) with
// one receipt per charge (the member's own only), and the profile mutations (name, e-mail change by
// link, password) with typed userErrors, input refused before any REST call, and what each costs.
import { jest } from '@jest/globals';
import { toGlobalId } from '../src/node/global-id.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';
import { runQuery, runQueryData } from './support/run-query.js';
import {
  chargeModel,
  memberPaymentsModel,
  planModel,
  subscriptionModel,
  userModel,
} from './support/models.js';

const SIGNED_IN = { authorization: 'Bearer token-7' };

describe('resolvers (stub loaders)', () => {
  test('Membership.paused and User.pendingEmail come from the user answer', async () => {
    const data = await runQueryData(
      '{ viewer { pendingEmail membership { active paused kind } } }',
      {
        accounts: {
          viewer: async () =>
            userModel({
              pendingEmail: 'new@example.com',
              subscription: {
                active: false,
                packageId: 'streamfit_monthly',
                isClassOnly: false,
                studioId: null,
                kind: 'NONE',
                paused: true,
              },
            }),
        },
      },
      SIGNED_IN,
    );
    expect(data).toEqual({
      viewer: { pendingEmail: 'new@example.com', membership: { active: false, paused: true, kind: 'NONE' } },
    });
  });

  test('MemberSubscription.scheduledPlanChange and planChoices read their plans from the plan loader', async () => {
    const yearly = planModel({ packageId: 'streamfit_yearly', kind: 'YEARLY', name: 'Annual Plan' });
    const planByPackageId = {
      load: async (packageId: string) => (packageId === 'streamfit_yearly' ? yearly : planModel()),
    };
    const change = {
      packageId: 'streamfit_yearly',
      firstPayment: { cents: 23999, currency: 'usd' },
      startsAt: '2030-02-01T09:00:00.000Z',
    };
    const data = await runQueryData(
      `{ viewer { subscription {
          scheduledPlanChange { plan { packageId name } firstPayment { formatted } startsAt }
          planChoices { plan { packageId } }
        } } }`,
      {
        accounts: { viewer: async () => userModel() },
        payments: {
          member: async () =>
            memberPaymentsModel({
              subscription: subscriptionModel({
                scheduledPlanChange: change,
                planChoices: [{ ...change, packageId: 'streamfit_monthly' }],
              }),
            }),
          planByPackageId: planByPackageId as never,
        },
      },
      SIGNED_IN,
    );
    expect(data).toEqual({
      viewer: {
        subscription: {
          scheduledPlanChange: {
            plan: { packageId: 'streamfit_yearly', name: 'Annual Plan' },
            firstPayment: { formatted: '$239.99' },
            startsAt: '2030-02-01T09:00:00.000Z',
          },
          planChoices: [{ plan: { packageId: 'streamfit_monthly' } }],
        },
      },
    });
  });

  test('User.charge takes a reference or a global id; node() refetches a Charge; a refund shows its amount', async () => {
    const charge = chargeModel({
      status: 'REFUNDED',
      refundedAmount: { cents: 1999, currency: 'usd' },
      refundedAt: '2030-01-03T09:00:00.000Z',
    });
    const chargeByReference = jest.fn(async (reference: string) =>
      reference === charge.reference ? charge : null,
    );
    const loaders = { accounts: { viewer: async () => userModel() }, payments: { chargeByReference } };
    const globalId = toGlobalId('Charge', charge.reference);
    const data = await runQueryData(
      `{ viewer {
          byReference: charge(id: "ch_receipt1") { id reference status refundedAmount { formatted } refundedAt }
          byId: charge(id: "${globalId}") { reference }
          unknown: charge(id: "ch_other") { reference }
          notACharge: charge(id: "${toGlobalId('Plan', 'streamfit_monthly')}") { reference }
        }
        node(id: "${globalId}") { ... on Charge { description amount { formatted } } } }`,
      loaders,
      SIGNED_IN,
    );
    expect(data).toEqual({
      viewer: {
        byReference: {
          id: globalId,
          reference: 'ch_receipt1',
          status: 'REFUNDED',
          refundedAmount: { formatted: '$19.99' },
          refundedAt: '2030-01-03T09:00:00.000Z',
        },
        byId: { reference: 'ch_receipt1' },
        unknown: null,
        notACharge: null,
      },
      node: { description: 'StreamFit Monthly Plan', amount: { formatted: '$19.99' } },
    });
  });

  test('without a session a Charge id names nothing and the history is empty, with no REST call', async () => {
    const result = await runQuery(`{ node(id: "${toGlobalId('Charge', 'ch_receipt1')}") { id } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ node: null });
    expect(result.context.rest.calls).toEqual([]);
  });
});

describe('through the gateway (fake backend)', () => {
  let backend: FakeBackend;
  let gw: TestGateway;
  useStack((stack) => ({ backend, gw } = stack));
  beforeEach(() => backend.reset());

  const calls = () => (gw.operations.at(-1) ?? []).map((call) => `${call.method} ${call.path}`);

  async function run<T>(query: string, token?: string, variables?: Record<string, unknown>): Promise<T> {
    const reply = await gw.query(query, variables, token === undefined ? {} : { authorization: token });
    expect(reply.body.errors).toBeUndefined();
    return reply.body.data as T;
  }

  interface ChargePage {
    viewer: {
      charges: {
        edges: { cursor: string; node: { reference: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        totalCount: number | null;
      };
    };
  }

  const HISTORY = `query ($after: String) { viewer { charges(first: 2, after: $after) {
      edges { cursor node { reference } }
      pageInfo { hasNextPage endCursor } totalCount } } }`;

  describe('User.charges', () => {
    test('one REST call a page; the backend cursors are passed through; newest first', async () => {
      const { user, token } = backend.accounts.addUser();
      const receipts = [1, 2, 3, 4, 5].map(() => backend.payments.addReceipt(user));
      const newest = [...receipts].reverse().map((charge) => charge.id);

      const first = await run<ChargePage>(HISTORY, token);
      expect(first.viewer.charges.edges.map((edge) => edge.node.reference)).toEqual(newest.slice(0, 2));
      expect(first.viewer.charges.pageInfo.hasNextPage).toBe(true);
      expect(first.viewer.charges.totalCount).toBeNull();
      expect(calls()).toEqual(['GET /api/user/me', 'GET /api/user/charges?limit=3']);

      const second = await run<ChargePage>(HISTORY, token, {
        after: first.viewer.charges.pageInfo.endCursor,
      });
      expect(second.viewer.charges.edges.map((edge) => edge.node.reference)).toEqual(newest.slice(2, 4));
      const asked = backend.requests.filter((request) => request.path === '/api/user/charges').at(-1);
      // The cursor REST handed out for the second charge, passed back as it was.
      expect(new URLSearchParams(asked?.search).get('after')).toMatch(/^2030-01-01T09:03:00\.000000Z_\d+$/);

      const last = await run<ChargePage>(HISTORY, token, { after: second.viewer.charges.pageInfo.endCursor });
      expect(last.viewer.charges.edges.map((edge) => edge.node.reference)).toEqual(newest.slice(4));
      expect(last.viewer.charges.pageInfo.hasNextPage).toBe(false);
    });

    test('a cursor the gateway did not issue is BAD_USER_INPUT, with no REST call', async () => {
      const { token } = backend.accounts.addUser();
      const before = backend.requests.length;
      const reply = await gw.query(HISTORY, { after: 'not-a-cursor' }, { authorization: token });
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(backend.requests.slice(before).map((request) => request.path)).not.toContain(
        '/api/user/charges',
      );
    });

    test("a receipt is the member's own: another member's reference answers null", async () => {
      const owner = backend.accounts.addUser();
      const other = backend.accounts.addUser();
      const charge = backend.payments.addReceipt(owner.user, {
        description: 'StreamFit Annual Plan',
        amount: 239.99,
      });
      const query = `query ($id: ID!) { viewer { charge(id: $id) { reference description amount { formatted } status } } }`;
      const mine = await run<{ viewer: { charge: unknown } }>(query, owner.token, { id: charge.id });
      expect(mine.viewer.charge).toEqual({
        reference: charge.id,
        description: 'StreamFit Annual Plan',
        amount: { formatted: '$239.99' },
        status: 'SUCCEEDED',
      });
      expect(calls()).toEqual(['GET /api/user/me', `GET /api/user/charges/${charge.id}`]);
      const theirs = await run<{ viewer: { charge: unknown } }>(query, other.token, { id: charge.id });
      expect(theirs.viewer.charge).toBeNull();
    });
  });

  describe('changePlan', () => {
    const CHANGE = `mutation ($input: ChangePlanInput!) { changePlan(input: $input) {
        subscription { scheduledPlanChange { plan { packageId } firstPayment { formatted } } planChoices { plan { packageId } } }
        viewer { membership { paused } }
        userErrors { field message code } } }`;

    test('schedules the switch; the payload carries it and the viewer read again', async () => {
      const { user, token } = backend.accounts.addUser();
      backend.payments.addSubscription(user, { status: 'active', trial: false });
      const data = await run<{ changePlan: unknown }>(CHANGE, token, {
        input: { packageId: 'streamfit_yearly' },
      });
      expect(data.changePlan).toEqual({
        subscription: {
          scheduledPlanChange: {
            plan: { packageId: 'streamfit_yearly' },
            firstPayment: { formatted: '$239.99' },
          },
          planChoices: [{ plan: { packageId: 'streamfit_monthly' } }],
        },
        viewer: { membership: { paused: false } },
        userErrors: [],
      });
      const [change, ...reads] = calls();
      expect(change).toBe('POST /api/user/subscription/change-plan');
      // Then the payload's reads, each once, in whichever order the fields are run.
      expect(reads.sort()).toEqual([
        // Plans are catalogue data: cached across requests outside tests.
        'GET /api/basic/plans/streamfit_monthly',
        'GET /api/basic/plans/streamfit_yearly',
        'GET /api/user/me',
      ]);
    });

    test('the same plan is SAME_PLAN; a paused plan is INVALID_STATE; nothing changes', async () => {
      const { user, token } = backend.accounts.addUser();
      const subscription = backend.payments.addSubscription(user, { status: 'active', trial: false });
      const same = await run<{ changePlan: { userErrors: unknown[] } }>(CHANGE, token, {
        input: { packageId: 'streamfit_monthly' },
      });
      expect(same.changePlan.userErrors).toEqual([
        { field: 'packageId', code: 'SAME_PLAN', message: 'You are already on the Monthly Plan.' },
      ]);
      subscription.status = 'paused';
      const paused = await run<{ changePlan: { userErrors: unknown[] } }>(CHANGE, token, {
        input: { packageId: 'streamfit_yearly' },
      });
      expect(paused.changePlan.userErrors).toEqual([
        { field: null, code: 'INVALID_STATE', message: 'A paused plan cannot be switched: resume it first.' },
      ]);
      expect(subscription.scheduledChange).toBeNull();
    });

    test('a malformed package id or no session is refused before any REST call', async () => {
      const ERRORS_ONLY = `mutation ($input: ChangePlanInput!) { changePlan(input: $input) {
          userErrors { field message code } } }`;
      const before = backend.requests.length;
      const bad = await run<{ changePlan: { userErrors: unknown[] } }>(ERRORS_ONLY, 'Bearer tok-x', {
        input: { packageId: '../x' },
      });
      expect(bad.changePlan.userErrors).toEqual([
        { field: 'packageId', code: 'INVALID_INPUT', message: 'There is no plan with that package id.' },
      ]);
      const anonymous = await run<{ changePlan: { userErrors: { code: string }[] } }>(
        ERRORS_ONLY,
        undefined,
        {
          input: { packageId: 'streamfit_yearly' },
        },
      );
      expect(anonymous.changePlan.userErrors.map((error) => error.code)).toEqual(['UNAUTHENTICATED']);
      expect(backend.requests.slice(before).map((request) => request.path)).toEqual([]);
    });
  });

  describe('profile', () => {
    const UPDATE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) {
        viewer { firstName lastName } userErrors { field message code } } }`;
    const REQUEST = `mutation ($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) {
        pendingEmail expiresAt viewer { email pendingEmail } userErrors { field message code } } }`;
    const CONFIRM = `mutation ($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) {
        email userErrors { field message code } } }`;
    const PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) {
        viewer { email } userErrors { field message code } } }`;

    test('updateProfile: one PATCH; the payload viewer is its answer (no second call)', async () => {
      const { user, token } = backend.accounts.addUser();
      const data = await run<{ updateProfile: unknown }>(UPDATE, token, { input: { firstName: ' Grace ' } });
      expect(data.updateProfile).toEqual({
        viewer: { firstName: 'Grace', lastName: 'Lopez' },
        userErrors: [],
      });
      expect(calls()).toEqual(['PATCH /api/user/me']);
      expect(user.firstName).toBe('Grace');
    });

    test('updateProfile refusals: nothing to change, too long (no REST call), blank (the backend’s, on its field)', async () => {
      const { user, token } = backend.accounts.addUser();
      const empty = await run<{ updateProfile: { userErrors: unknown[] } }>(UPDATE, token, { input: {} });
      expect(empty.updateProfile.userErrors).toEqual([
        { field: null, code: 'INVALID_INPUT', message: 'Please enter a first or last name to change.' },
      ]);
      const long = await run<{ updateProfile: { userErrors: unknown[] } }>(UPDATE, token, {
        input: { lastName: 'x'.repeat(101) },
      });
      expect(long.updateProfile.userErrors).toEqual([
        { field: 'lastName', code: 'INVALID_INPUT', message: 'Last name must be at most 100 characters.' },
      ]);
      expect(calls()).toEqual([]);
      const blank = await run<{ updateProfile: { userErrors: unknown[] } }>(UPDATE, token, {
        input: { firstName: '   ' },
      });
      expect(blank.updateProfile.userErrors).toEqual([
        { field: 'firstName', code: 'INVALID_INPUT', message: 'Please enter your first name.' },
      ]);
      expect(user.firstName).toBe('Maya');
    });

    test('requestEmailChange then confirmEmailChange move the account; the link works once', async () => {
      const { user, token } = backend.accounts.addUser({ email: 'maya@example.com' });
      const asked = await run<{ requestEmailChange: unknown }>(REQUEST, token, {
        input: { email: 'maya.new@example.com', currentPassword: 'correct horse battery' },
      });
      expect(asked.requestEmailChange).toEqual({
        pendingEmail: 'maya.new@example.com',
        expiresAt: '2099-01-02T00:00:00.000Z',
        viewer: { email: 'maya@example.com', pendingEmail: 'maya.new@example.com' },
        userErrors: [],
      });
      expect(calls()).toEqual(['POST /api/user/me/email', 'GET /api/user/me']);
      const [linkToken] = [...backend.accounts.emailChanges.keys()];
      const confirmed = await run<{ confirmEmailChange: unknown }>(CONFIRM, undefined, {
        input: { token: linkToken },
      });
      expect(confirmed.confirmEmailChange).toEqual({ email: 'maya.new@example.com', userErrors: [] });
      expect(user.email).toBe('maya.new@example.com');
      const again = await run<{ confirmEmailChange: unknown }>(CONFIRM, undefined, {
        input: { token: linkToken },
      });
      expect(again.confirmEmailChange).toEqual({
        email: null,
        userErrors: [
          {
            field: null,
            code: 'INVALID_EMAIL_CHANGE_LINK',
            message:
              'This e-mail change link has expired or was already used. Please ask for a new one from your account page.',
          },
        ],
      });
    });

    test('requestEmailChange refusals name their field: wrong password, taken, the same address', async () => {
      const { user, token } = backend.accounts.addUser({ email: 'maya@example.com' });
      backend.accounts.addUser({ email: 'taken@example.com' });
      const errorsOf = async (input: Record<string, unknown>) =>
        (await run<{ requestEmailChange: { userErrors: unknown[] } }>(REQUEST, token, { input }))
          .requestEmailChange.userErrors;
      expect(await errorsOf({ email: 'other@example.com', currentPassword: 'wrong' })).toEqual([
        { field: 'currentPassword', code: 'WRONG_PASSWORD', message: 'That is not your current password.' },
      ]);
      expect(
        await errorsOf({ email: 'taken@example.com', currentPassword: 'correct horse battery' }),
      ).toEqual([
        { field: 'email', code: 'EMAIL_TAKEN', message: 'An account with this e-mail already exists.' },
      ]);
      expect(await errorsOf({ email: 'maya@example.com', currentPassword: 'correct horse battery' })).toEqual(
        [{ field: 'email', code: 'INVALID_STATE', message: 'This is already your e-mail address.' }],
      );
      expect(backend.accounts.emailChanges.size).toBe(0);
      expect(user.email).toBe('maya@example.com');
    });

    test('confirmEmailChange: a token of the wrong shape costs no call', async () => {
      const before = backend.requests.length;
      const data = await run<{ confirmEmailChange: { userErrors: { code: string }[] } }>(CONFIRM, undefined, {
        input: { token: 'short' },
      });
      expect(data.confirmEmailChange.userErrors.map((error) => error.code)).toEqual([
        'INVALID_EMAIL_CHANGE_LINK',
      ]);
      expect(backend.requests.length).toBe(before);
    });

    test('changePassword keeps this session and ends the others; wrong or short passwords change nothing', async () => {
      const { user, token } = backend.accounts.addUser();
      const elsewhere = backend.accounts.openSession(user);
      const wrong = await run<{ changePassword: unknown }>(PASSWORD, token, {
        input: { currentPassword: 'nope', newPassword: 'a much better one' },
      });
      expect(wrong).toEqual({
        changePassword: {
          viewer: null,
          userErrors: [
            {
              field: 'currentPassword',
              code: 'WRONG_PASSWORD',
              message: 'That is not your current password.',
            },
          ],
        },
      });
      const short = await run<{ changePassword: { userErrors: unknown[] } }>(PASSWORD, token, {
        input: { currentPassword: 'correct horse battery', newPassword: 'short' },
      });
      expect(short.changePassword.userErrors).toEqual([
        {
          field: 'newPassword',
          code: 'INVALID_INPUT',
          message: 'New password must be at least 8 characters.',
        },
      ]);
      expect(user.password).toBe('correct horse battery');
      expect(backend.accounts.tokens.has(elsewhere)).toBe(true);

      const changed = await run<{ changePassword: unknown }>(PASSWORD, token, {
        input: { currentPassword: 'correct horse battery', newPassword: 'a much better one' },
      });
      expect(changed).toEqual({ changePassword: { viewer: { email: user.email }, userErrors: [] } });
      expect(calls()).toEqual(['POST /api/user/me/password']);
      expect(user.password).toBe('a much better one');
      expect(backend.accounts.tokens.has(token)).toBe(true);
      expect(backend.accounts.tokens.has(elsewhere)).toBe(false);
    });
  });
});
