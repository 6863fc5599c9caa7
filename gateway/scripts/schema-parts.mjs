// Merges the graph's parts into the one schema every tool reads. schema/base.graphql holds the roots
// (Query, Mutation, Subscription), Node, scalars, paging and user errors; each domain registered in
// gateway/src/domains.ts may have schema/<domain>.graphql, which adds its root fields (and fields of
// other domains' types, e.g. User) with `extend type`, and its enum values with `extend enum`.
//
// The merge keeps the parts' own text (descriptions, field order, layout): each definition is
// copied as written, in the order base, then the domains in their registration order; extensions
// are appended to the type they extend. So schema/schema.graphql reads like a hand-written schema
// and a diff of it shows only real changes.
import { readdir, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Kind, buildASTSchema, parse, validateSchema } from 'graphql';

export const SNAPSHOT = 'schema/schema.graphql';
const BASE = 'base';
const HEADER =
  '# The whole graph, merged from schema/base.graphql and schema/<domain>.graphql by `npm run codegen -w gateway`.\n' +
  '# Do not edit: edit the parts (`npm run check -w gateway` fails when this file differs from their merge).\n\n';

const EXTENSIONS = new Set([
  Kind.OBJECT_TYPE_EXTENSION,
  Kind.INTERFACE_TYPE_EXTENSION,
  Kind.INPUT_OBJECT_TYPE_EXTENSION,
  Kind.ENUM_TYPE_EXTENSION,
]);

/** The registered domains' names, in registration order, read from `export const domains = [fooDomain, …]`. */
async function registeredDomains(repoRoot) {
  const source = await readFile(resolve(repoRoot, 'gateway/src/domains.ts'), 'utf8');
  const list = /export const domains = \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('gateway/src/domains.ts: no `export const domains = [...]` list');
  return list[1]
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^([a-z][A-Za-z0-9]*)Domain$/.exec(entry);
      if (!match) throw new Error(`gateway/src/domains.ts: '${entry}' is not named <domain>Domain`);
      return match[1];
    });
}

/** The part files in merge order: base, then each registered domain that has one. */
export async function schemaParts(repoRoot) {
  const domains = await registeredDomains(repoRoot);
  const files = (await readdir(resolve(repoRoot, 'schema'))).filter(
    (name) => name.endsWith('.graphql') && `schema/${name}` !== SNAPSHOT,
  );
  const names = files.map((name) => name.slice(0, -'.graphql'.length));
  const stray = names.filter((name) => name !== BASE && !domains.includes(name));
  if (stray.length > 0)
    throw new Error(`schema/${stray[0]}.graphql belongs to no domain registered in gateway/src/domains.ts`);
  if (!names.includes(BASE)) throw new Error('schema/base.graphql is missing');
  return [BASE, ...domains.filter((domain) => names.includes(domain))].map(
    (name) => `schema/${name}.graphql`,
  );
}

/** The members (fields, input fields or enum values) a definition or extension lists. */
function membersOf(node) {
  return node.fields ?? node.values ?? [];
}

/** Merges the parts; returns the snapshot's text. Throws on anything that does not merge cleanly. */
export async function mergeSchema(repoRoot) {
  const parts = await schemaParts(repoRoot);
  /** Definitions in order: { name, node, source, extra: member texts appended by extensions }. */
  const definitions = [];
  const byName = new Map();
  const extensions = [];
  for (const part of parts) {
    const source = await readFile(resolve(repoRoot, part), 'utf8');
    let document;
    try {
      document = parse(source);
    } catch (error) {
      throw new Error(`${part}: ${error.message}`);
    }
    for (const node of document.definitions) {
      if (EXTENSIONS.has(node.kind)) {
        extensions.push({ part, node, source });
        continue;
      }
      const name = node.name?.value ?? 'schema';
      if (byName.has(name))
        throw new Error(`${part}: ${name} is already defined in ${byName.get(name).part}`);
      const definition = { name, part, node, source, extra: [] };
      definitions.push(definition);
      byName.set(name, definition);
    }
  }
  for (const { part, node, source } of extensions) {
    const target = byName.get(node.name.value);
    if (!target) throw new Error(`${part}: extends ${node.name.value}, which no part defines`);
    for (const member of membersOf(node)) target.extra.push(source.slice(member.loc.start, member.loc.end));
  }

  const texts = definitions.map(({ node, source, extra }) => {
    const text = source.slice(node.loc.start, node.loc.end);
    if (extra.length === 0) return text;
    const added = extra.join('\n\n  ');
    // A braceless root (`type Mutation`) gets its body from the extensions alone.
    if (membersOf(node).length === 0) return `${text} {\n  ${added}\n}`;
    return `${text.slice(0, text.lastIndexOf('}')).trimEnd()}\n\n  ${added}\n}`;
  });
  const merged = `${HEADER}${texts.join('\n\n')}\n`;
  // Refuses what would not build or serve (a field added twice, a type used but defined nowhere, an
  // object type as an input, …).
  const errors = validateSchema(buildASTSchema(parse(merged)));
  if (errors.length > 0)
    throw new Error(`The merged schema is not valid: ${errors.map((error) => error.message).join('; ')}`);
  return merged;
}
