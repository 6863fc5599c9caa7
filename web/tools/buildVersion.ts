import type { Plugin } from 'vite';

/** `STREAMFIT_VERSION_CHECK=off` (or `false`/`0`) at build time turns the version check off. */
export function versionCheckDisabled(setting: string | undefined): boolean {
  return ['off', 'false', '0', 'no'].includes((setting ?? '').trim().toLowerCase());
}

/**
 * One build version (an ISO date-time) shared by the app, `dist/meta.json` and `dist/sw.js`.
 * The app compares its compiled-in `__APP_VERSION__` with the served meta.json to notice
 * that a newer build has been deployed (the build version check). meta.json also carries
 * the check's disable setting, `versionCheckDisabled` (false unless the build ran with
 * STREAMFIT_VERSION_CHECK=off); the app reads it at run time, so editing the deployed
 * meta.json turns the check off for tabs already open too.
 */
export function buildVersion(
  version: string = new Date().toISOString(),
  options: { versionCheck?: string } = {},
): Plugin {
  const meta = { version, versionCheckDisabled: versionCheckDisabled(options.versionCheck) };
  return {
    name: 'streamfit:build-version',
    config() {
      return { define: { __APP_VERSION__: JSON.stringify(version) } };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'meta.json',
        source: `${JSON.stringify(meta, null, 2)}\n`,
      });
    },
  };
}
