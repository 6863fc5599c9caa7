// The served schema, the checked-in schema file and the generated resolver types must agree
// (CI fails when they disagree).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { buildClientSchema, buildSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { repoRoot } from '../src/config.js';
import { refetchableNodeTypes } from '../src/node/resolvers.js';
import type { FakeBackend } from './support/fake-backend.js';
import { useStack, type TestGateway } from './support/harness.js';

const gatewayDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

let backend: FakeBackend;
let gw: TestGateway;
useStack((stack) => ({ backend, gw } = stack));

test('the served schema matches schema/schema.graphql', async () => {
  const reply = await gw.query(
    getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }),
  );
  expect(reply.body.errors).toBeUndefined();
  const served = printSchema(buildClientSchema(reply.body.data as unknown as IntrospectionQuery));
  const snapshot = printSchema(buildSchema(readFileSync(resolve(repoRoot, 'schema/schema.graphql'), 'utf8')));
  expect(served).toBe(snapshot);
});

test('the generated resolver types are fresh (codegen --check)', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/codegen.mjs', '--check'], { cwd: gatewayDir });
  expect(stdout).toContain('generated files are up to date');
});

test('every type, field, argument and enum value of the graph has a description', () => {
  // The playground is how developers learn the graph, so an undocumented element is a defect.
  const schema = buildSchema(readFileSync(resolve(repoRoot, 'schema/schema.graphql'), 'utf8'));
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
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
      for (const value of type.getValues()) if (!value.description?.trim()) missing.push(`${type.name}.${value.name}`);
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
  expect([...refetchableNodeTypes].sort()).toEqual(nodeTypes);
});
