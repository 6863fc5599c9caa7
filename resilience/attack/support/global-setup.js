// Starts the product as `npm start` does (after the build), on free loopback ports and a fresh
// embedded database, with its default limits. X-Forwarded-For is believed from 127.0.0.1 only, so a
// test can play many browsers from 127.0.0.1 and an untrusted peer from 127.0.0.2.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from '../../../scripts/chromium.mjs';
import { freePort, repoRoot, startStack } from '../../../scripts/stack.mjs';
import { CASES_FILE, STACK_FILE, STAFF_PASSWORD, INSTRUCTOR_PASSWORD } from './files.js';

export default async function globalSetup() {
  ensureChromium();
  for (const built of ['backend/dist/server.js', 'gateway/dist/server.js', 'web/dist/index.html']) {
    if (!existsSync(path.join(repoRoot, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm test does it for you).`);
    }
  }
  rmSync(CASES_FILE, { force: true });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'streamfit-attack-'));
  const port = await freePort();
  const backendPort = await freePort();
  const stack = await startStack({
    port,
    backendPort,
    dataDir,
    quiet: true,
    env: {
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      SEED_STAFF_PASSWORD: STAFF_PASSWORD,
      SEED_INSTRUCTOR_PASSWORD: INSTRUCTOR_PASSWORD,
    },
  });
  globalThis.__STREAMFIT_ATTACK_STACK__ = stack;
  const pids = Object.fromEntries(stack.children.map((child) => [child.name, child.pid]));
  writeFileSync(
    STACK_FILE,
    JSON.stringify({
      port,
      backendPort,
      url: `http://127.0.0.1:${port}`,
      backendUrl: stack.backendUrl,
      dataDir,
      pids,
    }),
  );
}
