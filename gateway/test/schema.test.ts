// The served schema, the checked-in schema file and the generated resolver types must agree
// (CI fails when they disagree).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  printSchema,
  type IntrospectionQuery,
} from 'graphql';
import { repoRoot } from '../src/config.js';
import { nodes } from '../src/schema.js';
import { useStack, type TestGateway } from './support/harness.js';

const gatewayDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

let gw: TestGateway;
useStack((stack) => ({ gw } = stack));

test('the served schema matches schema/schema.graphql', async () => {
  const reply = await gw.query(
    getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    }),
  );
  expect(reply.body.errors).toBeUndefined();
  const served = printSchema(buildClientSchema(reply.body.data as unknown as IntrospectionQuery));
  const snapshot = printSchema(buildSchema(readFileSync(resolve(repoRoot, 'schema/schema.graphql'), 'utf8')));
  expect(served).toBe(snapshot);
});

test('the generated resolver types are fresh (codegen --check)', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/codegen.mjs', '--check'], {
    cwd: gatewayDir,
  });
  expect(stdout).toContain('generated files are up to date');
});

test('every type, field, argument and enum value of the graph has a description', () => {
  // The playground is how developers learn the graph, so an undocumented element is a defect.
  const schema = buildSchema(readFileSync(resolve(repoRoot, 'schema/schema.graphql'), 'utf8'));
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
      continue;
    if (!type.description?.trim()) missing.push(type.name);
    if ('getFields' in type) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : []) {
          if (!arg.description?.trim()) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if ('getValues' in type) {
      for (const value of type.getValues())
        if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
    }
  }
  expect(missing).toEqual([]);
});

test('every Node type of the graph is refetchable through a registered domain', () => {
  // node(id) routes by the domains' `nodeTypes`: a Node type no domain registers would be null forever.
  const schema = buildSchema(readFileSync(resolve(repoRoot, 'schema/schema.graphql'), 'utf8'));
  const nodeTypes = Object.values(schema.getTypeMap())
    .filter((type) => 'getInterfaces' in type && type.getInterfaces().some((iface) => iface.name === 'Node'))
    .map((type) => type.name)
    .sort();
  expect([...nodes.refetchableNodeTypes].sort()).toEqual(nodeTypes);
});

describe('schema parts (scripts/schema-parts.mjs)', () => {
  // The merge, run on a small tree of its own: base, then the registered domains in their order.
  async function merge(parts: Record<string, string>, domains = 'fooDomain, barDomain'): Promise<string> {
    const root = mkdtempSync(join(tmpdir(), 'schema-parts-'));
    mkdirSync(join(root, 'gateway/src'), { recursive: true });
    mkdirSync(join(root, 'schema'));
    writeFileSync(join(root, 'gateway/src/domains.ts'), `export const domains = [${domains}] as const;\n`);
    for (const [name, text] of Object.entries(parts))
      writeFileSync(join(root, 'schema', `${name}.graphql`), text);
    // Untyped script module: its one export is read with the type it has.
    const { mergeSchema } = (await import(resolve(gatewayDir, 'scripts/schema-parts.mjs'))) as {
      mergeSchema(root: string): Promise<string>;
    };
    return mergeSchema(root);
  }
  const base = '"Roots."\ntype Query {\n  "Ping."\n  ping: Int\n}\n\n"Codes."\nenum Code {\n  "A."\n  A\n}\n';

  test('extensions join what they extend, in registration order, keeping their text', async () => {
    const merged = await merge({
      base,
      bar: 'extend type Query {\n  "Bar."\n  bar: Int\n}\n',
      foo: '# A comment the snapshot leaves out.\nextend type Query {\n  "Foo."\n  foo: Int\n}\n\nextend enum Code {\n  "B."\n  B\n}\n\n"A foo."\ntype Foo {\n  "Its id."\n  id: ID!\n}\n',
    });
    expect(merged.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '',
      '"Roots."',
      'type Query {',
      '  "Ping."',
      '  ping: Int',
      '',
      '  "Foo."',
      '  foo: Int',
      '',
      '  "Bar."',
      '  bar: Int',
      '}',
      '',
      '"Codes."',
      'enum Code {',
      '  "A."',
      '  A',
      '',
      '  "B."',
      '  B',
      '}',
      '',
      '"A foo."',
      'type Foo {',
      '  "Its id."',
      '  id: ID!',
      '}',
      '',
    ]);
  });

  test('refuses a part of no registered domain, a type defined twice and a schema that would not serve', async () => {
    await expect(merge({ base, baz: 'extend type Query {\n  "Baz."\n  baz: Int\n}\n' })).rejects.toThrow(
      'schema/baz.graphql belongs to no domain registered in gateway/src/domains.ts',
    );
    await expect(merge({ base, foo: '"Again."\nenum Code {\n  "C."\n  C\n}\n' })).rejects.toThrow(
      'schema/foo.graphql: Code is already defined in schema/base.graphql',
    );
    await expect(
      merge({ base, foo: 'extend type Query {\n  "Foo."\n  foo(arg: Query): Int\n}\n' }),
    ).rejects.toThrow('The merged schema is not valid');
  });
});
