// Shared jest setup: TypeScript ESM compiled by SWC, run as native ESM (node --experimental-vm-modules).
/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  // Source imports use NodeNext-style '.js' suffixes; map them back to the .ts files.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: ['**/test/**/*.test.ts'],
  testTimeout: 30000,
};
