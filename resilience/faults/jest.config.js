import base from '../../jest.base.js';

// The fault suite: each file starts the processes it breaks (backend, gateway, a PostgreSQL of its own).
export default {
  ...base,
  rootDir: '.',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testTimeout: 180000,
  // These tests kill processes and databases on purpose: whatever a failure leaves behind, the run
  // must end with its report rather than wait on a socket forever.
  forceExit: true,
};
