import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      css: false,
      restoreMocks: true,
      // Component journeys click through whole flows; on a busy 2-core machine 5 s is too tight a limit
      // (a hung test still fails, after 15 s).
      testTimeout: 15_000,
    },
  }),
);
