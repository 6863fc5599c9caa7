import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildVersion } from './tools/buildVersion';
import { firstPaint } from './tools/firstPaint';
import { landingChunkCheck } from './tools/landingChunks';
import { precompress } from './tools/precompress';
import { relayTrim } from './tools/relayTrim';
import { routePaths } from './tools/routePaths';
import { serviceWorker } from './tools/serviceWorker';

const gateway = process.env.STREAMFIT_GATEWAY_URL ?? 'http://localhost:4000';
// One version for the app, meta.json and sw.js.
const version = new Date().toISOString();
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [
    // babel-plugin-relay turns graphql`` tags into imports of the generated artifacts.
    react({ babel: { plugins: ['relay'] } }),
    // Relay's hooks without the modules the app never runs (tools/relayTrim.ts).
    relayTrim(),
    buildVersion(version, { versionCheck: process.env.STREAMFIT_VERSION_CHECK }),
    serviceWorker(version),
    routePaths(here('./route-paths.json')),
    // The landing page loads no other domain's page code (the build fails otherwise).
    landingChunkCheck(),
    // dist/first-paint.json: the first screens the gateway writes into the HTML (tools/firstPaint.ts).
    firstPaint(),
    // Brotli and gzip copies of the built text files, which the gateway sends as they are.
    precompress(),
  ],
  resolve: {
    alias: [
      // The app's share of react-relay, hook by hook (src/relay/reactRelay.ts).
      { find: /^react-relay$/, replacement: here('./src/relay/reactRelay.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (a test checks the landing page's).
    manifest: true,
    // Terser, two passes: about 7% less JS than esbuild's minifier once brotli has done its part,
    // which a phone on a slow network feels on every first visit.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    // The GraphiQL page bundles a whole IDE (codemirror, graphql); it is a developer tool.
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id) => !/react-relay[\\/]lib[\\/]relay-hooks[\\/]/.test(id) },
      input: {
        main: here('./index.html'),
        graphiql: here('./graphiql.html'),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/media': { target: gateway, changeOrigin: true },
      '/meta.json': { target: gateway, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/graphql': { target: gateway, ws: true, changeOrigin: true },
      '/media': { target: gateway, changeOrigin: true },
    },
  },
});
