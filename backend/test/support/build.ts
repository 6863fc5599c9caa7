import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { BACKEND_DIR } from './database.js';

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds dist/ when `file` (under dist/) is missing or older than src/, so tests never run stale code. */
export function ensureBuilt(file = join(BACKEND_DIR, 'dist', 'server.js')): void {
  if (existsSync(file) && statSync(file).mtimeMs >= newestSource(join(BACKEND_DIR, 'src'))) return;
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], {
    cwd: BACKEND_DIR,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`backend build failed:\n${build.stdout}${build.stderr}`);
}
