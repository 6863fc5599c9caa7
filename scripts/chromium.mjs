// playwright-core brings no browser: the browser tests (e2e, and the attack suite's one) drive
// Debian's Chromium. Where it is missing, install it when we may (root), or fail with the command
// that fixes it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`,
    );
  }
  console.log('Installing Chromium for the browser tests: apt-get install -y chromium');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`apt-get install -y chromium did not provide ${CHROMIUM_PATH}`);
}
