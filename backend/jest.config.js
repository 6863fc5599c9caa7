import base from '../jest.base.js';

export default {
  ...base,
  rootDir: '.',
  moduleNameMapper: {
    ...base.moduleNameMapper,
    // fastify's app.inject loads light-my-request, which require()s the ESM-only cookie@2;
    // Jest cannot require ESM on Node < 24.9, so tests get a CommonJS shim of the one function used.
    '^cookie$': '<rootDir>/test/support/cookie.cjs',
  },
};
