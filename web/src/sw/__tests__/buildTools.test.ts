import { describe, expect, test } from 'vitest';
import type { Rollup } from 'vite';
import { versionCheckDisabled } from '../../../tools/buildVersion';
import { appShellFiles } from '../../../tools/serviceWorker';

function chunk(
  fileName: string,
  name: string,
  isEntry: boolean,
  imports: string[],
  css: string[] = [],
  dynamicImports: string[] = [],
  facadeModuleId: string | null = `/app/web/src/${name}.tsx`,
  moduleIds: string[] = facadeModuleId ? [facadeModuleId] : [],
) {
  return {
    type: 'chunk',
    fileName,
    name,
    isEntry,
    imports,
    dynamicImports,
    facadeModuleId,
    moduleIds,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  };
}

describe('build tools', () => {
  test('the app shell: index.html, the main entry, its static imports and their CSS; not GraphiQL', () => {
    const bundle = {
      'assets/main-1.js': chunk(
        'assets/main-1.js',
        'main',
        true,
        ['assets/endpoint-2.js'],
        ['assets/main-1.css'],
      ),
      'assets/endpoint-2.js': chunk('assets/endpoint-2.js', 'endpoint', false, []),
      'assets/graphiql-3.js': chunk('assets/graphiql-3.js', 'graphiql', true, ['assets/endpoint-2.js']),
      'assets/Lazy-4.js': chunk('assets/Lazy-4.js', 'Lazy', false, []),
      'meta.json': { type: 'asset', fileName: 'meta.json' },
    } as unknown as Rollup.OutputBundle;
    expect(appShellFiles(bundle).sort()).toEqual([
      '/assets/endpoint-2.js',
      '/assets/main-1.css',
      '/assets/main-1.js',
      '/index.html',
    ]);
  });

  test("the app shell also holds the pages' own code (they open offline), not what a page fetches later", () => {
    const bundle = {
      'assets/main-1.js': chunk(
        'assets/main-1.js',
        'main',
        true,
        [],
        ['assets/main-1.css'],
        ['assets/LogInPage-2.js', 'assets/hls-4.js'],
      ),
      'assets/LogInPage-2.js': chunk(
        'assets/LogInPage-2.js',
        'LogInPage',
        false,
        ['assets/form-3.js'],
        ['assets/LogInPage-2.css'],
        ['assets/StripeCardFields-5.js'],
      ),
      'assets/form-3.js': chunk('assets/form-3.js', 'form', false, []),
      'assets/hls-4.js': chunk(
        'assets/hls-4.js',
        'hls',
        false,
        [],
        [],
        [],
        '/app/node_modules/hls.js/dist/hls.mjs',
      ),
      'assets/StripeCardFields-5.js': chunk('assets/StripeCardFields-5.js', 'StripeCardFields', false, []),
    } as unknown as Rollup.OutputBundle;
    expect(appShellFiles(bundle).sort()).toEqual([
      '/assets/LogInPage-2.css',
      '/assets/LogInPage-2.js',
      '/assets/form-3.js',
      '/assets/main-1.css',
      '/assets/main-1.js',
      '/index.html',
    ]);
  });

  test('the app shell holds the rest of the route table and the pages it opens', () => {
    const bundle = {
      'assets/main-1.js': chunk('assets/main-1.js', 'main', true, [], [], ['assets/pageRoutes-2.js']),
      // Rollup may merge the route table with code the pages share: then it has no facade module.
      'assets/pageRoutes-2.js': chunk(
        'assets/pageRoutes-2.js',
        'pageRoutes',
        false,
        [],
        [],
        ['assets/CalendarPage-3.js'],
        null,
        ['/app/web/src/app/pageRoutes.tsx', '/app/web/src/live/time.ts'],
      ),
      'assets/CalendarPage-3.js': chunk('assets/CalendarPage-3.js', 'CalendarPage', false, [
        'assets/pageRoutes-2.js',
      ]),
    } as unknown as Rollup.OutputBundle;
    expect(appShellFiles(bundle).sort()).toEqual([
      '/assets/CalendarPage-3.js',
      '/assets/main-1.js',
      '/assets/pageRoutes-2.js',
      '/index.html',
    ]);
  });

  test('STREAMFIT_VERSION_CHECK=off disables the version check; anything else keeps it', () => {
    expect(versionCheckDisabled('off')).toBe(true);
    expect(versionCheckDisabled(' FALSE ')).toBe(true);
    expect(versionCheckDisabled(undefined)).toBe(false);
    expect(versionCheckDisabled('on')).toBe(false);
  });
});
