// `npm start` (after `npm run build`): runs the whole product and prints the one URL to open.
import { startStack } from './stack.mjs';

let stack;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping StreamFit…');
  await stack?.stop();
  process.exit(code);
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  stack = await startStack();
} catch (error) {
  console.error(`StreamFit could not start: ${error.message}`);
  process.exit(1);
}

// If either part dies on its own, stop the other too rather than leave a half-working product.
for (const child of stack.children) {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The ${child.name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    shutdown(1);
  });
}

console.log(`\nStreamFit is running at ${stack.url}\n  GraphQL playground: ${stack.url}/graphql\n  Press Ctrl-C to stop.\n`);
