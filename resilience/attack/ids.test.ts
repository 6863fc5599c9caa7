// Invalid and foreign global ids: whatever a client puts where an id goes, the answer is null or a
// clear BAD_USER_INPUT, never an internal error, and never another type's or another member's record.
import {
  countCases,
  createClass,
  expectSafe,
  globalId,
  gql,
  signUp,
  staffToken,
  type Member,
} from './support/client.js';

const CATEGORY = 'Global ids';

const garbage = [
  '',
  ' ',
  'x',
  '1',
  '-1',
  '0',
  '99999999999999999999999',
  '1e10',
  '0x10',
  'null',
  '%00',
  '\u0000',
  '../../etc/passwd',
  '💪',
  'a'.repeat(10_000),
  '====',
  'U3R1ZGlvOg==', // "Studio:"
  globalId('Studio', 'abc'),
  globalId('Studio', '-1'),
  globalId('Studio', '0'),
  globalId('Studio', '1.5'),
  globalId('Studio', '99999999999999999999'),
  globalId('Studio', "1' OR '1'='1"),
  globalId('Nope', '1'),
  globalId('__proto__', '1'),
  globalId('constructor', '1'),
  globalId('Studio:1', '1'),
  Buffer.from('Studio:1').toString('base64url') + '!',
];

let member: Member;
let other: Member;
beforeAll(async () => {
  [member, other] = await Promise.all([signUp('ids'), signUp('ids-other')]);
});

test('node(id:) with anything at all is null or BAD_USER_INPUT', async () => {
  for (const id of garbage) {
    for (const token of [undefined, member.token]) {
      const answer = await gql(
        'query ($id: ID!) { node(id: $id) { id __typename } }',
        { id },
        token ? { token } : {},
      );
      countCases(CATEGORY);
      expectSafe(answer, `node(${JSON.stringify(id).slice(0, 40)})`);
      expect(answer.status).toBe(200);
      expect(answer.body.data?.node ?? null).toBeNull();
      for (const code of (answer.body.errors ?? []).map((e) => e.extensions?.code))
        expect(code).toBe('BAD_USER_INPUT');
    }
  }
});

test('nodes(ids:) answers each garbage id in its place, and refuses more than 100', async () => {
  const answer = await gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: garbage.slice(0, 20) });
  countCases(CATEGORY);
  expectSafe(answer);
  const list = answer.body.data?.nodes as unknown[] | undefined;
  if (list) expect(list.every((n) => n === null)).toBe(true);

  const tooMany = await gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
    ids: Array.from({ length: 101 }, (_, i) => globalId('Studio', i + 1)),
  });
  countCases(CATEGORY);
  expectSafe(tooMany);
  expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
});

test('an id of one type is never read as another type', async () => {
  const cls = await createClass(await staffToken());
  // The class's number under every other type name: never that other record, never the class.
  for (const type of [
    'Studio',
    'User',
    'LiveClassBooking',
    'LiveClassAttendance',
    'MemberSubscription',
    'DayPass',
    'Product',
    'Plan',
    'Workout',
    'ClassType',
  ]) {
    const answer = await gql(
      'query ($id: ID!) { node(id: $id) { __typename id } }',
      { id: globalId(type, cls.id) },
      { token: member.token },
    );
    countCases(CATEGORY);
    expectSafe(answer);
    const node = answer.body.data?.node as { __typename: string } | null | undefined;
    if (node) expect(node.__typename).toBe(type);
    expect(node?.__typename).not.toBe('LiveClass');
  }
});

test('another member’s user id shows nothing of theirs', async () => {
  const answer = await gql(
    'query ($id: ID!) { node(id: $id) { __typename ... on User { email firstName } } }',
    { id: other.id },
    { token: member.token },
  );
  countCases(CATEGORY);
  expectSafe(answer);
  expect(JSON.stringify(answer.body.data)).not.toContain(other.email);
});

test('ids inside other arguments: schedules, classes, products, promo checks and mutations', async () => {
  const documents: Array<[string, (id: string) => Record<string, unknown>]> = [
    ['query ($id: ID!) { liveClass(id: $id) { id title } }', (id) => ({ id })],
    ['query ($ids: [ID!]!) { products(ids: $ids) { id } }', (id) => ({ ids: [id] })],
    [
      'query ($id: ID) { liveSchedule(from: "2030-01-01T00:00:00Z", to: "2030-01-02T00:00:00Z", studioId: $id) { id } }',
      (id) => ({ id }),
    ],
    [
      'query ($id: ID) { verifyPromo(input: { code: "WELCOME50", liveClassId: $id }) { valid message } }',
      (id) => ({ id }),
    ],
    [
      'mutation ($id: ID!) { bookLiveClass(input: { liveClassId: $id }) { userErrors { code message } } }',
      (id) => ({ id }),
    ],
    [
      'mutation ($id: ID!) { joinLiveClass(input: { liveClassId: $id }) { userErrors { code message } } }',
      (id) => ({ id }),
    ],
    [
      'mutation ($id: ID!) { leaveLiveClass(input: { attendanceId: $id }) { userErrors { code message } } }',
      (id) => ({ id }),
    ],
    [
      'mutation ($id: ID!) { createBroadcast(input: { liveClassId: $id }) { userErrors { code message } } }',
      (id) => ({ id }),
    ],
  ];
  for (const [document, variables] of documents) {
    for (const id of garbage.slice(0, 14)) {
      const answer = await gql(document, variables(id), { token: member.token });
      countCases(CATEGORY);
      expectSafe(answer, `${document.slice(0, 40)} with ${JSON.stringify(id).slice(0, 30)}`);
    }
  }
});
