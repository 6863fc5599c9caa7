// The landing page loads no other domain's page code: read from the build's manifest (which
// chunks each page loads). The build itself also fails on it (tools/landingChunks.ts), module by
// module; this test reads the manifest `npm test` leaves after its build.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  isLaterRouteTable,
  isOtherDomainPage,
  landingFiles,
  landingViolations,
  type Manifest,
} from '../../../tools/landingChunks';

// Tests run from web/ (vitest's root).
const MANIFEST = resolve('dist/.vite/manifest.json');

const split: Manifest = {
  'index.html': {
    file: 'assets/main-1.js',
    isEntry: true,
    imports: ['_relay-2.js'],
    css: ['assets/main-1.css'],
  },
  '_relay-2.js': { file: 'assets/relay-2.js' },
  'src/studios/landing/HomeRoute.tsx': {
    file: 'assets/HomeRoute-3.js',
    isDynamicEntry: true,
    imports: ['index.html', '_StudioRoute-4.js'],
  },
  '_StudioRoute-4.js': { file: 'assets/StudioRoute-4.js' },
  'src/live/LiveSchedulePage.tsx': { file: 'assets/LiveSchedulePage-5.js', isDynamicEntry: true },
  'src/payments/PaymentPage.tsx': { file: 'assets/PaymentPage-6.js', isDynamicEntry: true },
  'src/workouts/CalendarPage.tsx': { file: 'assets/CalendarPage-7.js', isDynamicEntry: true },
  'src/library/ClassesPage.tsx': { file: 'assets/ClassesPage-8.js', isDynamicEntry: true },
  'src/app/pageRoutes.tsx': { file: 'assets/pageRoutes-9.js', isDynamicEntry: true },
};

describe('the landing page chunks', () => {
  test('what the landing page loads: the entry, the home route, their imports and CSS', () => {
    expect([...landingFiles(split)].sort()).toEqual([
      'assets/HomeRoute-3.js',
      'assets/StudioRoute-4.js',
      'assets/main-1.css',
      'assets/main-1.js',
      'assets/relay-2.js',
    ]);
    expect(landingViolations(split)).toEqual([]);
  });

  test("another domain's page in a chunk the landing page loads is refused", () => {
    const shared: Manifest = {
      ...split,
      'src/studios/landing/HomeRoute.tsx': {
        ...split['src/studios/landing/HomeRoute.tsx']!,
        imports: ['index.html', 'src/live/LiveSchedulePage.tsx'],
      },
    };
    expect(landingViolations(shared)).toEqual([
      'the landing page loads src/live/LiveSchedulePage.tsx (assets/LiveSchedulePage-5.js)',
    ]);
  });

  test('a page without a chunk of its own (imported statically, so in the entry) is refused', () => {
    const { ['src/payments/PaymentPage.tsx']: _bundled, ...rest } = split;
    expect(landingViolations(rest)).toEqual([
      'src/payments/PaymentPage.tsx has no chunk of its own: something imports it statically',
    ]);
  });

  test('the rest of the route table, in the landing page or in the entry, is refused', () => {
    const loaded: Manifest = {
      ...split,
      'index.html': { ...split['index.html']!, imports: ['_relay-2.js', 'src/app/pageRoutes.tsx'] },
    };
    expect(landingViolations(loaded)).toEqual([
      'the landing page loads src/app/pageRoutes.tsx (assets/pageRoutes-9.js)',
    ]);
    const { ['src/app/pageRoutes.tsx']: _inEntry, ...rest } = split;
    expect(landingViolations(rest)).toEqual([
      'src/app/pageRoutes.tsx has no chunk of its own: the whole route table is in the entry',
    ]);
  });

  test('which modules belong to the later route table', () => {
    expect(isLaterRouteTable('src/app/pageRoutes.tsx')).toBe(true);
    expect(isLaterRouteTable('src/live/routes.tsx')).toBe(true);
    expect(isLaterRouteTable('src/library/loaders.ts')).toBe(true);
    expect(isLaterRouteTable('src/studios/routes.tsx')).toBe(false);
    expect(isLaterRouteTable('src/studios/loaders.ts')).toBe(false);
    expect(isLaterRouteTable('src/app/shellRoutes.tsx')).toBe(false);
  });

  test("which modules are other domains' pages", () => {
    expect(isOtherDomainPage('src/live/LiveSchedulePage.tsx')).toBe(true);
    expect(isOtherDomainPage('src/accounts/LogInPage.tsx')).toBe(true);
    expect(isOtherDomainPage('src/studios/StudiosPage.tsx')).toBe(false);
    expect(isOtherDomainPage('src/live/paths.ts')).toBe(false);
    expect(isOtherDomainPage('src/app/NotFoundPage.tsx')).toBe(false);
  });

  // `npm test` builds first; a bare `vitest run` before any build has no manifest to read.
  test.skipIf(!existsSync(MANIFEST))('the built landing page loads no other domain page', () => {
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    expect(landingViolations(manifest)).toEqual([]);
  });
});
