import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Copies the app's route list (`web/route-paths.json`, kept true by a test) into the build, where
 * the gateway reads it to answer an address no page has with 404 (and still the app, which shows
 * its not-found page) instead of 200.
 */
export function routePaths(file: string): Plugin {
  return {
    name: 'streamfit:route-paths',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'route-paths.json', source: readFileSync(file, 'utf8') });
    },
  };
}
