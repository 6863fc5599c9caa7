// The web app's page addresses as the gateway matches them (to answer other addresses 404).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRouteMatcher, routeMatcher } from '../src/http/route-paths.js';

describe('routeMatcher', () => {
  const isPage = routeMatcher([
    '/',
    '/studios/:studioName',
    '/account/:date?',
    '/newplatform/*',
    '/info/terms?',
  ]);

  test.each([
    ['/', true],
    ['', true],
    ['/studios/bkpilates', true],
    ['/studios/BKPILATES/', true],
    ['/STUDIOS/x', true],
    ['/studios', false],
    ['/studios/a/b', false],
    ['/account', true],
    ['/account/2026-11-25', true],
    ['/account/a/b', false],
    ['/newplatform', true],
    ['/newplatform/anything/at/all', true],
    ['/info', true],
    ['/info/terms', true],
    ['/info/other', false],
    ['/nope', false],
  ])('%s → %s', (path, expected) => {
    expect(isPage(path)).toBe(expected);
  });
});

describe('loadRouteMatcher', () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-paths-'));
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  test('a missing, malformed or empty list means no matcher (every address is the app)', () => {
    expect(loadRouteMatcher(join(dir, 'missing.json'))).toBeNull();
    expect(loadRouteMatcher(write('bad.json', '{not json'))).toBeNull();
    expect(loadRouteMatcher(write('object.json', '{"a":1}'))).toBeNull();
    expect(loadRouteMatcher(write('empty.json', '[]'))).toBeNull();
    expect(loadRouteMatcher(write('numbers.json', '[1,2]'))).toBeNull();
  });

  test('a list of patterns is matched', () => {
    const isPage = loadRouteMatcher(write('ok.json', '["/", "/login"]'));
    expect(isPage?.('/login')).toBe(true);
    expect(isPage?.('/logout')).toBe(false);
  });
});
