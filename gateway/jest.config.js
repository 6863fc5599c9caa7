import base from '../jest.base.js';

// Every test twice: once with each operation over HTTP compiled (graphql-jit, as the web client's
// documents run), once on graphql-js (as any other client's do), so the two stay the same answer.
export default {
  projects: [
    { ...base, rootDir: '.', displayName: 'compiled' },
    {
      ...base,
      rootDir: '.',
      displayName: 'graphql-js',
      setupFiles: ['<rootDir>/test/support/graphql-js-pass.ts'],
    },
  ],
};
