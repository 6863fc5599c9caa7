#!/usr/bin/env node
// Merges the graph's parts (schema/base.graphql and schema/<domain>.graphql, see schema-parts.mjs)
// into the checked-in schema/schema.graphql, then generates the gateway's resolver types from it,
// driven by /codegen.yml.
//
// Why our own script: @graphql-codegen/cli cannot be installed from our registry snapshot, so this
// runs @graphql-codegen/core with the same configuration shape the CLI reads (root `schema` and
// `config`, and per-target `schema`, `plugins` and `config`), resolving plugin names the CLI way
// (`typescript` → `@graphql-codegen/typescript`).
//
//   node scripts/codegen.mjs          writes the merged schema and every target
//   node scripts/codegen.mjs --check  writes nothing; exits 1 naming the schema or each target that is stale
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import { buildASTSchema, parse } from 'graphql';
import { parse as parseYaml } from 'yaml';
import { mergeSchema, SNAPSHOT } from './schema-parts.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const sourceDir = resolve(repoRoot, 'gateway/src');
/** The schema's root types: never mapped to a model. */
const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);
const configPath = resolve(repoRoot, 'codegen.yml');
const check = process.argv.includes('--check');

/** Reads one or more schema files (paths relative to the repo root) into one document. */
async function loadSchema(pointer) {
  const paths = Array.isArray(pointer) ? pointer : [pointer];
  if (paths.length === 0 || paths.some((p) => typeof p !== 'string')) {
    throw new Error(`codegen.yml: 'schema' must name one or more files, got ${JSON.stringify(pointer)}`);
  }
  const sources = await Promise.all(paths.map((p) => readFile(resolve(repoRoot, p), 'utf8')));
  return parse(sources.join('\n'));
}

/**
 * The domains' models, mapped by convention so that a new domain adds no line here: an exported
 * `<Type>Model` in `gateway/src/<domain>/models.ts` is what resolvers of the graph's object type
 * `<Type>` receive as their parent. A model named after no object type of the graph is left alone;
 * the same name in two domains is an error. codegen.yml's own `mappers` (types outside the domains,
 * such as Money) come first and are never overridden.
 */
async function domainMappers(schemaDoc) {
  const objectTypes = new Set(
    schemaDoc.definitions
      .filter((definition) => definition.kind === 'ObjectTypeDefinition')
      .map((definition) => definition.name.value)
      .filter((name) => !ROOT_TYPES.has(name)),
  );
  const mappers = {};
  const domains = (await readdir(sourceDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const domain of domains.map((entry) => entry.name).sort()) {
    const source = await readFile(resolve(sourceDir, domain, 'models.ts'), 'utf8').catch(() => null);
    if (source === null) continue;
    for (const [, type] of source.matchAll(/^export (?:interface|type) ([A-Z]\w*)Model\b/gm)) {
      if (!objectTypes.has(type)) continue;
      if (mappers[type])
        throw new Error(`codegen: ${type}Model is exported by two domains (${mappers[type]}, ${domain})`);
      mappers[type] = `../${domain}/models.js#${type}Model`;
    }
  }
  return mappers;
}

/** The CLI's plugin name resolution, limited to what a package install can provide. */
async function loadPlugin(name) {
  const candidates =
    name.startsWith('@') || name.includes('/')
      ? [name]
      : [`@graphql-codegen/${name}`, `graphql-codegen-${name}`, name];
  for (const candidate of candidates) {
    try {
      const mod = await import(candidate);
      const plugin = mod.plugin ? mod : mod.default;
      if (plugin && typeof plugin.plugin === 'function') return plugin;
    } catch (error) {
      if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  throw new Error(`codegen.yml: plugin '${name}' is not installed (tried ${candidates.join(', ')})`);
}

/** `plugins:` entries are either a bare name or a one-key map { name: pluginConfig }. */
function normalizePlugins(target, plugins) {
  if (!Array.isArray(plugins) || plugins.length === 0) {
    throw new Error(`codegen.yml: target '${target}' lists no plugins`);
  }
  return plugins.map((entry) => {
    if (typeof entry === 'string') return { [entry]: {} };
    const keys = entry && typeof entry === 'object' ? Object.keys(entry) : [];
    if (keys.length !== 1)
      throw new Error(
        `codegen.yml: target '${target}' has a malformed plugin entry ${JSON.stringify(entry)}`,
      );
    return { [keys[0]]: entry[keys[0]] ?? {} };
  });
}

async function main() {
  const config = parseYaml(await readFile(configPath, 'utf8'));
  if (!config || typeof config.generates !== 'object') throw new Error('codegen.yml: no `generates` section');

  const stale = [];
  // The snapshot first: the targets below are generated from it.
  const merged = await mergeSchema(repoRoot);
  const snapshotPath = resolve(repoRoot, SNAPSHOT);
  const snapshot = await readFile(snapshotPath, 'utf8').catch(() => null);
  if (snapshot !== merged) {
    if (check) stale.push(SNAPSHOT);
    else {
      await writeFile(snapshotPath, merged);
      console.log(`codegen: wrote ${SNAPSHOT} (merged from its parts)`);
    }
  }

  for (const [target, output] of Object.entries(config.generates)) {
    const schemaDoc = await loadSchema(output.schema ?? config.schema);
    const plugins = normalizePlugins(target, output.plugins);
    const pluginMap = {};
    for (const plugin of plugins) {
      const name = Object.keys(plugin)[0];
      pluginMap[name] ??= await loadPlugin(name);
    }
    const outputPath = resolve(repoRoot, target);
    const targetConfig = { ...(config.config ?? {}), ...(output.config ?? {}) };
    if (targetConfig.mappers !== undefined || output.plugins.includes('typescript-resolvers'))
      targetConfig.mappers = { ...(await domainMappers(schemaDoc)), ...(targetConfig.mappers ?? {}) };
    const content = await codegen({
      filename: outputPath,
      schema: schemaDoc,
      schemaAst: buildASTSchema(schemaDoc),
      documents: [],
      config: targetConfig,
      plugins,
      pluginMap,
    });
    // The CLI ends every file with exactly one newline; do the same so diffs stay quiet.
    const text = content.endsWith('\n') ? content : `${content}\n`;

    const onDisk = await readFile(outputPath, 'utf8').catch(() => null);
    const name = relative(repoRoot, outputPath);
    if (check) {
      if (onDisk !== text) stale.push(name);
    } else if (onDisk !== text) {
      await mkdir(dirname(outputPath), { recursive: true });
      await writeFile(outputPath, text);
      console.log(`codegen: wrote ${name}`);
    } else {
      console.log(`codegen: ${name} is up to date`);
    }
  }

  if (stale.length > 0) {
    for (const name of stale)
      console.error(`codegen --check: ${name} is stale; run \`npm run codegen -w gateway\` and commit it.`);
    if (stale.includes(SNAPSHOT))
      console.error(
        `codegen --check: ${SNAPSHOT} is generated: edit schema/base.graphql or schema/<domain>.graphql instead.`,
      );
    process.exit(1);
  }
  if (check) console.log('codegen --check: generated files are up to date');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
