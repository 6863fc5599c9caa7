import base from '../jest.base.js';

// Browser journeys against the real stack (`scripts/stack.mjs`), started once for all files.
export default {
  ...base,
  rootDir: '.',
  globalSetup: './test/support/global-setup.js',
  globalTeardown: './test/support/global-teardown.js',
  testTimeout: 60000,
};
