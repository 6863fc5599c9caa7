#!/usr/bin/env node
// Folder-level import cycles. Each part of StreamFit is organised by domain: one folder per capability
// directly under src/ (accounts/, payments/, live/, …). Two domains that import each other, directly or
// round a longer loop, can no longer be understood, tested or moved one at a time, so this lists every
// such loop with the import lines that close it.
//
//   node scripts/folder-cycles.mjs [<src dir>...]     (default: backend/src gateway/src web/src)
//
// A folder is the first directory under the source root; files directly in it form the root folder `.`.
// Relative imports (`./`, `../`) are resolved as TypeScript and Vite do: `.js` → `.ts`/`.tsx`, no
// extension → `.ts`/`.tsx`/`.js`/…, a directory → its `index` file. Type-only imports count: a type
// from another folder ties the two folders together as much as a value does. Lazy `import()` counts
// too. Tests (`*.test.*`, `*.spec.*`, `__tests__/`, `__mocks__/`) and generated code (`__generated__/`)
// are not scanned; importing a folder's generated artifacts still depends on that folder.
// Exit status: 1 when a tree has a cycle (or a source root is missing), 0 otherwise.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
const SKIPPED_DIRECTORIES = new Set(['__generated__', '__tests__', '__mocks__', 'node_modules', 'dist']);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
// Written module specifier extension → the source files it may stand for.
const EXTENSION_MAP = {
  '.js': ['.ts', '.tsx', '.js', '.jsx'],
  '.jsx': ['.tsx', '.jsx'],
  '.mjs': ['.mts', '.mjs'],
  '.cjs': ['.cts', '.cjs'],
};
// Enough to show where a tree is tangled; past this the same edges only repeat.
const MAX_CYCLES_PER_TREE = 50;

/** Source files of a tree, sorted, without tests and generated code. */
export function listSourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name)) walk(full);
      } else if (
        SOURCE_EXTENSIONS.includes(path.extname(entry.name)) &&
        !entry.name.endsWith('.d.ts') &&
        !TEST_FILE.test(entry.name)
      ) {
        files.push(full);
      }
    }
  };
  walk(root);
  return files;
}

/** Every module specifier a file names, with its 1-based line and the text of the line. */
export function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const kind = /\.[cm]?tsx$|\.jsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split(/\r?\n/);
  const found = [];
  // An import declaration is shown whole (on one line, even when written over several); an import()
  // or require() inside other code is shown as the line it is on.
  const add = (literal, statement) => {
    const line = source.getLineAndCharacterOfPosition((statement ?? literal).getStart(source)).line + 1;
    const shown = statement ? statement.getText(source).replace(/\s+/g, ' ') : (lines[line - 1] ?? '').trim();
    found.push({
      specifier: literal.text,
      line,
      text: shown.length > 200 ? `${shown.slice(0, 199)}…` : shown,
    });
  };
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier, node);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      add(node.moduleReference.expression, node);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length > 0 &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      add(node.arguments[0]);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isFile = (candidate) => existsSync(candidate) && statSync(candidate).isFile();

/** The file a relative specifier names, or undefined (bare packages and unresolvable paths). */
export function resolveImport(fromFile, specifier) {
  if (
    !specifier.startsWith('./') &&
    !specifier.startsWith('../') &&
    specifier !== '.' &&
    specifier !== '..'
  ) {
    return undefined;
  }
  // Vite suffixes such as `?url` or `?raw` name the same file.
  const target = path.resolve(path.dirname(fromFile), specifier.replace(/[?#].*$/, ''));
  const extension = path.extname(target);
  const mapped = EXTENSION_MAP[extension];
  if (mapped) {
    const stem = target.slice(0, -extension.length);
    for (const replacement of mapped) if (isFile(stem + replacement)) return stem + replacement;
  }
  if (isFile(target)) return target;
  for (const added of SOURCE_EXTENSIONS) if (isFile(target + added)) return target + added;
  for (const added of SOURCE_EXTENSIONS) {
    const index = path.join(target, `index${added}`);
    if (isFile(index)) return index;
  }
  return undefined;
}

/** The folder of a file inside a tree: its first directory under the root, or `.` for files directly in it. */
export function folderOf(root, file) {
  const relative = path.relative(root, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  return parts.length === 1 ? '.' : parts[0];
}

/** The folder graph of one tree: `edges` maps "from" → "to" → the import lines that make that edge. */
export function folderGraph(root, { displayRoot = root } = {}) {
  const edges = new Map();
  const unresolved = [];
  for (const file of listSourceFiles(root)) {
    const from = folderOf(root, file);
    const shown = path.join(displayRoot, path.relative(root, file));
    for (const { specifier, line, text } of importsOf(file)) {
      if (!specifier.startsWith('.')) continue;
      const resolved = resolveImport(file, specifier);
      if (!resolved) {
        unresolved.push({ at: `${shown}:${line}`, specifier });
        continue;
      }
      const to = folderOf(root, resolved);
      if (to === undefined || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const targets = edges.get(from);
      if (!targets.has(to)) targets.set(to, []);
      targets.get(to).push({ at: `${shown}:${line}`, text });
    }
  }
  return { edges, unresolved };
}

/** Strongly connected components of more than one folder (Tarjan). */
function tangledComponents(nodes, next) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return components;
}

/**
 * The elementary cycles of the folder graph, shortest first, each as a list of folders starting at its
 * alphabetically first one (so each loop is listed once). Stops after `limit` cycles.
 */
export function findCycles(edges, limit = MAX_CYCLES_PER_TREE) {
  const next = (node) => [...(edges.get(node)?.keys() ?? [])].sort();
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((t) => [...t.keys()])])].sort();
  const cycles = [];
  let truncated = false;
  for (const component of tangledComponents(nodes, next)) {
    const members = new Set(component);
    // Each cycle is found from its smallest folder, walking only through larger ones. A bounded
    // depth-first search, deepening one step at a time, lists the short loops (the ones to break first)
    // before the long ones and keeps a densely tangled tree from taking forever.
    const found = new Set();
    for (let depth = 2; depth <= component.length && !truncated; depth += 1) {
      for (const start of component) {
        const pathSoFar = [start];
        const walk = () => {
          if (truncated) return;
          const last = pathSoFar[pathSoFar.length - 1];
          for (const to of next(last)) {
            if (!members.has(to)) continue;
            if (to === start && pathSoFar.length === depth) {
              const key = pathSoFar.join('\u0000');
              if (!found.has(key)) {
                found.add(key);
                cycles.push([...pathSoFar]);
                if (cycles.length >= limit) truncated = true;
              }
            } else if (to > start && pathSoFar.length < depth && !pathSoFar.includes(to)) {
              pathSoFar.push(to);
              walk();
              pathSoFar.pop();
            }
            if (truncated) return;
          }
        };
        walk();
        if (truncated) break;
      }
    }
    if (truncated) break;
  }
  return { cycles, truncated, components: tangledComponents(nodes, next) };
}

/** A readable report of one tree's cycles; empty string when it has none. */
export function describeCycles(displayRoot, edges, { cycles, truncated, components }) {
  if (cycles.length === 0) return '';
  const out = [];
  out.push(
    `${displayRoot}: ${truncated ? `at least ${cycles.length}` : cycles.length} folder cycle${cycles.length === 1 ? '' : 's'}` +
      ` among ${components.map((c) => `{${c.join(', ')}}`).join(' and ')}`,
  );
  cycles.forEach((cycle, i) => {
    out.push('', `  cycle ${i + 1}: ${[...cycle, cycle[0]].join(' → ')}`);
    cycle.forEach((from, j) => {
      const to = cycle[(j + 1) % cycle.length];
      out.push(`    ${from} → ${to}`);
      for (const { at, text } of edges.get(from).get(to)) out.push(`      ${at}  ${text}`);
    });
  });
  if (truncated) out.push('', `  … stopped after ${cycles.length} cycles; break the ones above first.`);
  return out.join('\n');
}

function main(argv) {
  const roots = argv.length > 0 ? argv : ['backend/src', 'gateway/src', 'web/src'];
  let failed = false;
  const reports = [];
  for (const root of roots) {
    const absolute = path.resolve(root);
    if (!existsSync(absolute) || !statSync(absolute).isDirectory()) {
      reports.push(`${root}: not a directory`);
      failed = true;
      continue;
    }
    const { edges, unresolved } = folderGraph(absolute, { displayRoot: root });
    for (const { at, specifier } of unresolved)
      console.error(`warning: ${at} imports '${specifier}', which is not a file`);
    const report = describeCycles(root, edges, findCycles(edges));
    if (report) {
      failed = true;
      reports.push(report);
    } else {
      reports.push(`${root}: no folder cycles`);
    }
  }
  console.log(reports.join('\n\n'));
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
