import type { Plugin } from 'vite';

/**
 * One build version (an ISO date-time) shared by the app and `dist/meta.json`.
 * The app compares its compiled-in `__APP_VERSION__` with the served meta.json
 * to notice that a newer build has been deployed (spec: build version check).
 */
export function buildVersion(version: string = new Date().toISOString()): Plugin {
  return {
    name: 'streamfit:build-version',
    config() {
      return { define: { __APP_VERSION__: JSON.stringify(version) } };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'meta.json',
        source: `${JSON.stringify({ version }, null, 2)}\n`,
      });
    },
  };
}
