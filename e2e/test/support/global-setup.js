// Starts the product exactly as `npm start` does (after the build), on free ports and a fresh
// embedded database, and makes sure Debian's Chromium is there for playwright-core.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eStackFile, freePort, repoRoot, startStack } from '../../../scripts/stack.mjs';
import { ensureChromium } from '../../../scripts/chromium.mjs';

// The stack is kept on globalThis: global setup and teardown run in the same process.
export default async function globalSetup() {
  ensureChromium();
  for (const built of ['backend/dist/server.js', 'gateway/dist/server.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm test does it for you).`);
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'streamfit-e2e-'));
  const port = await freePort();
  const backendPort = await freePort();
  const stack = await startStack({
    port,
    backendPort,
    dataDir,
    quiet: true,
    env: {
      LOG_LEVEL: 'warn',
      CATALOGUE_CACHE_TTL_MS: '0',
      SEED_STAFF_PASSWORD: 'e2e-staff-password-2026',
      // Every browser of the journeys comes from 127.0.0.1: one address would soon reach the
      // per-address limits (sign-ups, card tokens) that protect real users from each other.
      RATE_LIMIT_FACTOR: '50',
    },
  });
  globalThis.__STREAMFIT_STACK__ = stack;
  writeFileSync(
    e2eStackFile,
    JSON.stringify({ port, url: `http://localhost:${port}`, backendUrl: stack.backendUrl, dataDir }),
  );
}
