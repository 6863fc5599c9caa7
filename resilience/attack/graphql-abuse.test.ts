// GraphQL abuse: documents too deep, too wide, too long or too clever, and requests in shapes the
// gateway does not speak. Each is refused with a 4xx that says why, quickly, and the gateway keeps
// serving honest queries.
import { gzipSync, deflateSync } from 'node:zlib';
import { getIntrospectionQuery } from 'graphql';
import { countCases, expectSafe, gql, raw, stack, type RawAnswer } from './support/client.js';

const CATEGORY = 'GraphQL abuse';

function json(answer: RawAnswer): {
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
  data?: unknown;
} {
  return JSON.parse(answer.text) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

async function post(
  body: string | Buffer,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<RawAnswer> {
  return raw({ method: 'POST', path: '/graphql', headers, body });
}

/** `liveClass { viewerBooking { liveClass { … } } }`, `depth` fields deep (the schema's one cycle). */
function nested(depth: number): string {
  let inner = 'id';
  // From the inside out; the field right under the root `liveClass` must be `viewerBooking`.
  for (let level = depth - 1; level >= 2; level -= 1)
    inner = `${level % 2 === 0 ? 'viewerBooking' : 'liveClass'} { ${inner} }`;
  return `{ liveClass(id: "1") { ${inner} } }`;
}

afterAll(async () => {
  // After everything above, an honest query still works.
  const honest = await gql('{ studios(first: 2) { edges { node { name } } } }');
  expect(honest.status).toBe(200);
  expect(honest.body.errors).toBeUndefined();
});

describe('document limits', () => {
  test('too deep: refused with the depth message, whatever the nesting is made of', async () => {
    for (const levels of [13, 20, 60]) {
      const answer = await gql(nested(levels));
      countCases(CATEGORY);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toMatch(/too deep/);
    }
    const ok = await gql(nested(8));
    expect(ok.status).toBe(200);
    expectSafe(ok);
  });

  test('too many aliases, too many tokens, too many directives', async () => {
    const aliases = `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: classTypes { name }`).join(' ')} }`;
    const tokens = `{ ${'__typename '.repeat(2100)} }`;
    const directives = `{ classTypes ${'@include(if: true) '.repeat(300)} { name } }`;
    const sameDirective = '{ classTypes @skip(if: false) @skip(if: false) { name } }';
    for (const [document, pattern] of [
      [aliases, /too many aliases/],
      [tokens, /token limit|tokens/i],
      [directives, /token limit|tokens|directive/i],
      [sameDirective, /can only be used once/],
    ] as const) {
      const answer = await gql(document);
      countCases(CATEGORY);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toMatch(pattern);
    }
  });

  test('field duplication and fragment bombs cost what they really do: merged, they run once', async () => {
    // 400 copies of one field, and 2^10 copies of one list through fragments: GraphQL merges
    // fields of one response key, so each answers like a single copy (and is costed so).
    const duplicated = `{ studios(first: 100) { edges { node { ${'name '.repeat(400)} } } } }`;
    const fragments = Array.from({ length: 10 }, (_, i) =>
      i === 0
        ? 'fragment F0 on Query { studios(first: 100) { edges { node { name about } } } }'
        : `fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`,
    ).join('\n');
    for (const document of [duplicated, `query { ...F9 }\n${fragments}`]) {
      const answer = await gql<{ studios: { edges: Array<{ node: Record<string, string> }> } }>(document);
      countCases(CATEGORY);
      expectSafe(answer);
      expect(answer.status).toBe(200);
      expect(answer.body.data?.studios.edges.length).toBeGreaterThan(30);
    }
    // The same bomb with an alias per copy is 1,024 different fields: refused.
    const aliased = Array.from({ length: 10 }, (_, i) =>
      i === 0
        ? 'fragment G0 on Query { studios(first: 100) { edges { node { name } } } }'
        : `fragment G${i} on Query { a${i}: studios(first: 100) { edges { node { name } } } ...G${i - 1} ...G${i - 1} }`,
    ).join('\n');
    const answer = await gql(`query { ...G9 }\n${aliased}`);
    countCases(CATEGORY);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/too expensive|aliases/);
  });

  test('fragment cycles and unknown fragments are validation errors, not a stack overflow', async () => {
    for (const document of [
      'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }',
      'query { ...A } fragment A on Query { ...A }',
      'query { ...Missing }',
    ]) {
      const answer = await gql(document);
      countCases(CATEGORY);
      expect(answer.status).toBe(400);
      expectSafe(answer);
    }
  });

  test('a 31-day schedule asked 30 times over (or even 3) is refused by its cost', async () => {
    const from = new Date();
    const to = new Date(from.getTime() + 31 * 86_400_000);
    const fields =
      'id databaseId title description instructor startsAt endsAt minutesDuration studioTimeZone studioLogoUrl isOnMainSite hasEnded price { cents formatted } studio { name about summary }';
    for (const copies of [30, 3]) {
      const document = `query ($from: DateTime!, $to: DateTime!) { ${Array.from({ length: copies }, (_, i) => `s${i}: liveSchedule(from: $from, to: $to) { ${fields} }`).join(' ')} }`;
      const answer = await gql(document, { from: from.toISOString(), to: to.toISOString() });
      countCases(CATEGORY);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toMatch(/too expensive|Cannot query field/);
    }
  });
});

describe('introspection', () => {
  test('the playground’s introspection query works, and 30 aliased schema walks do not', async () => {
    const standard = await gql(getIntrospectionQuery());
    countCases(CATEGORY);
    expect(standard.status).toBe(200);
    expect(standard.body.errors).toBeUndefined();

    const heavy = `{ ${Array.from({ length: 30 }, (_, i) => `s${i}: __schema { types { name fields { name type { name ofType { name ofType { name } } } } } }`).join(' ')} }`;
    const answer = await gql(heavy);
    countCases(CATEGORY);
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/too expensive|aliases/);
  });
});

describe('request shapes', () => {
  test('batches, GETs that change things and cross-site simple requests are refused', async () => {
    const batch = await post(JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]));
    countCases(CATEGORY);
    expect(batch.status).toBe(400);

    const mutationByGet = await raw({
      path: `/graphql?query=${encodeURIComponent('mutation { logOut(input: {}) { loggedOut } }')}`,
      headers: { 'apollo-require-preflight': 'true', accept: 'application/json' },
    });
    countCases(CATEGORY);
    expect(mutationByGet.status).toBe(405);

    // A form post or a plain-text post is what a foreign page can send without CORS: refused.
    for (const [type, body] of [
      ['text/plain', JSON.stringify({ query: '{ __typename }' })],
      ['application/x-www-form-urlencoded', 'query=%7B__typename%7D'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ __typename }\r\n--x--',
      ],
    ] as const) {
      const answer = await post(body, { 'content-type': type });
      countCases(CATEGORY);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const simpleGet = await raw({
      path: `/graphql?query=${encodeURIComponent('{ __typename }')}`,
      headers: { accept: 'application/json' },
    });
    countCases(CATEGORY);
    expect(simpleGet.status).toBe(400);
  });

  test('bodies that are not a GraphQL request get a 400 in JSON', async () => {
    const bodies = [
      '{',
      'null',
      '42',
      '"query"',
      '[]',
      '{"query": 42}',
      '{"query": "{ __typename }", "variables": "x"}',
      '{"query": "query A { __typename } query B { __typename }"}',
      // A subscription has no way to stream over HTTP: refused, not run.
      '{"query": "subscription { liveScheduleChanged { kind } }"}',
      `{"query": "{ __typename }", "variables": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
      '{"query": "{ __typename \\u0000 }"}',
    ];
    for (const body of bodies) {
      const answer = await post(body);
      countCases(CATEGORY);
      expect({ body: body.slice(0, 60), status: answer.status >= 400 && answer.status < 500 }).toEqual({
        body: body.slice(0, 60),
        status: true,
      });
      expect(() => json(answer)).not.toThrow();
    }
    // A byte-order mark before the JSON is tolerated, as browsers' encoders may send one.
    const bom = await post('\uFEFF{"query": "{ __typename }"}');
    countCases(CATEGORY);
    expect(json(bom)).toEqual({ data: { __typename: 'Query' } });
  });

  test('oversized and compressed bodies stop at the body limit, inflated or not', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(200 * 1024) } });
    const oversized = await post(big);
    countCases(CATEGORY);
    expect(oversized.status).toBe(413);

    // 50 MB of zeros squeezed into about 50 kB: the gateway must not inflate it all.
    const bombPayload = Buffer.concat([
      Buffer.from('{"query":"{ __typename }","variables":{"pad":"'),
      Buffer.alloc(50 * 1024 * 1024, 0x30),
      Buffer.from('"}}'),
    ]);
    for (const [encoding, body] of [
      ['gzip', gzipSync(bombPayload)],
      ['deflate', deflateSync(bombPayload)],
    ] as const) {
      const answer = await post(body, { 'content-type': 'application/json', 'content-encoding': encoding });
      countCases(CATEGORY);
      expect([413, 415]).toContain(answer.status);
    }
    const unknownEncoding = await post(Buffer.from('{}'), {
      'content-type': 'application/json',
      'content-encoding': 'zstd',
    });
    countCases(CATEGORY);
    expect(unknownEncoding.status).toBe(415);

    // The gateway is still itself after the bombs.
    const after = await gql('{ __typename }');
    expect(after.status).toBe(200);
    expect(stack().pids.gateway).toBeGreaterThan(0);
  });

  test('variables of the wrong type are refused before anything runs', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['query ($n: Int) { studios(first: $n) { edges { node { name } } } }', { n: 'ten' }],
      ['query ($n: Int) { studios(first: $n) { edges { node { name } } } }', { n: 2 ** 40 }],
      ['query ($n: Int) { studios(first: $n) { edges { node { name } } } }', { n: -1 }],
      ['query ($n: Int) { studios(first: $n) { edges { node { name } } } }', { n: 101 }],
      [
        'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
        { ids: Array.from({ length: 101 }, (_, i) => String(i)) },
      ],
      ['query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [null] }],
      ['query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: { length: 5 } }],
      [
        'query ($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { id } }',
        { from: 'yesterday', to: 'today' },
      ],
      [
        'query ($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { id } }',
        { from: '2030-01-01T00:00:00Z', to: '2031-01-01T00:00:00Z' },
      ],
      [
        'query ($from: DateTime!, $to: DateTime!) { liveSchedule(from: $from, to: $to) { id } }',
        { from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' },
      ],
    ];
    for (const [document, variables] of cases) {
      const answer = await gql(document, variables);
      countCases(CATEGORY);
      expectSafe(answer, document);
      expect(answer.body.errors?.length ?? 0).toBeGreaterThan(0);
    }
  });
});
