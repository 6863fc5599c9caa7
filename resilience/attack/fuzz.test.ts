// A property-based fuzz of the graph's inputs: fast-check builds arguments for every query and
// mutation from the schema itself (well-typed values full of unicode, extremes and junk, and values
// of the wrong type), and every answer must be a 200 or a 400 with no internal error, promptly.
// The seed is fixed so a failure reproduces; FUZZ_SEED and FUZZ_RUNS override it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { repoRoot } from '../../scripts/stack.mjs';
import { countCases, expectSafe, gql, signUp, type Member } from './support/client.js';

const CATEGORY = 'Fuzz (fast-check)';
const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema/schema.graphql'), 'utf8'));
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 400);

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\u202e',
  '\u200b',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../',
  'x'.repeat(5_000),
  '9'.repeat(40),
  '-1',
  'null',
  '1e309',
  '2030-02-30T25:61:00Z',
  'U3R1ZGlvOjE=',
);
const anyString = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 80 }), nasty);
const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
);

function scalarArbitrary(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return fc.oneof(
        fc.integer(),
        fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)),
        fc.double(),
        fc.constant(2 ** 53),
      );
    case 'Float':
      return fc.oneof(fc.double(), fc.integer());
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(
        anyString,
        fc.integer(),
        fc.constantFrom('1', 'TGl2ZUNsYXNzOjE=', 'U3R1ZGlvOjk5OTk5OTk5OTk5'),
      );
    case 'DateTime':
      return fc.oneof(
        fc
          .date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString()),
        anyString,
      );
    default:
      return anyString;
  }
}

function arbitraryFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type))
    return fc.oneof(
      { weight: 9, arbitrary: arbitraryFor(type.ofType, depth) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  const wellTyped = ((): fc.Arbitrary<unknown> => {
    if (isListType(type))
      return fc.array(arbitraryFor(type.ofType as GraphQLInputType, depth + 1), {
        maxLength: depth > 1 ? 1 : 5,
      });
    if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map((v) => v.name)), anyString);
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const field of fields) record[field.name] = arbitraryFor(field.type, depth + 1);
      return fc.record(record, {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      });
    }
    if (isScalarType(type)) return scalarArbitrary(type.name);
    return fc.constant(null);
  })();
  return fc.oneof(
    { weight: 8, arbitrary: wellTyped },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function printType(type: GraphQLInputType): string {
  return type.toString();
}

/** A document asking `field` with every argument as a variable, selecting as little as possible. */
function documentFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args
    .map((arg: GraphQLArgument) => `$${arg.name}: ${printType(arg.type)}`)
    .join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const returned = getNamedType(field.type);
  const hasUserErrors = isObjectType(returned) && 'userErrors' in returned.getFields();
  const selection =
    isObjectType(returned) || (!isScalarType(returned) && !isEnumType(returned))
      ? `{ __typename${hasUserErrors ? ' userErrors { code }' : ''} }`
      : '';
  return `${kind}${variables ? ` (${variables})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

const targets = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {})
    .filter((f) => f.args.length > 0)
    .map((f) => ({ kind: 'query' as const, field: f })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((f) => ({
    kind: 'mutation' as const,
    field: f,
  })),
];

let member: Member;
beforeAll(async () => {
  member = await signUp('fuzz');
});

test(`${RUNS} generated calls across ${targets.length} queries and mutations: never a 5xx or an internal error`, async () => {
  const call = fc
    .constantFrom(...targets)
    .chain((target) =>
      fc.tuple(
        fc.constant(target),
        fc.record(Object.fromEntries(target.field.args.map((arg) => [arg.name, arbitraryFor(arg.type)]))),
        fc.boolean(),
      ),
    );
  await fc.assert(
    fc.asyncProperty(call, async ([target, variables, signedIn]) => {
      const document = documentFor(target.kind, target.field);
      // logOut would end the fuzzing member's session halfway; it runs as a visitor.
      const token = signedIn && target.field.name !== 'logOut' ? member.token : undefined;
      const answer = await gql(document, variables as Record<string, unknown>, token ? { token } : {});
      countCases(CATEGORY);
      expect([200, 400]).toContain(answer.status);
      expectSafe(answer, `${target.field.name}(${JSON.stringify(variables).slice(0, 200)})`);
    }),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
});
