import base from '../../jest.base.js';

// The attack suite: one real stack (scripts/stack.mjs, as `npm start` runs it) for every file,
// probed over the public port; each file reports how many cases it ran, by category.
export default {
  ...base,
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.test.ts'],
  globalSetup: './support/global-setup.js',
  globalTeardown: './support/global-teardown.js',
  testTimeout: 120000,
};
