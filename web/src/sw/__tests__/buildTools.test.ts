import { describe, expect, test } from 'vitest';
import type { Rollup } from 'vite';
import { versionCheckDisabled } from '../../../tools/buildVersion';
import { appShellFiles } from '../../../tools/serviceWorker';

function chunk(fileName: string, name: string, isEntry: boolean, imports: string[], css: string[] = []) {
  return {
    type: 'chunk',
    fileName,
    name,
    isEntry,
    imports,
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

  test('STREAMFIT_VERSION_CHECK=off disables the version check; anything else keeps it', () => {
    expect(versionCheckDisabled('off')).toBe(true);
    expect(versionCheckDisabled(' FALSE ')).toBe(true);
    expect(versionCheckDisabled(undefined)).toBe(false);
    expect(versionCheckDisabled('on')).toBe(false);
  });
});
