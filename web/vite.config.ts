import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildVersion } from './tools/buildVersion';

const gateway = process.env.STREAMFIT_GATEWAY_URL ?? 'http://localhost:4000';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [
    // babel-plugin-relay turns graphql`` tags into imports of the generated artifacts.
    react({ babel: { plugins: ['relay'] } }),
    buildVersion(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
