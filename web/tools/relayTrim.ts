import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Modules of Relay that the app never runs, left out of the build (about 2 KB of brotli on every
 * page):
 * - relay-runtime's `observeFragment`, `observeQuery` and `waitForFragmentData`, and its updatable
 *   queries and fragments (`readUpdatableQuery`, `readUpdatableFragment`): relay-runtime's index
 *   requires every module it has, and the app uses none of these (ESLint forbids importing them).
 * - `useFragmentInternal_CURRENT`, the fragment hook Relay runs only while its feature flag
 *   `ENABLE_ACTIVITY_COMPATIBILITY` is off; it is on by default, and a test keeps it so.
 * Each becomes a module that throws, naming what was left out, if it is ever reached. (The rest of
 * react-relay needs no list: the app takes its hooks one module at a time, src/relay/reactRelay.ts.)
 */
export const LEFT_OUT = [
  'react-relay/lib/relay-hooks/useFragmentInternal_CURRENT',
  'relay-runtime/lib/mutations/createUpdatableProxy',
  'relay-runtime/lib/store/observeFragmentExperimental',
  'relay-runtime/lib/store/observeQueryExperimental',
  'relay-runtime/lib/store/waitForFragmentExperimental',
] as const;

const STUB_PREFIX = '\0relay-left-out:';

/** What the modules above export by name (the CURRENT hook is its module's default). */
const STUB_EXPORTS = ['createUpdatableProxy', 'observeFragment', 'observeQuery', 'waitForFragmentData'];

/** A package's folder, as the app resolves it. */
function packageDir(name: string, from = import.meta.url): string {
  return dirname(createRequire(from).resolve(`${name}/package.json`));
}

/**
 * Trims Relay's share of every page: the modules above, and one copy of Babel's helpers for
 * relay-runtime and react-relay (npm nests a copy under each when the workspace's own Babel
 * runtime is another major version).
 */
export function relayTrim(): Plugin {
  const packages = new Map(['react-relay', 'relay-runtime'].map((name) => [name, packageDir(name)]));
  const leftOut = new Map(
    LEFT_OUT.map((module) => {
      const [name, ...rest] = module.split('/');
      return [join(packages.get(name!)!, ...rest), module] as const;
    }),
  );
  const babelRuntime = packageDir('@babel/runtime', join(packages.get('react-relay')!, 'package.json'));
  const inRelay = (file: string) => [...packages.values()].some((dir) => file.startsWith(dir));
  return {
    name: 'streamfit:relay-trim',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !inRelay(importer)) return null;
      if (source.startsWith('@babel/runtime/')) {
        return this.resolve(join(babelRuntime, source.slice('@babel/runtime/'.length)), importer, {
          skipSelf: true,
        });
      }
      if (!source.startsWith('.')) return null;
      const module = leftOut.get(resolve(dirname(importer), source).replace(/\.js$/, ''));
      return module ? `${STUB_PREFIX}${module}` : null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const message = `${id.slice(STUB_PREFIX.length)} is left out of this build (web/tools/relayTrim.ts).`;
      // An ES module (Rollup's CommonJS support skips virtual modules): whatever a Relay module
      // reads of it, the module itself or one of the names these modules export, throws when used.
      return [
        `function leftOut() { throw new Error(${JSON.stringify(message)}); }`,
        'export default leftOut;',
        `export { ${STUB_EXPORTS.map((name) => `leftOut as ${name}`).join(', ')} };`,
      ].join('\n');
    },
  };
}
