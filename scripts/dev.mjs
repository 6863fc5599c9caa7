// `npm run dev`: the same stack for people working on it. TypeScript recompiles on save
// (tsc --watch), backend and gateway restart on a new build (node --watch), and the web client is
// served by Vite's dev server with hot reload, proxying /graphql, /media and /meta.json to the gateway.
import { spawn, spawnSync } from 'node:child_process';
import { repoRoot, startStack } from './stack.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const watchers = [];

for (const ws of ['backend', 'gateway']) {
  // A first full compile, so the servers have something to run.
  const built = spawnSync(npm, ['run', 'build', '-w', ws], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  watchers.push(
    spawn(
      npm,
      ['exec', '-w', ws, '--', 'tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
      {
        cwd: repoRoot,
        stdio: 'inherit',
      },
    ),
  );
}
const relay = spawnSync(npm, ['run', 'relay', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
if (relay.status !== 0) process.exit(relay.status ?? 1);

const stack = await startStack({ watch: true });
const vite = spawn(npm, ['run', 'dev', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
watchers.push(vite);

console.log(`\nDev stack: gateway ${stack.url}, web with hot reload at http://localhost:5173`);
console.log('After changing a GraphQL fragment or query, run `npm run relay -w web`.\n');

async function shutdown() {
  for (const w of watchers) w.kill('SIGTERM');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
