// Resolver tests with stub loaders (support/run-query.ts): each domain's resolvers against the real
// schema, no HTTP and no REST backend. The fake backend stays for REST-call counts and the contract.
import { jest } from '@jest/globals';
import { toGlobalId } from '../src/node/global-id.js';
import {
  liveClassModel,
  memberPaymentsModel,
  planModel,
  studioModel,
  userModel,
  workoutModel,
} from './support/models.js';
import { videoModel } from './support/library-models.js';
import { runQuery, runQueryData } from './support/run-query.js';

const SIGNED_IN = { authorization: 'Bearer tok-7' };

describe('studios', () => {
  test('studio(slug) answers from the studio loader, with its global id and mapped fields', async () => {
    const bySlug = jest.fn(async (slug: string) =>
      slug === 'bkpilates' ? studioModel({ colorCode: '1a2b3c' }) : null,
    );
    const data = await runQueryData(
      '{ a: studio(slug: "bkpilates") { id name databaseId } b: studio(slug: "nope") { id } }',
      { studios: { bySlug } },
    );
    expect(data).toEqual({ a: { id: toGlobalId('Studio', 1), name: 'BK Pilates', databaseId: 1 }, b: null });
    expect(bySlug).toHaveBeenCalledTimes(2);
  });

  test('node(id) of a Studio goes through the studio by-id loader', async () => {
    const load = jest.fn(async (id: number) => (id === 1 ? studioModel() : null));
    const data = await runQueryData(`{ node(id: "${toGlobalId('Studio', 1)}") { ... on Studio { slug } } }`, {
      studios: { byId: { load } as never },
    });
    expect(data).toEqual({ node: { slug: 'bkpilates' } });
    expect(load).toHaveBeenCalledWith(1);
  });
});

describe('accounts', () => {
  test('viewer is the loader’s member; another member’s User id is null without an error', async () => {
    const viewer = jest.fn(async () => userModel());
    const userById = jest.fn(async () => null);
    const result = await runQuery(
      `{ viewer { id email membership { active packageId } } other: node(id: "${toGlobalId('User', 8)}") { id } }`,
      { accounts: { viewer, userById } },
      SIGNED_IN,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      viewer: {
        id: toGlobalId('User', 7),
        email: 'maya@example.com',
        membership: { active: true, packageId: 'streamfit_monthly' },
      },
      other: null,
    });
    expect(userById).toHaveBeenCalledWith(8);
    expect(result.context.rest.calls).toEqual([]);
  });

  test('viewer is null without a token, with no REST call', async () => {
    const result = await runQuery('{ viewer { id } }');
    expect(result.data).toEqual({ viewer: null });
    expect(result.context.rest.calls).toEqual([]);
  });
});

describe('members', () => {
  test("another member's id gives a Member with their public face only; the viewer still reads their own User", async () => {
    const memberById = jest.fn(async (id: number) =>
      id === 8
        ? { __typename: 'Member' as const, id: 8, firstName: 'Jon', lastNameInitial: 'P', studioId: 1 }
        : null,
    );
    const result = await runQuery(
      `{ other: node(id: "${toGlobalId('Member', 8)}") {
           __typename id ... on Member { firstName lastNameInitial displayName avatarInitials homeStudio { name } } ... on User { email }
         }
         viewer { email member { displayName } } }`,
      {
        accounts: { memberById, viewer: async () => userModel() },
        studios: { byId: { load: async () => studioModel() } as never },
      },
      SIGNED_IN,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      other: {
        __typename: 'Member',
        id: toGlobalId('Member', 8),
        firstName: 'Jon',
        lastNameInitial: 'P',
        displayName: 'Jon P.',
        avatarInitials: 'JP',
        homeStudio: { name: 'BK Pilates' },
      },
      viewer: { email: 'maya@example.com', member: { displayName: 'Maya R.' } },
    });
    expect(memberById).toHaveBeenCalledWith(8);
  });

  test('the Member type has no private field', async () => {
    const result = await runQuery(`{ node(id: "${toGlobalId('Member', 8)}") { ... on Member { email } } }`);
    expect(result.errors?.[0]?.message).toBe('Cannot query field "email" on type "Member".');
  });
});

describe('payments', () => {
  test('plans: prices as Money from the plans loader, for the studio asked', async () => {
    const plans = jest.fn(async () => [planModel()]);
    const data = await runQueryData(
      '{ plans { id packageId kind price { amount cents currency formatted } } }',
      { payments: { plans } },
    );
    expect(data).toEqual({
      plans: [
        {
          id: toGlobalId('Plan', 'streamfit_monthly'),
          packageId: 'streamfit_monthly',
          kind: 'MONTHLY',
          price: { amount: 19.99, cents: 1999, currency: 'usd', formatted: '$19.99' },
        },
      ],
    });
    expect(plans).toHaveBeenCalledWith(null);
  });

  test('a user without membership in its payload takes it from the payments loader', async () => {
    const member = jest.fn(async () =>
      memberPaymentsModel({
        membership: {
          active: false,
          packageId: null,
          isClassOnly: false,
          studioId: null,
          kind: 'NONE',
          paused: false,
        },
      }),
    );
    const data = await runQueryData(
      '{ viewer { membership { active } } }',
      { accounts: { viewer: async () => userModel({ subscription: null }) }, payments: { member } },
      SIGNED_IN,
    );
    expect(data).toEqual({ viewer: { membership: { active: false } } });
    expect(member).toHaveBeenCalledTimes(1);
  });
});

describe('live', () => {
  test('liveClass(id) by numeric id or global id, from the by-id loader', async () => {
    const load = jest.fn(async (id: number) => (id === 301 ? liveClassModel() : null));
    const data = await runQueryData(
      `{ a: liveClass(id: "301") { id title } b: liveClass(id: "${toGlobalId('LiveClass', 301)}") { title } c: liveClass(id: "302") { title } }`,
      { live: { byId: { load } as never } },
    );
    expect(data).toEqual({
      a: { id: toGlobalId('LiveClass', 301), title: 'Morning Flow' },
      b: { title: 'Morning Flow' },
      c: null,
    });
  });
});

describe('workouts', () => {
  test("the viewer's calendar keeps [from, to) in time order, with the class the row carried", async () => {
    const rows = [
      workoutModel({
        id: 2,
        when: '2030-01-07T10:00:00.000Z',
        liveClassId: 301,
        liveClass: liveClassModel(),
      }),
      workoutModel({ id: 1, when: '2030-01-06T10:00:00.000Z' }),
      workoutModel({ id: 3, when: '2030-01-08T00:00:00.000Z' }),
    ];
    const workouts = jest.fn(async () => rows);
    const data = await runQueryData(
      '{ viewer { workouts(from: "2030-01-06T00:00:00Z", to: "2030-01-08T00:00:00Z") { databaseId liveClass { title } } } }',
      { accounts: { viewer: async () => userModel() }, workouts: { workouts } },
      SIGNED_IN,
    );
    expect(data).toEqual({
      viewer: {
        workouts: [
          { databaseId: 1, liveClass: null },
          { databaseId: 2, liveClass: { title: 'Morning Flow' } },
        ],
      },
    });
    expect(workouts).toHaveBeenCalledWith('2030-01-06T00:00:00.000Z', '2030-01-08T00:00:00.000Z');
  });

  test('a planned video is the library’s Video, batched with node(id) of a video into one by-id load', async () => {
    const workouts = jest.fn(async () => [workoutModel({ id: 9, videoId: 42 })]);
    const load = jest.fn(async (id: number) => (id === 42 ? videoModel() : null));
    const data = await runQueryData(
      `{ viewer { workouts(from: "2030-01-06T00:00:00Z", to: "2030-01-08T00:00:00Z") { video { id databaseId title } liveClass { id } } }
         node(id: "${toGlobalId('Video', 42)}") { id } }`,
      {
        accounts: { viewer: async () => userModel() },
        workouts: { workouts },
        library: { videoById: { load } as never },
      },
      SIGNED_IN,
    );
    expect(data).toEqual({
      viewer: {
        workouts: [
          { video: { id: toGlobalId('Video', 42), databaseId: 42, title: 'Core Burn' }, liveClass: null },
        ],
      },
      node: { id: toGlobalId('Video', 42) },
    });
  });
});

describe('newsletter', () => {
  test('an address that cannot be right is refused as a userError without a REST call', async () => {
    const result = await runQuery(
      'mutation($input: SubscribeToNewsletterInput!) { subscribeToNewsletter(input: $input) { email userErrors { field code } } }',
      {},
      { variables: { input: { email: 'not-an-address' } } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      subscribeToNewsletter: { email: null, userErrors: [{ field: 'email', code: 'INVALID_INPUT' }] },
    });
    expect(result.context.rest.calls).toEqual([]);
  });
});
