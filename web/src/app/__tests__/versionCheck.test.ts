import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  checkBuildVersion,
  dropStaleBuild,
  RECHECK_INTERVAL_MS,
  RELOADED_FOR_KEY,
  startVersionCheck,
  type VersionCheckDeps,
} from '../versionCheck';

const OURS = '2026-11-24T10:00:00.000Z';
const NEWER = '2026-11-24T12:00:00.000Z';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

function deps(meta: unknown, init: { ok?: boolean; throws?: boolean } = {}) {
  const fetchMock = vi.fn(async () => {
    if (init.throws) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(meta), { status: init.ok === false ? 503 : 200 });
  });
  const d = {
    fetch: fetchMock as unknown as typeof fetch,
    storage: memoryStorage(),
    reload: vi.fn(),
    dropStaleBuild: vi.fn(async () => undefined),
  } satisfies VersionCheckDeps;
  return { ...d, fetchMock };
}

describe('checkBuildVersion', () => {
  test('same version: nothing happens', async () => {
    const d = deps({ version: OURS });
    await expect(checkBuildVersion(d, OURS)).resolves.toBe('current');
    expect(d.fetchMock).toHaveBeenCalledWith('/meta.json', { cache: 'no-store' });
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.dropStaleBuild).not.toHaveBeenCalled();
  });

  test('a newer version: drops the stale build (caches, service worker) and reloads once', async () => {
    const d = deps({ version: NEWER, versionCheckDisabled: false });
    await expect(checkBuildVersion(d, OURS)).resolves.toBe('reloading');
    expect(d.dropStaleBuild).toHaveBeenCalledWith(NEWER);
    expect(d.reload).toHaveBeenCalledTimes(1);
    expect(d.storage.data.get(RELOADED_FOR_KEY)).toBe(NEWER);
  });

  test('no loop: the same served version after the reload does not reload again', async () => {
    const d = deps({ version: NEWER });
    await checkBuildVersion(d, OURS);
    await expect(checkBuildVersion(d, OURS)).resolves.toBe('already-reloaded');
    await expect(checkBuildVersion(d, OURS)).resolves.toBe('already-reloaded');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  test('a yet newer version later reloads once more', async () => {
    const d = deps({ version: NEWER });
    d.storage.setItem(RELOADED_FOR_KEY, '2026-11-24T11:00:00.000Z');
    await expect(checkBuildVersion(d, OURS)).resolves.toBe('reloading');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  test('the disable setting in meta.json is honoured', async () => {
    const d = deps({ version: NEWER, versionCheckDisabled: true });
    await expect(checkBuildVersion(d, OURS)).resolves.toBe('disabled');
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.dropStaleBuild).not.toHaveBeenCalled();
  });

  test('offline, an error status or a malformed meta.json: no reload', async () => {
    for (const d of [
      deps(null, { throws: true }),
      deps({ version: NEWER }, { ok: false }),
      deps({ nope: 1 }),
      deps(null),
    ]) {
      await expect(checkBuildVersion(d, OURS)).resolves.toBe('unavailable');
      expect(d.reload).not.toHaveBeenCalled();
    }
  });

  test('a failure while dropping the stale build still reloads', async () => {
    const d = deps({ version: NEWER });
    d.dropStaleBuild.mockRejectedValueOnce(new Error('quota'));
    await expect(checkBuildVersion(d, OURS)).resolves.toBe('reloading');
    expect(d.reload).toHaveBeenCalledTimes(1);
  });

  test('without sessionStorage it never reloads (no guard against a loop)', async () => {
    const d = deps({ version: NEWER });
    d.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    await expect(checkBuildVersion(d, OURS)).resolves.toBe('already-reloaded');
    expect(d.reload).not.toHaveBeenCalled();
  });
});

describe('startVersionCheck', () => {
  function hiddenThenVisible(doc: Document, state: DocumentVisibilityState) {
    Object.defineProperty(doc, 'visibilityState', { configurable: true, get: () => state });
    doc.dispatchEvent(new Event('visibilitychange'));
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  test('checks at start, and again when the tab comes back after the interval, not sooner', async () => {
    const d = deps({ version: __APP_VERSION__ });
    let clock = 1_000_000;
    const stop = startVersionCheck({ deps: d, now: () => clock });
    await vi.waitFor(() => expect(d.fetchMock).toHaveBeenCalledTimes(1));
    await settle();

    clock += 60_000;
    hiddenThenVisible(document, 'hidden');
    hiddenThenVisible(document, 'visible');
    await settle();
    expect(d.fetchMock).toHaveBeenCalledTimes(1);

    clock += RECHECK_INTERVAL_MS;
    hiddenThenVisible(document, 'hidden');
    expect(d.fetchMock).toHaveBeenCalledTimes(1);
    hiddenThenVisible(document, 'visible');
    await vi.waitFor(() => expect(d.fetchMock).toHaveBeenCalledTimes(2));
    await settle();

    stop();
    clock += RECHECK_INTERVAL_MS;
    hiddenThenVisible(document, 'visible');
    await Promise.resolve();
    expect(d.fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('dropStaleBuild', () => {
  test("deletes every cache but the new build's and asks a waiting service worker to take over", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => ['streamfit-old', `streamfit-${NEWER}`, 'other'],
      delete: async (name: string) => deleted.push(name) > 0,
    });
    const waiting = { state: 'installed', postMessage: vi.fn(), addEventListener: vi.fn() };
    const listeners: Record<string, () => void> = {};
    const container = {
      getRegistration: async () => ({ update: vi.fn(async () => undefined), installing: null, waiting }),
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn;
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    waiting.postMessage.mockImplementation(() => listeners.controllerchange?.());
    try {
      await dropStaleBuild(NEWER);
      expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
      expect(deleted.sort()).toEqual(['other', 'streamfit-old']);
    } finally {
      delete (navigator as unknown as Record<string, unknown>).serviceWorker;
      vi.unstubAllGlobals();
    }
  });
});
