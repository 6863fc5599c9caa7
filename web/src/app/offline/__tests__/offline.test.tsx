import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { reportRequestFailed, reportRequestSucceeded } from '../../../relay/offline/connection';
import { OFFLINE_TEXT, OfflineNotice } from '../OfflineNotice';
import { recallReply, rememberReply } from '../../../relay/offline/offlineReplies';
import { isLocalHost, registerServiceWorker } from '../registerServiceWorker';

function setOnLine(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

describe('OfflineNotice', () => {
  afterEach(() => {
    setOnLine(true);
    reportRequestSucceeded();
  });

  test('appears on the offline event and leaves on the online event', () => {
    render(<OfflineNotice />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => {
      setOnLine(false);
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toContain(OFFLINE_TEXT);
    act(() => {
      setOnLine(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('');
  });

  test('a request that cannot reach the gateway shows it; an answer clears it', () => {
    render(<OfflineNotice />);
    act(() => reportRequestFailed());
    expect(screen.getByRole('status').textContent).toContain("You're offline.");
    act(() => reportRequestSucceeded());
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('offline replies', () => {
  test('only the site query is kept, per variables', () => {
    rememberReply('SiteQuery', { host: 'a' }, { data: { site: 1 } });
    rememberReply('LiveScheduleQuery', { day: 1 }, { data: { live: 1 } });
    expect(recallReply('SiteQuery', { host: 'a' })).toEqual({ data: { site: 1 } });
    expect(recallReply('SiteQuery', { host: 'b' })).toBeNull();
    expect(recallReply('LiveScheduleQuery', { day: 1 })).toBeNull();
  });
});

describe('registerServiceWorker', () => {
  test('localhost and *.localhost are local; 127.0.0.1 and real domains are not', () => {
    expect(isLocalHost('localhost')).toBe(true);
    expect(isLocalHost('baristudio.localhost')).toBe(true);
    expect(isLocalHost('LOCALHOST.')).toBe(true);
    expect(isLocalHost('127.0.0.1')).toBe(false);
    expect(isLocalHost('streamfit.example')).toBe(false);
    expect(isLocalHost('notlocalhost.com')).toBe(false);
  });

  function fakeWindow(hostname: string) {
    const register = vi.fn(async () => ({}));
    const win = {
      navigator: { serviceWorker: { register } },
      location: { hostname },
      document: { readyState: 'complete' },
      addEventListener: vi.fn(),
    } as unknown as Window;
    return { win, register };
  }

  test('registers /sw.js with scope / on a non-local host only', () => {
    const remote = fakeWindow('streamfit.example');
    registerServiceWorker(remote.win, true);
    expect(remote.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    for (const host of ['localhost', 'baristudio.localhost']) {
      const local = fakeWindow(host);
      registerServiceWorker(local.win, true);
      expect(local.register).not.toHaveBeenCalled();
    }
  });
});
