// How the build takes Relay (vite.config.ts): react-relay hook by hook (src/relay/reactRelay.ts),
// and without the modules tools/relayTrim.ts leaves out.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as reactRelayHooks from 'react-relay/hooks';
import { RelayFeatureFlags } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT, relayTrim } from '../../../tools/relayTrim';
import * as appRelay from '../reactRelay';

const require = createRequire(import.meta.url);
const nodeModules = join(require.resolve('react-relay/package.json'), '..', '..');

describe("the app's share of react-relay", () => {
  it("is react-relay's own functions, name for name", () => {
    const names = Object.keys(appRelay);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(appRelay[name as keyof typeof appRelay], name).toBe(
        reactRelayHooks[name as keyof typeof reactRelayHooks],
      );
    }
  });
});

describe('the Relay modules the build leaves out', () => {
  it('still exist where the list says (an upgrade that moves one shows here)', () => {
    for (const module of LEFT_OUT) expect(existsSync(`${join(nodeModules, module)}.js`), module).toBe(true);
  });

  it('include the fragment hook Relay runs only with ENABLE_ACTIVITY_COMPATIBILITY off: it stays on', () => {
    expect(LEFT_OUT).toContain('react-relay/lib/relay-hooks/useFragmentInternal_CURRENT');
    expect(RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
  });

  it('are replaced by a module that throws, named, when required from inside Relay only', async () => {
    const plugin = relayTrim();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const hooks = join(nodeModules, 'react-relay/lib/relay-hooks/useFragmentInternal.js');
    const stub = resolveId.call({}, './useFragmentInternal_CURRENT', hooks);
    expect(stub).toMatch(/useFragmentInternal_CURRENT$/);
    expect(resolveId.call({}, './useFragmentInternal_EXPERIMENTAL', hooks)).toBeNull();
    expect(resolveId.call({}, './useFragmentInternal_CURRENT', '/work/app/src/x.ts')).toBeNull();
    const runtimeIndex = join(nodeModules, 'relay-runtime/lib/experimental.js');
    expect(resolveId.call({}, './store/observeFragmentExperimental', runtimeIndex)).toMatch(
      /observeFragmentExperimental$/,
    );

    const code = load.call({}, stub!)!;
    const leftOut = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as {
      default: () => void;
      observeFragment: () => void;
      createUpdatableProxy: () => void;
    };
    expect(() => leftOut.default()).toThrow(
      'react-relay/lib/relay-hooks/useFragmentInternal_CURRENT is left out of this build',
    );
    expect(() => leftOut.observeFragment()).toThrow('left out of this build');
    expect(() => leftOut.createUpdatableProxy()).toThrow('left out of this build');
  });
});
