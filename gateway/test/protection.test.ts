// Documents the gateway refuses before running them: malformed, too deep, too aliased, too many
// tokens, too expensive. Each is an HTTP 400 with a clear message; introspection still works.
import { getIntrospectionQuery } from 'graphql';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));
beforeEach(() => backend.reset());

test('a malformed query is a 400 with the parser’s message', async () => {
  const reply = await gw.query('{ studios(first: 1) { totalCount }');
  expect(reply.status).toBe(400);
  expect(reply.body.errors?.[0]).toMatchObject({
    message: 'Syntax Error: Expected Name, found <EOF>.',
    extensions: { code: 'GRAPHQL_PARSE_FAILED' },
  });
  expect(backend.requests).toHaveLength(0);
});

test('a body that is not JSON is a 400', async () => {
  const reply = await gw.post('{"query": ');
  expect(reply.status).toBe(400);
  expect(reply.body.errors?.[0]?.message).toBe('The request body is not valid JSON.');
});

test('an unknown field is a 400 validation error', async () => {
  const reply = await gw.query('{ studioz { totalCount } }');
  expect(reply.status).toBe(400);
  expect(reply.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
});

test('depth beyond 12 is refused before anything runs; 12 is not', async () => {
  // This schema cannot nest 13 real fields, and depth is measured before fields are checked, so
  // made-up fields show the limit: 12 levels get only "cannot query field" errors, 13 the depth error.
  const nested = (levels: number) => {
    let selection = 'leaf';
    for (let i = 1; i < levels; i += 1) selection = `f${i} { ${selection} }`;
    return `{ ${selection} }`;
  };
  const twelve = await gw.query(nested(12));
  expect(twelve.status).toBe(400);
  expect(twelve.body.errors?.map((e) => e.message).filter((m) => m.includes('too deep'))).toEqual([]);

  const thirteen = await gw.query(nested(13));
  expect(thirteen.status).toBe(400);
  expect(thirteen.body.errors?.map((e) => e.message)).toContain(
    'Query is too deep: it nests fields 13 levels deep, and the limit is 12.',
  );

  // Depth counts through fragments too.
  const viaFragment = `{ f1 { f2 { ...A } } } fragment A on Query { ${nested(11).slice(2, -2)} }`;
  const fragmentReply = await gw.query(viaFragment);
  expect(fragmentReply.body.errors?.map((e) => e.message)).toContain(
    'Query is too deep: it nests fields 13 levels deep, and the limit is 12.',
  );
  expect(backend.requests).toHaveLength(0);
});

test('more than 30 aliases is refused, counted through fragments', async () => {
  const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ');
  expect((await gw.query(`{ ${aliases(30)} }`)).status).toBe(200);
  const reply = await gw.query(`{ ${aliases(31)} }`);
  expect(reply.status).toBe(400);
  expect(reply.body.errors?.[0]?.message).toBe('Query uses too many aliases: 31, and the limit is 30.');

  // 4 spreads of a fragment with 8 aliases is 32.
  const viaFragments = `{ ...F ...F ... on Query { ...F ...F } } fragment F on Query { ${aliases(8)} }`;
  const fragmentReply = await gw.query(viaFragments);
  expect(fragmentReply.status).toBe(400);
  expect(fragmentReply.body.errors?.[0]?.message).toBe(
    'Query uses too many aliases: 32, and the limit is 30.',
  );
});

test('more than 2000 tokens is refused by the parser', async () => {
  const fields = Array.from({ length: 2_001 }, () => '__typename').join(' ');
  const reply = await gw.query(`{ ${fields} }`);
  expect(reply.status).toBe(400);
  // (graphql-js 16 spells it "more that".)
  expect(reply.body.errors?.[0]?.message).toMatch(
    /^Syntax Error: Document contains more tha[nt] 2000 tokens\. Parsing aborted\.$/,
  );
  expect(reply.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
});

test('an estimated cost over the limit is refused; the web app’s biggest page is well under it', async () => {
  const studioFields = `id name slug about classTypes level equipment { key name hack } instructors { name bio imageUrl }
    testimonials { author text } images { logo hero } whiteLabel { domain color }`;
  const page = `studios(first: 100) { totalCount edges { cursor node { ${studioFields} } } }`;
  const ok = await gw.query(`{ ${page} }`);
  expect(ok.status).toBe(200);
  backend.reset();

  const expensive = Array.from({ length: 10 }, (_, i) => `p${i}: ${page}`).join(' ');
  const reply = await gw.query(`{ ${expensive} }`);
  expect(reply.status).toBe(400);
  expect(reply.body.errors?.[0]?.message).toMatch(
    /^Query is too expensive: its estimated cost is \d+, and the limit is 50000\./,
  );
  expect(backend.requests).toHaveLength(0);
});

test('a page-size variable counts as its default, else the cap', async () => {
  const fields =
    'edges { node { instructors { name bio imageUrl } equipment { key name hack } testimonials { author text } } }';
  const query = (definition: string) =>
    `query (${definition}) { ${['a', 'b', 'c', 'd', 'e', 'f'].map((alias) => `${alias}: studios(first: $n) { ${fields} }`).join(' ')} }`;
  expect((await gw.query(query('$n: Int = 5'))).status).toBe(200);
  expect((await gw.query(query('$n: Int'), { n: 5 })).status).toBe(400);
});

test('introspection stays enabled and is not limited by depth', async () => {
  const reply = await gw.query(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
  expect(reply.status).toBe(200);
  expect(reply.body.errors).toBeUndefined();
  expect((reply.body.data?.__schema as { queryType: { name: string } }).queryType.name).toBe('Query');
});

test('errors never carry stack traces', async () => {
  const reply = await gw.query('{ studios(first: 500) { totalCount } }');
  expect(JSON.stringify(reply.body)).not.toContain('stacktrace');
});
