import { describe, expect, test } from 'vitest';
import { cacheName, keepsAsShell, strategyFor } from '../routing';

const origin = 'https://streamfit.example';
const req = (path: string, mode = 'cors', method = 'GET', base = origin) => ({
  method,
  mode,
  url: `${base}${path}`,
});

describe('service worker routing', () => {
  test('navigations: network first with the shell as fallback', () => {
    for (const path of ['/', '/studios', '/studios/bkpilates?x=1', '/login']) {
      expect(strategyFor(req(path, 'navigate'), origin)).toBe('navigation');
    }
  });

  test('hashed assets and media: cache first', () => {
    expect(strategyFor(req('/assets/main-abc123.js', 'no-cors'), origin)).toBe('cache-first');
    expect(strategyFor(req('/assets/main-abc123.css'), origin)).toBe('cache-first');
    expect(strategyFor(req('/media/brand/logo.svg', 'no-cors'), origin)).toBe('cache-first');
  });

  test('the API, the build version and the worker itself are never cached', () => {
    for (const path of ['/graphql', '/graphql?doc_id=1', '/api/health', '/meta.json', '/sw.js', '/healthz']) {
      expect(strategyFor(req(path), origin)).toBe('network');
      expect(strategyFor(req(path, 'navigate'), origin)).toBe('network');
    }
    expect(strategyFor(req('/graphql', 'cors', 'POST'), origin)).toBe('network');
  });

  test('other origins and other methods pass through', () => {
    expect(strategyFor(req('/assets/x.js', 'cors', 'GET', 'https://cdn.example'), origin)).toBe('network');
    expect(strategyFor(req('/media/x.png', 'cors', 'HEAD'), origin)).toBe('network');
  });

  test('one cache per build version', () => {
    expect(cacheName('2026-11-24T10:00:00.000Z')).toBe('streamfit-2026-11-24T10:00:00.000Z');
  });

  test('only the plain app page is kept as the offline shell', () => {
    const answer = (headers: Record<string, string>, ok = true) => ({
      ok,
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    });
    const page = { 'content-type': 'text/html; charset=utf-8' };
    expect(keepsAsShell(answer(page), `${origin}/studios`)).toBe(true);
    // A page with one address's first screen (the landing hero, the log-in screen) is not every address's shell.
    expect(keepsAsShell(answer({ ...page, 'streamfit-first-screen': '1' }), `${origin}/`)).toBe(false);
    expect(keepsAsShell(answer(page, false), `${origin}/studios`)).toBe(false);
    expect(keepsAsShell(answer(page), `${origin}/graphiql.html`)).toBe(false);
    expect(keepsAsShell(answer({ 'content-type': 'application/json' }), `${origin}/studios`)).toBe(false);
  });
});
