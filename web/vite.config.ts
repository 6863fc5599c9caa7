import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildVersion } from './tools/buildVersion';
import { firstPaint } from './tools/firstPaint';
import { landingChunkCheck } from './tools/landingChunks';
import { precompress } from './tools/precompress';
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads (a test checks the landing page's).
    manifest: true,
    // The GraphiQL page bundles a whole IDE (codemirror, graphql); it is a developer tool.
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
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
